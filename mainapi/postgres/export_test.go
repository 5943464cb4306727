package postgres

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
)

// Exported for the external tests of this package.
var (
	USDValue    = usdValue
	NumericDiv  = numericDiv
	UnitsOf     = unitsOf
	QuoPow10    = quoPow10
	NumericText = numericText
)

type (
	ActivityData = activityData
	ActivityLeg  = activityLeg
)

// JSON is the data column text the batch derivation writes for d.
func (d *activityData) JSON() string { return string(d.appendJSON(nil)) }

// ConnectWriter opens a connection as the writer opens its own.
func (db *DB) ConnectWriter(ctx context.Context) (*pgx.Conn, error) { return db.connectWriter(ctx) }

// SetWriterCancelGrace sets how long BEGIN, COMMIT and ROLLBACK and a
// cancelled statement may take, and returns a function restoring it.
func SetWriterCancelGrace(d time.Duration) (restore func()) {
	old := writerCancelGrace
	writerCancelGrace = d
	return func() { writerCancelGrace = old }
}

// Exec runs sql in one of the writer's transactions, then calls after
// (when not nil) before the commit.
func (w *Writer) Exec(ctx context.Context, sql string, after func()) error {
	return w.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, sql); err != nil {
			return err
		}
		if after != nil {
			after()
		}
		return nil
	})
}

// CommitModes applies b as a batch and then as the head's one block, each
// in its own transaction of w, and returns synchronous_commit as each
// transaction ends. Neither is committed.
func CommitModes(ctx context.Context, w *Writer, batch, head mainapi.Block) (batchMode, headMode string, err error) {
	mode := func(apply func(*writeTx) error) (string, error) {
		var m string
		errRollback := errors.New("rolled back")
		err := w.inTx(ctx, func(tx pgx.Tx) error {
			if err := apply(&writeTx{tx: tx, minLiq: w.minLiq}); err != nil {
				return err
			}
			if err := tx.QueryRow(ctx, "SELECT current_setting('synchronous_commit')").Scan(&m); err != nil {
				return err
			}
			return errRollback
		})
		if !errors.Is(err, errRollback) {
			return "", err
		}
		return m, nil
	}
	if batchMode, err = mode(func(tx *writeTx) error {
		return tx.ApplyBatch(ctx, []mainapi.Block{batch}, []mainapi.Events{{}})
	}); err != nil {
		return "", "", err
	}
	headMode, err = mode(func(tx *writeTx) error { return tx.Apply(ctx, &head, &mainapi.Events{}) })
	return batchMode, headMode, err
}

// WriterLockKey is the writer's advisory lock.
const WriterLockKey = writerLockKey

// DomainTables returns the raw and the derived tables of every registered
// domain, in registration order.
func DomainTables() (raw, derived []string) {
	for _, d := range domains {
		for _, t := range d.rawTables(&mainapi.Events{}) {
			raw = append(raw, t.name)
		}
	}
	return raw, derivedTables()
}

// FarmActivityCase is a farm action and what its activity row shows, for
// the data text the batch derivation writes (JSON).
type FarmActivityCase struct {
	Kind, Event         string // stake, unstake or harvest; the chef event
	Chef                common.Address
	Pid                 uint64
	LPToken             *common.Address // nil: no PoolAdded by the block
	Amount, CooldownEnd *big.Int
	USD                 decimal.Decimal
	NEO                 *common.Address // nil: no NEO contract
	NEOSymbol           *string
	NEODecimals         *int32
	LPSymbol            *string
	LPDecimals          *int32
	IsPair              bool // the LP token is a pool
	Symbol0, Symbol1    *string
}

// JSON is the data column text the batch derivation writes for c.
func (c FarmActivityCase) JSON() string {
	a := farmAction{pos: &mainapi.Pos{Block: 1, Address: c.Chef}, pid: c.Pid, kind: c.Kind, event: c.Event,
		lpToken: c.LPToken, amount: c.Amount, cooldownEnd: c.CooldownEnd, usd: c.USD}
	if c.Kind == "harvest" {
		a.liquid = new(big.Int).Quo(c.Amount, big.NewInt(2))
		a.vested = new(big.Int).Sub(c.Amount, a.liquid)
	}
	fd := &farmDeriver{neo: c.NEO, prices: map[pointKey]price{},
		pools: map[chefPid]*farmPool{{c.Chef, c.Pid}: {lpToken: c.LPToken, isPair: c.IsPair, symbol: c.LPSymbol,
			decimals: c.LPDecimals, sym0: c.Symbol0, sym1: c.Symbol1}}}
	if c.NEO != nil {
		fd.tokens = map[common.Address]*tokenInfo{*c.NEO: {symbol: c.NEOSymbol, decimals: c.NEODecimals}}
	}
	return string(fd.activityData(&a))
}
