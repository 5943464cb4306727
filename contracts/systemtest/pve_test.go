package systemtest_test

// Tests of PvE mode (docs/launch-lifecycle.md 6): the escrowed launch slice
// and feeds, the credit at graduation sized by NeocatStaking balances at the
// block before it, claims, and forwarding to the successor vault. Helpers of
// launch_test.go (launchFx, lv*) are shared.

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
)

// pveLaunch launches a PvE coin from Accounts[creator] paying value wei, of
// which pveEth buys the escrowed slice, and checks the two Trades and the
// vault's PveReceived. It returns the coin and the escrowed amount.
func (f *launchFx) pveLaunch(creator int, name string, value, pveEth *big.Int) (common.Address, *big.Int) {
	f.t.Helper()
	args := lvArgs(name)
	args.PveEth = pveEth
	token, r := f.Launch(f.t, creator, args, value)
	created := lvOne[*bindings.LaunchpadCurveTokenCreated](f.t, r, f.curve, "LaunchpadCurve")
	if created.PveVault != f.d.PveVault {
		f.t.Fatalf("TokenCreated.pveVault = %s, want %s", created.PveVault.Hex(), f.d.PveVault.Hex())
	}
	trades := lvEvents[*bindings.LaunchpadCurveTrade](r, f.curve, "LaunchpadCurve")
	if len(trades) != 2 {
		f.t.Fatalf("%d Trades, want the PvE slice and the dev buy", len(trades))
	}
	slice, dev := trades[0], trades[1]
	if slice.PveTokens.Cmp(slice.TokenAmount) != 0 || slice.EthAmount.Cmp(pveEth) != 0 || slice.Trader != f.addr(creator) {
		f.t.Errorf("PvE slice Trade %+v", slice)
	}
	if dev.PveTokens.Sign() != 0 || dev.EthAmount.Cmp(lvSub(value, pveEth)) != 0 {
		f.t.Errorf("dev buy Trade %+v", dev)
	}
	rec := lvOne[*bindings.PveVaultPveReceived](f.t, r, f.d.PveVault, "PveVault")
	if rec.Token != token || rec.From != f.addr(creator) || rec.Amount.Cmp(slice.TokenAmount) != 0 ||
		rec.EthSpent.Cmp(slice.EthAmount) != 0 || !rec.Launch {
		f.t.Errorf("PveReceived %+v, slice %+v", rec, slice)
	}
	if got := f.tokenBalance(token, f.addr(creator)); got.Cmp(dev.TokenAmount) != 0 {
		f.t.Errorf("creator holds %s, dev buy %s: the slice must stay in the vault", got, dev.TokenAmount)
	}
	return token, slice.TokenAmount
}

// pveFeed feeds the escrow of token from Accounts[creator] and returns the amount.
func (f *launchFx) pveFeed(creator int, token common.Address, value *big.Int) *big.Int {
	f.t.Helper()
	r := f.send(creator, f.curve, value, lvCurve.PackFeedPve(token, new(big.Int)))
	tr := lvOne[*bindings.LaunchpadCurveTrade](f.t, r, f.curve, "LaunchpadCurve")
	if tr.PveTokens.Cmp(tr.TokenAmount) != 0 {
		f.t.Errorf("feed Trade %+v: the whole fill must be escrowed", tr)
	}
	if rec := lvOne[*bindings.PveVaultPveReceived](f.t, r, f.d.PveVault, "PveVault"); rec.Launch || rec.Amount.Cmp(tr.TokenAmount) != 0 {
		f.t.Errorf("PveReceived %+v for a feed of %s", rec, tr.TokenAmount)
	}
	return tr.TokenAmount
}

// neocatIDs returns the ids deploy gives the accounts (Fund = Accounts[1:]):
// staked ids 1.. in account order, then deploy.NeocatsHeld held ids each.
func neocatIDs(accounts int) (staked, held map[int][]int64) {
	staked, held = map[int][]int64{}, map[int][]int64{}
	id := int64(1)
	for i := range accounts - 1 {
		for range deploy.NeocatsStaked(i) {
			staked[i+1] = append(staked[i+1], id)
			id++
		}
	}
	for i := range accounts - 1 {
		for range deploy.NeocatsHeld {
			held[i+1] = append(held[i+1], id)
			id++
		}
	}
	return staked, held
}

