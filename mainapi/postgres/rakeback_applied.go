package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Applied blocks' accruals are summed in Go (insertRakebackAccruals is
// the statement they stand for; a rebuild runs it): every batch holds
// FeeRouter swaps, and the statement's pricing of the fee tokens, the
// same points the DEX's step has just priced, was most of its cost. The
// sums go to one statement of arrays that adds them as the statement
// does (trim_scale'd sums, so the text is a rebuild's).

// addRakebackAccruals adds the summed accruals, token totals and wallet
// counters of a batch ($1..$6 accruals, $7..$9 token totals, $10..$12
// wallets; amounts and USD as text).
const addRakebackAccruals = `
WITH acc AS (
    INSERT INTO rakeback_accruals AS a (epoch, user_address, fee_token, amount, usd_value, swaps)
    SELECT e, u, t, am::numeric, usd::numeric, n
    FROM unnest($1::bigint[], $2::bytea[], $3::bytea[], $4::text[], $5::text[], $6::int[]) AS x(e, u, t, am, usd, n)
    ON CONFLICT (epoch, user_address, fee_token) DO UPDATE SET amount = a.amount + EXCLUDED.amount,
        usd_value = trim_scale(a.usd_value + EXCLUDED.usd_value), swaps = a.swaps + EXCLUDED.swaps
),
tot AS (
    INSERT INTO rakeback_token_totals AS r (token, accrued, accrued_usd, swept)
    SELECT t, am::numeric, usd::numeric, 0 FROM unnest($7::bytea[], $8::text[], $9::text[]) AS x(t, am, usd)
    ON CONFLICT (token) DO UPDATE SET accrued = r.accrued + EXCLUDED.accrued,
        accrued_usd = trim_scale(r.accrued_usd + EXCLUDED.accrued_usd)
)
INSERT INTO rakeback_wallets AS rw (user_address, swaps, last_block)
SELECT * FROM unnest($10::bytea[], $11::bigint[], $12::bigint[])
ON CONFLICT (user_address) DO UPDATE SET swaps = rw.swaps + EXCLUDED.swaps,
    last_block = greatest(rw.last_block, EXCLUDED.last_block)`

type rakebackAccrualKey struct {
	epoch       int64
	user, token common.Address
}

type rakebackSum struct {
	amount *big.Int
	usd    decimal.Decimal
	n      int64
}

func (s *rakebackSum) add(amount *big.Int, usd decimal.Decimal) {
	s.amount.Add(s.amount, amount)
	s.usd = s.usd.Add(usd)
	s.n++
}

type rakebackWallet struct {
	swaps, last int64
}

// appliedRakebackAccruals adds the fee-paying FeeRouter swaps of b as
// insertRakebackAccruals does, valued with the DEX step's prices; ok is
// false (nothing written) when a fee token's price is not among them (the
// DEX's step did not run), and the caller runs the statement.
func appliedRakebackAccruals(ctx context.Context, tx pgx.Tx, b batchEvents) (ok bool, err error) {
	if b.dex == nil || b.dex.prices == nil {
		return false, nil
	}
	times := make(map[uint64]int64, len(b.blocks))
	for i := range b.blocks {
		times[b.blocks[i].Number] = int64(b.blocks[i].Timestamp)
	}
	acc := map[rakebackAccrualKey]*rakebackSum{}
	var accKeys []rakebackAccrualKey // first-seen order: deterministic statements
	tot := map[common.Address]*rakebackSum{}
	var totKeys []common.Address
	wal := map[common.Address]*rakebackWallet{}
	var walKeys []common.Address
	two, seven := big.NewInt(2), big.NewInt(7)
	for i := range b.ev.RouterSwaps {
		r := &b.ev.RouterSwaps[i]
		if r.FeeAmount == nil || r.FeeAmount.Sign() <= 0 {
			continue
		}
		p, found := b.dex.prices[pointKey{r.FeeToken, r.Block}]
		ts, known := times[r.Block]
		if !found || p.tok == nil || !known {
			return false, nil
		}
		amount := new(big.Int).Mul(r.FeeAmount, two)
		amount.Quo(amount, seven) // div(fee * 2, 7): positive, so floor
		usd := decimal.New(0, 0)
		if p.usd != nil {
			usd = usdValue(*p.usd, amount, p.tok.dec)
		}
		k := rakebackAccrualKey{wire.EpochOf(ts), r.User, r.FeeToken}
		if acc[k] == nil {
			acc[k] = &rakebackSum{amount: new(big.Int)}
			accKeys = append(accKeys, k)
		}
		acc[k].add(amount, usd)
		if tot[r.FeeToken] == nil {
			tot[r.FeeToken] = &rakebackSum{amount: new(big.Int)}
			totKeys = append(totKeys, r.FeeToken)
		}
		tot[r.FeeToken].add(amount, usd)
		w := wal[r.User]
		if w == nil {
			w = &rakebackWallet{}
			wal[r.User] = w
			walKeys = append(walKeys, r.User)
		}
		w.swaps++
		w.last = max(w.last, int64(r.Block))
	}
	if len(accKeys) == 0 {
		return true, nil
	}
	var (
		aE            []int64
		aU, aT        [][]byte
		aAm, aUSD     []string
		aN            []int32
		tT            [][]byte
		tAm, tUSD     []string
		wU            [][]byte
		wSwaps, wLast []int64
	)
	for _, k := range accKeys {
		s := acc[k]
		aE, aU, aT = append(aE, k.epoch), append(aU, k.user.Bytes()), append(aT, k.token.Bytes())
		aAm, aUSD, aN = append(aAm, s.amount.String()), append(aUSD, trimScale(s.usd).String()), append(aN, int32(s.n))
	}
	for _, t := range totKeys {
		s := tot[t]
		tT, tAm, tUSD = append(tT, t.Bytes()), append(tAm, s.amount.String()), append(tUSD, trimScale(s.usd).String())
	}
	for _, u := range walKeys {
		wU, wSwaps, wLast = append(wU, u.Bytes()), append(wSwaps, wal[u].swaps), append(wLast, wal[u].last)
	}
	if _, err := tx.Exec(ctx, addRakebackAccruals, aE, aU, aT, aAm, aUSD, aN, tT, tAm, tUSD, wU, wSwaps, wLast); err != nil {
		return false, fmt.Errorf("postgres: derive rakeback accruals: %w", err)
	}
	return true, nil
}

// rakebackFeeSwaps counts ev's FeeRouter swaps that paid a fee.
func rakebackFeeSwaps(ev *mainapi.Events) int {
	n := 0
	for i := range ev.RouterSwaps {
		if f := ev.RouterSwaps[i].FeeAmount; f != nil && f.Sign() > 0 {
			n++
		}
	}
	return n
}
