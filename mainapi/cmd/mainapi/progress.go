package main

import (
	"log/slog"
	"os"
	"time"

	"github.com/neoswap/neoswap/mainapi/progress"
)

// terminal is stderr's status line when stderr is a terminal (set by main
// before anything logs), else nil: progress then goes to the log as
// structured lines. Tests, which run without main, take the log path.
var terminal *progress.Terminal

// newLogger returns the process's logger on stderr; on a terminal its
// lines print above the progress line (terminal is set).
func newLogger() *slog.Logger {
	if progress.IsTerminal(os.Stderr) {
		terminal = progress.NewTerminal(os.Stderr)
		return slog.New(slog.NewTextHandler(terminal, nil))
	}
	return slog.New(slog.NewTextHandler(os.Stderr, nil))
}

// progressSink is where long work reports: the terminal's status line, or
// log lines.
func progressSink(log *slog.Logger) progress.Sink {
	if terminal != nil {
		return terminal
	}
	return progress.Log{Logger: log}
}

// progressEvery is the follower's report interval: a terminal line is
// redrawn every second; log lines keep the follower's default (0).
func progressEvery() time.Duration {
	if terminal != nil {
		return time.Second
	}
	return 0
}

// rebuildSteps reports a rebuild's steps as "rebuild" progress.
func rebuildSteps(log *slog.Logger) func(progress.Step) {
	sink := progressSink(log)
	return func(s progress.Step) { sink.Step("rebuild", s) }
}

// finishProgress ends the terminal's status line, if any, so what follows
// starts on a line of its own.
func finishProgress() {
	if terminal != nil {
		terminal.Finish()
	}
}
