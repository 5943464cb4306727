package postgres

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// NeoStaking's derivation (migration 00034; raw tables: staking_raw.go;
// reads: staking_read.go; docs/staking.md), a domain as the farm's: the
// block-keyed rows (staking_reward_items, and the vault_* activity rows)
// are inserted from a block range and go with their block; the keyed rows
// (staking_positions, staking_tiers, staking_tickets,
// staking_reward_tokens, staking_revshare) are recomputed from all raw
// rows for the keys a block range touched. Staking events are rare next to
// swaps, so applied blocks run the same statements, and applied blocks
// without a staking event run none (appliedStaking).

// stakingDomain is NeoStaking. It derives after the DEX (it reads the
// price points, and its activity rows join the DEX's feed).
var stakingDomain = domain{
	name:          "staking",
	rawTables:     stakingRawTables,
	derivedTables: []string{"staking_reward_items", "staking_positions", "staking_tiers", "staking_tickets", "staking_reward_tokens", "staking_revshare"},
	derive:        deriveStaking,
	applied:       appliedStaking,
	rollback:      rollbackStaking,
}

// stakingWalletParties are the wallet parties of the staking raw rows of
// blocks $1..$2 for insertWalletActivity (always counted): the account of
// every position, unstake and claim event. forStakingParties is the same
// rule over applied events.
const stakingWalletParties = `
    UNION ALL SELECT block_number, account, true FROM staking_stakes WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, true FROM staking_unstakes WHERE block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, true FROM staking_claims WHERE block_number BETWEEN $1 AND $2`

// forStakingParties calls fn for every wallet party of ev's staking
// events, as stakingWalletParties selects them.
func forStakingParties(ev *mainapi.Events, fn func(block uint64, a common.Address, always bool)) {
	s := &ev.Staking
	for i := range s.Stakes {
		fn(s.Stakes[i].Block, s.Stakes[i].Account, true)
	}
	for i := range s.Unstakes {
		fn(s.Unstakes[i].Block, s.Unstakes[i].Account, true)
	}
	for i := range s.Claims {
		fn(s.Claims[i].Block, s.Claims[i].Account, true)
	}
}

// insertStakingRewardItems inserts the RewardNotified and
// RewardForwardedToTreasury rows of blocks $1..$2 with their USD at the
// token's price at their block (minimum liquidity $3; as the revenue
// items: rounded to 6 decimals, 0 when unpriced).
var insertStakingRewardItems = `
WITH i AS MATERIALIZED (
    SELECT block_number, log_index, tx_hash, kind, token, amount FROM staking_rewards WHERE block_number BETWEEN $1 AND $2
),
` + insertValuedItems("staking_reward_items")

