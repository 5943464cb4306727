package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/neoswap/neoswap/funbackend"
)

// HeadTime returns the timestamp of the stored tip (0 when nothing is
// indexed): the anchor of every 24h window, as on the main API.
func (db *DB) HeadTime(ctx context.Context) (int64, error) {
	var ts sql.NullInt64
	if err := db.Read.QueryRowContext(ctx, `SELECT (SELECT timestamp FROM blocks ORDER BY number DESC LIMIT 1)`).Scan(&ts); err != nil {
		return 0, fmt.Errorf("sqlite: head time: %w", err)
	}
	return ts.Int64, nil
}

// boardSelect is every coin column plus the board's computed fields. The
// 24h figures sum the trades of the window; volume24h is re-joined exactly.
const boardSelect = `SELECT c.*,
	coalesce(d.n, 0) AS trades24h,
	(SELECT t.price_x18 FROM trades t WHERE t.token = c.address ORDER BY t.block_number DESC, t.log_index DESC LIMIT 1) AS last_price_x18,
	(SELECT t.timestamp FROM trades t WHERE t.token = c.address ORDER BY t.block_number DESC, t.log_index DESC LIMIT 1) AS last_trade_ts,
	(SELECT count(*) FROM holders h WHERE h.token = c.address AND h.positive = 1) AS holder_count,
	coalesce((SELECT o.has_image FROM metadata_overrides o WHERE o.token = c.address),
		(SELECT m.has_image FROM coin_metadata m WHERE m.token = c.address), 0) AS has_image,
	coalesce(d.g, 0) AS volume24h_gwei, coalesce(d.r, 0) AS volume24h_rem
FROM coins c
LEFT JOIN (SELECT token, count(*) AS n, sum(eth_amount_gwei) AS g, sum(eth_amount_rem) AS r
	FROM trades WHERE timestamp > ? GROUP BY token) d ON d.token = c.address`

// Board returns board rows (spec 2.2 board token row).
func (db *DB) Board(ctx context.Context, q funbackend.BoardQuery) ([]funbackend.Row, error) {
	where := []string{"c.hidden = 0"}
	args := []any{q.Since}
	if q.After != nil {
		where = append(where, "(c.created_block < ? OR (c.created_block = ? AND c.created_log_index < ?))")
		args = append(args, q.After.Block, q.After.Block, q.After.LogIndex)
	}
	if q.Q != "" {
		w, a := searchClause("c", q.Q)
		where, args = append(where, w), append(args, a...)
	}
	args = append(args, q.Limit)
	rows, err := db.Read.QueryContext(ctx, boardSelect+" WHERE "+strings.Join(where, " AND ")+
		" ORDER BY c.created_block DESC, c.created_log_index DESC LIMIT ?", args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: board: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: board: %w", err)
	}
	for i := range out {
		finishBoardRow(&out[i])
	}
	return out, nil
}

// searchClause is the board's q filter on the table alias t (name, symbol
// or address; case-insensitive substring, LIKE wildcards taken literally)
// and its arguments.
func searchClause(t, q string) (string, []any) {
	q = strings.ToLower(q)
	like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(q) + "%"
	return fmt.Sprintf(`(lower(%[1]s.name) LIKE ? ESCAPE '\' OR lower(%[1]s.symbol) LIKE ? ESCAPE '\' OR %[1]s.address = ?)`, t),
		[]any{like, like, q}
}

func finishBoardRow(r *funbackend.Row) {
	r.Set("volume24h", exact(r.Int("volume24h_gwei"), r.Int("volume24h_rem"), gwei))
	r.Drop("volume24h_gwei")
	r.Drop("volume24h_rem")
}

