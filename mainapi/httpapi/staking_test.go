package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

const (
	stakeVaultKeys  = "label,lockDuration,projectedAprBps,rewardMultiplierBps,tvl,vaultId"
	neoOverviewKeys = "inNeoswapPools,neoPriceUsd,neoswapPoolCount,pveLaunchCount,stakedByTier,stakedTotal"
)

type stakeVaultT struct {
	VaultID             int    `json:"vaultId"`
	Label               string `json:"label"`
	LockDuration        int64  `json:"lockDuration"`
	RewardMultiplierBps int64  `json:"rewardMultiplierBps"`
	Tvl                 string `json:"tvl"`
	ProjectedAprBps     *int64 `json:"projectedAprBps"`
}

type stakeVaultsT struct {
	Vaults      []stakeVaultT `json:"vaults"`
	NeoPriceUsd *string       `json:"neoPriceUsd"`
}

type neoOverviewT struct {
	StakedByTier []struct {
		VaultID int    `json:"vaultId"`
		Staked  string `json:"staked"`
	} `json:"stakedByTier"`
	StakedTotal      string  `json:"stakedTotal"`
	InNeoswapPools   string  `json:"inNeoswapPools"`
	NeoswapPoolCount int64   `json:"neoswapPoolCount"`
	PveLaunchCount   int64   `json:"pveLaunchCount"`
	NeoPriceUsd      *string `json:"neoPriceUsd"`
}

// stakingScenario is the real router over a database the real indexer
// fills from a devnet, block by block as the test mines them.
type stakingScenario struct {
	t      *testing.T
	h      *harness
	env    *chaintest.Env
	index  func()
	staker *bindings.NeoStaking
	// indexed is the number of the indexed head (0 before any block).
	indexed uint64
}

func newStakingScenario(t *testing.T) *stakingScenario {
	t.Helper()
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	sc := &stakingScenario{t: t, h: h, env: env, staker: bindings.NewNeoStaking()}
	follow := indexertest.BlockByBlock(t, env, ix, src)
	sc.index = func() {
		t.Helper()
		sc.indexed = follow()
	}
	return sc
}

// trade runs rounds of simulated trading (fees for the Collector, prices).
func (sc *stakingScenario) trade(rounds int, seed uint64) {
	sc.t.Helper()
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: sc.env.Backend.Client(), Deployment: sc.env.Deployment, Traders: sc.env.Accounts[1:6],
		Commit: func() { sc.env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: rounds, LaunchShare: -1,
		FarmShare: -1, Seed: seed, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		sc.t.Fatal(err)
	}
}

func (sc *stakingScenario) distribute(symbols ...string) {
	sc.t.Helper()
	c := bindings.NewCollector()
	for _, sym := range symbols {
		sc.env.Send(sc.t, 1, sc.env.Deployment.Collector, nil, c.PackDistribute(sc.env.Token(sc.t, sym)))
	}
}

