#!/usr/bin/env bash
# Regenerates the abigen bindings from the committed artifacts into a temporary
# file and fails when they differ from common/bindings/bindings.go.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd common/bindings && go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 \
  --combined-json ../../contracts/artifacts/combined.json --pkg bindings --out "$tmp/bindings.go")
if ! cmp -s "$tmp/bindings.go" common/bindings/bindings.go; then
  echo "common/bindings/bindings.go is stale: run 'make bindings' and commit" >&2
  exit 1
fi
echo "bindings fresh"
