package keeper_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/keeper"
)

const base = "/backend-fun/ethereum"

// A frozen coin of the devnet scenario is graduated by the keeper (TooEarly
// waited out, one graduation per pass), and /health reports it.
func TestKeeperGraduatesFrozenCoin(t *testing.T) {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	d := env.Chain.Deployment
	acct := env.Chain.Accounts[4]
	k := keeper.New(env.Chain.Client, env.DB, keeper.Config{Key: acct.Key, ChainID: 1, Curve: d.LaunchpadCurve, Now: env.Clock})
	r := httpapi.NewRouter(httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Curves:  chain.NewCurves(env.Chain.Client, d.LaunchpadLens, env.Clock),
		Indexer: env.Indexer, Keeper: k, Now: env.Clock,
	})
	health := func() map[string]any {
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+"/health", nil))
		var v map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatalf("health %q: %v", rec.Body.String(), err)
		}
		return v
	}

	// Before any pass: enabled, nothing read yet, the frozen coin is waiting.
	h := health()
	kh := h["keeper"].(map[string]any)
	if kh["enabled"] != true || kh["address"] != strings.ToLower(acct.Address.Hex()) || kh["lastPassAt"] != nil || kh["missing"] != false {
		t.Fatalf("keeper before a pass = %v", kh)
	}
	if fc := h["frozenCoins"].(map[string]any); fc["count"] != float64(1) {
		t.Fatalf("frozenCoins = %v", fc)
	}

	ctx := context.Background()
	before := env.Chain.EthBalance(t, acct.Address)
	graduated := false
	for i := 0; i < 6 && !graduated; i++ {
		res, err := k.PassResult(ctx)
		if err != nil {
			t.Fatalf("pass %d: %v", i, err)
		}
		switch {
		case len(res.Confirmed) == 1:
			if res.Confirmed[0] != s.Frozen {
				t.Fatalf("confirmed %v, want %v", res.Confirmed, s.Frozen)
			}
			graduated = true
		case len(res.Sent) == 1:
			env.Chain.Commit()
		case len(res.Waiting) > 0: // TooEarly: one more block
			env.Chain.AdjustTime(t, time.Second)
		default:
			t.Fatalf("pass %d did nothing: %+v", i, res)
		}
	}
	if !graduated {
		t.Fatal("the keeper did not graduate the frozen coin")
	}
	if after := env.Chain.EthBalance(t, acct.Address); after.Cmp(before) <= 0 {
		t.Errorf("keeper balance %s -> %s: the bounty should exceed the gas", before, after)
	}
	env.Sync(t)

	h = health()
	kh = h["keeper"].(map[string]any)
	if kh["lastPassAt"] == nil || kh["lastError"] != nil || kh["stalled"] != false || kh["missing"] != false {
		t.Errorf("keeper after graduation = %v", kh)
	}
	if bal, _ := kh["balanceWei"].(string); bal == "" || bal == "0" {
		t.Errorf("balanceWei = %v", kh["balanceWei"])
	}
	if fc := h["frozenCoins"].(map[string]any); fc["count"] != float64(0) || fc["stuck"] != false {
		t.Errorf("frozenCoins = %v", fc)
	}
	row, err := env.DB.Coin(ctx, strings.ToLower(s.Frozen.Hex()), 0)
	if err != nil || row.Int("status") != 3 {
		t.Fatalf("coin status = %v (%v), want 3", row.Get("status"), err)
	}

	// Nothing frozen: a pass does nothing.
	if res, err := k.PassResult(ctx); err != nil || len(res.Sent)+len(res.Waiting)+len(res.BackedOff) != 0 {
		t.Fatalf("idle pass = %+v, %v", res, err)
	}
}

// Without a key the keeper is disabled, and /health calls it missing while
// a coin is frozen.
func TestKeeperDisabled(t *testing.T) {
	k := keeper.New(nil, nil, keeper.Config{})
	if k.Enabled() {
		t.Fatal("enabled without a key")
	}
	if err := k.Pass(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := k.Run(ctx); err == nil {
		t.Fatal("Run returned nil on a cancelled context")
	}
}
