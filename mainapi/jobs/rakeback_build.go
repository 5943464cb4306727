package jobs

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/rakeback"
)

// uncapped stands for "no cap" when the job first sizes an epoch's slices.
var uncapped = new(big.Int).Lsh(big.NewInt(1), 255)

// build builds and stores the tree of the closed epoch e: leaves from the
// accruals of e-2..e (vest baked in), each token's slice capped at what
// RakebackV2 can still post for it (RakebackV2.unposted). When a slice
// needs more than that and the Collector holds undistributed fees of the
// token, it distributes them first (permissionless), so the cap bites only
// when the fees really did not arrive. An epoch with no leaf is stored as
// done: nothing to post.
func (r *jobRun) build(e int64) error {
	ch, st := r.job.cfg.Chain, r.job.cfg.Store
	rows, err := st.RakebackAccruals(r.ctx, e-2, e)
	if err != nil {
		return err
	}
	accruals := make([]rakeback.Accrual, 0, len(rows))
	for _, a := range rows {
		if r.job.excluded[a.Account] {
			continue
		}
		accruals = append(accruals, rakeback.Accrual{Epoch: a.Epoch, Account: a.Account, Token: a.Token, Amount: a.Amount, USD: a.Usd.String()})
	}
	unlimited := map[common.Address]*big.Int{}
	for _, a := range accruals {
		unlimited[a.Token] = uncapped
	}
	sized, err := rakeback.Build(e, accruals, unlimited)
	if err != nil {
		return err
	}
	available := map[common.Address]*big.Int{}
	for _, s := range sized.Slices {
		have, err := ch.Unposted(r.ctx, s.Token)
		if err != nil {
			return err
		}
		if have.Cmp(s.Declared) < 0 {
			undistributed, err := ch.Distributable(r.ctx, s.Token)
			if err != nil {
				return err
			}
			if undistributed.Sign() > 0 {
				tx, err := ch.Distribute(r.ctx, s.Token)
				r.step(e, "Collector.distribute "+s.Token.Hex(), tx, err)
				if err != nil {
					return err
				}
				if have, err = ch.Unposted(r.ctx, s.Token); err != nil {
					return err
				}
			}
		}
		available[s.Token] = have
	}
	built, err := rakeback.Build(e, accruals, available)
	if err != nil {
		return err
	}
	tree := mainapi.RakebackTree{Epoch: e, LeafCount: len(built.Leaves), State: TreeDone}
	var leaves []mainapi.RakebackLeaf
	if built.Tree != nil {
		tree.State = TreeBuilt
		tree.Root, tree.Nodes = built.Tree.Root(), built.Tree.Nodes()
		needed := map[common.Address]*big.Int{}
		for _, s := range sized.Slices {
			needed[s.Token] = s.Declared
		}
		for _, s := range built.Slices {
			tree.Tokens = append(tree.Tokens, s.Token)
			tree.Declared = append(tree.Declared, s.Declared)
			tree.Needed = append(tree.Needed, needed[s.Token])
			tree.Available = append(tree.Available, available[s.Token])
		}
		leaves = make([]mainapi.RakebackLeaf, len(built.Leaves))
		for i, l := range built.Leaves {
			leaves[i] = mainapi.RakebackLeaf{Epoch: e, Index: int(l.Index), Token: l.Token, Account: l.Account, Amount: l.Amount,
				Usd: wire.UsdFromDecimal(l.USD), Node: built.Tree.Position(i)}
		}
	}
	if err := st.SaveRakebackTree(r.ctx, tree, leaves); err != nil {
		return err
	}
	for _, u := range built.NotPosted {
		r.step(e, "not posted "+u.Token.Hex()+": "+u.Reason, common.Hash{}, nil)
	}
	r.step(e, "built: "+tree.State, common.Hash{}, nil)
	return nil
}
