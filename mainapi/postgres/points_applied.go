package postgres

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/mainapi"
)

// Applied blocks' points are scored and summed in Go (insertPoints is the
// statement they stand for; a rebuild runs it) from the trade rows the
// DEX step has just built: the statement's read of those trades back, with
// a checkpoint probe and a contract probe per swap, was most of its cost.
// One query reads what the batch cannot know (each payer's checkpoint
// before the batch, whether it is a contract of the deployment), and one
// statement of arrays adds the sums as insertPoints does.

// selectPointsPayers reads, for each payer $1, whether it is a contract
// of the deployment and its staked Neocats (capped) at the last
// checkpoint below block $2.
var selectPointsPayers = `
SELECT u, EXISTS (SELECT 1 FROM contracts k WHERE k.address = u),
       coalesce((SELECT least(c.balance, ` + fmt.Sprint(mainapi.PointsBoostMaxCats) + `)::int FROM neocat_checkpoints c
                 WHERE c.account = u AND c.block_number < $2 ORDER BY c.block_number DESC LIMIT 1), 0)
FROM unnest($1::bytea[]) u`

// addPoints adds a batch's summed rows ($1..$5 (day, wallet) rows, $6..$9
// days, $10..$13 (day, fee token), $14..$19 (pair, day); volumes and fee
// amounts as text) and publishes as insertPoints does.
var addPoints = `
WITH d AS (SELECT * FROM unnest($1::bigint[], $2::bytea[], $3::bigint[], $4::int[], $5::text[]) AS x(day, wallet, points, swaps, vol)),
ins_daily AS (
    INSERT INTO points_daily AS p (day, wallet, points, swaps, volume_usd) SELECT day, wallet, points, swaps, vol::numeric FROM d
    ON CONFLICT (day, wallet) DO UPDATE SET ` + pointsDailyMerge + `
),
ins_days AS (
    INSERT INTO points_days AS p (day, points, swaps, volume_usd)
    SELECT day, points, swaps, vol::numeric FROM unnest($6::bigint[], $7::bigint[], $8::int[], $9::text[]) AS x(day, points, swaps, vol)
    ON CONFLICT (day) DO UPDATE SET ` + pointsDailyMerge + `
),
ins_fees AS (
    INSERT INTO points_fee_days AS p (day, fee_token, amount, swaps)
    SELECT day, t, am::numeric, n FROM unnest($10::bigint[], $11::bytea[], $12::text[], $13::int[]) AS x(day, t, am, n)
    ON CONFLICT (day, fee_token) DO UPDATE SET ` + pointsFeeMerge + `
),
ins_pairs AS (
    INSERT INTO points_pair_days AS p (token0, token1, day, points, swaps, volume_usd)
    SELECT t0, t1, day, points, swaps, vol::numeric
    FROM unnest($14::bytea[], $15::bytea[], $16::bigint[], $17::bigint[], $18::int[], $19::text[]) AS x(t0, t1, day, points, swaps, vol)
    ON CONFLICT (token0, token1, day) DO UPDATE SET ` + pointsDailyMerge + `
),
head AS (SELECT b.timestamp / 86400 AS day FROM blocks b ORDER BY b.number DESC LIMIT 1),
` + publishPoints

// pointsSum is a row's points, swaps and USD volume in millionths (a
// trade's USD has at most 6 decimals: the integer sum, trim_scale'd, is
// the text of the statement's decimal sum).
type pointsSum struct {
	points, swaps int64
	vol           big.Int
}

func (s *pointsSum) add(points int64, vol *big.Int) {
	s.points += points
	s.swaps++
	s.vol.Add(&s.vol, vol)
}

func (s *pointsSum) volText() string {
	return trimScale(decimal.NewFromBigInt(&s.vol, -usdRoundPlaces)).String()
}

type (
	pointsDayWallet struct {
		day    int64
		wallet common.Address
	}
	pointsDayToken struct {
		day   int64
		token common.Address
	}
	pointsPairDay struct {
		t0, t1 common.Address
		day    int64
	}
	pointsFeeSum struct {
		amount big.Int
		swaps  int64
	}
)

// sums keeps rows in first-seen order (deterministic statements) with a
// map to their index.
type sums[K comparable, V any] struct {
	idx  map[K]int
	keys []K
	vals []V
}

