package postgres

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// Activity returns up to q.Limit feed rows matching q, newest first, after
// q.After when set.
func (db *DB) Activity(ctx context.Context, q mainapi.ActivityQuery) ([]mainapi.ActivityItem, error) {
	var (
		where []string
		args  []any
	)
	arg := func(v any) string {
		args = append(args, v)
		return "$" + strconv.Itoa(len(args))
	}
	if q.Kind != "" {
		where = append(where, "kind = "+arg(q.Kind))
		if q.Kind != "swap" {
			// Matches activity_kind's predicate (migration 00031), which
			// holds every kind but swap, in any plan of the statement.
			where = append(where, "kind <> 'swap'")
		}
	}
	if q.Status != "" {
		where = append(where, "status = "+arg(q.Status))
	}
	if q.Venue != "" {
		where = append(where, "venue = "+arg(q.Venue))
	}
	if q.User != nil {
		where = append(where, "user_address = "+arg(q.User.Bytes()))
	}
	if q.After != nil {
		where = append(where, "(block_number, log_index) < ("+arg(q.After.Block)+"::bigint, "+arg(q.After.LogIndex)+"::int)")
	}
	sql := `SELECT hex_addr(tx_hash), log_index, hex_addr(user_address), kind, status, venue, timestamp, block_number, data
FROM activity`
	if len(where) > 0 {
		sql += " WHERE " + strings.Join(where, " AND ")
	}
	sql += " ORDER BY block_number DESC, log_index DESC LIMIT " + arg(q.Limit)
	rows, err := db.Pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, fmt.Errorf("postgres: read activity: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.ActivityItem, error) {
		var it mainapi.ActivityItem
		err := r.Scan(&it.TxHash, &it.LogIndex, &it.User, &it.Kind, &it.Status, &it.Venue, &it.Timestamp, &it.BlockNumber, &it.Data)
		return it, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read activity: %w", err)
	}
	return out, nil
}
