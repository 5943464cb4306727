package launch

import (
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// TotalSupply is every coin's fixed supply in base units (1e27: one billion
// tokens of 18 decimals).
var TotalSupply = new(big.Int).Exp(big.NewInt(10), big.NewInt(27), nil)

// Status is a coin's lifecycle status as the curve's statusOf returns it;
// the numbers are the launch backend's (spec launch-venue 2.2).
type Status uint8

// Coin statuses.
const (
	StatusNone      Status = 0 // never launched (a pending intent, or unknown)
	StatusTrading   Status = 1 // buys and sells open
	StatusFrozen    Status = 2 // floor reached; waiting for graduate() or for sells to reopen
	StatusGraduated Status = 3 // pools opened, curve closed
)

// String returns the status's name ("trading"), or "status(n)" for a number
// the curve does not use.
func (s Status) String() string {
	switch s {
	case StatusNone:
		return "none"
	case StatusTrading:
		return "trading"
	case StatusFrozen:
		return "frozen"
	case StatusGraduated:
		return "graduated"
	}
	return "status(" + strconv.Itoa(int(s)) + ")"
}

// EIP-1167 minimal proxy creation code around the implementation address,
// as OpenZeppelin's Clones.cloneDeterministic deploys it.
var (
	clonePrefix = common.FromHex("3d602d80600a3d3981f3363d3d373d3d3d363d73")
	cloneSuffix = common.FromHex("5af43d82803e903d91602b57fd5bf3")
)

// CloneSalt returns the CREATE2 salt of the coin of (creator, salt):
// keccak256(abi.encode(creator, salt)). A nil salt counts as zero; salt must
// fit uint256 (its low 256 bits are used otherwise).
func CloneSalt(creator common.Address, salt *big.Int) common.Hash {
	return crypto.Keccak256Hash(common.LeftPadBytes(creator[:], 32), uint256Bytes(salt))
}

// PredictTokenAddress returns the address the curve at curve deploys (or
// deployed) the coin of (creator, salt) at: the CREATE2 address of a minimal
// clone of tokenImplementation (the curve's tokenImplementation()), exactly
// as the curve's predictTokenAddress computes it. The address is known
// before the coin exists. A nil salt counts as zero.
func PredictTokenAddress(curve, tokenImplementation, creator common.Address, salt *big.Int) common.Address {
	code := make([]byte, 0, len(clonePrefix)+common.AddressLength+len(cloneSuffix))
	code = append(code, clonePrefix...)
	code = append(code, tokenImplementation[:]...)
	code = append(code, cloneSuffix...)
	return crypto.CreateAddress2(curve, CloneSalt(creator, salt), crypto.Keccak256(code))
}

// uint256Bytes returns v as a 32-byte big-endian word (nil is zero; only
// the low 256 bits of a wider or negative value are kept, as two's
// complement).
func uint256Bytes(v *big.Int) []byte {
	if v == nil {
		return make([]byte, 32)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), 256)
	return common.LeftPadBytes(new(big.Int).Mod(v, mod).Bytes(), 32)
}
