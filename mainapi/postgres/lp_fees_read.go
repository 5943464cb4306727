package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// selectLPFeeSteps reads, for every pair the wallet $1 ever had LP of (or
// the pair $2 only), each block that changed its balance: the balance at the
// block's end (a running sum of its transfers) and the pair's reserves and
// LP supply then: the reserves of its last Sync at or before the block
// (pair_syncs_latest) and its last lp_supply_history row at or before the
// block (nothing changed them since). The wallet's transfers come from the
// lp_transfers_to/_from indexes (00045), each step's pair state from two
// key probes: the cost is the wallet's own history.
const selectLPFeeSteps = `
WITH mv AS (
    SELECT address AS pair, block_number, value AS d FROM lp_transfers
    WHERE to_address = $1 AND ($2::bytea IS NULL OR address = $2)
    UNION ALL
    SELECT address, block_number, -value FROM lp_transfers
    WHERE from_address = $1 AND ($2::bytea IS NULL OR address = $2)
),
blk AS (SELECT pair, block_number, sum(d) AS d FROM mv GROUP BY pair, block_number),
bal AS (SELECT pair, block_number, sum(d) OVER (PARTITION BY pair ORDER BY block_number) AS balance FROM blk)
SELECT b.pair, b.block_number, b.balance::text,
       coalesce(y.reserve0, 0)::text, coalesce(y.reserve1, 0)::text, greatest(coalesce(g.supply, 0), 0)::text
FROM bal b
LEFT JOIN LATERAL (
    SELECT reserve0, reserve1 FROM pair_syncs
    WHERE address = b.pair AND block_number <= b.block_number
    ORDER BY block_number DESC, log_index DESC LIMIT 1
) y ON true
LEFT JOIN LATERAL (
    SELECT supply FROM lp_supply_history
    WHERE pair = b.pair AND block_number <= b.block_number
    ORDER BY block_number DESC LIMIT 1
) g ON true
ORDER BY b.pair, b.block_number`

// selectLPFeePairs reads the pairs now: tokens, decimals, reserves, supply
// and the wallet's balance.
const selectLPFeePairs = `
SELECT p.pair, p.token0, p.token1, t0.decimals, t1.decimals, p.reserve0::text, p.reserve1::text,
       greatest(coalesce(s.total_supply, 0), 0)::text, coalesce(b.balance, 0)::text
FROM pools p
LEFT JOIN tokens t0 ON t0.address = p.token0
LEFT JOIN tokens t1 ON t1.address = p.token1
LEFT JOIN lp_supplies s ON s.pair = p.pair
LEFT JOIN lp_balances b ON b.holder = $1 AND b.pair = p.pair
WHERE p.pair = ANY($2::bytea[])
ORDER BY p.pair`

// LPFeeHistories returns the wallet's LP fee histories, one per tracked
// pair it ever had LP tokens of (only pair when pair is non-nil), ordered
// by pair address.
func (db *DB) LPFeeHistories(ctx context.Context, wallet wire.Address, pair *wire.Address) ([]mainapi.LPFeeHistory, error) {
	var only []byte
	if pair != nil {
		only = pair.Bytes()
	}
	steps := map[string][]mainapi.LPFeeStep{}
	var pairs [][]byte
	var p []byte
	var st mainapi.LPFeeStep
	var bal, r0, r1, sup string
	rows, _ := db.Pool.Query(ctx, selectLPFeeSteps, wallet.Bytes(), only)
	_, err := pgx.ForEachRow(rows, []any{&p, &st.Block, &bal, &r0, &r1, &sup}, func() error {
		s := st
		var err error
		if s.Balance, s.Reserve0, s.Reserve1, s.Supply, err = bigs(bal, r0, r1, sup); err != nil {
			return err
		}
		if _, ok := steps[string(p)]; !ok {
			pairs = append(pairs, append([]byte(nil), p...))
		}
		steps[string(p)] = append(steps[string(p)], s)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read LP fee steps of %s: %w", wallet, err)
	}
	out := []mainapi.LPFeeHistory{}
	if len(pairs) == 0 {
		return out, nil
	}
	var h mainapi.LPFeeHistory
	var pb, t0, t1 []byte
	var balNow string
	rows, _ = db.Pool.Query(ctx, selectLPFeePairs, wallet.Bytes(), pairs)
	_, err = pgx.ForEachRow(rows, []any{&pb, &t0, &t1, &h.Decimals0, &h.Decimals1, &r0, &r1, &sup, &balNow}, func() error {
		x := h
		var err error
		if x.Pair, err = wire.AddressFromBytes(pb); err != nil {
			return err
		}
		if x.Token0, err = wire.AddressFromBytes(t0); err != nil {
			return err
		}
		if x.Token1, err = wire.AddressFromBytes(t1); err != nil {
			return err
		}
		if x.Reserve0, x.Reserve1, x.Supply, x.Balance, err = bigs(r0, r1, sup, balNow); err != nil {
			return err
		}
		x.Steps = steps[string(pb)]
		out = append(out, x)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read LP fee pairs of %s: %w", wallet, err)
	}
	return out, nil
}

// bigs parses four base-10 integers.
func bigs(a, b, c, d string) (w, x, y, z *big.Int, err error) {
	var out [4]*big.Int
	for i, s := range []string{a, b, c, d} {
		n, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, nil, nil, nil, fmt.Errorf("integer %q", s)
		}
		out[i] = n
	}
	return out[0], out[1], out[2], out[3], nil
}
