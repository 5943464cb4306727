package progress

import (
	"fmt"
	"log/slog"
)

// Log reports progress as structured Info lines, for logs that are not a
// terminal: each report is one line with every number as its own field.
type Log struct{ Logger *slog.Logger }

// Report logs msg with block, head, done, total, pct, blocks_per_s,
// events_per_s and eta (text; eta_s in seconds, -1 unknown).
func (l Log) Report(msg string, s Status) {
	l.Logger.Info(msg, "block", s.Block, "head", s.Head, "done", s.Done, "total", s.Total,
		"pct", fmt.Sprintf("%.1f", s.Pct()),
		"blocks_per_s", fmt.Sprintf("%.1f", s.BlocksPerS), "events_per_s", fmt.Sprintf("%.0f", s.EventsPerS),
		"eta", s.ETAText(), "eta_s", int64(s.ETA.Seconds()))
}

// Step logs msg with step, of, name, state and elapsed_s.
func (l Log) Step(msg string, s Step) {
	state := "running"
	if s.Done {
		state = "done"
	}
	l.Logger.Info(msg, "step", s.I, "of", s.N, "name", s.Name, "state", state,
		"elapsed_s", fmt.Sprintf("%.3f", s.Elapsed.Seconds()))
}
