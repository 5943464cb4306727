#!/usr/bin/env bash
# The soak (docs/reliability.md, "The soak"; `make soak`): starts the whole
# system the way `make run` does (scripts/run.sh, in its own process group,
# as scripts/conformance.sh starts it) on its own ports, database and run
# folder, then for SOAK_DURATION at once: the devnet simulator at a high
# rate, HTTP load on the hot routes of both services, SSE clients with
# random disconnects and Last-Event-ID resumes, signed webhook deliveries
# duplicated, reordered and delayed (e2e/cmd/soak drives all three), and
# kill -9 of `mainapi index` and of funbackend at random moments, each
# started again by a supervisor, and reorgs of depth 1 to SOAK_REORG_MAX at
# random moments (the devnet's devnet_reorg: the last blocks replaced by a
# longer branch, their transactions mined again).
#
# At the end: `mainapi rebuild --check` must find the derived tables equal
# to a rebuild; a fresh funbackend indexing the same chain into a new SQLite
# file must hold the same derived tables as the soaked one at the same
# block; every SSE client saw each event id once (none twice, none missed
# after a resume); no 5xx other than 503. The HTTP p99 under the soak is
# printed next to the quiet figure (the same load before any fault). Stops
# by itself, stops everything it started, exits non-zero on any failure.
#
# Env: SOAK_DURATION (10m), SOAK_QUIET (30s, the quiet load run),
# SOAK_SSE_CLIENTS (1000), SOAK_WORKERS (4 load workers per service),
# SOAK_KILL_MAX (20: seconds, at most, between two faults, at least 3 apart),
# FINALITY_DEPTH (64, mainapi's default: exported to the soak's mainapi),
# SOAK_REORG_MAX (6: the deepest reorg; at most FINALITY_DEPTH; deeper ones
# work in the services but can wedge the devnet, docs/reliability.md),
# SOAK_DEVNET_ADDR (127.0.0.1:38545), SOAK_MAINAPI_ADDR (127.0.0.1:38080),
# SOAK_FUNBACKEND_ADDR (127.0.0.1:38081), SOAK_CHECK_ADDR (127.0.0.1:38082,
# the fresh funbackend), SOAK_DB (neoswap_soak, recreated), PGURL,
# BIN_DIR (bin; built unless SKIP_BUILD=1), RUN_DIR (.run/soak, recreated).
set -euo pipefail
cd "$(dirname "$0")/.."

