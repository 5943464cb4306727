package progress_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/mainapi/progress"
)

func TestCompute(t *testing.T) {
	for _, tc := range []struct {
		name               string
		first, block, head uint64
		w                  progress.Window
		done, total        uint64
		bps, eps           float64
		eta                string
		pct                string
	}{
		{"a quarter in", 1001, 2000, 5000, progress.Window{Blocks: 500, Events: 2000, Elapsed: 10 * time.Second},
			1000, 4000, 50, 200, "1m00s", "25.0"},
		{"hours left", 1, 1000, 1_000_000, progress.Window{Blocks: 100, Events: 0, Elapsed: time.Second},
			1000, 1_000_000, 100, 0, "2h46m30s", "0.1"},
		{"at the head", 1, 500, 500, progress.Window{Blocks: 2, Events: 3, Elapsed: 2 * time.Second},
			500, 500, 1, 1.5, "0s", "100.0"},
		{"no blocks in the window: no ETA", 1, 10, 100, progress.Window{Elapsed: 5 * time.Second},
			10, 100, 0, 0, "?", "10.0"},
		{"no time elapsed: no rate", 1, 10, 100, progress.Window{Blocks: 10},
			10, 100, 0, 0, "?", "10.0"},
		{"the head moved below the block (a reorg): done capped", 1, 120, 100, progress.Window{Blocks: 1, Elapsed: time.Second},
			100, 100, 1, 0, "0s", "100.0"},
		{"started above the head: nothing to do", 50, 49, 40, progress.Window{},
			0, 0, 0, 0, "?", "100.0"},
		{"rounds the ETA to seconds", 1, 1, 4, progress.Window{Blocks: 3, Elapsed: time.Second},
			1, 4, 3, 0, "1s", "25.0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := progress.Compute(tc.first, tc.block, tc.head, tc.w)
			if s.Done != tc.done || s.Total != tc.total {
				t.Errorf("done/total = %d/%d, want %d/%d", s.Done, s.Total, tc.done, tc.total)
			}
			if s.BlocksPerS != tc.bps || s.EventsPerS != tc.eps {
				t.Errorf("rates = %v blocks/s %v events/s, want %v %v", s.BlocksPerS, s.EventsPerS, tc.bps, tc.eps)
			}
			if got := s.ETAText(); got != tc.eta {
				t.Errorf("ETA = %s (%v), want %s", got, s.ETA, tc.eta)
			}
			if got := fmt.Sprintf("%.1f", s.Pct()); got != tc.pct {
				t.Errorf("pct = %s, want %s", got, tc.pct)
			}
		})
	}
}

func TestLine(t *testing.T) {
	s := progress.Compute(1001, 2000, 5000, progress.Window{Blocks: 500, Events: 2000, Elapsed: 10 * time.Second})
	want := "block 2000 of 5000 (25.0%, 1000/4000 done), 50.0 blocks/s, 200 events/s, ETA 1m00s"
	if got := s.Line(); got != want {
		t.Errorf("Line = %q\nwant   %q", got, want)
	}
	st := progress.Step{I: 2, N: 8, Name: "curve", Elapsed: 1234567 * time.Microsecond, Done: true}
	if got, want := st.Line(), "step 2 of 8 curve: done in 1.235s"; got != want {
		t.Errorf("Step.Line = %q, want %q", got, want)
	}
	st.Done = false
	if got, want := st.Line(), "step 2 of 8 curve: running"; got != want {
		t.Errorf("Step.Line = %q, want %q", got, want)
	}
}

// The non-terminal path: one structured line per report, every number its
// own field.
func TestLogIsStructured(t *testing.T) {
	var buf bytes.Buffer
	l := progress.Log{Logger: slog.New(slog.NewJSONHandler(&buf, nil))}
	l.Report("indexer: progress", progress.Compute(1001, 2000, 5000, progress.Window{Blocks: 500, Events: 2000, Elapsed: 10 * time.Second}))
	l.Step("rebuild", progress.Step{I: 3, N: 8, Name: "farm", Elapsed: 1500 * time.Millisecond, Done: true})
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), buf.String())
	}
	var rep map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &rep); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]any{
		"level": "INFO", "msg": "indexer: progress", "block": 2000.0, "head": 5000.0, "done": 1000.0, "total": 4000.0,
		"pct": "25.0", "blocks_per_s": "50.0", "events_per_s": "200", "eta": "1m00s", "eta_s": 60.0,
	} {
		if rep[k] != v {
			t.Errorf("report %s = %#v, want %#v", k, rep[k], v)
		}
	}
	var step map[string]any
	if err := json.Unmarshal([]byte(lines[1]), &step); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]any{"msg": "rebuild", "step": 3.0, "of": 8.0, "name": "farm", "state": "done", "elapsed_s": "1.500"} {
		if step[k] != v {
			t.Errorf("step %s = %#v, want %#v", k, step[k], v)
		}
	}
}

// The terminal path: the status line is rewritten in place, and a log line
// clears it, prints, and redraws it below.
func TestTerminal(t *testing.T) {
	var buf bytes.Buffer
	term := progress.NewTerminal(&buf)
	log := slog.New(slog.NewTextHandler(term, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}))
	log.Info("before")
	term.Step("rebuild", progress.Step{I: 1, N: 2, Name: "truncate"})
	term.Step("rebuild", progress.Step{I: 1, N: 2, Name: "truncate", Elapsed: time.Second, Done: true})
	log.Info("between")
	term.Finish()
	log.Info("after")
	const clr = "\r\x1b[K"
	want := "level=INFO msg=before\n" +
		clr + "rebuild: step 1 of 2 truncate: running" +
		clr + "rebuild: step 1 of 2 truncate: done in 1s" +
		clr + "level=INFO msg=between\n" + "rebuild: step 1 of 2 truncate: done in 1s" +
		"\n" +
		"level=INFO msg=after\n"
	if got := buf.String(); got != want {
		t.Errorf("terminal output\n%q\nwant\n%q", got, want)
	}
}
