// Package progress reports long work (a backfill, a rebuild) to an
// operator: blocks done of total, blocks and events per second, and the
// time left. On a terminal it is one line rewritten in place (Terminal);
// otherwise periodic structured log lines (Log), which a log pipeline can
// graph. The numbers and their text are computed here, once, for both.
package progress

import (
	"fmt"
	"math"
	"time"
)

// Status is a backfill's position at one moment.
type Status struct {
	// Block is the last block done; Head the block the work runs to.
	Block, Head uint64
	// Done of Total blocks since the work started (Total 0: unknown).
	Done, Total uint64
	// BlocksPerS and EventsPerS are the rates over the last window.
	BlocksPerS, EventsPerS float64
	// ETA is the time left at BlocksPerS; negative when unknown (no rate
	// yet, or no total).
	ETA time.Duration
}

// Window measures rates: what was done in a window of time. Compute turns
// it into a Status.
type Window struct {
	Blocks, Events int
	Elapsed        time.Duration
}

// Compute returns the Status of a run that started after block first-1 and
// has done block `block` of head, with the rates of w.
func Compute(first, block, head uint64, w Window) Status {
	s := Status{Block: block, Head: head, ETA: -1}
	if head >= first {
		s.Total = head - first + 1
	}
	if block >= first {
		s.Done = min(block-first+1, s.Total)
	}
	if secs := w.Elapsed.Seconds(); secs > 0 {
		s.BlocksPerS = float64(w.Blocks) / secs
		s.EventsPerS = float64(w.Events) / secs
	}
	if s.Total > 0 && s.BlocksPerS > 0 {
		left := float64(s.Total-s.Done) / s.BlocksPerS
		if left < float64(math.MaxInt64/int64(time.Second)) {
			s.ETA = time.Duration(left * float64(time.Second)).Round(time.Second)
		}
	}
	return s
}

// Pct is the share done, 0 to 100; 100 when the total is unknown or zero.
func (s Status) Pct() float64 {
	if s.Total == 0 {
		return 100
	}
	return 100 * float64(s.Done) / float64(s.Total)
}

// ETAText is the time left as "1h02m03s", "4m05s", "6s", or "?" unknown.
func (s Status) ETAText() string {
	if s.ETA < 0 {
		return "?"
	}
	d := s.ETA.Round(time.Second)
	h, m, sec := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	switch {
	case h > 0:
		return fmt.Sprintf("%dh%02dm%02ds", h, m, sec)
	case m > 0:
		return fmt.Sprintf("%dm%02ds", m, sec)
	}
	return fmt.Sprintf("%ds", sec)
}

// Line is the status as one line of text:
// "block 1200 of 5000 (24.0%, 1200/5000 done), 350.0 blocks/s, 1200 events/s, ETA 10s".
func (s Status) Line() string {
	return fmt.Sprintf("block %d of %d (%.1f%%, %d/%d done), %.1f blocks/s, %.0f events/s, ETA %s",
		s.Block, s.Head, s.Pct(), s.Done, s.Total, s.BlocksPerS, s.EventsPerS, s.ETAText())
}

// Step is one step of work without inner progress (a rebuild's domain).
type Step struct {
	I, N    int    // step I of N, from 1
	Name    string // what the step does
	Elapsed time.Duration
	// Done is false when the step starts and true when it has finished.
	Done bool
}

// Line is the step as text: "step 2 of 7 curve: done in 1.2s".
func (s Step) Line() string {
	if !s.Done {
		return fmt.Sprintf("step %d of %d %s: running", s.I, s.N, s.Name)
	}
	return fmt.Sprintf("step %d of %d %s: done in %s", s.I, s.N, s.Name, s.Elapsed.Round(time.Millisecond))
}

// Sink receives progress.
type Sink interface {
	Report(msg string, s Status)
	Step(msg string, s Step)
}
