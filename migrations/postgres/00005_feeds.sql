-- +goose Up
-- Derived feeds and rollups read by the HTTP routes of spec 4.2–4.4
-- (docs/indexer.md, "Feeds and rollups"): the activity feed, per-token trade
-- rows, hourly pool buckets and pool stats, per-token USD candles, the
-- hourly protocol series and the revenue series. Every table is a pure
-- function of the raw tables, token_metadata and contracts, maintained by
-- mainapi/postgres/derive_feeds.go in the block's transaction and compared
-- by `mainapi rebuild --check`. USD figures are write-time snapshots
-- ("0" when unpriceable) except the pool TVL gauges, which are priced as of
-- the pool's latest Sync so that they too are a function of the raw rows.

-- hex_addr is the wire form of an address or hash: 0x + lowercase hex.
-- +goose StatementBegin
CREATE FUNCTION hex_addr(b bytea) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT '0x' || encode(b, 'hex') $$;
-- +goose StatementEnd

-- epoch_of is the Rakeback epoch of a Unix time (common/wire.EpochOf):
-- floor((t - 259200) / 604800), Sunday-anchored weeks.
-- +goose StatementBegin
CREATE FUNCTION epoch_of(t bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$ SELECT floor((t - 259200)::numeric / 604800)::bigint $$;
-- +goose StatementEnd

-- tracked_pairs is every tracked pair as its first PairCreated declares it.
CREATE VIEW tracked_pairs AS
SELECT DISTINCT ON (pair) pair, token0, token1, own, block_number AS created_block
FROM pairs_created ORDER BY pair, block_number, log_index;

-- pair_swap_legs is every pair Swap as one leg in and one leg out.
CREATE VIEW pair_swap_legs AS
SELECT s.block_number, s.tx_hash, s.log_index, s.address AS pair, c.own, s.to_address,
       CASE WHEN s.amount0_in > 0 THEN c.token0 ELSE c.token1 END AS token_in,
       CASE WHEN s.amount0_in > 0 THEN c.token1 ELSE c.token0 END AS token_out,
       CASE WHEN s.amount0_in > 0 THEN s.amount0_in ELSE s.amount1_in END AS amount_in,
       CASE WHEN s.amount0_in > 0 THEN s.amount1_out ELSE s.amount0_out END AS amount_out
FROM pair_swaps s
JOIN LATERAL (SELECT token0, token1, own FROM pairs_created pc WHERE pc.pair = s.address
              ORDER BY pc.block_number, pc.log_index LIMIT 1) c ON true;

-- swap_fee_bps_at is a pool's LP fee at block n: for own pools the
-- factory's latest SwapFeeSet at or before n (30 before any), 30 for
-- third-party V2 pairs.
-- +goose StatementBegin
CREATE FUNCTION swap_fee_bps_at(own boolean, n bigint) RETURNS int
LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN NOT own THEN 30 ELSE coalesce((
        SELECT (a.args ->> 'swapFeeBps')::int
        FROM admin_events a JOIN contracts c ON c.address = a.address AND c.role = 'factory'
        WHERE a.name = 'SwapFeeSet' AND a.block_number <= n
        ORDER BY a.block_number DESC, a.log_index DESC LIMIT 1), 30) END
$$;
-- +goose StatementEnd

-- amount_usd is amt base units of token t in USD at block n, rounded to 6
-- decimals; NULL when t is unpriceable.
-- +goose StatementBegin
CREATE FUNCTION amount_usd(t bytea, amt numeric, n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT trim_scale(round(token_usd_at(t, n, min_liq) * amt / power(10::numeric, token_decimals(t)), 6))
$$;
-- +goose StatementEnd

-- pair_amounts_usd values amounts of both tokens of a pair at block n: the
-- sum of both sides when both are priced, twice the priced side when one is,
-- 0 when neither (pool TVL, liquidity changes).
-- +goose StatementBegin
CREATE FUNCTION pair_amounts_usd(t0 bytea, t1 bytea, a0 numeric, a1 numeric, n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT coalesce(CASE WHEN u0 IS NOT NULL AND u1 IS NOT NULL THEN u0 + u1 ELSE 2 * coalesce(u0, u1) END, 0)
    FROM (SELECT amount_usd(t0, a0, n, min_liq) AS u0, amount_usd(t1, a1, n, min_liq) AS u1) u
$$;
-- +goose StatementEnd

-- token_leg is an activity leg: {token, amount, symbol, decimals, side}.
-- +goose StatementBegin
CREATE FUNCTION token_leg(t bytea, amt numeric, side text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
    SELECT jsonb_build_object('token', hex_addr(t), 'amount', amt::text, 'symbol', m.symbol,
                              'decimals', m.decimals, 'side', side)
    FROM (SELECT t) x LEFT JOIN token_metadata m ON m.address = x.t
$$;
-- +goose StatementEnd

-- Derived, block-keyed: the activity feed (/activity, /dex/pools/{pair}/swaps).
-- One row per pair Swap on every tracked pair (user: the payer of the
-- FeeRouter Swap that closes the hop, else the transaction's sender), per
-- Mint (add_liquidity; recipient per spec 6 rule 5) and per Burn
-- (remove_liquidity). log_index is unique within a block, so
-- (block_number, log_index) is the keyset order.
CREATE TABLE activity (
    block_number bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    log_index    int     NOT NULL,
    tx_hash      bytea   NOT NULL,
    user_address bytea   NOT NULL,
    kind         text    NOT NULL,
    status       text    NOT NULL,
    venue        text    NOT NULL CHECK (venue IN ('neoswap', 'neofun')),
    timestamp    bigint  NOT NULL,
    pair         bytea,
    usd_value    numeric NOT NULL,
    data         jsonb   NOT NULL,
    PRIMARY KEY (block_number, log_index)
);
CREATE INDEX activity_user ON activity (user_address, block_number DESC, log_index DESC);
CREATE INDEX activity_kind ON activity (kind, block_number DESC, log_index DESC);
CREATE INDEX activity_pair ON activity (pair, block_number DESC, log_index DESC) WHERE pair IS NOT NULL;

-- Derived, block-keyed: trade rows of /tokens/{address}/swaps, one per
-- (trade, end token) of `trades`: sell for token_in, buy for token_out. The
-- counter side is the trade's other end for a one-pool trade; a multi-pool
-- FeeRouter trade is folded into one row whose counter side is the hop the
-- token traded in, with pool_count and outer_token/outer_amount (the trade's
-- input); those three are NULL on one-pool rows.
CREATE TABLE token_swaps (
    token          bytea   NOT NULL,
    block_number   bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    log_index      int     NOT NULL,
    tx_hash        bytea   NOT NULL,
    timestamp      bigint  NOT NULL,
    side           text    NOT NULL CHECK (side IN ('buy', 'sell')),
    token_amount   numeric(78,0) NOT NULL,
    counter_token  bytea,
    counter_amount numeric(78,0) NOT NULL,
    usd_value      numeric NOT NULL,
    wallet         bytea   NOT NULL,
    pool_count     int,
    outer_token    bytea,
    outer_amount   numeric(78,0),
    PRIMARY KEY (token, block_number, log_index)
);
CREATE INDEX token_swaps_block ON token_swaps (block_number);

-- Derived, block-keyed: measured revenue events with their USD snapshot
-- (0 when unpriceable): kind creator (FeeRouter CreatorFee, token = quote
-- asset) and staking, rakeback, buyback_burn (Collector BucketPaid,
-- HeldReleased, HeldForceReleased whose recipient has that contract role).
CREATE TABLE revenue_items (
    block_number bigint  NOT NULL REFERENCES blocks (number) ON DELETE CASCADE,
    log_index    int     NOT NULL,
    tx_hash      bytea   NOT NULL,
    timestamp    bigint  NOT NULL,
    kind         text    NOT NULL CHECK (kind IN ('creator', 'staking', 'rakeback', 'buyback_burn')),
    token        bytea   NOT NULL,
    amount       numeric(78,0) NOT NULL,
    usd_value    numeric NOT NULL,
    PRIMARY KEY (block_number, log_index)
);
CREATE INDEX revenue_items_kind ON revenue_items (kind, block_number);

-- Derived: hourly pool buckets. volume_usd sums the hour's pair Swap USD
-- snapshots, fees_usd each swap's volume x the pool's fee at its block;
-- tvl_usd is the TVL after the hour's last Sync (NULL when the pool did not
-- sync that hour: a gauge, carried forward by readers).
CREATE TABLE pool_hours (
    pair       bytea   NOT NULL,
    hour       bigint  NOT NULL, -- unix hours (timestamp / 3600)
    volume_usd numeric NOT NULL,
    fees_usd   numeric NOT NULL,
    swaps      int     NOT NULL,
    tvl_usd    numeric,
    PRIMARY KEY (pair, hour)
);

-- Derived: pool stats anchored at the head's hour H (stats_anchor): 24h =
-- hours H-23..H, previous 24h = H-47..H-24, 30d = H-719..H. tvl_usd is the
-- latest pool_hours gauge; deltas are NULL until enough history (a TVL
-- observation at or before H-24; the pool created at or before hour H-47 and
-- a non-zero previous window).
CREATE TABLE pool_stats (
    pair                 bytea   PRIMARY KEY,
    tvl_usd              numeric NOT NULL,
    volume_24h_usd       numeric NOT NULL,
    fees_24h_usd         numeric NOT NULL,
    volume_30d_usd       numeric NOT NULL,
    fee_apr_bps          bigint,
    tvl_delta_pct        numeric,
    volume_24h_delta_pct numeric,
    fees_24h_delta_pct   numeric
);
CREATE INDEX pool_stats_tvl ON pool_stats (tvl_usd, pair);
CREATE INDEX pool_stats_volume ON pool_stats (volume_24h_usd, pair);
CREATE INDEX pool_stats_fees ON pool_stats (fees_24h_usd, pair);

-- Derived: the head hour pool_stats were computed for (at most one row).
CREATE TABLE stats_anchor (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    hour      bigint  NOT NULL
);

-- Derived: per-token per-minute USD candles over own pools. One price point
-- per block of the minute in which an own pool holding the token synced
-- (token_usd_at as of that block, 18 decimals); volume over the minute's
-- Swaps on own pools holding the token.
CREATE TABLE token_candles (
    token      bytea   NOT NULL,
    minute     bigint  NOT NULL,
    open       numeric NOT NULL,
    high       numeric NOT NULL,
    low        numeric NOT NULL,
    close      numeric NOT NULL,
    volume_usd numeric NOT NULL,
    swaps      int     NOT NULL,
    PRIMARY KEY (token, minute)
);

-- Derived: the hourly protocol series of /stats/series (own pools), one row
-- per hour with an own-pool Sync or a FeeRouter trade: volume = FeeRouter
-- trades' USD (spec 6 rule 3), fees = volume x swap fee, tvl_usd = the sum
-- of own pools' latest TVL gauges at the end of the hour (readers carry it
-- forward over hours without a row).
CREATE TABLE stats_hours (
    hour       bigint  PRIMARY KEY,
    tvl_usd    numeric NOT NULL,
    volume_usd numeric NOT NULL,
    fees_usd   numeric NOT NULL,
    trades     int     NOT NULL
);

-- Derived: revenue series by day (t = UTC midnight) and epoch (t = epoch
-- start, epoch_of). lp = 0.30% of FeeRouter volume; the other legs sum
-- revenue_items; total is the sum of the five legs.
CREATE TABLE revenue_buckets (
    bucket           text    NOT NULL CHECK (bucket IN ('day', 'epoch')),
    t                bigint  NOT NULL,
    volume_usd       numeric NOT NULL,
    lp_usd           numeric NOT NULL,
    creator_usd      numeric NOT NULL,
    staking_usd      numeric NOT NULL,
    rakeback_usd     numeric NOT NULL,
    buyback_burn_usd numeric NOT NULL,
    total_usd        numeric NOT NULL,
    PRIMARY KEY (bucket, t)
);

-- Derived: lifetime sums for /analytics/breakdown (at most one row).
CREATE TABLE revenue_totals (
    singleton        boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    creator_usd      numeric NOT NULL,
    staking_usd      numeric NOT NULL,
    rakeback_usd     numeric NOT NULL,
    buyback_burn_usd numeric NOT NULL
);

-- +goose Down
DROP TABLE revenue_totals, revenue_buckets, stats_hours, token_candles, stats_anchor, pool_stats, pool_hours,
    revenue_items, token_swaps, activity;
DROP FUNCTION token_leg, pair_amounts_usd, amount_usd, swap_fee_bps_at, epoch_of, hex_addr;
DROP VIEW pair_swap_legs, tracked_pairs;
