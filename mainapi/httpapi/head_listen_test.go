package httpapi_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestHeadVisibleOnCommit: with the head listener on (Deps.Background),
// a block the indexer commits is visible in GET /chain/head at once even
// though the head read is cached for an hour; without it the cached read
// is served for the whole HEAD_REFRESH (the control that shows the
// listener is what makes the difference).
func TestHeadVisibleOnCommit(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	env := chaintest.New(t)
	db := pgtest.New(t)
	_, ix, src := indexerOf(t, env, db)
	next := uint64(0)
	indexToHead := func() uint64 {
		t.Helper()
		head := env.Head(t).Number.Uint64()
		for ; next <= head; next++ {
			b, err := src.BlockByNumber(ctx, next)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ix.HandleBlock(ctx, b); err != nil {
				t.Fatal(err)
			}
		}
		return head
	}
	indexToHead()

	cfg := testConfig()
	cfg.HeadRefresh, cfg.MaxHeadLag = time.Hour, 0
	router := func(background context.Context) http.Handler {
		return httpapi.NewRouter(httpapi.Deps{DB: db, Config: cfg, Logger: slog.New(slog.DiscardHandler), Background: background})
	}
	listening, cached := router(ctx), router(nil)
	headOf := func(h http.Handler) uint64 {
		t.Helper()
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/chain/head", nil))
		if rec.Code != http.StatusOK {
			t.Fatalf("/chain/head: %d %s", rec.Code, rec.Body)
		}
		var body struct {
			Number uint64 `json:"blockNumber"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatalf("/chain/head: %v: %s", err, rec.Body)
		}
		return body.Number
	}
	// Both routers have read (and cached) the current head; the listener has
	// its LISTEN in place once its first invalidation landed.
	before := headOf(cached)
	deadline := time.Now().Add(10 * time.Second)
	for headOf(listening) != before {
		if time.Now().After(deadline) {
			t.Fatal("the listening router never served the current head")
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // LISTEN is issued before the first invalidation; leave slack all the same

	for round := range 3 {
		env.Commit()
		want := indexToHead()
		start := time.Now()
		for headOf(listening) != want {
			if time.Since(start) > 5*time.Second {
				t.Fatalf("round %d: block %d committed but /chain/head still answers %d after 5 s (head read cached for an hour)",
					round, want, headOf(listening))
			}
			time.Sleep(2 * time.Millisecond)
		}
		t.Logf("round %d: block %d visible %v after its commit", round, want, time.Since(start))
	}
	if got := headOf(cached); got != before {
		t.Errorf("the router without the listener answered %d, want its cached %d: the control no longer controls", got, before)
	}
}
