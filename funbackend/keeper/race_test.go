package keeper_test

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/keeper"
)

// TestTwoKeepersOneGraduation is issue 34's case 2 (its race part): two
// keepers with different keys pass over the same frozen coin and both send
// its graduation into the same block. The coin graduates once; the keeper
// whose transaction reverted (NotFrozen) records a lost race, not an
// error, and neither keeper's /health reports one.
func TestTwoKeepersOneGraduation(t *testing.T) {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	d := env.Chain.Deployment
	ctx := context.Background()
	newKeeper := func(i int) (*keeper.Keeper, http.Handler) {
		k := keeper.New(env.Chain.Client, env.DB, keeper.Config{Key: env.Chain.Accounts[i].Key, ChainID: 1, Curve: d.LaunchpadCurve, Now: env.Clock})
		return k, httpapi.NewRouter(httpapi.Deps{
			BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
			Curves:  chain.NewCurves(env.Chain.Client, d.LaunchpadLens, env.Clock),
			Indexer: env.Indexer, Keeper: k, Now: env.Clock,
		})
	}
	k1, r1 := newKeeper(4)
	k2, r2 := newKeeper(5)

	var sent, confirmed, lost int
	for i := 0; i < 8 && confirmed+lost < 2; i++ {
		res1, err := k1.PassResult(ctx)
		if err != nil {
			t.Fatalf("keeper 1 pass %d: %v", i, err)
		}
		res2, err := k2.PassResult(ctx)
		if err != nil {
			t.Fatalf("keeper 2 pass %d: %v", i, err)
		}
		sent += len(res1.Sent) + len(res2.Sent)
		confirmed += len(res1.Confirmed) + len(res2.Confirmed)
		lost += len(res1.Lost) + len(res2.Lost)
		if n := len(res1.BackedOff) + len(res2.BackedOff); n > 0 {
			t.Fatalf("pass %d: backed off %v %v", i, res1.BackedOff, res2.BackedOff)
		}
		switch {
		case len(res1.Sent)+len(res2.Sent) > 0:
			env.Chain.Commit()
		case len(res1.Waiting)+len(res2.Waiting) > 0: // TooEarly: one more block
			env.Chain.AdjustTime(t, time.Second)
		}
	}
	if sent != 2 || confirmed != 1 || lost != 1 {
		t.Fatalf("sent %d, confirmed %d, lost %d: want both sent in one block, one confirmed, one lost", sent, confirmed, lost)
	}
	if c1, c2 := k1.Counts(), k2.Counts(); c1.Lost+c2.Lost != 1 || c1.Confirmed+c2.Confirmed != 1 || c1.BackedOff+c2.BackedOff != 0 {
		t.Errorf("counts %+v %+v: want one confirmed, one lost, none backed off", c1, c2)
	}
	env.Sync(t)

	// One Graduated event for the coin on chain.
	logs, err := env.Chain.Client.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{d.LaunchpadCurve}})
	if err != nil {
		t.Fatal(err)
	}
	curve := bindings.NewLaunchpadCurve()
	graduated := 0
	for _, l := range logs {
		if ev, err := curve.UnpackGraduatedEvent(&l); err == nil && ev.Token == s.Frozen {
			graduated++
		}
	}
	if graduated != 1 {
		t.Errorf("%d Graduated events for the coin, want 1", graduated)
	}
	row, err := env.DB.Coin(ctx, strings.ToLower(s.Frozen.Hex()), 0)
	if err != nil || row.Int("status") != 3 {
		t.Fatalf("coin status = %v (%v), want 3", row.Get("status"), err)
	}
	for i, r := range []http.Handler{r1, r2} {
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+"/health", nil))
		var h map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil {
			t.Fatalf("health %q: %v", rec.Body.String(), err)
		}
		kh := h["keeper"].(map[string]any)
		if kh["lastError"] != nil || kh["stalled"] != false || kh["lastPassAt"] == nil {
			t.Errorf("keeper %d /health after the race = %v", i+1, kh)
		}
		if fc := h["frozenCoins"].(map[string]any); fc["count"] != float64(0) {
			t.Errorf("frozenCoins = %v", fc)
		}
	}
}

// TestKeeperResendsDroppedGraduation: the node drops the keeper's pending
// graduation (a restart, a pool eviction); once PendingFor has passed
// without a receipt the keeper sends it again, with the nonce the node
// gives back, and the coin graduates; /health reports no error.
func TestKeeperResendsDroppedGraduation(t *testing.T) {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	d := env.Chain.Deployment
	ctx := context.Background()
	const pendingFor = 30 * time.Second
	k := keeper.New(env.Chain.Client, env.DB, keeper.Config{Key: env.Chain.Accounts[4].Key, ChainID: 1,
		Curve: d.LaunchpadCurve, Now: env.Clock, PendingFor: pendingFor})
	var first *keeper.Result
	for i := 0; i < 4 && first == nil; i++ {
		res, err := k.PassResult(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Sent) == 1 {
			first = &res
		} else {
			env.Chain.AdjustTime(t, time.Second) // TooEarly: one more block
		}
	}
	if first == nil {
		t.Fatal("no graduation sent")
	}
	env.Chain.Backend.Rollback() // the node forgets its pending transactions
	if _, err := env.Chain.Client.TransactionReceipt(ctx, first.Sent[0]); err == nil {
		t.Fatal("the dropped graduation was mined")
	}
	// Within PendingFor the keeper waits for it.
	if res, err := k.PassResult(ctx); err != nil || len(res.Sent) != 0 {
		t.Fatalf("pass within PendingFor = %+v, %v: want nothing sent", res, err)
	}
	env.Chain.AdjustTime(t, pendingFor+time.Second)
	res, err := k.PassResult(ctx)
	if err != nil || len(res.Sent) != 1 || res.Sent[0] == first.Sent[0] {
		t.Fatalf("pass after PendingFor = %+v, %v: want a new graduation sent", res, err)
	}
	env.Chain.Commit()
	if res, err = k.PassResult(ctx); err != nil || len(res.Confirmed) != 1 || res.Confirmed[0] != s.Frozen {
		t.Fatalf("pass after mining = %+v, %v: want the coin confirmed", res, err)
	}
	if st := k.Status(); st.LastError != "" || st.Stalled {
		t.Errorf("status after the resend = %+v", st)
	}
}

