#!/usr/bin/env bash
# funbackend load figures (docs/performance.md, "## funbackend"): fills a
# SQLite file through the store's writer (500 coins with verified metadata,
# 100 pending intents, one coin with 100k trades), serves the real router
# on 127.0.0.1 and runs wrk -t2 -c64 -d15s against /tokens (304 and gzip
# 200) and candles, then 2,000 SSE subscribers for one published trade.
# The per-IP limiters would 429 a single-IP wrk: the board limiter is
# disabled and the per-IP stream cap raised to the subscriber count here.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "bench-funbackend: wrk not installed" >&2; exit 1; }
mkdir -p bin
go build -o bin/funbench ./funbackend/cmd/funbench
export FUNBACKEND_LIMIT_BOARD=${FUNBACKEND_LIMIT_BOARD:-0}
export FUNBACKEND_STREAM_MAX=${FUNBACKEND_STREAM_MAX:-2000}
export FUNBACKEND_STREAM_PER_IP=${FUNBACKEND_STREAM_PER_IP:-2000}
export FUNBACKEND_LIMIT_STREAM=${FUNBACKEND_LIMIT_STREAM:-0} # the SSE clients all connect from 127.0.0.1
# PIN=1: the server on CPU 0 with GOMAXPROCS=1, wrk and the SSE clients on
# CPU 1, so the load generator never takes the server's core (the unpinned
# run shares both cores among wrk's two threads and the server's two Ps).
if [ "${PIN:-0}" = 1 ]; then
  exec taskset -c 0 env GOMAXPROCS=1 bin/funbench -client-cpus 1 -t 2 -c 64 -d "${BENCH_DURATION:-15s}" -subs 2000 "$@"
fi
exec bin/funbench -t 2 -c 64 -d "${BENCH_DURATION:-15s}" -subs 2000 "$@"
