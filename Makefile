# Two commands do all set-up on a fresh machine (see README.md):
#   make run    devnet with the system deployed and simulated activity, mainapi, funbackend
#   make test   every test of every module
# `make bench` holds the long benchmarks and load runs (not part of make test).

SHELL := /bin/bash
MODULES := common contracts migrations mainapi funbackend e2e
GO_PKGS := $(addprefix ./,$(addsuffix /...,$(MODULES)))
COMMIT := $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
LDFLAGS := -X main.commit=$(COMMIT)

.PHONY: run test deps postgres contracts-check bindings bindings-check fmt-check vet unit build bench clean

run: deps build
	bash scripts/run.sh

test: deps contracts-check bindings-check fmt-check vet unit

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

build:
	mkdir -p bin
	go build -ldflags "$(LDFLAGS)" -o bin/devnet ./contracts/cmd/devnet
	go build -ldflags "$(LDFLAGS)" -o bin/mainapi ./mainapi/cmd/mainapi
	go build -ldflags "$(LDFLAGS)" -o bin/funbackend ./funbackend/cmd/funbackend

# Figures and how to read them: docs/performance.md. Needs Postgres.
bench: postgres
	go test -run '^$$' -bench . -benchmem -timeout 60m $(GO_PKGS)
	bash scripts/bench-mainapi.sh
	bash scripts/bench-funbackend.sh

clean:
	rm -rf bin .run
