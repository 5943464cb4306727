// Package launch holds what the two services and the tests share about the
// launch venue's off-chain side: the EIP-712 LaunchIntent a creator signs
// (type, domain, digest, signing and recovery), the metadata hash it commits
// to, the coin address the curve will deploy for (creator, salt), and the
// coin status numbers. Everything here is computed exactly as
// LaunchpadCurve computes it on chain (docs/launch-lifecycle.md, section 2),
// so a backend can check an intent and show a coin's address before the coin
// exists.
package launch

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/neoswap/neoswap/common/bindings"
)

// EIP-712 names of the launch venue. The type string's field order is
// load-bearing (spec launch-venue 2.2): it is what the curve hashes.
const (
	// DomainName is the EIP-712 domain name of every LaunchpadCurve.
	DomainName = "NeoswapLaunchpad"
	// DomainVersion is the EIP-712 domain version of every LaunchpadCurve.
	DomainVersion = "1"
	// PrimaryType is the EIP-712 primary type of a launch intent.
	PrimaryType = "LaunchIntent"
	// IntentType is the EIP-712 encoding of the LaunchIntent type.
	IntentType = "LaunchIntent(address creator,address submitter,string name,string symbol,bytes32 metadataHash,uint256 salt,uint256 nonce,uint256 deadline,address feeRecipient)"
	// DomainType is the EIP-712 encoding of the domain type.
	DomainType = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
	// MaxIntentLifetime is how far past the submitting block's timestamp an
	// intent's deadline may lie, in seconds (7 days; the curve's
	// MAX_INTENT_LIFETIME).
	MaxIntentLifetime = 7 * 24 * 60 * 60
)

var (
	// IntentTypeHash is keccak256(IntentType), the curve's LAUNCH_INTENT_TYPEHASH.
	IntentTypeHash = crypto.Keccak256Hash([]byte(IntentType))
	// DomainTypeHash is keccak256(DomainType).
	DomainTypeHash = crypto.Keccak256Hash([]byte(DomainType))
)

// ErrOutOfRange is returned (wrapped) when a uint256 field of an intent or
// domain is negative or wider than 256 bits.
var ErrOutOfRange = errors.New("launch: value out of uint256 range")

// Intent is the LaunchIntent a creator signs (EIP-712) to launch a coin:
// the nine fields of IntentType in their order. A nil Salt, Nonce or
// Deadline counts as zero.
type Intent struct {
	// Creator is the coin's creator: the signer (an EOA, or an ERC-1271
	// contract wallet whose isValidSignature approves the digest).
	Creator common.Address
	// Submitter may submit the first buy; zero means anyone may.
	Submitter common.Address
	// Name and Symbol are the coin's ERC-20 name and symbol.
	Name, Symbol string
	// MetadataHash is keccak256 of the exact metadata JSON (MetadataHash).
	MetadataHash common.Hash
	// Salt picks the coin's address among the creator's (PredictTokenAddress).
	Salt *big.Int
	// Nonce must equal the curve's launchNonce(creator) when submitted.
	Nonce *big.Int
	// Deadline is the last Unix second the intent can be submitted; the curve
	// also refuses one more than MaxIntentLifetime ahead of its block.
	Deadline *big.Int
	// FeeRecipient receives the coin's creator fees; zero means the creator.
	FeeRecipient common.Address
}

// Domain is an EIP-712 domain of the EIP712Domain(string name,string
// version,uint256 chainId,address verifyingContract) shape. NewDomain gives
// the one of a curve; the fields are open so tests can build wrong ones.
type Domain struct {
	Name, Version     string
	ChainID           *big.Int // nil counts as zero
	VerifyingContract common.Address
}

// NewDomain returns the domain of the LaunchpadCurve proxy at curve on chain
// chainID: name NeoswapLaunchpad, version 1.
func NewDomain(chainID *big.Int, curve common.Address) Domain {
	return Domain{Name: DomainName, Version: DomainVersion, ChainID: chainID, VerifyingContract: curve}
}

// Separator returns the domain separator (the curve's DOMAIN_SEPARATOR()).
// It returns ErrOutOfRange for a chain id outside uint256.
func (d Domain) Separator() (common.Hash, error) {
	chainID, err := word(d.ChainID, "chainId")
	if err != nil {
		return common.Hash{}, err
	}
	return crypto.Keccak256Hash(
		DomainTypeHash[:],
		crypto.Keccak256([]byte(d.Name)),
		crypto.Keccak256([]byte(d.Version)),
		chainID,
		common.LeftPadBytes(d.VerifyingContract[:], 32),
	), nil
}

