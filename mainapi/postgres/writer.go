package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgconn/ctxwatch"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/indexer"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
	"github.com/neoswap/neoswap/mainapi/progress"
)

// writerLockKey is the advisory lock the single indexer writer holds
// ("neoindx" in ASCII). Advisory locks are scoped to the database.
const writerLockKey int64 = 0x6e656f696e6478

// writerSecondLockKey is the lock the writer's second connection holds
// (prepared.go): a new writer waits for it too, so that a batch prepared
// by a writer whose first connection died cannot commit under the next.
const writerSecondLockKey = writerLockKey + 1

// DefaultMinLiquidityUSD is WriterConfig.MinLiquidityUSD's default.
const DefaultMinLiquidityUSD = "1000"

// WriterConfig configures a Writer.
type WriterConfig struct {
	// MinLiquidityUSD is the least liquidity (twice the quote side, in USD)
	// a pool needs to set a price, as a decimal string; "" means
	// DefaultMinLiquidityUSD.
	MinLiquidityUSD string
	// RebuildProgress, when set, receives each step of a rebuild (of
	// Rebuild, Check, EnsureDerivedVersion, a curated list change) as it
	// starts and as it ends.
	RebuildProgress func(progress.Step)
}

// Writer is the single writer of the indexer's tables: it holds the
// indexer's advisory lock on a dedicated connection, and every write runs
// on its connections, so a second writer cannot interleave and one whose
// connection died cannot write. It implements indexer.Store; its methods
// are safe for concurrent use (their transactions take turns).
//
// The writer opens a second connection (with a lock of its own) for the
// first backfill batch it prepares (PrepareBatch, prepared.go): the next
// batch's raw rows are copied there while the current batch derives. The
// two connections then serve either role.
//
// A cancelled context stops the statement in flight with a cancel request
// and leaves the connection, and so the lock, to the writer: pgx's default
// closes a connection whose context is cancelled mid-statement, which would
// end the writer (and let another take over) whenever a caller gave up on
// one write.
type Writer struct {
	db     *DB
	minLiq string
	// rebuildStep is WriterConfig.RebuildProgress.
	rebuildStep func(progress.Step)
	// mu makes the transactions take turns; a prepared batch's copy runs
	// beside them, on the other connection.
	mu sync.Mutex
	// free holds the connections no transaction uses (at most two).
	free chan *pgx.Conn
	// Under connMu: every connection opened (for Close), whether Close
	// ran, and the prepared batch not yet being finished (at most one, so
	// that a transaction always finds a connection free).
	connMu  sync.Mutex
	conns   []*pgx.Conn
	closed  bool
	waiting *preparedBatch
}

// writerCancelGrace is how long a cancelled statement may take to stop
// after its cancel request before the writer's connection is closed, and
// how long BEGIN, COMMIT or ROLLBACK may take (a variable for the tests).
var writerCancelGrace = 10 * time.Second

// connectWriter opens a writer's connection (outside the pool, with the
// pool's settings) that answers a cancelled context with a cancel request
// instead of closing, and encodes numerics with numericCodec.
func (db *DB) connectWriter(ctx context.Context) (*pgx.Conn, error) {
	cfg := db.Pool.Config().ConnConfig.Copy()
	cfg.BuildContextWatcherHandler = func(c *pgconn.PgConn) ctxwatch.Handler {
		return &pgconn.CancelRequestContextWatcherHandler{Conn: c, DeadlineDelay: writerCancelGrace}
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: writer connection: %w", err)
	}
	pgcopy.RegisterNumericCodec(conn.TypeMap())
	return conn, nil
}

// OpenWriter opens the writer's connection and waits until it holds the
// writer lock (another instance holding it makes this block until that
// instance stops or ctx is done). Close releases both.
func (db *DB) OpenWriter(ctx context.Context, cfg WriterConfig) (*Writer, error) {
	conn, err := db.connectWriter(ctx)
	if err != nil {
		return nil, err
	}
	// The second lock is taken and let go: a previous writer's second
	// connection, if it outlived its first, is gone once it is free.
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1), pg_advisory_lock($2), pg_advisory_unlock($2)",
		writerLockKey, writerSecondLockKey); err != nil {
		conn.Close(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("postgres: writer lock: %w", err)
	}
	return db.newWriter(conn, cfg), nil
}

