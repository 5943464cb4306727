package httpapi_test

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// pfpBody is a POST /profile/pfp body; TokenID "null" sends null, "" leaves
// the field out.
func pfpBody(t testing.TB, key *ecdsa.PrivateKey, wallet common.Address, tokenID string, issuedAt int64) string {
	t.Helper()
	var id *big.Int
	field := `"tokenId":null,`
	switch tokenID {
	case "":
		field = ""
	case "null":
	default:
		id, _ = new(big.Int).SetString(tokenID, 10)
		field = `"tokenId":"` + tokenID + `",`
	}
	sig := personalSign(t, key, httpapi.ProfilePfpMessage(wire.Address(wallet), id, 1, issuedAt), false)
	return fmt.Sprintf(`{"address":"%s",%s"signature":"%s","issuedAt":%d}`, wallet.Hex(), field, sig, issuedAt)
}

func profileJSON(a common.Address, neocat, handle string, verified bool) string {
	return fmt.Sprintf(`{"address":"%s","neocatTokenId":%s,"xHandle":%s,"xVerified":%v}`, lower(a), neocat, handle, verified)
}

// TestProfileMessages holds the three profile texts to docs/profiles.md.
func TestProfileMessages(t *testing.T) {
	w := wire.MustParseAddress("0x00000000000000000000000000000000000000AA")
	for _, c := range []struct{ got, want string }{
		{httpapi.ProfilePfpMessage(w, big.NewInt(42), 1, 1700000000), "Set my NeoSwap profile picture\n\nThis signature sends no transaction and costs no gas.\n\n" +
			"Wallet: 0x00000000000000000000000000000000000000aa\nNeocat: 42\nChain ID: 1\nIssued at: 1700000000"},
		{httpapi.ProfilePfpMessage(w, nil, 1, 1700000000), "Set my NeoSwap profile picture\n\nThis signature sends no transaction and costs no gas.\n\n" +
			"Wallet: 0x00000000000000000000000000000000000000aa\nNeocat: none\nChain ID: 1\nIssued at: 1700000000"},
		{httpapi.XLinkMessage(w, "st4te", 1, 1700000000), "Link my X account to my NeoSwap profile\n\nThis signature sends no transaction and costs no gas.\n\n" +
			"Wallet: 0x00000000000000000000000000000000000000aa\nState: st4te\nChain ID: 1\nIssued at: 1700000000"},
		{httpapi.XUnlinkMessage(w, 1, 1700000000), "Unlink my X account from my NeoSwap profile\n\nThis signature sends no transaction and costs no gas.\n\n" +
			"Wallet: 0x00000000000000000000000000000000000000aa\nChain ID: 1\nIssued at: 1700000000"},
	} {
		if c.got != c.want {
			t.Errorf("text =\n%s\nwant\n%s", c.got, c.want)
		}
	}
}

