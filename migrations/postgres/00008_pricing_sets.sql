-- +goose Up
-- Set-based pricing for the derive statements (docs/performance.md): the
-- per-row pricing functions of 00003/00005 recomputed ETH/USD (and, for
-- tokens quoted in NEO, NEO/USD) once per call, and a batch's statements
-- called them several times per row. The derive statements now price each
-- distinct (token, block) of a statement once, with ETH/USD computed once
-- per distinct block, and value rows from those prices with the *_px
-- functions below. The formulas are the old ones, unchanged: trade_usd,
-- amount_usd, pair_amounts_usd and token_usd_at are redefined on top of the
-- new functions so that every caller computes the same numbers.

-- token_usd_with_eth is token_usd_at(t, n, min_liq, via_neo) given
-- eth = eth_usd_at(n, min_liq).
-- +goose StatementBegin
CREATE FUNCTION token_usd_with_eth(t bytea, n bigint, min_liq numeric, eth numeric, via_neo boolean DEFAULT true)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
    r text;
BEGIN
    SELECT role INTO r FROM contracts WHERE address = t;
    IF r IN ('usdc', 'usdt') THEN
        RETURN 1;
    END IF;
    IF r = 'weth' THEN
        RETURN eth;
    END IF;
    RETURN (
        WITH quotes AS (
            SELECT c.address AS q,
                   CASE c.role WHEN 'weth' THEN eth
                               WHEN 'neo' THEN CASE WHEN via_neo THEN token_usd_with_eth(c.address, n, min_liq, eth, false) END
                               ELSE 1 END AS qusd
            FROM contracts c
            WHERE c.role IN ('weth', 'usdc', 'usdt', 'neo') AND c.address <> t
        ), pools AS (
            SELECT pc.pair, pc.token0 = t AS t_is0, q.q, q.qusd
            FROM pairs_created pc
            JOIN quotes q ON (pc.token0 = t AND pc.token1 = q.q) OR (pc.token1 = t AND pc.token0 = q.q)
            WHERE pc.own AND pc.block_number <= n AND q.qusd IS NOT NULL
        ), depth AS (
            SELECT p.pair,
                   CASE WHEN p.t_is0 THEN rs.r0 ELSE rs.r1 END / power(10::numeric, token_decimals(t)) AS tok,
                   CASE WHEN p.t_is0 THEN rs.r1 ELSE rs.r0 END / power(10::numeric, token_decimals(p.q)) * p.qusd AS usd
            FROM pools p CROSS JOIN LATERAL reserves_at(p.pair, n) rs
        )
        SELECT usd / tok FROM depth
        WHERE tok > 0 AND 2 * usd >= min_liq
        ORDER BY usd DESC, pair
        LIMIT 1
    );
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION token_usd_at(t bytea, n bigint, min_liq numeric, via_neo boolean DEFAULT true) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
    r text;
BEGIN
    SELECT role INTO r FROM contracts WHERE address = t;
    IF r IN ('usdc', 'usdt') THEN
        RETURN 1;
    END IF;
    RETURN token_usd_with_eth(t, n, min_liq, eth_usd_at(n, min_liq), via_neo);
END
$$;
-- +goose StatementEnd