func (s *sums[K, V]) at(k K) *V {
	if s.idx == nil {
		s.idx = make(map[K]int, 64)
	}
	j, ok := s.idx[k]
	if !ok {
		j = len(s.keys)
		s.idx[k] = j
		s.keys = append(s.keys, k)
		s.vals = append(s.vals, *new(V))
	}
	return &s.vals[j]
}

// neocatCheckpoint is a payer's staked Neocats (capped) from a block on.
type neocatCheckpoint struct {
	block uint64
	cats  int64
}

// appliedPointsRows scores and adds the fee-paying FeeRouter trades of b
// as insertPoints does, from the DEX step's trade rows; ok is false
// (nothing written) when those rows are not at hand or a USD value has
// more than 6 decimals, and the caller runs the statement.
func appliedPointsRows(ctx context.Context, tx pgx.Tx, b batchEvents) (ok bool, err error) {
	if b.dex == nil || b.dex.trades == nil || b.dex.times == nil {
		return false, nil
	}
	var payers [][]byte
	seen := make(map[common.Address]bool, 64)
	for i := range b.dex.trades {
		t := &b.dex.trades[i]
		if t.source == "router" && t.feeAmount != nil && t.feeAmount.Sign() > 0 && !seen[t.user] {
			seen[t.user] = true
			payers = append(payers, t.user.Bytes())
		}
	}
	if len(payers) > 0 {
		// the stake events of the batch: the checkpoints after them
		staked := map[common.Address][]neocatCheckpoint{}
		for i := range b.ev.NeocatStakes {
			e := &b.ev.NeocatStakes[i]
			cats := int64(mainapi.PointsBoostMaxCats)
			if e.Balance.IsInt64() {
				cats = min(cats, e.Balance.Int64())
			}
			cps := staked[e.Account]
			if n := len(cps); n > 0 && cps[n-1].block == e.Block {
				cps[n-1].cats = cats // the block's last event wins (events come in log order)
			} else {
				cps = append(cps, neocatCheckpoint{e.Block, cats})
			}
			staked[e.Account] = cps
		}
		before, contract, err := pointsPayers(ctx, tx, payers, int64(b.blocks[0].Number))
		if err != nil {
			return false, err
		}
		catsAt := func(user common.Address, block uint64) int64 { // at block-1
			cps := staked[user]
			j, _ := slices.BinarySearchFunc(cps, block, func(c neocatCheckpoint, n uint64) int {
				switch {
				case c.block < n:
					return -1
				case c.block > n:
					return 1
				}
				return 0
			})
			if j > 0 {
				return cps[j-1].cats // the last checkpoint below block
			}
			return before[user]
		}
		var daily sums[pointsDayWallet, pointsSum]
		var days sums[int64, pointsSum]
		var fees sums[pointsDayToken, pointsFeeSum]
		var pairs sums[pointsPairDay, pointsSum]
		var vol big.Int
		for i := range b.dex.trades {
			t := &b.dex.trades[i]
			if t.source != "router" || t.feeAmount == nil || t.feeAmount.Sign() <= 0 || contract[t.user] {
				continue
			}
			if !microUSD(&vol, t.usd) {
				return false, nil
			}
			pts := swapPointsMicro(&vol, t.usd, catsAt(t.user, t.pos.Block))
			day := b.dex.times[t.pos.Block] / 86400
			daily.at(pointsDayWallet{day, t.user}).add(pts, &vol)
			days.at(day).add(pts, &vol)
			f := fees.at(pointsDayToken{day, common.BytesToAddress(t.feeToken)})
			f.amount.Add(&f.amount, t.feeAmount)
			f.swaps++
			t0, t1 := t.tokenIn, t.tokenOut
			if bytes.Compare(t0[:], t1[:]) > 0 {
				t0, t1 = t1, t0
			}
			pairs.at(pointsPairDay{t0, t1, day}).add(pts, &vol)
		}
		return true, addPointsRows(ctx, tx, &daily, &days, &fees, &pairs)
	}
	var none sums[pointsDayWallet, pointsSum] // nothing scored: publish only
	return true, addPointsRows(ctx, tx, &none, &sums[int64, pointsSum]{}, &sums[pointsDayToken, pointsFeeSum]{},
		&sums[pointsPairDay, pointsSum]{})
}

