package indexer_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

var coinB = bindings.NewLaunchpadToken()

// coinBalancesMatchChain checks coin_balances against the node at its
// head: every row's balance is the coin's balanceOf(holder), and every
// party of a stored coin Transfer (the zero address aside) whose balanceOf
// is positive has a row. It returns the number of rows.
func (h *harness) coinBalancesMatchChain(t *testing.T) int {
	t.Helper()
	ctx := context.Background()
	type key struct{ token, holder common.Address }
	rows, err := h.db.Pool.Query(ctx, `SELECT token, holder, balance::text FROM coin_balances`)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[key]string{}
	for rows.Next() {
		var token, holder []byte
		var bal string
		if err := rows.Scan(&token, &holder, &bal); err != nil {
			t.Fatal(err)
		}
		stored[key{common.BytesToAddress(token), common.BytesToAddress(holder)}] = bal
	}
	if rows.Err() != nil {
		t.Fatal(rows.Err())
	}
	rows, err = h.db.Pool.Query(ctx, `SELECT address, to_address FROM coin_transfers
		UNION SELECT address, from_address FROM coin_transfers`)
	if err != nil {
		t.Fatal(err)
	}
	parties := map[key]bool{}
	for rows.Next() {
		var token, holder []byte
		if err := rows.Scan(&token, &holder); err != nil {
			t.Fatal(err)
		}
		if k := (key{common.BytesToAddress(token), common.BytesToAddress(holder)}); k.holder != (common.Address{}) {
			parties[k] = true
		}
	}
	if rows.Err() != nil {
		t.Fatal(rows.Err())
	}
	balanceOf := func(k key) *big.Int {
		out, err := h.env.Client.CallContract(ctx, ethereum.CallMsg{To: &k.token, Data: coinB.PackBalanceOf(k.holder)}, nil)
		if err != nil {
			t.Fatalf("balanceOf %s of %s: %v", k.holder.Hex(), k.token.Hex(), err)
		}
		v, err := coinB.UnpackBalanceOf(out)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for k, bal := range stored {
		if chain := balanceOf(k); chain.String() != bal {
			t.Errorf("coin %s holder %s: row %s, balanceOf %s", k.token.Hex(), k.holder.Hex(), bal, chain)
		}
		if !parties[k] {
			t.Errorf("coin %s holder %s: a row without a transfer", k.token.Hex(), k.holder.Hex())
		}
	}
	for k := range parties {
		if _, ok := stored[k]; !ok {
			if chain := balanceOf(k); chain.Sign() > 0 {
				t.Errorf("coin %s holder %s: no row, balanceOf %s", k.token.Hex(), k.holder.Hex(), chain)
			}
		}
	}
	return len(stored)
}

// coinOf returns a coin account i holds, with its balance; zero when none.
func (h *harness) coinOf(t *testing.T, i int) (common.Address, *big.Int) {
	t.Helper()
	var token []byte
	var bal string
	err := h.db.Pool.QueryRow(context.Background(), `SELECT token, balance::text FROM coin_balances
		WHERE holder = $1 AND balance > 1 ORDER BY balance DESC, token LIMIT 1`, h.env.Accounts[i].Address.Bytes()).Scan(&token, &bal)
	if err != nil {
		return common.Address{}, nil
	}
	v, _ := new(big.Int).SetString(bal, 10)
	return common.BytesToAddress(token), v
}

// TestCoinBalancesIncrementalEqualsRebuild: launch venue activity
// (launches, curve buys and sells, graduations, then trading in the
// graduated coins' pools) and a plain transfer of a coin between two
// wallets, indexed block by block, then in batches (the same rows), then a
// reorg that replaces the transfer and the venue's last blocks with other
// activity. After each step coin_balances equals a rebuild and the node's
// balanceOf of every holder; the transfer's recipient sees it in its last
// activity block.
func TestCoinBalancesIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 16)
	env := h.env
	f := farmer{h, t}
	a := func(i int) common.Address { return env.Accounts[i].Address }

	h.simulateLaunches(t, 30, 90, 7)
	h.catchUp(t, 0)
	h.check(t)
	if n := h.coinBalancesMatchChain(t); n == 0 {
		t.Fatal("no coin balance: the simulator launched no coin")
	}
	if n := h.count(t, `SELECT count(*) FROM curve_lifecycle WHERE kind = 'Graduated'`); n == 0 {
		t.Fatal("no coin graduated")
	}
	if n := h.count(t, `SELECT count(*) FROM coin_transfers WHERE from_address = '\x0000000000000000000000000000000000000000'::bytea`); n !=
		h.count(t, `SELECT count(*) FROM curve_tokens_created`) {
		t.Errorf("%d mints for %d coins", n, h.count(t, `SELECT count(*) FROM curve_tokens_created`))
	}

	// A graduated coin trades in its pool: account 6 buys it through the
	// FeeRouter (a transfer from the pair).
	forkFrom := env.Head(t).Number.Uint64()
	var graduated []byte
	if err := h.db.Pool.QueryRow(context.Background(), `SELECT token FROM curve_lifecycle WHERE kind = 'Graduated'
		ORDER BY block_number LIMIT 1`).Scan(&graduated); err != nil {
		t.Fatal(err)
	}
	fr := bindings.NewFeeRouter()
	path := []common.Address{env.Deployment.WETH, common.BytesToAddress(graduated)}
	f.send(6, env.Deployment.FeeRouter, big.NewInt(1e16), fr.PackSwapExactETHForTokens(common.Big1, path, a(6), env.Deadline(t)))
	coin, bal := h.coinOf(t, 1)
	if bal == nil {
		t.Fatal("account 1 holds no coin")
	}
	half := new(big.Int).Rsh(bal, 1)
	f.send(1, coin, nil, coinB.PackTransfer(a(7), half))
	gift := env.Head(t).Number.Int64()
	h.simulateLaunches(t, 4, 90, 8)
	h.catchUp(t, forkFrom+1)
	h.check(t)
	h.coinBalancesMatchChain(t)
	if n := h.count(t, `SELECT count(*) FROM coin_transfers x JOIN pairs_created p ON p.pair = x.from_address`); n == 0 {
		t.Fatal("no coin left a pool: the graduated coin's buy did not go through its pair")
	}
	if got := h.count(t, `SELECT count(*) FROM coin_balances WHERE token = $1 AND holder = $2 AND balance = $3::numeric`,
		coin.Bytes(), a(7).Bytes(), half.String()); got != 1 {
		t.Errorf("account 7's balance of %s is not the %s sent to it", coin.Hex(), half)
	}
	if got := h.count(t, `SELECT last_activity_block::int FROM wallets WHERE address = $1`, a(7).Bytes()); int64(got) != gift {
		t.Errorf("account 7's last activity block %d, want %d (the coin transfer to it)", got, gift)
	}
	h.batchesEqualBlockByBlock(t, 5)

	// The reorg: the transfer and the venue's blocks after it go; on the
	// branch account 1 sends the whole balance to account 8 instead.
	h.fork(t, env.Head(t).Number.Uint64()-forkFrom)
	env.Backend.Rollback()
	f.send(1, coin, nil, coinB.PackTransfer(a(8), bal))
	h.simulateLaunches(t, 6, 90, 9)
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.coinBalancesMatchChain(t)
	if n := h.count(t, `SELECT count(*) FROM coin_balances WHERE token = $1 AND holder = $2`, coin.Bytes(), a(7).Bytes()); n != 0 {
		t.Error("account 7 keeps a balance of the abandoned transfer")
	}
	if n := h.count(t, `SELECT count(*) FROM coin_balances WHERE token = $1 AND holder = $2`, coin.Bytes(), a(1).Bytes()); n != 0 {
		t.Error("account 1 keeps a row after sending its whole balance (a balance of 0 has no row)")
	}
}
