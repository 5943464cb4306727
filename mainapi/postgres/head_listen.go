package postgres

import (
	"context"
	"fmt"
	"time"
)

// headChannel is the channel a commit that moves chain_head notifies
// (migration 00021's trigger).
const headChannel = "chain_head"

// ListenHeads calls changed whenever a commit moved chain_head, until ctx
// ends. It holds one pooled connection LISTENing; when that connection
// fails it reconnects with a backoff (1 s doubling to 30 s) and calls
// changed once after each (re)connect, since commits in the gap were not
// seen. It returns ctx's error.
func (db *DB) ListenHeads(ctx context.Context, changed func(), onError func(error)) error {
	backoff := time.Second
	for {
		err := db.listenHeadsOnce(ctx, changed)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if onError != nil {
			onError(err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, 30*time.Second)
	}
}

func (db *DB) listenHeadsOnce(ctx context.Context, changed func()) error {
	pooled, err := db.Pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("postgres: listen %s: %w", headChannel, err)
	}
	// The connection leaves the pool for good: a LISTENing session must not
	// serve other queries.
	conn := pooled.Hijack()
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+headChannel); err != nil {
		return fmt.Errorf("postgres: listen %s: %w", headChannel, err)
	}
	changed()
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return fmt.Errorf("postgres: listen %s: %w", headChannel, err)
		}
		changed()
	}
}
