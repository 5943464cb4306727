package stream_test

import (
	"errors"
	"testing"

	"github.com/neoswap/neoswap/funbackend/stream"
)

func TestSlowSubscriberDropped(t *testing.T) {
	h := stream.NewHub(stream.Config{Buffer: 2, Boot: "b"})
	slow, _, _, err := h.Subscribe("1.1.1.1", "")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 { // never blocks although nobody reads
		if err := h.Publish(stream.Event{Type: "trade", Data: i}); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case <-slow.Done:
	default:
		t.Fatal("slow subscriber not dropped")
	}
	if g, ip := h.Counts("1.1.1.1"); g != 0 || ip != 0 {
		t.Errorf("counts after drop = %d, %d; want 0, 0", g, ip)
	}
	slow.Close() // idempotent after a drop
}

func TestReplay(t *testing.T) {
	h := stream.NewHub(stream.Config{Replay: 3, Boot: "b"})
	for i := range 5 {
		h.Publish(stream.Event{Type: "trade", Data: i})
	}
	tests := []struct {
		name, last string
		want       []string
		reset      bool
	}{
		{"none", "", nil, false},
		{"kept", "b-3", []string{"b-4", "b-5"}, false},
		{"oldest kept minus one", "b-2", []string{"b-3", "b-4", "b-5"}, false},
		{"evicted", "b-1", nil, true},
		{"other process", "a-4", nil, true},
		{"future", "b-9", nil, true},
		{"garbage", "x", nil, true},
		{"up to date", "b-5", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, replay, reset, err := h.Subscribe("ip", tt.last)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var got []string
			for _, m := range replay {
				got = append(got, m.ID)
			}
			if len(got) != len(tt.want) || reset != tt.reset {
				t.Fatalf("replay %v reset %v, want %v %v", got, reset, tt.want, tt.reset)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("replay %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func TestCaps(t *testing.T) {
	h := stream.NewHub(stream.Config{Global: 3, PerIP: 2})
	a1, _, _, _ := h.Subscribe("a", "")
	h.Subscribe("a", "")
	if _, _, _, err := h.Subscribe("a", ""); !errors.Is(err, stream.ErrIPCap) {
		t.Errorf("third from a: %v, want ErrIPCap", err)
	}
	h.Subscribe("b", "")
	if _, _, _, err := h.Subscribe("c", ""); !errors.Is(err, stream.ErrGlobalCap) {
		t.Errorf("fourth overall: %v, want ErrGlobalCap", err)
	}
	a1.Close()
	if _, _, _, err := h.Subscribe("c", ""); err != nil {
		t.Errorf("after a close: %v", err)
	}
}

// TestReplayBoundedByDefault: a default hub replays at most 1,000 events to
// one connect; a Last-Event-ID further back gets reset and nothing (an
// anonymous client cannot make the server send an unbounded backlog).
func TestReplayBoundedByDefault(t *testing.T) {
	h := stream.NewHub(stream.Config{Boot: "b"})
	for i := range 1500 {
		h.Publish(stream.Event{Type: "trade", Data: i})
	}
	for _, tc := range []struct {
		last  string
		n     int
		reset bool
	}{
		{"b-1", 0, true},       // 1,499 behind: past the bound
		{"b-499", 0, true},     // 1,001 behind
		{"b-500", 1000, false}, // exactly the bound
		{"b-1400", 100, false},
	} {
		s, replay, reset, err := h.Subscribe("ip", tc.last)
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		if len(replay) != tc.n || reset != tc.reset {
			t.Errorf("%s: replay %d reset %v, want %d %v", tc.last, len(replay), reset, tc.n, tc.reset)
		}
	}
}
