package merkle

import (
	"bytes"
	"encoding/binary"
	"slices"

	"github.com/ethereum/go-ethereum/common"
)

// sortedOrder returns the input indexes of leaves ordered by hash ascending,
// ties (equal hashes) kept in input order: the order of OpenZeppelin's
// prepare(), whose Array.prototype.sort is stable.
//
// A comparison sort of 100,000 hashes costs several milliseconds of the 50 ms
// budget, so this is an LSD radix sort of each hash's first 4 bytes (stable
// by construction, 8-byte items) followed by a stable full-hash sort of any
// run whose 4-byte keys collide: about one pair in 100,000 keccak outputs.
func sortedOrder(leaves []common.Hash) []int32 {
	n := len(leaves)
	type item struct {
		key uint32
		idx int32
	}
	a := make([]item, n)
	b := make([]item, n)
	for i := range leaves {
		a[i] = item{binary.BigEndian.Uint32(leaves[i][:4]), int32(i)}
	}
	if n > 256 {
		var count [256]int
		for shift := uint(0); shift < 32; shift += 8 {
			count = [256]int{}
			for i := range a {
				count[byte(a[i].key>>shift)]++
			}
			if count[byte(a[0].key>>shift)] == n {
				continue // every key shares this byte: the pass would not move anything
			}
			sum := 0
			for d := range count {
				c := count[d]
				count[d] = sum
				sum += c
			}
			for i := range a {
				d := byte(a[i].key >> shift)
				b[count[d]] = a[i]
				count[d]++
			}
			a, b = b, a
		}
	} else {
		slices.SortStableFunc(a, func(x, y item) int {
			switch {
			case x.key < y.key:
				return -1
			case x.key > y.key:
				return 1
			}
			return 0
		})
	}
	order := make([]int32, n)
	for i := 0; i < n; {
		j := i + 1
		for j < n && a[j].key == a[i].key {
			j++
		}
		if j-i > 1 {
			run := a[i:j]
			slices.SortStableFunc(run, func(x, y item) int {
				return bytes.Compare(leaves[x.idx][:], leaves[y.idx][:])
			})
		}
		for k := i; k < j; k++ {
			order[k] = a[k].idx
		}
		i = j
	}
	return order
}
