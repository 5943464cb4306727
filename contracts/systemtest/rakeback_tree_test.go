package systemtest_test

// A test-local copy of OpenZeppelin's StandardMerkleTree (@openzeppelin/
// merkle-tree), enough to post roots and build proofs for RakebackV2:
// leaves are keccak256(keccak256(abi.encode(values))), sorted ascending by
// hash and laid out from the end of a complete binary tree array
// (tree[len-1-i] = sorted[i]); inner nodes hash their children's pair
// sorted (commutative keccak, as MerkleProof verifies). A proof is the
// siblings from the leaf up to the root.

import (
	"bytes"
	"math/big"
	"sort"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// rbLeaf is one value of a Rakeback tree: (epoch, token, index, account,
// amount), index being its 0-based position in the epoch's list.
type rbLeaf struct {
	Epoch   uint64
	Token   common.Address
	Index   uint64
	Account common.Address
	Amount  *big.Int
}

var rbLeafArgs = func() abi.Arguments {
	u256, _ := abi.NewType("uint256", "", nil)
	addr, _ := abi.NewType("address", "", nil)
	return abi.Arguments{{Type: u256}, {Type: addr}, {Type: u256}, {Type: addr}, {Type: u256}}
}()

// rbLeafHash is the standard-tree leaf of l (RakebackV2.leafOf).
func rbLeafHash(l rbLeaf) [32]byte {
	enc, err := rbLeafArgs.Pack(new(big.Int).SetUint64(l.Epoch), l.Token, new(big.Int).SetUint64(l.Index), l.Account, l.Amount)
	if err != nil {
		panic(err) // fixed types: cannot fail
	}
	return crypto.Keccak256Hash(crypto.Keccak256(enc))
}

// rbTree is a standard merkle tree over leaf hashes.
type rbTree struct {
	nodes [][32]byte
	pos   []int // value index -> tree index
}

// rbBuild builds the tree of leaf hashes given in value order.
func rbBuild(hashes [][32]byte) *rbTree {
	n := len(hashes)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return bytes.Compare(hashes[order[a]][:], hashes[order[b]][:]) < 0 })
	t := &rbTree{nodes: make([][32]byte, 2*n-1), pos: make([]int, n)}
	for i, v := range order {
		t.nodes[len(t.nodes)-1-i] = hashes[v]
		t.pos[v] = len(t.nodes) - 1 - i
	}
	for i := len(t.nodes) - 1 - n; i >= 0; i-- {
		t.nodes[i] = rbHashPair(t.nodes[2*i+1], t.nodes[2*i+2])
	}
	return t
}

func rbHashPair(a, b [32]byte) [32]byte {
	if bytes.Compare(a[:], b[:]) > 0 {
		a, b = b, a
	}
	return crypto.Keccak256Hash(a[:], b[:])
}

func (t *rbTree) root() [32]byte { return t.nodes[0] }

// proof returns the sibling path of value v.
func (t *rbTree) proof(v int) [][32]byte {
	var p [][32]byte
	for i := t.pos[v]; i > 0; i = (i - 1) / 2 {
		sib := i + 1
		if i%2 == 0 {
			sib = i - 1
		}
		p = append(p, t.nodes[sib])
	}
	return p
}

// TestRakebackTreeMatchesOZ pins rbBuild to @openzeppelin/merkle-tree
// 1.0.8: the root and two proofs below are what
// StandardMerkleTree.of(values, ["uint256","address","uint256","address",
// "uint256"]) gives for these five values (an odd count, so the layout of
// the leaves in the array matters, not only the pair hashing).
func TestRakebackTreeMatchesOZ(t *testing.T) {
	tokA := common.HexToAddress("0x1111111111111111111111111111111111111111")
	tokB := common.HexToAddress("0x2222222222222222222222222222222222222222")
	values := []rbLeaf{
		{2900, tokA, 0, common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"), big.NewInt(1000)},
		{2900, tokA, 1, common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"), big.NewInt(2000)},
		{2900, tokB, 2, common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"), big.NewInt(3000)},
		{2900, tokB, 3, common.HexToAddress("0x90F79bf6EB2c4F870365E785982E1f101E93b906"), big.NewInt(4000)},
		{2900, tokA, 4, common.HexToAddress("0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"), big.NewInt(5000)},
	}
	hashes := make([][32]byte, len(values))
	for i, v := range values {
		hashes[i] = rbLeafHash(v)
	}
	tree := rbBuild(hashes)
	if got, want := common.Hash(tree.root()).Hex(), "0x83313a9e81f1f5bf71441f780d548cbd89c620d4dde2237a6f03cd2864bad0e5"; got != want {
		t.Errorf("root %s, want OZ's %s", got, want)
	}
	for v, want := range map[int][]string{
		0: {"0x6ecb511ae0d082f71f6f809f5ae6dcddacc2652b03cc3991c58abeb42d7239c0",
			"0xf48c92120cae57f8d3b810f17e7807cc1910bbabb182fa0a47b1ce2e62002142",
			"0x0e421e17aa8de69f4ab869d35d67df70feb4f188b56c399f8b83f920d7072f9e"},
		3: {"0xa8a5ec293d76cfb95492768569a76149f993dbebe8f33ff5da10dd207298ed63",
			"0xbcca092581c3bac601b94f2a7a6aa979ea0326e0736ef6936840bf85af29b656"},
	} {
		got := tree.proof(v)
		if len(got) != len(want) {
			t.Errorf("proof %d has %d nodes, want %d", v, len(got), len(want))
			continue
		}
		for i := range got {
			if common.Hash(got[i]).Hex() != want[i] {
				t.Errorf("proof %d node %d = %s, want %s", v, i, common.Hash(got[i]).Hex(), want[i])
			}
		}
	}
}
