package indexer_test

import (
	"bytes"
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/wire"
)

var (
	rakebackB = bindings.NewRakebackV2()
	routerB   = bindings.NewFeeRouter()
)

// rakebackLeaf is the standard-tree leaf of (epoch, token, index,
// account, amount): keccak256(keccak256(abi.encode(...))).
func rakebackLeaf(t *testing.T, epoch int64, token common.Address, index int64, account common.Address, amount *big.Int) [32]byte {
	t.Helper()
	ty := func(s string) abi.Type {
		x, err := abi.NewType(s, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	enc, err := abi.Arguments{{Type: ty("uint256")}, {Type: ty("address")}, {Type: ty("uint256")}, {Type: ty("address")},
		{Type: ty("uint256")}}.Pack(big.NewInt(epoch), token, big.NewInt(index), account, amount)
	if err != nil {
		t.Fatal(err)
	}
	return crypto.Keccak256Hash(crypto.Keccak256(enc))
}

// rakebackPair is the root of two leaves: the hash of the sorted pair.
func rakebackPair(a, b [32]byte) [32]byte {
	if bytes.Compare(a[:], b[:]) > 0 {
		a, b = b, a
	}
	return crypto.Keccak256Hash(a[:], b[:])
}

// feeSwap is a fee-paying FeeRouter Swap read from the chain.
type feeSwap struct {
	block, time int64
	ev          *bindings.FeeRouterSwap
}

// chainFeeSwaps reads every fee-paying FeeRouter Swap of h's chain from
// the node, independently of the indexer.
func (h *harness) chainFeeSwaps(t *testing.T) []feeSwap {
	t.Helper()
	ctx := context.Background()
	logs, err := h.env.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0),
		Addresses: []common.Address{h.env.Deployment.FeeRouter},
		Topics:    [][]common.Hash{{routerB.GetABI().Events["Swap"].ID}}})
	if err != nil {
		t.Fatal(err)
	}
	var out []feeSwap
	for i := range logs {
		ev, err := routerB.UnpackSwapEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		if ev.FeeAmount.Sign() == 0 {
			continue
		}
		hd, err := h.env.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(logs[i].BlockNumber))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, feeSwap{int64(logs[i].BlockNumber), int64(hd.Time), ev})
	}
	return out
}