// StructHash returns the EIP-712 hashStruct of the intent. It returns
// ErrOutOfRange for a salt, nonce or deadline outside uint256.
func (in Intent) StructHash() (common.Hash, error) {
	var words [3][]byte
	for i, f := range []struct {
		v    *big.Int
		name string
	}{{in.Salt, "salt"}, {in.Nonce, "nonce"}, {in.Deadline, "deadline"}} {
		w, err := word(f.v, f.name)
		if err != nil {
			return common.Hash{}, err
		}
		words[i] = w
	}
	return crypto.Keccak256Hash(
		IntentTypeHash[:],
		common.LeftPadBytes(in.Creator[:], 32),
		common.LeftPadBytes(in.Submitter[:], 32),
		crypto.Keccak256([]byte(in.Name)),
		crypto.Keccak256([]byte(in.Symbol)),
		in.MetadataHash[:],
		words[0], words[1], words[2],
		common.LeftPadBytes(in.FeeRecipient[:], 32),
	), nil
}

// Hash returns the EIP-712 digest of the intent under domain d: what the
// creator signs and what the curve's hashIntent returns. It returns
// ErrOutOfRange for a uint256 field out of range.
func (in Intent) Hash(d Domain) (common.Hash, error) {
	sep, err := d.Separator()
	if err != nil {
		return common.Hash{}, err
	}
	sh, err := in.StructHash()
	if err != nil {
		return common.Hash{}, err
	}
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], sh[:]), nil
}

// TypedData returns the intent as eth_signTypedData_v4 input under domain d,
// for a wallet to sign or go-ethereum's apitypes to hash. Message values are
// JSON-friendly: addresses and the metadata hash as hex strings, uint256
// fields as decimal strings.
func (in Intent) TypedData(d Domain) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			PrimaryType: {
				{Name: "creator", Type: "address"},
				{Name: "submitter", Type: "address"},
				{Name: "name", Type: "string"},
				{Name: "symbol", Type: "string"},
				{Name: "metadataHash", Type: "bytes32"},
				{Name: "salt", Type: "uint256"},
				{Name: "nonce", Type: "uint256"},
				{Name: "deadline", Type: "uint256"},
				{Name: "feeRecipient", Type: "address"},
			},
		},
		PrimaryType: PrimaryType,
		Domain: apitypes.TypedDataDomain{
			Name:              d.Name,
			Version:           d.Version,
			ChainId:           (*math.HexOrDecimal256)(orZero(d.ChainID)),
			VerifyingContract: d.VerifyingContract.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"creator":      in.Creator.Hex(),
			"submitter":    in.Submitter.Hex(),
			"name":         in.Name,
			"symbol":       in.Symbol,
			"metadataHash": in.MetadataHash.Hex(),
			"salt":         orZero(in.Salt).String(),
			"nonce":        orZero(in.Nonce).String(),
			"deadline":     orZero(in.Deadline).String(),
			"feeRecipient": in.FeeRecipient.Hex(),
		},
	}
}

// Binding returns the intent as the curve binding's argument of
// buyWithIntent and hashIntent (nil numbers become zero).
func (in Intent) Binding() bindings.ILaunchpadCurveLaunchIntent {
	return bindings.ILaunchpadCurveLaunchIntent{
		Creator:      in.Creator,
		Submitter:    in.Submitter,
		Name:         in.Name,
		Symbol:       in.Symbol,
		MetadataHash: in.MetadataHash,
		Salt:         orZero(in.Salt),
		Nonce:        orZero(in.Nonce),
		Deadline:     orZero(in.Deadline),
		FeeRecipient: in.FeeRecipient,
	}
}

// MetadataHash returns keccak256 of the exact bytes of a coin's serialized
// metadata JSON: the intent's metadataHash. The bytes are hashed as given
// (no re-encoding), so the backend must keep them byte for byte.
func MetadataHash(rawJSON []byte) common.Hash { return crypto.Keccak256Hash(rawJSON) }

// word encodes v as a 32-byte big-endian uint256; nil is zero.
func word(v *big.Int, name string) ([]byte, error) {
	if v == nil {
		return make([]byte, 32), nil
	}
	if v.Sign() < 0 || v.BitLen() > 256 {
		return nil, fmt.Errorf("%w: %s %s", ErrOutOfRange, name, v)
	}
	return common.LeftPadBytes(v.Bytes(), 32), nil
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}
