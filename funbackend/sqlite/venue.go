package sqlite

import (
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/neoswap/neoswap/funbackend"
)

// VenueStats computes the venue figures; since starts the 24h window.
func (db *DB) VenueStats(ctx context.Context, since int64) (funbackend.Stats, error) {
	var s funbackend.Stats
	err := db.Read.QueryRowContext(ctx, `SELECT count(*),
		coalesce(sum(status = 1), 0), coalesce(sum(status = 2), 0), coalesce(sum(status = 3), 0), coalesce(sum(hidden), 0),
		coalesce(sum(created_at > ?), 0), coalesce(sum(pve), 0), coalesce(sum(pve_credited_block IS NOT NULL), 0)
		FROM coins`, since).Scan(&s.Coins, &s.Trading, &s.Frozen, &s.Graduated, &s.Hidden, &s.Launches24h, &s.PveCoins, &s.PveCredited)
	if err != nil {
		return s, fmt.Errorf("sqlite: stats: %w", err)
	}
	var v [12]int64
	err = db.Read.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(timestamp > ?), 0),
		coalesce(sum(eth_amount_gwei), 0), coalesce(sum(eth_amount_rem), 0),
		coalesce(sum(CASE WHEN timestamp > ? THEN eth_amount_gwei END), 0), coalesce(sum(CASE WHEN timestamp > ? THEN eth_amount_rem END), 0),
		coalesce(sum(creator_fee_gwei), 0), coalesce(sum(creator_fee_rem), 0),
		coalesce(sum(CASE WHEN timestamp > ? THEN creator_fee_gwei END), 0), coalesce(sum(CASE WHEN timestamp > ? THEN creator_fee_rem END), 0),
		coalesce(sum(protocol_fee_gwei), 0), coalesce(sum(protocol_fee_rem), 0)
		FROM trades`, since, since, since, since, since).Scan(&s.Trades, &s.Trades24h, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9])
	if err != nil {
		return s, fmt.Errorf("sqlite: stats: %w", err)
	}
	s.VolumeWei, s.Volume24hWei = exact(v[0], v[1], gwei), exact(v[2], v[3], gwei)
	s.CreatorFeesWei, s.CreatorFees24hWei = exact(v[4], v[5], gwei), exact(v[6], v[7], gwei)
	s.ProtocolFeesWei = exact(v[8], v[9], gwei)
	var p [2]int64
	if err := db.Read.QueryRowContext(ctx, `SELECT coalesce(sum(protocol_fee_gwei), 0), coalesce(sum(protocol_fee_rem), 0)
		FROM trades WHERE timestamp > ?`, since).Scan(&p[0], &p[1]); err != nil {
		return s, fmt.Errorf("sqlite: stats: %w", err)
	}
	s.ProtocolFees24hWei = exact(p[0], p[1], gwei)

	rows, err := db.Read.QueryContext(ctx, `SELECT pve_tokens, eth_amount FROM trades WHERE pve_tokens != '0'`)
	if err != nil {
		return s, fmt.Errorf("sqlite: stats: %w", err)
	}
	defer rows.Close()
	var tok, eth big.Int
	for rows.Next() {
		var a, b string
		if err := rows.Scan(&a, &b); err != nil {
			return s, fmt.Errorf("sqlite: stats: %w", err)
		}
		tok.Add(&tok, parseBig(a))
		eth.Add(&eth, parseBig(b))
	}
	s.PveTokensWei, s.PveEthWei = tok.String(), eth.String()
	return s, rows.Err()
}

// TopCreators returns the n creators whose coins earned the most creator
// fees (folded per creator; coins without trades count for their creator).
func (db *DB) TopCreators(ctx context.Context, n int) ([]funbackend.Creator, error) {
	// Order roughly in SQL (gwei sums), then exactly in Go over a margin.
	rows, err := db.Read.QueryContext(ctx, `SELECT c.creator, count(DISTINCT c.address), count(DISTINCT CASE WHEN c.status = 3 THEN c.address END),
		count(t.log_index), coalesce(sum(t.creator_fee_gwei), 0), coalesce(sum(t.creator_fee_rem), 0),
		coalesce(sum(t.eth_amount_gwei), 0), coalesce(sum(t.eth_amount_rem), 0)
		FROM coins c LEFT JOIN trades t ON t.token = c.address
		WHERE c.hidden = 0
		GROUP BY c.creator ORDER BY sum(t.creator_fee_gwei) DESC NULLS LAST, c.creator LIMIT ?`, n*4)
	if err != nil {
		return nil, fmt.Errorf("sqlite: top creators: %w", err)
	}
	defer rows.Close()
	type ranked struct {
		funbackend.Creator
		fees *big.Int
	}
	var all []ranked
	for rows.Next() {
		var c funbackend.Creator
		var fg, fr, vg, vr int64
		if err := rows.Scan(&c.Creator, &c.Coins, &c.Graduated, &c.Trades, &fg, &fr, &vg, &vr); err != nil {
			return nil, fmt.Errorf("sqlite: top creators: %w", err)
		}
		c.FeesWei, c.VolumeWei = exact(fg, fr, gwei), exact(vg, vr, gwei)
		all = append(all, ranked{c, parseBig(c.FeesWei)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: top creators: %w", err)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].fees.Cmp(all[j].fees) > 0 })
	out := make([]funbackend.Creator, 0, min(n, len(all)))
	for _, r := range all[:min(n, len(all))] {
		out = append(out, r.Creator)
	}
	return out, nil
}

// Graduated returns graduated coins, newest graduation first, hidden coins
// left out, below after when set.
func (db *DB) Graduated(ctx context.Context, limit int, after *funbackend.GraduatedKey) ([]funbackend.Row, error) {
	q := `SELECT address, name, symbol, creator, pair_weth, pair_neo, graduated_at, graduated_block FROM coins
		WHERE graduated_block IS NOT NULL AND hidden = 0`
	args := []any{}
	if after != nil {
		q += ` AND (graduated_block < ? OR (graduated_block = ? AND address < ?))`
		args = append(args, after.Block, after.Block, after.Address)
	}
	args = append(args, limit)
	rows, err := db.Read.QueryContext(ctx, q+` ORDER BY graduated_block DESC, address DESC LIMIT ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: graduated: %w", err)
	}
	out, err := scanRows(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite: graduated: %w", err)
	}
	return nonNil(out), nil
}

