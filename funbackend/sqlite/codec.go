package sqlite

import (
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Column encodings shared by the writer and the reads: exact wei sums
// stored split into an indexed high part and a remainder, decimal strings,
// lowercase hex addresses and 0/1 booleans.

var (
	gwei  = big.NewInt(1_000_000_000)
	milli = new(big.Int).Exp(big.NewInt(10), big.NewInt(15), nil)
)

func split(x, unit *big.Int) (int64, int64) {
	q, r := new(big.Int).QuoRem(x, unit, new(big.Int))
	return q.Int64(), r.Int64()
}

func parseBig(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return new(big.Int)
	}
	return x
}

func dec(x *big.Int) string {
	if x == nil {
		return "0"
	}
	return x.String()
}

func hexAddr(a common.Address) string { return strings.ToLower(a.Hex()) }
func hexHash(h common.Hash) string    { return h.Hex() }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// exact joins an exact SQL sum split as gwei*1e9 + rem (or milli*1e15 + rem).
func exact(hi, lo int64, unit *big.Int) string {
	x := new(big.Int).Mul(big.NewInt(hi), unit)
	return x.Add(x, big.NewInt(lo)).String()
}
