package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/jobs"
)

const holderAddr = "0x00000000000000000000000000000000000000a1"

type rbLeafT struct {
	Epoch         int64    `json:"epoch"`
	Token         string   `json:"token"`
	Status        string   `json:"status"`
	Amount        string   `json:"amount"`
	Index         int64    `json:"index"`
	Proof         []string `json:"proof"`
	Root          string   `json:"root"`
	ActivatedAt   *int64   `json:"activatedAt"`
	ClaimDeadline *int64   `json:"claimDeadline"`
	UsdValue      string   `json:"usdValue"`
}

type rbWalletT struct {
	CurrentEpoch int64 `json:"currentEpoch"`
	SwapsMade    int64 `json:"swapsMade"`
	TokensTraded int64 `json:"tokensTraded"`
	Tokens       []struct {
		Token, Pending, Claimable, Claimed, Expired string
	} `json:"tokens"`
	Epochs       []rbLeafT `json:"epochs"`
	EpochRewards []struct {
		Epoch   int64 `json:"epoch"`
		Amounts []struct {
			Token, Amount, UsdValue string
		} `json:"amounts"`
		UsdValue string `json:"usdValue"`
	} `json:"epochRewards"`
}

type rbProofT struct {
	Items []struct {
		Epoch  int64    `json:"epoch"`
		Token  string   `json:"token"`
		Index  int64    `json:"index"`
		Amount string   `json:"amount"`
		Proof  []string `json:"proof"`
		Root   string   `json:"root"`
	} `json:"items"`
}

// rakebackScenario: a devnet indexed block by block into the database the
// real router reads, with the weekly job run against both.
type rakebackScenario struct {
	*stakingScenario
	job *jobs.RakebackJob
	rb  common.Address
}

func newRakebackScenario(t *testing.T) *rakebackScenario {
	sc := &rakebackScenario{stakingScenario: newStakingScenario(t), rb: common.Address{}}
	sc.rb = sc.env.Deployment.Rakeback
	if sc.rb == (common.Address{}) {
		t.Fatal("deployment has no RakebackV2")
	}
	chain, err := jobs.NewEthChain(context.Background(), sc.env.Backend.Client(), sc.env.Accounts[0].Key, sc.rb,
		sc.env.Deployment.Collector)
	if err != nil {
		t.Fatal(err)
	}
	chain.Wait = 10 * time.Second
	var excluded []common.Address
	for _, c := range []common.Address{sc.rb, sc.env.Deployment.NeoStaking, sc.env.Deployment.FeeRouter} {
		excluded = append(excluded, c)
	}
	sc.job = jobs.NewRakebackJob(jobs.RakebackConfig{Store: sc.h.db, Chain: chain, Excluded: excluded,
		Confirmations: 1, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	return sc
}

// runJob runs the job once while blocks are sealed (its transactions wait
// for their receipts), then indexes what it mined.
func (sc *rakebackScenario) runJob() {
	sc.t.Helper()
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				sc.env.Commit()
			}
		}
	}()
	err := sc.job.RunOnce(context.Background())
	close(stop)
	wg.Wait()
	if err != nil {
		sc.t.Fatalf("job: %v", err)
	}
	sc.env.Commit()
	sc.index()
}

// warp moves the chain's clock by d, seals a few blocks and indexes them.
func (sc *rakebackScenario) warp(d time.Duration) {
	sc.t.Helper()
	sc.env.AdjustTime(sc.t, d)
	for range 3 {
		sc.env.Commit()
	}
	sc.index()
}

