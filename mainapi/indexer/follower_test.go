package indexer_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/indexer"
)

// waitForHead waits until the stored head is the chain's head.
func (h *harness) waitForHead(t *testing.T, errc <-chan error) {
	t.Helper()
	want := h.env.Head(t).Hash()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		select {
		case err := <-errc:
			t.Fatalf("follower stopped: %v", err)
		default:
		}
		head, ok, err := h.ix.Head(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if ok && head.Hash == want {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the follower did not reach the chain head")
}

func TestFollower(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 3, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f := &indexer.Follower{Source: h.src, Indexer: h.ix, Start: 0, PollInterval: 10 * time.Millisecond}
	errc := make(chan error, 1)
	go func() { errc <- f.Run(ctx) }()
	h.waitForHead(t, errc)

	h.simulate(t, 2, 2)
	h.waitForHead(t, errc)
	h.fork(t, 2)
	h.simulate(t, 3, 3)
	h.waitForHead(t, errc)

	cancel()
	if err := <-errc; err != nil {
		t.Errorf("Run after cancel = %v, want nil", err)
	}
	h.check(t)
}

// TestFollowerHaltsOnDeepReorg: the follower returns ErrReorgTooDeep.
func TestFollowerHaltsOnDeepReorg(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 5, 1)
	h.catchUp(t, 0)
	h.fork(t, 4)
	h.simulate(t, 5, 2)
	f := &indexer.Follower{Source: h.src, Indexer: h.ix, PollInterval: 10 * time.Millisecond}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := f.Run(ctx); !errors.Is(err, indexer.ErrReorgTooDeep) {
		t.Errorf("Run = %v, want ErrReorgTooDeep", err)
	}
}
