package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// Rakeback's derivation (migration 00035; raw tables: rakeback_raw.go;
// docs/indexer.md "Rakeback"). Two sources:
//
//   - the fee-paying FeeRouter swaps (router_swaps, fee_amount > 0): their
//     accruals (rakeback_accruals, with the span of blocks and the set of
//     tokens each row's swaps traded), the payers' counters
//     (rakeback_wallets; the tokens they traded are counted at read time
//     over their accrual rows, RakebackWallet) and the accrued side of
//     rakeback_token_totals. Every DEX batch has such swaps, so appended
//     blocks add to those rows in one statement (insertRakebackAccruals:
//     sums over the blocks' swaps, added on conflict), not a recompute per
//     key; only a rollback recomputes the keys its blocks touched, from the
//     trades that remain (from the payer's blocks since the row's
//     first_block: no index of trades by payer).
//   - RakebackV2's events, rare: the keyed rows (roots, slices, claims,
//     the claimants' wallets, the swept side of the token totals) are
//     recomputed from all raw rows for the keys a block range touched, as
//     the staking domain does.
//
// The domain works before RakebackV2 is deployed (the accruals need only
// FeeRouter), and applied blocks with neither a fee-paying swap nor a
// Rakeback event run no statement of it (appliedRakeback).

// rakebackDomain derives after the DEX: it reads the price points and the
// trades.
var rakebackDomain = domain{
	name:      "rakeback",
	rawTables: rakebackRawTables,
	derivedTables: []string{"rakeback_accruals", "rakeback_wallets", "rakeback_roots", "rakeback_slices",
		"rakeback_claims", "rakeback_token_totals"},
	derive:   deriveRakeback,
	applied:  appliedRakeback,
	rollback: rollbackRakeback,
}

// rakebackAccrual is the accrued amount of a fee-paying swap: 2/7 of its
// fee, rounded down (spec 1.9), over a row t of trades or router_swaps.
const rakebackAccrual = `div(t.fee_amount * 2, 7)`

// rakebackSwapUSD values the accrual of a row s (amount, priced by px p at
// its block) as the write-time snapshots do: rounded to 6 decimals, 0 when
// unpriced.
const rakebackSwapUSD = `coalesce(trim_scale(round(p.usd * s.amount / power(10::numeric, p.dec), 6)), 0)`

// insertRakebackAccruals adds the fee-paying FeeRouter swaps of blocks
// $1..$2, appended above every other stored block (USD with minimum
// liquidity $3), to their accruals (epoch of the block time, payer, fee
// token), their fee tokens' accrued totals and their payers' counters:
// swaps and the last block. Sums are trim_scale'd, so a row added
// to batch by batch is the text a rebuild's one sum writes.
var insertRakebackAccruals = `
WITH s AS MATERIALIZED (
    SELECT t.block_number, t.user_address, t.fee_token, t.token_in, t.token_out, ` + rakebackAccrual + ` AS amount,
           epoch_of(b.timestamp) AS epoch
    FROM router_swaps t JOIN blocks b ON b.number = t.block_number
    WHERE t.block_number BETWEEN $1 AND $2 AND t.fee_amount > 0
),
need AS (SELECT DISTINCT fee_token AS tok, block_number AS n FROM s),
` + priceCTEs + `,
v AS MATERIALIZED (
    SELECT s.epoch, s.user_address, s.fee_token, s.block_number, s.token_in, s.token_out, s.amount, ` + rakebackSwapUSD + ` AS usd
    FROM s LEFT JOIN px p ON p.tok = s.fee_token AND p.n = s.block_number
),
acc AS (
    INSERT INTO rakeback_accruals AS a (epoch, user_address, fee_token, amount, usd_value, swaps, first_block, last_block, tokens)
    SELECT epoch, user_address, fee_token, sum(amount), trim_scale(sum(usd)), count(*), min(block_number), max(block_number),
           ` + rakebackTokenSet(`array_agg(token_in) || array_agg(token_out)`) + `
    FROM v GROUP BY 1, 2, 3
    ON CONFLICT (epoch, user_address, fee_token) DO UPDATE SET ` + rakebackAccrualMerge + `
),
tot AS (
    INSERT INTO rakeback_token_totals AS r (token, accrued, accrued_usd, swept)
    SELECT fee_token, sum(amount), trim_scale(sum(usd)), 0 FROM v GROUP BY 1
    ON CONFLICT (token) DO UPDATE SET accrued = r.accrued + EXCLUDED.accrued,
        accrued_usd = trim_scale(r.accrued_usd + EXCLUDED.accrued_usd)
),
w AS (SELECT user_address, count(*) AS swaps, max(block_number) AS last_block FROM s GROUP BY 1)
INSERT INTO rakeback_wallets AS rw (user_address, swaps, last_block)
SELECT user_address, swaps, last_block FROM w
ON CONFLICT (user_address) DO UPDATE SET swaps = rw.swaps + EXCLUDED.swaps,
    last_block = greatest(rw.last_block, EXCLUDED.last_block)`

