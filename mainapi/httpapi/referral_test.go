package httpapi_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// referral is one POST /referrals/attribute body.
type referral struct {
	Referee   string  `json:"referee"`
	Referrer  string  `json:"referrer"`
	Signature string  `json:"signature"`
	Source    *string `json:"source,omitempty"`
}

// signedReferral is the body a referee sends: the spec's text signed by key.
func signedReferral(t testing.TB, key *ecdsa.PrivateKey, referee, referrer common.Address, chainID uint64) referral {
	t.Helper()
	text := httpapi.ReferralMessage(wire.Address(referee), wire.Address(referrer), chainID)
	return referral{Referee: referee.Hex(), Referrer: referrer.Hex(), Signature: personalSign(t, key, text, false)}
}

func boundBody(referee, referrer common.Address, source, boundAt string) string {
	return fmt.Sprintf(`{"bound":true,"binding":{"refereeAddress":"%s","referrerAddress":"%s","source":%s,"boundAt":"%s"}}`,
		lower(referee), lower(referrer), source, boundAt)
}

func alreadyBody(referee, referrer common.Address, source, boundAt string) string {
	return fmt.Sprintf(`{"bound":false,"already":true,"binding":{"refereeAddress":"%s","referrerAddress":"%s","source":%s,"boundAt":"%s"}}`,
		lower(referee), lower(referrer), source, boundAt)
}

func refused(status int, msg string) want {
	return want{status: status, body: `{"bound":false,"error":"` + msg + `"}`, headers: errorHeaders()}
}

