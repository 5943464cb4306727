package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

type lpFeeRowT struct {
	Address string  `json:"address"`
	Pair    string  `json:"pair"`
	Token0  string  `json:"token0"`
	Token1  string  `json:"token1"`
	Balance string  `json:"balance"`
	Fees0   string  `json:"fees0"`
	Fees1   string  `json:"fees1"`
	FeesUsd *string `json:"feesUsd"`
}

type lpFeesT struct {
	Address string      `json:"address"`
	Pairs   []lpFeeRowT `json:"pairs"`
}

// chainGrowth is sqrt(reserve0 x reserve1) / totalSupply of pair on the
// node at block (nil: latest), with the reserves; g nil when undefined.
func chainGrowth(t *testing.T, env *chaintest.Env, pair common.Address, block *big.Int) (g *big.Float, r0, r1 *big.Int) {
	t.Helper()
	b := bindings.NewNeoSwapPair()
	call := func(data []byte) []byte {
		out, err := env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &pair, Data: data}, block)
		if err != nil {
			t.Fatalf("call %s at %v: %v", pair.Hex(), block, err)
		}
		return out
	}
	res, err := b.UnpackGetReserves(call(b.PackGetReserves()))
	if err != nil {
		t.Fatal(err)
	}
	supply, err := b.UnpackTotalSupply(call(b.PackTotalSupply()))
	if err != nil {
		t.Fatal(err)
	}
	if supply.Sign() == 0 || res.Reserve0.Sign() == 0 || res.Reserve1.Sign() == 0 {
		return nil, res.Reserve0, res.Reserve1
	}
	const prec = 1024
	k := new(big.Float).SetPrec(prec).SetInt(new(big.Int).Mul(res.Reserve0, res.Reserve1))
	k.Sqrt(k)
	return k.Quo(k, new(big.Float).SetPrec(prec).SetInt(supply)), res.Reserve0, res.Reserve1
}