// rakebackTokenSet is the sorted set of distinct addresses in the bytea[]
// expression arr: rakeback_accruals.tokens as a rebuild writes it, so a
// row merged batch by batch holds the same array.
func rakebackTokenSet(arr string) string {
	return `ARRAY(SELECT DISTINCT x FROM unnest(` + arr + `) x ORDER BY 1)`
}

// rakebackAccrualMerge adds an accrual row's new swaps (EXCLUDED) to the
// stored row a: sums added, the block span widened, the token sets merged.
var rakebackAccrualMerge = `amount = a.amount + EXCLUDED.amount,
        usd_value = trim_scale(a.usd_value + EXCLUDED.usd_value), swaps = a.swaps + EXCLUDED.swaps,
        first_block = least(a.first_block, EXCLUDED.first_block), last_block = greatest(a.last_block, EXCLUDED.last_block),
        tokens = ` + rakebackTokenSet(`a.tokens || EXCLUDED.tokens`)

// touchedRakebackKeys lists the keys of the keyed rows that the
// RakebackV2 raw rows of blocks $1..$2 touch, as (kind, epoch, token,
// account): r (root: epoch), s (slice: epoch, token; its claims too), c
// (claim: epoch, token, account), w (wallet: a claimant), k (token total: a
// swept token).
const touchedRakebackKeys = `
SELECT 'r', epoch::bigint, NULL::bytea, NULL::bytea FROM rakeback_root_events WHERE block_number BETWEEN $1 AND $2
UNION SELECT 's', epoch::bigint, token, NULL FROM rakeback_slice_events WHERE block_number BETWEEN $1 AND $2
UNION SELECT 's', epoch::bigint, token, NULL FROM rakeback_claim_events WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'c', epoch::bigint, token, account FROM rakeback_claim_events WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'w', NULL, NULL, account FROM rakeback_claim_events WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'k', NULL, token, NULL FROM rakeback_sweeps WHERE block_number BETWEEN $1 AND $2`

// touchedRakebackAccrualKeys lists what the fee-paying FeeRouter swaps of
// blocks $1..$2 touch, in the form of touchedRakebackKeys: a (accrual:
// epoch, fee token, payer), w (wallet: the payer), k (token total: the fee
// token). Only a rollback reads it (appended blocks add to those rows).
const touchedRakebackAccrualKeys = `
SELECT 'a', epoch_of(b.timestamp), t.fee_token, t.user_address
FROM router_swaps t JOIN blocks b ON b.number = t.block_number
WHERE t.block_number BETWEEN $1 AND $2 AND t.fee_amount > 0
UNION SELECT 'w', NULL, NULL, user_address FROM router_swaps WHERE block_number BETWEEN $1 AND $2 AND fee_amount > 0
UNION SELECT 'k', NULL, fee_token, NULL FROM router_swaps WHERE block_number BETWEEN $1 AND $2 AND fee_amount > 0`

