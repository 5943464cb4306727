package indexer_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
)

// TestCuratedTokens: a curated row wins over the chain's metadata and is
// verified; the list change re-derives (incremental == rebuild before and
// after, and after more blocks); an unchanged list changes nothing;
// removing the row brings the chain's answers back.
func TestCuratedTokens(t *testing.T) {
	h := newHarness(t, 6)
	h.simulate(t, 3, 11)
	h.catchUp(t, 0)
	ctx := context.Background()

	var addr []byte
	var chainSymbol string
	if err := h.db.Pool.QueryRow(ctx, `SELECT address, symbol FROM tokens WHERE NOT verified AND symbol IS NOT NULL
		ORDER BY address LIMIT 1`).Scan(&addr, &chainSymbol); err != nil {
		t.Fatalf("an unverified token: %v", err)
	}
	token := common.BytesToAddress(addr)
	row := func() (symbol, name string, decimals int, verified bool) {
		t.Helper()
		if err := h.db.Pool.QueryRow(ctx, `SELECT symbol, name, decimals, verified FROM tokens WHERE address = $1`,
			addr).Scan(&symbol, &name, &decimals, &verified); err != nil {
			t.Fatal(err)
		}
		return
	}
	unseen := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	list := []mainapi.CuratedToken{
		{Address: token, Symbol: "CUR", Name: "Curated Token", Decimals: 6},
		{Address: unseen, Symbol: "NEW", Name: "Not traded yet", Decimals: 8},
	}
	changed, err := h.w.SetCuratedTokens(ctx, list)
	if err != nil || !changed {
		t.Fatalf("SetCuratedTokens: changed %v, %v; want a change", changed, err)
	}
	if s, n, d, v := row(); s != "CUR" || n != "Curated Token" || d != 6 || !v {
		t.Errorf("curated token row: %q %q %d verified %v; want CUR, Curated Token, 6, verified", s, n, d, v)
	}
	if got := h.count(t, `SELECT count(*) FROM tokens WHERE address = $1`, unseen.Bytes()); got != 0 {
		t.Errorf("a curated token without a pair is listed in tokens (%d rows)", got)
	}
	if got := h.count(t, `SELECT count(*) FROM token_metadata_chain WHERE address = $1 AND symbol = $2`, addr, chainSymbol); got != 1 {
		t.Errorf("the chain's metadata of the curated token is gone")
	}
	h.check(t)

	// The same list in another order: nothing to do.
	if changed, err := h.w.SetCuratedTokens(ctx, []mainapi.CuratedToken{list[1], list[0]}); err != nil || changed {
		t.Fatalf("same list: changed %v, %v; want no change", changed, err)
	}

	// Blocks after the change are derived with the curated decimals.
	from := h.env.Head(t).Number.Uint64() + 1
	h.simulate(t, 2, 12)
	h.catchUp(t, from)
	h.check(t)

	if changed, err := h.w.SetCuratedTokens(ctx, nil); err != nil || !changed {
		t.Fatalf("clearing the list: changed %v, %v; want a change", changed, err)
	}
	if s, _, _, v := row(); s != chainSymbol || v {
		t.Errorf("after un-curating: symbol %q verified %v; want the chain's %q, unverified", s, v, chainSymbol)
	}
	h.check(t)
}
