package indexer_test

import (
	"bytes"
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// neocatsMatchChain checks the derived neocats rows against the node:
// for every minted id (ownerOf answers) the row's owner is
// NeocatNft.ownerOf and its staker NeocatStaking.stakerOf (no row: an
// unstaked Neocat without owner, which the deployment never makes), and no
// row names an id past the last. It returns the number of ids checked.
func (h *harness) neocatsMatchChain(t *testing.T) int {
	t.Helper()
	type row struct{ owner, staker []byte }
	rows := map[int64]row{}
	q, err := h.db.Pool.Query(context.Background(), `SELECT token_id::bigint, owner, staker FROM neocats`)
	if err != nil {
		t.Fatal(err)
	}
	for q.Next() {
		var id int64
		var r row
		if err := q.Scan(&id, &r.owner, &r.staker); err != nil {
			t.Fatal(err)
		}
		rows[id] = r
	}
	if err := q.Err(); err != nil {
		t.Fatal(err)
	}
	d := h.env.Deployment
	id := int64(1)
	for ; ; id++ {
		out, err := h.env.Client.CallContract(context.Background(), ethereum.CallMsg{To: &d.NeocatNft, Data: neocatNftB.PackOwnerOf(big.NewInt(id))}, nil)
		if err != nil {
			break // past the last id: ownerOf reverts
		}
		owner, err := neocatNftB.UnpackOwnerOf(out)
		if err != nil {
			t.Fatal(err)
		}
		staker, err := neocatStakingB.UnpackStakerOf(h.neocatCall(t, d.NeocatStaking, neocatStakingB.PackStakerOf(big.NewInt(id))))
		if err != nil {
			t.Fatal(err)
		}
		r, ok := rows[id]
		delete(rows, id)
		if !ok {
			t.Errorf("Neocat %d: no row; chain owner %s staker %s", id, owner.Hex(), staker.Hex())
			continue
		}
		if !bytes.Equal(r.owner, owner[:]) {
			t.Errorf("Neocat %d: owner %x, chain %s", id, r.owner, owner.Hex())
		}
		want := staker[:]
		if staker == (common.Address{}) {
			want = nil
		}
		if !bytes.Equal(r.staker, want) {
			t.Errorf("Neocat %d: staker %x, chain %s", id, r.staker, staker.Hex())
		}
	}
	for extra := range rows {
		t.Errorf("Neocat %d: a row but ownerOf reverts", extra)
	}
	return int(id - 1)
}

// TestNeocatsIncrementalEqualsRebuild: over the deployment's minted,
// held and seeded Neocats, a wallet stakes some of its own and gives one
// away, another unstakes a seeded one and transfers it on; indexed block
// by block, then in batches (the same rows), then a reorg that replaces
// those blocks with other moves. After each step the derived rows equal a
// rebuild and every id's holder and staker equal the chain's ownerOf and
// stakerOf; the wallets party to a move see it in their last activity
// block (the per-user ETag).
func TestNeocatsIncrementalEqualsRebuild(t *testing.T) {
	h := newHarness(t, 16)
	env, d := h.env, h.env.Deployment
	f := farmer{h, t}
	a := func(i int) common.Address { return env.Accounts[i].Address }

	h.simulate(t, 2, 51)
	held, _ := h.neocatsOf(t, 1)
	_, staked := h.neocatsOf(t, 3)
	if len(held) < 2 || len(staked) < 2 {
		t.Fatalf("account 1 holds %d Neocats, account 3 stakes %d: the scenario needs 2 and 2", len(held), len(staked))
	}
	f.send(1, d.NeocatNft, nil, neocatNftB.PackSetApprovalForAll(d.NeocatStaking, true))
	f.send(1, d.NeocatStaking, nil, neocatStakingB.PackStake(held[:1]))
	f.send(1, d.NeocatNft, nil, neocatNftB.PackTransferFrom(a(1), a(2), held[1]))
	gift := env.Head(t).Number.Int64()
	h.catchUp(t, 0)
	h.check(t)
	if n := h.neocatsMatchChain(t); n == 0 {
		t.Fatal("no Neocat minted")
	}
	if got := h.count(t, `SELECT last_activity_block::int FROM wallets WHERE address = $1`, a(2).Bytes()); int64(got) != gift {
		t.Errorf("account 2's last activity block %d, want %d (the transfer to it)", got, gift)
	}

	forkFrom := env.Head(t).Number.Uint64()
	f.send(3, d.NeocatStaking, nil, neocatStakingB.PackUnstake(staked[:1]))
	f.send(3, d.NeocatNft, nil, neocatNftB.PackTransferFrom(a(3), a(4), staked[0]))
	h.catchUp(t, forkFrom+1)
	h.check(t)
	h.neocatsMatchChain(t)
	h.batchesEqualBlockByBlock(t, 5)

	// The reorg: the unstake and transfer go; on the branch account 3
	// unstakes its other seeded Neocat and account 2 stakes its gift.
	h.fork(t, env.Head(t).Number.Uint64()-forkFrom)
	env.Backend.Rollback()
	f.send(3, d.NeocatStaking, nil, neocatStakingB.PackUnstake(staked[1:2]))
	f.send(2, d.NeocatNft, nil, neocatNftB.PackSetApprovalForAll(d.NeocatStaking, true))
	f.send(2, d.NeocatStaking, nil, neocatStakingB.PackStake(held[1:2]))
	if out := h.deliver(t, env.Head(t).Number.Uint64()); out.RolledBack == 0 {
		t.Fatalf("no rollback: %+v", out)
	}
	h.check(t)
	h.neocatsMatchChain(t)
	if _, s := h.neocatsOf(t, 2); !slices.ContainsFunc(s, func(id *big.Int) bool { return id.Cmp(held[1]) == 0 }) {
		t.Fatalf("account 2 stakes %v on the branch, not its gift %s: the branch did not run", s, held[1])
	}
}
