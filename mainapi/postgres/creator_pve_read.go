package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of the creator and PvE routes (migration 00042;
// creator_pve_derive.go): sums over the block-keyed items and the raw
// rows, so a rollback or rebuild never leaves them stale.

// creatorOfCTE is "cur" (token, creator): each token's current creator,
// the latest registry creator event or vault accrual (which names the
// registry's creator at that block), of the tokens of CTE "tk" (token).
const creatorOfCTE = `
cur AS (
    SELECT DISTINCT ON (token) token, creator FROM (
        SELECT token, creator, block_number, log_index FROM creator_registry_events
        WHERE creator IS NOT NULL AND token IN (SELECT token FROM tk)
        UNION ALL SELECT token, creator, block_number, log_index FROM vault_events
        WHERE kind = 'Accrued' AND token IN (SELECT token FROM tk)
    ) x ORDER BY token, block_number DESC, log_index DESC
),
dis AS (
    SELECT DISTINCT ON (token) token, disabled FROM creator_registry_events
    WHERE kind = 'DisabledSet' AND token IN (SELECT token FROM tk)
    ORDER BY token, block_number DESC, log_index DESC
)`

const selectCreatorToken = `
WITH tk AS (SELECT $1::bytea AS token),` + creatorOfCTE + `
SELECT hex_addr((SELECT creator FROM cur)), coalesce((SELECT disabled FROM dis), false)`

const selectCreatorTokenFees = `
SELECT hex_addr(quote_asset), sum(amount)::text, trim_scale(sum(usd))::text FROM creator_fee_items WHERE token = $1
GROUP BY quote_asset ORDER BY quote_asset`

// CreatorToken returns token's creator-fee state (no creator and no fees
// for a token never registered nor accrued).
func (db *DB) CreatorToken(ctx context.Context, token wire.Address) (mainapi.CreatorToken, error) {
	var out mainapi.CreatorToken
	if err := db.Pool.QueryRow(ctx, selectCreatorToken, token.Bytes()).Scan(&out.Creator, &out.Disabled); err != nil {
		return out, fmt.Errorf("postgres: read creator token: %w", err)
	}
	rows, _ := db.Pool.Query(ctx, selectCreatorTokenFees, token.Bytes())
	fees, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.CreatorTokenFee, error) {
		var f mainapi.CreatorTokenFee
		err := r.Scan(&f.QuoteAsset, &f.Amount, &f.Usd)
		return f, err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read creator token fees: %w", err)
	}
	out.Fees = fees
	return out, nil
}

// creatorTokensCTE is "tk" (token): the tokens creator $1 was ever the
// creator of (registry events naming it, accruals to it, claims by it).
const creatorTokensCTE = `
tk AS (
    SELECT token FROM creator_registry_events WHERE creator = $1 OR previous = $1
    UNION SELECT token FROM vault_events WHERE creator = $1
)`

const selectCreatorTokens = `
WITH ` + creatorTokensCTE + `,` + creatorOfCTE + `
SELECT hex_addr(tk.token), coalesce(dis.disabled, false),
       CASE WHEN EXISTS (SELECT 1 FROM curve_tokens_created c WHERE c.token = tk.token) THEN 'neofun' ELSE 'deployer' END,
       (SELECT max(b.timestamp) FROM vault_events v JOIN blocks b ON b.number = v.block_number
        WHERE v.token = tk.token AND v.creator = $1 AND v.kind = 'Claimed')
FROM tk LEFT JOIN dis ON dis.token = tk.token
ORDER BY tk.token`

// selectCreatorQuotes: per (token, quote asset) of the creator's tokens,
// its accruals and claims, and the vault's claimable (accrued - claimed
// over every creator of the token) when it is the current creator.
const selectCreatorQuotes = `
WITH ` + creatorTokensCTE + `,` + creatorOfCTE + `,
v AS (
    SELECT token, quote_asset,
           sum(amount) FILTER (WHERE kind = 'Accrued') AS accrued,
           sum(amount) FILTER (WHERE kind = 'Claimed') AS claimed,
           sum(amount) FILTER (WHERE kind = 'Claimed' AND creator = $1) AS mine_claimed
    FROM vault_events WHERE token IN (SELECT token FROM tk) GROUP BY token, quote_asset
),
e AS (
    SELECT token, quote_asset, sum(amount) AS earned, coalesce(trim_scale(sum(usd)), 0) AS usd, count(*) AS swaps
    FROM creator_fee_items WHERE creator = $1 GROUP BY token, quote_asset
)
SELECT hex_addr(v.token), hex_addr(v.quote_asset), coalesce(e.earned, 0)::text, coalesce(e.usd, 0)::text, coalesce(e.swaps, 0),
       coalesce(v.mine_claimed, 0)::text,
       CASE WHEN cur.creator = $1 THEN coalesce(v.accrued, 0) - coalesce(v.claimed, 0) ELSE 0 END::text
FROM v LEFT JOIN e ON e.token = v.token AND e.quote_asset = v.quote_asset
LEFT JOIN cur ON cur.token = v.token
WHERE e.token IS NOT NULL OR v.mine_claimed IS NOT NULL OR cur.creator = $1
ORDER BY v.token, v.quote_asset`