// Coin returns one coin's board row (hidden coins included), or ErrNotFound.
func (db *DB) Coin(ctx context.Context, address string, since int64) (funbackend.Row, error) {
	rows, err := db.Read.QueryContext(ctx, boardSelect+" WHERE c.address = ?", since, address)
	if err != nil {
		return funbackend.Row{}, fmt.Errorf("sqlite: coin: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return funbackend.Row{}, fmt.Errorf("sqlite: coin: %w", err)
	}
	if len(out) == 0 {
		return funbackend.Row{}, funbackend.ErrNotFound
	}
	finishBoardRow(&out[0])
	return out[0], nil
}

// tradeCols are the trade row's columns (spec 2.2), in order.
const tradeCols = `t.tx_hash, t.log_index, t.token, t.trader, t.is_buy, t.eth_amount, t.token_amount, t.price_x18,
	t.protocol_fee, t.creator_fee, t.block_number, t.timestamp, t.eth_amount_gwei, t.creator_fee_gwei,
	t.token_amount_milli, t.fed`

// RecentTrades returns a coin's newest trades, newest first.
func (db *DB) RecentTrades(ctx context.Context, token string, limit int) ([]funbackend.Row, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT `+tradeCols+` FROM trades t WHERE t.token = ?
		ORDER BY t.block_number DESC, t.log_index DESC LIMIT ?`, token, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: recent trades: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: recent trades: %w", err)
	}
	return nonNil(out), nil
}

// Figures computes a coin's detail figures.
func (db *DB) Figures(ctx context.Context, token, creator string, since int64) (funbackend.CoinFigures, error) {
	var f funbackend.CoinFigures
	var vg, vr, cg, cr, dg, dr int64
	err := db.Read.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(eth_amount_gwei), 0), coalesce(sum(eth_amount_rem), 0),
		coalesce(sum(creator_fee_gwei), 0), coalesce(sum(creator_fee_rem), 0),
		coalesce(sum(CASE WHEN timestamp > ? THEN eth_amount_gwei END), 0), coalesce(sum(CASE WHEN timestamp > ? THEN eth_amount_rem END), 0)
		FROM trades WHERE token = ?`, since, since, token).Scan(&f.Trades, &vg, &vr, &cg, &cr, &dg, &dr)
	if err != nil {
		return f, fmt.Errorf("sqlite: figures: %w", err)
	}
	f.VolumeWei, f.CreatorFeesWei, f.Volume24hWei = exact(vg, vr, gwei), exact(cg, cr, gwei), exact(dg, dr, gwei)

	// PvE fills are few per coin: sum them exactly in Go.
	rows, err := db.Read.QueryContext(ctx, `SELECT pve_tokens, eth_amount, fed FROM trades
		WHERE token = ? AND is_buy = 1 AND pve_tokens != '0'`, token)
	if err != nil {
		return f, fmt.Errorf("sqlite: figures: %w", err)
	}
	var all, allEth, launch, launchEth, fed, fedEth big.Int
	for rows.Next() {
		var p, e string
		var isFed bool
		if err := rows.Scan(&p, &e, &isFed); err != nil {
			rows.Close()
			return f, fmt.Errorf("sqlite: figures: %w", err)
		}
		pt, et := parseBig(p), parseBig(e)
		all.Add(&all, pt)
		allEth.Add(&allEth, et)
		if isFed {
			fed.Add(&fed, pt)
			fedEth.Add(&fedEth, et)
		} else {
			launch.Add(&launch, pt)
			launchEth.Add(&launchEth, et)
		}
	}
	rows.Close()
	f.PveTokens, f.PveEth = all.String(), allEth.String()
	f.PveLaunchTokens, f.PveLaunchEth = launch.String(), launchEth.String()
	f.PveFedTokens, f.PveFedEth = fed.String(), fedEth.String()

	f.DevHolds = "0"
	var dev string
	err = db.Read.QueryRowContext(ctx, `SELECT net_wei FROM holders WHERE token = ? AND trader = ? AND positive = 1`, token, creator).Scan(&dev)
	if err == nil {
		f.DevHolds = dev
	} else if !errors.Is(err, sql.ErrNoRows) {
		return f, fmt.Errorf("sqlite: figures: %w", err)
	}
	var first string
	err = db.Read.QueryRowContext(ctx, `SELECT trader FROM trades WHERE token = ? AND is_buy = 1
		ORDER BY block_number, log_index LIMIT 1`, token).Scan(&first)
	if err == nil {
		f.FirstBuyer = &first
	} else if !errors.Is(err, sql.ErrNoRows) {
		return f, fmt.Errorf("sqlite: figures: %w", err)
	}

	sums, err := db.eventAmounts(ctx, token)
	if err != nil {
		return f, err
	}
	if s, ok := sums["PveRecordFailed"]; ok {
		v, at := s.total.String(), s.lastAt
		f.PveRecordFailedTokens, f.PveRecordFailedAt = &v, &at
	}
	if s, ok := sums["CreatorFeeRerouted"]; ok {
		v := s.total.String()
		f.CreatorFeeRerouted = &v
	}
	return f, nil
}

type eventSum struct {
	total  big.Int
	lastAt int64
}

