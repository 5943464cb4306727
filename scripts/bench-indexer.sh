#!/usr/bin/env bash
# End-to-end backfill of the indexer from the devnet's JSON-RPC (issue 4;
# figures in docs/performance.md, section "Indexer: end to end").
#
#   1. the devnet deploys the system and its simulator generates the mix at
#      full speed (-sim-fast: each round sealed at once): BENCH_MIX_POOLS
#      extra pools (WETH, USDC and NEO quoted) besides the seeded dozen and
#      BENCH_MIX_SWAPS FeeRouter swaps, BENCH_MIX_PER_BLOCK actions a block
#      (launch venue and fee distribution job off, so mixes stay comparable
#      across versions; BENCH_MIX_DISTRIBUTE_EVERY rounds turns the job on);
#      then it stops simulating and keeps serving the chain (no new blocks
#      but empty ones once the wall clock catches up with the chain's);
#   2. `mainapi migrate` on a fresh database, then `mainapi index` from the
#      deployment's start block with INDEXER_BATCH blocks per backfill
#      transaction, timed from its start until chain_head reaches the node's
#      head (polled every 0.2 s);
#   3. blocks/s = blocks stored / wall time, events/s = rows of the raw event
#      tables (one per decoded event) / wall time; then the CPU seconds the
#      indexer, the node and Postgres spent during the run, and per event.
#
# INDEXER_BACKFILL_READ (logs, the default, or receipts) reaches mainapi
# from the environment: which read the backfill uses (docs/indexer.md).
# Env: BIN_DIR (default bin; built unless SKIP_BUILD=1), BENCH_DB (dropped
# and recreated), BENCH_MIX_SWAPS (50000), BENCH_MIX_POOLS (150),
# BENCH_MIX_PER_BLOCK (50), BENCH_MIX_STAKE_SHARE (0: no NEO staking, so
# mixes before and after staking existed compare), INDEXER_BATCH (200), FINALITY_DEPTH (6),
# GEN_ONLY=1 generates and leaves the devnet running (its pid in
# RUN_DIR/devnet.pid); SKIP_GEN=1 then measures against it (and stops it,
# unless KEEP_DEVNET=1: then it is left running for another measurement).
# BENCH_NODE_NICE (0) runs the node at that nice value for the measurement.
# BENCH_RUNS (1) backfills the chain that many times, each into a fresh
# database, and prints the median events/s.
# BENCH_NODE=anvil measures against anvil instead (the design's other local
# node): the generated chain is copied into a fresh anvil on
# BENCH_ANVIL_ADDR by contracts/cmd/chainmirror (same transactions,
# senders, addresses and logs; about 80 s for the 50k mix). ANVIL names the
# binary; unset, the npm package @foundry-rs/anvil-linux-amd64 is installed
# under RUN_DIR/anvil.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN_DIR=${BIN_DIR:-bin}
RUN_DIR=${RUN_DIR:-.run/bench-indexer}
BENCH_DB=${BENCH_DB:-neoswap_bench_indexer}
PGURL=${PGURL:-postgres://postgres@127.0.0.1:5432}
SWAPS=${BENCH_MIX_SWAPS:-50000}
POOLS=${BENCH_MIX_POOLS:-150}
PER_BLOCK=${BENCH_MIX_PER_BLOCK:-50}
STAKE_SHARE=${BENCH_MIX_STAKE_SHARE:-0}
BATCH=${INDEXER_BATCH:-200}
RUNS=${BENCH_RUNS:-1}
FINALITY=${FINALITY_DEPTH:-6}
DEVNET_ADDR=${BENCH_DEVNET_ADDR:-127.0.0.1:18546}
RPC="http://$DEVNET_ADDR"

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  mkdir -p "$BIN_DIR"
  go build -o "$BIN_DIR/devnet" ./contracts/cmd/devnet
  go build -o "$BIN_DIR/mainapi" ./mainapi/cmd/mainapi
  go build -o "$BIN_DIR/chainmirror" ./contracts/cmd/chainmirror
fi
mkdir -p "$RUN_DIR"
RUN_DIR=$(realpath "$RUN_DIR")

pids=() run_pids=() # the node's, and a backfill run's (measure)
stop_run() {
  for pid in "${run_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${run_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  run_pids=()
}
stop_all() {
  stop_run
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pids=()
}
trap stop_all EXIT

wait_for() { # wait_for <what> <seconds> <command...>
  local what=$1 secs=$2; shift 2
  for _ in $(seq 1 "$((secs * 5))"); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "timed out waiting for $what; see $RUN_DIR/*.log" >&2
  exit 1
}

rpc_head() {
  curl -fsS -H 'Content-Type: application/json' \
    -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}' "$RPC" | jq -r '.result' | xargs printf '%d'
}

