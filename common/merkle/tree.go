// Package merkle builds OpenZeppelin's StandardMerkleTree (@openzeppelin/merkle-tree)
// byte for byte: the same leaves, the same node array, the same root and proofs, so a
// root computed here can be rebuilt by any integrator with that library and every
// proof passes OpenZeppelin's MerkleProof.verify on chain.
//
// The layout (core.js makeMerkleTree, merkletree.js prepare): leaves sorted by hash
// ascending (sortLeaves, the default) fill the array from its end, so with n leaves
// tree[2n-2-i] = sorted[i]; every internal node is tree[i] = hashPair(tree[2i+1],
// tree[2i+2]), hashPair being keccak256 of the sorted concatenation; the root is
// tree[0]. A proof lists the sibling of each node on the path to the root.
package merkle

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ethereum/go-ethereum/common"
)

// ErrEmpty is returned for a tree of no leaves (OpenZeppelin refuses it too).
var ErrEmpty = errors.New("merkle: no leaves")

// Tree is a built standard tree: its 2n-1 nodes and, per leaf in input order,
// the leaf's position in the node array.
type Tree struct {
	nodes []common.Hash
	pos   []int32
}

// Build makes the standard tree of the leaf hashes (already hashed, e.g. by
// RakebackLeaves). Input order is kept: Proof(i) and Position(i) refer to
// leaves[i]. Equal leaves are allowed and get distinct positions in input order.
func Build(leaves []common.Hash) (*Tree, error) {
	n := len(leaves)
	if n == 0 {
		return nil, ErrEmpty
	}
	if n > 1<<30 {
		return nil, fmt.Errorf("merkle: %d leaves is too many", n)
	}
	nodes := make([]common.Hash, 2*n-1)
	pos := make([]int32, n)
	last := 2*n - 2
	for i, idx := range sortedOrder(leaves) {
		nodes[last-i] = leaves[idx]
		pos[idx] = int32(last - i)
	}
	// Internal nodes are 0..n-2. Every node of depth d (positions 2^d-1 ..
	// 2^(d+1)-2) depends only on depth d+1, so each depth, deepest first, is
	// split over the workers.
	for d := bits.Len(uint(n-1)) - 1; d >= 0; d-- {
		lo := (1 << d) - 1
		hi := min((1<<(d+1))-1, n-1)
		parallel(hi-lo, func(h *hasher, a, b int) { h.pairsRange(nodes, lo+a, lo+b) })
	}
	return &Tree{nodes: nodes, pos: pos}, nil
}

// FromNodes rebuilds a tree from a stored node array (Nodes) and leaf positions
// (Positions) without hashing, so a reader can serve any proof from what a
// writer stored once. It checks the shape only; Valid re-hashes every node.
func FromNodes(nodes []common.Hash, positions []int) (*Tree, error) {
	n := len(positions)
	if n == 0 {
		return nil, ErrEmpty
	}
	if len(nodes) != 2*n-1 {
		return nil, fmt.Errorf("merkle: %d nodes for %d leaves, want %d", len(nodes), n, 2*n-1)
	}
	seen := make([]bool, n)
	pos := make([]int32, n)
	for i, p := range positions {
		if p < n-1 || p > 2*n-2 || seen[p-(n-1)] {
			return nil, fmt.Errorf("merkle: leaf %d at position %d is not a distinct leaf position", i, p)
		}
		seen[p-(n-1)] = true
		pos[i] = int32(p)
	}
	return &Tree{nodes: nodes, pos: pos}, nil
}

// Valid re-hashes every internal node and reports whether the array is a
// consistent tree (OpenZeppelin's isValidMerkleTree).
func (t *Tree) Valid() bool {
	h := newHasher()
	var got common.Hash
	for i := 0; 2*i+2 < len(t.nodes); i++ {
		if h.pair(&got, &t.nodes[2*i+1], &t.nodes[2*i+2]); got != t.nodes[i] {
			return false
		}
	}
	return true
}

// Root is the tree's root (tree[0]).
func (t *Tree) Root() common.Hash { return t.nodes[0] }

// Len is the number of leaves.
func (t *Tree) Len() int { return len(t.pos) }

// Nodes is the node array (2n-1 hashes, root first); the caller must not modify it.
func (t *Tree) Nodes() []common.Hash { return t.nodes }

// Leaf is leaf i (input order).
func (t *Tree) Leaf(i int) common.Hash { return t.nodes[t.pos[i]] }

// Position is leaf i's position in the node array (OpenZeppelin's treeIndex).
func (t *Tree) Position(i int) int { return int(t.pos[i]) }

// Positions is every leaf's position, in input order.
func (t *Tree) Positions() []int {
	out := make([]int, len(t.pos))
	for i, p := range t.pos {
		out[i] = int(p)
	}
	return out
}

// Proof is the proof of leaf i (input order), leaf's sibling first.
func (t *Tree) Proof(i int) []common.Hash {
	return ProofAt(t.nodes, int(t.pos[i]))
}

// ProofAt is the proof of the node at position p of a stored node array: the
// siblings (p odd ? p+1 : p-1) from p up to the root (core.js getProof).
func ProofAt(nodes []common.Hash, p int) []common.Hash {
	proof := make([]common.Hash, 0, depth(p))
	return appendProof(proof, nodes, p)
}

func appendProof(dst []common.Hash, nodes []common.Hash, p int) []common.Hash {
	for p > 0 {
		if p&1 == 1 {
			dst = append(dst, nodes[p+1])
		} else {
			dst = append(dst, nodes[p-1])
		}
		p = (p - 1) / 2
	}
	return dst
}

// depth is the number of edges from position p to the root.
func depth(p int) int { return bits.Len(uint(p+1)) - 1 }

// Proofs returns every leaf's proof, in input order, sliced out of one backing
// array so the whole set is a single allocation. The proofs are produced in
// tree-position order, backing array included: neighbouring leaves share most
// of their path, so the node reads stay in cache and the writes are
// sequential (in input order, which is random in the tree, the same work
// costs several times more in cache misses).
func (t *Tree) Proofs() [][]common.Hash {
	n := len(t.pos)
	first := n - 1 // position of the first leaf
	byPos := make([]int32, n)
	for i, p := range t.pos {
		byPos[int(p)-first] = int32(i)
	}
	// off[k] is where the proof of the k-th leaf position starts.
	off := make([]int, n+1)
	for k := range n {
		off[k+1] = off[k] + depth(first+k)
	}
	flat := make([]common.Hash, off[n])
	out := make([][]common.Hash, n)
	parallel(n, func(_ *hasher, lo, hi int) {
		for k := lo; k < hi; k++ {
			out[byPos[k]] = appendProof(flat[off[k]:off[k]:off[k+1]], t.nodes, first+k)
		}
	})
	return out
}