func TestProfileReads(t *testing.T) {
	h := newHarness(t, nil)
	a1, a2 := common.HexToAddress("0xa1"), common.HexToAddress("0xa2")
	h.exec(`INSERT INTO profiles (address, neocat_token_id, x_handle, x_user_id, updated_at) VALUES ($1, 7, 'neo_cat', '42', $2)`,
		a1.Bytes(), t0)

	t.Run("unknown wallet: nulls", func(t *testing.T) {
		check(t, h.get("/profile/"+a2.Hex()), want{status: 200,
			body: profileJSON(a2, "null", "null", false), headers: map[string]string{"Cache-Control": block, "ETag": `W/"p0"`}})
	})
	t.Run("known wallet, ETag on updated_at", func(t *testing.T) {
		tag := fmt.Sprintf(`W/"p%d"`, t0.UnixMicro())
		check(t, h.get("/profile/"+a1.Hex()), want{status: 200,
			body: profileJSON(a1, `"7"`, `"neo_cat"`, true), headers: map[string]string{"Cache-Control": block, "ETag": tag}})
		check(t, h.get("/profile/"+lower(a1), "If-None-Match: "+tag), want{status: 304, headers: map[string]string{"Cache-Control": block, "ETag": tag}})
		h.exec(`UPDATE profiles SET neocat_token_id = NULL, updated_at = $2 WHERE address = $1`, a1.Bytes(), t0.Add(time.Second))
		tag2 := fmt.Sprintf(`W/"p%d"`, t0.Add(time.Second).UnixMicro())
		check(t, h.get("/profile/"+lower(a1), "If-None-Match: "+tag), want{status: 200,
			body: profileJSON(a1, "null", `"neo_cat"`, true), headers: map[string]string{"Cache-Control": block, "ETag": tag2}})
	})
	t.Run("invalid address", func(t *testing.T) {
		check(t, h.get("/profile/0x12"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	})

	cronFast := "public, max-age=15, s-maxage=15, stale-while-revalidate=45"
	listErr := want{status: 400, body: `{"error":"addresses must be 1 to 120 comma-separated addresses"}`, headers: errorHeaders()}
	t.Run("list: unknown wallets absent", func(t *testing.T) {
		check(t, h.get("/profiles?addresses="+a1.Hex()+","+lower(a2)+","+lower(a1)), want{status: 200,
			body:    `{"profiles":{"` + lower(a1) + `":` + profileJSON(a1, "null", `"neo_cat"`, true) + `}}`,
			headers: map[string]string{"Cache-Control": cronFast}})
		check(t, h.get("/profiles?addresses="+lower(a2)), want{status: 200, body: `{"profiles":{}}`, headers: map[string]string{"Cache-Control": cronFast}})
		// A weak content ETag: a matching If-None-Match answers 304.
		rec := h.get("/profiles?addresses=" + lower(a1))
		tag := rec.Header().Get("ETag")
		if !strings.HasPrefix(tag, `W/"c`) {
			t.Fatalf("ETag = %q, want a weak content tag", tag)
		}
		check(t, h.get("/profiles?addresses="+lower(a1), "If-None-Match: "+tag), want{status: 304, headers: map[string]string{"Cache-Control": cronFast, "ETag": tag}})
	})
	t.Run("list bounds", func(t *testing.T) {
		many := make([]string, 120)
		for i := range many {
			many[i] = common.BigToAddress(big.NewInt(int64(i + 1))).Hex()
		}
		if rec := h.get("/profiles?addresses=" + strings.Join(many, ",")); rec.Code != 200 {
			t.Errorf("120 addresses: %d %s", rec.Code, rec.Body)
		}
		check(t, h.get("/profiles?addresses="+strings.Join(append(many, lower(a1)), ",")), listErr)
		check(t, h.get("/profiles?addresses="), listErr)
		check(t, h.get("/profiles"), listErr)
		check(t, h.get("/profiles?addresses="+lower(a1)+",0x12"), want{status: 400,
			body: `{"error":"invalid address in addresses: \"0x12\""}`, headers: errorHeaders()})
		check(t, h.get("/profiles?addresses="+lower(a1)+","), want{status: 400,
			body: `{"error":"invalid address in addresses: \"\""}`, headers: errorHeaders()})
	})
}

func TestProfilePfp(t *testing.T) {
	env := chaintest.New(t)
	f := env.Deployment.File()
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Deployment = &f
		d.Chain = httpapi.ERC20Caller{Client: env.Client}
	})
	h.setHead(env.Head(t).Number.Uint64(), wire.MustParseHash(hashHex), t0)
	acc := env.Accounts
	nft, staking := bindings.NewNeocatNft(), bindings.NewNeocatStaking()
	// deploy's fixture: Accounts[1] stakes Neocat 1 and holds 19 and 20;
	// Accounts[2] holds 21.
	for id, owner := range map[int64]common.Address{19: acc[1].Address, 21: acc[2].Address, 1: f.Addresses.NeocatStaking} {
		if got := chaintest.Call(t, env, f.Addresses.NeocatNft, nft.PackOwnerOf(big.NewInt(id)), nft.UnpackOwnerOf); got != owner {
			t.Fatalf("ownerOf(%d) = %s, want %s", id, got.Hex(), owner.Hex())
		}
	}
	if got := chaintest.Call(t, env, f.Addresses.NeocatStaking, staking.PackStakerOf(big.NewInt(1)), staking.UnpackStakerOf); got != acc[1].Address {
		t.Fatalf("stakerOf(1) = %s", got.Hex())
	}
	now := t0.Unix()
	w := acc[1].Address
	forbidden := func(msg string) want {
		return want{status: 403, body: `{"error":"` + msg + `"}`, headers: errorHeaders()}
	}

	t.Run("held", func(t *testing.T) {
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "19", now)), want{status: 200,
			body: profileJSON(w, `"19"`, "null", false), headers: noStoreJSON})
		check(t, h.get("/profile/"+lower(w)), want{status: 200, body: profileJSON(w, `"19"`, "null", false)})
	})
	t.Run("staked; the ETag moves even within one clock tick", func(t *testing.T) {
		before := h.get("/profile/" + lower(w)).Header().Get("ETag")
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "1", now+1)), want{status: 200,
			body: profileJSON(w, `"1"`, "null", false), headers: noStoreJSON})
		// The clock has not moved since the last write: updated_at still
		// moves forward, so a cached copy revalidates to the new body.
		rec := h.get("/profile/"+lower(w), "If-None-Match: "+before)
		if rec.Code != 200 || rec.Header().Get("ETag") == before || rec.Body.String() != profileJSON(w, `"1"`, "null", false) {
			t.Errorf("after a write at the same instant: %d, ETag %s (before %s), %s", rec.Code, rec.Header().Get("ETag"), before, rec.Body)
		}
	})
	t.Run("not the wallet's, or no such Neocat: 403", func(t *testing.T) {
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "21", now+2)), forbidden("wallet neither holds nor stakes that Neocat"))
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "2", now+3)), forbidden("wallet neither holds nor stakes that Neocat")) // staked by Accounts[2]
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "9999", now+4)), forbidden("Neocat 9999 does not exist"))
		check(t, h.get("/profile/"+lower(w)), want{status: 200, body: profileJSON(w, `"1"`, "null", false)})
	})
	t.Run("clear", func(t *testing.T) {
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "null", now+5)), want{status: 200,
			body: profileJSON(w, "null", "null", false), headers: noStoreJSON})
	})
	t.Run("stale, future, replayed, wrong signer: 403", func(t *testing.T) {
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "19", now-601)), forbidden("signature expired: issuedAt is more than 600 seconds old"))
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "19", now+61)), forbidden("issuedAt is in the future"))
		body := pfpBody(t, acc[1].Key, w, "19", now-600) // the oldest accepted
		check(t, h.postJSON("/profile/pfp", body), want{status: 200, body: profileJSON(w, `"19"`, "null", false), headers: noStoreJSON})
		check(t, h.postJSON("/profile/pfp", body), forbidden("signature already used"))
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[2].Key, w, "19", now+6)), forbidden("signature is not the wallet's"))
		// The signed text names the token: another id with the same signature fails.
		tampered := strings.Replace(pfpBody(t, acc[1].Key, w, "20", now+7), `"tokenId":"20"`, `"tokenId":"19"`, 1)
		check(t, h.postJSON("/profile/pfp", tampered), forbidden("signature is not the wallet's"))
	})
	t.Run("replay protection expires with the text", func(t *testing.T) {
		var n int
		if err := h.db.Pool.QueryRow(t.Context(), `SELECT count(*) FROM signed_write_digests`).Scan(&n); err != nil || n == 0 {
			t.Fatalf("%d digests, %v", n, err)
		}
		h.clock.Advance(20 * time.Minute)
		later := h.clock.Now().Unix()
		check(t, h.postJSON("/profile/pfp", pfpBody(t, acc[1].Key, w, "20", later)), want{status: 200,
			body: profileJSON(w, `"20"`, "null", false), headers: noStoreJSON})
		if err := h.db.Pool.QueryRow(t.Context(), `SELECT count(*) FROM signed_write_digests`).Scan(&n); err != nil || n != 1 {
			t.Errorf("%d digests after the expired ones were dropped, want 1 (%v)", n, err)
		}
	})
	t.Run("malformed 400", func(t *testing.T) {
		issued := h.clock.Now().Unix()
		for name, c := range map[string]struct{ body, msg string }{
			"no tokenId":     {pfpBody(t, acc[1].Key, w, "", issued), "missing tokenId (a decimal string, or null to clear)"},
			"numeric":        {`{"address":"` + lower(w) + `","tokenId":19,"signature":"0x00","issuedAt":1}`, "invalid tokenId"},
			"not decimal":    {`{"address":"` + lower(w) + `","tokenId":"0x13","signature":"0x00","issuedAt":1}`, "tokenId must be a decimal integer string below 2^256, or null"},
			"negative":       {`{"address":"` + lower(w) + `","tokenId":"-1","signature":"0x00","issuedAt":1}`, "tokenId must be a decimal integer string below 2^256, or null"},
			"2^256":          {`{"address":"` + lower(w) + `","tokenId":"115792089237316195423570985008687907853269984665640564039457584007913129639936","signature":"0x00","issuedAt":1}`, "tokenId must be a decimal integer string below 2^256, or null"},
			"no issuedAt":    {`{"address":"` + lower(w) + `","tokenId":null,"signature":"0x00"}`, "issuedAt must be Unix seconds"},
			"float issuedAt": {`{"address":"` + lower(w) + `","tokenId":null,"signature":"0x00","issuedAt":1.5}`, "invalid issuedAt"},
			"no address":     {`{"tokenId":null,"signature":"0x00","issuedAt":1}`, "missing address"},
		} {
			t.Run(name, func(t *testing.T) {
				check(t, h.postJSON("/profile/pfp", c.body), want{status: 400, body: `{"error":"` + c.msg + `"}`, headers: errorHeaders()})
			})
		}
	})
	t.Run("smart account unlinks through ERC-1271", func(t *testing.T) {
		wallet := env.Deployment.ERC1271Wallet // accepts Accounts[0]'s signatures
		issued := h.clock.Now().Unix()
		sig := personalSign(t, acc[0].Key, httpapi.XUnlinkMessage(wire.Address(wallet), 1, issued), false)
		check(t, h.postJSON("/profile/x/unlink", fmt.Sprintf(`{"address":"%s","signature":"%s","issuedAt":%d}`, wallet.Hex(), sig, issued)),
			want{status: 200, body: profileJSON(wallet, "null", "null", false), headers: noStoreJSON})
	})
}

// TestProfilePfpNoChain: the ownership read needs the chain and the head.
func TestProfilePfpNoChain(t *testing.T) {
	h := newHarness(t, nil)
	key, w := newKey(t)
	check(t, h.postJSON("/profile/pfp", pfpBody(t, key, w, "1", t0.Unix())),
		want{status: 503, body: `{"error":"chain reads unavailable"}`, headers: errorHeaders("Retry-After", "5")})
}

// TestCronFastIsProfilesOnly: spec 4.6 names /profiles the only CRON_FAST
// route.
func TestCronFastIsProfilesOnly(t *testing.T) {
	doc := loadOpenAPI(t, newHarness(t, nil))
	var on []string
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			if tier, _ := op.Extensions["x-cache-tier"].(string); tier == httpapi.TierCronFast.Name {
				on = append(on, method+" "+path)
			}
		}
	}
	if len(on) != 1 || on[0] != "GET /profiles" {
		t.Errorf("CRON_FAST routes = %v, want [GET /profiles]", on)
	}
}
