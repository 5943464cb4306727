package httpapi_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// indexLPScenario fills h's database with the real indexer from a simulated
// scenario with liquidity adds and removes, indexing the first half of the
// blocks one by one and the rest as one batch (both incremental paths), and
// returns the writer for rebuild checks.
func indexLPScenario(t *testing.T) (*harness, *chaintest.Env, *postgres.Writer) {
	t.Helper()
	ctx := context.Background()
	env := chaintest.New(t)
	h := newHarness(t, nil)
	w, ix, src := indexerOf(t, env, h.db)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	if _, err := sim.Run(ctx, sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 8, Interval: -1, Rounds: 16, LaunchShare: -1, Seed: 5, Logger: quiet,
	}); err != nil {
		t.Fatal(err)
	}
	head := env.Head(t).Number.Uint64()
	var batch []mainapi.Block
	for n := uint64(0); n <= head; n++ {
		b, err := src.BlockByNumber(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if n > head/2 {
			batch = append(batch, b)
			continue
		}
		if _, err := ix.HandleBlock(ctx, b); err != nil {
			t.Fatalf("block %d: %v", n, err)
		}
	}
	if _, err := ix.HandleBatch(ctx, batch); err != nil {
		t.Fatalf("batch: %v", err)
	}
	if got := h.queryStrings(`SELECT number::text FROM chain_head`); len(got) != 1 || got[0] != fmt.Sprint(head) {
		t.Fatalf("indexed head %v, want %d", got, head)
	}
	return h, env, w
}

type holderBody struct {
	Address string `json:"address"`
	Pairs   []struct {
		Pair        string `json:"pair"`
		Token0      string `json:"token0"`
		Token1      string `json:"token1"`
		Balance     string `json:"balance"`
		TotalSupply string `json:"totalSupply"`
		Share       string `json:"share"`
		Amount0     string `json:"amount0"`
		Amount1     string `json:"amount1"`
	} `json:"pairs"`
}

func TestHolderPairs(t *testing.T) {
	h, env, w := indexLPScenario(t)
	ctx := context.Background()

	// The scenario has LP removals (transfers back to the pair) and adds.
	if n := h.queryStrings(`SELECT count(*)::text FROM lp_transfers t JOIN pools p ON p.pair = t.address AND t.to_address = t.address`); n[0] == "0" {
		t.Fatalf("scenario has no liquidity removal (burns %v, transfers %v)", h.queryStrings(`SELECT count(*)::text FROM pair_burns`),
			h.queryStrings(`SELECT count(*)::text FROM lp_transfers`))
	}
	// Incremental (block by block, then a batch) equals a rebuild, lp_balances and lp_supplies included.
	if diffs, err := w.Check(ctx); err != nil {
		t.Fatalf("check: %v %v", err, diffs)
	}

	// Every holder's answer equals the chain: balanceOf and totalSupply of
	// every tracked pair, at the indexed head.
	pair := bindings.NewNeoSwapPair()
	pools := h.queryStrings(`SELECT hex_addr(pair) FROM pools ORDER BY pair`)
	holders := h.queryStrings(`SELECT DISTINCT hex_addr(holder) FROM lp_balances`)
	for _, a := range env.Accounts[:6] {
		holders = append(holders, strings.ToLower(a.Address.Hex()))
	}
	held := 0
	for _, holder := range holders {
		rec := h.get("/dex/pools/holder/0x" + strings.ToUpper(holder[2:]) + "/pairs")
		var body holderBody
		decode(t, rec, &body)
		if got := rec.Header().Get("Cache-Control"); got != block {
			t.Errorf("Cache-Control = %q", got)
		}
		if body.Address != holder {
			t.Errorf("address = %s, want %s", body.Address, holder)
		}
		got := map[string]int{}
		for i, p := range body.Pairs {
			got[p.Pair] = i
		}
		for _, pa := range pools {
			inst := pair.Instance(env.Client, common.HexToAddress(pa))
			bal, err := bind.Call(inst, nil, pair.PackBalanceOf(common.HexToAddress(holder)), pair.UnpackBalanceOf)
			if err != nil {
				t.Fatal(err)
			}
			i, ok := got[pa]
			if bal.Sign() == 0 {
				if ok {
					t.Errorf("%s: pair %s listed with balance %s, chain has 0", holder, pa, body.Pairs[i].Balance)
				}
				continue
			}
			if !ok {
				t.Errorf("%s: pair %s missing (chain balance %s)", holder, pa, bal)
				continue
			}
			held++
			p := body.Pairs[i]
			supply, err := bind.Call(inst, nil, pair.PackTotalSupply(), pair.UnpackTotalSupply)
			if err != nil {
				t.Fatal(err)
			}
			if p.Balance != bal.String() || p.TotalSupply != supply.String() {
				t.Errorf("%s in %s: balance %s supply %s, chain %s %s", holder, pa, p.Balance, p.TotalSupply, bal, supply)
			}
			res, err := bind.Call(inst, nil, pair.PackGetReserves(), pair.UnpackGetReserves)
			if err != nil {
				t.Fatal(err)
			}
			want0 := new(big.Int).Quo(new(big.Int).Mul(res.Reserve0, bal), supply)
			if p.Amount0 != want0.String() {
				t.Errorf("%s in %s: amount0 %s, want %s", holder, pa, p.Amount0, want0)
			}
			share := new(big.Int).Quo(new(big.Int).Mul(bal, big.NewInt(1e18)), supply)
			if r, _ := new(big.Rat).SetString(p.Share); r == nil || new(big.Rat).Mul(r, big.NewRat(1e18, 1)).Cmp(new(big.Rat).SetInt(share)) != 0 {
				t.Errorf("%s in %s: share %s, want %s/1e18", holder, pa, p.Share, share)
			}
		}
	}
	if held == 0 {
		t.Fatal("no LP position in the scenario")
	}

	// No position: 200 with the populated shape; head ETag and 304; 400.
	check(t, h.get("/dex/pools/holder/0x00000000000000000000000000000000000000a1/pairs"), want{
		status: http.StatusOK, body: `{"address":"0x00000000000000000000000000000000000000a1","pairs":[]}`,
		headers: map[string]string{"Cache-Control": block},
	})
	rec := h.get("/dex/pools/holder/" + holders[0] + "/pairs")
	etag := rec.Header().Get("ETag")
	if !headETag.MatchString(etag) {
		t.Errorf("ETag = %q, want a head tag", etag)
	}
	check(t, h.get("/dex/pools/holder/"+holders[0]+"/pairs", "If-None-Match: "+etag), want{
		status: http.StatusNotModified, headers: map[string]string{"Cache-Control": block, "ETag": etag},
	})
	check(t, h.get("/dex/pools/holder/0x12/pairs"), want{
		status: http.StatusBadRequest, body: `{"error":"invalid address"}`, headers: errorHeaders(),
	})
}
