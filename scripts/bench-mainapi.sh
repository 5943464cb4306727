#!/usr/bin/env bash
# Load run of mainapi's HTTP routes (issue 5 §3; figures in docs/performance.md).
#
#   1. fill a dedicated database: the devnet with its simulator runs for
#      FILL_SECONDS while `mainapi serve` indexes it, then both stop;
#   2. serve that database with the indexer off (a fixed head, so ETags and
#      the body cache stay valid), every rate limiter off, no head-lag bound;
#   3. wrk on a bare gin handler (the control: bench-baseline), then
#      wrk -t2 -c64 -d15s --latency on /chain/head, /dex/pools and
#      /tokens/{WETH}/chart?range=24h, each answered 200 and answered 304
#      (If-None-Match set to the ETag fetched first), and the two large ones
#      answered gzip-compressed (Accept-Encoding: gzip); then the two Postgres
#      routes again with the body cache off (RESPONSE_CACHE_MB=0), so every
#      request reaches Postgres: over TCP loopback, then over Postgres's Unix
#      socket (PG_SOCKET_DIR, default /var/run/postgresql) when it has one.
#
# Env: BIN_DIR (default bin; built unless SKIP_BUILD=1), BENCH_DB (dropped and
# recreated; SKIP_FILL=1 reuses it), FILL_SECONDS, BENCH_MIX_STAKE_SHARE (0: the
# fill stakes no NEO, so fills before and after staking existed compare),
# WRK_DURATION, WRK_THREADS, WRK_CONNS,
# PIN=1: the server (and the control) on CPU 0 with GOMAXPROCS=1, wrk and
# Postgres on CPU 1 (the postmaster's affinity, which the backends it forks
# inherit, set for the load runs and restored on exit; it needs the right to
# change the postmaster's affinity, root or its owner). So the load generator
# never takes the server's core, and neither does Postgres: left free, its
# backends are woken where the server runs and crowd CPU 0 (scripts/cpusplit.py shows it;
# docs/performance.md, "PIN=1").
set -euo pipefail
cd "$(dirname "$0")/.."

BIN_DIR=${BIN_DIR:-bin}
RUN_DIR=${RUN_DIR:-.run/bench}
BENCH_DB=${BENCH_DB:-neoswap_bench}
PGURL=${PGURL:-postgres://postgres@127.0.0.1:5432}
FILL_SECONDS=${FILL_SECONDS:-60}
WRK_DURATION=${WRK_DURATION:-15s}
WRK_THREADS=${WRK_THREADS:-2}
WRK_CONNS=${WRK_CONNS:-64}
DEVNET_ADDR=${BENCH_DEVNET_ADDR:-127.0.0.1:18545}
API_ADDR=${BENCH_API_ADDR:-127.0.0.1:18080}
API="http://$API_ADDR"
SERVER_ON=() CLIENT_ON=()
if [ "${PIN:-0}" = 1 ]; then
  SERVER_ON=(taskset -c 0 env GOMAXPROCS=1) CLIENT_ON=(taskset -c 1)
fi

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  mkdir -p "$BIN_DIR"
  go build -o "$BIN_DIR/devnet" ./contracts/cmd/devnet
  go build -o "$BIN_DIR/mainapi" ./mainapi/cmd/mainapi
  go build -o "$BIN_DIR/bench-baseline" ./mainapi/cmd/bench-baseline
fi
mkdir -p "$RUN_DIR"
RUN_DIR=$(realpath "$RUN_DIR")

pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pids=()
}

# Postgres's CPU affinity under PIN=1 (pin_postgres CPU, then restored by
# unpin_postgres on exit). Backends already running are moved too.
PG_PINNED=""
postmaster_pid() {
  local dir
  dir=$(psql "$PGURL/postgres" -Atc "SHOW data_directory") && head -1 "$dir/postmaster.pid"
}
postgres_cpus() { # postgres_cpus <postmaster pid> <cpu list>: the postmaster and its backends
  local pid rc=0
  for pid in "$1" $(pgrep -P "$1"); do
    taskset -a -pc "$2" "$pid" >/dev/null || rc=1 # a backend may have ended meanwhile
  done
  return $rc
}
pin_postgres() {
  local pm
  pm=$(postmaster_pid) || { echo "cannot find the postmaster: Postgres is not pinned" >&2; return 0; }
  PG_PINNED=$pm # set first: a pin that fails halfway is undone on exit too
  postgres_cpus "$pm" "$1" || { echo "cannot pin Postgres to CPU $1" >&2; return 0; }
  echo "== Postgres (postmaster $pm and its backends) on CPU $1"
}
unpin_postgres() {
  [ -n "$PG_PINNED" ] || return 0
  postgres_cpus "$PG_PINNED" "0-$(($(nproc) - 1))" 2>/dev/null || true
  PG_PINNED=""
}
trap 'stop_all; unpin_postgres' EXIT

wait_for() { # wait_for <what> <seconds> <command...>
  local what=$1 secs=$2; shift 2
  for _ in $(seq 1 "$((secs * 5))"); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "timed out waiting for $what; see $RUN_DIR/*.log" >&2
  exit 1
}

export DATABASE_URL="$PGURL/$BENCH_DB?sslmode=disable"
export CHAIN_ID=1
export DEPLOYMENT_FILE="$RUN_DIR/deployment.json"
if [ "${SKIP_FILL:-0}" != 1 ]; then # SKIP_FILL=1 reuses the database and deployment of the last run
psql -q "$PGURL/postgres" -c "DROP DATABASE IF EXISTS $BENCH_DB" -c "CREATE DATABASE $BENCH_DB" >/dev/null
rm -f "$DEPLOYMENT_FILE"