func (h *harness) bindings() int {
	h.t.Helper()
	var n int
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM referral_bindings`).Scan(&n); err != nil {
		h.t.Fatal(err)
	}
	return n
}

// TestReferralMessage holds the signed text to spec 4.6: four parts
// separated by blank lines, both addresses lowercase, the machine line last.
func TestReferralMessage(t *testing.T) {
	referee := wire.MustParseAddress("0x00000000000000000000000000000000000000AA")
	referrer := wire.MustParseAddress("0x00000000000000000000000000000000000000bB")
	got := httpapi.ReferralMessage(referee, referrer, 31337)
	want := "I am activating my NeoSwap referral link.\n\n" +
		"This is a free signature: it sends no transaction, spends no gas and approves no funds. It only links this wallet to the referrer below.\n\n" +
		"Referred by: 0x00000000000000000000000000000000000000bb\n" +
		"Your wallet: 0x00000000000000000000000000000000000000aa\n\n" +
		"neoswap-referral:0x00000000000000000000000000000000000000aa:0x00000000000000000000000000000000000000bb:31337"
	if got != want {
		t.Errorf("text =\n%s\nwant\n%s", got, want)
	}
	if parts := strings.Split(got, "\n\n"); len(parts) != 4 {
		t.Errorf("%d parts, want 4", len(parts))
	}
}

func TestReferralAttribute(t *testing.T) {
	env := chaintest.New(t)
	f := env.Deployment.File()
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Deployment = &f
		d.Chain = httpapi.ERC20Caller{Client: env.Client}
		d.Config.ReferralMaxReferees = 3
	})
	h.setHead(env.Head(t).Number.Uint64(), wire.MustParseHash(hashHex), t0)
	acc := env.Accounts
	const chainID = 1 // testConfig's, as /config serves it
	const at = "2026-11-25T12:00:00.000Z"

	t.Run("bound, then already bound", func(t *testing.T) {
		body := signedReferral(t, acc[1].Key, acc[1].Address, acc[2].Address, chainID)
		src := "  from\t the \n\x00docs\u200b page\x7f "
		body.Source = &src
		check(t, h.postJSON("/referrals/attribute", body), want{status: 200,
			body: boundBody(acc[1].Address, acc[2].Address, `"from the docs page"`, at), headers: noStoreJSON})
		h.clock.Advance(1)
		// The same request, and one naming another referrer: the
		// existing binding, unchanged.
		check(t, h.postJSON("/referrals/attribute", body), want{status: 200,
			body: alreadyBody(acc[1].Address, acc[2].Address, `"from the docs page"`, at), headers: noStoreJSON})
		other := signedReferral(t, acc[1].Key, acc[1].Address, acc[3].Address, chainID)
		check(t, h.postJSON("/referrals/attribute", other), want{status: 200,
			body: alreadyBody(acc[1].Address, acc[2].Address, `"from the docs page"`, at), headers: noStoreJSON})
		if n := h.bindings(); n != 1 {
			t.Errorf("%d bindings, want 1", n)
		}
		// A restarted server (a new router over the same database) knows it.
		restarted := *h
		restarted.h = httpapi.NewRouter(h.deps)
		check(t, restarted.postJSON("/referrals/attribute", other), want{status: 200,
			body: alreadyBody(acc[1].Address, acc[2].Address, `"from the docs page"`, at), headers: noStoreJSON})
	})

	t.Run("v 0/1 accepted, no source is null", func(t *testing.T) {
		text := httpapi.ReferralMessage(wire.Address(acc[4].Address), wire.Address(acc[2].Address), chainID)
		body := referral{Referee: lower(acc[4].Address), Referrer: lower(acc[2].Address), Signature: personalSign(t, acc[4].Key, text, true)}
		check(t, h.postJSON("/referrals/attribute", body), want{status: 200,
			body: boundBody(acc[4].Address, acc[2].Address, "null", at), headers: noStoreJSON})
	})

	t.Run("wrong signer or wrong text 403, nothing written", func(t *testing.T) {
		before := h.bindings()
		body := signedReferral(t, acc[6].Key, acc[5].Address, acc[2].Address, chainID) // signed by another wallet
		check(t, h.postJSON("/referrals/attribute", body), refused(403, "signature is not the referee's"))
		body = signedReferral(t, acc[5].Key, acc[5].Address, acc[2].Address, 5) // another chain's text
		check(t, h.postJSON("/referrals/attribute", body), refused(403, "signature is not the referee's"))
		body = signedReferral(t, acc[5].Key, acc[5].Address, acc[3].Address, chainID)
		body.Referrer = lower(acc[2].Address) // signed for another referrer
		check(t, h.postJSON("/referrals/attribute", body), refused(403, "signature is not the referee's"))
		if n := h.bindings(); n != before {
			t.Errorf("%d bindings, want %d", n, before)
		}
	})

	t.Run("ERC-1271 smart account binds", func(t *testing.T) {
		wallet := env.Deployment.ERC1271Wallet // isValidSignature accepts Accounts[0]'s signatures
		body := signedReferral(t, acc[0].Key, wallet, acc[3].Address, chainID)
		check(t, h.postJSON("/referrals/attribute", body), want{status: 200,
			body: boundBody(wallet, acc[3].Address, "null", at), headers: noStoreJSON})
		// Another key's signature is not the wallet's: the signature is
		// checked before anything is read.
		body = signedReferral(t, acc[7].Key, wallet, acc[3].Address, chainID)
		check(t, h.postJSON("/referrals/attribute", body), refused(403, "signature is not the referee's"))
	})

	t.Run("ERC-1271 is read at the indexed head", func(t *testing.T) {
		// At genesis the smart account has no code yet: its owner's
		// signature is no one's.
		head := env.Head(t).Number.Uint64()
		h.setHead(0, wire.MustParseHash(hashHex2), t0)
		defer h.setHead(head, wire.MustParseHash(hashHex), t0)
		body := signedReferral(t, acc[0].Key, env.Deployment.ERC1271Wallet, acc[4].Address, chainID)
		check(t, h.postJSON("/referrals/attribute", body), refused(403, "signature is not the referee's"))
	})

	t.Run("self-referral and cycles 400", func(t *testing.T) {
		before := h.bindings()
		check(t, h.postJSON("/referrals/attribute", signedReferral(t, acc[5].Key, acc[5].Address, acc[5].Address, chainID)),
			refused(400, "self-referral: referee and referrer are the same wallet"))
		// acc1 -> acc2 is bound: acc2 -> acc1 closes a cycle.
		cycle := "referral cycle: the referee is the referrer's referrer or further up its chain"
		check(t, h.postJSON("/referrals/attribute", signedReferral(t, acc[2].Key, acc[2].Address, acc[1].Address, chainID)), refused(400, cycle))
		// acc2 -> acc8 binds; then acc8 -> acc1 is a cycle two levels up.
		check(t, h.postJSON("/referrals/attribute", signedReferral(t, acc[2].Key, acc[2].Address, acc[8].Address, chainID)), want{status: 200,
			body: boundBody(acc[2].Address, acc[8].Address, "null", at), headers: noStoreJSON})
		check(t, h.postJSON("/referrals/attribute", signedReferral(t, acc[8].Key, acc[8].Address, acc[1].Address, chainID)), refused(400, cycle))
		if n := h.bindings(); n != before+1 {
			t.Errorf("%d bindings, want %d", n, before+1)
		}
	})

	t.Run("active referee 400", func(t *testing.T) {
		// acc9 paid a fee through the FeeRouter: it has scored points.
		h.exec(`INSERT INTO rakeback_wallets (user_address, swaps, last_block) VALUES ($1, 1, 5)`, acc[9].Address.Bytes())
		check(t, h.postJSON("/referrals/attribute", signedReferral(t, acc[9].Key, acc[9].Address, acc[2].Address, chainID)),
			refused(400, "referee already active: it has scored points"))
		active, err := h.db.ReferralActive(context.Background(), wire.Address(acc[9].Address))
		if err != nil || !active {
			t.Errorf("ReferralActive = %v, %v; want true", active, err)
		}
		// A row with no fee-paying swap is not active.
		h.exec(`INSERT INTO rakeback_wallets (user_address, swaps, last_block) VALUES ($1, 0, 5)`, acc[5].Address.Bytes())
		if active, err := h.db.ReferralActive(context.Background(), wire.Address(acc[5].Address)); err != nil || active {
			t.Errorf("ReferralActive(no swaps) = %v, %v; want false", active, err)
		}
	})

	t.Run("referrer cap 400", func(t *testing.T) {
		referrer := acc[6].Address // no referees yet; the cap is 3
		for range 3 {
			k, a := newKey(t)
			if rec := h.postJSON("/referrals/attribute", signedReferral(t, k, a, referrer, chainID)); rec.Code != 200 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
		}
		k, a := newKey(t)
		check(t, h.postJSON("/referrals/attribute", signedReferral(t, k, a, referrer, chainID)), refused(400, "referrer cap reached"))
	})

	t.Run("malformed 400 {error}", func(t *testing.T) {
		good := signedReferral(t, acc[5].Key, acc[5].Address, acc[2].Address, chainID)
		long := strings.Repeat("é", 257)
		fits := strings.Repeat(" \t", 300) + strings.Repeat("é", 256) + "\x01\x02"
		for name, c := range map[string]struct {
			body any
			msg  string
		}{
			"not JSON":        {`{"referee":`, "body is not a JSON object"},
			"an array":        {`[]`, "body is not a JSON object"},
			"two objects":     {`{}{}`, "body is not a JSON object"},
			"empty":           {``, "body is not a JSON object"},
			"wrong type":      {`{"referee":1}`, "invalid referee"},
			"no referee":      {referral{Referrer: good.Referrer, Signature: good.Signature}, "missing referee"},
			"bad referee":     {referral{Referee: "0x12", Referrer: good.Referrer, Signature: good.Signature}, "invalid referee address"},
			"bad referrer":    {referral{Referee: good.Referee, Referrer: "0xzz00000000000000000000000000000000000000", Signature: good.Signature}, "invalid referrer address"},
			"no signature":    {referral{Referee: good.Referee, Referrer: good.Referrer}, "missing signature"},
			"odd hex":         {referral{Referee: good.Referee, Referrer: good.Referrer, Signature: good.Signature[:131]}, "signature must be 0x-prefixed hex"},
			"no 0x":           {referral{Referee: good.Referee, Referrer: good.Referrer, Signature: good.Signature[2:]}, "signature must be 0x-prefixed hex"},
			"not hex":         {referral{Referee: good.Referee, Referrer: good.Referrer, Signature: "0x" + strings.Repeat("g", 130)}, "signature must be 0x-prefixed hex"},
			"source too long": {referral{Referee: good.Referee, Referrer: good.Referrer, Signature: good.Signature, Source: &long}, "source over 256 characters"},
		} {
			t.Run(name, func(t *testing.T) {
				check(t, h.postJSON("/referrals/attribute", c.body), want{status: 400, body: `{"error":"` + c.msg + `"}`, headers: errorHeaders()})
			})
		}
		big := `{"referee":"` + strings.Repeat("a", httpapi.SignedBodyMaxBytes) + `"}`
		check(t, h.postJSON("/referrals/attribute", big), want{status: 413, body: `{"error":"body over 65536 bytes"}`, headers: errorHeaders()})
		if n := h.bindings(); n == 0 {
			t.Fatal("no bindings at all")
		}
		// 256 characters once sanitized: it fits.
		good.Source = &fits
		rec := h.postJSON("/referrals/attribute", good)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"source":"`+strings.Repeat("é", 256)+`"`) {
			t.Errorf("status %d: %s", rec.Code, rec.Body)
		}
	})

	t.Run("CORS: preflight from the app only, POST readable by the app", func(t *testing.T) {
		pre := func(origin string) int {
			req, _ := http.NewRequest(http.MethodOptions, "/referrals/attribute", nil)
			req.RemoteAddr = "192.0.2.1:1"
			req.Header.Set("Origin", origin)
			req.Header.Set("Access-Control-Request-Method", "POST")
			req.Header.Set("Access-Control-Request-Headers", "content-type")
			return h.do(req).Code
		}
		if got := pre("https://app.example"); got != http.StatusNoContent {
			t.Errorf("app preflight = %d, want 204", got)
		}
		if got := pre("https://evil.example"); got != http.StatusForbidden {
			t.Errorf("foreign preflight = %d, want 403", got)
		}
		rec := h.postJSON("/referrals/attribute", signedReferral(t, acc[1].Key, acc[1].Address, acc[2].Address, chainID), "Origin: https://app.example")
		if got := rec.Header().Get("Access-Control-Allow-Origin"); rec.Code != 200 || got != "https://app.example" {
			t.Errorf("status %d, Access-Control-Allow-Origin %q", rec.Code, got)
		}
	})
}