func (sc *rakebackScenario) wallet(a common.Address) (rbWalletT, *http.Response) {
	sc.t.Helper()
	path := "/rakeback/" + strings.ToLower(a.Hex())
	rec := sc.h.get(path)
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
		sc.t.Fatalf("%s: %d %s (Cache-Control %q)", path, rec.Code, rec.Body, rec.Header().Get("Cache-Control"))
	}
	if k := keysOf(sc.t, rec.Body.Bytes()); k != "currentEpoch,epochClosesAt,epochRewards,epochs,swapsMade,tokens,tokensTraded" {
		sc.t.Errorf("%s keys %s", path, k)
	}
	var body rbWalletT
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		sc.t.Fatal(err)
	}
	var raw struct {
		Epochs []map[string]json.RawMessage `json:"epochs"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &raw)
	for _, l := range raw.Epochs {
		checkKinds(sc.t, l, map[string]string{"epoch": "number", "token": "string", "status": "string", "amount": "string",
			"index": "number", "proof": "array", "root": "string", "activatedAt": "number|null",
			"claimDeadline": "number|null", "usdValue": "string"})
	}
	etag := rec.Header().Get("ETag")
	if r := sc.h.get(path, "If-None-Match: "+etag); r.Code != http.StatusNotModified {
		sc.t.Errorf("%s If-None-Match %s: %d", path, etag, r.Code)
	}
	return body, rec.Result()
}

func (sc *rakebackScenario) proof(a common.Address) rbProofT {
	sc.t.Helper()
	rec := sc.h.get("/rakeback/" + strings.ToLower(a.Hex()) + "/proof")
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != static {
		sc.t.Fatalf("proof: %d %s", rec.Code, rec.Body)
	}
	var body rbProofT
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		sc.t.Fatal(err)
	}
	return body
}

// accrued computes from the chain's FeeRouter.Swap logs what each payer
// accrued per fee token in epoch e: the sum of floor(feeAmount*2/7).
func (sc *rakebackScenario) accrued(e int64) map[common.Address]map[common.Address]*big.Int {
	sc.t.Helper()
	fr := bindings.NewFeeRouter()
	logs, err := sc.env.Backend.Client().FilterLogs(context.Background(), ethereum.FilterQuery{
		Addresses: []common.Address{sc.env.Deployment.FeeRouter}})
	if err != nil {
		sc.t.Fatal(err)
	}
	out := map[common.Address]map[common.Address]*big.Int{}
	for i := range logs {
		ev, err := fr.UnpackSwapEvent(&logs[i])
		if err != nil || ev.FeeAmount.Sign() == 0 {
			continue
		}
		h, err := sc.env.Backend.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(logs[i].BlockNumber))
		if err != nil {
			sc.t.Fatal(err)
		}
		if wire.EpochOf(int64(h.Time)) != e {
			continue
		}
		if out[ev.User] == nil {
			out[ev.User] = map[common.Address]*big.Int{}
		}
		a := out[ev.User][ev.FeeToken]
		if a == nil {
			a = new(big.Int)
			out[ev.User][ev.FeeToken] = a
		}
		a.Add(a, new(big.Int).Div(new(big.Int).Mul(ev.FeeAmount, big.NewInt(2)), big.NewInt(7)))
	}
	return out
}

func proofArg(t *testing.T, hexes []string) [][32]byte {
	out := make([][32]byte, len(hexes))
	for i, h := range hexes {
		out[i] = common.HexToHash(h)
	}
	return out
}

func accountIndex(t *testing.T, env *chaintest.Env, a common.Address) int {
	for i, acc := range env.Accounts {
		if acc.Address == a {
			return i
		}
	}
	t.Fatalf("%s is not a dev account", a)
	return -1
}

// TestRakebackLifecycle: swaps accrue, the epoch closes, the job builds and
// posts the tree, activates it a day later; wallets claim with /proof's
// values verbatim (one leaf, and all at once) and the routes show them
// claimed; a wallet that never claims sees its leaves expire when the job
// expires the slices after the window, and the job sweeps and closes the
// tree.
func TestRakebackLifecycle(t *testing.T) {
	sc := newRakebackScenario(t)
	// Trade an hour into a fresh epoch, far from its close, whatever the
	// wall clock's day.
	now := int64(sc.env.Head(t).Time)
	sc.env.AdjustTime(t, time.Duration(wire.EpochEnd(wire.EpochOf(now))-now+3600)*time.Second)
	sc.trade(12, 7)
	sc.index()
	epoch := wire.EpochOf(int64(sc.env.Head(t).Time))
	want := sc.accrued(epoch)
	if len(want) < 3 {
		t.Fatalf("%d payers accrued, want at least 3", len(want))
	}
	var payers []common.Address
	for a := range want {
		payers = append(payers, a)
	}
	// Before the close: accruals show, no leaf yet.
	body, _ := sc.wallet(payers[0])
	if body.CurrentEpoch != epoch || len(body.Epochs) != 0 || len(body.Tokens) != 0 || len(body.EpochRewards) != 12 {
		t.Fatalf("before close: %+v", body)
	}
	last := body.EpochRewards[11]
	if last.Epoch != epoch || len(last.Amounts) != len(want[payers[0]]) {
		t.Fatalf("epochRewards[11] = %+v, want the accruals %v", last, want[payers[0]])
	}
	for _, a := range last.Amounts {
		if a.Amount != want[payers[0]][common.HexToAddress(a.Token)].String() {
			t.Errorf("accrual of %s = %s, want %s", a.Token, a.Amount, want[payers[0]][common.HexToAddress(a.Token)])
		}
	}
	if body.SwapsMade == 0 || body.TokensTraded < 2 {
		t.Errorf("swapsMade %d tokensTraded %d", body.SwapsMade, body.TokensTraded)
	}
	sc.runJob() // nothing closed: nothing built
	if rec := sc.proof(payers[0]); len(rec.Items) != 0 {
		t.Fatalf("proof before close: %+v", rec)
	}

	// Close the epoch: the job builds (distributing the Collector first),
	// then posts.
	head := int64(sc.env.Head(t).Time)
	sc.warp(time.Duration(wire.EpochEnd(epoch)-head+60) * time.Second)
	sc.runJob()
	sc.runJob()
	pr := sc.proof(payers[0])
	if len(pr.Items) != len(want[payers[0]]) {
		t.Fatalf("proof items %+v, want one per fee token of %v", pr.Items, want[payers[0]])
	}
	for _, it := range pr.Items {
		half := new(big.Int).Div(want[payers[0]][common.HexToAddress(it.Token)], big.NewInt(2))
		if it.Epoch != epoch || it.Amount != half.String() {
			t.Errorf("leaf %+v, want epoch %d amount %s (half the accrual)", it, epoch, half)
		}
	}
	body, _ = sc.wallet(payers[0])
	for _, l := range body.Epochs {
		if l.Status != "pending" || l.ActivatedAt != nil || l.ClaimDeadline != nil {
			t.Errorf("posted leaf %+v, want pending with null times", l)
		}
	}

	// A day later the job activates every slice.
	sc.warp(24*time.Hour + time.Minute)
	sc.runJob()
	body, _ = sc.wallet(payers[0])
	for _, l := range body.Epochs {
		if l.Status != "claimable" || l.ActivatedAt == nil || l.ClaimDeadline == nil || *l.ClaimDeadline != *l.ActivatedAt+30*86400 {
			t.Errorf("activated leaf %+v", l)
		}
	}

	// payers[0] claims one leaf, payers[1] all of its leaves at once, both
	// with /proof's values verbatim.
	rb := bindings.NewRakebackV2()
	it := sc.proof(payers[0]).Items[0]
	amount, _ := new(big.Int).SetString(it.Amount, 10)
	token := common.HexToAddress(it.Token)
	before := sc.env.BalanceOf(t, token, payers[0])
	sc.env.Send(t, accountIndex(t, sc.env, payers[0]), sc.rb, nil, rb.PackClaim(big.NewInt(it.Epoch), token,
		big.NewInt(it.Index), payers[0], amount, proofArg(t, it.Proof)))
	if got := new(big.Int).Sub(sc.env.BalanceOf(t, token, payers[0]), before); got.Cmp(amount) != 0 {
		t.Fatalf("claim paid %s, want %s", got, amount)
	}
	many := sc.proof(payers[1]).Items
	var epochs, indexes, amounts []*big.Int
	var tokens, accounts []common.Address
	var proofs [][][32]byte
	for _, it := range many {
		a, _ := new(big.Int).SetString(it.Amount, 10)
		epochs, indexes, amounts = append(epochs, big.NewInt(it.Epoch)), append(indexes, big.NewInt(it.Index)), append(amounts, a)
		tokens, accounts = append(tokens, common.HexToAddress(it.Token)), append(accounts, payers[1])
		proofs = append(proofs, proofArg(t, it.Proof))
	}
	sc.env.Send(t, accountIndex(t, sc.env, payers[1]), sc.rb, nil, rb.PackClaimMany(epochs, tokens, indexes, accounts, amounts, proofs))
	sc.env.Commit()
	sc.index()
	body, _ = sc.wallet(payers[0])
	claimed := 0
	for _, l := range body.Epochs {
		if l.Status == "claimed" {
			claimed++
			if l.Token != strings.ToLower(token.Hex()) || l.Amount != amount.String() {
				t.Errorf("claimed leaf %+v", l)
			}
		}
	}
	if claimed != 1 {
		t.Errorf("%d leaves of payers[0] claimed, want 1: %+v", claimed, body.Epochs)
	}
	body, _ = sc.wallet(payers[1])
	for _, l := range body.Epochs {
		if l.Status != "claimed" {
			t.Errorf("payers[1] leaf after claimMany: %+v", l)
		}
	}

	// After the window the job expires the slices; payers[2]'s leaves are
	// expired, the claimed ones stay claimed; the job then sweeps and is done.
	sc.warp(30*24*time.Hour + time.Hour)
	sc.runJob()
	sc.runJob()
	// The warp closed the next epochs too: their trees carry the vested
	// rest of the accruals (25% and 25%) and are live.
	body, _ = sc.wallet(payers[2])
	expired := 0
	for _, l := range body.Epochs {
		if l.Epoch == epoch {
			expired++
			if l.Status != "expired" {
				t.Errorf("unclaimed leaf after the window: %+v", l)
			}
		} else if l.Epoch <= epoch || l.Status == "expired" {
			t.Errorf("leaf of a later epoch: %+v", l)
		}
	}
	if expired == 0 {
		t.Fatal("payers[2] has no leaf of the epoch")
	}
	for _, r := range body.Tokens {
		if r.Expired == "0" {
			t.Errorf("payers[2] token rollup %+v", r)
		}
	}
	body, _ = sc.wallet(payers[1])
	for _, l := range body.Epochs {
		if l.Epoch == epoch && l.Status != "claimed" {
			t.Errorf("claimed leaf after expiry: %+v", l)
		}
	}
	trees, err := sc.h.db.RakebackTrees(context.Background(), 10)
	if err != nil || len(trees) < 2 || trees[len(trees)-1].Epoch != epoch || trees[len(trees)-1].State != jobs.TreeDone {
		t.Fatalf("trees %+v (%v), want the epoch's done", trees, err)
	}

	rec := sc.h.get("/rakeback/stats")
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != static {
		t.Fatalf("stats: %d %s", rec.Code, rec.Body)
	}
	var stats struct {
		EpochsPublished int64 `json:"epochsPublished"`
		WalletsServed   int64 `json:"walletsServed"`
		Tokens          []struct {
			Posted, Claimed, Expired, Swept string
		} `json:"tokens"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &stats)
	if stats.EpochsPublished < 2 || stats.WalletsServed != int64(len(want)) {
		t.Errorf("stats %s", rec.Body)
	}
	expiredAll := new(big.Int)
	for _, tk := range stats.Tokens {
		p, _ := new(big.Int).SetString(tk.Posted, 10)
		c, _ := new(big.Int).SetString(tk.Claimed, 10)
		x, _ := new(big.Int).SetString(tk.Expired, 10)
		if new(big.Int).Add(c, x).Cmp(p) > 0 {
			t.Errorf("stats token %+v: claimed + expired above posted", tk)
		}
		if tk.Expired != tk.Swept {
			t.Errorf("stats token %+v: expired not swept", tk)
		}
		expiredAll.Add(expiredAll, x)
	}
	if expiredAll.Sign() == 0 {
		t.Errorf("stats: nothing expired (%s)", rec.Body)
	}
}

