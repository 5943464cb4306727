package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// farmScenario is the real router over a database the real indexer filled
// from a devnet where the simulator farmed (stakes, withdrawals, harvests,
// emergency withdrawals, both zaps, escrow claims) besides trading, and
// where a MasterChef campaign then started and a trader queued a
// withdrawal behind its cooldown.
type farmScenario struct {
	h      *harness
	env    *chaintest.Env
	queuer common.Address // the wallet with a queued MasterChef withdrawal
}

const farmRowKeys = "allocPoint,aprBps,chef,depositFeeBps,emissionEnd,emissionStart,lpToken,pid,rewardPerSecond," +
	"token0,token1,totalStaked,totalStakedUsd,venue,weightBps,withdrawCooldown"

const farmPnLKeys = "address,chef,deposited,depositedUsd,harvested,harvestedUsd,pid,queuedWithdrawal,staked,vested,vestedUsd,withdrawn,withdrawnUsd"

func newFarmScenario(t *testing.T) *farmScenario {
	t.Helper()
	ctx := context.Background()
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	run := func(rounds, farmShare int, seed uint64) {
		t.Helper()
		if _, err := sim.Run(ctx, sim.Config{
			Backend: env.Backend.Client(), Deployment: env.Deployment, Traders: env.Accounts[1:6],
			Commit: func() { env.Commit() }, TradesPerBlock: 5, Interval: -1, Rounds: rounds, LaunchShare: -1,
			FarmShare: farmShare, Seed: seed, Logger: quiet,
		}); err != nil {
			t.Fatal(err)
		}
	}
	run(8, -1, 21) // prices for NEO and the pairs
	run(30, 100, 22)

	// A MasterChef campaign, then a withdrawal that queues.
	d := env.Deployment
	neo, master := bindings.NewNeoToken(), bindings.NewMasterChef()
	budget := env.Units(t, "NEO", 1_000_000)
	env.Send(t, 0, d.NeoToken, nil, neo.PackTransfer(d.MasterChef, budget))
	env.Send(t, 0, d.MasterChef, nil, master.PackStartEmission(budget, common.Big0))
	queuer := env.Accounts[7]
	router := bindings.NewNeoSwapRouter02()
	neoAmt := env.Units(t, "NEO", 200)
	env.Approve(t, 7, d.NeoToken, d.Router, neoAmt)
	env.Send(t, 7, d.Router, new(big.Int).Div(env.Units(t, "WETH", 1), big.NewInt(30)),
		router.PackAddLiquidityETH(d.NeoToken, neoAmt, common.Big0, common.Big0, queuer.Address, env.Deadline(t)))
	lp := d.Pairs[deploy.MasterChefPools[0].Pair]
	amt := new(big.Int).Lsh(new(big.Int).Rsh(env.BalanceOf(t, lp, queuer.Address), 1), 1) // even
	if amt.Sign() == 0 {
		t.Fatal("the queuing wallet got no LP")
	}
	env.Approve(t, 7, lp, d.MasterChef, amt)
	env.Send(t, 7, d.MasterChef, nil, master.PackDeposit(common.Big0, amt))
	// A fixed gas limit: the estimate runs at the deposit's timestamp, when
	// there is no reward to settle (and vest) yet.
	opts := env.TxOpts(7)
	opts.GasLimit = 1_000_000
	tx, err := bind.Transact(master.Instance(env.Client, d.MasterChef), opts, master.PackWithdraw(common.Big0, new(big.Int).Rsh(amt, 1)))
	env.MustTransact(t, tx, err)

	head := env.Head(t).Number.Uint64()
	for n := uint64(0); n <= head; n++ {
		b, err := src.BlockByNumber(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ix.HandleBlock(ctx, b); err != nil {
			t.Fatalf("block %d: %v", n, err)
		}
	}
	return &farmScenario{h: h, env: env, queuer: queuer.Address}
}

// jsonKind is the JSON type of a raw value: string, number, bool, null,
// object or array.
func jsonKind(raw json.RawMessage) string {
	switch c := raw[0]; {
	case c == '"':
		return "string"
	case c == 'n':
		return "null"
	case c == 't' || c == 'f':
		return "bool"
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	}
	return "number"
}

// checkKinds fails unless every field of obj has the JSON type kinds names
// ("string|null": either).
func checkKinds(t *testing.T, obj map[string]json.RawMessage, kinds map[string]string) {
	t.Helper()
	for k, want := range kinds {
		v, ok := obj[k]
		if !ok {
			t.Errorf("field %s missing", k)
			continue
		}
		if got := jsonKind(v); !slices.Contains(strings.Split(want, "|"), got) {
			t.Errorf("%s = %s: a %s, want %s", k, v, got, want)
		}
	}
}

var farmRowKinds = map[string]string{
	"chef": "string", "pid": "number", "lpToken": "string", "token0": "string", "token1": "string", "venue": "string",
	"allocPoint": "string", "weightBps": "number", "totalStaked": "string", "totalStakedUsd": "string",
	"rewardPerSecond": "string", "aprBps": "number|null", "emissionStart": "number|null", "emissionEnd": "number|null",
	"depositFeeBps": "number", "withdrawCooldown": "bool",
}

type farmRowT struct {
	Chef             string `json:"chef"`
	Pid              int64  `json:"pid"`
	LpToken          string `json:"lpToken"`
	Token0           string `json:"token0"`
	Token1           string `json:"token1"`
	Venue            string `json:"venue"`
	AllocPoint       string `json:"allocPoint"`
	WeightBps        int64  `json:"weightBps"`
	TotalStaked      string `json:"totalStaked"`
	TotalStakedUsd   string `json:"totalStakedUsd"`
	RewardPerSecond  string `json:"rewardPerSecond"`
	AprBps           *int64 `json:"aprBps"`
	EmissionStart    *int64 `json:"emissionStart"`
	EmissionEnd      *int64 `json:"emissionEnd"`
	DepositFeeBps    int64  `json:"depositFeeBps"`
	WithdrawCooldown bool   `json:"withdrawCooldown"`
}

// farmRows decodes and checks the rows of a /farms or /explore/farms body.
func farmRows(t *testing.T, raws []json.RawMessage) []farmRowT {
	t.Helper()
	out := make([]farmRowT, 0, len(raws))
	for _, raw := range raws {
		if k := keysOf(t, raw); k != farmRowKeys {
			t.Fatalf("row keys %s", k)
		}
		var obj map[string]json.RawMessage
		_ = json.Unmarshal(raw, &obj)
		checkKinds(t, obj, farmRowKinds)
		var r farmRowT
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func TestFarms(t *testing.T) {
	sc := newFarmScenario(t)
	h, env, d := sc.h, sc.env, sc.env.Deployment
	vamp, master := strings.ToLower(d.VampChef.Hex()), strings.ToLower(d.MasterChef.Hex())

	rec := h.get("/farms")
	var body struct {
		Pools []json.RawMessage `json:"pools"`
	}
	decode(t, rec, &body)
	etag := rec.Header().Get("ETag")
	if cc := rec.Header().Get("Cache-Control"); cc != block || !strings.HasPrefix(etag, `W/"`) || strings.HasPrefix(etag, `W/"w`) {
		t.Errorf("Cache-Control %q, ETag %q", cc, etag)
	}
	if rec := h.get("/farms", "If-None-Match: "+etag); rec.Code != 304 || rec.Body.Len() != 0 {
		t.Errorf("If-None-Match: %d %q", rec.Code, rec.Body)
	}
	rows := farmRows(t, body.Pools)
	if len(rows) != len(deploy.VampPools)+len(deploy.MasterChefPools) {
		t.Fatalf("%d pools, want %d", len(rows), len(deploy.VampPools)+len(deploy.MasterChefPools))
	}
	if !slices.IsSortedFunc(rows, func(a, b farmRowT) int {
		if a.Chef != b.Chef {
			return strings.Compare(a.Chef, b.Chef)
		}
		return int(a.Pid - b.Pid)
	}) {
		t.Error("pools not ordered by chef then pid")
	}
	chef := bindings.NewVampChef()
	weights := map[string]int64{}
	for _, r := range rows {
		weights[r.Chef] += r.WeightBps
		// The stake and the rate are the chain's.
		info, err := chef.UnpackPoolInfo(call(t, env, common.HexToAddress(r.Chef), chef.PackPoolInfo(big.NewInt(r.Pid))))
		if err != nil {
			t.Fatal(err)
		}
		if r.TotalStaked != info.TotalStaked.String() || r.LpToken != strings.ToLower(info.LpToken.Hex()) ||
			r.AllocPoint != info.AllocPoint.String() || r.DepositFeeBps != int64(info.DepositFeeBps) {
			t.Errorf("%s/%d: %+v, chain %+v", r.Chef, r.Pid, r, info)
		}
		switch r.Chef {
		case vamp:
			p := deploy.VampPools[r.Pid]
			if wantVenue := map[bool]string{true: "ext", false: "own"}[strings.HasPrefix(p.Pair, "ext:")]; r.Venue != wantVenue {
				t.Errorf("VampChef %d (%s): venue %s", r.Pid, p.Pair, r.Venue)
			}
			if r.WithdrawCooldown || r.EmissionStart == nil || r.EmissionEnd == nil || *r.EmissionEnd-*r.EmissionStart != 14*86400 {
				t.Errorf("VampChef %d: cooldown %v, window %v-%v", r.Pid, r.WithdrawCooldown, r.EmissionStart, r.EmissionEnd)
			}
		case master:
			p := deploy.MasterChefPools[r.Pid]
			if r.Venue != "own" || r.DepositFeeBps != int64(p.DepositFeeBps) || !r.WithdrawCooldown || r.EmissionStart == nil {
				t.Errorf("MasterChef %d: %+v", r.Pid, r)
			}
		default:
			t.Errorf("pool of an unknown chef %s", r.Chef)
		}
		if r.RewardPerSecond == "0" {
			t.Errorf("%s/%d emits nothing during its campaign", r.Chef, r.Pid)
		}
		if r.Token0 == r.Token1 || r.Token0 == "0x0000000000000000000000000000000000000000" {
			t.Errorf("%s/%d: tokens %s %s", r.Chef, r.Pid, r.Token0, r.Token1)
		}
		if r.TotalStakedUsd != "0" && r.AprBps == nil {
			t.Errorf("%s/%d: %s USD staked, NEO priced, but aprBps null", r.Chef, r.Pid, r.TotalStakedUsd)
		}
	}
	for c, w := range weights {
		if w < 9990 || w > 10000 {
			t.Errorf("chef %s: weights sum to %d bps", c, w)
		}
	}
	// The chain's rate: the pool's share of rewardPerSecond() now.
	rps, err := chef.UnpackRewardPerSecond(call(t, env, d.VampChef, chef.PackRewardPerSecond()))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Chef == vamp {
			alloc, _ := new(big.Int).SetString(r.AllocPoint, 10)
			want := new(big.Int).Quo(new(big.Int).Mul(rps, alloc), big.NewInt(100))
			if r.RewardPerSecond != want.String() {
				t.Errorf("VampChef %d: rewardPerSecond %s, want %s", r.Pid, r.RewardPerSecond, want)
			}
		}
	}
}

// call runs an eth_call at the latest block.
func call(t *testing.T, env *chaintest.Env, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestExploreFarms(t *testing.T) {
	sc := newFarmScenario(t)
	h := sc.h
	// 120 synthetic pools of a chef the deployment does not know, beyond
	// the seven real ones, so the orders span three pages: ties on the
	// added block and on the (untracked, so zero) staked USD, and null APRs.
	h.exec(`INSERT INTO farm_pools (chef, pid, lp_token, alloc_point, deposit_fee_bps, total_staked, added_block)
		SELECT decode(lpad('ee', 40, '0'), 'hex'), i, decode(lpad(to_hex(i), 40, 'e'), 'hex'), i, 0, i * 1000, i % 9
		FROM generate_series(0, 119) i`)
	var whole struct {
		Pools []json.RawMessage `json:"pools"`
	}
	decode(t, h.get("/farms"), &whole)
	all := farmRows(t, whole.Pools)
	added := map[string]int64{}
	for _, s := range h.queryStrings(`SELECT hex_addr(chef) || '/' || pid || '/' || added_block FROM farm_pools`) {
		parts := strings.Split(s, "/")
		n, _ := strconv.ParseInt(parts[2], 10, 64)
		added[parts[0]+"/"+parts[1]] = n
	}
	key := func(r farmRowT) string { return fmt.Sprintf("%s/%d", r.Chef, r.Pid) }

	for _, sortBy := range []string{"tvl", "apr", "newest"} {
		for _, dir := range []string{"asc", "desc"} {
			// The expected order, from the whole set.
			want := slices.Clone(all)
			value := func(r farmRowT) (*big.Int, bool) {
				switch sortBy {
				case "apr":
					if r.AprBps == nil {
						return nil, false
					}
					return big.NewInt(*r.AprBps), true
				case "newest":
					return big.NewInt(added[key(r)]), true
				}
				usd := strings.Replace(r.TotalStakedUsd+".", ".", "", 1)
				frac := ""
				if i := strings.IndexByte(r.TotalStakedUsd, '.'); i >= 0 {
					frac = r.TotalStakedUsd[i+1:]
				}
				v, _ := new(big.Int).SetString(strings.TrimSuffix(usd, ".")+strings.Repeat("0", 6-len(frac)), 10)
				return v, true
			}
			sort.SliceStable(want, func(i, j int) bool {
				a, b := want[i], want[j]
				va, oka := value(a)
				vb, okb := value(b)
				if oka != okb {
					return oka
				}
				c := 0
				if oka {
					c = va.Cmp(vb)
				}
				if c == 0 {
					c = strings.Compare(a.Chef, b.Chef)
				}
				if c == 0 {
					c = int(a.Pid - b.Pid)
				}
				if dir == "desc" {
					c = -c
				}
				return c < 0
			})
			var got []string
			path := "/explore/farms?sort=" + sortBy + "&dir=" + dir
			for pages := 0; ; pages++ {
				rec := h.get(path)
				var page struct {
					Farms      []json.RawMessage `json:"farms"`
					NextCursor *string           `json:"nextCursor"`
					HasMore    bool              `json:"hasMore"`
				}
				decode(t, rec, &page)
				if cc := rec.Header().Get("Cache-Control"); cc != block {
					t.Errorf("Cache-Control = %q", cc)
				}
				for _, r := range farmRows(t, page.Farms) {
					got = append(got, key(r))
				}
				if page.HasMore != (page.NextCursor != nil) {
					t.Fatalf("hasMore %v with nextCursor %v", page.HasMore, page.NextCursor)
				}
				if !page.HasMore {
					break
				}
				if len(page.Farms) != 50 {
					t.Fatalf("page of %d farms with hasMore", len(page.Farms))
				}
				path = "/explore/farms?sort=" + sortBy + "&dir=" + dir + "&cursor=" + url.QueryEscape(*page.NextCursor)
			}
			var wantKeys []string
			for _, r := range want {
				wantKeys = append(wantKeys, key(r))
			}
			if !slices.Equal(got, wantKeys) || len(got) != 127 {
				t.Errorf("sort %s %s: got %d farms %v\nwant %v", sortBy, dir, len(got), got, wantKeys)
			}
		}
	}

	t.Run("defaults are tvl desc", func(t *testing.T) {
		a, b := h.get("/explore/farms"), h.get("/explore/farms?sort=tvl&dir=desc")
		if a.Code != 200 || a.Body.String() != b.Body.String() {
			t.Errorf("default list differs from tvl desc")
		}
	})
	t.Run("errors", func(t *testing.T) {
		var page struct {
			Farms      []json.RawMessage `json:"farms"`
			NextCursor *string           `json:"nextCursor"`
			HasMore    bool              `json:"hasMore"`
		}
		decode(t, h.get("/explore/farms?sort=apr&dir=asc"), &page)
		cur := *page.NextCursor
		bad := want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()}
		check(t, h.get("/explore/farms?sort=apr&dir=desc&cursor="+url.QueryEscape(cur)), bad)
		check(t, h.get("/explore/farms?sort=tvl&dir=asc&cursor="+url.QueryEscape(cur)), bad)
		check(t, h.get("/explore/farms?sort=apr&dir=asc&cursor="+url.QueryEscape(cur[:len(cur)-2]+"AA")), bad)
		check(t, h.get("/dex/pools?cursor="+url.QueryEscape(cur)), bad)
		check(t, h.get("/explore/farms?sort=volume"), want{status: 400, body: `{"error":"invalid sort"}`, headers: errorHeaders()})
		check(t, h.get("/explore/farms?dir=up"), want{status: 400, body: `{"error":"invalid dir"}`, headers: errorHeaders()})
	})
}

func TestFarmPnL(t *testing.T) {
	sc := newFarmScenario(t)
	h, env, d := sc.h, sc.env, sc.env.Deployment
	chef := bindings.NewVampChef()
	path := func(wallet string, c common.Address, pid int64) string {
		return fmt.Sprintf("/pnl/%s/farm/%s/%d", wallet, strings.ToLower(c.Hex()), pid)
	}
	lastActivity := func(wallet string) string {
		var m struct {
			Address           string `json:"address"`
			LastActivityBlock int64  `json:"lastActivityBlock"`
		}
		decode(t, h.get("/"+wallet+"/meta"), &m)
		return fmt.Sprintf(`W/"w%d"`, m.LastActivityBlock)
	}
	pnlKinds := map[string]string{
		"address": "string", "chef": "string", "pid": "number", "staked": "string", "deposited": "string",
		"depositedUsd": "string", "withdrawn": "string", "withdrawnUsd": "string", "harvested": "string",
		"harvestedUsd": "string", "vested": "string", "vestedUsd": "string", "queuedWithdrawal": "object|null",
	}
	type pnl struct {
		Address, Chef                              string
		Pid                                        int64
		Staked, Deposited, Withdrawn               string
		DepositedUsd, WithdrawnUsd                 string
		Harvested, Vested, HarvestedUsd, VestedUsd string
		QueuedWithdrawal                           *struct {
			Amount      string `json:"amount"`
			CooldownEnd int64  `json:"cooldownEnd"`
		}
	}
	get := func(p string) (pnl, string) {
		t.Helper()
		rec := h.get(p)
		if rec.Code != 200 {
			t.Fatalf("%s: %d %s", p, rec.Code, rec.Body)
		}
		raw := json.RawMessage(rec.Body.Bytes())
		if k := keysOf(t, raw); k != farmPnLKeys {
			t.Fatalf("keys %s", k)
		}
		var obj map[string]json.RawMessage
		_ = json.Unmarshal(raw, &obj)
		checkKinds(t, obj, pnlKinds)
		var b pnl
		if err := json.Unmarshal(raw, &b); err != nil {
			t.Fatal(err)
		}
		if cc := rec.Header().Get("Cache-Control"); cc != block {
			t.Errorf("%s: Cache-Control %q", p, cc)
		}
		return b, rec.Header().Get("ETag")
	}

	// Every trader's position in every VampChef pool: the stake is the
	// chain's; a pool the trader used has USD and rewards.
	used := 0
	for _, tr := range env.Accounts[1:6] {
		wallet := strings.ToLower(tr.Address.Hex())
		for pid := range int64(len(deploy.VampPools)) {
			b, etag := get(path(wallet, d.VampChef, pid))
			if want := lastActivity(wallet); etag != want {
				t.Errorf("ETag %s, want %s", etag, want)
			}
			u, err := chef.UnpackUserInfo(call(t, env, d.VampChef, chef.PackUserInfo(big.NewInt(pid), tr.Address)))
			if err != nil {
				t.Fatal(err)
			}
			if b.Staked != u.Amount.String() || b.Address != wallet || b.Pid != pid || b.QueuedWithdrawal != nil {
				t.Errorf("%s %d: %+v, chain stake %s", wallet, pid, b, u.Amount)
			}
			dep, _ := new(big.Int).SetString(b.Deposited, 10)
			wd, _ := new(big.Int).SetString(b.Withdrawn, 10)
			if new(big.Int).Sub(dep, wd).String() != b.Staked {
				t.Errorf("%s %d: deposited %s - withdrawn %s != staked %s", wallet, pid, b.Deposited, b.Withdrawn, b.Staked)
			}
			if b.Deposited != "0" {
				used++
				if b.DepositedUsd == "0" {
					t.Errorf("%s %d: deposits without USD: %+v", wallet, pid, b)
				}
			}
			if b.Harvested != "0" && (b.Vested == "0" || b.HarvestedUsd == "0") {
				t.Errorf("%s %d: harvest without its vested half or USD: %+v", wallet, pid, b)
			}
		}
	}
	if used == 0 {
		t.Fatal("no trader used a VampChef pool")
	}

	t.Run("queued withdrawal", func(t *testing.T) {
		wallet := strings.ToLower(sc.queuer.Hex())
		b, _ := get(path(wallet, d.MasterChef, 0))
		q, err := bindings.NewMasterChef().UnpackQueuedWithdrawal(call(t, env, d.MasterChef,
			bindings.NewMasterChef().PackQueuedWithdrawal(common.Big0, sc.queuer)))
		if err != nil {
			t.Fatal(err)
		}
		if b.QueuedWithdrawal == nil || b.QueuedWithdrawal.Amount != q.Amount.String() || b.QueuedWithdrawal.CooldownEnd != int64(q.CooldownEnd) ||
			q.Amount.Sign() == 0 {
			t.Errorf("queued %+v, chain %+v", b.QueuedWithdrawal, q)
		}
		if b.Withdrawn != q.Amount.String() || b.Staked != q.Amount.String() {
			t.Errorf("withdrawn %s, staked %s, want half the deposit %s each", b.Withdrawn, b.Staked, q.Amount)
		}
	})

	t.Run("unknown wallet", func(t *testing.T) {
		stranger := "0x00000000000000000000000000000000000000a9"
		rec := h.get(path(stranger, d.VampChef, 0))
		check(t, rec, want{status: 200,
			body: `{"address":"` + stranger + `","chef":"` + strings.ToLower(d.VampChef.Hex()) + `","pid":0,"staked":"0","deposited":"0",` +
				`"depositedUsd":"0","withdrawn":"0","withdrawnUsd":"0","harvested":"0","harvestedUsd":"0","vested":"0","vestedUsd":"0",` +
				`"queuedWithdrawal":null}`,
			headers: map[string]string{"ETag": `W/"w0"`, "Cache-Control": block}})
		if rec := h.get(path(stranger, d.VampChef, 0), `If-None-Match: W/"w0"`); rec.Code != 304 {
			t.Errorf("If-None-Match: %d", rec.Code)
		}
	})

	t.Run("errors", func(t *testing.T) {
		w := strings.ToLower(env.Accounts[1].Address.Hex())
		c := strings.ToLower(d.VampChef.Hex())
		for p, msg := range map[string]string{
			"/pnl/0x1234/farm/" + c + "/0":       "invalid address",
			"/pnl/" + w + "/farm/0x1234/0":       "invalid chef",
			"/pnl/" + w + "/farm/" + c + "/-1":   "invalid pid",
			"/pnl/" + w + "/farm/" + c + "/500":  "invalid pid",
			"/pnl/" + w + "/farm/" + c + "/x":    "invalid pid",
			"/pnl/" + w + "/farm/" + c + "/1.0":  "invalid pid",
			"/pnl/" + w + "/farm/" + c + "/0x01": "invalid pid",
		} {
			check(t, h.get(p), want{status: 400, body: `{"error":"` + msg + `"}`, headers: errorHeaders()})
		}
		// The old form without the chef.
		check(t, h.get("/pnl/"+w+"/farm/0"), want{status: 404, body: `{"error":"not found"}`, headers: errorHeaders()})
	})
}

func TestFarmActivity(t *testing.T) {
	sc := newFarmScenario(t)
	h := sc.h
	for _, kind := range []string{"farm_stake", "farm_unstake", "farm_harvest"} {
		want := h.queryStrings(`SELECT block_number || ':' || log_index FROM activity WHERE kind = $1 ORDER BY block_number DESC, log_index DESC`, kind)
		if len(want) == 0 {
			t.Errorf("no %s row derived", kind)
			continue
		}
		if got := walkActivity(t, h, "type="+kind); !slices.Equal(got, want) {
			t.Errorf("type=%s: %d rows, want %d", kind, len(got), len(want))
		}
		if got := walkActivity(t, h, "type="+kind+"&venue=neoswap"); !slices.Equal(got, want) {
			t.Errorf("type=%s&venue=neoswap: %d rows, want %d", kind, len(got), len(want))
		}
		// The rows carry the chef and pid.
		var page activityPage
		decode(t, h.get("/activity?type="+kind), &page)
		for _, it := range page.Items {
			var row struct {
				Kind string `json:"kind"`
				Data struct {
					Ctx struct {
						Chef        string `json:"chef"`
						Pid         *int64 `json:"pid"`
						PairAddress string `json:"pairAddress"`
					} `json:"ctx"`
					UsdValue string            `json:"usdValue"`
					Legs     []json.RawMessage `json:"legs"`
				} `json:"data"`
			}
			if err := json.Unmarshal(it, &row); err != nil {
				t.Fatal(err)
			}
			c := row.Data.Ctx
			if row.Kind != kind || c.Pid == nil || (c.Chef != strings.ToLower(sc.env.Deployment.VampChef.Hex()) &&
				c.Chef != strings.ToLower(sc.env.Deployment.MasterChef.Hex())) || c.PairAddress == "" || len(row.Data.Legs) == 0 {
				t.Errorf("%s item %s", kind, it)
			}
		}
	}
	// The user filter: the queuing wallet staked once and unstaked once.
	q := strings.ToLower(sc.queuer.Hex())
	for kind, n := range map[string]int{"farm_stake": 1, "farm_unstake": 1} {
		if got := walkActivity(t, h, "type="+kind+"&user="+q); len(got) != n {
			t.Errorf("type=%s&user=%s: %d rows, want %d", kind, q, len(got), n)
		}
	}
	// Its withdrawal cools down (queuedWithdrawal non-zero on chain): the
	// only pending item of the feed, until the claim.
	queued := chaintest.Call(t, sc.env, sc.env.Deployment.MasterChef,
		bindings.NewMasterChef().PackQueuedWithdrawal(common.Big0, sc.queuer), bindings.NewMasterChef().UnpackQueuedWithdrawal)
	if queued.Amount.Sign() == 0 {
		t.Fatal("the scenario's withdrawal was not queued")
	}
	want := h.queryStrings(`SELECT block_number || ':' || log_index FROM farm_withdrawals WHERE kind = 'WithdrawQueued' AND user_address = $1`,
		sc.queuer.Bytes())
	for _, filter := range []string{"status=pending", "status=pending&type=farm_unstake&user=" + q} {
		if got := walkActivity(t, h, filter); !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", filter, got, want)
		}
	}
	if got := walkActivity(t, h, "status=pending&type=farm_stake"); len(got) != 0 {
		t.Errorf("status=pending&type=farm_stake: %v", got)
	}
}