// insertStakingActivity inserts the activity rows of the staking events
// of blocks $1..$2 (USD with minimum liquidity $3), venue neoswap, user
// the event's account:
//   - vault_stake: Staked, Imported, Appended; one NEO leg (side in, the
//     amount added), ctx.vaultId the lock option, total the position's new
//     amount, start the lock start when the event gives one (Appended);
//   - vault_unstake: UnstakeRequested (the position moved into the
//     ticket; start: the ticket's stream start) and Unstaked (NEO
//     withdrawn from the ticket); one NEO leg, side out;
//   - vault_claim: Claimed (the reward token's leg, side out) and
//     ClaimedAsNeo (the reward leg, side in, and the NEO leg, side out).
//
// ClaimSkipped moves nothing and has no row. data is {ctx: {contract,
// vaultId?}, legs, usdValue, event, total?, start?}; usdValue is the NEO
// amount (a claim: the reward; a claim as NEO whose reward is unpriced:
// the NEO out) at its price at the block, rounded to 6 decimals, 0 when
// unpriced.
const insertStakingActivity = `
WITH neo AS MATERIALIZED (SELECT address FROM contracts WHERE role = 'neo' LIMIT 1),
a AS MATERIALIZED (
    SELECT s.block_number, s.log_index, s.tx_hash, s.address, s.account, 'vault_stake' AS kind, s.kind AS event,
           neo.address AS token, s.amount, NULL::numeric AS neo_out, s.option, s.total, s.start, 'in' AS side
    FROM staking_stakes s CROSS JOIN neo WHERE s.block_number BETWEEN $1 AND $2
    UNION ALL
    SELECT u.block_number, u.log_index, u.tx_hash, u.address, u.account, 'vault_unstake', u.kind,
           neo.address, u.amount, NULL, NULL, NULL, u.start, 'out'
    FROM staking_unstakes u CROSS JOIN neo WHERE u.block_number BETWEEN $1 AND $2
    UNION ALL
    SELECT c.block_number, c.log_index, c.tx_hash, c.address, c.account, 'vault_claim', c.kind,
           c.token, c.amount, c.neo_out, NULL, NULL, NULL, CASE c.kind WHEN 'ClaimedAsNeo' THEN 'in' ELSE 'out' END
    FROM staking_claims c WHERE c.kind <> 'ClaimSkipped' AND c.block_number BETWEEN $1 AND $2
),
need AS (
    SELECT token AS tok, block_number AS n FROM a
    UNION SELECT neo.address, a.block_number FROM a CROSS JOIN neo WHERE a.neo_out IS NOT NULL
),
` + priceCTEs + `,
v AS (
    SELECT a.*, b.timestamp, pt.hex, pt.symbol, pt.decimals, pn.hex AS n_hex, pn.symbol AS n_symbol, pn.decimals AS n_decimals,
           coalesce(trim_scale(round(pt.usd * a.amount / power(10::numeric, pt.dec), 6)),
                    trim_scale(round(pn.usd * a.neo_out / power(10::numeric, pn.dec), 6)), 0) AS usd
    FROM a
    JOIN blocks b ON b.number = a.block_number
    LEFT JOIN px pt ON pt.tok = a.token AND pt.n = a.block_number
    LEFT JOIN neo ON a.neo_out IS NOT NULL
    LEFT JOIN px pn ON pn.tok = neo.address AND pn.n = a.block_number
)
INSERT INTO activity (block_number, log_index, tx_hash, user_address, kind, status, venue, timestamp, pair, usd_value, data)
SELECT v.block_number, v.log_index, v.tx_hash, v.account, v.kind, 'completed', 'neoswap', v.timestamp, NULL::bytea, v.usd,
       jsonb_build_object('ctx', jsonb_build_object('contract', hex_addr(v.address))
                                 || CASE WHEN v.option IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('vaultId', v.option) END,
                          'legs', jsonb_build_array(jsonb_build_object('token', v.hex, 'amount', v.amount::text, 'symbol', v.symbol,
                                                                       'decimals', v.decimals, 'side', v.side))
                                  || CASE WHEN v.neo_out IS NULL THEN '[]'::jsonb
                                          ELSE jsonb_build_array(jsonb_build_object('token', v.n_hex, 'amount', v.neo_out::text,
                                                                 'symbol', v.n_symbol, 'decimals', v.n_decimals, 'side', 'out')) END,
                          'usdValue', v.usd::text, 'event', v.event)
       || CASE WHEN v.total IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('total', v.total::text) END
       || CASE WHEN v.start IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('start', v.start) END
FROM v`

// touchedStakingKeys lists the keys the staking raw rows of blocks $1..$2
// touch: a (position: account), o (the tiers: every option at once), t
// (ticket: account), r (reward token), d and e (revshare day and epoch
// start of a notification), l (revshare over all time).
const touchedStakingKeys = `
WITH n AS (
    SELECT b.timestamp FROM staking_rewards r JOIN blocks b ON b.number = r.block_number
    WHERE r.kind = 'RewardNotified' AND r.block_number BETWEEN $1 AND $2
)
SELECT 'a', account, 0::bigint FROM staking_stakes WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'a', account, 0 FROM staking_unstakes WHERE kind = 'UnstakeRequested' AND block_number BETWEEN $1 AND $2
UNION SELECT 't', account, 0 FROM staking_unstakes WHERE block_number BETWEEN $1 AND $2
UNION (SELECT 'o', NULL, 0 FROM staking_stakes WHERE block_number BETWEEN $1 AND $2 LIMIT 1)
UNION (SELECT 'o', NULL, 0 FROM staking_unstakes WHERE kind = 'UnstakeRequested' AND block_number BETWEEN $1 AND $2 LIMIT 1)
UNION (SELECT 'o', NULL, 0 FROM staking_config WHERE kind = 'BoostSet' AND block_number BETWEEN $1 AND $2 LIMIT 1)
UNION SELECT 'r', token, 0 FROM staking_rewards WHERE block_number BETWEEN $1 AND $2
UNION SELECT 'r', token, 0 FROM staking_claims WHERE kind <> 'ClaimSkipped' AND block_number BETWEEN $1 AND $2
UNION SELECT 'r', token, 0 FROM staking_config WHERE token IS NOT NULL AND block_number BETWEEN $1 AND $2
UNION SELECT 'd', NULL, timestamp / 86400 * 86400 FROM n
UNION SELECT 'e', NULL, epoch_of(timestamp) * 604800 + 259200 FROM n
UNION (SELECT 'l', NULL, 0 FROM n LIMIT 1)`

