package merkle

import (
	"bytes"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// parallelFrom is the work size from which a step is split over GOMAXPROCS
// goroutines: below it the goroutine start costs more than the hashing saves.
const parallelFrom = 2048

// chunkSize is the unit of work a worker takes: a multiple of 4 for the
// four-way hasher, small enough that the workers finish together.
const chunkSize = 1024

// hasher hashes without allocating: one keccak state reused through Reset, its
// output read into a caller's buffer (KeccakState.Read, not Sum), and the
// four-way state of the bulk paths, made on first use.
type hasher struct {
	st  crypto.KeccakState
	buf [64]byte
	x   *x4
}

func newHasher() *hasher { return &hasher{st: crypto.NewKeccakState()} }

// four is the hasher's four-way state.
func (h *hasher) four() *x4 {
	if h.x == nil {
		h.x = newX4()
	}
	return h.x
}

// pairsRange sets nodes[i] = hashPair(nodes[2i+1], nodes[2i+2]) for i in
// [lo, hi), four at a time when the four-way permutation is available.
func (h *hasher) pairsRange(nodes []common.Hash, lo, hi int) {
	i := lo
	if useX4 {
		x := h.four()
		for ; i+4 <= hi; i += 4 {
			x.pairs4(
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

// parallel runs fn over [0, n) in chunks of chunkSize items that GOMAXPROCS
// workers, each with its own hasher, take in turn, when n is large enough to
// pay for the goroutines. Chunks taken in turn rather than one half a worker:
// on a host shared with other work a worker that loses its core for a while
// leaves the rest to the others instead of being waited for.
func parallel(n int, fn func(h *hasher, lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if n < parallelFrom || workers < 2 {
		fn(newHasher(), 0, n)
		return
	}
	chunks := (n + chunkSize - 1) / chunkSize
	workers = min(workers, chunks)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := newHasher()
			for c := int(next.Add(1) - 1); c < chunks; c = int(next.Add(1) - 1) {
				fn(h, c*chunkSize, min((c+1)*chunkSize, n))
			}
		}()
	}
	wg.Wait()
}