// recomputeRakebackAccruals recomputes the accruals ($4[i] epoch, $2[i]
// fee token, $1[i] payer; USD with minimum liquidity $3) from the router
// trades that remain, as insertRakebackAccruals sums them; a key has a row
// while such a fee-paying swap is stored. A rollback removes the newest
// blocks only, so the swaps that remain of a key are at or above its
// stored first_block: the payer's blocks from there (wallet_activity's
// primary key) bound the trades read, whatever the payer's history.
var recomputeRakebackAccruals = `
WITH k AS (
    SELECT k.*, coalesce(a.first_block, 0) AS first_block
    FROM (SELECT DISTINCT * FROM unnest($4::bigint[], $1::bytea[], $2::bytea[]) AS k(epoch, user_address, fee_token)) k
    LEFT JOIN rakeback_accruals a ON (a.epoch, a.user_address, a.fee_token) = (k.epoch, k.user_address, k.fee_token)
),
s AS MATERIALIZED (
    SELECT k.epoch, k.user_address, k.fee_token, t.block_number, t.token_in, t.token_out, ` + rakebackAccrual + ` AS amount
    FROM k JOIN wallet_activity w ON w.address = k.user_address AND w.block_number >= k.first_block
    JOIN trades t ON t.block_number = w.block_number AND t.user_address = k.user_address AND t.source = 'router'
        AND t.fee_token = k.fee_token AND t.fee_amount > 0
        AND t.timestamp >= k.epoch * 604800 + 259200 AND t.timestamp < (k.epoch + 1) * 604800 + 259200
),
need AS (SELECT DISTINCT fee_token AS tok, block_number AS n FROM s),
` + priceCTEs + `,
cur AS (
    SELECT s.epoch, s.user_address, s.fee_token, sum(s.amount) AS amount, trim_scale(sum(` + rakebackSwapUSD + `)) AS usd_value,
           count(*) AS swaps, min(s.block_number) AS first_block, max(s.block_number) AS last_block,
           ` + rakebackTokenSet(`array_agg(s.token_in) || array_agg(s.token_out)`) + ` AS tokens
    FROM s LEFT JOIN px p ON p.tok = s.fee_token AND p.n = s.block_number
    GROUP BY 1, 2, 3
),
gone AS (
    DELETE FROM rakeback_accruals a USING k
    WHERE a.epoch = k.epoch AND a.user_address = k.user_address AND a.fee_token = k.fee_token
      AND NOT EXISTS (SELECT 1 FROM cur WHERE (cur.epoch, cur.user_address, cur.fee_token) = (k.epoch, k.user_address, k.fee_token))
)
INSERT INTO rakeback_accruals (epoch, user_address, fee_token, amount, usd_value, swaps, first_block, last_block, tokens)
SELECT * FROM cur
ON CONFLICT (epoch, user_address, fee_token) DO UPDATE SET amount = EXCLUDED.amount, usd_value = EXCLUDED.usd_value,
    swaps = EXCLUDED.swaps, first_block = EXCLUDED.first_block, last_block = EXCLUDED.last_block, tokens = EXCLUDED.tokens`

