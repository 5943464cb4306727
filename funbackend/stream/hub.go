// Package stream is the fan-out behind GET /stream: a Hub numbers every
// published event, keeps the last ones in a bounded ring for replay after a
// reconnect (Last-Event-ID), and hands each to every subscriber's buffered
// channel without ever blocking the publisher: a subscriber whose buffer
// is full is dropped (its connection ends; it reconnects and replays). The
// Hub also enforces the connection caps (global and per IP).
package stream

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Errors of Subscribe.
var (
	// ErrGlobalCap: the hub has Limits.Global subscribers (503).
	ErrGlobalCap = errors.New("stream: at global capacity")
	// ErrIPCap: the IP has Limits.PerIP subscribers (429).
	ErrIPCap = errors.New("stream: too many streams for this IP")
)

// Message is one published event: its id ("<boot>-<seq>"), event name and
// JSON payload.
type Message struct {
	ID   string
	Seq  uint64
	Type string
	Data []byte
}

// Event is an event to publish: a name and a payload marshalled to JSON.
type Event struct {
	Type string
	Data any
}

// Config configures a Hub; zero fields take the defaults.
type Config struct {
	Global int // connections overall (default 2000)
	PerIP  int // connections per IP (default 40)
	// Replay is the events kept for replay (default 1,000): it bounds what
	// one anonymous connect can make the server send; a Last-Event-ID older
	// than the ring gets reset.
	Replay int
	Buffer int // events queued per subscriber before it is dropped (default 1024)
	// Boot distinguishes this process's ids from a previous one's (default:
	// the start time in base 36), so a stale Last-Event-ID is recognised.
	Boot string
}

// Hub fans published events out to subscribers. Safe for concurrent use.
type Hub struct {
	cfg Config

	mu     sync.Mutex
	seq    uint64
	ring   []*Message // circular, oldest at head
	head   int
	n      int
	subs   map[*Sub]struct{}
	perIP  map[string]int
	closed bool
	// dropped counts subscribers dropped for being too slow (Dropped).
	dropped uint64
}

// Sub is one subscriber: read C until Done is closed.
type Sub struct {
	// C delivers live events in order.
	C <-chan *Message
	// Done is closed when the hub dropped the subscriber (too slow) or closed.
	Done <-chan struct{}

	c    chan *Message
	done chan struct{}
	ip   string
	hub  *Hub
	once sync.Once
}

// NewHub returns an empty hub.
func NewHub(cfg Config) *Hub {
	if cfg.Global <= 0 {
		cfg.Global = 2000
	}
	if cfg.PerIP <= 0 {
		cfg.PerIP = 40
	}
	if cfg.Replay < 2 {
		cfg.Replay = 1_000
	}
	if cfg.Buffer <= 0 {
		cfg.Buffer = 1024
	}
	if cfg.Boot == "" {
		cfg.Boot = strconv.FormatInt(time.Now().UnixMilli(), 36)
	}
	return &Hub{cfg: cfg, ring: make([]*Message, cfg.Replay), subs: map[*Sub]struct{}{}, perIP: map[string]int{}}
}

// Publish numbers the events, keeps them for replay and queues them to every
// subscriber; a subscriber with no room is dropped. It returns an error only
// when a payload does not marshal (nothing is published then).
func (h *Hub) Publish(evs ...Event) error {
	msgs := make([]*Message, 0, len(evs))
	for _, e := range evs {
		b, err := json.Marshal(e.Data)
		if err != nil {
			return fmt.Errorf("stream: %s payload: %w", e.Type, err)
		}
		msgs = append(msgs, &Message{Type: e.Type, Data: b})
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, m := range msgs {
		h.seq++
		m.Seq = h.seq
		m.ID = h.cfg.Boot + "-" + strconv.FormatUint(h.seq, 10)
		h.put(m)
	}
	for s := range h.subs {
		for _, m := range msgs {
			select {
			case s.c <- m:
				continue
			default:
			}
			h.drop(s)
			h.dropped++
			break
		}
	}
	return nil
}

func (h *Hub) put(m *Message) {
	if h.n < len(h.ring) {
		h.ring[(h.head+h.n)%len(h.ring)] = m
		h.n++
		return
	}
	h.ring[h.head] = m
	h.head = (h.head + 1) % len(h.ring)
}

// drop removes s (h.mu held).
func (h *Hub) drop(s *Sub) {
	if _, ok := h.subs[s]; !ok {
		return
	}
	delete(h.subs, s)
	if h.perIP[s.ip]--; h.perIP[s.ip] <= 0 {
		delete(h.perIP, s.ip)
	}
	close(s.done)
}

// Subscribe registers a subscriber for ip and returns the events it missed
// since lastEventID ("" for none). reset is true when lastEventID is not
// one this hub can continue from (another process's, or older than the
// replay ring): the client must refetch its state. It returns ErrGlobalCap
// or ErrIPCap when a cap is reached.
func (h *Hub) Subscribe(ip, lastEventID string) (s *Sub, replay []*Message, reset bool, err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.subs) >= h.cfg.Global || h.closed {
		return nil, nil, false, ErrGlobalCap
	}
	if h.perIP[ip] >= h.cfg.PerIP {
		return nil, nil, false, ErrIPCap
	}
	if lastEventID != "" {
		replay, reset = h.since(lastEventID)
	}
	s = &Sub{c: make(chan *Message, h.cfg.Buffer), done: make(chan struct{}), ip: ip, hub: h}
	s.C, s.Done = s.c, s.done
	h.subs[s] = struct{}{}
	h.perIP[ip]++
	return s, replay, reset, nil
}

// since returns the kept events after id, or reset (h.mu held).
func (h *Hub) since(id string) ([]*Message, bool) {
	boot, n, ok := strings.Cut(id, "-")
	seq, err := strconv.ParseUint(n, 10, 64)
	if !ok || err != nil || boot != h.cfg.Boot || seq > h.seq {
		return nil, true
	}
	oldest := h.seq - uint64(h.n) + 1 // the first kept event
	if seq+1 < oldest {
		return nil, true
	}
	var out []*Message
	for i := 0; i < h.n; i++ {
		if m := h.ring[(h.head+i)%len(h.ring)]; m.Seq > seq {
			out = append(out, m)
		}
	}
	return out, false
}

// Close unregisters the subscriber; it is idempotent.
func (s *Sub) Close() {
	s.once.Do(func() {
		s.hub.mu.Lock()
		s.hub.drop(s)
		s.hub.mu.Unlock()
	})
}

// Dropped returns how many subscribers were dropped for being too slow (a
// full queue) since the hub started: the metrics' SSE drops.
func (h *Hub) Dropped() uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.dropped
}

// Counts returns the number of subscribers overall and for ip.
func (h *Hub) Counts(ip string) (global, perIP int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs), h.perIP[ip]
}

// Subscribers returns the number of subscribers overall.
func (h *Hub) Subscribers() int {
	g, _ := h.Counts("")
	return g
}

// Close drops every subscriber and refuses new ones (ErrGlobalCap), so
// open streams end before an HTTP server's Shutdown waits on them.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for s := range h.subs {
		h.drop(s)
	}
}
