package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/chain"
	"github.com/neoswap/neoswap/funbackend/devnettest"
	"github.com/neoswap/neoswap/funbackend/httpapi"
)

// TestPendingSearchReachesOlderIntents: the board's q search finds a
// pending intent older than the newest 300 (the search runs in the query,
// not over a capped read), and the whole board still lists 100 pending
// rows. The creator has never launched, so its live nonce is 0 on the
// devnet and every intent is current.
func TestPendingSearchReachesOlderIntents(t *testing.T) {
	env := devnettest.New(t)
	d := env.Chain.Deployment
	r := httpapi.NewRouter(httpapi.Deps{
		BasePath: base, ChainID: 1, DB: env.DB, Curve: d.LaunchpadCurve,
		Nonces: chain.NewNonces(env.Chain.Client, d.LaunchpadCurve, env.Clock),
		EthUsd: func() (float64, bool) { return 3000, true },
		Now:    env.Clock,
	})
	h := &harness{env: env, r: r}
	creator := "0x00000000000000000000000000000000000c0ffe"
	deadline := env.Clock().Unix() + 3600
	put := func(i int, name, symbol string) {
		t.Helper()
		err := env.DB.PutIntent(t.Context(), funbackend.Intent{Address: fmt.Sprintf("0x%040x", 0xa000+i), Creator: creator,
			Submitter: "0x0000000000000000000000000000000000000000", FeeRecipient: creator, Name: name, Symbol: symbol,
			MetadataHash: "0x" + strings.Repeat("00", 32), Nonce: "0", Salt: fmt.Sprint(i), Deadline: deadline,
			Signature: "0x", ChainID: 1, Curve: strings.ToLower(d.LaunchpadCurve.Hex()), CreatedAt: int64(1000 + i),
			MetadataJSON: "{}", Payload: "{}"})
		if err != nil {
			t.Fatal(err)
		}
	}
	put(0, "Needle", "NDL")
	for i := 1; i <= 300; i++ {
		put(i, fmt.Sprintf("Hay %d", i), "HAY")
	}

	type board struct {
		Pending []map[string]any `json:"pending"`
	}
	found := decodeJSON[board](t, h.get(t, "/tokens?q=ndl"))
	if len(found.Pending) != 1 || found.Pending[0]["symbol"] != "NDL" {
		t.Errorf("q=ndl pending = %v, want the Needle intent", found.Pending)
	}
	if whole := decodeJSON[board](t, h.get(t, "/tokens")); len(whole.Pending) != 100 || whole.Pending[0]["name"] != "Hay 300" {
		t.Errorf("whole board: %d pending, first %v; want 100, newest first", len(whole.Pending), whole.Pending[0]["name"])
	}
}