// recomputeRakebackWallets recomputes the wallets $1 (after their
// accruals): their fee-paying FeeRouter swaps and the highest block of
// those swaps and of their Rakeback claims; a wallet has a row while it
// has either.
const recomputeRakebackWallets = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS user_address),
cur AS (
    SELECT k.user_address, coalesce(s.n, 0), greatest(s.last, c.last)
    FROM k
    CROSS JOIN LATERAL (SELECT sum(a.swaps)::bigint AS n, max(a.last_block) AS last FROM rakeback_accruals a
                        WHERE a.user_address = k.user_address) s
    CROSS JOIN LATERAL (SELECT max(c.block_number) AS last FROM rakeback_claim_events c WHERE c.account = k.user_address) c
    WHERE s.n > 0 OR c.last IS NOT NULL
),
gone AS (
    DELETE FROM rakeback_wallets w USING k
    WHERE w.user_address = k.user_address AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.user_address = k.user_address)
)
INSERT INTO rakeback_wallets (user_address, swaps, last_block)
SELECT * FROM cur
ON CONFLICT (user_address) DO UPDATE SET swaps = EXCLUDED.swaps, last_block = EXCLUDED.last_block`

// recomputeRakebackRoots recomputes the roots of the epochs $1: the
// epoch's RootPosted (the contract posts an epoch once), cancelled when a
// RootCancelled of it is stored.
const recomputeRakebackRoots = `
WITH k AS (SELECT DISTINCT unnest($1::bigint[]) AS epoch),
cur AS (
    SELECT k.epoch, p.root, p.posted_at::bigint, p.block_number, p.tx_hash,
           EXISTS (SELECT 1 FROM rakeback_root_events c WHERE c.epoch = k.epoch AND c.kind = 'RootCancelled')
    FROM k
    CROSS JOIN LATERAL (SELECT e.root, e.posted_at, e.block_number, e.tx_hash FROM rakeback_root_events e
                        WHERE e.epoch = k.epoch AND e.kind = 'RootPosted'
                        ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1) p
),
gone AS (
    DELETE FROM rakeback_roots r USING k
    WHERE r.epoch = k.epoch AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.epoch = k.epoch)
)
INSERT INTO rakeback_roots (epoch, root, posted_at, block_number, tx_hash, cancelled)
SELECT * FROM cur
ON CONFLICT (epoch) DO UPDATE SET root = EXCLUDED.root, posted_at = EXCLUDED.posted_at,
    block_number = EXCLUDED.block_number, tx_hash = EXCLUDED.tx_hash, cancelled = EXCLUDED.cancelled`

// recomputeRakebackSlices recomputes the slices ($1[i] epoch, $2[i]
// token): declared by their SlicePosted, activated_at the Activated's,
// expired with the remainder of an Expired or PendingSliceExpired, claimed
// the sum of their claims, block_number the last block of any of those.
const recomputeRakebackSlices = `
WITH k AS (SELECT DISTINCT * FROM unnest($1::bigint[], $2::bytea[]) AS k(epoch, token)),
cur AS (
    SELECT k.epoch, k.token, p.amount, coalesce(cl.claimed, 0), a.activated_at::bigint,
           CASE WHEN x.amount IS NOT NULL THEN 'expired' WHEN a.activated_at IS NOT NULL THEN 'claimable' ELSE 'pending' END,
           x.amount, greatest(p.block_number, a.block_number, x.block_number, cl.last)
    FROM k
    CROSS JOIN LATERAL (SELECT e.amount, e.block_number FROM rakeback_slice_events e
                        WHERE e.epoch = k.epoch AND e.token = k.token AND e.kind = 'SlicePosted'
                        ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1) p
    LEFT JOIN LATERAL (SELECT e.activated_at, e.block_number FROM rakeback_slice_events e
                       WHERE e.epoch = k.epoch AND e.token = k.token AND e.kind = 'Activated'
                       ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1) a ON true
    LEFT JOIN LATERAL (SELECT e.amount, e.block_number FROM rakeback_slice_events e
                       WHERE e.epoch = k.epoch AND e.token = k.token AND e.kind IN ('Expired', 'PendingSliceExpired')
                       ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1) x ON true
    CROSS JOIN LATERAL (SELECT sum(c.amount) AS claimed, max(c.block_number) AS last FROM rakeback_claim_events c
                        WHERE c.epoch = k.epoch AND c.token = k.token) cl
),
gone AS (
    DELETE FROM rakeback_slices s USING k
    WHERE s.epoch = k.epoch AND s.token = k.token AND NOT EXISTS (SELECT 1 FROM cur WHERE (cur.epoch, cur.token) = (k.epoch, k.token))
)
INSERT INTO rakeback_slices (epoch, token, declared_total, claimed, activated_at, status, remainder, block_number)
SELECT * FROM cur
ON CONFLICT (epoch, token) DO UPDATE SET declared_total = EXCLUDED.declared_total, claimed = EXCLUDED.claimed,
    activated_at = EXCLUDED.activated_at, status = EXCLUDED.status, remainder = EXCLUDED.remainder,
    block_number = EXCLUDED.block_number`

// recomputeRakebackClaims recomputes the claims ($1[i] epoch, $2[i] token,
// $3[i] account): the latest claim event of the key gives the leaf index
// (NULL for ClaimedAsNeo), as_neo and the position; amount and neo_out sum
// every claim of the key (one leaf a key but for a tree that pays an
// account twice in a slice).
const recomputeRakebackClaims = `
WITH k AS (SELECT DISTINCT * FROM unnest($1::bigint[], $2::bytea[], $3::bytea[]) AS k(epoch, token, account)),
cur AS (
    SELECT k.epoch, k.token, k.account, l.leaf_index::bigint, s.amount, l.kind = 'ClaimedAsNeo', s.neo_out,
           l.block_number, l.tx_hash, l.log_index
    FROM k
    CROSS JOIN LATERAL (SELECT c.leaf_index, c.kind, c.block_number, c.tx_hash, c.log_index FROM rakeback_claim_events c
                        WHERE c.epoch = k.epoch AND c.token = k.token AND c.account = k.account
                        ORDER BY c.block_number DESC, c.log_index DESC LIMIT 1) l
    CROSS JOIN LATERAL (SELECT sum(c.amount) AS amount, sum(c.neo_out) AS neo_out FROM rakeback_claim_events c
                        WHERE c.epoch = k.epoch AND c.token = k.token AND c.account = k.account) s
),
gone AS (
    DELETE FROM rakeback_claims c USING k
    WHERE (c.epoch, c.token, c.account) = (k.epoch, k.token, k.account)
      AND NOT EXISTS (SELECT 1 FROM cur WHERE (cur.epoch, cur.token, cur.account) = (k.epoch, k.token, k.account))
)
INSERT INTO rakeback_claims (epoch, token, account, leaf_index, amount, as_neo, neo_out, block_number, tx_hash, log_index)
SELECT * FROM cur
ON CONFLICT (epoch, token, account) DO UPDATE SET leaf_index = EXCLUDED.leaf_index, amount = EXCLUDED.amount,
    as_neo = EXCLUDED.as_neo, neo_out = EXCLUDED.neo_out, block_number = EXCLUDED.block_number,
    tx_hash = EXCLUDED.tx_hash, log_index = EXCLUDED.log_index`

// recomputeRakebackTokenTotals recomputes the totals of the tokens $1
// (after the accruals): the sums of their accruals and of their sweeps; a
// token has a row while either is stored.
const recomputeRakebackTokenTotals = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS token),
cur AS (
    SELECT k.token, coalesce(a.accrued, 0), coalesce(a.usd, 0), coalesce(w.swept, 0)
    FROM k
    CROSS JOIN LATERAL (SELECT sum(amount) AS accrued, trim_scale(sum(usd_value)) AS usd, count(*) AS n
                        FROM rakeback_accruals WHERE fee_token = k.token) a
    CROSS JOIN LATERAL (SELECT sum(amount) AS swept, count(*) AS n FROM rakeback_sweeps WHERE token = k.token) w
    WHERE a.n > 0 OR w.n > 0
),
gone AS (
    DELETE FROM rakeback_token_totals t USING k
    WHERE t.token = k.token AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.token = k.token)
)
INSERT INTO rakeback_token_totals (token, accrued, accrued_usd, swept)
SELECT * FROM cur
ON CONFLICT (token) DO UPDATE SET accrued = EXCLUDED.accrued, accrued_usd = EXCLUDED.accrued_usd, swept = EXCLUDED.swept`

