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
)

// writerLockKey is the advisory lock the single indexer writer holds
// ("neoindx" in ASCII). Advisory locks are scoped to the database.
const writerLockKey int64 = 0x6e656f696e6478

// DefaultMinLiquidityUSD is WriterConfig.MinLiquidityUSD's default.
const DefaultMinLiquidityUSD = "1000"

// WriterConfig configures a Writer.
type WriterConfig struct {
	// MinLiquidityUSD is the least liquidity (twice the quote side, in USD)
	// a pool needs to set a price, as a decimal string; "" means
	// DefaultMinLiquidityUSD.
	MinLiquidityUSD string
}

// Writer is the single writer of the indexer's tables: it holds the
// indexer's advisory lock on a dedicated connection, and every write runs
// on that connection, so a second writer cannot interleave and one whose
// connection died cannot write. It implements indexer.Store; its methods
// are safe for concurrent use (they take turns on the connection).
//
// A cancelled context stops the statement in flight with a cancel request
// and leaves the connection, and so the lock, to the writer: pgx's default
// closes a connection whose context is cancelled mid-statement, which would
// end the writer (and let another take over) whenever a caller gave up on
// one write.
type Writer struct {
	mu     sync.Mutex
	conn   *pgx.Conn
	minLiq string
}

// writerCancelGrace is how long a cancelled statement may take to stop
// after its cancel request before the writer's connection is closed, and
// how long BEGIN, COMMIT or ROLLBACK may take (a variable for the tests).
var writerCancelGrace = 10 * time.Second

// connectWriter opens the writer's own connection (outside the pool, with
// the pool's settings) that answers a cancelled context with a cancel
// request instead of closing, and encodes numerics with numericCodec.
func (db *DB) connectWriter(ctx context.Context) (*pgx.Conn, error) {
	cfg := db.Pool.Config().ConnConfig.Copy()
	cfg.BuildContextWatcherHandler = func(c *pgconn.PgConn) ctxwatch.Handler {
		return &pgconn.CancelRequestContextWatcherHandler{Conn: c, DeadlineDelay: writerCancelGrace}
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: writer connection: %w", err)
	}
	registerNumericCodec(conn.TypeMap())
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
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", writerLockKey); err != nil {
		conn.Close(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("postgres: writer lock: %w", err)
	}
	if cfg.MinLiquidityUSD == "" {
		cfg.MinLiquidityUSD = DefaultMinLiquidityUSD
	}
	return &Writer{conn: conn, minLiq: cfg.MinLiquidityUSD}, nil
}

// TryOpenWriter is OpenWriter without waiting: ok is false when another
// writer holds the lock.
func (db *DB) TryOpenWriter(ctx context.Context, cfg WriterConfig) (w *Writer, ok bool, err error) {
	conn, err := db.connectWriter(ctx)
	if err != nil {
		return nil, false, err
	}
	if err := conn.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", writerLockKey).Scan(&ok); err != nil || !ok {
		conn.Close(context.WithoutCancel(ctx))
		if err != nil {
			return nil, false, fmt.Errorf("postgres: writer lock: %w", err)
		}
		return nil, false, nil
	}
	if cfg.MinLiquidityUSD == "" {
		cfg.MinLiquidityUSD = DefaultMinLiquidityUSD
	}
	return &Writer{conn: conn, minLiq: cfg.MinLiquidityUSD}, true, nil
}

// Close releases the lock by closing the writer's connection.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return w.conn.Close(ctx)
}

// InTx runs fn in one transaction on the writer's connection.
func (w *Writer) InTx(ctx context.Context, fn func(indexer.Tx) error) error {
	return w.inTx(ctx, func(tx pgx.Tx) error { return fn(&writeTx{tx: tx, minLiq: w.minLiq}) })
}

func (w *Writer) inTx(ctx context.Context, fn func(pgx.Tx) error) (err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	// pgx closes the connection when BEGIN or COMMIT fail for a reason
	// other than a Postgres error, a context already done included: they
	// run on a context that is not cancelled, each bounded by the grace.
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("postgres: begin: %w", err)
	}
	settle := func(f func(context.Context) error) error {
		c, cancel := context.WithTimeout(context.WithoutCancel(ctx), writerCancelGrace)
		defer cancel()
		return f(c)
	}
	var tx pgx.Tx
	if err := settle(func(c context.Context) (err error) { tx, err = w.conn.Begin(c); return err }); err != nil {
		return fmt.Errorf("postgres: begin: %w", err)
	}
	defer func() {
		if err == nil {
			return
		}
		if rbErr := settle(tx.Rollback); rbErr != nil && !errors.Is(rbErr, pgx.ErrTxClosed) {
			err = errors.Join(err, fmt.Errorf("postgres: rollback: %w", rbErr))
		}
		// A statement stopped by its cancel request fails with Postgres's
		// query_canceled; callers look for the context's own error.
		if ctx.Err() != nil && !errors.Is(err, ctx.Err()) {
			err = fmt.Errorf("%w: %w", ctx.Err(), err)
		}
	}()
	// The derive statements touch few rows, but on freshly written or
	// truncated tables the planner's estimates exceed jit_above_cost and
	// compiling costs about half a second per statement, far more than
	// running it: JIT is off for every write transaction.
	if _, err := tx.Exec(ctx, "SET LOCAL jit = off"); err != nil {
		return fmt.Errorf("postgres: jit off: %w", err)
	}
	if err := fn(tx); err != nil {
		return err
	}
	// Every statement ran: the transaction commits even if ctx was
	// cancelled meanwhile (it is whole either way).
	if err := settle(tx.Commit); err != nil {
		return fmt.Errorf("postgres: commit: %w", err)
	}
	return nil
}

// SetContracts replaces the configured contracts (roles drive which tokens
// are verified, which pools price ETH and which addresses are not wallets).
// Derived rows computed under other contracts need a Rebuild.
func (w *Writer) SetContracts(ctx context.Context, cs []mainapi.Contract) error {
	return w.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM contracts"); err != nil {
			return fmt.Errorf("postgres: set contracts: %w", err)
		}
		addrs, roles := make([][]byte, 0, len(cs)), make([]string, 0, len(cs))
		for _, c := range cs {
			if c.Address == (common0) {
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
}