// TryOpenWriter is OpenWriter without waiting: ok is false when another
// writer holds the lock.
func (db *DB) TryOpenWriter(ctx context.Context, cfg WriterConfig) (w *Writer, ok bool, err error) {
	conn, err := db.connectWriter(ctx)
	if err != nil {
		return nil, false, err
	}
	err = conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1) AND pg_try_advisory_lock($2) AND pg_advisory_unlock($2)`,
		writerLockKey, writerSecondLockKey).Scan(&ok)
	if err != nil || !ok {
		conn.Close(context.WithoutCancel(ctx))
		if err != nil {
			return nil, false, fmt.Errorf("postgres: writer lock: %w", err)
		}
		return nil, false, nil
	}
	return db.newWriter(conn, cfg), true, nil
}

func (db *DB) newWriter(conn *pgx.Conn, cfg WriterConfig) *Writer {
	if cfg.MinLiquidityUSD == "" {
		cfg.MinLiquidityUSD = DefaultMinLiquidityUSD
	}
	w := &Writer{db: db, minLiq: cfg.MinLiquidityUSD, rebuildStep: cfg.RebuildProgress, free: make(chan *pgx.Conn, 2), conns: []*pgx.Conn{conn}}
	w.free <- conn
	return w
}

// Close releases the locks by closing the writer's connections (a prepared
// batch not finished is rolled back with its connection).
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.connMu.Lock()
	defer w.connMu.Unlock()
	w.closed = true
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var errs []error
	for _, c := range w.conns {
		errs = append(errs, c.Close(ctx))
	}
	return errors.Join(errs...)
}

// openSecond opens the writer's second connection (for PrepareBatch),
// holding the second lock; nil when it has two already or the lock is
// held by another writer's connection (which outlived that writer's
// first).
func (w *Writer) openSecond(ctx context.Context) (*pgx.Conn, error) {
	w.connMu.Lock()
	defer w.connMu.Unlock()
	if w.closed {
		return nil, errors.New("postgres: writer closed")
	}
	if len(w.conns) == 2 {
		return nil, nil
	}
	conn, err := w.db.connectWriter(ctx)
	if err != nil {
		return nil, err
	}
	var ok bool
	if err := conn.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", writerSecondLockKey).Scan(&ok); err != nil || !ok {
		conn.Close(context.WithoutCancel(ctx))
		if err != nil {
			return nil, fmt.Errorf("postgres: writer lock: %w", err)
		}
		return nil, nil
	}
	w.conns = append(w.conns, conn)
	return conn, nil
}

// InTx runs fn in one transaction of the writer.
func (w *Writer) InTx(ctx context.Context, fn func(indexer.Tx) error) error {
	return w.inTx(ctx, func(tx pgx.Tx) error { return fn(&writeTx{tx: tx, minLiq: w.minLiq}) })
}

func (w *Writer) inTx(ctx context.Context, fn func(pgx.Tx) error) (err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	// A connection is free at once: the other one, when open, is at most
	// a prepared batch's (PrepareBatch takes one only once both are open).
	var conn *pgx.Conn
	select {
	case conn = <-w.free:
	case <-ctx.Done():
		return fmt.Errorf("postgres: begin: %w", ctx.Err())
	}
	defer func() { w.free <- conn }()
	tx, err := begin(ctx, conn)
	if err != nil {
		return err
	}
	return finish(ctx, tx, fn)
}

// settle runs f (BEGIN, COMMIT or ROLLBACK) on a context that is not
// cancelled, bounded by the grace: pgx closes the connection when they
// fail for a reason other than a Postgres error, a context already done
// included.
func settle(ctx context.Context, f func(context.Context) error) error {
	c, cancel := context.WithTimeout(context.WithoutCancel(ctx), writerCancelGrace)
	defer cancel()
	return f(c)
}

// begin starts a write transaction on conn.
func begin(ctx context.Context, conn *pgx.Conn) (tx pgx.Tx, err error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("postgres: begin: %w", err)
	}
	if err := settle(ctx, func(c context.Context) (err error) { tx, err = conn.Begin(c); return err }); err != nil {
		return nil, fmt.Errorf("postgres: begin: %w", err)
	}
	return tx, nil // JIT is off for the connection's session (jitOff)
}

// finish runs fn in tx and commits it, or rolls it back when fn fails.
func finish(ctx context.Context, tx pgx.Tx, fn func(pgx.Tx) error) error {
	if err := fn(tx); err != nil {
		return rollback(ctx, tx, err)
	}
	// Every statement ran: the transaction commits even if ctx was
	// cancelled meanwhile (it is whole either way).
	if err := settle(ctx, tx.Commit); err != nil {
		return fmt.Errorf("postgres: commit: %w", err)
	}
	return nil
}

// rollback rolls tx back after err and returns err with the rollback's.
func rollback(ctx context.Context, tx pgx.Tx, err error) error {
	if rbErr := settle(ctx, tx.Rollback); rbErr != nil && !errors.Is(rbErr, pgx.ErrTxClosed) {
		err = errors.Join(err, fmt.Errorf("postgres: rollback: %w", rbErr))
	}
	// A statement stopped by its cancel request fails with Postgres's
	// query_canceled; callers look for the context's own error.
	if ctx.Err() != nil && !errors.Is(err, ctx.Err()) {
		err = fmt.Errorf("%w: %w", ctx.Err(), err)
	}
	return err
}

// SetContracts replaces the configured contracts (roles drive which tokens
// are verified, which pools price ETH and which addresses are not wallets).
// The treasury (mainapi.RoleTreasury) is an account the decoder needs, not
// a contract: it is not stored, so it stays a wallet. Derived rows
// computed under other contracts need a Rebuild.
func (w *Writer) SetContracts(ctx context.Context, cs []mainapi.Contract) error {
	return w.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM contracts"); err != nil {
			return fmt.Errorf("postgres: set contracts: %w", err)
		}
		addrs, roles := make([][]byte, 0, len(cs)), make([]string, 0, len(cs))
		for _, c := range cs {
			if c.Address == (common0) || c.Role == mainapi.RoleTreasury {
				continue
			}
			addrs, roles = append(addrs, c.Address.Bytes()), append(roles, c.Role)
		}
		_, err := tx.Exec(ctx, `INSERT INTO contracts (address, role)
			SELECT DISTINCT ON (a) a, r FROM unnest($1::bytea[], $2::text[]) AS c(a, r) ORDER BY a, r`, addrs, roles)
		if err != nil {
			return fmt.Errorf("postgres: set contracts: %w", err)
		}
		return nil
	})
}

// writeTx implements indexer.Tx on one transaction.
type writeTx struct {
	tx     pgx.Tx
	minLiq string
	// prepared is the batch whose transaction this is, its blocks and raw
	// rows stored (prepared.go); nil in the writer's other transactions.
	prepared *batchEvents
}