// rakebackAccrualsMatchChain checks rakeback_accruals, the accrued token
// totals and rakeback_wallets' swap counters against the chain's
// fee-paying FeeRouter swaps: floor(fee * 2 / 7) summed per (epoch, payer,
// fee token); it returns the epochs seen.
func (h *harness) rakebackAccrualsMatchChain(t *testing.T) map[int64]bool {
	t.Helper()
	type key struct {
		epoch       int64
		user, token common.Address
	}
	type sum struct {
		amount *big.Int
		n      int
	}
	want := map[key]*sum{}
	accrued := map[common.Address]*big.Int{}
	swaps := map[common.Address]int{}
	tokens := map[common.Address]map[common.Address]bool{}
	epochs := map[int64]bool{}
	for _, s := range h.chainFeeSwaps(t) {
		a := new(big.Int).Div(new(big.Int).Mul(s.ev.FeeAmount, big.NewInt(2)), big.NewInt(7))
		k := key{wire.EpochOf(s.time), s.ev.User, s.ev.FeeToken}
		epochs[k.epoch] = true
		if want[k] == nil {
			want[k] = &sum{amount: new(big.Int)}
		}
		want[k].amount.Add(want[k].amount, a)
		want[k].n++
		if accrued[k.token] == nil {
			accrued[k.token] = new(big.Int)
		}
		accrued[k.token].Add(accrued[k.token], a)
		swaps[k.user]++
		if tokens[k.user] == nil {
			tokens[k.user] = map[common.Address]bool{}
		}
		tokens[k.user][s.ev.TokenIn], tokens[k.user][s.ev.TokenOut] = true, true
	}
	ctx := context.Background()
	rows, err := h.db.Pool.Query(ctx, `SELECT epoch, user_address, fee_token, amount::text, swaps FROM rakeback_accruals`)
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for rows.Next() {
		var k key
		var u, tok []byte
		var amount string
		var n int
		if err := rows.Scan(&k.epoch, &u, &tok, &amount, &n); err != nil {
			t.Fatal(err)
		}
		k.user, k.token = common.BytesToAddress(u), common.BytesToAddress(tok)
		got++
		if w := want[k]; w == nil || w.amount.String() != amount || w.n != n {
			t.Errorf("accrual %+v = %s over %d swaps, want %+v", k, amount, n, w)
		}
	}
	rows.Close()
	if got != len(want) || got == 0 {
		t.Errorf("%d accrual rows, want %d", got, len(want))
	}
	for tok, a := range accrued {
		var s string
		if err := h.db.Pool.QueryRow(ctx, `SELECT accrued::text FROM rakeback_token_totals WHERE token = $1`, tok.Bytes()).Scan(&s); err != nil || s != a.String() {
			t.Errorf("accrued of %s = %s (%v), want %s", tok.Hex(), s, err, a)
		}
	}
	for u, n := range swaps {
		// the route's read: swaps stored, tokens counted from the trades
		w, err := h.db.RakebackWallet(ctx, wire.Address(u))
		if err != nil || w.Swaps != int64(n) || w.TokensTraded != int64(len(tokens[u])) {
			t.Errorf("wallet %s: %d swaps, %d tokens (%v); want %d, %d", u.Hex(), w.Swaps, w.TokensTraded, err, n, len(tokens[u]))
		}
	}
	for _, q := range []string{
		// the totals sum the accruals, USD included; some accrual is priced
		`SELECT count(*) FROM rakeback_token_totals t WHERE t.accrued_usd <> coalesce((SELECT sum(usd_value)
		     FROM rakeback_accruals a WHERE a.fee_token = t.token), 0)`,
		`SELECT CASE WHEN EXISTS (SELECT 1 FROM rakeback_accruals WHERE usd_value > 0) THEN 0 ELSE 1 END`,
		// the watermark is the last fee-paying swap or claim
		`SELECT count(*) FROM rakeback_wallets w WHERE w.last_block <> greatest(
		     (SELECT max(block_number) FROM router_swaps r WHERE r.user_address = w.user_address AND r.fee_amount > 0),
		     (SELECT max(block_number) FROM rakeback_claim_events c WHERE c.account = w.user_address))`,
	} {
		if n := h.count(t, q); n != 0 {
			t.Errorf("%s: %d", q, n)
		}
	}
	return epochs
}

// sliceStatus returns the indexed status, claimed and remainder of a slice.
func (h *harness) sliceStatus(t *testing.T, epoch int64, token common.Address) (status, claimed string, remainder *string) {
	t.Helper()
	if err := h.db.Pool.QueryRow(context.Background(),
		`SELECT status, claimed::text, remainder::text FROM rakeback_slices WHERE epoch = $1 AND token = $2`,
		epoch, token.Bytes()).Scan(&status, &claimed, &remainder); err != nil {
		t.Fatalf("slice %d %s: %v", epoch, token.Hex(), err)
	}
	return status, claimed, remainder
}