func lvIDs(ids ...int64) []*big.Int {
	out := make([]*big.Int, len(ids))
	for i, id := range ids {
		out[i] = lvInt(id)
	}
	return out
}

func TestPveCredit(t *testing.T) {
	f := newLaunchFx(t)
	const creator = 2
	stakedIDs, heldIDs := neocatIDs(len(f.Accounts))

	token, escrow := f.pveLaunch(creator, "Pve Coin", lvEther(2), lvMilli(500))
	t.Run("feeds", func(t *testing.T) {
		if got := f.revert(3, f.curve, lvMilli(10), lvCurve.PackFeedPve(token, new(big.Int))); got != "NotCreator()" {
			t.Errorf("feed by a stranger: %q", got)
		}
		plain := f.coin(creator, "Plain Coin")
		if got := f.revert(creator, f.curve, lvMilli(10), lvCurve.PackFeedPve(plain, new(big.Int))); got != "NotPveCoin()" {
			t.Errorf("feed of a plain coin: %q", got)
		}
		escrow = lvAdd(escrow, f.pveFeed(creator, token, lvMilli(100)))
		escrow = lvAdd(escrow, f.pveFeed(creator, token, lvMilli(40)))
		if got := f.tokenBalance(token, f.d.PveVault); got.Cmp(escrow) != 0 {
			t.Errorf("vault holds %s, escrowed %s", got, escrow)
		}
		if got := lvCall(f, f.d.LaunchpadLens, lvLens.PackPveEscrow(token), lvLens.UnpackPveEscrow); got.Cmp(escrow) != 0 {
			t.Errorf("lens pveEscrow %s, escrowed %s", got, escrow)
		}
	})

	// Stakes move before the credit: account 1 stakes its held Neocats and
	// account 3 unstakes one, in earlier blocks; in the graduation block
	// itself account 5 unstakes one and account 6 stakes two, which must
	// not count (the credit uses balances at the block before).
	f.send(1, f.d.NeocatNft, nil, lvNft.PackSetApprovalForAll(f.d.NeocatStaking, true))
	f.send(6, f.d.NeocatNft, nil, lvNft.PackSetApprovalForAll(f.d.NeocatStaking, true))
	f.send(1, f.d.NeocatStaking, nil, lvStaking.PackStake(lvIDs(heldIDs[1]...)))
	f.send(3, f.d.NeocatStaking, nil, lvStaking.PackUnstake(lvIDs(stakedIDs[3][0])))
	f.freeze(4, token)
	f.Commit()
	var queued []*types.Transaction
	queued = append(queued,
		f.queue(5, f.d.NeocatStaking, nil, lvStaking.PackUnstake(lvIDs(stakedIDs[5][0])), 500_000),
		f.queue(6, f.d.NeocatStaking, nil, lvStaking.PackStake(lvIDs(heldIDs[6]...)), 500_000),
		f.queue(7, f.curve, nil, lvCurve.PackGraduate(token), 8_000_000))
	f.Commit()
	var grad *types.Receipt
	for _, tx := range queued {
		r := f.receipt(tx)
		if r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("transaction %s of the graduation block reverted", tx.Hash().Hex())
		}
		if r.BlockNumber.Cmp(f.receipt(queued[0]).BlockNumber) != 0 {
			t.Fatalf("the graduation block's transactions landed in different blocks")
		}
		grad = r
	}
	creditBlock := new(big.Int).Sub(grad.BlockNumber, lvInt(1))

	// Balances at creditBlock: the deployed stakes 1,2,3,1,2,3,1,2,3 with
	// account 1 at 3 and account 3 at 2; accounts 5 and 6 as before their
	// same-block changes.
	want := map[int]int64{1: 3, 2: 2, 3: 2, 4: 1, 5: 2, 6: 3, 7: 1, 8: 2, 9: 3}
	var total int64
	for _, n := range want {
		total += n
	}

	t.Run("credited", func(t *testing.T) {
		c := lvOne[*bindings.LaunchpadCurvePveCredited](t, grad, f.curve, "LaunchpadCurve")
		v := lvOne[*bindings.PveVaultPveCredited](t, grad, f.d.PveVault, "PveVault")
		if c.Token != token || c.Vault != f.d.PveVault || c.Amount.Cmp(escrow) != 0 || c.TotalStaked.Int64() != total || c.CreditBlock.Cmp(creditBlock) != 0 {
			t.Errorf("curve PveCredited %+v, want %s over %d at block %s", c, escrow, total, creditBlock)
		}
		if v.Amount.Cmp(c.Amount) != 0 || v.TotalStaked.Cmp(c.TotalStaked) != 0 || v.CreditBlock.Cmp(c.CreditBlock) != 0 {
			t.Errorf("vault PveCredited %+v, curve's %+v", v, c)
		}
		if got := lvCall(f, f.d.NeocatStaking, lvStaking.PackTotalStakedAt(creditBlock), lvStaking.UnpackTotalStakedAt); got.Int64() != total {
			t.Errorf("totalStakedAt(creditBlock) = %s, want %d", got, total)
		}
		if got := lvCall(f, f.d.NeocatStaking, lvStaking.PackTotalStaked(), lvStaking.UnpackTotalStaked); got.Int64() != total+1 {
			t.Errorf("totalStaked now = %s, want %d (-1 +2 in the graduation block)", got, total+1)
		}
		if !f.state(token).PveCredited {
			t.Error("curves(token).pveCredited is false")
		}
		if got := f.revert(8, f.curve, nil, lvCurve.PackCreditPve(token)); got != "AlreadyCredited()" {
			t.Errorf("creditPve again: %q", got)
		}
	})
	t.Run("claimable in proportion to staked balances at the block before", func(t *testing.T) {
		sum := new(big.Int)
		for i, n := range want {
			at := lvCall(f, f.d.NeocatStaking, lvStaking.PackBalanceOfAt(f.addr(i), creditBlock), lvStaking.UnpackBalanceOfAt)
			if at.Int64() != n {
				t.Errorf("account %d staked %s at the credit block, want %d", i, at, n)
			}
			share := lvMulDiv(escrow, lvInt(n), lvInt(total))
			if got := lvCall(f, f.d.PveVault, lvVault.PackClaimable(token, f.addr(i)), lvVault.UnpackClaimable); got.Cmp(share) != 0 {
				t.Errorf("account %d: claimable %s, want %s × %d / %d = %s", i, got, escrow, n, total, share)
			}
			sum.Add(sum, share)
		}
		if dust := lvSub(escrow, sum); dust.Sign() < 0 || dust.Int64() >= total {
			t.Errorf("shares sum to %s of %s", sum, escrow)
		}
		if got := lvCall(f, f.d.PveVault, lvVault.PackClaimable(token, f.addr(0)), lvVault.UnpackClaimable); got.Sign() != 0 {
			t.Errorf("the deployer (nothing staked) may claim %s", got)
		}
	})
	t.Run("claims", func(t *testing.T) {
		for _, i := range []int{5, 6} {
			share := lvCall(f, f.d.PveVault, lvVault.PackClaimable(token, f.addr(i)), lvVault.UnpackClaimable)
			before := f.tokenBalance(token, f.addr(i))
			r := f.send(i, f.d.PveVault, nil, lvVault.PackClaim(token))
			ev := lvOne[*bindings.PveVaultPveClaimed](t, r, f.d.PveVault, "PveVault")
			if ev.Token != token || ev.Account != f.addr(i) || ev.Amount.Cmp(share) != 0 {
				t.Errorf("PveClaimed %+v, claimable %s", ev, share)
			}
			if got := lvSub(f.tokenBalance(token, f.addr(i)), before); got.Cmp(share) != 0 {
				t.Errorf("account %d received %s, claimable %s", i, got, share)
			}
			if got := f.revert(i, f.d.PveVault, nil, lvVault.PackClaim(token)); got != "NothingToClaim()" {
				t.Errorf("second claim: %q", got)
			}
		}
		share := lvCall(f, f.d.PveVault, lvVault.PackClaimable(token, f.addr(1)), lvVault.UnpackClaimable)
		other := f.coin(creator, "Unrelated")
		r := f.send(1, f.d.PveVault, nil, lvVault.PackClaimMany([]common.Address{other, token}))
		if ev := lvOne[*bindings.PveVaultPveClaimed](t, r, f.d.PveVault, "PveVault"); ev.Amount.Cmp(share) != 0 {
			t.Errorf("claimMany paid %s, claimable %s", ev.Amount, share)
		}
	})
}