echo "== fill: devnet + simulator for ${FILL_SECONDS}s, indexed by mainapi serve"
"$BIN_DIR/devnet" -addr "$DEVNET_ADDR" -chain-id 1 -deploy-out "$DEPLOYMENT_FILE" -sim-interval 250ms \
  -stake-share "${BENCH_MIX_STAKE_SHARE:-0}" \
  >"$RUN_DIR/devnet.log" 2>&1 &
pids+=($!)
wait_for "the devnet deployment" 120 test -s "$DEPLOYMENT_FILE"
RPC_URL="http://$DEVNET_ADDR" MAINAPI_ADDR=$API_ADDR "$BIN_DIR/mainapi" serve >"$RUN_DIR/mainapi-fill.log" 2>&1 &
pids+=($!)
wait_for "mainapi" 60 curl -fsS "$API/health/live"
sleep "$FILL_SECONDS"
stop_all
fi
psql "$DATABASE_URL" -Atc "SELECT 'indexed: head ' || (SELECT number FROM chain_head) || ', ' ||
  (SELECT count(*) FROM trades) || ' trades, ' || (SELECT count(*) FROM pools) || ' pools, ' ||
  (SELECT count(*) FROM lp_transfers) || ' LP transfers'"

WETH=$(jq -r '.addresses.weth' "$DEPLOYMENT_FILE")
if [ "${PIN:-0}" = 1 ]; then pin_postgres 1; fi
ROUTES=("/chain/head" "/dex/pools" "/tokens/$WETH/chart?range=24h")
LUA="$RUN_DIR/if-none-match.lua"
cat >"$LUA" <<'LUA'
wrk.headers["If-None-Match"] = os.getenv("ETAG")
LUA

serve() { # serve <log> [env...]: mainapi with the indexer off and no limits
  local log=$1; shift
  env -u RPC_URL MAINAPI_ADDR=$API_ADDR RATE_LIMIT=off RATE_LIMIT_NEOFUN=off RATE_LIMIT_LAUNCHPAD=off \
    MAX_HEAD_LAG=0 HEAVY_MAX_IN_FLIGHT=0 "$@" "${SERVER_ON[@]}" "$BIN_DIR/mainapi" serve >"$RUN_DIR/$log" 2>&1 &
  pids+=($!)
  wait_for "mainapi" 60 curl -fsS "$API/health/live"
}

run_wrk() { # run_wrk <label> <path> [wrk args...]
  local label=$1 path=$2 API=${API}; shift 2
  echo "-- $label $path   (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  echo "\$ ${CLIENT_ON[*]} wrk -t$WRK_THREADS -c$WRK_CONNS -d$WRK_DURATION --latency $* '$API$path'"
  "${CLIENT_ON[@]}" wrk -t"$WRK_THREADS" -c"$WRK_CONNS" -d"$WRK_DURATION" --latency "$@" "$API$path" |
    grep -E 'Requests/sec|^ +(50|99)%|Non-2xx|Socket errors|requests in'
}

echo "== control: bare gin handler, constant 3.5 KB JSON body with an ETag"
BASELINE_ADDR=127.0.0.1:18090 "${SERVER_ON[@]}" "$BIN_DIR/bench-baseline" >"$RUN_DIR/baseline.log" 2>&1 &
pids+=($!)
wait_for "bench-baseline" 30 curl -fsS http://127.0.0.1:18090/baseline
API=http://127.0.0.1:18090 run_wrk "200" /baseline
stop_all

echo "== cached: body cache on (default RESPONSE_CACHE_MB)"
serve mainapi-cached.log
for p in "${ROUTES[@]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "$API$p")
  [ "$status" = 200 ] || { echo "$p answered $status" >&2; exit 1; }
  curl -s "$API$p" >/dev/null # warm the body cache
  run_wrk "200" "$p"
  if [ "$p" != /chain/head ]; then # bodies over the 1 KB gzip threshold, compressed once in the cache
    run_wrk "200 gzip" "$p" -H 'Accept-Encoding: gzip'
  fi
  etag=$(curl -s -D - -o /dev/null "$API$p" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}')
  [ "$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $etag" "$API$p")" = 304 ] || { echo "$p: no 304" >&2; exit 1; }
  ETAG=$etag run_wrk "304" "$p" -s "$LUA"
done
stop_all

echo "== uncached: RESPONSE_CACHE_MB=0 (every 200 reaches Postgres), over TCP loopback"
serve mainapi-uncached.log RESPONSE_CACHE_MB=0
for p in "${ROUTES[@]:1}"; do
  run_wrk "200 no-cache, tcp" "$p"
done
stop_all

# Postgres beside the server is reached over its Unix socket in a co-located
# deployment: no TCP stack on either side of each round trip.
PG_SOCKET_DIR=${PG_SOCKET_DIR:-/var/run/postgresql}
if [ -S "$PG_SOCKET_DIR/.s.PGSQL.5432" ]; then
  echo "== uncached: RESPONSE_CACHE_MB=0, over the Unix socket in $PG_SOCKET_DIR"
  serve mainapi-uncached-socket.log RESPONSE_CACHE_MB=0 \
    DATABASE_URL="postgres://postgres@/$BENCH_DB?host=$PG_SOCKET_DIR&sslmode=disable"
  for p in "${ROUTES[@]:1}"; do
    run_wrk "200 no-cache, unix socket" "$p"
  done
  stop_all
else
  echo "== no Postgres Unix socket in $PG_SOCKET_DIR: the socket runs are skipped"
fi
