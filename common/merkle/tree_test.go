package merkle

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// randomValues makes n Rakeback values from a seed, amounts up to 2^256-1.
func randomValues(n int, seed uint64) []RakebackValue {
	r := rand.New(rand.NewPCG(seed, 1))
	tokens := []common.Address{{0x11}, {0x22}, {0x33}}
	out := make([]RakebackValue, n)
	for i := range out {
		var acct common.Address
		for k := range acct {
			acct[k] = byte(r.Uint32())
		}
		amt := make([]byte, 1+r.IntN(32))
		for k := range amt {
			amt[k] = byte(r.Uint32())
		}
		out[i] = RakebackValue{Epoch: 2900, Token: tokens[i%3], Index: uint64(i), Account: acct, Amount: new(big.Int).SetBytes(amt)}
	}
	return out
}

// naiveTree is core.js makeMerkleTree and prepare written the obvious way, the
// reference the optimised Build must equal (sort, parallel levels, radix).
func naiveTree(leaves []common.Hash) ([]common.Hash, []int) {
	n := len(leaves)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return bytes.Compare(leaves[a][:], leaves[b][:]) })
	tree := make([]common.Hash, 2*n-1)
	pos := make([]int, n)
	for i, idx := range order {
		tree[len(tree)-1-i] = leaves[idx]
		pos[idx] = len(tree) - 1 - i
	}
	for i := len(tree) - 1 - n; i >= 0; i-- {
		tree[i] = HashPair(tree[2*i+1], tree[2*i+2])
	}
	return tree, pos
}

func checkAgainstNaive(t *testing.T, leaves []common.Hash) *Tree {
	t.Helper()
	tree, err := Build(leaves)
	if err != nil {
		t.Fatal(err)
	}
	want, pos := naiveTree(leaves)
	if !slices.Equal(tree.Nodes(), want) {
		t.Fatalf("%d leaves: node array differs from the reference", len(leaves))
	}
	if !slices.Equal(tree.Positions(), pos) {
		t.Fatalf("%d leaves: positions differ from the reference", len(leaves))
	}
	for i, p := range tree.Proofs() {
		// The reference proof: core.js getProof over the reference array.
		var ref []common.Hash
		for j := pos[i]; j > 0; j = (j - 1) / 2 {
			ref = append(ref, want[j-1+2*(j%2)])
		}
		if !slices.Equal(p, ref) {
			t.Fatalf("%d leaves: proof of leaf %d differs from the reference", len(leaves), i)
		}
	}
	return tree
}

// bothHashers runs f with the four-way hasher and with the scalar one.
func bothHashers(t *testing.T, f func(t *testing.T)) {
	saved := useX4
	defer func() { useX4 = saved }()
	for _, x := range []bool{false, true} {
		if x && !saved {
			t.Log("no AVX2 here: the four-way path is not exercised")
			continue
		}
		useX4 = x
		t.Run(map[bool]string{false: "scalar", true: "x4"}[x], f)
	}
}

// TestBuildMatchesReference covers sizes around the parallel threshold and
// powers of two, duplicate leaves (stable order) and hashes sharing their first
// bytes (the radix sort's tie-break).
func TestBuildMatchesReference(t *testing.T) { bothHashers(t, testBuildMatchesReference) }

func testBuildMatchesReference(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 5, 255, 256, 257, 1023, 1024, 1025, parallelFrom - 1, parallelFrom, 2*parallelFrom + 3, 20000} {
		leaves, _ := RakebackLeaves(randomValues(n, uint64(n)))
		checkAgainstNaive(t, leaves)
	}
	r := rand.New(rand.NewPCG(9, 9))
	for _, n := range []int{7, 300, 5000} {
		leaves := make([]common.Hash, n)
		for i := range leaves {
			// Few distinct 4-byte prefixes (radix keys), ties broken in
			// byte 4 or 8, and some exact duplicates.
			binary.BigEndian.PutUint32(leaves[i][:4], uint32(r.IntN(4)))
			leaves[i][4] = byte(r.IntN(2))
			leaves[i][8] = byte(r.IntN(3))
			leaves[i][31] = byte(r.IntN(256))
		}
		tree := checkAgainstNaive(t, leaves)
		for i := range leaves {
			if !Verify(tree.Proof(i), tree.Root(), leaves[i]) {
				t.Fatalf("%d colliding leaves: proof %d fails", n, i)
			}
		}
	}
}

func TestBuildEmpty(t *testing.T) {
	if _, err := Build(nil); !errors.Is(err, ErrEmpty) {
		t.Fatalf("Build(nil): %v", err)
	}
	if _, err := FromNodes(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Fatalf("FromNodes(nil): %v", err)
	}
}

func TestFromNodesRejectsBadShape(t *testing.T) {
	leaves, _ := RakebackLeaves(randomValues(5, 1))
	tree, _ := Build(leaves)
	nodes := tree.Nodes()
	for name, c := range map[string]struct {
		nodes []common.Hash
		pos   []int
	}{
		"short array":       {nodes[:8], tree.Positions()},
		"internal position": {nodes, []int{0, 5, 6, 7, 8}},
		"past the end":      {nodes, []int{4, 5, 6, 7, 9}},
		"repeated position": {nodes, []int{4, 4, 6, 7, 8}},
	} {
		if _, err := FromNodes(c.nodes, c.pos); err == nil {
			t.Fatalf("%s accepted", name)
		}
	}
	bad := slices.Clone(nodes)
	bad[3][0] ^= 1
	re, err := FromNodes(bad, tree.Positions())
	if err != nil {
		t.Fatal(err)
	}
	if re.Valid() {
		t.Fatal("a tampered node array is reported valid")
	}
}

// FuzzTree: any leaf set builds a tree whose every proof verifies, while a
// proof with one flipped bit, a tampered leaf or a truncated proof does not.
func FuzzTree(f *testing.F) {
	f.Add(uint64(1), uint16(1), uint16(0), uint8(0))
	f.Add(uint64(2), uint16(2), uint16(1), uint8(5))
	f.Add(uint64(3), uint16(7), uint16(6), uint8(31))
	f.Add(uint64(4), uint16(100), uint16(42), uint8(200))
	f.Fuzz(func(t *testing.T, seed uint64, size uint16, pick uint16, bit uint8) {
		n := 1 + int(size)%3000
		leaves, err := RakebackLeaves(randomValues(n, seed))
		if err != nil {
			t.Fatal(err)
		}
		tree, err := Build(leaves)
		if err != nil {
			t.Fatal(err)
		}
		root := tree.Root()
		proofs := tree.Proofs()
		for i := range leaves {
			if !Verify(proofs[i], root, leaves[i]) {
				t.Fatalf("n=%d: proof of leaf %d does not verify", n, i)
			}
		}
		i := int(pick) % n
		leaf := leaves[i]
		leaf[bit%32] ^= 1 << (bit % 8)
		if Verify(proofs[i], root, leaf) {
			t.Fatalf("n=%d: tampered leaf %d verifies", n, i)
		}
		if len(proofs[i]) == 0 {
			return // a one-leaf tree: the leaf is the root, there is no proof to tamper with
		}
		p := slices.Clone(proofs[i])
		k := int(bit) % len(p)
		p[k][int(bit)%32] ^= 1 << (bit % 8)
		if Verify(p, root, leaves[i]) {
			t.Fatalf("n=%d: proof of leaf %d with element %d tampered verifies", n, i, k)
		}
		if Verify(proofs[i][:len(proofs[i])-1], root, leaves[i]) {
			t.Fatalf("n=%d: truncated proof of leaf %d verifies", n, i)
		}
	})
}