// lowFeeNode is the devnet as a node that, while low is set, answers a
// base fee and a tip of 1 wei: a graduation priced on that answer sits in
// the pool below the real base fee, never mined (as when the base fee
// rises past a transaction's fee cap).
type lowFeeNode struct {
	keeper.Client
	low bool
}

func (n *lowFeeNode) HeaderByNumber(ctx context.Context, num *big.Int) (*types.Header, error) {
	h, err := n.Client.HeaderByNumber(ctx, num)
	if err == nil && n.low {
		h = types.CopyHeader(h)
		h.BaseFee = big.NewInt(1)
	}
	return h, err
}

func (n *lowFeeNode) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	if n.low {
		return big.NewInt(1), nil
	}
	return n.Client.SuggestGasTipCap(ctx)
}

// TestKeeperReplacesStuckGraduation: the keeper's graduation is stuck in
// the pool under the base fee. Past PendingFor the keeper replaces it: the
// same nonce at fees an eighth above (a new nonce would queue behind it,
// and lower fees would be refused as an underpriced replacement), and the
// coin graduates.
func TestKeeperReplacesStuckGraduation(t *testing.T) {
	env := devnettest.New(t)
	s := env.RunScenario(t)
	env.Sync(t)
	d := env.Chain.Deployment
	ctx := context.Background()
	node := &lowFeeNode{Client: env.Chain.Client, low: true}
	k := keeper.New(node, env.DB, keeper.Config{Key: env.Chain.Accounts[4].Key, ChainID: 1,
		Curve: d.LaunchpadCurve, Now: env.Clock, PendingFor: 2 * time.Second})
	router := httpapi.NewRouter(httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Curves:  chain.NewCurves(env.Chain.Client, d.LaunchpadLens, env.Clock),
		Indexer: env.Indexer, Keeper: k, Now: env.Clock,
	})
	// keeperHealth is /health's keeper section.
	keeperHealth := func() map[string]any {
		t.Helper()
		rec := httptest.NewRecorder()
		router.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+"/health", nil))
		var h map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil {
			t.Fatalf("health %q: %v", rec.Body.String(), err)
		}
		return h["keeper"].(map[string]any)
	}
	var stuck common.Hash
	for i := 0; i < 4 && stuck == (common.Hash{}); i++ {
		res, err := k.PassResult(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Sent) == 1 {
			stuck = res.Sent[0]
		} else {
			env.Chain.AdjustTime(t, time.Second) // TooEarly: one more block
		}
	}
	if stuck == (common.Hash{}) {
		t.Fatal("no graduation sent")
	}
	if kh := keeperHealth(); kh["lastError"] != nil {
		t.Errorf("/health keeper right after the send = %v", kh)
	}
	node.low = false
	confirmed, replaced := false, false
	for i := 0; i < 8 && !confirmed; i++ {
		env.Chain.Commit()
		if _, err := env.Chain.Client.TransactionReceipt(ctx, stuck); err == nil {
			t.Fatal("the underpriced graduation was mined: the test's premise fails")
		}
		res, err := k.PassResult(ctx)
		if err != nil {
			t.Fatalf("pass %d: %v", i, err)
		}
		confirmed = len(res.Confirmed) == 1 && res.Confirmed[0] == s.Frozen
		if len(res.Sent) == 1 {
			// The replacement is in the pool: /health says the graduation
			// is overdue and names the replacement until a receipt is read.
			replaced = true
			kh := keeperHealth()
			msg, _ := kh["lastError"].(string)
			if !strings.Contains(msg, s.Frozen.Hex()) || !strings.Contains(msg, res.Sent[0].Hex()) ||
				!strings.Contains(msg, "replacement 1") || kh["stalled"] != false {
				t.Errorf("/health keeper while the replacement is pending = %v", kh)
			}
		}
	}
	if !confirmed || !replaced {
		t.Fatalf("the stuck graduation was never replaced: status %+v", k.Status())
	}
	if st := k.Status(); st.LastError != "" {
		t.Errorf("status after the replacement = %+v", st)
	}
	if kh := keeperHealth(); kh["lastError"] != nil || kh["stalled"] != false {
		t.Errorf("/health keeper after the replacement was mined = %v", kh)
	}
}
