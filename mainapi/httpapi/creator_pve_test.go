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

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/sim"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

type creatorBodyT struct {
	Address string `json:"address"`
	Tokens  []struct {
		Token       string `json:"token"`
		Disabled    bool   `json:"disabled"`
		Venue       string `json:"venue"`
		LastClaimAt *int64 `json:"lastClaimAt"`
		UsdEarned   string `json:"usdEarned"`
		Quotes      []struct {
			QuoteAsset string `json:"quoteAsset"`
			Earned     string `json:"earned"`
			UsdEarned  string `json:"usdEarned"`
			Swaps      int64  `json:"swaps"`
			Claimed    string `json:"claimed"`
			Unclaimed  string `json:"unclaimed"`
		} `json:"quotes"`
	} `json:"tokens"`
	Series []struct {
		Day       int64  `json:"day"`
		UsdEarned string `json:"usdEarned"`
		Swaps     int64  `json:"swaps"`
	} `json:"series"`
	TotalUsdEarned string `json:"totalUsdEarned"`
}

type pveCreditT struct {
	Amount      string `json:"amount"`
	TotalStaked string `json:"totalStaked"`
	CreditBlock int64  `json:"creditBlock"`
}

type pveTokenT struct {
	Token        string      `json:"token"`
	Vault        string      `json:"vault"`
	Received     string      `json:"received"`
	Distributed  string      `json:"distributed"`
	Escrowed     string      `json:"escrowed"`
	ReceivedUsd  *string     `json:"receivedUsd"`
	Receipts     int64       `json:"receipts"`
	Credit       *pveCreditT `json:"credit"`
	ClaimedTotal string      `json:"claimedTotal"`
	Claims       int64       `json:"claims"`
	Creators     []struct {
		Creator  string `json:"creator"`
		Received string `json:"received"`
	} `json:"creators"`
}

type pveWalletT struct {
	Address string `json:"address"`
	Tokens  []struct {
		Token   string     `json:"token"`
		Vault   string     `json:"vault"`
		Credit  pveCreditT `json:"credit"`
		Claimed *struct {
			Amount string `json:"amount"`
		} `json:"claimed"`
	} `json:"tokens"`
}