// TestRakebackIncrementalEqualsRebuild: FeeRouter swaps across two
// epochs accrue 2/7 of their fees per (epoch, payer, fee token); the
// Collector pays the Rakeback bucket, the poster posts a two-leaf root of
// the first epoch, the slice is activated, one leaf claimed and the other
// claimed as NEO, the slice expires after its window; a second root is
// cancelled while pending and the remainders swept. All indexed block by
// block (the slice's status followed step by step), then in batches (the
// same rows), then a reorg that abandons the cancel and the sweep. After
// each step the derived tables equal a rebuild and the accruals equal the
// chain's swaps, summed here from the node's logs.
func TestRakebackIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 8)
	env, d := h.env, h.env.Deployment
	s := staker{farmer{h, t}}
	acct := func(i int) common.Address { return env.Accounts[i].Address }
	call := func(data []byte) []byte {
		t.Helper()
		out, err := env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &d.Rakeback, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}

	h.simulate(t, 5, 31)
	first := wire.EpochOf(int64(env.Head(t).Time))
	env.AdjustTime(t, 7*24*time.Hour)
	h.simulate(t, 5, 32)
	s.distribute("USDC") // the Rakeback bucket's share reaches RakebackV2 (notifyReward)
	h.catchUp(t, 0)
	h.check(t)
	if epochs := h.rakebackAccrualsMatchChain(t); len(epochs) < 2 {
		t.Fatalf("fee-paying swaps in %d epochs, want 2", len(epochs))
	}

	usdc := d.USDC
	unposted, err := rakebackB.UnpackUnposted(call(rakebackB.PackUnposted(usdc)))
	if err != nil || unposted.Cmp(big.NewInt(100)) < 0 {
		t.Fatalf("RakebackV2 received %v USDC (%v): the scenario needs its inflow", unposted, err)
	}
	// Root of the first epoch: half the inflow, two leaves.
	total := new(big.Int).Div(unposted, big.NewInt(2))
	a1 := new(big.Int).Div(total, big.NewInt(3))
	a2 := new(big.Int).Sub(total, a1)
	l0, l1 := rakebackLeaf(t, first, usdc, 0, acct(1), a1), rakebackLeaf(t, first, usdc, 1, acct(7), a2)
	if got, err := rakebackB.UnpackLeafOf(call(rakebackB.PackLeafOf(big.NewInt(first), usdc, big.NewInt(0), acct(1), a1))); err != nil || got != l0 {
		t.Fatalf("leafOf = %x (%v), the test's leaf %x", got, err, l0)
	}
	root := rakebackPair(l0, l1)
	from := env.Head(t).Number.Uint64() + 1
	s.send(0, d.Rakeback, nil, rakebackB.PackPostRoot(big.NewInt(first), root, []common.Address{usdc}, []*big.Int{total}))
	h.catchUp(t, from)
	if st, c, rem := h.sliceStatus(t, first, usdc); st != "pending" || c != "0" || rem != nil {
		t.Errorf("after the post: %s, claimed %s, remainder %v", st, c, rem)
	}

	from = env.Head(t).Number.Uint64() + 1
	env.AdjustTime(t, 25*time.Hour)
	s.send(3, d.Rakeback, nil, rakebackB.PackActivate(big.NewInt(first), usdc))
	h.catchUp(t, from)
	if st, _, _ := h.sliceStatus(t, first, usdc); st != "claimable" {
		t.Errorf("after the activation: %s", st)
	}

	from = env.Head(t).Number.Uint64() + 1
	s.send(3, d.Rakeback, nil, rakebackB.PackClaim(big.NewInt(first), usdc, big.NewInt(0), acct(1), a1, [][32]byte{l1}))
	s.send(7, d.Rakeback, nil, rakebackB.PackClaimAsNeo(big.NewInt(first), usdc, big.NewInt(1), a2, [][32]byte{l0},
		[]common.Address{usdc, d.NeoToken}, big.NewInt(1), env.Deadline(t)))
	h.simulate(t, 2, 33)
	h.catchUp(t, from)
	h.check(t)
	if st, c, _ := h.sliceStatus(t, first, usdc); st != "claimable" || c != total.String() {
		t.Errorf("after the claims: %s, claimed %s, want %s", st, c, total)
	}
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`SELECT count(*) FROM rakeback_claims WHERE epoch = $1 AND account = $2 AND leaf_index = 0 AND amount = $3::numeric
		     AND NOT as_neo AND neo_out IS NULL`, []any{first, acct(1).Bytes(), a1.String()}},
		{`SELECT count(*) FROM rakeback_claims WHERE epoch = $1 AND account = $2 AND leaf_index IS NULL AND amount = $3::numeric
		     AND as_neo AND neo_out > 0`, []any{first, acct(7).Bytes(), a2.String()}},
		{`SELECT count(*) FROM rakeback_roots WHERE epoch = $1 AND root = $2 AND NOT cancelled AND posted_at > 0`,
			[]any{first, root[:]}},
		// a claimant that never swapped: a wallet of its claim alone
		{`SELECT count(*) FROM rakeback_wallets w WHERE user_address = $1 AND swaps = 0
		     AND last_block = (SELECT max(block_number) FROM rakeback_claim_events WHERE account = $1)`, []any{acct(7).Bytes()}},
	} {
		if h.count(t, q.sql, q.args...) != 1 {
			t.Errorf("%s %v: no such row", q.sql, q.args)
		}
	}
	if w, err := h.db.RakebackWallet(context.Background(), wire.Address(acct(7))); err != nil || w.Swaps != 0 || w.TokensTraded != 0 {
		t.Errorf("claimant without swaps: %+v (%v), want 0 swaps, 0 tokens", w, err)
	}

	// Past the claim window: the slice expires with nothing left. A
	// root of the second epoch is posted and cancelled while pending
	// (PendingSliceExpired), and its remainder swept.
	from = env.Head(t).Number.Uint64() + 1
	env.AdjustTime(t, 31*24*time.Hour)
	s.send(3, d.Rakeback, nil, rakebackB.PackExpireRoot(big.NewInt(first), usdc))
	second := first + 1
	rest := new(big.Int).Sub(unposted, total)
	l := rakebackLeaf(t, second, usdc, 0, acct(4), rest)
	s.send(0, d.Rakeback, nil, rakebackB.PackPostRoot(big.NewInt(second), l, []common.Address{usdc}, []*big.Int{rest}))
	h.catchUp(t, from)
	h.check(t)
	if st, _, rem := h.sliceStatus(t, first, usdc); st != "expired" || rem == nil || *rem != "0" {
		t.Errorf("after the window: %s, remainder %v", st, rem)
	}
	forkFrom := env.Head(t).Number.Uint64()
	s.send(0, d.Rakeback, nil, rakebackB.PackCancelRoot(big.NewInt(second)))
	s.send(0, d.Rakeback, nil, rakebackB.PackSweep(usdc))
	h.simulate(t, 2, 34)
	h.catchUp(t, forkFrom+1)
	h.check(t)
	h.rakebackAccrualsMatchChain(t)
	if st, _, rem := h.sliceStatus(t, second, usdc); st != "expired" || rem == nil || *rem != rest.String() {
		t.Errorf("cancelled slice: %s, remainder %v, want expired with %s", st, rem, rest)
	}
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`SELECT count(*) FROM rakeback_roots WHERE epoch = $1 AND cancelled`, []any{second}},
		{`SELECT count(*) FROM rakeback_slices WHERE epoch = $1 AND status = 'expired' AND activated_at IS NULL`, []any{second}},
		{`SELECT count(*) FROM rakeback_token_totals WHERE token = $1 AND swept = $2::numeric`, []any{usdc.Bytes(), rest.String()}},
	} {
		if h.count(t, q.sql, q.args...) != 1 {
			t.Errorf("%s %v: no such row", q.sql, q.args)
		}
	}

	// A backfill in batches stores what block-by-block indexing stored.
	h.batchesEqualBlockByBlock(t, 7)

	// Reorg: abandon the cancel, the sweep and the swaps after them; the
	// new branch swaps again (other accruals) and claims nothing.
	depth := env.Head(t).Number.Uint64() - forkFrom
	h.fork(t, depth)
	env.Backend.Rollback()
	h.simulate(t, int(depth)+1, 35)
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.rakebackAccrualsMatchChain(t)
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`SELECT count(*) FROM rakeback_roots WHERE epoch = $1 AND NOT cancelled`, []any{second}},
		{`SELECT count(*) FROM rakeback_slices WHERE epoch = $1 AND status = 'pending' AND remainder IS NULL`, []any{second}},
		{`SELECT count(*) FROM rakeback_token_totals WHERE token = $1 AND swept = 0`, []any{usdc.Bytes()}},
	} {
		if h.count(t, q.sql, q.args...) != 1 {
			t.Errorf("after the reorg: %s %v: no such row", q.sql, q.args)
		}
	}
}
