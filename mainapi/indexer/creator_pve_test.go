package indexer_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi"
)

var (
	feeVaultB = bindings.NewCreatorFeeVault()
	pveVaultB = bindings.NewPveVault()
)

// TestCreatorPveIncrementalEqualsRebuild: launch-venue and DEX activity
// (launches registering creators, curve and router creator fees, PvE
// receipts, credits and claims) indexed block by block, then a reorg that
// abandons blocks and replaces them with other activity. After each step
// the derived tables equal a rebuild, and the reads agree with the chain:
// each current creator's unclaimed is CreatorFeeVault.claimable, each
// wallet's PvE share minus its claims is PveVault.claimable on the vault
// the read names, each coin's claimedTotal is PveVault.claimedTotal.
func TestCreatorPveIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 8)
	h.simulateLaunches(t, 60, 90, 21)
	h.catchUp(t, 0)
	h.check(t)
	for _, q := range []string{
		`SELECT count(*) FROM creator_registry_events WHERE kind = 'TokenRegistered'`,
		`SELECT count(*) FROM creator_fee_items`,
		`SELECT count(*) FROM vault_events WHERE kind = 'Claimed'`,
		`SELECT count(*) FROM creator_fee_items WHERE usd > 0`,
		`SELECT count(*) FROM pve_events WHERE kind = 'PveReceived'`,
		`SELECT count(*) FROM pve_events WHERE kind = 'PveCredited'`,
		`SELECT count(*) FROM pve_events WHERE kind = 'PveClaimed'`,
		`SELECT count(*) FROM pve_receipt_items WHERE usd > 0`,
	} {
		if h.count(t, q) == 0 {
			t.Errorf("%s: none", q)
		}
	}
	h.creatorPveMatchesChain(t)
	// The parties of registry, accrual and PvE events are wallets of their
	// blocks (their /{address}/meta and per-address ETags move).
	for _, q := range []string{
		`SELECT count(*) FROM pve_events e WHERE kind = 'PveClaimed' AND NOT EXISTS
		    (SELECT 1 FROM wallet_activity w WHERE w.block_number = e.block_number AND w.address = e.account)`,
		`SELECT count(*) FROM creator_registry_events e WHERE creator IS NOT NULL AND NOT EXISTS
		    (SELECT 1 FROM wallet_activity w WHERE w.block_number = e.block_number AND w.address = e.creator)`,
		`SELECT count(*) FROM vault_events e WHERE NOT EXISTS
		    (SELECT 1 FROM wallet_activity w WHERE w.block_number = e.block_number AND w.address = e.creator)`,
	} {
		if n := h.count(t, q); n != 0 {
			t.Errorf("%s: %d", q, n)
		}
	}
	// A backfill in batches stores the same rows as block by block.
	h.batchesEqualBlockByBlock(t, 7)

	h.fork(t, 5)
	h.env.Backend.Rollback()
	h.simulateLaunches(t, 12, 90, 22)
	if out := h.deliver(t, h.env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.creatorPveMatchesChain(t)
}

