package httpapi_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/indexer/indexertest"
)

// chainNeocats is the body /neocats/{a} must answer, read from the node:
// every minted id (ownerOf answers) whose ownerOf is a (held) or whose
// NeocatStaking.stakerOf is a (staked), ascending.
func chainNeocats(t *testing.T, env *chaintest.Env, a common.Address) string {
	t.Helper()
	nft, staking, d := bindings.NewNeocatNft(), bindings.NewNeocatStaking(), env.Deployment
	held, staked := []string{}, []string{}
	for id := int64(1); ; id++ {
		out, err := env.Client.CallContract(t.Context(), ethereum.CallMsg{To: &d.NeocatNft, Data: nft.PackOwnerOf(big.NewInt(id))}, nil)
		if err != nil {
			break // past the last id: ownerOf reverts
		}
		owner, err := nft.UnpackOwnerOf(out)
		if err != nil {
			t.Fatal(err)
		}
		if owner == a {
			held = append(held, fmt.Sprint(id))
		}
		if chaintest.Call(t, env, d.NeocatStaking, staking.PackStakerOf(big.NewInt(id)), staking.UnpackStakerOf) == a {
			staked = append(staked, fmt.Sprint(id))
		}
	}
	b, err := json.Marshal(map[string]any{"address": strings.ToLower(a.Hex()), "held": held, "staked": staked})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestNeocatsRoute: GET /neocats/{address} over a devnet the real indexer
// follows block by block: each account's held and staked ids are the
// chain's ownerOf and stakerOf; the ETag is the wallet's last activity
// block and moves when a stake or a transfer touches it (a transfer's
// passive recipient included), so an old tag revalidates to a 200; an
// unknown wallet answers the empty shape, a malformed address 400.
func TestNeocatsRoute(t *testing.T) {
	env := chaintest.New(t)
	h := newHarness(t, func(d *httpapi.Deps) {
		f := env.Deployment.File()
		d.Deployment = &f
	})
	_, ix, src := indexerOf(t, env, h.db)
	follow := indexertest.BlockByBlock(t, env, ix, src)
	follow()
	d := env.Deployment
	nft, staking := bindings.NewNeocatNft(), bindings.NewNeocatStaking()

	path := func(i int) string { return "/neocats/" + env.Accounts[i].Address.Hex() }
	etags := map[int]string{}
	checkAll := func() {
		t.Helper()
		for i := 1; i <= 5; i++ {
			rec := h.get(path(i))
			var last int64
			if err := h.db.Pool.QueryRow(t.Context(), `SELECT coalesce((SELECT last_activity_block FROM wallets WHERE address = $1), 0)`,
				env.Accounts[i].Address.Bytes()).Scan(&last); err != nil {
				t.Fatal(err)
			}
			tag := fmt.Sprintf(`W/"w%d"`, last)
			check(t, rec, want{http.StatusOK, chainNeocats(t, env, env.Accounts[i].Address),
				map[string]string{"Cache-Control": block, "ETag": tag}})
			if rec := h.get(path(i), "If-None-Match: "+tag); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
				t.Errorf("%s If-None-Match %s: %d %q", path(i), tag, rec.Code, rec.Body)
			}
			etags[i] = tag
		}
	}
	checkAll()
	before := map[int]string{}
	for k, v := range etags {
		before[k] = v
	}
	var body struct{ Held []string }
	if err := json.Unmarshal(h.get(path(1)).Body.Bytes(), &body); err != nil || len(body.Held) < 2 {
		t.Fatalf("account 1 holds %v (%v): the scenario needs 2", body.Held, err)
	}
	id := func(s string) *big.Int { n, _ := new(big.Int).SetString(s, 10); return n }
	env.Send(t, 1, d.NeocatNft, nil, nft.PackSetApprovalForAll(d.NeocatStaking, true))
	env.Send(t, 1, d.NeocatStaking, nil, staking.PackStake([]*big.Int{id(body.Held[0])}))
	env.Send(t, 1, d.NeocatNft, nil, nft.PackTransferFrom(env.Accounts[1].Address, env.Accounts[2].Address, id(body.Held[1])))
	follow()
	checkAll()
	for _, i := range []int{1, 2} {
		if etags[i] == before[i] {
			t.Errorf("account %d: ETag %s did not move with its Neocats", i, etags[i])
		}
		if rec := h.get(path(i), "If-None-Match: "+before[i]); rec.Code != http.StatusOK {
			t.Errorf("%s with the old tag: %d", path(i), rec.Code)
		}
	}

	check(t, h.get("/neocats/"+wallet1), want{http.StatusOK, `{"address":"` + wallet1 + `","held":[],"staked":[]}`,
		map[string]string{"Cache-Control": block, "ETag": `W/"w0"`}})
	check(t, h.get("/neocats/0x1234"), want{http.StatusBadRequest, `{"error":"invalid address"}`, errorHeaders()})
}