// recomputeStakingPositions recomputes the positions of the accounts $1
// from their latest Staked, Imported, Appended or UnstakeRequested (an
// account has a position while the latest is not an UnstakeRequested):
// amount and option of that event, the lock start (a Staked's block
// timestamp, an Appended's start, NULL for an Imported), the boost of the
// option then (its latest BoostSet before the event) and the effective
// stake amount * (10000 + boost) / 10000 rounded down, as the contract's
// _effective.
const recomputeStakingPositions = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS account),
l AS (
    SELECT k.account, x.*
    FROM k CROSS JOIN LATERAL (
        SELECT * FROM (
            (SELECT block_number, log_index, kind, total AS amount, option, start FROM staking_stakes s
             WHERE s.account = k.account ORDER BY block_number DESC, log_index DESC LIMIT 1)
            UNION ALL
            (SELECT block_number, log_index, kind, 0, NULL, NULL FROM staking_unstakes u
             WHERE u.account = k.account AND u.kind = 'UnstakeRequested' ORDER BY block_number DESC, log_index DESC LIMIT 1)
        ) y ORDER BY block_number DESC, log_index DESC LIMIT 1
    ) x
),
cur AS (
    SELECT l.account, l.amount, l.option,
           CASE l.kind WHEN 'Staked' THEN b.timestamp WHEN 'Appended' THEN l.start::bigint END AS start,
           coalesce(bs.bps, 0) AS boost_bps,
           div(l.amount * (10000 + coalesce(bs.bps, 0)), 10000) AS effective,
           op.block_number AS opened_block, l.block_number AS last_block
    FROM l
    JOIN blocks b ON b.number = l.block_number
    LEFT JOIN LATERAL (SELECT c.bps FROM staking_config c
                       WHERE c.kind = 'BoostSet' AND c.option = l.option
                         AND (c.block_number, c.log_index) < (l.block_number, l.log_index)
                       ORDER BY c.block_number DESC, c.log_index DESC LIMIT 1) bs ON true
    CROSS JOIN LATERAL (SELECT s.block_number FROM staking_stakes s
                        WHERE s.account = l.account AND s.kind IN ('Staked', 'Imported')
                        ORDER BY s.block_number DESC, s.log_index DESC LIMIT 1) op
    WHERE l.kind <> 'UnstakeRequested'
),
gone AS (
    DELETE FROM staking_positions p USING k
    WHERE p.account = k.account AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.account = k.account)
)
INSERT INTO staking_positions (account, amount, option, start, boost_bps, effective, opened_block, last_block)
SELECT * FROM cur
ON CONFLICT (account) DO UPDATE SET amount = EXCLUDED.amount, option = EXCLUDED.option, start = EXCLUDED.start,
    boost_bps = EXCLUDED.boost_bps, effective = EXCLUDED.effective, opened_block = EXCLUDED.opened_block,
    last_block = EXCLUDED.last_block`

// recomputeStakingTiers recomputes the four lock options (after
// recomputeStakingPositions): an option has a row while a BoostSet of it
// or a position in it is stored; its boost is its latest BoostSet, its
// stake and effective stake the sums of its positions.
const recomputeStakingTiers = `
WITH o AS (SELECT generate_series(0, 3)::smallint AS option),
cur AS (
    SELECT o.option, coalesce(bs.bps, 0) AS boost_bps, coalesce(p.staked, 0) AS staked, coalesce(p.effective, 0) AS effective,
           p.n AS positions
    FROM o
    LEFT JOIN LATERAL (SELECT c.bps FROM staking_config c WHERE c.kind = 'BoostSet' AND c.option = o.option
                       ORDER BY c.block_number DESC, c.log_index DESC LIMIT 1) bs ON true
    CROSS JOIN LATERAL (SELECT sum(amount) AS staked, sum(effective) AS effective, count(*) AS n
                        FROM staking_positions p WHERE p.option = o.option) p
    WHERE bs.bps IS NOT NULL OR p.n > 0
),
gone AS (DELETE FROM staking_tiers t WHERE NOT EXISTS (SELECT 1 FROM cur WHERE cur.option = t.option))
INSERT INTO staking_tiers (option, boost_bps, staked, effective, positions)
SELECT * FROM cur
ON CONFLICT (option) DO UPDATE SET boost_bps = EXCLUDED.boost_bps, staked = EXCLUDED.staked,
    effective = EXCLUDED.effective, positions = EXCLUDED.positions`

// recomputeStakingTickets recomputes the unstake tickets of the accounts
// $1 as requestUnstake and _withdraw keep them: at the latest
// UnstakeRequested the ticket holds every request up to it less every
// withdrawal before it (what an earlier ticket left is carried), its
// withdrawn are the Unstaked after it; an account has a ticket while NEO
// is left in it (the contract deletes a ticket withdrawn in full).
const recomputeStakingTickets = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS account),
cur AS (
    SELECT k.account, a.amount, w.withdrawn, lr.start::bigint AS start
    FROM k
    CROSS JOIN LATERAL (SELECT u.block_number, u.log_index, u.start FROM staking_unstakes u
                        WHERE u.account = k.account AND u.kind = 'UnstakeRequested'
                        ORDER BY u.block_number DESC, u.log_index DESC LIMIT 1) lr
    CROSS JOIN LATERAL (SELECT coalesce(sum(CASE u.kind WHEN 'UnstakeRequested' THEN u.amount ELSE -u.amount END), 0) AS amount
                        FROM staking_unstakes u
                        WHERE u.account = k.account AND (u.block_number, u.log_index) <= (lr.block_number, lr.log_index)) a
    CROSS JOIN LATERAL (SELECT coalesce(sum(u.amount), 0) AS withdrawn FROM staking_unstakes u
                        WHERE u.account = k.account AND u.kind = 'Unstaked'
                          AND (u.block_number, u.log_index) > (lr.block_number, lr.log_index)) w
    WHERE a.amount > w.withdrawn
),
gone AS (
    DELETE FROM staking_tickets t USING k
    WHERE t.account = k.account AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.account = k.account)
)
INSERT INTO staking_tickets (account, amount, withdrawn, start)
SELECT * FROM cur
ON CONFLICT (account) DO UPDATE SET amount = EXCLUDED.amount, withdrawn = EXCLUDED.withdrawn, start = EXCLUDED.start`