-- amount_usd_px is amount_usd given p = token_usd_at(t, n, min_liq).
-- +goose StatementBegin
CREATE FUNCTION amount_usd_px(t bytea, amt numeric, p numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT trim_scale(round(p * amt / power(10::numeric, token_decimals(t)), 6))
$$;
-- +goose StatementEnd

-- trade_usd_px is trade_usd given the prices p_in, p_out of both sides.
-- +goose StatementBegin
CREATE FUNCTION trade_usd_px(token_in bytea, amount_in numeric, p_in numeric,
                             token_out bytea, amount_out numeric, p_out numeric)
RETURNS numeric LANGUAGE sql STABLE AS $$
    SELECT coalesce((
        SELECT amount_usd_px(tok, amt, p)
        FROM (VALUES (token_in, amount_in, p_in, 0), (token_out, amount_out, p_out, 1)) AS s(tok, amt, p, ord)
        WHERE p IS NOT NULL
        ORDER BY quote_rank(tok) DESC, ord
        LIMIT 1
    ), 0)
$$;
-- +goose StatementEnd

-- pair_amounts_usd_px is pair_amounts_usd given the prices p0, p1.
-- +goose StatementBegin
CREATE FUNCTION pair_amounts_usd_px(t0 bytea, t1 bytea, a0 numeric, a1 numeric, p0 numeric, p1 numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT coalesce(CASE WHEN u0 IS NOT NULL AND u1 IS NOT NULL THEN u0 + u1 ELSE 2 * coalesce(u0, u1) END, 0)
    FROM (SELECT amount_usd_px(t0, a0, p0) AS u0, amount_usd_px(t1, a1, p1) AS u1) u
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION trade_usd(token_in bytea, amount_in numeric, token_out bytea, amount_out numeric, n bigint, min_liq numeric)
RETURNS numeric LANGUAGE sql STABLE AS $$
    SELECT trade_usd_px(token_in, amount_in, token_usd_at(token_in, n, min_liq),
                        token_out, amount_out, token_usd_at(token_out, n, min_liq))
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION amount_usd(t bytea, amt numeric, n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT amount_usd_px(t, amt, token_usd_at(t, n, min_liq))
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION pair_amounts_usd(t0 bytea, t1 bytea, a0 numeric, a1 numeric, n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT pair_amounts_usd_px(t0, t1, a0, a1, token_usd_at(t0, n, min_liq), token_usd_at(t1, n, min_liq))
$$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION pair_amounts_usd(t0 bytea, t1 bytea, a0 numeric, a1 numeric, n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT coalesce(CASE WHEN u0 IS NOT NULL AND u1 IS NOT NULL THEN u0 + u1 ELSE 2 * coalesce(u0, u1) END, 0)
    FROM (SELECT amount_usd(t0, a0, n, min_liq) AS u0, amount_usd(t1, a1, n, min_liq) AS u1) u
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION amount_usd(t bytea, amt numeric, n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    SELECT trim_scale(round(token_usd_at(t, n, min_liq) * amt / power(10::numeric, token_decimals(t)), 6))
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION trade_usd(token_in bytea, amount_in numeric, token_out bytea, amount_out numeric, n bigint, min_liq numeric)
RETURNS numeric LANGUAGE sql STABLE AS $$
    SELECT coalesce((
        SELECT trim_scale(round(token_usd_at(tok, n, min_liq) * amt / power(10::numeric, token_decimals(tok)), 6))
        FROM (VALUES (token_in, amount_in, 0), (token_out, amount_out, 1)) AS s(tok, amt, ord)
        WHERE token_usd_at(tok, n, min_liq) IS NOT NULL
        ORDER BY quote_rank(tok) DESC, ord
        LIMIT 1
    ), 0)
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION token_usd_at(t bytea, n bigint, min_liq numeric, via_neo boolean DEFAULT true) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
    r   text;
    eth numeric;
BEGIN
    SELECT role INTO r FROM contracts WHERE address = t;
    IF r IN ('usdc', 'usdt') THEN
        RETURN 1;
    END IF;
    eth := eth_usd_at(n, min_liq);
    IF r = 'weth' THEN
        RETURN eth;
    END IF;
    RETURN (
        WITH quotes AS (
            SELECT c.address AS q,
                   CASE c.role WHEN 'weth' THEN eth
                               WHEN 'neo' THEN CASE WHEN via_neo THEN token_usd_at(c.address, n, min_liq, false) END
                               ELSE 1 END AS qusd
            FROM contracts c
            WHERE c.role IN ('weth', 'usdc', 'usdt', 'neo') AND c.address <> t
        ), pools AS (
            SELECT pc.pair, pc.token0 = t AS t_is0, q.q, q.qusd
            FROM pairs_created pc
            JOIN quotes q ON (pc.token0 = t AND pc.token1 = q.q) OR (pc.token1 = t AND pc.token0 = q.q)
            WHERE pc.own AND pc.block_number <= n AND q.qusd IS NOT NULL
        ), depth AS (
            SELECT p.pair,
                   CASE WHEN p.t_is0 THEN rs.r0 ELSE rs.r1 END / power(10::numeric, token_decimals(t)) AS tok,
                   CASE WHEN p.t_is0 THEN rs.r1 ELSE rs.r0 END / power(10::numeric, token_decimals(p.q)) * p.qusd AS usd
            FROM pools p CROSS JOIN LATERAL reserves_at(p.pair, n) rs
        )
        SELECT usd / tok FROM depth
        WHERE tok > 0 AND 2 * usd >= min_liq
        ORDER BY usd DESC, pair
        LIMIT 1
    );
END
$$;
-- +goose StatementEnd
DROP FUNCTION pair_amounts_usd_px, trade_usd_px, amount_usd_px, token_usd_with_eth;
