-- +goose Up
-- USD pricing from the raw tables, as of the end of a block: every function
-- reads only rows at or below block n, so a price computed when block n is
-- derived equals the one a rebuild computes (write-time snapshots, spec 2.2).
-- min_liq is the configured minimum pool liquidity in USD (twice the quote
-- side): a thinner pool never sets a price.

-- reserves_at returns pair p's reserves after its last Sync at or before
-- block n (NULLs when it has none).
-- +goose StatementBegin
CREATE FUNCTION reserves_at(p bytea, n bigint, OUT r0 numeric, OUT r1 numeric)
LANGUAGE sql STABLE AS $$
    SELECT reserve0, reserve1 FROM pair_syncs
    WHERE address = p AND block_number <= n
    ORDER BY block_number DESC, log_index DESC LIMIT 1
$$;
-- +goose StatementEnd

-- token_decimals is the token's stored decimals, 18 when unknown.
-- +goose StatementBegin
CREATE FUNCTION token_decimals(t bytea) RETURNS int
LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT decimals FROM token_metadata WHERE address = t), 18)
$$;
-- +goose StatementEnd

-- eth_usd_at is ETH/USD: the reserve-weighted average of the own WETH/USDC
-- and WETH/USDT pools' prices (sum of stable reserves over sum of WETH
-- reserves), NULL when no such pool holds min_liq.
-- +goose StatementBegin
CREATE FUNCTION eth_usd_at(n bigint, min_liq numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
    WITH pools AS (
        SELECT c.pair, c.token0 = w.address AS weth_is0, w.address AS weth, s.address AS stable
        FROM contracts w
        JOIN contracts s ON s.role IN ('usdc', 'usdt')
        JOIN pairs_created c ON c.own AND c.block_number <= n
            AND ((c.token0 = w.address AND c.token1 = s.address) OR (c.token1 = w.address AND c.token0 = s.address))
        WHERE w.role = 'weth'
    ), amounts AS (
        SELECT CASE WHEN weth_is0 THEN r.r0 ELSE r.r1 END / power(10::numeric, token_decimals(weth)) AS eth,
               CASE WHEN weth_is0 THEN r.r1 ELSE r.r0 END / power(10::numeric, token_decimals(stable)) AS usd
        FROM pools p CROSS JOIN LATERAL reserves_at(p.pair, n) r
    )
    SELECT CASE WHEN sum(eth) > 0 THEN sum(usd) / sum(eth) END
    FROM amounts WHERE 2 * usd >= min_liq
$$;
-- +goose StatementEnd

-- token_usd_at is a token's USD price: 1 for USDC and USDT, eth_usd_at for
-- WETH, otherwise the price in its deepest own pool against WETH, USDC, USDT
-- or (when via_neo) NEO that holds at least min_liq. NULL when unpriceable.
-- +goose StatementBegin
CREATE FUNCTION token_usd_at(t bytea, n bigint, min_liq numeric, via_neo boolean DEFAULT true) RETURNS numeric
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

-- quote_rank orders the sides of a trade for pricing: stables first, then
-- WETH, NEO, anything else.
-- +goose StatementBegin
CREATE FUNCTION quote_rank(t bytea) RETURNS int
LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT CASE role WHEN 'usdc' THEN 4 WHEN 'usdt' THEN 4 WHEN 'weth' THEN 3 WHEN 'neo' THEN 2 END
                     FROM contracts WHERE address = t), 1)
$$;
-- +goose StatementEnd

-- trade_usd is a trade's USD value at block n: the side of the best
-- quote_rank that has a price (token_in on a tie), rounded to 6 decimals;
-- 0 when neither side is priceable.
-- +goose StatementBegin
CREATE FUNCTION trade_usd(token_in bytea, amount_in numeric, token_out bytea, amount_out numeric, n bigint, min_liq numeric)
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

-- +goose Down
DROP FUNCTION trade_usd, quote_rank, token_usd_at, eth_usd_at, token_decimals, reserves_at;
