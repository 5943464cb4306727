package sim_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/common/bindings"
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
	var leaves []rbLeaf
	totals := make([]*big.Int, len(tokens))
	for j, tok := range tokens {
		totals[j] = new(big.Int)
		for _, tr := range traders {
			amt := new(big.Int).Div(received[j], big.NewInt(int64(len(traders)+1)))
			leaves = append(leaves, rbLeaf{epoch, tok, uint64(len(leaves)), tr.Address, amt})
			totals[j].Add(totals[j], amt)
		}
	}
	tree := newRBTree(leaves)
	env.AdjustTime(t, 8*24*time.Hour)
	env.Send(t, 0, rb, nil, rbB.PackPostRoot(new(big.Int).SetUint64(epoch), tree.root(), tokens, totals))
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
	root := tree.root()
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
			for _, p := range tree.proof(i) {
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

// rbLeaf is a RakebackV2 leaf: (epoch, token, index, account, amount).
type rbLeaf struct {
	Epoch   uint64
	Token   common.Address
	Index   uint64
	Account common.Address
	Amount  *big.Int
}

var rbLeafArgs = func() abi.Arguments {
	u256, _ := abi.NewType("uint256", "", nil)
	addr, _ := abi.NewType("address", "", nil)
	return abi.Arguments{{Type: u256}, {Type: addr}, {Type: u256}, {Type: addr}, {Type: u256}}
}()

// rbTree is OpenZeppelin's StandardMerkleTree over rbLeaf values (the
// systemtest's rakeback_tree_test.go pins the same construction to the
// library's output): leaves double-hashed, sorted, pairs hashed sorted.
type rbTree struct {
	nodes [][32]byte
	pos   []int // value index -> tree index
}

func newRBTree(ls []rbLeaf) *rbTree {
	n := len(ls)
	hashes := make([][32]byte, n)
	for i, l := range ls {
		enc, err := rbLeafArgs.Pack(new(big.Int).SetUint64(l.Epoch), l.Token, new(big.Int).SetUint64(l.Index), l.Account, l.Amount)
		if err != nil {
			panic(err) // fixed types: cannot fail
		}
		hashes[i] = crypto.Keccak256Hash(crypto.Keccak256(enc))
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return bytes.Compare(hashes[order[a]][:], hashes[order[b]][:]) < 0 })
	t := &rbTree{nodes: make([][32]byte, 2*n-1), pos: make([]int, n)}
	for i, v := range order {
		t.nodes[len(t.nodes)-1-i] = hashes[v]
		t.pos[v] = len(t.nodes) - 1 - i
	}
	for i := len(t.nodes) - 1 - n; i >= 0; i-- {
		a, b := t.nodes[2*i+1], t.nodes[2*i+2]
		if bytes.Compare(a[:], b[:]) > 0 {
			a, b = b, a
		}
		t.nodes[i] = crypto.Keccak256Hash(a[:], b[:])
	}
	return t
}

func (t *rbTree) root() [32]byte { return t.nodes[0] }

func (t *rbTree) proof(v int) [][32]byte {
	var p [][32]byte
	for i := t.pos[v]; i > 0; i = (i - 1) / 2 {
		sib := i + 1
		if i%2 == 0 {
			sib = i - 1
		}
		p = append(p, t.nodes[sib])
	}
	return p
}