func TestPveForwardedToSuccessor(t *testing.T) {
	f := newLaunchFx(t)
	const creator = 3
	token, slice := f.pveLaunch(creator, "Forward Coin", lvMilli(800), lvMilli(300))

	if got := f.revert(creator, f.d.PveVault, nil, lvVault.PackForward(token)); got != fmt.Sprintf("OwnableUnauthorizedAccount(%s)", f.addr(creator).Hex()) {
		t.Errorf("forward by a stranger: %q", got)
	}
	r := f.send(0, f.d.PveVault, nil, lvVault.PackForward(token))
	fw := lvOne[*bindings.PveVaultForwarded](t, r, f.d.PveVault, "PveVault")
	if fw.Token != token || fw.To != f.d.PveVaultV2 || fw.Amount.Cmp(slice) != 0 {
		t.Errorf("Forwarded %+v, escrow %s", fw, slice)
	}
	rec := lvOne[*bindings.PveVaultPveReceived](t, r, f.d.PveVaultV2, "PveVault")
	if rec.From != f.d.PveVault || rec.Amount.Cmp(slice) != 0 || rec.EthSpent.Sign() != 0 || rec.Launch {
		t.Errorf("successor PveReceived %+v", rec)
	}

	// A later feed reaches the first vault (stamped on the coin), which passes it on.
	r = f.send(creator, f.curve, lvMilli(50), lvCurve.PackFeedPve(token, new(big.Int)))
	fed := lvOne[*bindings.LaunchpadCurveTrade](t, r, f.curve, "LaunchpadCurve").TokenAmount
	if fw := lvOne[*bindings.PveVaultForwarded](t, r, f.d.PveVault, "PveVault"); fw.Amount.Cmp(fed) != 0 {
		t.Errorf("late feed forwarded %s, fed %s", fw.Amount, fed)
	}
	escrow := lvAdd(slice, fed)
	if got := f.tokenBalance(token, f.d.PveVaultV2); got.Cmp(escrow) != 0 || f.tokenBalance(token, f.d.PveVault).Sign() != 0 {
		t.Errorf("successor holds %s, want %s; first vault %s", got, escrow, f.tokenBalance(token, f.d.PveVault))
	}

	f.freeze(4, token)
	f.Commit()
	r = f.send(5, f.curve, nil, lvCurve.PackGraduate(token))
	c := lvOne[*bindings.LaunchpadCurvePveCredited](t, r, f.curve, "LaunchpadCurve")
	v := lvOne[*bindings.PveVaultPveCredited](t, r, f.d.PveVaultV2, "PveVault")
	if c.Vault != f.d.PveVault || c.Amount.Cmp(escrow) != 0 || v.Amount.Cmp(escrow) != 0 {
		t.Errorf("curve PveCredited %+v, successor PveCredited %+v, escrow %s", c, v, escrow)
	}
	total := lvCall(f, f.d.NeocatStaking, lvStaking.PackTotalStakedAt(c.CreditBlock), lvStaking.UnpackTotalStakedAt)
	at := lvCall(f, f.d.NeocatStaking, lvStaking.PackBalanceOfAt(f.addr(2), c.CreditBlock), lvStaking.UnpackBalanceOfAt)
	want := lvMulDiv(escrow, at, total)
	if got := lvCall(f, f.d.PveVaultV2, lvVault.PackClaimable(token, f.addr(2)), lvVault.UnpackClaimable); got.Cmp(want) != 0 || want.Sign() == 0 {
		t.Errorf("successor claimable %s, want %s", got, want)
	}
	if got := lvCall(f, f.d.PveVault, lvVault.PackClaimable(token, f.addr(2)), lvVault.UnpackClaimable); got.Sign() != 0 {
		t.Errorf("first vault claimable %s, want 0 (claims go to the successor)", got)
	}
	f.send(2, f.d.PveVaultV2, nil, lvVault.PackClaim(token))
	if got := f.tokenBalance(token, f.addr(2)); got.Cmp(want) != 0 {
		t.Errorf("account 2 claimed %s, want %s", got, want)
	}
}
