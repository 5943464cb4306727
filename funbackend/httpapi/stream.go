package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"time"

	"github.com/gin-gonic/gin"
	sse "github.com/tmaxmax/go-sse"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/stream"
)

// StreamStore is what the stream publisher reads back after a commit, and
// the announced mark it sets.
type StreamStore interface {
	HeadTime(ctx context.Context) (int64, error)
	TradesInBlocks(ctx context.Context, from, to uint64) ([]funbackend.Row, error)
	Coin(ctx context.Context, address string, since int64) (funbackend.Row, error)
	HiddenAmong(ctx context.Context, addresses []string) (map[string]bool, error)
	MarkAnnounced(ctx context.Context, addresses []string) error
}

// Stream event names (docs/funbackend.md "Stream").
const (
	EventCoin      = "coin"      // TokenCreated: the coin's board row
	EventTrade     = "trade"     // Trade: the trade row
	EventLifecycle = "lifecycle" // FloorReached, Unfrozen, Graduated
	EventPve       = "pve"       // PveCredited
	EventRetract   = "retract"   // a trade a reorg removed
	EventReorg     = "reorg"     // after a reorg's retractions: {ancestor}
	EventReset     = "reset"     // to a reconnecting client whose Last-Event-ID cannot be continued
)

const (
	streamRetryAfter     = "5" // seconds, on both cap refusals
	defaultHeartbeat     = 15 * time.Second
	streamWriteTimeout   = 10 * time.Second
	streamReconnectDelay = 3 * time.Second
)

// Publisher turns indexer commits into stream events (for
// indexer.Config.OnCommit): payloads are read back from the store, so a
// coin event carries exactly the board row and a trade event the trade row.
// Announced coins get announced = 1. A failed read is logged and its
// events skipped: the stream is advisory, the routes are the truth.
func Publisher(db StreamStore, hub *stream.Hub, log *slog.Logger) func(indexer.Committed) {
	if log == nil {
		log = slog.Default()
	}
	return func(c indexer.Committed) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		evs, announced, err := streamEvents(ctx, db, c)
		if err != nil {
			log.Warn("stream: reading committed rows failed; events skipped", "head", c.Head, "err", err)
			return
		}
		if err := hub.Publish(evs...); err != nil {
			log.Warn("stream: publish failed", "err", err)
			return
		}
		if err := db.MarkAnnounced(ctx, announced); err != nil {
			log.Warn("stream: marking coins announced failed", "err", err)
		}
	}
}

func streamEvents(ctx context.Context, db StreamStore, c indexer.Committed) ([]stream.Event, []string, error) {
	var out []stream.Event
	for _, r := range c.Removed {
		out = append(out, stream.Event{Type: EventRetract, Data: gin.H{"token": addr(r.Token), "tx_hash": r.TxHash.Hex(),
			"log_index": r.LogIndex, "block_number": r.Block}})
	}
	if len(c.Removed) > 0 || len(c.Events) == 0 {
		if len(c.Removed) > 0 {
			out = append(out, stream.Event{Type: EventReorg, Data: gin.H{"ancestor": c.Head}})
		}
		return out, nil, nil
	}
	var trades map[tradeKey]funbackend.Row
	var lo, hi uint64
	for _, ev := range c.Events {
		if _, ok := ev.(*funbackend.Trade); ok {
			if n := ev.Ref().BlockNumber; lo == 0 || n < lo {
				lo = n
			}
			hi = max(hi, ev.Ref().BlockNumber)
		}
	}
	if hi > 0 {
		rows, err := db.TradesInBlocks(ctx, lo, hi)
		if err != nil {
			return nil, nil, err
		}
		trades = make(map[tradeKey]funbackend.Row, len(rows))
		for _, r := range rows {
			trades[tradeKey{r.Int("block_number"), r.Int("log_index")}] = r
		}
	}
	since, err := db.HeadTime(ctx)
	if err != nil {
		return nil, nil, err
	}
	// A taken-down coin's events are not published (its coin event
	// included: a coin taken down before it materialized is never announced).
	coins := map[string]bool{}
	for _, ev := range c.Events {
		coins[addr(ev.Coin())] = true
	}
	hidden, err := db.HiddenAmong(ctx, slices.Collect(maps.Keys(coins)))
	if err != nil {
		return nil, nil, err
	}
	var announced []string
	for _, ev := range c.Events {
		if hidden[addr(ev.Coin())] {
			continue
		}
		ref := ev.Ref()
		base := func(kind string) gin.H {
			return gin.H{"token": addr(ev.Coin()), "event": kind, "block_number": ref.BlockNumber,
				"timestamp": ref.Timestamp, "tx_hash": ref.TxHash.Hex(), "log_index": ref.LogIndex}
		}
		switch e := ev.(type) {
		case *funbackend.TokenCreated:
			row, err := db.Coin(ctx, addr(e.Token), since-funbackend.Day)
			if errors.Is(err, funbackend.ErrNotFound) {
				continue // rolled back since
			}
			if err != nil {
				return nil, nil, err
			}
			// This event is the announcement: its row says so, as the
			// board row does once MarkAnnounced below has run.
			row.Set("announced", int64(1))
			out = append(out, stream.Event{Type: EventCoin, Data: row})
			announced = append(announced, addr(e.Token))
		case *funbackend.Trade:
			if row, ok := trades[tradeKey{int64(ref.BlockNumber), int64(ref.LogIndex)}]; ok {
				out = append(out, stream.Event{Type: EventTrade, Data: row})
			}
		case *funbackend.FloorReached:
			p := base("frozen")
			p["status"], p["frozenAt"], p["sellsOpenAt"], p["priceX18"] = funbackend.StatusFrozen, e.FrozenAt, e.SellsOpenAt, e.PriceX18.String()
			out = append(out, stream.Event{Type: EventLifecycle, Data: p})
		case *funbackend.Unfrozen:
			p := base("unfrozen")
			p["status"], p["prevFrozenAt"], p["prevFrozenBlock"] = funbackend.StatusTrading, e.PrevFrozenAt, e.PrevFrozenBlock
			out = append(out, stream.Event{Type: EventLifecycle, Data: p})
		case *funbackend.Graduated:
			p := base("graduated")
			p["status"], p["pairWeth"], p["pairNeo"], p["priceX18"] = funbackend.StatusGraduated, addr(e.PairWeth), addr(e.PairNeo), e.PriceX18.String()
			out = append(out, stream.Event{Type: EventLifecycle, Data: p})
		case *funbackend.PveCredited:
			p := base("credited")
			p["vault"], p["amountWei"], p["totalStaked"], p["creditBlock"] = addr(e.Vault), e.Amount.String(), e.TotalStaked.String(), e.CreditBlock.String()
			out = append(out, stream.Event{Type: EventPve, Data: p})
		}
	}
	return out, announced, nil
}

