package merkle

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// StandardLeaf is the standard tree's leaf of ABI-encoded values:
// keccak256(bytes.concat(keccak256(abi.encode(values...)))). The double hash
// keeps a leaf from ever equalling an internal node (a 64-byte preimage).
func StandardLeaf(encoded []byte) common.Hash {
	var out common.Hash
	h := newHasher()
	h.sum(&out, encoded)
	h.sum(&out, out[:])
	return out
}

// RakebackValue is one Rakeback leaf's values, the arguments of
// RakebackV2.claim: (uint256 epoch, address token, uint256 index, address
// account, uint256 amount).
type RakebackValue struct {
	Epoch   uint64
	Token   common.Address
	Index   uint64
	Account common.Address
	Amount  *big.Int
}

// rakebackWords is abi.encode of the five static values: five 32-byte words.
const rakebackWords = 5 * 32

// encode writes abi.encode(epoch, token, index, account, amount) into buf.
func (v *RakebackValue) encode(buf *[rakebackWords]byte) error {
	if v.Amount == nil || v.Amount.Sign() < 0 || v.Amount.BitLen() > 256 {
		return fmt.Errorf("merkle: leaf %d amount %v is not a uint256", v.Index, v.Amount)
	}
	*buf = [rakebackWords]byte{}
	putUint64(buf[0:32], v.Epoch)
	copy(buf[32+12:64], v.Token[:])
	putUint64(buf[64:96], v.Index)
	copy(buf[96+12:128], v.Account[:])
	v.Amount.FillBytes(buf[128:160])
	return nil
}

func putUint64(word []byte, x uint64) {
	for i := 31; i >= 24; i-- {
		word[i] = byte(x)
		x >>= 8
	}
}

// RakebackLeaf is RakebackV2.leafOf(epoch, token, index, account, amount).
func RakebackLeaf(v RakebackValue) (common.Hash, error) {
	var buf [rakebackWords]byte
	if err := v.encode(&buf); err != nil {
		return common.Hash{}, err
	}
	return StandardLeaf(buf[:]), nil
}

// RakebackLeaves hashes every value (in parallel when there are many), in order.
func RakebackLeaves(values []RakebackValue) ([]common.Hash, error) {
	for i := range values {
		if a := values[i].Amount; a == nil || a.Sign() < 0 || a.BitLen() > 256 {
			return nil, fmt.Errorf("merkle: value %d amount %v is not a uint256", i, a)
		}
	}
	out := make([]common.Hash, len(values))
	parallel(len(values), func(h *hasher, lo, hi int) {
		i := lo
		if useX4 {
			x := h.four()
			var enc [4][rakebackWords]byte
			for ; i+4 <= hi; i += 4 {
				for k := range 4 {
					_ = values[i+k].encode(&enc[k]) // amounts checked above
				}
				x.leaves4(&enc, [4]*common.Hash{&out[i], &out[i+1], &out[i+2], &out[i+3]})
			}
		}
		var buf [rakebackWords]byte
		for ; i < hi; i++ {
			_ = values[i].encode(&buf) // amounts checked above
			h.sum(&out[i], buf[:])
			h.sum(&out[i], out[i][:])
		}
	})
	return out, nil
}

// BuildRakeback hashes the values and builds their tree; Proof(i) is the proof
// of values[i].
func BuildRakeback(values []RakebackValue) (*Tree, error) {
	leaves, err := RakebackLeaves(values)
	if err != nil {
		return nil, err
	}
	return Build(leaves)
}
