package progress

import (
	"io"
	"os"
	"sync"

	"golang.org/x/term"
)

// Terminal is a terminal's stream (stderr) shared by log lines and one
// status line at the bottom that updates in place. Use it as the log
// handler's writer: a log record clears the status line, is written, and
// the status line is redrawn under it, so the two never interleave.
type Terminal struct {
	mu     sync.Mutex
	w      io.Writer
	status string // the line shown, "" none
}

// IsTerminal reports whether f is a terminal.
func IsTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// NewTerminal returns a Terminal writing to w.
func NewTerminal(w io.Writer) *Terminal { return &Terminal{w: w} }

// clear is carriage return and erase-to-end-of-line.
const clear = "\r\x1b[K"

// Write writes a log record above the status line.
func (t *Terminal) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.status != "" {
		if _, err := io.WriteString(t.w, clear); err != nil {
			return 0, err
		}
	}
	n, err := t.w.Write(p)
	if err == nil && t.status != "" {
		_, err = io.WriteString(t.w, t.status)
	}
	return n, err
}

// show replaces the status line.
func (t *Terminal) show(line string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.status = line
	io.WriteString(t.w, clear+line)
}

// Report shows "msg: <status>" as the status line.
func (t *Terminal) Report(msg string, s Status) { t.show(msg + ": " + s.Line()) }

// Step shows the step as the status line.
func (t *Terminal) Step(msg string, s Step) { t.show(msg + ": " + s.Line()) }

// Finish ends the status line (it stays on screen, followed by a newline);
// later log lines print below it.
func (t *Terminal) Finish() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.status != "" {
		io.WriteString(t.w, "\n")
		t.status = ""
	}
}