// creatorPveMatchesChain checks the creator and PvE reads against the
// contracts' views at the head.
func (h *harness) creatorPveMatchesChain(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	env, d := h.env, h.env.Deployment
	rows, err := h.db.Pool.Query(ctx, `SELECT DISTINCT creator FROM vault_events`)
	if err != nil {
		t.Fatal(err)
	}
	var creators [][]byte
	for rows.Next() {
		var c []byte
		if err := rows.Scan(&c); err != nil {
			t.Fatal(err)
		}
		creators = append(creators, c)
	}
	rows.Close()
	checked := 0
	for _, c := range creators {
		addr := wire.Address(common.BytesToAddress(c))
		cr, err := h.db.Creator(ctx, addr)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range cr.Quotes {
			tok, quote := common.Address(q.Token), common.Address(q.QuoteAsset)
			owner := chaintest.Call(t, env, d.CreatorFeeRegistry, bindings.NewCreatorFeeRegistry().PackCreatorOf(tok),
				bindings.NewCreatorFeeRegistry().UnpackCreatorOf)
			want := big.NewInt(0)
			if owner == common.Address(addr) {
				want = chaintest.Call(t, env, d.CreatorFeeVault, feeVaultB.PackClaimable(tok, quote), feeVaultB.UnpackClaimable)
			}
			if q.Unclaimed.BigInt().Cmp(want) != 0 {
				t.Errorf("creator %s token %s quote %s: unclaimed %s, chain %s", addr, tok, quote, q.Unclaimed, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Error("no creator quote to check")
	}

	// Every wallet with Neocats staked or a PvE claim.
	rows, err = h.db.Pool.Query(ctx, `SELECT DISTINCT account FROM neocat_stake_events UNION SELECT account FROM pve_events WHERE kind = 'PveClaimed'`)
	if err != nil {
		t.Fatal(err)
	}
	var wallets [][]byte
	for rows.Next() {
		var w []byte
		if err := rows.Scan(&w); err != nil {
			t.Fatal(err)
		}
		wallets = append(wallets, w)
	}
	rows.Close()
	shares := 0
	for _, w := range wallets {
		addr := wire.Address(common.BytesToAddress(w))
		toks, err := h.db.PveWallet(ctx, addr)
		if err != nil {
			t.Fatal(err)
		}
		for _, tk := range toks {
			left := new(big.Int).Set(tk.Credit.Amount.BigInt())
			if tk.Claimed != nil {
				left.Sub(left, tk.Claimed.Amount.BigInt())
			}
			got := chaintest.Call(t, env, common.Address(tk.Credit.Vault), pveVaultB.PackClaimable(common.Address(tk.Token), common.Address(addr)), pveVaultB.UnpackClaimable)
			if left.Cmp(got) != 0 {
				t.Errorf("wallet %s coin %s: share - claimed %s, PveVault.claimable %s", addr, tk.Token, left, got)
			}
			shares++
			pt, err := h.db.PveToken(ctx, tk.Token)
			if err != nil {
				t.Fatal(err)
			}
			total := chaintest.Call(t, env, common.Address(tk.Credit.Vault), pveVaultB.PackClaimedTotal(common.Address(tk.Token)), pveVaultB.UnpackClaimedTotal)
			if pt.ClaimedTotal.BigInt().Cmp(total) != 0 {
				t.Errorf("coin %s: claimedTotal %s, chain %s", tk.Token, pt.ClaimedTotal, total)
			}
		}
	}
	if shares == 0 {
		t.Error("no PvE share to check")
	}

	// /explore/creators' keyset: pages of 2 walk exactly the whole list,
	// in every order.
	for _, sort := range []string{"usdEarned", "swaps", "recent"} {
		for _, desc := range []bool{true, false} {
			all, err := h.db.ExploreCreators(ctx, mainapi.CreatorPage{Sort: sort, Desc: desc, Limit: 1000})
			if err != nil || len(all) < 3 {
				t.Fatalf("explore %s: %d rows, %v", sort, len(all), err)
			}
			var walked []mainapi.CreatorRow
			p := mainapi.CreatorPage{Sort: sort, Desc: desc, Limit: 2}
			for {
				page, err := h.db.ExploreCreators(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				walked = append(walked, page...)
				if len(page) < 2 {
					break
				}
				p.AfterKey, p.AfterAddr = page[1].Key, page[1].Address
			}
			if len(walked) != len(all) {
				t.Fatalf("explore %s desc=%v: walked %d, all %d", sort, desc, len(walked), len(all))
			}
			for i := range all {
				if walked[i].Address != all[i].Address || walked[i].Key != all[i].Key {
					t.Errorf("explore %s desc=%v row %d: %+v, want %+v", sort, desc, i, walked[i], all[i])
				}
				if i > 0 {
					a, _ := new(big.Rat).SetString(all[i-1].Key)
					b, _ := new(big.Rat).SetString(all[i].Key)
					if c := a.Cmp(b); desc && c < 0 || !desc && c > 0 {
						t.Errorf("explore %s desc=%v: rows %d, %d out of order", sort, desc, i-1, i)
					}
				}
			}
		}
	}
}
