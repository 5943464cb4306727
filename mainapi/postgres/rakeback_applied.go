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
// counters of a batch ($1..$6 and $13..$15 accruals, $7..$9 token totals,
// $10..$12 wallets; amounts and USD as text; an accrual's tokens as its
// sorted addresses end to end, since a bytea[][] would not unnest by row).
var addRakebackAccruals = `
WITH acc AS (
    INSERT INTO rakeback_accruals AS a (epoch, user_address, fee_token, amount, usd_value, swaps, first_block, last_block, tokens)
    SELECT e, u, t, am::numeric, usd::numeric, n, fb, lb,
           ARRAY(SELECT substring(tk FROM i * 20 + 1 FOR 20) FROM generate_series(0, length(tk) / 20 - 1) i ORDER BY 1)
    FROM unnest($1::bigint[], $2::bytea[], $3::bytea[], $4::text[], $5::text[], $6::int[], $13::bigint[], $14::bigint[],
                $15::bytea[]) AS x(e, u, t, am, usd, n, fb, lb, tk)
    ON CONFLICT (epoch, user_address, fee_token) DO UPDATE SET ` + rakebackAccrualMerge + `
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

// rakebackSum sums a key's swaps: the amount, the USD in millionths (a
// swap's USD, usdValue's, has at most 6 decimals, so the integer sum is
// exact and, trim_scale'd once, the text a sum of the decimals gives) and
// the count. Integers in place: Decimal's Add allocated a few times a
// swap, twice a swap (accrual and token total).
type rakebackSum struct {
	amount, usd big.Int
	n           int64
}

func (s *rakebackSum) add(amount, usd *big.Int) {
	s.amount.Add(&s.amount, amount)
	s.usd.Add(&s.usd, usd)
	s.n++
}

// rakebackSpan is an accrual row's blocks and traded tokens in a batch.
type rakebackSpan struct {
	first, last uint64
	tokens      []common.Address // distinct; a swap adds two, a row rarely holds more than a few
}

func (s *rakebackSpan) add(block uint64, in, out common.Address) {
	if s.first == 0 || block < s.first {
		s.first = block
	}
	s.last = max(s.last, block)
	for _, t := range [2]common.Address{in, out} {
		if !slices.Contains(s.tokens, t) {
			s.tokens = append(s.tokens, t)
		}
	}
}

// packed is the tokens sorted (bytea order) and end to end.
func (s *rakebackSpan) packed() []byte {
	slices.SortFunc(s.tokens, func(a, b common.Address) int { return bytes.Compare(a[:], b[:]) })
	out := make([]byte, 0, len(s.tokens)*common.AddressLength)
	for _, t := range s.tokens {
		out = append(out, t[:]...)
	}
	return out
}

// usdText is the summed USD as the statement writes it.
func (s *rakebackSum) usdText() string {
	return trimScale(decimal.NewFromBigInt(&s.usd, -usdRoundPlaces)).String()
}

// microUSD sets m to usd in millionths; ok is false when usd has more
// than 6 decimals (usdValue never returns such a value).
func microUSD(m *big.Int, usd decimal.Decimal) (ok bool) {
	e := usd.Exponent() + usdRoundPlaces
	if e < 0 {
		return false
	}
	if usd.NumDigits() <= 18 {
		m.SetInt64(usd.CoefficientInt64()) // no copy of a short coefficient
	} else {
		m.Set(usd.Coefficient())
	}
	m.Mul(m, tenTo(e))
	return true
}

type rakebackWallet struct {
	user        common.Address
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
	// The sums sit in slices in first-seen order (deterministic
	// statements), the maps give their index: no allocation per key.
	acc := make(map[rakebackAccrualKey]int, 256)
	var accKeys []rakebackAccrualKey
	var accSums []rakebackSum
	var accSpans []rakebackSpan
	tot := make(map[common.Address]int, 16)
	var totKeys []common.Address
	var totSums []rakebackSum
	wal := make(map[common.Address]int, 256)
	var wals []rakebackWallet
	two, seven := big.NewInt(2), big.NewInt(7)
	var amount, usd big.Int // per swap, reused: add copies them into the sums
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
		amount.Mul(r.FeeAmount, two)
		amount.Quo(&amount, seven) // div(fee * 2, 7): positive, so floor
		usd.SetInt64(0)
		if p.usd != nil && !microUSD(&usd, usdValue(*p.usd, &amount, p.tok.dec)) {
			return false, nil
		}
		k := rakebackAccrualKey{wire.EpochOf(ts), r.User, r.FeeToken}
		j, seen := acc[k]
		if !seen {
			j = len(accSums)
			acc[k] = j
			accKeys, accSums = append(accKeys, k), append(accSums, rakebackSum{})
			accSpans = append(accSpans, rakebackSpan{})
		}
		accSums[j].add(&amount, &usd)
		accSpans[j].add(r.Block, r.TokenIn, r.TokenOut)
		j, seen = tot[r.FeeToken]
		if !seen {
			j = len(totSums)
			tot[r.FeeToken] = j
			totKeys, totSums = append(totKeys, r.FeeToken), append(totSums, rakebackSum{})
		}
		totSums[j].add(&amount, &usd)
		j, seen = wal[r.User]
		if !seen {
			j = len(wals)
			wal[r.User] = j
			wals = append(wals, rakebackWallet{user: r.User})
		}
		wals[j].swaps++
		wals[j].last = max(wals[j].last, int64(r.Block))
	}
	if len(accKeys) == 0 {
		return true, nil
	}
	aE, aN := make([]int64, len(accKeys)), make([]int32, len(accKeys))
	aU, aT := make([][]byte, len(accKeys)), make([][]byte, len(accKeys))
	aAm, aUSD := make([]string, len(accKeys)), make([]string, len(accKeys))
	aFirst, aLast, aTokens := make([]int64, len(accKeys)), make([]int64, len(accKeys)), make([][]byte, len(accKeys))
	for i := range accKeys {
		k, s, sp := &accKeys[i], &accSums[i], &accSpans[i]
		aE[i], aU[i], aT[i] = k.epoch, k.user[:], k.token[:]
		aAm[i], aUSD[i], aN[i] = s.amount.String(), s.usdText(), int32(s.n)
		aFirst[i], aLast[i], aTokens[i] = int64(sp.first), int64(sp.last), sp.packed()
	}
	tT, tAm, tUSD := make([][]byte, len(totKeys)), make([]string, len(totKeys)), make([]string, len(totKeys))
	for i := range totKeys {
		tT[i], tAm[i], tUSD[i] = totKeys[i][:], totSums[i].amount.String(), totSums[i].usdText()
	}
	wU, wSwaps, wLast := make([][]byte, len(wals)), make([]int64, len(wals)), make([]int64, len(wals))
	for i := range wals {
		wU[i], wSwaps[i], wLast[i] = wals[i].user[:], wals[i].swaps, wals[i].last
	}
	if _, err := tx.Exec(ctx, addRakebackAccruals, aE, aU, aT, aAm, aUSD, aN, tT, tAm, tUSD, wU, wSwaps, wLast,
		aFirst, aLast, aTokens); err != nil {
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
