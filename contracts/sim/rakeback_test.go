package sim_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/merkle"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
)

// TestRunRakebackClaims posts a Rakeback root over the fees the simulator's
// own trades paid, serves its proofs as mainapi does (spec 4.5) and checks
// that the simulator claims exactly the leaves of the traders that claim,
// in the three ways, and that mainapi being unavailable costs nothing.
func TestRunRakebackClaims(t *testing.T) {
	env := chaintest.New(t)
	rb := env.Deployment.Rakeback
	rbB := bindings.NewRakebackV2()
	traders := env.Accounts[1:7]
	base := sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: traders,
		Commit: func() { env.Commit() }, Interval: -1, Seed: 3,
		LaunchShare: -1, FarmShare: -1, StakeShare: -1, DistributeEvery: -1,
		Logger: slog.New(slog.DiscardHandler),
	}

	// Trades pay fees; the distribution job sends the Rakeback bucket's
	// share to RakebackV2 (notify on).
	cfg := base
	cfg.Rounds, cfg.Keeper, cfg.DistributeEvery = 21, &env.Accounts[0], 10
	if _, err := sim.Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	epoch := (env.Head(t).Time - 259_200) / 604_800
	var tokens []common.Address
	var received []*big.Int
	for _, sym := range []string{"WETH", "USDT", "USDC", "NEO"} {
		tok := env.Token(t, sym)
		if r := chaintest.Call(t, env, rb, rbB.PackReceived(tok), rbB.UnpackReceived); r.Sign() > 0 {
			tokens, received = append(tokens, tok), append(received, r)
		}
	}
	if len(tokens) < 2 {
		t.Fatalf("RakebackV2 received %d tokens, want at least 2", len(tokens))
	}

	// One leaf per trader and token, posted once the epoch closed and
	// activated after the delay.
	var leaves []merkle.RakebackValue
	totals := make([]*big.Int, len(tokens))
	for j, tok := range tokens {
		totals[j] = new(big.Int)
		for _, tr := range traders {
			amt := new(big.Int).Div(received[j], big.NewInt(int64(len(traders)+1)))
			leaves = append(leaves, merkle.RakebackValue{Epoch: epoch, Token: tok, Index: uint64(len(leaves)), Account: tr.Address, Amount: amt})
			totals[j].Add(totals[j], amt)
		}
	}
	tree, err := merkle.BuildRakeback(leaves)
	if err != nil {
		t.Fatal(err)
	}
	env.AdjustTime(t, 8*24*time.Hour)
	env.Send(t, 0, rb, nil, rbB.PackPostRoot(new(big.Int).SetUint64(epoch), tree.Root(), tokens, totals))
	env.AdjustTime(t, 24*time.Hour+time.Second)
	for _, tok := range tokens {
		env.Send(t, 0, rb, nil, rbB.PackActivate(new(big.Int).SetUint64(epoch), tok))
	}

	// mainapi down (503): nothing claimed, nothing failed.
	var hits atomic.Int32
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.Error(w, "indexer behind", http.StatusServiceUnavailable)
	}))
	defer down.Close()
	cfg = base
	cfg.Rounds, cfg.RakebackAPI = 9, down.URL
	stats, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if hits.Load() == 0 || stats.RakebackClaims != 0 || stats.Failed != 0 {
		t.Fatalf("mainapi down: %d requests, stats %+v", hits.Load(), stats)
	}

	// mainapi up: the proofs of each wallet.
	root := tree.Root()
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
		if len(parts) != 3 || parts[0] != "rakeback" || parts[2] != "proof" || !common.IsHexAddress(parts[1]) {
			http.NotFound(w, r)
			return
		}
		who := common.HexToAddress(parts[1])
		items := []map[string]any{}
		for i, l := range leaves {
			if l.Account != who {
				continue
			}
			var proof []string
			for _, p := range tree.Proof(i) {
				proof = append(proof, hexutil.Encode(p[:]))
			}
			items = append(items, map[string]any{"epoch": l.Epoch, "token": l.Token.Hex(), "index": l.Index,
				"amount": l.Amount.String(), "proof": proof, "root": hexutil.Encode(root[:])})
		}
		json.NewEncoder(w).Encode(map[string]any{"items": items})
	}))
	defer api.Close()
	start := env.Head(t).Number
	cfg.Rounds, cfg.RakebackAPI = 41, api.URL
	stats, err = sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if stats.Failed != 0 || stats.RakebackClaims == 0 {
		t.Fatalf("stats %+v: want claims and no failure", stats)
	}

	// Exactly the claiming traders' leaves are claimed: all but every
	// third trader (sim's rakebackClaimer).
	claimedLeaves := 0
	for _, l := range leaves {
		pos := 0
		for i, tr := range traders {
			if tr.Address == l.Account {
				pos = i
			}
		}
		got := chaintest.Call(t, env, rb, rbB.PackIsClaimed(new(big.Int).SetUint64(l.Epoch), new(big.Int).SetUint64(l.Index)), rbB.UnpackIsClaimed)
		if want := pos%3 != 1; got != want {
			t.Errorf("leaf %d of trader %d: claimed %v, want %v", l.Index, pos, got, want)
		}
		if got {
			claimedLeaves++
		}
	}
	if claimedLeaves != stats.RakebackClaims {
		t.Errorf("%d leaves claimed on chain, stats say %d", claimedLeaves, stats.RakebackClaims)
	}
	logs, err := env.Client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: start, Addresses: []common.Address{rb}})
	if err != nil {
		t.Fatal(err)
	}
	var plain, asNeo int
	for _, l := range logs {
		if _, err := rbB.UnpackClaimedEvent(&l); err == nil {
			plain++
		} else if _, err := rbB.UnpackClaimedAsNeoEvent(&l); err == nil {
			asNeo++
		}
	}
	if plain == 0 || asNeo == 0 {
		t.Errorf("%d Claimed and %d ClaimedAsNeo events, want both", plain, asNeo)
	}
}