const selectCreatorDays = `
SELECT day, coalesce(trim_scale(sum(usd)), 0)::text, count(*) FROM creator_fee_items WHERE creator = $1
GROUP BY day ORDER BY day`

// Creator returns creator's fee state (empty lists for an address that
// never was a creator).
func (db *DB) Creator(ctx context.Context, creator wire.Address) (mainapi.Creator, error) {
	var out mainapi.Creator
	a := creator.Bytes()
	rows, _ := db.Pool.Query(ctx, selectCreatorTokens, a)
	toks, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.CreatorTokenMeta, error) {
		var t mainapi.CreatorTokenMeta
		err := r.Scan(&t.Token, &t.Disabled, &t.Venue, &t.LastClaimAt)
		return t, err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read creator tokens: %w", err)
	}
	rows, _ = db.Pool.Query(ctx, selectCreatorQuotes, a)
	quotes, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.CreatorQuote, error) {
		var q mainapi.CreatorQuote
		err := r.Scan(&q.Token, &q.QuoteAsset, &q.Earned, &q.UsdEarned, &q.Swaps, &q.Claimed, &q.Unclaimed)
		return q, err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read creator quotes: %w", err)
	}
	rows, _ = db.Pool.Query(ctx, selectCreatorDays, a)
	days, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.CreatorDay, error) {
		var d mainapi.CreatorDay
		err := r.Scan(&d.Day, &d.UsdEarned, &d.Swaps)
		return d, err
	})
	if err != nil {
		return out, fmt.Errorf("postgres: read creator days: %w", err)
	}
	out.Tokens, out.Quotes, out.Days = toks, quotes, days
	return out, nil
}

// selectExploreCreators: every creator with an accrual, keyed by $1
// (usdEarned: write-time USD, swaps: accruals, recent: latest accrual's
// block), in keyset order ($3 desc) after ($2, $4) when $2 is set.
const selectExploreCreators = `
WITH c AS (
    SELECT creator, count(DISTINCT token) AS tokens, coalesce(trim_scale(sum(usd)), 0) AS usd, count(*) AS swaps,
           max(block_number) AS last_block
    FROM creator_fee_items GROUP BY creator
),
k AS (
    SELECT c.*, CASE $1::text WHEN 'usdEarned' THEN usd WHEN 'swaps' THEN swaps::numeric ELSE last_block::numeric END AS key FROM c
)
SELECT hex_addr(k.creator), k.tokens, k.usd::text, k.swaps, b.timestamp, k.key::text
FROM k JOIN blocks b ON b.number = k.last_block
WHERE $2::numeric IS NULL
   OR ($3::boolean AND (k.key, k.creator) < ($2::numeric, $4::bytea))
   OR (NOT $3::boolean AND (k.key, k.creator) > ($2::numeric, $4::bytea))
ORDER BY CASE WHEN $3::boolean THEN k.key END DESC, CASE WHEN $3::boolean THEN k.creator END DESC,
         CASE WHEN NOT $3::boolean THEN k.key END, CASE WHEN NOT $3::boolean THEN k.creator END
LIMIT $5`

// ExploreCreators returns one keyset page of the creators with an accrual.
func (db *DB) ExploreCreators(ctx context.Context, p mainapi.CreatorPage) ([]mainapi.CreatorRow, error) {
	var after any
	if p.AfterKey != "" {
		after = p.AfterKey
	}
	rows, _ := db.Pool.Query(ctx, selectExploreCreators, p.Sort, after, p.Desc, p.AfterAddr.Bytes(), p.Limit)
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.CreatorRow, error) {
		var c mainapi.CreatorRow
		err := r.Scan(&c.Address, &c.Tokens, &c.UsdEarned, &c.Swaps, &c.LastAccrualAt, &c.Key)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read explore creators: %w", err)
	}
	return out, nil
}
