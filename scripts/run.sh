#!/usr/bin/env bash
# Runs the whole system locally: the devnet (JSON-RPC, contracts deployed,
# simulated activity), mainapi and funbackend. Prints the URLs; Ctrl-C stops
# everything it started. Every address is overridable by env.
set -euo pipefail
cd "$(dirname "$0")/.."

export CHAIN_ID=${CHAIN_ID:-1}
DEVNET_ADDR=${DEVNET_ADDR:-127.0.0.1:8545}
export MAINAPI_ADDR=${MAINAPI_ADDR:-127.0.0.1:8080}
export FUNBACKEND_ADDR=${FUNBACKEND_ADDR:-127.0.0.1:8081}
export RPC_URL=${RPC_URL:-http://$DEVNET_ADDR}
RUN_DIR=${RUN_DIR:-.run}
BIN_DIR=${BIN_DIR:-bin}
export DEPLOYMENT_FILE=${DEPLOYMENT_FILE:-$RUN_DIR/deployment.json}
export FUNBACKEND_DB=${FUNBACKEND_DB:-$RUN_DIR/funbackend.db}
# Absolute links on share pages and feeds (og:image, logoUrl): scrapers
# need them; a deployment sets its public origin here.
export FUNBACKEND_PUBLIC_URL=${FUNBACKEND_PUBLIC_URL:-http://$FUNBACKEND_ADDR}
# The keeper graduates frozen coins with dev account 4 of the public test
# mnemonic (0x15d3...6a65); never use this key outside the devnet.
export KEEPER_KEY=${KEEPER_KEY:-0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a}
# mainapi's weekly Rakeback job posts roots with RakebackV2's poster, dev
# account 11 of the same mnemonic (0x71bE...5788; docs/rakeback.md); with the
# devnet's fast clock a week passes in about five minutes, so it runs often.
export RAKEBACK_POSTER_KEY=${RAKEBACK_POSTER_KEY:-0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82}
export RAKEBACK_JOB_INTERVAL=${RAKEBACK_JOB_INTERVAL:-5s}
export RAKEBACK_CONFIRMATIONS=${RAKEBACK_CONFIRMATIONS:-3}

export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/neoswap?sslmode=disable}

mkdir -p "$RUN_DIR"
rm -f "$DEPLOYMENT_FILE"

# The devnet is a new chain on every start (its blocks live in its memory),
# so what the services indexed in an earlier run describes another chain:
# mainapi would halt on it (the node's head below the stored one, issue 4's
# guard against rewriting finalized history) and funbackend would serve its
# coins. Both start empty: the database of DATABASE_URL is recreated and the
# SQLite file removed. Point DATABASE_URL and FUNBACKEND_DB only at data
# you can lose; KEEP_STATE=1 skips the reset.
if [ "${KEEP_STATE:-0}" != 1 ]; then
  db_name=${DATABASE_URL##*/}
  db_name=${db_name%%\?*}
  PGOPTIONS='--client-min-messages=warning' psql -q "${DATABASE_URL%/*}/postgres" \
    -c "DROP DATABASE IF EXISTS \"$db_name\" WITH (FORCE)" >/dev/null
  rm -f "$FUNBACKEND_DB" "$FUNBACKEND_DB-wal" "$FUNBACKEND_DB-shm"
fi
pids=()
pollers=() # the caught-up watchers below
stop() {
  trap - INT TERM EXIT
  echo
  echo "stopping..."
  for pid in "${pollers[@]}" "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

wait_for() { # wait_for <what> <seconds> <command...>
  local what=$1 secs=$2; shift 2
  for _ in $(seq 1 "$((secs * 5))"); do
    "$@" >/dev/null 2>&1 && return 0
    for pid in "${pids[@]}"; do
      kill -0 "$pid" 2>/dev/null || { echo "a process exited while waiting for $what; see $RUN_DIR/*.log" >&2; exit 1; }
    done
    sleep 0.2
  done
  echo "timed out waiting for $what; see $RUN_DIR/*.log" >&2
  exit 1
}

# The devnet's clock runs DEVNET_CLOCK_RATE times the wall clock (2016: a
# Rakeback week, 604800 s, passes about every 5 minutes; 1 is real time),
# and its simulator claims Rakeback with mainapi's proofs once mainapi is up.
"$BIN_DIR/devnet" -addr "$DEVNET_ADDR" -chain-id "$CHAIN_ID" -deploy-out "$DEPLOYMENT_FILE" \
  -clock-rate "${DEVNET_CLOCK_RATE:-2016}" -rakeback-api "${DEVNET_RAKEBACK_API:-http://$MAINAPI_ADDR}" \
  >"$RUN_DIR/devnet.log" 2>&1 &
pids+=($!)
wait_for "the devnet deployment" 120 test -s "$DEPLOYMENT_FILE"

slug_base=$("$BIN_DIR/funbackend" print-base-path 2>/dev/null || echo "/backend-fun/ethereum")
# mainapi fetches launched coins' logos from funbackend's image route (docs/logo.md).
export LAUNCH_BACKEND_URL=${LAUNCH_BACKEND_URL:-http://$FUNBACKEND_ADDR$slug_base}
# The wallet-signed writes (referral binding, profiles; docs/profiles.md)
# check smart-account signatures and Neocat ownership on the devnet through
# RPC_URL at the indexed head, and sign over CHAIN_ID as /config serves it.
# X linking stays off unless X_CLIENT_ID and the X_*_URL settings are set.
export REFERRAL_MAX_REFEREES=${REFERRAL_MAX_REFEREES:-1000}
# /internal/health (bearer INTERNAL_TOKEN) tells when mainapi's indexer has
# caught up; a local token unless one is set.
export INTERNAL_TOKEN=${INTERNAL_TOKEN:-run-local-$$}
"$BIN_DIR/mainapi" serve >"$RUN_DIR/mainapi.log" 2>&1 &
pids+=($!)
"$BIN_DIR/funbackend" serve >"$RUN_DIR/funbackend.log" 2>&1 &
pids+=($!)
wait_for "mainapi" 60 curl -fsS "http://$MAINAPI_ADDR/health/live"
wait_for "funbackend" 60 curl -fsS "http://$FUNBACKEND_ADDR$slug_base/health/live"

# caught_up <name> <url> [curl args...]: polls a health body until its
# indexer is within 2 blocks of the node, then prints once at which block
# (JSON fields "head"/"lastIndexedBlock" and "lagBlocks"). Gives up quietly
# after 30 minutes; the services keep running either way.
caught_up() {
  local name=$1 url=$2 body lag head; shift 2
  for _ in $(seq 1 9000); do
    body=$(curl -sS --max-time 2 "$@" "$url" 2>/dev/null) || body=
    lag=$(sed -n 's/.*"lagBlocks":\([0-9]*\).*/\1/p' <<<"$body")
    head=$(sed -n 's/.*"\(head\|lastIndexedBlock\)":"\{0,1\}\([0-9]*\).*/\2/p' <<<"$body")
    if [ -n "$lag" ] && [ -n "$head" ] && [ "$head" != 0 ] && [ "$lag" -le 2 ]; then
      echo "$name caught up at block $head"
      return 0
    fi
    sleep 0.2
  done
}
caught_up mainapi "http://$MAINAPI_ADDR/internal/health" -H "Authorization: Bearer $INTERNAL_TOKEN" &
pollers+=($!)
caught_up funbackend "http://$FUNBACKEND_ADDR$slug_base/health" &
pollers+=($!)

cat <<MSG

  devnet JSON-RPC   $RPC_URL   (chain id $CHAIN_ID; dev accounts of the mnemonic "test test ... junk")
  deployment file   $(realpath "$DEPLOYMENT_FILE")
  mainapi           http://$MAINAPI_ADDR            (try /health/live; API reference /docs)
  funbackend        http://$FUNBACKEND_ADDR$slug_base   (try /health/live; API reference /docs)
  logs              $(realpath "$RUN_DIR")/*.log

Ctrl-C stops everything.
MSG
wait -n "${pids[@]}" || true
echo "a process exited; see $RUN_DIR/*.log" >&2
