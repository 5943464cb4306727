package postgres

import (
	"context"
	"time"

	"github.com/neoswap/neoswap/mainapi"
)

// PollHeads is ListenHeads for a hot standby, where LISTEN is refused and
// no NOTIFY is delivered: it reads the head every period and calls changed
// when the head the standby has applied moved (number or hash), when a
// read fails, and when reads succeed again after failing, so the HTTP
// layer's cached head is re-read at once in each case: a new block shows
// within one period, and a standby that stopped answering turns the
// routes that depend on it into 503 instead of serving the last head.
// onError is called once per streak of failed reads. It returns when ctx
// ends.
func (db *DB) PollHeads(ctx context.Context, period time.Duration, changed func(), onError func(error)) error {
	t := time.NewTicker(period)
	defer t.Stop()
	var (
		last    mainapi.Head
		lastOK  bool
		failing bool
		started bool
	)
	for {
		rctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		h, ok, err := db.ChainHead(rctx)
		cancel()
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case err != nil:
			if !failing && onError != nil {
				onError(err)
			}
			failing = true
			changed()
		case failing || !started || ok != lastOK || h.Number != last.Number || h.Hash != last.Hash:
			if started {
				changed()
			}
			failing, started, last, lastOK = false, true, h, ok
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}
