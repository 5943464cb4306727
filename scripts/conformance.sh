#!/usr/bin/env bash
# Outside-in conformance run (conformance/README.md): starts the whole system
# the way `make run` does (scripts/run.sh: devnet with the contracts deployed
# and simulated activity, mainapi, funbackend) on its own ports, database and
# run folder, then runs the Node test suite in conformance/ against it, and
# stops everything it started.
#
# Env: BIN_DIR (default bin; built unless SKIP_BUILD=1), CONF_DB (recreated
# by run.sh, like the SQLite file), CONF_DEVNET_ADDR, CONF_MAINAPI_ADDR, CONF_FUNBACKEND_ADDR,
# CONF_APP_PORT (the app's origin: mainapi's APP_ORIGIN, funbackend's
# NEOFUN_APP_URL; the browser test serves its pages there),
# KEEP_UP=1 (leave the system running after the tests, for development),
# CONFORMANCE_REQUIRE_BROWSER=1 (fail instead of skip when Chromium is missing),
# CONF_TESTS (the test files to run, relative to conformance/; default all).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

BIN_DIR=${BIN_DIR:-bin}
RUN_DIR=${RUN_DIR:-.run/conformance}
PGURL=${PGURL:-postgres://postgres@127.0.0.1:5432}
CONF_DB=${CONF_DB:-neoswap_conformance}
DEVNET_ADDR=${CONF_DEVNET_ADDR:-127.0.0.1:28545}
MAINAPI_ADDR=${CONF_MAINAPI_ADDR:-127.0.0.1:28080}
FUNBACKEND_ADDR=${CONF_FUNBACKEND_ADDR:-127.0.0.1:28081}
APP_PORT=${CONF_APP_PORT:-28090}
WEBHOOK_SECRET=${WEBHOOK_SECRET:-conformance-webhook-secret} # mainapi's webhook on, for tests/webhook.test.js

if [ "${SKIP_BUILD:-0}" != 1 ]; then # `make conformance` builds bin/ first and sets SKIP_BUILD
  mkdir -p "$BIN_DIR"
  for cmd in contracts/cmd/devnet mainapi/cmd/mainapi funbackend/cmd/funbackend; do
    go build -o "$BIN_DIR/" "./$cmd"
  done
fi
BIN_DIR=$(realpath "$BIN_DIR")
rm -rf "$RUN_DIR" && mkdir -p "$RUN_DIR"
RUN_DIR=$(realpath "$RUN_DIR")

(cd conformance && { [ -d node_modules ] && [ node_modules -nt package-lock.json ] || npm ci --no-audit --no-fund; })

# run.sh in its own process group, so the trap stops every process it started.
setsid env BIN_DIR="$BIN_DIR" RUN_DIR="$RUN_DIR" DATABASE_URL="$PGURL/$CONF_DB?sslmode=disable" \
  DEVNET_ADDR="$DEVNET_ADDR" MAINAPI_ADDR="$MAINAPI_ADDR" FUNBACKEND_ADDR="$FUNBACKEND_ADDR" \
  DEVNET_SIM_INTERVAL=${DEVNET_SIM_INTERVAL:-300ms} DEVNET_CLOCK_RATE=${DEVNET_CLOCK_RATE:-1} \
  APP_ORIGIN="http://127.0.0.1:$APP_PORT" NEOFUN_APP_URL="http://127.0.0.1:$APP_PORT" \
  WEBHOOK_SECRET="$WEBHOOK_SECRET" \
  bash scripts/run.sh >"$RUN_DIR/run.out" 2>&1 &
run_pid=$!
echo "$run_pid" >"$RUN_DIR/run.pid" # KEEP_UP=1: stop with kill -INT -- -$(cat $RUN_DIR/run.pid)
stop() {
  kill -INT -- "-$run_pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$run_pid" 2>/dev/null || return 0; sleep 0.2; done
  kill -KILL -- "-$run_pid" 2>/dev/null || true
}
[ "${KEEP_UP:-0}" = 1 ] || trap stop EXIT

for _ in $(seq 1 900); do
  grep -q "Ctrl-C stops everything" "$RUN_DIR/run.out" && break
  kill -0 "$run_pid" 2>/dev/null || { cat "$RUN_DIR/run.out"; exit 1; }
  sleep 0.2
done
grep -q "Ctrl-C stops everything" "$RUN_DIR/run.out" || { echo "the system did not start; see $RUN_DIR" >&2; exit 1; }
cat "$RUN_DIR/run.out"

cd conformance
MAINAPI_URL="http://$MAINAPI_ADDR" FUNBACKEND_URL="http://$FUNBACKEND_ADDR/backend-fun/ethereum" \
  RPC_URL="http://$DEVNET_ADDR" DEPLOYMENT_FILE="$RUN_DIR/deployment.json" APP_PORT="$APP_PORT" \
  WEBHOOK_SECRET="$WEBHOOK_SECRET" \
  DATABASE_URL="$PGURL/$CONF_DB?sslmode=disable" FUNBACKEND_DB="$RUN_DIR/funbackend.db" \
  node --test --test-concurrency=1 ${CONF_TESTS:-tests/}
