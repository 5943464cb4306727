# Two commands do all set-up on a fresh machine (see README.md):
#   make run    devnet with the system deployed and simulated activity, mainapi, funbackend
#   make test   every test of every module
# `make bench` holds the long benchmarks and load runs (not part of make test).

SHELL := /bin/bash
MODULES := common contracts migrations mainapi funbackend e2e
GO_PKGS := $(addprefix ./,$(addsuffix /...,$(MODULES)))
COMMIT := $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
LDFLAGS := -X main.commit=$(COMMIT)

.PHONY: apiref run test replica-test deps postgres contracts-check bindings bindings-check fmt-check vet unit conformance build bench bench-tools soak clean

run: deps build
	bash scripts/run.sh

test: deps contracts-check bindings-check fmt-check vet unit conformance

# deps: Postgres up, npm packages of the contracts, Go modules.
deps: postgres contracts/node_modules
	go mod download -C common && go mod download -C contracts && go mod download -C migrations && \
	go mod download -C mainapi && go mod download -C funbackend && go mod download -C e2e

postgres:
	@bash scripts/ensure-postgres.sh

contracts/node_modules: contracts/package.json contracts/package-lock.json
	cd contracts && npm ci --no-audit --no-fund
	@touch contracts/node_modules

# Recompile the Solidity sources and fail when the committed artifacts differ.
contracts-check: contracts/node_modules
	cd contracts && node scripts/build.js --check

# Regenerate the Go bindings from the committed artifacts.
bindings: contracts/node_modules
	cd contracts && node scripts/build.js
	cd common && go generate ./bindings

# Fail when common/bindings/bindings.go is not what abigen makes of the artifacts.
bindings-check:
	@bash scripts/check-bindings.sh

fmt-check:
	@out=$$(gofmt -l $(MODULES)); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	go vet $(GO_PKGS)

unit:
	go test -race -count=1 -timeout 25m $(GO_PKGS)

# A real streaming replica of the local cluster serving a read-only mainapi
# (docs/replicas.md): about a minute. Not part of `make test`, since it may
# change the cluster's pg_hba.conf (scripts/ensure-replication.sh says when
# it does); .ci/run runs it after `make test`.
replica-test: postgres
	@bash scripts/ensure-replication.sh
	REPLICA_TEST=1 go test -count=1 -timeout 5m -run '^TestReplicaServesReads$$' ./mainapi/cmd/mainapi

# Outside-in checks of the running system with the tools integrators use
# (conformance/README.md): builds, starts it on its own ports and database,
# runs the Node suite, stops it.
conformance: build
	SKIP_BUILD=1 bash scripts/conformance.sh

# The API reference page's renderer (GET /docs, common/apiref): Redoc's
# standalone bundle from the npm package pinned in common/apiref/package.json,
# committed so that go build needs no Node. Run after changing the pin.
apiref:
	cd common/apiref && npm ci --legacy-peer-deps --ignore-scripts --no-audit --no-fund && \
	  cp node_modules/redoc/bundles/redoc.standalone.js node_modules/redoc/bundles/redoc.standalone.js.LICENSE.txt .

build:
	mkdir -p bin
	go build -ldflags "$(LDFLAGS)" -o bin/devnet ./contracts/cmd/devnet
	go build -ldflags "$(LDFLAGS)" -o bin/mainapi ./mainapi/cmd/mainapi
	go build -ldflags "$(LDFLAGS)" -o bin/funbackend ./funbackend/cmd/funbackend

# Figures and how to read them: docs/performance.md. Needs Postgres and wrk.
# The indexer's large mix (BenchmarkReplayMix, BenchmarkWebhookLatency) is
# generated once (BENCH_MIX_SWAPS, default 250000: about 25 minutes on 2
# cores) and cached under $$TMPDIR; scripts/bench-indexer.sh generates its
# own chain on the devnet, the same 250k-swap mix (16-22 minutes), and
# backfills it five times with the node at nice 10, as docs/performance.md
# records issue 4's end-to-end figure: each run and the median. The HTTP
# load runs go twice: wrk and the server sharing both cores, then (PIN=1)
# the server on CPU 0 and wrk on CPU 1 (with Postgres, for mainapi).
bench: postgres bench-tools
	go test -run '^$$' -bench . -benchmem -timeout 150m $(GO_PKGS)
	BENCH_MIX_SWAPS=$${BENCH_MIX_SWAPS:-250000} BENCH_NODE_NICE=$${BENCH_NODE_NICE:-10} BENCH_RUNS=$${BENCH_RUNS:-5} \
	    bash scripts/bench-indexer.sh
	bash scripts/bench-mainapi.sh
	SKIP_FILL=1 SKIP_BUILD=1 PIN=1 bash scripts/bench-mainapi.sh
	bash scripts/bench-funbackend.sh
	PIN=1 bash scripts/bench-funbackend.sh

# wrk drives the HTTP load runs; a fresh machine lacks it.
bench-tools:
	@command -v wrk >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "wrk not found: apt-get install -y wrk"; apt-get install -y wrk || { apt-get update && apt-get install -y wrk; }; \
	  else \
	    echo "make bench needs wrk (HTTP load generator): sudo apt-get install -y wrk"; exit 1; \
	  fi; }
	@command -v wrk >/dev/null 2>&1 || { echo "wrk still missing: sudo apt-get install -y wrk"; exit 1; }

# The soak (docs/reliability.md, "The soak"): the whole system under load,
# SSE clients, webhook deliveries and kill -9 of `mainapi index` and
# funbackend for SOAK_DURATION (default 10m), then the equality checks.
# Stops by itself; not part of `make test`. Needs sqlite3 (the CLI).
soak: deps
	bash scripts/soak.sh

clean:
	rm -rf bin .run