// rakebackKeys are the Rakeback domain's keyed rows a block range touched.
type rakebackKeys struct {
	accEpochs                  []int64
	accTokens, accUsers        [][]byte
	roots                      []int64
	sliceEpochs                []int64
	sliceTokens                [][]byte
	claimEpochs                []int64
	claimTokens, claimAccounts [][]byte
	wallets, tokens            [][]byte
}

// collect reads the keys that query (touchedRakebackKeys or
// touchedRakebackAccrualKeys) lists for blocks from..to into k.
func (k *rakebackKeys) collect(ctx context.Context, tx pgx.Tx, query string, from, to int64) error {
	rows, err := tx.Query(ctx, query, from, to)
	if err != nil {
		return fmt.Errorf("postgres: touched rakeback keys: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var kind string
		var epoch *int64
		var token, account []byte
		if err := rows.Scan(&kind, &epoch, &token, &account); err != nil {
			return fmt.Errorf("postgres: touched rakeback keys: %w", err)
		}
		switch kind {
		case "a":
			k.accEpochs, k.accTokens, k.accUsers = append(k.accEpochs, *epoch), append(k.accTokens, token), append(k.accUsers, account)
		case "r":
			k.roots = append(k.roots, *epoch)
		case "s":
			k.sliceEpochs, k.sliceTokens = append(k.sliceEpochs, *epoch), append(k.sliceTokens, token)
		case "c":
			k.claimEpochs, k.claimTokens = append(k.claimEpochs, *epoch), append(k.claimTokens, token)
			k.claimAccounts = append(k.claimAccounts, account)
		case "w":
			k.wallets = append(k.wallets, account)
		case "k":
			k.tokens = append(k.tokens, token)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("postgres: touched rakeback keys: %w", err)
	}
	return nil
}

// recomputeRakeback recomputes the keyed rows of k (USD with minimum
// liquidity minLiq): the accruals before the token totals that sum them.
func recomputeRakeback(ctx context.Context, tx pgx.Tx, minLiq string, k *rakebackKeys) error {
	return runSteps(ctx, tx, "recompute",
		step{"rakeback accruals", recomputeRakebackAccruals, []any{k.accUsers, k.accTokens, minLiq, k.accEpochs}, len(k.accEpochs) == 0},
		step{"rakeback roots", recomputeRakebackRoots, []any{k.roots}, len(k.roots) == 0},
		step{"rakeback slices", recomputeRakebackSlices, []any{k.sliceEpochs, k.sliceTokens}, len(k.sliceEpochs) == 0},
		step{"rakeback claims", recomputeRakebackClaims, []any{k.claimEpochs, k.claimTokens, k.claimAccounts}, len(k.claimEpochs) == 0},
		step{"rakeback wallets", recomputeRakebackWallets, []any{k.wallets}, len(k.wallets) == 0},
		step{"rakeback token totals", recomputeRakebackTokenTotals, []any{k.tokens}, len(k.tokens) == 0},
	)
}

// deriveRakeback derives the Rakeback rows of blocks from..to, appended
// above every other stored block: the swaps' accruals added, then the keys
// of the RakebackV2 events recomputed.
func deriveRakeback(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error {
	return deriveRakebackSteps(ctx, tx, minLiq, from, to, true, true)
}

// deriveRakebackSteps is deriveRakeback with either half left out: fees
// (the swaps' accruals), events (the RakebackV2 keys).
func deriveRakebackSteps(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64, fees, events bool) error {
	if err := runSteps(ctx, tx, "derive",
		step{"rakeback accruals", insertRakebackAccruals, []any{from, to, minLiq}, !fees}); err != nil {
		return err
	}
	if !events {
		return nil
	}
	var k rakebackKeys
	if err := k.collect(ctx, tx, touchedRakebackKeys, from, to); err != nil {
		return err
	}
	return recomputeRakeback(ctx, tx, minLiq, &k)
}

// appliedRakeback derives applied blocks: nothing when they hold neither a
// fee-paying FeeRouter swap nor a RakebackV2 event, otherwise the raw rows
// are copied, the swaps' accruals added from Go (appliedRakebackAccruals;
// the statement when the DEX's prices are not at hand) and the events'
// keys recomputed.
func appliedRakeback(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	fees, events := rakebackFeeSwaps(b.ev) > 0, b.ev.Rakeback.Len() > 0
	if !fees && !events {
		return nil
	}
	if err := copyRaw(func(string) bool { return true }); err != nil {
		return err
	}
	if fees {
		done, err := appliedRakebackAccruals(ctx, tx, b)
		if err != nil {
			return err
		}
		fees = !done
	}
	return deriveRakebackSteps(ctx, tx, minLiq, int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number), fees, events)
}

// rollbackRakeback reads the keys blocks from..to touch (before a rollback
// deletes them), the accrual keys of their swaps included, and returns
// what recomputes them.
func rollbackRakeback(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	var k rakebackKeys
	if err := k.collect(ctx, tx, touchedRakebackKeys, from, to); err != nil {
		return nil, err
	}
	if err := k.collect(ctx, tx, touchedRakebackAccrualKeys, from, to); err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, minLiq string) error {
		return recomputeRakeback(ctx, tx, minLiq, &k)
	}, nil
}
