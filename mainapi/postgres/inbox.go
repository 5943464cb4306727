package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rlp"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// inboxChannel is the NOTIFY channel of new inbox rows.
const inboxChannel = "ingest_inbox"

// inboxEncoding is how RecordDelivery stores a block: the RLP encoding of
// mainapi.Block (migration 00026). Rows live until the writer applies them,
// across a deploy, so a change to mainapi.Block's fields needs a new
// encoding name, with Pending still reading this one.
const inboxEncoding = "rlp1"

// RecordDelivery durably records verified block b in the inbox and
// notifies the writer. A block whose hash is already recorded is kept as
// it is (recorded is then false).
func (db *DB) RecordDelivery(ctx context.Context, b mainapi.Block) (recorded bool, err error) {
	body, err := rlp.EncodeToBytes(&b)
	if err != nil {
		return false, fmt.Errorf("postgres: record delivery of block %d: %w", b.Number, err)
	}
	err = pgx.BeginFunc(ctx, db.Pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO ingest_inbox (hash, number, parent_hash, encoding, body) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (hash) DO NOTHING`, b.Hash.Bytes(), int64(b.Number), b.ParentHash.Bytes(), inboxEncoding, body)
		if err != nil {
			return err
		}
		recorded = tag.RowsAffected() == 1
		if recorded {
			_, err = tx.Exec(ctx, "SELECT pg_notify($1, $2)", inboxChannel, fmt.Sprint(b.Number))
		}
		return err
	})
	if err != nil {
		return false, fmt.Errorf("postgres: record delivery of block %d: %w", b.Number, err)
	}
	return recorded, nil
}

// Inbox is the writer's side of the webhook inbox (indexer.Inbox): it
// reads recorded deliveries and waits for new ones with LISTEN on its own
// connection. Close releases that connection.
type Inbox struct {
	// DecodeLegacy decodes a row an earlier release recorded as the
	// provider's JSON body (encoding 'delivery', before migration 00026):
	// webhookbody.ParseDelivery, which the store does not import (it knows
	// SQL, not webhook payloads). nil: such a row is an error.
	DecodeLegacy func(body []byte) (mainapi.Block, error)

	db     *DB
	mu     sync.Mutex
	listen *pgx.Conn
}

// OpenInbox opens the inbox, listening for new deliveries.
func (db *DB) OpenInbox(ctx context.Context) (*Inbox, error) {
	c, err := db.Pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("postgres: inbox connection: %w", err)
	}
	conn := c.Hijack()
	if _, err := conn.Exec(ctx, "LISTEN "+inboxChannel); err != nil {
		conn.Close(ctx)
		return nil, fmt.Errorf("postgres: listen %s: %w", inboxChannel, err)
	}
	return &Inbox{db: db, listen: conn}, nil
}

// Close closes the listening connection.
func (in *Inbox) Close() error {
	in.mu.Lock()
	defer in.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return in.listen.Close(ctx)
}

// Pending returns up to limit recorded blocks, lowest number first (hash
// order within a number). A recorded block that no longer decodes is an
// error.
func (in *Inbox) Pending(ctx context.Context, limit int) ([]mainapi.Block, error) {
	rows, err := in.db.Pool.Query(ctx, "SELECT encoding, body FROM ingest_inbox ORDER BY number, hash LIMIT $1", limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: inbox: %w", err)
	}
	var out []mainapi.Block
	var (
		encoding string
		body     []byte
	)
	_, err = pgx.ForEachRow(rows, []any{&encoding, &body}, func() error {
		var b mainapi.Block
		var err error
		switch encoding {
		case inboxEncoding:
			err = rlp.DecodeBytes(body, &b)
		case "delivery": // recorded before migration 00026
			if in.DecodeLegacy == nil {
				return errors.New("a row of encoding 'delivery' and no DecodeLegacy")
			}
			b, err = in.DecodeLegacy(body)
		default:
			err = fmt.Errorf("unknown encoding %q", encoding)
		}
		if err != nil {
			return err
		}
		out = append(out, b)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: inbox: %w", err)
	}
	return out, nil
}

// Remove deletes the recorded blocks with hashes hs.
func (in *Inbox) Remove(ctx context.Context, hs []common.Hash) error {
	bs := make([][]byte, len(hs))
	for i, h := range hs {
		bs[i] = h.Bytes()
	}
	if _, err := in.db.Pool.Exec(ctx, "DELETE FROM ingest_inbox WHERE hash = ANY($1::bytea[])", bs); err != nil {
		return fmt.Errorf("postgres: inbox remove: %w", err)
	}
	return nil
}

// Wait returns when a delivery was recorded since the last call (or one
// is queued), after d, or when ctx is done (returning its error).
func (in *Inbox) Wait(ctx context.Context, d time.Duration) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	wctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	_, err := in.listen.WaitForNotification(wctx)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if in.listen.IsClosed() {
		return fmt.Errorf("postgres: inbox listener closed: %w", err)
	}
	return nil // a notification, or the timeout d
}

// RecordStatus stores the indexer's state for the health route.
func (w *Writer) RecordStatus(ctx context.Context, halted bool, errText string, nodeHead uint64) error {
	state := "running"
	if halted {
		state = "halted"
	}
	return w.inTx(ctx, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO indexer_status (singleton, state, error, node_head, updated_at)
			VALUES (true, $1, $2, $3, now())
			ON CONFLICT (singleton) DO UPDATE SET state = EXCLUDED.state, error = EXCLUDED.error,
				node_head = EXCLUDED.node_head, updated_at = EXCLUDED.updated_at`, state, errText, int64(nodeHead))
		if err != nil {
			return fmt.Errorf("postgres: record indexer status: %w", err)
		}
		return nil
	})
}

// IndexerHealth reads the indexer's recorded status, the indexed head and
// the inbox backlog.
func (db *DB) IndexerHealth(ctx context.Context) (mainapi.IndexerHealth, error) {
	var h mainapi.IndexerHealth
	var state string
	var nodeHead int64
	err := db.Pool.QueryRow(ctx, "SELECT state, error, node_head, updated_at FROM indexer_status").
		Scan(&state, &h.Error, &nodeHead, &h.UpdatedAt)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
	case err != nil:
		return h, fmt.Errorf("postgres: indexer status: %w", err)
	default:
		h.Known, h.Halted, h.NodeHead = true, state == "halted", uint64(nodeHead)
	}
	if err := db.Pool.QueryRow(ctx, "SELECT count(*) FROM ingest_inbox").Scan(&h.InboxPending); err != nil {
		return h, fmt.Errorf("postgres: inbox backlog: %w", err)
	}
	h.Head, h.HasHead, err = db.ChainHead(ctx)
	return h, err
}

// InboxDepth is the number of deliveries recorded and not yet applied (the
// metrics listener's neoswap_ingest_inbox_depth).
func (db *DB) InboxDepth(ctx context.Context) (int64, error) {
	var n int64
	err := db.Pool.QueryRow(ctx, "SELECT count(*) FROM ingest_inbox").Scan(&n)
	return n, err
}
