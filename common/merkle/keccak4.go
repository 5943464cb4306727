package merkle

import (
	"bytes"
	"encoding/binary"

	"github.com/cloudflare/circl/simd/keccakf1600"
	"github.com/ethereum/go-ethereum/common"
)

// useX4 selects the four-way AVX2 Keccak-f[1600] of cloudflare/circl for the
// bulk hashing of Build and RakebackLeaves. On this project's hosts one
// four-way permutation costs about 1.5 scalar ones, and a 100,000-leaf tree
// is 400,000 permutations, so without it the 50 ms budget is out of reach.
// Without AVX2 circl falls back to slow generic code, so the scalar hasher is
// kept instead. A variable so the tests run both paths.
var useX4 = keccakf1600.IsEnabledX4()

// Legacy Keccak-256 (Ethereum's keccak256): rate 136 bytes = 17 lanes, padding
// 0x01 after the message and 0x80 in the last byte of the block.
const (
	rateLanes = 17
	padStart  = 0x01
	padEnd    = 0x80 << 56 // last byte of lane 16, little endian
)

// x4 runs four independent Keccak-256 computations in the interleaved lanes
// of one StateX4: lane l of instance k is a[4*l+k].
type x4 struct {
	st keccakf1600.StateX4
	a  []uint64
}

func newX4() *x4 {
	x := &x4{}
	x.a = x.st.Initialize(false)
	return x
}

// A message's first permutation starts from a state whose every lane was
// written for it: the message lanes loaded, the rest set to the padding and
// zeros. Absorbing into a zero state is the same as loading, and this clears
// only the lanes past the message instead of all 800 bytes first.

// load sets lane l of instance k from 8 little-endian bytes.
func (x *x4) load(k, l int, b []byte) { x.a[4*l+k] = binary.LittleEndian.Uint64(b) }

// padFrom sets lanes l.. of every instance to the padding of a message of l
// whole lanes: 0x01 in lane l, 0x80 in the last byte of lane 16, zero elsewhere
// (the capacity lanes 17..24 included).
func (x *x4) padFrom(l int) {
	clear(x.a[4*l:])
	for k := range 4 {
		x.a[4*l+k] = padStart
		x.a[4*(rateLanes-1)+k] |= padEnd
	}
}

// store writes instance k's 32-byte digest (lanes 0..3) to out.
func (x *x4) store(k int, out *common.Hash) {
	for l := range 4 {
		binary.LittleEndian.PutUint64(out[8*l:], x.a[4*l+k])
	}
}

// leaves4 writes the standard leaves of four 160-byte ABI encodings:
// keccak256(keccak256(enc)). 160 bytes span two blocks: 17 lanes, then 3
// lanes and the padding.
func (x *x4) leaves4(enc *[4][rakebackWords]byte, out [4]*common.Hash) {
	for k := range 4 {
		for l := range rateLanes {
			x.load(k, l, enc[k][8*l:])
		}
	}
	clear(x.a[4*rateLanes:]) // capacity lanes
	x.st.Permute()
	for k := range 4 {
		for l := range 3 {
			x.a[4*l+k] ^= binary.LittleEndian.Uint64(enc[k][8*(rateLanes+l):])
		}
		x.a[4*3+k] ^= padStart
		x.a[4*(rateLanes-1)+k] ^= padEnd
	}
	x.st.Permute()
	// The outer hash: each instance's 32-byte digest (lanes 0..3, already in
	// place) is the whole message of a fresh state.
	x.padFrom(4)
	x.st.Permute()
	for k := range 4 {
		x.store(k, out[k])
	}
}

// pairs4 writes the four sorted-pair hashes out[k] = hashPair(a[k], b[k]).
func (x *x4) pairs4(out, a, b [4]*common.Hash) {
	for k := range 4 {
		lo, hi := a[k], b[k]
		if bytes.Compare(lo[:], hi[:]) > 0 {
			lo, hi = hi, lo
		}
		for l := range 4 {
			x.load(k, l, lo[8*l:])
			x.load(k, 4+l, hi[8*l:])
		}
	}
	x.padFrom(8)
	x.st.Permute()
	for k := range 4 {
		x.store(k, out[k])
	}
}