// recomputeUnstakeStatus recomputes the status of the accounts' ($1)
// vault_unstake activity rows of an UnstakeRequested (after
// recomputeStakingTickets): pending while it is the account's latest
// request and its ticket still holds NEO (a staking_tickets row: the
// ticket streams over 30 days and is paid by withdrawals), completed once
// the ticket is paid in full or a later request took over its unstreamed
// rest (that request's row is then the pending one). Every other activity
// row is completed when inserted.
const recomputeUnstakeStatus = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS account),
s AS (
    SELECT a.block_number, a.log_index,
           CASE WHEN t.account IS NOT NULL AND NOT EXISTS (
                         SELECT 1 FROM staking_unstakes u
                         WHERE u.account = a.user_address AND u.kind = 'UnstakeRequested'
                           AND (u.block_number, u.log_index) > (a.block_number, a.log_index))
                THEN 'pending' ELSE 'completed' END AS status
    FROM k JOIN activity a ON a.user_address = k.account
    LEFT JOIN staking_tickets t ON t.account = k.account
    WHERE a.kind = 'vault_unstake' AND a.data ->> 'event' = 'UnstakeRequested'
)
UPDATE activity a SET status = s.status
FROM s WHERE a.block_number = s.block_number AND a.log_index = s.log_index AND a.status <> s.status`

// recomputeStakingRewardTokens recomputes the reward tokens $1 (after
// insertStakingRewardItems): listed while its latest RewardTokenAdded or
// RewardTokenRemoved is not followed by a RewardTokenPurged, active while
// the latest is a RewardTokenAdded, removed_at the latest
// RewardTokenRemoved's block timestamp while it is the latest, acc the
// latest RewardNotified's; the sums of its notifications, forwards and
// claims. A token has a row while any of those events names it.
const recomputeStakingRewardTokens = `
WITH k AS (SELECT DISTINCT unnest($1::bytea[]) AS token),
cur AS (
    SELECT k.token, coalesce(lc.kind IN ('RewardTokenAdded', 'RewardTokenRemoved'), false) AS listed,
           coalesce(lc.kind = 'RewardTokenAdded', false) AS active, coalesce(lc.kind = 'RewardTokenPurged', false) AS purged,
           CASE WHEN lc.kind = 'RewardTokenRemoved' THEN lc.timestamp END AS removed_at,
           ln.acc, coalesce(ri.notified, 0), coalesce(ri.notified_usd, 0), coalesce(ri.forwarded, 0),
           coalesce(ri.forwarded_usd, 0), coalesce(cl.claimed, 0)
    FROM k
    LEFT JOIN LATERAL (SELECT c.kind, b.timestamp FROM staking_config c JOIN blocks b ON b.number = c.block_number
                       WHERE c.token = k.token ORDER BY c.block_number DESC, c.log_index DESC LIMIT 1) lc ON true
    LEFT JOIN LATERAL (SELECT r.acc FROM staking_rewards r WHERE r.token = k.token AND r.kind = 'RewardNotified'
                       ORDER BY r.block_number DESC, r.log_index DESC LIMIT 1) ln ON true
    CROSS JOIN LATERAL (SELECT sum(amount) FILTER (WHERE kind = 'RewardNotified') AS notified,
                               trim_scale(sum(usd_value) FILTER (WHERE kind = 'RewardNotified')) AS notified_usd,
                               sum(amount) FILTER (WHERE kind = 'RewardForwardedToTreasury') AS forwarded,
                               trim_scale(sum(usd_value) FILTER (WHERE kind = 'RewardForwardedToTreasury')) AS forwarded_usd,
                               count(*) AS n
                        FROM staking_reward_items i WHERE i.token = k.token) ri
    CROSS JOIN LATERAL (SELECT sum(amount) AS claimed, count(*) AS n FROM staking_claims c
                        WHERE c.token = k.token AND c.kind <> 'ClaimSkipped') cl
    WHERE lc.kind IS NOT NULL OR ri.n > 0 OR cl.n > 0
),
gone AS (
    DELETE FROM staking_reward_tokens t USING k
    WHERE t.token = k.token AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.token = k.token)
)
INSERT INTO staking_reward_tokens (token, listed, active, purged, removed_at, acc, notified, notified_usd, forwarded,
                                   forwarded_usd, claimed)