// TestLPFeesRoute: GET /portfolio/{address}/lp-fees[/{pair}] over a devnet
// the real indexer follows, after simulated trading with liquidity adds
// and removes. For every trader, the pairs are those of its raw LP
// Transfer events; each row's balance is the pair's balanceOf now; its
// fees are recomputed here from the node alone: at the end of every block
// that changed the trader's balanceOf, and now, the pair's getReserves and
// totalSupply give g = sqrt(r0 r1)/supply, and sum balance x (g_end -
// g_start) is valued at the current reserves (docs/portfolio.md). The
// single-pair route answers the same row; content ETag with 304; unknown
// wallet and pair the empty shapes; malformed addresses 400.
func TestLPFeesRoute(t *testing.T) {
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	follow := indexertest.BlockByBlock(t, env, ix, src)
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 14, LaunchShare: -1,
		FarmShare: -1, StakeShare: -1, Seed: 73, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		t.Fatal(err)
	}
	follow()
	ctx := context.Background()
	hex := func(b []byte) string { return fmt.Sprintf("0x%x", b) }
	pairB := bindings.NewNeoSwapPair()

	rowsSeen, earning, priced := 0, 0, 0
	for _, acct := range env.Accounts[1:6] {
		w := acct.Address
		path := "/portfolio/" + hex(w.Bytes()) + "/lp-fees"
		rec := h.get(path)
		if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		tag := rec.Header().Get("ETag")
		if !strings.HasPrefix(tag, `W/"c`) {
			t.Errorf("%s: ETag %q, want a content tag", path, tag)
		}
		if r := h.get(path, "If-None-Match: "+tag); r.Code != http.StatusNotModified || r.Body.Len() != 0 {
			t.Errorf("%s: If-None-Match %d", path, r.Code)
		}
		if got := keysOf(t, rec.Body.Bytes()); got != "address,pairs" {
			t.Fatalf("%s keys %s", path, got)
		}
		var body lpFeesT
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatal(err)
		}

		// The pairs: those of the trader's raw LP Transfers.
		var want []string
		rows, err := h.db.Pool.Query(ctx, `SELECT DISTINCT address FROM lp_transfers WHERE to_address = $1 OR from_address = $1 ORDER BY address`, w.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var p []byte
			if err := rows.Scan(&p); err != nil {
				t.Fatal(err)
			}
			want = append(want, hex(p))
		}
		var got []string
		for _, r := range body.Pairs {
			got = append(got, r.Pair)
		}
		if body.Address != hex(w.Bytes()) || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%s: pairs %v, lp_transfers %v", path, got, want)
		}

		for _, r := range body.Pairs {
			rowsSeen++
			pair := common.HexToAddress(r.Pair)
			bal := chaintest.Call(t, env, pair, pairB.PackBalanceOf(w), pairB.UnpackBalanceOf)
			if r.Balance != bal.String() {
				t.Errorf("%s %s: balance %s, balanceOf %s", path, r.Pair, r.Balance, bal)
			}
			// The blocks that changed the trader's balance, from the raw
			// Transfers; the state at their ends from the node.
			var blocks []int64
			q, err := h.db.Pool.Query(ctx, `SELECT DISTINCT block_number FROM lp_transfers WHERE address = $1 AND (to_address = $2 OR from_address = $2) ORDER BY 1`, pair.Bytes(), w.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			for q.Next() {
				var b int64
				if err := q.Scan(&b); err != nil {
					t.Fatal(err)
				}
				blocks = append(blocks, b)
			}
			F := new(big.Float).SetPrec(1024)
			for i, b := range blocks {
				at := big.NewInt(b)
				start, _, _ := chainGrowth(t, env, pair, at)
				var end *big.Float
				if i+1 < len(blocks) {
					end, _, _ = chainGrowth(t, env, pair, big.NewInt(blocks[i+1]))
				} else {
					end, _, _ = chainGrowth(t, env, pair, nil)
				}
				out, err := env.Client.CallContract(ctx, ethereum.CallMsg{To: &pair, Data: pairB.PackBalanceOf(w)}, at)
				if err != nil {
					t.Fatal(err)
				}
				held, err := pairB.UnpackBalanceOf(out)
				if err != nil {
					t.Fatal(err)
				}
				if start == nil || end == nil || held.Sign() == 0 {
					continue
				}
				d := new(big.Float).SetPrec(1024).Sub(end, start)
				F.Add(F, d.Mul(d, new(big.Float).SetPrec(1024).SetInt(held)))
			}
			_, r0, r1 := chainGrowth(t, env, pair, nil)
			want0, want1 := new(big.Int), new(big.Int)
			if F.Sign() > 0 {
				x0, x1 := new(big.Float).SetPrec(1024).SetInt(r0), new(big.Float).SetPrec(1024).SetInt(r1)
				new(big.Float).SetPrec(1024).Mul(F, new(big.Float).SetPrec(1024).Sqrt(new(big.Float).SetPrec(1024).Quo(x0, x1))).Int(want0)
				new(big.Float).SetPrec(1024).Mul(F, new(big.Float).SetPrec(1024).Sqrt(new(big.Float).SetPrec(1024).Quo(x1, x0))).Int(want1)
			}
			if !within1(r.Fees0, want0) || !within1(r.Fees1, want1) {
				t.Errorf("%s %s: fees %s/%s, from the node %s/%s", path, r.Pair, r.Fees0, r.Fees1, want0, want1)
			}
			if want0.Sign() > 0 && want1.Sign() > 0 {
				earning++
			}

			// USD: the fees at /token/{t}/price with the tokens' decimals.
			if r.FeesUsd != nil {
				usd := decimal.Zero
				for _, leg := range [][2]string{{r.Token0, r.Fees0}, {r.Token1, r.Fees1}} {
					if leg[1] == "0" {
						continue
					}
					var p struct {
						PriceUsd *string `json:"priceUsd"`
					}
					if err := json.Unmarshal(h.get("/token/"+leg[0]+"/price").Body.Bytes(), &p); err != nil || p.PriceUsd == nil {
						t.Fatalf("%s %s: feesUsd %s but %s unpriced (%v)", path, r.Pair, *r.FeesUsd, leg[0], err)
					}
					var dec int32
					if err := h.db.Pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE address = $1`, common.HexToAddress(leg[0]).Bytes()).Scan(&dec); err != nil {
						t.Fatal(err)
					}
					usd = usd.Add(decimal.RequireFromString(leg[1]).Shift(-dec).Mul(decimal.RequireFromString(*p.PriceUsd)))
				}
				shown := decimal.RequireFromString(*r.FeesUsd)
				if shown.Sub(usd).Abs().GreaterThan(decimal.New(1, -6)) {
					t.Errorf("%s %s: feesUsd %s, want %s", path, r.Pair, shown, usd)
				}
				if shown.IsPositive() {
					priced++
				}
			}

			// The single-pair route answers the same row.
			one := h.get(path + "/" + r.Pair)
			var o lpFeeRowT
			if err := json.Unmarshal(one.Body.Bytes(), &o); err != nil || one.Code != http.StatusOK {
				t.Fatalf("%s/%s: %d %s", path, r.Pair, one.Code, one.Body)
			}
			r.Address = body.Address
			if a, b := mustJSON(t, o), mustJSON(t, r); a != b {
				t.Errorf("%s/%s: %+v, list row %+v", path, r.Pair, o, r)
			}
		}
	}
	if rowsSeen < 3 || earning == 0 || priced == 0 {
		t.Fatalf("%d rows, %d earning, %d priced: the simulation did not provide liquidity through swaps", rowsSeen, earning, priced)
	}

	// Unknown wallet, unknown pair: the empty shapes.
	stranger := "0x00000000000000000000000000000000000000a9"
	if rec := h.get("/portfolio/" + stranger + "/lp-fees"); rec.Code != http.StatusOK || rec.Body.String() != `{"address":"`+stranger+`","pairs":[]}` {
		t.Errorf("unknown wallet: %d %s", rec.Code, rec.Body)
	}
	zero := "0x0000000000000000000000000000000000000000"
	want := `{"address":"` + stranger + `","pair":"0x00000000000000000000000000000000000000c1","token0":"` + zero + `","token1":"` + zero + `","balance":"0","fees0":"0","fees1":"0","feesUsd":"0"}`
	if rec := h.get("/portfolio/" + stranger + "/lp-fees/0x00000000000000000000000000000000000000c1"); rec.Code != http.StatusOK || rec.Body.String() != want {
		t.Errorf("unknown pair: %d %s", rec.Code, rec.Body)
	}
	for path, msg := range map[string]string{
		"/portfolio/0x12/lp-fees":                  "invalid address",
		"/portfolio/" + stranger + "/lp-fees/nope": "invalid pair",
		"/portfolio/0x12/lp-fees/" + stranger:      "invalid address",
	} {
		if rec := h.get(path); rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), msg) {
			t.Errorf("%s: %d %s", path, rec.Code, rec.Body)
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// within1 says the decimal string s is n or n-1 (a float rounding step).
func within1(s string, n *big.Int) bool {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return false
	}
	d := new(big.Int).Sub(n, v)
	return d.Sign() >= 0 && d.Cmp(big.NewInt(1)) <= 0 || d.Cmp(big.NewInt(-1)) == 0
}