// eventAmounts sums the amount argument of a coin's PveRecordFailed and
// CreatorFeeRerouted events.
func (db *DB) eventAmounts(ctx context.Context, token string) (map[string]*eventSum, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT name, args, timestamp FROM coin_events
		WHERE token = ? AND name IN ('PveRecordFailed', 'CreatorFeeRerouted')`, token)
	if err != nil {
		return nil, fmt.Errorf("sqlite: event amounts: %w", err)
	}
	defer rows.Close()
	out := map[string]*eventSum{}
	for rows.Next() {
		var name, args string
		var ts int64
		if err := rows.Scan(&name, &args, &ts); err != nil {
			return nil, fmt.Errorf("sqlite: event amounts: %w", err)
		}
		var a struct{ Amount *big.Int }
		if err := json.Unmarshal([]byte(args), &a); err != nil || a.Amount == nil {
			return nil, fmt.Errorf("sqlite: event amounts: %s args %q: %v", name, args, err)
		}
		s := out[name]
		if s == nil {
			s = &eventSum{}
			out[name] = s
		}
		s.total.Add(&s.total, a.Amount)
		s.lastAt = max(s.lastAt, ts)
	}
	return out, rows.Err()
}

// Holders returns a coin's top positive positions, the number of positive
// positions and, for a PvE coin, the tokens escrowed to the vault (nil for
// a coin without PvE).
//
// The index orders by net_approx, a float64 of the exact net_wei, which can
// tie or misorder positions within one part in 1e15 of each other; so it
// reads every position down to just under the limit-th approximation and
// orders those exactly.
func (db *DB) Holders(ctx context.Context, token string, limit int) ([]funbackend.Holder, int64, *string, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT trader, net_wei FROM holders WHERE token = ?1 AND positive = 1
		AND net_approx >= coalesce((SELECT net_approx FROM holders WHERE token = ?1 AND positive = 1
			ORDER BY net_approx DESC LIMIT 1 OFFSET ?2 - 1), 0) * (1 - 1e-9)`, token, limit)
	if err != nil {
		return nil, 0, nil, fmt.Errorf("sqlite: holders: %w", err)
	}
	type position struct {
		funbackend.Holder
		net *big.Int
	}
	var all []position
	for rows.Next() {
		var p position
		if err := rows.Scan(&p.Trader, &p.NetWei); err != nil {
			rows.Close()
			return nil, 0, nil, fmt.Errorf("sqlite: holders: %w", err)
		}
		var ok bool
		if p.net, ok = new(big.Int).SetString(p.NetWei, 10); !ok {
			rows.Close()
			return nil, 0, nil, fmt.Errorf("sqlite: holders: net_wei %q of %s", p.NetWei, p.Trader)
		}
		all = append(all, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, 0, nil, fmt.Errorf("sqlite: holders: %w", err)
	}
	slices.SortFunc(all, func(a, b position) int {
		if c := b.net.Cmp(a.net); c != 0 {
			return c
		}
		return strings.Compare(a.Trader, b.Trader)
	})
	out := []funbackend.Holder{}
	for _, p := range all[:min(limit, len(all))] {
		out = append(out, p.Holder)
	}
	var count int64
	var pve int
	if err := db.Read.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM holders WHERE token = ? AND positive = 1),
		coalesce((SELECT pve FROM coins WHERE address = ?), 0)`, token, token).Scan(&count, &pve); err != nil {
		return nil, 0, nil, fmt.Errorf("sqlite: holders: %w", err)
	}
	if pve == 0 {
		return out, count, nil, nil
	}
	trows, err := db.Read.QueryContext(ctx, `SELECT pve_tokens FROM trades WHERE token = ? AND pve_tokens != '0'`, token)
	if err != nil {
		return nil, 0, nil, fmt.Errorf("sqlite: holders: %w", err)
	}
	var sum big.Int
	for trows.Next() {
		var p string
		if err := trows.Scan(&p); err != nil {
			trows.Close()
			return nil, 0, nil, fmt.Errorf("sqlite: holders: %w", err)
		}
		sum.Add(&sum, parseBig(p))
	}
	trows.Close()
	s := sum.String()
	return out, count, &s, nil
}

func nonNil(rs []funbackend.Row) []funbackend.Row {
	if rs == nil {
		return []funbackend.Row{}
	}
	return rs
}

// CoinMetadata returns the coin's kept metadata JSON and its on-chain
// metadata hash, or funbackend.ErrNotFound when no verified blob was kept.
func (db *DB) CoinMetadata(ctx context.Context, token string) (raw []byte, hash common.Hash, err error) {
	var js, h string
	err = db.Read.QueryRowContext(ctx, `SELECT m.metadata_json, c.metadata_hash FROM coin_metadata m
		JOIN coins c ON c.address = m.token WHERE m.token = ?`, token).Scan(&js, &h)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, common.Hash{}, funbackend.ErrNotFound
	}
	if err != nil {
		return nil, common.Hash{}, fmt.Errorf("sqlite: coin metadata: %w", err)
	}
	return []byte(js), common.HexToHash(h), nil
}
