package launch

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// ErrBadSignature is returned (wrapped) by RecoverSigner for a signature the
// curve would refuse from an EOA: not 65 bytes, v not 27/28 (or 0/1), s in
// the upper half of the curve order (malleable), or no recoverable key.
var ErrBadSignature = errors.New("launch: bad signature")

// secp256k1HalfN is n/2; OpenZeppelin's ECDSA refuses s above it.
var secp256k1HalfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)

// Sign signs the intent's digest under domain d with key and returns the
// 65-byte signature r‖s‖v with v 27 or 28, as wallets return it and the
// curve accepts it. It returns ErrOutOfRange for a field out of range.
func (in Intent) Sign(d Domain, key *ecdsa.PrivateKey) ([]byte, error) {
	digest, err := in.Hash(d)
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("launch: sign intent: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// RecoverSigner returns the EOA whose key made sig over the intent's digest
// under domain d, applying the curve's rules for EOA signatures (v 27/28,
// accepted here also as 0/1; low s). The intent is valid for an EOA creator
// iff the result equals in.Creator. A contract-wallet creator signs through
// ERC-1271, which only the chain can check (eth_call isValidSignature).
// It returns ErrBadSignature or ErrOutOfRange, wrapped.
func (in Intent) RecoverSigner(d Domain, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: %d bytes, want 65", ErrBadSignature, len(sig))
	}
	digest, err := in.Hash(d)
	if err != nil {
		return common.Address{}, err
	}
	rsv := make([]byte, crypto.SignatureLength)
	copy(rsv, sig)
	switch rsv[64] {
	case 27, 28:
		rsv[64] -= 27
	case 0, 1:
	default:
		return common.Address{}, fmt.Errorf("%w: v = %d", ErrBadSignature, sig[64])
	}
	if new(big.Int).SetBytes(rsv[32:64]).Cmp(secp256k1HalfN) > 0 {
		return common.Address{}, fmt.Errorf("%w: high s", ErrBadSignature)
	}
	pub, err := crypto.SigToPub(digest[:], rsv)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