export DEPLOYMENT_FILE="$RUN_DIR/deployment.json"
if [ "${SKIP_GEN:-0}" != 1 ]; then
  rm -f "$DEPLOYMENT_FILE"
  echo "== generate: devnet, $SWAPS swaps over $POOLS extra pools, $PER_BLOCK actions a block (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  gen_start=$(date +%s)
  "$BIN_DIR/devnet" -addr "$DEVNET_ADDR" -chain-id 1 -deploy-out "$DEPLOYMENT_FILE" -sim-fast -sim-interval=-1ns \
    -launch-share 0 -stake-share "$STAKE_SHARE" -distribute-every "${BENCH_MIX_DISTRIBUTE_EVERY:-0}" -trades-per-block "$PER_BLOCK" -sim-extra-pools "$POOLS" -sim-swaps "$SWAPS" \
    >"$RUN_DIR/devnet.out" 2>"$RUN_DIR/devnet.log" &
  devnet_pid=$!
  echo "$devnet_pid" >"$RUN_DIR/devnet.pid"
  pids+=($devnet_pid)
  wait_for "the devnet deployment" 120 test -s "$DEPLOYMENT_FILE"
  wait_for "the simulation ($SWAPS swaps)" 14400 grep -q 'simulation done' "$RUN_DIR/devnet.out"
  echo "generated in $(($(date +%s) - gen_start)) s: $(grep 'simulation done' "$RUN_DIR/devnet.out")"
  if [ "${GEN_ONLY:-0}" = 1 ]; then
    echo "devnet left running (pid $devnet_pid, $RPC); measure with SKIP_GEN=1"
    pids=()
    exit 0
  fi
elif [ -s "$RUN_DIR/devnet.pid" ] && [ "${KEEP_DEVNET:-0}" != 1 ]; then
  pids+=("$(cat "$RUN_DIR/devnet.pid")")
fi
if [ "${BENCH_NODE:-devnet}" = anvil ]; then
  ANVIL=${ANVIL:-$RUN_DIR/anvil/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil}
  if [ ! -x "$ANVIL" ]; then
    npm install --silent --prefix "$RUN_DIR/anvil" @foundry-rs/anvil-linux-amd64@1.7.1 >/dev/null
  fi
  ANVIL_ADDR=${BENCH_ANVIL_ADDR:-127.0.0.1:18547}
  read -ra anvil_args < <("$BIN_DIR/chainmirror" -from "$RPC" -print-anvil-args)
  "$ANVIL" --host "${ANVIL_ADDR%:*}" --port "${ANVIL_ADDR##*:}" "${anvil_args[@]}" \
    --no-mining --order fifo --hardfork osaka >"$RUN_DIR/anvil.log" 2>&1 &
  anvil_pid=$!
  echo "$anvil_pid" >"$RUN_DIR/anvil.pid"
  pids+=($anvil_pid)
  wait_for "anvil" 30 curl -fsS -H 'Content-Type: application/json' \
    -d '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}' "http://$ANVIL_ADDR"
  echo "== copy the chain into anvil ($("$ANVIL" --version | head -1))"
  "$BIN_DIR/chainmirror" -from "$RPC" -to "http://$ANVIL_ADDR" 2>"$RUN_DIR/chainmirror.log"
  RPC="http://$ANVIL_ADDR"