type tradeKey struct{ block, index int64 }

// stream: GET /stream, Server-Sent Events (no-store). Over the global cap
// 503, over the per-IP cap 429, both with Retry-After. A Last-Event-ID this
// process issued replays what the client missed from the hub's ring;
// one it cannot continue gets a reset event first. Heartbeats are comment
// lines; a client too slow to keep up is disconnected.
func (s *server) stream(c *gin.Context) {
	c.Header("Cache-Control", TierNoStore)
	if c.Request.Method == http.MethodHead {
		// The stream's headers without a subscription: a HEAD holds no
		// connection slot and receives no events.
		c.Header("Content-Type", "text/event-stream")
		c.Header("X-Accel-Buffering", "no")
		c.Status(http.StatusOK)
		return
	}
	sub, replay, reset, err := s.Stream.Subscribe(c.ClientIP(), c.GetHeader("Last-Event-ID"))
	switch {
	case errors.Is(err, stream.ErrGlobalCap):
		c.Header("Retry-After", streamRetryAfter)
		writeError(c, http.StatusServiceUnavailable, "stream at capacity")
		return
	case errors.Is(err, stream.ErrIPCap):
		c.Header("Retry-After", streamRetryAfter)
		writeError(c, http.StatusTooManyRequests, "too many streams")
		return
	case err != nil:
		s.fail(c, err)
		return
	}
	defer sub.Close()
	sess, err := sse.Upgrade(c.Writer, c.Request)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.Header("X-Accel-Buffering", "no")
	rc := http.NewResponseController(c.Writer)
	send := func(m *sse.Message) error {
		rc.SetWriteDeadline(time.Now().Add(streamWriteTimeout)) // unsupported writers ignore it
		if err := sess.Send(m); err != nil {
			return err
		}
		return sess.Flush()
	}
	hello := &sse.Message{Retry: streamReconnectDelay}
	hello.AppendComment("neoswap stream")
	if send(hello) != nil {
		return
	}
	if reset {
		m := &sse.Message{Type: sse.Type(EventReset)}
		m.AppendData(`{"reason":"unknown last event id"}`)
		if send(m) != nil {
			return
		}
	}
	for _, m := range replay {
		if send(toSSE(m)) != nil {
			return
		}
	}
	beat := time.NewTicker(s.StreamHeartbeat)
	defer beat.Stop()
	for {
		select {
		case <-c.Request.Context().Done():
			return
		case <-sub.Done:
			return
		case m := <-sub.C:
			if send(toSSE(m)) != nil {
				return
			}
		case <-beat.C:
			// A comment with text: go-sse writes nothing for an empty one,
			// and a proxy's idle timer only resets on bytes.
			hb := &sse.Message{}
			hb.AppendComment("heartbeat")
			if send(hb) != nil {
				return
			}
		}
	}
}

func toSSE(m *stream.Message) *sse.Message {
	out := &sse.Message{ID: sse.ID(m.ID), Type: sse.Type(m.Type)}
	out.AppendData(string(m.Data))
	return out
}