// TestReferralConcurrent: concurrent attempts for one referee bind exactly
// once, and concurrent referees of one referrer never pass its cap.
func TestReferralConcurrent(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) { d.Config.ReferralMaxReferees = 3 })
	const n = 12
	run := func(bodies []referral) map[int]int {
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			statuses = map[int]int{}
			bound    = 0
		)
		for _, b := range bodies {
			wg.Go(func() {
				rec := h.postJSON("/referrals/attribute", b)
				mu.Lock()
				defer mu.Unlock()
				statuses[rec.Code]++
				if strings.HasPrefix(rec.Body.String(), `{"bound":true`) {
					bound++
				}
			})
		}
		wg.Wait()
		statuses[-1] = bound
		return statuses
	}

	key, referee := newKey(t)
	var bodies []referral
	for range n {
		_, referrer := newKey(t)
		bodies = append(bodies, signedReferral(t, key, referee, referrer, 1))
	}
	if got := run(bodies); got[200] != n || got[-1] != 1 {
		t.Errorf("one referee, %d referrers: statuses %v, want %d 200s of which one bound", n, got, n)
	}

	_, referrer := newKey(t)
	bodies = nil
	for range n {
		k, a := newKey(t)
		bodies = append(bodies, signedReferral(t, k, a, referrer, 1))
	}
	if got := run(bodies); got[200] != 3 || got[400] != n-3 {
		t.Errorf("%d referees of one referrer (cap 3): statuses %v", n, got)
	}
	if c := h.bindings(); c != 4 {
		t.Errorf("%d bindings, want 4", c)
	}
}