SOAK_DURATION=${SOAK_DURATION:-10m}
SOAK_QUIET=${SOAK_QUIET:-30s}
SSE_CLIENTS=${SOAK_SSE_CLIENTS:-1000}
WORKERS=${SOAK_WORKERS:-4}
KILL_MAX=${SOAK_KILL_MAX:-20}
export FINALITY_DEPTH=${FINALITY_DEPTH:-64}
REORG_MAX=${SOAK_REORG_MAX:-6}
((REORG_MAX >= 1)) || REORG_MAX=1
((REORG_MAX <= FINALITY_DEPTH)) || REORG_MAX=$FINALITY_DEPTH # deeper halts mainapi by design (ErrReorgTooDeep)
((KILL_MAX >= 4)) || KILL_MAX=4
DEVNET_ADDR=${SOAK_DEVNET_ADDR:-127.0.0.1:38545}
MAINAPI_ADDR=${SOAK_MAINAPI_ADDR:-127.0.0.1:38080}
FUNBACKEND_ADDR=${SOAK_FUNBACKEND_ADDR:-127.0.0.1:38081}
CHECK_ADDR=${SOAK_CHECK_ADDR:-127.0.0.1:38082}
PGURL=${PGURL:-postgres://postgres@127.0.0.1:5432}
DATABASE_URL="$PGURL/${SOAK_DB:-neoswap_soak}?sslmode=disable"
WEBHOOK_SECRET=soak-webhook-secret
INTERNAL_TOKEN=soak-internal-token
BIN_DIR=${BIN_DIR:-bin}
RUN_DIR=${RUN_DIR:-.run/soak}
# The end check compares SQLite tables with the sqlite3 shell.
command -v sqlite3 >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlite3; } ||
  { echo "soak: needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 2; }
for a in "$DEVNET_ADDR" "$MAINAPI_ADDR" "$FUNBACKEND_ADDR" "$CHECK_ADDR"; do
  [[ $a == 127.0.0.1:* ]] || { echo "soak: $a: 127.0.0.1 only" >&2; exit 2; }
done

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  mkdir -p "$BIN_DIR"
  for cmd in contracts/cmd/devnet mainapi/cmd/mainapi funbackend/cmd/funbackend e2e/cmd/soak; do
    go build -o "$BIN_DIR/" "./$cmd"
  done
fi
BIN_DIR=$(realpath "$BIN_DIR")
rm -rf "$RUN_DIR" && mkdir -p "$RUN_DIR/bin"
RUN_DIR=$(realpath "$RUN_DIR")
SOAK_BIN=$RUN_DIR/bin

# run.sh starts "$BIN_DIR/devnet", "$BIN_DIR/mainapi serve" and
# "$BIN_DIR/funbackend serve"; the soak hands it a BIN_DIR whose mainapi and
# funbackend run the real ones under a supervisor (a process the soak kills
# with -9 is started again half a second later; its pid is in a file), and
# whose mainapi serves HTTP without the indexer, which runs beside it as a
# separate `mainapi index` (the one the soak kills).
cat >"$SOAK_BIN/supervise" <<'EOF'
#!/usr/bin/env bash
# supervise <pidfile> <command...>: runs the command again whenever it exits.
pidfile=$1; shift
child=
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; wait "$child" 2>/dev/null; exit 0' INT TERM
while :; do
  "$@" & child=$!
  echo "$child" >"$pidfile"
  echo "$child" >>"$pidfile.starts"
  wait "$child" || true
  sleep 0.5
done
EOF
cat >"$SOAK_BIN/mainapi" <<EOF
#!/usr/bin/env bash
[ "\${1:-serve}" = serve ] || exec "$BIN_DIR/mainapi" "\$@"
bash "$SOAK_BIN/supervise" "$RUN_DIR/mainapi-index.pid" "$BIN_DIR/mainapi" index & loop=\$!
echo "\$loop" >"$RUN_DIR/mainapi-index-loop.pid"
env -u RPC_URL "$BIN_DIR/mainapi" serve & srv=\$!
trap 'kill -TERM \$loop \$srv 2>/dev/null; wait; exit 0' INT TERM
wait \$srv; rc=\$?
# serve ended (it could not start, or was stopped): so does the index loop
kill -TERM \$loop 2>/dev/null; wait \$loop 2>/dev/null
exit \$rc
EOF
cat >"$SOAK_BIN/funbackend" <<EOF
#!/usr/bin/env bash
[ "\${1:-serve}" = serve ] || exec "$BIN_DIR/funbackend" "\$@"
exec bash "$SOAK_BIN/supervise" "$RUN_DIR/funbackend.pid" "$BIN_DIR/funbackend" serve
EOF
ln -s "$BIN_DIR/devnet" "$SOAK_BIN/devnet"
chmod +x "$SOAK_BIN"/*

# The stream's caps are raised for 1,000 clients from one address; the
# per-IP limiters of both services are off (every client here is 127.0.0.1)
# so that the load measures the routes, not 429s, and the webhook is served.
setsid env BIN_DIR="$SOAK_BIN" RUN_DIR="$RUN_DIR" DATABASE_URL="$DATABASE_URL" \
  DEVNET_ADDR="$DEVNET_ADDR" MAINAPI_ADDR="$MAINAPI_ADDR" FUNBACKEND_ADDR="$FUNBACKEND_ADDR" \
  DEVNET_SIM_INTERVAL=${DEVNET_SIM_INTERVAL:-100ms} DEVNET_CLOCK_RATE=${DEVNET_CLOCK_RATE:-1} \
  WEBHOOK_SECRET="$WEBHOOK_SECRET" INTERNAL_TOKEN="$INTERNAL_TOKEN" \
  FUNBACKEND_LIMIT_STREAM=0 FUNBACKEND_STREAM_PER_IP=5000 FUNBACKEND_STREAM_MAX=5000 \
  RATE_LIMIT=off \
  FUNBACKEND_LIMIT_BOARD=0 FUNBACKEND_LIMIT_DETAIL=0 FUNBACKEND_LIMIT_EXPENSIVE=0 FUNBACKEND_LIMIT_QUOTES=0 \
  bash scripts/run.sh >"$RUN_DIR/run.out" 2>&1 &
run_pid=$!
check_pid=
stop() {
  # a stopped (SIGSTOP) process cannot exit: continue it first
  [ -z "$check_pid" ] || { kill -CONT "$check_pid"; kill -TERM "$check_pid"; } 2>/dev/null || true
  for f in funbackend.pid mainapi-index.pid; do # a stopped (SIGSTOP) process cannot exit
    [ ! -s "$RUN_DIR/$f" ] || kill -CONT "$(cat "$RUN_DIR/$f")" 2>/dev/null || true
  done
  kill -INT -- "-$run_pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$run_pid" 2>/dev/null || break; sleep 0.2; done
  # Whatever of its process group outlived run.sh (background children of
  # a script ignore SIGINT) goes too.
  kill -KILL -- "-$run_pid" 2>/dev/null || true
}
trap stop EXIT
trap 'exit 130' INT TERM

fail=0
failed() { echo "FAIL: $*"; fail=1; }

wait_line() { # wait_line <pattern> <seconds>
  for _ in $(seq 1 "$(($2 * 5))"); do
    grep -q "$1" "$RUN_DIR/run.out" && return 0
    kill -0 "$run_pid" 2>/dev/null || { cat "$RUN_DIR/run.out"; exit 1; }
    sleep 0.2
  done
  echo "soak: timed out waiting for \"$1\"; see $RUN_DIR" >&2
  exit 1
}
wait_line "Ctrl-C stops everything" 300
wait_line "mainapi caught up" 300
wait_line "funbackend caught up" 300
cat "$RUN_DIR/run.out"
BASE=$("$BIN_DIR/funbackend" print-base-path 2>/dev/null || echo /backend-fun/ethereum)
drive() { # drive <duration> [flags...]
  local d=$1; shift
  "$BIN_DIR/soak" -mainapi "http://$MAINAPI_ADDR" -funbackend "http://$FUNBACKEND_ADDR$BASE" \
    -rpc "http://$DEVNET_ADDR" -deployment "$RUN_DIR/deployment.json" -webhook-secret "$WEBHOOK_SECRET" \
    -workers "$WORKERS" -duration "$d" "$@"
}

echo "== quiet: $SOAK_QUIET of load, no faults"
drive "$SOAK_QUIET" | tee "$RUN_DIR/quiet.txt" || failed "the quiet load"

echo "== soak: $SOAK_DURATION (reorgs of depth 1 to $REORG_MAX)"
# reorg <depth>: the devnet replaces its last <depth> blocks. The simulated
# backend forks only while no transaction waits in its pool ("pending block
# dirty"); the miner empties it within its 50 ms poll, so a refused request
# is sent again, up to 40 times 50 ms apart. Every answer goes to reorgs.log.
reorg() {
  local out
  reorg_tries=$((reorg_tries + 1))
  for _ in $(seq 1 40); do
    out=$(curl -sS --max-time 10 -H 'Content-Type: application/json' \
      -d "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"devnet_reorg\",\"params\":[$1]}" "http://$DEVNET_ADDR" 2>&1)
    echo "$(date -u +%T.%N | cut -c1-12) depth $1: $out" >>"$RUN_DIR/reorgs.log"
    grep -q '"result"' <<<"$out" && return 0
    grep -q 'pending block dirty' <<<"$out" || return 1
    sleep 0.05
  done
  return 1
}
drive "$SOAK_DURATION" -sse "$SSE_CLIENTS" -webhook >"$RUN_DIR/soak.txt" 2>&1 &
driver=$!
kills_index=0 kills_fun=0 reorgs=0 reorg_blocks=0 reorg_tries=0
while kill -0 "$driver" 2>/dev/null; do
  for _ in $(seq 1 "$((3 + RANDOM % (KILL_MAX - 2)))"); do
    kill -0 "$driver" 2>/dev/null && sleep 1
  done
  kill -0 "$driver" 2>/dev/null || break
  case $((RANDOM % 3)) in
  0) kill -9 "$(cat "$RUN_DIR/mainapi-index.pid")" 2>/dev/null && kills_index=$((kills_index + 1)) ;;
  1) kill -9 "$(cat "$RUN_DIR/funbackend.pid")" 2>/dev/null && kills_fun=$((kills_fun + 1)) ;;
  *) depth=$((1 + RANDOM % REORG_MAX))
     reorg "$depth" && reorgs=$((reorgs + 1)) && reorg_blocks=$((reorg_blocks + depth)) ;;
  esac
done
wait "$driver" || failed "the soak's traffic checks (load, SSE, webhook)"
cat "$RUN_DIR/soak.txt"
echo "kill -9: mainapi index $kills_index times, funbackend $kills_fun times; reorgs: $reorgs of $reorg_tries tried ($reorg_blocks blocks replaced; answers in $RUN_DIR/reorgs.log)"
((reorgs > 0)) || [ "$SOAK_DURATION" = 0 ] || echo "soak: no reorg was injected" >&2

# The indexer recovers by itself: within 2 blocks of the node again.
health() { curl -sS --max-time 2 -H "Authorization: Bearer $INTERNAL_TOKEN" "http://$MAINAPI_ADDR/internal/health" 2>/dev/null; }
caught=0
for _ in $(seq 1 600); do
  lag=$(health | sed -n 's/.*"lagBlocks":\([0-9]*\).*/\1/p') || lag=
  [ -n "$lag" ] && [ "$lag" -le 2 ] && { caught=1; break; }
  sleep 0.2
done
[ "$caught" = 1 ] || failed "mainapi index did not catch up after the soak: $(health)"

echo "== mainapi rebuild --check"
# The supervised indexer stopped, so the tables hold still and the writer
# lock is free for the check.
index_pid=$(cat "$RUN_DIR/mainapi-index.pid")
kill -TERM "$(cat "$RUN_DIR/mainapi-index-loop.pid")" || true
for _ in $(seq 1 150); do kill -0 "$index_pid" 2>/dev/null || break; sleep 0.2; done
DATABASE_URL="$DATABASE_URL" "$BIN_DIR/mainapi" rebuild --check >"$RUN_DIR/rebuild.txt" 2>&1 ||
  { tail -40 "$RUN_DIR/rebuild.txt"; failed "mainapi rebuild --check"; }
tail -3 "$RUN_DIR/rebuild.txt"

echo "== funbackend: the soaked tables against a fresh re-index of the same chain"
FRESH_DB=$RUN_DIR/fresh.db
env CHAIN_ID=1 RPC_URL="http://$DEVNET_ADDR" DEPLOYMENT_FILE="$RUN_DIR/deployment.json" \
  FUNBACKEND_DB="$FRESH_DB" FUNBACKEND_ADDR="$CHECK_ADDR" KEEPER_KEY= \
  "$BIN_DIR/funbackend" serve >"$RUN_DIR/fresh.log" 2>&1 &
check_pid=$!
SOAKED_DB=$RUN_DIR/funbackend.db
soaked_pid=$(cat "$RUN_DIR/funbackend.pid")
head_of() { sqlite3 -readonly "$1" 'SELECT coalesce(max(number), 0) FROM blocks' 2>/dev/null || echo 0; }
# Both index the live chain; to read them at one block, each is held with
# SIGSTOP and the one behind is let run until it reaches the other's head.
for _ in $(seq 1 1500); do
  [ -s "$FRESH_DB" ] && [ "$(head_of "$FRESH_DB")" -ge "$(head_of "$SOAKED_DB")" ] && break
  kill -0 "$check_pid" 2>/dev/null || { tail -3 "$RUN_DIR/fresh.log"; break; } # it could not start
  sleep 0.2
done
kill -STOP "$soaked_pid" "$check_pid" || true
for _ in $(seq 1 100); do
  a=$(head_of "$SOAKED_DB") b=$(head_of "$FRESH_DB")
  [ "$a" = "$b" ] && break
  if [ "$a" -lt "$b" ]; then behind=$soaked_pid db=$SOAKED_DB target=$b; else behind=$check_pid db=$FRESH_DB target=$a; fi
  kill -CONT "$behind" || true
  for _ in $(seq 1 1500); do [ "$(head_of "$db")" -ge "$target" ] && break; sleep 0.02; done
  kill -STOP "$behind" || true
done
echo "both at block $a (the fresh one at $b)"
dump() { # the derived tables: coins, trades, events, holders, candles
  local cols
  for t in coins trades coin_events holders candles_1m; do
    # Not compared: announced records what the stream has told clients, and
    # grad_mcap_usd is priced at the ETH/USD rate of the moment the block was
    # written (a write-time snapshot, funbackend/event.go), not the chain.
    cols=$(sqlite3 -readonly "$1" "SELECT group_concat(name) FROM pragma_table_info('$t') WHERE name NOT IN ('announced', 'grad_mcap_usd')")
    sqlite3 -readonly "$1" "SELECT '$t', $cols FROM $t" | sort
  done
}
dump "$SOAKED_DB" >"$RUN_DIR/soaked.dump"
dump "$FRESH_DB" >"$RUN_DIR/fresh.dump"
# blocks is the indexer's window of checked hashes, not derived: a backfill
# keeps the blocks of its ranges' logs and ends, the live tail every block.
# Every block both hold must carry the same hash and parent.
forked=$(sqlite3 -readonly "$SOAKED_DB" "ATTACH '$FRESH_DB' AS fresh;
  SELECT count(*) FROM blocks s JOIN fresh.blocks f USING (number)
  WHERE s.hash <> f.hash OR s.parent_hash <> f.parent_hash OR s.timestamp <> f.timestamp" 2>&1)
kill -CONT "$soaked_pid" "$check_pid" || true
if [ "$a" != "$b" ]; then
  failed "the two funbackends never stood at the same block"
elif [ "$forked" != 0 ]; then
  failed "funbackend's block hashes differ from a fresh re-index's: $forked"
elif ! diff "$RUN_DIR/soaked.dump" "$RUN_DIR/fresh.dump" >"$RUN_DIR/funbackend.diff"; then
  head -20 "$RUN_DIR/funbackend.diff"
  failed "funbackend's derived tables differ from a fresh re-index ($RUN_DIR/funbackend.diff)"
else
  echo "equal: $(wc -l <"$RUN_DIR/soaked.dump") rows ($(grep -c '^trades|' "$RUN_DIR/soaked.dump") trades, $(grep -c '^coins|' "$RUN_DIR/soaked.dump") coins)"
fi

echo "== summary"
grep -h '^load ' "$RUN_DIR/quiet.txt" | sed 's/^/quiet: /'
grep -h '^load ' "$RUN_DIR/soak.txt" | sed 's/^/soak:  /'
grep -h '^sse\|^webhook' "$RUN_DIR/soak.txt"
echo "kill -9: mainapi index $kills_index, funbackend $kills_fun; restarts: index $(($(wc -l <"$RUN_DIR/mainapi-index.pid.starts") - 1)), funbackend $(($(wc -l <"$RUN_DIR/funbackend.pid.starts") - 1))"
grep -h '^FAIL' "$RUN_DIR/quiet.txt" "$RUN_DIR/soak.txt" || true
if [ "$fail" = 0 ]; then echo "soak: PASS"; else echo "soak: FAIL (logs in $RUN_DIR)"; fi
exit "$fail"
