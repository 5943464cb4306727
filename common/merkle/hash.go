package merkle

import (
	"bytes"
	"runtime"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// parallelFrom is the work size from which a step is split over GOMAXPROCS
// goroutines: below it the goroutine start costs more than the hashing saves.
const parallelFrom = 2048

// hasher hashes without allocating: one keccak state reused through Reset, its
// output read into a caller's buffer (KeccakState.Read, not Sum).
// x is the four-way hasher, used when useX4.
type hasher struct {
	st  crypto.KeccakState
	buf [64]byte
	x   *x4
}

func newHasher() *hasher { return &hasher{st: crypto.NewKeccakState(), x: newX4()} }

// pairsRange sets nodes[i] = hashPair(nodes[2i+1], nodes[2i+2]) for i in
// [lo, hi), four at a time when the four-way permutation is available.
func (h *hasher) pairsRange(nodes []common.Hash, lo, hi int) {
	i := lo
	if useX4 {
		for ; i+4 <= hi; i += 4 {
			h.x.pairs4(
				[4]*common.Hash{&nodes[i], &nodes[i+1], &nodes[i+2], &nodes[i+3]},
				[4]*common.Hash{&nodes[2*i+1], &nodes[2*i+3], &nodes[2*i+5], &nodes[2*i+7]},
				[4]*common.Hash{&nodes[2*i+2], &nodes[2*i+4], &nodes[2*i+6], &nodes[2*i+8]},
			)
		}
	}
	for ; i < hi; i++ {
		h.pair(&nodes[i], &nodes[2*i+1], &nodes[2*i+2])
	}
}

// pair is OpenZeppelin's standardNodeHash and MerkleProof's _hashPair:
// keccak256 of the two nodes concatenated smaller first, so a proof needs no
// left/right flags.
func (h *hasher) pair(out *common.Hash, a, b *common.Hash) {
	if bytes.Compare(a[:], b[:]) <= 0 {
		copy(h.buf[:32], a[:])
		copy(h.buf[32:], b[:])
	} else {
		copy(h.buf[:32], b[:])
		copy(h.buf[32:], a[:])
	}
	h.st.Reset()
	h.st.Write(h.buf[:])
	h.st.Read(out[:])
}

// sum writes keccak256(data) to out.
func (h *hasher) sum(out *common.Hash, data []byte) {
	h.st.Reset()
	h.st.Write(data)
	h.st.Read(out[:])
}

// HashPair is the commutative node hash of the standard tree.
func HashPair(a, b common.Hash) common.Hash {
	var out common.Hash
	newHasher().pair(&out, &a, &b)
	return out
}

// Verify reports whether proof leads from leaf to root, exactly as
// OpenZeppelin's MerkleProof.verify (sorted pairs) does on chain.
func Verify(proof []common.Hash, root, leaf common.Hash) bool {
	h := newHasher()
	node := leaf
	for i := range proof {
		h.pair(&node, &node, &proof[i])
	}
	return node == root
}

// parallel runs fn over [0, n) in contiguous chunks, one per GOMAXPROCS worker
// when n is large enough to pay for the goroutines, each with its own hasher.
func parallel(n int, fn func(h *hasher, lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if n < parallelFrom || workers < 2 {
		fn(newHasher(), 0, n)
		return
	}
	if workers > n/(parallelFrom/2) {
		workers = n / (parallelFrom / 2)
	}
	chunk := (n + workers - 1) / workers
	var wg sync.WaitGroup
	for lo := 0; lo < n; lo += chunk {
		hi := min(lo+chunk, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(newHasher(), lo, hi)
		}()
	}
	wg.Wait()
}