// vaults fetches path (/stake/vaults) and checks its headers and wire shape.
func (sc *stakingScenario) vaults(path string) stakeVaultsT {
	sc.t.Helper()
	rec := sc.h.get(path)
	checkStakingHeaders(sc.t, sc.h, path, rec.Code, rec.Header(), sc.indexed)
	var raw struct {
		Vaults      []json.RawMessage `json:"vaults"`
		NeoPriceUsd json.RawMessage   `json:"neoPriceUsd"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &raw); err != nil {
		sc.t.Fatalf("/stake/vaults: %v (%s)", err, rec.Body)
	}
	if k := keysOf(sc.t, rec.Body.Bytes()); k != "neoPriceUsd,vaults" {
		sc.t.Errorf("/stake/vaults keys %s", k)
	}
	if k := jsonKind(raw.NeoPriceUsd); k != "string" && k != "null" {
		sc.t.Errorf("neoPriceUsd = %s", raw.NeoPriceUsd)
	}
	for _, v := range raw.Vaults {
		if k := keysOf(sc.t, v); k != stakeVaultKeys {
			sc.t.Errorf("vault keys %s", k)
		}
		var obj map[string]json.RawMessage
		_ = json.Unmarshal(v, &obj)
		checkKinds(sc.t, obj, map[string]string{"vaultId": "number", "label": "string", "lockDuration": "number",
			"rewardMultiplierBps": "number", "tvl": "string", "projectedAprBps": "number|null"})
	}
	var body stakeVaultsT
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	if len(body.Vaults) != 4 {
		sc.t.Fatalf("%d vaults, want 4", len(body.Vaults))
	}
	for i, v := range body.Vaults {
		lock := []int64{90, 182, 365, 730}[i] * 86400
		if v.VaultID != i || v.LockDuration != lock || v.Label != []string{"3 months", "6 months", "12 months", "24 months"}[i] {
			sc.t.Errorf("vault %d: %+v", i, v)
		}
	}
	return body
}

// overview fetches path (/neo/overview) and checks its headers and wire shape.
func (sc *stakingScenario) overview(path string) neoOverviewT {
	sc.t.Helper()
	rec := sc.h.get(path)
	checkStakingHeaders(sc.t, sc.h, path, rec.Code, rec.Header(), sc.indexed)
	if k := keysOf(sc.t, rec.Body.Bytes()); k != neoOverviewKeys {
		sc.t.Errorf("/neo/overview keys %s", k)
	}
	var obj map[string]json.RawMessage
	_ = json.Unmarshal(rec.Body.Bytes(), &obj)
	checkKinds(sc.t, obj, map[string]string{"stakedByTier": "array", "stakedTotal": "string", "inNeoswapPools": "string",
		"neoswapPoolCount": "number", "pveLaunchCount": "number", "neoPriceUsd": "string|null"})
	var body neoOverviewT
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	if len(body.StakedByTier) != 4 {
		sc.t.Fatalf("%d tiers, want 4", len(body.StakedByTier))
	}
	for i, tier := range body.StakedByTier {
		if tier.VaultID != i {
			sc.t.Errorf("stakedByTier[%d].vaultId = %d", i, tier.VaultID)
		}
	}
	return body
}

// checkStakingHeaders checks a BLOCK route's 200: Cache-Control, a head
// ETag that answers 304, and X-Indexed-Block the indexed head.
func checkStakingHeaders(t *testing.T, h *harness, path string, code int, hdr http.Header, indexed uint64) {
	t.Helper()
	if code != http.StatusOK || hdr.Get("Cache-Control") != block {
		t.Fatalf("%s: %d, Cache-Control %q", path, code, hdr.Get("Cache-Control"))
	}
	if got := hdr.Get("X-Indexed-Block"); got != strconv.FormatUint(indexed, 10) {
		t.Errorf("%s: X-Indexed-Block %q, want %d", path, got, indexed)
	}
	etag := hdr.Get("ETag")
	if !headETag.MatchString(etag) {
		t.Errorf("%s: ETag %q", path, etag)
	}
	if rec := h.get(path, "If-None-Match: "+etag); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("%s If-None-Match: %d %q", path, rec.Code, rec.Body)
	}
}

// TestStakingRoutes: /stake/vaults and /neo/overview over a devnet indexed
// by the real indexer: empty before any block (four vaults, zeros, nulls);
// NEO priced but nothing staked (APR null); after stakes in three options
// and a distribution to the stakers, tvl is the chain's stakedByOption,
// the multiplier 10000 + boostBps, and the APR the documented projection;
// /neo/overview's stake, pools and PvE launches are the chain's. The
// activity feed serves the vault_* rows, and the revshare series and the
// breakdown count what reached the stakers, not what NeoStaking forwarded
// to the treasury while nothing was staked.
func TestStakingRoutes(t *testing.T) {
	sc := newStakingScenario(t)
	env, d, st := sc.env, sc.env.Deployment, sc.staker

	// Nothing indexed: the populated shape with zeros and nulls.
	v := sc.vaults("/stake/vaults")
	for _, vault := range v.Vaults {
		if vault.Tvl != "0" || vault.ProjectedAprBps != nil || vault.RewardMultiplierBps != 10000 {
			t.Errorf("empty vault %+v", vault)
		}
	}
	if v.NeoPriceUsd != nil {
		t.Errorf("empty neoPriceUsd %v", *v.NeoPriceUsd)
	}
	o := sc.overview("/neo/overview")
	if o.StakedTotal != "0" || o.InNeoswapPools != "0" || o.NeoswapPoolCount != 0 || o.PveLaunchCount != 0 || o.NeoPriceUsd != nil {
		t.Errorf("empty overview %+v", o)
	}

	// Trading prices NEO; a distribution with nothing staked is forwarded.
	sc.trade(6, 31)
	sc.distribute("WETH", "USDC")
	sc.index()
	v = sc.vaults("/stake/vaults")
	if v.NeoPriceUsd == nil {
		t.Fatal("NEO unpriced after trading")
	}
	for i, vault := range v.Vaults {
		if vault.Tvl != "0" || vault.ProjectedAprBps != nil || vault.RewardMultiplierBps != 10000+deploy.StakingBoostBps[i] {
			t.Errorf("vault before any stake %+v", vault)
		}
	}
	if got := sc.revshare(); !got.IsZero() {
		t.Errorf("revshare %s before any stake: forwarded rewards counted", got)
	}

	// Stakes in three options (one an import by the owner), a PvE launch,
	// trading and a distribution that reaches the stakers.
	for i, n := range map[int]int64{1: 1000, 2: 400, 3: 250} {
		env.Transfer(t, 0, d.NeoToken, env.Accounts[i].Address, new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)))
		env.Approve(t, i, d.NeoToken, d.NeoStaking, chaintest.MaxUint256)
	}
	env.Approve(t, 0, d.NeoToken, d.NeoStaking, chaintest.MaxUint256)
	env.Send(t, 1, d.NeoStaking, nil, st.PackStake(env.Units(t, "NEO", 1000), 0))
	env.Send(t, 2, d.NeoStaking, nil, st.PackStake(env.Units(t, "NEO", 400), 3))
	env.Send(t, 0, d.NeoStaking, nil, st.PackImportStake(env.Accounts[3].Address, env.Units(t, "NEO", 250), 2, env.Head(t).Time))
	args := bindings.ILaunchpadCurveLaunchArgs{Name: "Pve Coin", Symbol: "PVE", MetadataHash: launch.MetadataHash([]byte(`{"name":"Pve Coin"}`)),
		Salt: big.NewInt(7), PveEth: env.Units(t, "WETH", 1)}
	args.PveEth.Div(args.PveEth, big.NewInt(5))
	env.Launch(t, 4, args, new(big.Int).Mul(args.PveEth, big.NewInt(2)))
	sc.trade(4, 32)
	sc.distribute("WETH", "USDC", "USDT")
	env.Send(t, 1, d.NeoStaking, nil, st.PackClaim())
	sc.index()

	v = sc.vaults("/stake/vaults")
	o = sc.overview("/neo/overview")
	price := decimal.RequireFromString(*v.NeoPriceUsd)
	effective := chaintest.Call(t, env, d.NeoStaking, st.PackTotalEffective(), st.UnpackTotalEffective)
	rewards := decimal.RequireFromString(sc.scalar(`SELECT sum(usd_value)::text FROM staking_reward_items
	    WHERE kind = 'RewardNotified' AND timestamp >= $1`, int64(env.Head(t).Time)-30*86400))
	if rewards.IsZero() {
		t.Fatal("no priced distribution reached the stakers")
	}
	total := new(big.Int)
	for i, vault := range v.Vaults {
		staked := chaintest.Call(t, env, d.NeoStaking, st.PackStakedByOption(uint8(i)), st.UnpackStakedByOption)
		boost := chaintest.Call(t, env, d.NeoStaking, st.PackBoostBps(uint8(i)), st.UnpackBoostBps)
		total.Add(total, staked)
		if vault.Tvl != staked.String() || vault.RewardMultiplierBps != 10000+boost.Int64() {
			t.Errorf("vault %d: %+v, chain staked %s boost %s", i, vault, staked, boost)
		}
		// rewards x 365/30 / (effective NEO x price) x multiplier, in bps
		want := rewards.Mul(decimal.NewFromInt(365)).Div(decimal.NewFromInt(30)).
			Div(decimal.NewFromBigInt(effective, -18).Mul(price)).Mul(decimal.NewFromInt(vault.RewardMultiplierBps)).IntPart()
		if vault.ProjectedAprBps == nil || *vault.ProjectedAprBps < want-1 || *vault.ProjectedAprBps > want+1 {
			t.Errorf("vault %d projectedAprBps %v, want %d", i, vault.ProjectedAprBps, want)
		}
	}
	if v.Vaults[1].Tvl != "0" || v.Vaults[3].ProjectedAprBps == nil || *v.Vaults[3].ProjectedAprBps <= *v.Vaults[0].ProjectedAprBps {
		t.Errorf("vaults %+v: option 1 holds nothing, option 3 earns more than option 0", v.Vaults)
	}
	if want := chaintest.Call(t, env, d.NeoStaking, st.PackTotalStaked(), st.UnpackTotalStaked); o.StakedTotal != want.String() || total.Cmp(want) != 0 {
		t.Errorf("stakedTotal %s, tiers %s, chain %s", o.StakedTotal, total, want)
	}
	for i, tier := range o.StakedByTier {
		if tier.Staked != v.Vaults[i].Tvl {
			t.Errorf("stakedByTier[%d] %s, vault tvl %s", i, tier.Staked, v.Vaults[i].Tvl)
		}
	}
	held, pools := neoInPools(t, env)
	if o.InNeoswapPools != held.String() || o.NeoswapPoolCount != pools || pools < 2 {
		t.Errorf("NEO in pools %s in %d, chain %s in %d", o.InNeoswapPools, o.NeoswapPoolCount, held, pools)
	}
	if o.PveLaunchCount != 1 || o.NeoPriceUsd == nil || *o.NeoPriceUsd != *v.NeoPriceUsd {
		t.Errorf("pveLaunchCount %d, neoPriceUsd %v", o.PveLaunchCount, o.NeoPriceUsd)
	}

	// Revshare counts RewardNotified only; the revenue series' staking leg
	// is every BucketPaid to NeoStaking, the forwarded ones included.
	notified := decimal.RequireFromString(sc.scalar(`SELECT sum(usd_value)::text FROM staking_reward_items WHERE kind = 'RewardNotified'`))
	forwarded := decimal.RequireFromString(sc.scalar(`SELECT sum(usd_value)::text FROM staking_reward_items WHERE kind = 'RewardForwardedToTreasury'`))
	if got := sc.revshare(); !got.Equal(notified) || forwarded.IsZero() {
		t.Errorf("revshare %s, notified %s (forwarded %s)", got, notified, forwarded)
	}
	var rev struct {
		Buckets []map[string]any `json:"buckets"`
	}
	sc.getBody("/analytics/revenue/series?range=7d", &rev)
	if got := sumUsd(t, rev.Buckets, "staking"); !got.Equal(notified.Add(forwarded)) {
		t.Errorf("revenue staking leg %s, want notified %s + forwarded %s", got, notified, forwarded)
	}
	var bd struct {
		RevshareToStakersUsd string `json:"revshareToStakersUsd"`
	}
	sc.getBody("/analytics/breakdown", &bd)
	if got := decimal.RequireFromString(bd.RevshareToStakersUsd); !got.Equal(notified) {
		t.Errorf("revshareToStakersUsd %s, want %s", got, notified)
	}

	// Past the 3-month lock: an unstake request and a withdrawal; the
	// activity feed serves every vault_* kind with its legs.
	env.AdjustTime(t, 91*24*time.Hour)
	env.Send(t, 1, d.NeoStaking, nil, st.PackRequestUnstake())
	env.AdjustTime(t, 24*time.Hour)
	env.Send(t, 1, d.NeoStaking, nil, st.PackWithdrawUnstaked())
	sc.index()
	neo := strings.ToLower(d.NeoToken.Hex())
	for kind, events := range map[string][]string{"vault_stake": {"Staked", "Imported"}, "vault_unstake": {"UnstakeRequested", "Unstaked"},
		"vault_claim": {"Claimed"}} {
		var feed struct {
			Items []struct {
				User string `json:"user"`
				Kind string `json:"kind"`
				Data struct {
					Event    string `json:"event"`
					UsdValue string `json:"usdValue"`
					Legs     []struct {
						Token  string `json:"token"`
						Amount string `json:"amount"`
						Side   string `json:"side"`
					} `json:"legs"`
				} `json:"data"`
			} `json:"items"`
		}
		sc.getBody("/activity?type="+kind, &feed)
		seen := map[string]bool{}
		for _, it := range feed.Items {
			seen[it.Data.Event] = true
			if it.Kind != kind || len(it.Data.Legs) != 1 || it.Data.Legs[0].Amount == "0" || it.Data.UsdValue == "" {
				t.Errorf("%s item %+v", kind, it)
			}
			if kind != "vault_claim" && it.Data.Legs[0].Token != neo {
				t.Errorf("%s leg %+v, want NEO", kind, it.Data.Legs[0])
			}
		}
		for _, e := range events {
			if !seen[e] {
				t.Errorf("/activity?type=%s: no %s row (%+v)", kind, e, feed.Items)
			}
		}
	}
	// A day into the 30-day stream the ticket holds NEO: the request is
	// the feed's one pending item (the withdrawal is completed).
	var pending struct {
		Items []struct {
			Kind   string `json:"kind"`
			Status string `json:"status"`
			User   string `json:"user"`
			Data   struct {
				Event string `json:"event"`
			} `json:"data"`
		} `json:"items"`
	}
	sc.getBody("/activity?status=pending", &pending)
	if p := pending.Items; len(p) != 1 || p[0].Kind != "vault_unstake" || p[0].Status != "pending" || p[0].Data.Event != "UnstakeRequested" ||
		p[0].User != strings.ToLower(env.Accounts[1].Address.Hex()) {
		t.Errorf("/activity?status=pending: %+v", p)
	}
	o = sc.overview("/neo/overview")
	if want := chaintest.Call(t, env, d.NeoStaking, st.PackTotalStaked(), st.UnpackTotalStaked); o.StakedTotal != want.String() || o.StakedByTier[0].Staked != "0" {
		t.Errorf("after the unstake: stakedTotal %s (chain %s), option 0 %s", o.StakedTotal, want, o.StakedByTier[0].Staked)
	}
}

// getBody fetches path and decodes its 200 body into v (fields v does not
// name are ignored).
func (sc *stakingScenario) getBody(path string, v any) {
	sc.t.Helper()
	rec := sc.h.get(path)
	if rec.Code != http.StatusOK {
		sc.t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
	}
	if err := json.Unmarshal(rec.Body.Bytes(), v); err != nil {
		sc.t.Fatalf("%s: %v", path, err)
	}
}

// scalar returns the single value of a query.
func (sc *stakingScenario) scalar(q string, args ...any) string {
	sc.t.Helper()
	var s string
	if err := sc.h.db.Pool.QueryRow(context.Background(), q, args...).Scan(&s); err != nil {
		sc.t.Fatalf("%s: %v", q, err)
	}
	return s
}

// revshare is the sum of /analytics/revshare/series over 7 days.
func (sc *stakingScenario) revshare() decimal.Decimal {
	sc.t.Helper()
	var body struct {
		Buckets []map[string]any `json:"buckets"`
	}
	sc.getBody("/analytics/revshare/series?range=7d", &body)
	return sumUsd(sc.t, body.Buckets, "value")
}

// neoInPools reads from the chain the NEO reserves of every pair of both
// factories and how many pairs hold NEO.
func neoInPools(t *testing.T, env *chaintest.Env) (*big.Int, int64) {
	t.Helper()
	d := env.Deployment
	factory, pair := bindings.NewNeoSwapFactory(), bindings.NewNeoSwapPair()
	held, n := new(big.Int), int64(0)
	for _, f := range []common.Address{d.Factory, d.ExtV2Factory} {
		count := chaintest.Call(t, env, f, factory.PackAllPairsLength(), factory.UnpackAllPairsLength)
		for i := int64(0); i < count.Int64(); i++ {
			p := chaintest.Call(t, env, f, factory.PackAllPairs(big.NewInt(i)), factory.UnpackAllPairs)
			t0 := chaintest.Call(t, env, p, pair.PackToken0(), pair.UnpackToken0)
			t1 := chaintest.Call(t, env, p, pair.PackToken1(), pair.UnpackToken1)
			r := chaintest.Call(t, env, p, pair.PackGetReserves(), pair.UnpackGetReserves)
			var x *big.Int
			switch d.NeoToken {
			case t0:
				x = r.Reserve0
			case t1:
				x = r.Reserve1
			default:
				continue
			}
			held.Add(held, x)
			if x.Sign() > 0 {
				n++
			}
		}
	}
	return held, n
}