// RecentActivity returns the newest trades (with their coin's name and
// symbol) and creations since the given time; hidden coins left out.
func (db *DB) RecentActivity(ctx context.Context, since int64, trades, creations int) ([]funbackend.Row, []funbackend.Row, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT `+tradeCols+`, c.name, c.symbol FROM trades t JOIN coins c ON c.address = t.token
		WHERE t.timestamp > ? AND c.hidden = 0 ORDER BY t.block_number DESC, t.log_index DESC LIMIT ?`, since, trades)
	if err != nil {
		return nil, nil, fmt.Errorf("sqlite: recent: %w", err)
	}
	ts, err := scanRows(rows)
	if err != nil {
		return nil, nil, fmt.Errorf("sqlite: recent: %w", err)
	}
	rows, err = db.Read.QueryContext(ctx, `SELECT address, creator, name, symbol, pve, created_block, created_at FROM coins
		WHERE created_at > ? AND hidden = 0 ORDER BY created_block DESC, created_log_index DESC LIMIT ?`, since, creations)
	if err != nil {
		return nil, nil, fmt.Errorf("sqlite: recent: %w", err)
	}
	cs, err := scanRows(rows)
	if err != nil {
		return nil, nil, fmt.Errorf("sqlite: recent: %w", err)
	}
	return nonNil(ts), nonNil(cs), nil
}

// FrozenCoins returns every Frozen coin, longest frozen first.
func (db *DB) FrozenCoins(ctx context.Context) ([]funbackend.FrozenCoin, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT address, coalesce(frozen_at, 0), hidden FROM coins WHERE status = 2 ORDER BY frozen_at, address`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: frozen coins: %w", err)
	}
	defer rows.Close()
	var out []funbackend.FrozenCoin
	for rows.Next() {
		var f funbackend.FrozenCoin
		if err := rows.Scan(&f.Address, &f.FrozenAt, &f.Hidden); err != nil {
			return nil, fmt.Errorf("sqlite: frozen coins: %w", err)
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// PveRecordFailures returns the coins with a PveRecordFailed event.
func (db *DB) PveRecordFailures(ctx context.Context) ([]string, error) {
	rows, err := db.Read.QueryContext(ctx, `SELECT DISTINCT token FROM coin_events WHERE name = 'PveRecordFailed' ORDER BY token`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: pve record failures: %w", err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, fmt.Errorf("sqlite: pve record failures: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// IndexerErrors returns the number of decode failures recorded at or after
// since and the newest ones (up to limit).
func (db *DB) IndexerErrors(ctx context.Context, since int64, limit int) (int64, []funbackend.IndexerError, error) {
	var n int64
	if err := db.Read.QueryRowContext(ctx, `SELECT count(*) FROM indexer_errors WHERE recorded_at >= ?`, since).Scan(&n); err != nil {
		return 0, nil, fmt.Errorf("sqlite: indexer errors: %w", err)
	}
	rows, err := db.Read.QueryContext(ctx, `SELECT tx_hash, log_index, event_name, block_number, recorded_at FROM indexer_errors
		WHERE recorded_at >= ? ORDER BY recorded_at DESC, block_number DESC, log_index DESC LIMIT ?`, since, limit)
	if err != nil {
		return 0, nil, fmt.Errorf("sqlite: indexer errors: %w", err)
	}
	defer rows.Close()
	out := []funbackend.IndexerError{}
	for rows.Next() {
		var e funbackend.IndexerError
		if err := rows.Scan(&e.TxHash, &e.LogIndex, &e.EventName, &e.BlockNumber, &e.RecordedAt); err != nil {
			return 0, nil, fmt.Errorf("sqlite: indexer errors: %w", err)
		}
		out = append(out, e)
	}
	return n, out, rows.Err()
}
