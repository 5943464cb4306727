package systemtest_test

// RakebackV2's trees in the tests: common/merkle, OpenZeppelin's
// StandardMerkleTree (pinned there to @openzeppelin/merkle-tree's output and
// to the compiled leafOf), behind the two calls the tests make.

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/merkle"
)

// rbLeaf is one value of a Rakeback tree: (epoch, token, index, account,
// amount), index being its 0-based position in the epoch's list.
type rbLeaf = merkle.RakebackValue

// rbLeafHash is the standard-tree leaf of l (RakebackV2.leafOf).
func rbLeafHash(l rbLeaf) [32]byte {
	h, err := merkle.RakebackLeaf(l)
	if err != nil {
		panic(err) // the tests' amounts are uint256
	}
	return h
}

// rbTree is a standard merkle tree over leaf hashes.
type rbTree struct{ t *merkle.Tree }

// rbBuild builds the tree of leaf hashes given in value order.
func rbBuild(hashes [][32]byte) *rbTree {
	leaves := make([]common.Hash, len(hashes))
	for i, h := range hashes {
		leaves[i] = h
	}
	t, err := merkle.Build(leaves)
	if err != nil {
		panic(err) // the tests build non-empty trees
	}
	return &rbTree{t}
}

func (t *rbTree) root() [32]byte { return t.t.Root() }

// proof returns the sibling path of value v.
func (t *rbTree) proof(v int) [][32]byte {
	p := t.t.Proof(v)
	out := make([][32]byte, len(p))
	for i, h := range p {
		out[i] = h
	}
	return out
}