// TestRakebackRouteErrors: invalid addresses and epochs answer 400 with
// {error}; an unknown wallet answers the empty shapes.
func TestRakebackRouteErrors(t *testing.T) {
	h := newHarness(t, nil)
	h.setHead(100, wire.Hash{1}, t0)
	for path, msg := range map[string]string{
		"/rakeback/0x123":                               "invalid address",
		"/rakeback/0x123/proof":                         "invalid address",
		"/rakeback/" + holderAddr + "/epoch/x":          "invalid epoch",
		"/rakeback/" + holderAddr + "/epoch/2147483648": "invalid epoch",
	} {
		rec := h.get(path)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), msg) || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %s %q", path, rec.Code, rec.Body, rec.Header().Get("Cache-Control"))
		}
	}
	rec := h.get("/rakeback/" + holderAddr + "/proof")
	if rec.Code != http.StatusOK || rec.Body.String() != `{"items":[]}` {
		t.Errorf("unknown wallet proof: %d %s", rec.Code, rec.Body)
	}
	rec = h.get("/rakeback/" + holderAddr + "/epoch/5")
	if rec.Code != http.StatusOK || rec.Body.String() != `{"epoch":5,"tokens":[]}` {
		t.Errorf("unknown wallet epoch: %d %s", rec.Code, rec.Body)
	}
	rec = h.get("/rakeback/" + holderAddr)
	var body rbWalletT
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	if rec.Code != http.StatusOK || len(body.EpochRewards) != 12 || len(body.Epochs) != 0 || body.Tokens == nil {
		t.Errorf("unknown wallet: %d %s", rec.Code, rec.Body)
	}
	for _, r := range body.EpochRewards {
		if len(r.Amounts) != 0 || r.UsdValue != "0" {
			t.Errorf("epochRewards row %+v", r)
		}
	}
	_ = httpapi.ETagRakeback
}
