package main

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/contracts/devnet"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// TestWireRefusesAnotherChain: a node of another network than CHAIN_ID is
// refused before anything follows it or the keeper signs for it, even when
// the deployment file agrees with CHAIN_ID.
func TestWireRefusesAnotherChain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dn, err := devnet.Start(ctx, devnet.Config{Addr: "127.0.0.1:0", ChainID: 1, BlockTime: time.Hour,
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer dn.Close()
	dir := t.TempDir()
	dep := filepath.Join(dir, "deployment.json")
	// A deployment of chain 5 naming a curve (the check runs before any
	// contract is read, so the address need not hold code).
	if err := os.WriteFile(dep, []byte(`{"chainId":5,"startBlock":1,"addresses":{"launchpadCurve":"0x00000000000000000000000000000000000000c1"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := sqlite.Open(ctx, filepath.Join(dir, "fun.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	cfg := funbackend.Config{ChainID: 5, RPCURL: dn.RPCURL(), DeploymentFile: dep, BasePath: "/backend-fun/x"}
	_, _, err = wire(ctx, cfg, db, slog.New(slog.DiscardHandler))
	if err == nil || !strings.Contains(err.Error(), "RPC_URL serves chain 1, CHAIN_ID is 5") {
		t.Fatalf("wire against a chain-1 node with CHAIN_ID 5: %v", err)
	}
}