SELECT * FROM cur
ON CONFLICT (token) DO UPDATE SET listed = EXCLUDED.listed, active = EXCLUDED.active, purged = EXCLUDED.purged,
    removed_at = EXCLUDED.removed_at, acc = EXCLUDED.acc, notified = EXCLUDED.notified,
    notified_usd = EXCLUDED.notified_usd, forwarded = EXCLUDED.forwarded, forwarded_usd = EXCLUDED.forwarded_usd,
    claimed = EXCLUDED.claimed`

// recomputeStakingRevshare recomputes the revshare buckets ($1[i] bucket,
// $2[i] start; after insertStakingRewardItems): the USD of the
// RewardNotified items of the day [t, t + 86400), the epoch [t, t +
// 604800) or all time; a bucket has a row while such an item is stored.
const recomputeStakingRevshare = `
WITH k AS (SELECT DISTINCT bucket, t FROM unnest($1::text[], $2::bigint[]) AS k(bucket, t)),
cur AS (
    SELECT k.bucket, k.t, s.usd
    FROM k
    CROSS JOIN LATERAL (SELECT coalesce(trim_scale(sum(i.usd_value)), 0) AS usd, count(*) AS n FROM staking_reward_items i
                        WHERE i.kind = 'RewardNotified'
                          AND (k.bucket = 'all' OR (i.timestamp >= k.t
                               AND i.timestamp < k.t + CASE k.bucket WHEN 'day' THEN 86400 ELSE 604800 END))) s
    WHERE s.n > 0
),
gone AS (
    DELETE FROM staking_revshare r USING k
    WHERE r.bucket = k.bucket AND r.t = k.t AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.bucket = k.bucket AND cur.t = k.t)
)
INSERT INTO staking_revshare (bucket, t, usd)
SELECT * FROM cur
ON CONFLICT (bucket, t) DO UPDATE SET usd = EXCLUDED.usd`

// stakingKeys are the staking domain's keyed rows a block range touched.
type stakingKeys struct {
	positions, tickets, tokens [][]byte
	tiers                      bool
	revBuckets                 []string
	revStarts                  []int64
}

// collectStakingKeys reads the keys the staking raw rows of blocks from..to touch.
func collectStakingKeys(ctx context.Context, tx pgx.Tx, from, to int64) (stakingKeys, error) {
	var k stakingKeys
	err := forTouchedKeys(ctx, tx, touchedStakingKeys, "touched staking keys", from, to, func(kind string, addr []byte, n int64) {
		switch kind {
		case "a":
			k.positions = append(k.positions, addr)
		case "t":
			k.tickets = append(k.tickets, addr)
		case "o":
			k.tiers = true
		case "r":
			k.tokens = append(k.tokens, addr)
		case "d":
			k.revBuckets, k.revStarts = append(k.revBuckets, "day"), append(k.revStarts, n)
		case "e":
			k.revBuckets, k.revStarts = append(k.revBuckets, "epoch"), append(k.revStarts, n)
		case "l":
			k.revBuckets, k.revStarts = append(k.revBuckets, "all"), append(k.revStarts, 0)
		}
	})
	return k, err
}

// recomputeStaking recomputes the staking keyed rows of k, positions
// before the tiers that sum them.
func recomputeStaking(ctx context.Context, tx pgx.Tx, k stakingKeys) error {
	return runSteps(ctx, tx, "recompute",
		step{"staking positions", recomputeStakingPositions, []any{k.positions}, len(k.positions) == 0},
		step{"staking tiers", recomputeStakingTiers, nil, !k.tiers},
		step{"staking tickets", recomputeStakingTickets, []any{k.tickets}, len(k.tickets) == 0},
		step{"unstake status", recomputeUnstakeStatus, []any{k.tickets}, len(k.tickets) == 0},
		step{"staking reward tokens", recomputeStakingRewardTokens, []any{k.tokens}, len(k.tokens) == 0},
		step{"staking revshare", recomputeStakingRevshare, []any{k.revBuckets, k.revStarts}, len(k.revBuckets) == 0},
	)
}

// deriveStaking derives the staking rows of blocks from..to, appended
// above every other stored block: block-keyed rows, then the keys they
// touch.
func deriveStaking(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error {
	if err := runSteps(ctx, tx, "derive",
		step{"staking reward items", insertStakingRewardItems, []any{from, to, minLiq}, false},
		step{"staking activity", insertStakingActivity, []any{from, to, minLiq}, false},
	); err != nil {
		return err
	}
	k, err := collectStakingKeys(ctx, tx, from, to)
	if err != nil {
		return err
	}
	return recomputeStaking(ctx, tx, k)
}

// appliedStaking derives applied blocks: nothing when they hold no
// staking event (a DEX batch costs no statement of this domain),
// otherwise their raw rows are copied and derived as deriveStaking does.
func appliedStaking(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	if b.ev.Staking.Len() == 0 {
		return nil
	}
	if err := copyRaw(func(string) bool { return true }); err != nil {
		return err
	}
	return deriveStaking(ctx, tx, minLiq, int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number))
}

// rollbackStaking reads the staking keys blocks from..to touch (before a
// rollback deletes them) and returns what recomputes them.
func rollbackStaking(ctx context.Context, tx pgx.Tx, from, to int64) (func(context.Context, pgx.Tx, string) error, error) {
	k, err := collectStakingKeys(ctx, tx, from, to)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, tx pgx.Tx, _ string) error { return recomputeStaking(ctx, tx, k) }, nil
}