// swapPointsMicro is mainapi.SwapPoints of a USD value usd, micro in
// millionths, in integers while they cannot overflow.
func swapPointsMicro(micro *big.Int, usd decimal.Decimal, cats int64) int64 {
	const maxMicro = 1 << 40 // about $1.1M: times 1,500 stays far below 2^63
	if !micro.IsInt64() || micro.Int64() > maxMicro {
		return mainapi.SwapPoints(usd, cats)
	}
	m := max(micro.Int64(), mainapi.PointsMinUSD*1_000_000)
	cats = max(0, min(cats, mainapi.PointsBoostMaxCats))
	return m * mainapi.PointsPerUSD * (100 + mainapi.PointsBoostPctPerCat*cats) / 100_000_000
}

// pointsPayers reads selectPointsPayers: each payer's capped Neocats
// before block first and whether it is a contract of the deployment.
func pointsPayers(ctx context.Context, tx pgx.Tx, payers [][]byte, first int64) (map[common.Address]int64, map[common.Address]bool, error) {
	rows, err := tx.Query(ctx, selectPointsPayers, payers, first)
	if err != nil {
		return nil, nil, fmt.Errorf("postgres: points payers: %w", err)
	}
	defer rows.Close()
	cats, contract := make(map[common.Address]int64, len(payers)), map[common.Address]bool{}
	for rows.Next() {
		var u []byte
		var isContract bool
		var n int32
		if err := rows.Scan(&u, &isContract, &n); err != nil {
			return nil, nil, fmt.Errorf("postgres: points payers: %w", err)
		}
		a := common.BytesToAddress(u)
		cats[a] = int64(n)
		if isContract {
			contract[a] = true
		}
	}
	if err := rows.Err(); err != nil {
		return nil, nil, fmt.Errorf("postgres: points payers: %w", err)
	}
	return cats, contract, nil
}

// addPointsRows runs addPoints with the sums.
func addPointsRows(ctx context.Context, tx pgx.Tx, daily *sums[pointsDayWallet, pointsSum], days *sums[int64, pointsSum],
	fees *sums[pointsDayToken, pointsFeeSum], pairs *sums[pointsPairDay, pointsSum]) error {
	n := len(daily.keys)
	dDay, dWallet, dPoints, dSwaps, dVol := make([]int64, n), make([][]byte, n), make([]int64, n), make([]int32, n), make([]string, n)
	for i, k := range daily.keys {
		v := &daily.vals[i]
		dDay[i], dWallet[i], dPoints[i], dSwaps[i], dVol[i] = k.day, k.wallet.Bytes(), v.points, int32(v.swaps), v.volText()
	}
	n = len(days.keys)
	yDay, yPoints, ySwaps, yVol := make([]int64, n), make([]int64, n), make([]int32, n), make([]string, n)
	for i, k := range days.keys {
		v := &days.vals[i]
		yDay[i], yPoints[i], ySwaps[i], yVol[i] = k, v.points, int32(v.swaps), v.volText()
	}
	n = len(fees.keys)
	fDay, fToken, fAmount, fSwaps := make([]int64, n), make([][]byte, n), make([]string, n), make([]int32, n)
	for i, k := range fees.keys {
		v := &fees.vals[i]
		fDay[i], fToken[i], fAmount[i], fSwaps[i] = k.day, k.token.Bytes(), v.amount.String(), int32(v.swaps)
	}
	n = len(pairs.keys)
	p0, p1, pDay, pPoints, pSwaps, pVol := make([][]byte, n), make([][]byte, n), make([]int64, n), make([]int64, n), make([]int32, n), make([]string, n)
	for i, k := range pairs.keys {
		v := &pairs.vals[i]
		p0[i], p1[i], pDay[i], pPoints[i], pSwaps[i], pVol[i] = k.t0.Bytes(), k.t1.Bytes(), k.day, v.points, int32(v.swaps), v.volText()
	}
	if _, err := tx.Exec(ctx, addPoints, dDay, dWallet, dPoints, dSwaps, dVol, yDay, yPoints, ySwaps, yVol,
		fDay, fToken, fAmount, fSwaps, p0, p1, pDay, pPoints, pSwaps, pVol); err != nil {
		return fmt.Errorf("postgres: derive points: %w", err)
	}
	return nil
}