// TestReferralNoChain: an EOA's signature needs no chain; a signature that
// does not recover to the referee needs ERC-1271, hence the chain (503).
func TestReferralNoChain(t *testing.T) {
	h := newHarness(t, nil)
	key, referee := newKey(t)
	_, referrer := newKey(t)
	if rec := h.postJSON("/referrals/attribute", signedReferral(t, key, referee, referrer, 1)); rec.Code != 200 {
		t.Errorf("EOA without a chain: %d %s", rec.Code, rec.Body)
	}
	other, _ := newKey(t)
	_, referee2 := newKey(t)
	check(t, h.postJSON("/referrals/attribute", signedReferral(t, other, referee2, referrer, 1)),
		want{status: 503, body: `{"error":"chain reads unavailable"}`, headers: errorHeaders("Retry-After", "5")})
}

// TestSignedWritesRateLimit: the signed writes have their own per-IP bucket
// (RATE_LIMIT_WRITES), apart from the reads.
func TestSignedWritesRateLimit(t *testing.T) {
	h := newHarness(t, func(d *httpapi.Deps) {
		d.Config.WritesRateLimit = mainapi.RateLimit{Burst: 2, PerSecond: 0.5}
		d.Config.RateLimit = mainapi.RateLimit{Burst: 1, PerSecond: 0.5}
	})
	for range 2 {
		if rec := h.postJSON("/referrals/attribute", `{}`); rec.Code != 400 {
			t.Fatalf("status %d %s, want 400", rec.Code, rec.Body)
		}
	}
	check(t, h.postJSON("/profile/pfp", `{}`), want{status: 429, body: `{"error":"rate limited"}`, headers: errorHeaders("Retry-After", "2")})
	if rec := h.get("/profile/" + wallet1); rec.Code != 200 {
		t.Errorf("read after the writes' bucket emptied: %d %s", rec.Code, rec.Body)
	}
}