fi
HEAD=$(rpc_head)
echo "node head: $HEAD ($RPC)"
node_pid=$(cat "$RUN_DIR/devnet.pid")
[ "${BENCH_NODE:-devnet}" != anvil ] || node_pid=$anvil_pid
# BENCH_NODE_NICE gives the node's threads that nice value for the run (and
# 0 back after it): on a shared host the backfill's bottleneck is the
# writer (the indexer's transaction and its Postgres backend, in sequence),
# and a node at a lower priority serves the reads with the CPU the writer
# leaves (docs/performance.md, "BENCH_NODE_NICE and BENCH_NODE=anvil").
renice_node() {
  local t
  for t in /proc/"$node_pid"/task/*; do renice -n "$1" -p "${t##*/}" >/dev/null; done
}
if [ "${BENCH_NODE_NICE:-0}" != 0 ]; then
  renice_node "$BENCH_NODE_NICE"
  trap 'renice_node 0 2>/dev/null || true; stop_all' EXIT
  echo "node at nice $BENCH_NODE_NICE"
fi

# CPU seconds (user + system) of a pid, and of every postgres process.
cpu_of() { awk -v tk="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); split($0, f, " "); printf "%.2f", (f[12] + f[13]) / tk }' "/proc/$1/stat"; }
cpu_postgres() {
  local t=0 pid
  for pid in $(pgrep -x postgres); do t=$(awk -v a="$t" -v b="$(cpu_of "$pid" 2>/dev/null || echo 0)" 'BEGIN { print a + b }'); done
  echo "$t"
}

export DATABASE_URL="$PGURL/$BENCH_DB?sslmode=disable"
export CHAIN_ID=1

# measure backfills the chain into a fresh database once and prints its
# figures; the last events/s is left in run_eps.
measure() {
  PGOPTIONS='--client-min-messages=warning' psql -q "$PGURL/postgres" -c "DROP DATABASE IF EXISTS $BENCH_DB" -c "CREATE DATABASE $BENCH_DB" >/dev/null
  "$BIN_DIR/mainapi" migrate >"$RUN_DIR/migrate.log" 2>&1

  echo "== backfill: mainapi index, INDEXER_BATCH=$BATCH FINALITY_DEPTH=$FINALITY (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  local node_cpu0 pg_cpu0 start end index_pid poll_pid poll_fd log_fd nap_fd got poll_part log_part line ix_cpu node_cpu pg_cpu blocks events
  node_cpu0=$(cpu_of "$node_pid"); pg_cpu0=$(cpu_postgres)
  # The log exists, empty, before the loop below opens it: mainapi's own
  # open may come later, and must not leave the last run's lines to read.
  : >"$RUN_DIR/index.log"
  start=$(date +%s.%N)
  RPC_URL=$RPC INDEXER_BATCH=$BATCH FINALITY_DEPTH=$FINALITY "$BIN_DIR/mainapi" index >"$RUN_DIR/index.log" 2>&1 &
  index_pid=$!
  run_pids+=($index_pid)
  # One psql session polls the stored head (\watch): a psql started every
  # 0.2 s would take a large share of the machine's CPU from the run it
  # measures.
  # The last run's answers must not end this one before it starts, and the
  # file must exist before the loop reads it (psql, started in the
  # background, may not have opened it yet: the run then stopped at once).
  : >"$RUN_DIR/head.poll"
  printf 'SELECT coalesce((SELECT number FROM chain_head), -1) \\watch 0.2\n' |
    psql "$DATABASE_URL" -Atq >"$RUN_DIR/head.poll" 2>&1 &
  poll_pid=$!
  run_pids+=($poll_pid)
  # The loop starts no process: tail, grep and sleep started five times a
  # second would take CPU from the run it measures. It reads the two files' new lines through open
  # descriptors (a line not finished yet is kept until it is) and sleeps in
  # a read that times out on a pipe nobody writes.
  exec {poll_fd}<"$RUN_DIR/head.poll" {log_fd}<"$RUN_DIR/index.log" {nap_fd}<> <(:)
  got= poll_part= log_part=
  while :; do
    while IFS= read -r -u "$poll_fd" line; do got=$poll_part$line poll_part=; done
    poll_part+=$line
    [[ "$got" =~ ^[0-9]+$ ]] && [ "$got" -ge "$HEAD" ] && break
    kill -0 "$index_pid" 2>/dev/null || { echo "mainapi index exited; see $RUN_DIR/index.log" >&2; exit 1; }
    kill -0 "$poll_pid" 2>/dev/null || { echo "the head poll exited; see $RUN_DIR/head.poll" >&2; exit 1; }
    # A failed run is started again by the supervisor: the figure would not be a backfill's.
    while IFS= read -r -u "$log_fd" line; do
      [[ "$log_part$line" != *'starting it again'* ]] || { echo "mainapi index failed a run; see $RUN_DIR/index.log" >&2; exit 1; }
      log_part=
    done
    log_part+=$line
    read -r -t 0.2 -u "$nap_fd" _ || true
  done
  exec {poll_fd}<&- {log_fd}<&- {nap_fd}<&-
  end=$(date +%s.%N)
  echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
  # The indexer's backends live until it exits, so Postgres is read now.
  ix_cpu=$(cpu_of "$index_pid"); node_cpu=$(cpu_of "$node_pid"); pg_cpu=$(cpu_postgres)
  stop_run

  read -r blocks events < <(psql "$DATABASE_URL" -Atc "SELECT (SELECT count(*) FROM blocks),
    (SELECT count(*) FROM pairs_created) + (SELECT count(*) FROM pair_swaps) + (SELECT count(*) FROM pair_mints) +
    (SELECT count(*) FROM pair_burns) + (SELECT count(*) FROM pair_syncs) + (SELECT count(*) FROM lp_transfers) +
    (SELECT count(*) FROM router_swaps) + (SELECT count(*) FROM creator_fees) + (SELECT count(*) FROM collector_events) +
    (SELECT count(*) FROM vault_events) + (SELECT count(*) FROM admin_events)" | tr '|' ' ')
  grep 'indexer: progress' "$RUN_DIR/index.log" | tail -3 || true
  local secs
  read -r secs run_eps < <(awk -v s="$start" -v e="$end" -v ev="$events" 'BEGIN { printf "%.3f %.0f\n", e - s, ev / (e - s) }')
  awk -v t="$secs" -v b="$blocks" -v ev="$events" -v eps="$run_eps" 'BEGIN {
    printf "end to end: %d blocks, %d events in %.1f s: %.1f blocks/s, %d events/s\n", b, ev, t, b / t, eps
  }'
  awk -v ev="$events" -v ix="$ix_cpu" -v n0="$node_cpu0" -v n1="$node_cpu" -v p0="$pg_cpu0" -v p1="$pg_cpu" 'BEGIN {
    n = n1 - n0; p = p1 - p0
    printf "CPU during the run: indexer %.1f s (%.1f µs an event), node %.1f s (%.1f µs), postgres %.1f s (%.1f µs)\n",
      ix, ix / ev * 1e6, n, n / ev * 1e6, p, p / ev * 1e6
  }'
}

# BENCH_RUNS backfills of the same chain, each into a fresh database; with
# more than one, each run's events/s and their median. The host's speed
# moves within minutes (docs/performance.md, "The hosts"), and the first backfill after the
# chain's generation is slower (Postgres's and the page cache's memory
# touched for the first time): one run is one sample of that.
runs=()
for r in $(seq 1 "$RUNS"); do
  [ "$RUNS" = 1 ] || echo "== run $r of $RUNS"
  measure
  runs+=("$run_eps")
done
if [ "$RUNS" -gt 1 ]; then
  all=$(printf ' / %s' "${runs[@]}")
  printf '%s\n' "${runs[@]}" | sort -n | awk -v all="${all# / }" -v n="$RUNS" '
    { v[NR] = $1 }
    END { printf "end to end over %d runs: %s events/s; median %.0f events/s\n", n, all, n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2 }'
fi