// TestCreatorPveRoutes: the creator and PvE routes over a devnet with
// launch-venue and DEX activity indexed by the real indexer. Values are
// checked against the contracts (CreatorFeeRegistry.creatorOf,
// CreatorFeeVault.accrued and claimable, PveVault.creditOf, received,
// claimedTotal and claimable) and the raw vault rows; unknown addresses
// answer the empty shape, invalid ones 400; the per-address routes carry
// the wallet's last-activity ETag, the token routes the head's, and both
// answer 304 to it.
func TestCreatorPveRoutes(t *testing.T) {
	env := chaintest.New(t)
	d := env.Deployment
	h := newHarness(t, func(dp *httpapi.Deps) {
		f := env.Deployment.File()
		dp.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	follow := indexertest.BlockByBlock(t, env, ix, src)
	if _, err := sim.Run(context.Background(), sim.Config{
		Backend: env.Backend.Client(), Deployment: d, Traders: env.Accounts[1:6],
		Commit: func() { env.Commit() }, TradesPerBlock: 4, Interval: -1, Rounds: 60, LaunchShare: 90,
		Seed: 21, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}); err != nil {
		t.Fatal(err)
	}
	follow()
	ctx := context.Background()
	fee, reg, pve := bindings.NewCreatorFeeVault(), bindings.NewCreatorFeeRegistry(), bindings.NewPveVault()
	lower := func(a common.Address) string { return strings.ToLower(a.Hex()) }
	get := func(path string, etagPrefix string, dst any) http.Header {
		t.Helper()
		rec := h.get(path)
		if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != block {
			t.Fatalf("%s: %d %q %s", path, rec.Code, rec.Header().Get("Cache-Control"), rec.Body)
		}
		etag := rec.Header().Get("ETag")
		if !strings.HasPrefix(etag, etagPrefix) {
			t.Errorf("%s: ETag %q, want prefix %q", path, etag, etagPrefix)
		}
		if r := h.get(path, "If-None-Match: "+etag); r.Code != http.StatusNotModified {
			t.Errorf("%s If-None-Match: %d", path, r.Code)
		}
		if err := json.Unmarshal(rec.Body.Bytes(), dst); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		return rec.Header()
	}

	// A creator with accruals: every quote against the vault and the raw rows.
	var creatorB []byte
	if err := h.db.Pool.QueryRow(ctx, `SELECT creator FROM vault_events GROUP BY creator
		ORDER BY count(*) FILTER (WHERE kind = 'Claimed') > 0 DESC, count(*) DESC LIMIT 1`).Scan(&creatorB); err != nil {
		t.Fatalf("no accrual indexed: %v", err)
	}
	creator := common.BytesToAddress(creatorB)
	var last int64
	_ = h.db.Pool.QueryRow(ctx, `SELECT last_activity_block FROM wallets WHERE address = $1`, creatorB).Scan(&last)
	var cb creatorBodyT
	get("/creator/"+creator.Hex(), fmt.Sprintf(`W/"w%d`, last), &cb)
	if cb.Address != lower(creator) || len(cb.Tokens) == 0 || len(cb.Series) == 0 {
		t.Fatalf("/creator: %+v", cb)
	}
	total := new(big.Rat)
	claims := 0
	for _, tk := range cb.Tokens {
		tok := common.HexToAddress(tk.Token)
		if tk.Venue != "neofun" && tk.Venue != "deployer" {
			t.Errorf("%s venue %q", tk.Token, tk.Venue)
		}
		owner := chaintest.Call(t, env, d.CreatorFeeRegistry, reg.PackCreatorOf(tok), reg.UnpackCreatorOf)
		for _, q := range tk.Quotes {
			quote := common.HexToAddress(q.QuoteAsset)
			want := "0"
			if owner == creator {
				want = chaintest.Call(t, env, d.CreatorFeeVault, fee.PackClaimable(tok, quote), fee.UnpackClaimable).String()
			}
			if q.Unclaimed != want {
				t.Errorf("%s/%s unclaimed %s, chain %s", tk.Token, q.QuoteAsset, q.Unclaimed, want)
			}
			var earned string
			var n int64
			_ = h.db.Pool.QueryRow(ctx, `SELECT coalesce(sum(amount), 0)::text, count(*) FROM vault_events
				WHERE kind = 'Accrued' AND token = $1 AND quote_asset = $2 AND creator = $3`, tok.Bytes(), quote.Bytes(), creatorB).Scan(&earned, &n)
			if q.Earned != earned || q.Swaps != n {
				t.Errorf("%s/%s earned %s swaps %d, raw %s %d", tk.Token, q.QuoteAsset, q.Earned, q.Swaps, earned, n)
			}
			var claimed string
			_ = h.db.Pool.QueryRow(ctx, `SELECT coalesce(sum(amount), 0)::text FROM vault_events
				WHERE kind = 'Claimed' AND token = $1 AND quote_asset = $2 AND creator = $3`, tok.Bytes(), quote.Bytes(), creatorB).Scan(&claimed)
			if q.Claimed != claimed {
				t.Errorf("%s/%s claimed %s, raw %s", tk.Token, q.QuoteAsset, q.Claimed, claimed)
			}
			if claimed != "0" {
				claims++
				if tk.LastClaimAt == nil {
					t.Errorf("%s: claimed %s, lastClaimAt null", tk.Token, claimed)
				}
			}
			u, _ := new(big.Rat).SetString(q.UsdEarned)
			total.Add(total, u)
		}
	}
	if claims == 0 {
		t.Error("the creator claimed nothing (the simulator claims creator fees)")
	}
	if want, _ := new(big.Rat).SetString(cb.TotalUsdEarned); want.Cmp(total) != 0 || total.Sign() <= 0 {
		t.Errorf("totalUsdEarned %s, quotes sum %s", cb.TotalUsdEarned, total.FloatString(6))
	}

	// The token route: its creator is the registry's, its fees the vault's accrued.
	tok := common.HexToAddress(cb.Tokens[0].Token)
	var ct struct {
		Token      string  `json:"token"`
		Creator    *string `json:"creator"`
		Disabled   bool    `json:"disabled"`
		FeesToDate []struct {
			QuoteAsset string  `json:"quoteAsset"`
			Amount     string  `json:"amount"`
			Usd        *string `json:"usd"`
		} `json:"feesToDate"`
	}
	get("/creator/token/"+tok.Hex(), `W/"`, &ct)
	owner := chaintest.Call(t, env, d.CreatorFeeRegistry, reg.PackCreatorOf(tok), reg.UnpackCreatorOf)
	if ct.Creator == nil || *ct.Creator != lower(owner) || len(ct.FeesToDate) == 0 {
		t.Fatalf("/creator/token: %+v, chain creator %s", ct, owner)
	}
	for _, f := range ct.FeesToDate {
		acc := chaintest.Call(t, env, d.CreatorFeeVault, fee.PackAccrued(tok, common.HexToAddress(f.QuoteAsset)), fee.UnpackAccrued)
		if f.Amount != acc.String() {
			t.Errorf("feesToDate %s %s, chain accrued %s", f.QuoteAsset, f.Amount, acc)
		}
	}

	// A credited PvE coin against its vault.
	var coinB, vaultB []byte
	if err := h.db.Pool.QueryRow(ctx, `SELECT token, address FROM pve_events WHERE kind = 'PveCredited' AND amount > 0 LIMIT 1`).Scan(&coinB, &vaultB); err != nil {
		t.Fatalf("no PvE credit indexed: %v", err)
	}
	coin, vault := common.BytesToAddress(coinB), common.BytesToAddress(vaultB)
	var pt pveTokenT
	get("/pve/token/"+coin.Hex(), `W/"`, &pt)
	cr := chaintest.Call(t, env, vault, pve.PackCreditOf(coin), pve.UnpackCreditOf)
	if pt.Vault != lower(vault) || pt.Credit == nil || pt.Credit.Amount != cr.Amount.String() ||
		pt.Credit.TotalStaked != cr.TotalStaked.String() || pt.Credit.CreditBlock != int64(cr.CreditBlock) {
		t.Errorf("/pve/token credit %+v vault %s, chain %+v at %s", pt.Credit, pt.Vault, cr, vault)
	}
	if got := chaintest.Call(t, env, vault, pve.PackReceived(coin), pve.UnpackReceived).String(); pt.Received != got {
		t.Errorf("received %s, chain %s", pt.Received, got)
	}
	if got := chaintest.Call(t, env, vault, pve.PackClaimedTotal(coin), pve.UnpackClaimedTotal).String(); pt.ClaimedTotal != got {
		t.Errorf("claimedTotal %s, chain %s", pt.ClaimedTotal, got)
	}
	if pt.Receipts == 0 || len(pt.Creators) == 0 || pt.ReceivedUsd == nil {
		t.Errorf("/pve/token receipts: %+v", pt)
	}

	// Its buyer's /pve/creator names the coin.
	var pc struct {
		Tokens []struct {
			Token    string `json:"token"`
			Received string `json:"received"`
		} `json:"tokens"`
		TotalReceivedUsd *string `json:"totalReceivedUsd"`
	}
	get("/pve/creator/"+pt.Creators[0].Creator, `W/"w`, &pc)
	found := false
	for _, x := range pc.Tokens {
		found = found || x.Token == pt.Token && x.Received == pt.Creators[0].Received
	}
	if !found || pc.TotalReceivedUsd == nil {
		t.Errorf("/pve/creator %s: %+v", pt.Creators[0].Creator, pc)
	}

	// Every staker's share minus its claims is the vault's claimable.
	rows, _ := h.db.Pool.Query(ctx, `SELECT DISTINCT account FROM neocat_stake_events`)
	var stakers []common.Address
	for rows.Next() {
		var b []byte
		_ = rows.Scan(&b)
		stakers = append(stakers, common.BytesToAddress(b))
	}
	rows.Close()
	shares := 0
	for _, w := range stakers {
		var pw pveWalletT
		get("/pve/wallet/"+w.Hex(), `W/"w`, &pw)
		var raw struct {
			Tokens []map[string]json.RawMessage `json:"tokens"`
		}
		_ = json.Unmarshal(h.get("/pve/wallet/"+w.Hex()).Body.Bytes(), &raw)
		for _, obj := range raw.Tokens {
			checkKinds(t, obj, map[string]string{"token": "string", "vault": "string", "credit": "object",
				"creditTimestamp": "number", "claimed": "object|null", "ethPrice": "string|null", "decimals": "number|null"})
		}
		for _, x := range pw.Tokens {
			left, _ := new(big.Int).SetString(x.Credit.Amount, 10)
			if x.Claimed != nil {
				c, _ := new(big.Int).SetString(x.Claimed.Amount, 10)
				left.Sub(left, c)
			}
			got := chaintest.Call(t, env, common.HexToAddress(x.Vault), pve.PackClaimable(common.HexToAddress(x.Token), w), pve.UnpackClaimable)
			if left.Cmp(got) != 0 {
				t.Errorf("/pve/wallet %s %s: %s left, chain %s", w, x.Token, left, got)
			}
			shares++
		}
	}
	if shares == 0 {
		t.Error("no wallet has a PvE share")
	}

	// /explore/creators: every creator with an accrual, by accrual count,
	// as the raw rows count them.
	rec := h.get("/explore/creators?sort=swaps&dir=desc")
	if rec.Code != http.StatusOK || rec.Header().Get("Cache-Control") != cron {
		t.Fatalf("/explore/creators: %d %q %s", rec.Code, rec.Header().Get("Cache-Control"), rec.Body)
	}
	if k := keysOf(t, rec.Body.Bytes()); k != "creators,hasMore,nextCursor" {
		t.Errorf("/explore/creators keys %s", k)
	}
	var ex struct {
		Creators []struct {
			Address   string `json:"address"`
			Swaps     int64  `json:"swaps"`
			UsdEarned string `json:"usdEarned"`
		} `json:"creators"`
		HasMore bool `json:"hasMore"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &ex)
	rows, _ = h.db.Pool.Query(ctx, `SELECT '0x' || encode(creator, 'hex'), count(*) FROM vault_events WHERE kind = 'Accrued'
		GROUP BY creator ORDER BY count(*) DESC, creator DESC`)
	var wantEx []string
	for rows.Next() {
		var a string
		var n int64
		_ = rows.Scan(&a, &n)
		wantEx = append(wantEx, fmt.Sprintf("%s:%d", a, n))
	}
	rows.Close()
	var gotEx []string
	for _, c := range ex.Creators {
		gotEx = append(gotEx, fmt.Sprintf("%s:%d", c.Address, c.Swaps))
	}
	if strings.Join(gotEx, ",") != strings.Join(wantEx, ",") || ex.HasMore || len(wantEx) == 0 {
		t.Errorf("/explore/creators %v, raw %v", gotEx, wantEx)
	}
	if rec := h.get("/explore/creators?cursor=bogus"); rec.Code != http.StatusForbidden {
		t.Errorf("/explore/creators bad cursor: %d", rec.Code)
	}
	if rec := h.get("/explore/creators?sort=nope"); rec.Code != http.StatusBadRequest {
		t.Errorf("/explore/creators bad sort: %d", rec.Code)
	}

	// Unknown addresses: the empty shapes; invalid ones 400.
	unknown := "0x00000000000000000000000000000000000000aa"
	check(t, h.get("/creator/"+unknown), want{status: 200, body: `{"address":"` + unknown + `","tokens":[],"series":[],"totalUsdEarned":"0"}`})
	check(t, h.get("/creator/token/"+unknown), want{status: 200, body: `{"token":"` + unknown + `","creator":null,"disabled":false,"feesToDate":[]}`})
	check(t, h.get("/pve/wallet/"+unknown), want{status: 200, body: `{"address":"` + unknown + `","tokens":[]}`})
	check(t, h.get("/pve/creator/"+unknown), want{status: 200, body: `{"address":"` + unknown + `","tokens":[],"totalReceivedUsd":null}`})
	var empty pveTokenT
	get("/pve/token/"+unknown, `W/"`, &empty)
	if empty.Vault != lower(d.PveVault) || empty.Credit != nil || empty.Received != "0" || len(empty.Creators) != 0 {
		t.Errorf("/pve/token unknown: %+v (default vault %s)", empty, d.PveVault)
	}
	for _, p := range []string{"/creator/0x12", "/creator/token/nope", "/pve/token/0x12", "/pve/creator/0xzz", "/pve/wallet/1"} {
		if rec := h.get(p); rec.Code != http.StatusBadRequest || rec.Header().Get("Cache-Control") != "no-store" {
			t.Errorf("%s: %d %q", p, rec.Code, rec.Header().Get("Cache-Control"))
		}
	}
}
