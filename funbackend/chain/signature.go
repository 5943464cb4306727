package chain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/erc1271"
)

// CodeCaller reads code and runs eth_call: *ethclient.Client and
// simulated.Client implement it.
type CodeCaller interface {
	Caller
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
}

// Signatures checks signatures the way the curve does (OpenZeppelin
// SignatureChecker): an account with code signs through ERC-1271
// isValidSignature, an account without code with ECDSA (which the caller
// checks offline).
type Signatures struct{ c CodeCaller }

// NewSignatures returns a checker reading the chain through c.
func NewSignatures(c CodeCaller) *Signatures { return &Signatures{c: c} }

// IsContract reports whether account has code at the latest block. It
// returns the chain read's error.
func (s *Signatures) IsContract(ctx context.Context, account common.Address) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	code, err := s.c.CodeAt(ctx, account, nil)
	if err != nil {
		return false, fmt.Errorf("chain: code of %s: %w", account.Hex(), err)
	}
	return len(code) > 0, nil
}

// ValidERC1271 reports whether wallet.isValidSignature(digest, sig) returns
// the ERC-1271 magic value at the latest block, as the curve requires (a
// return of at least 32 bytes whose first word is the magic value). A
// revert or any other return is false with a nil error; err is a chain
// read that failed.
func (s *Signatures) ValidERC1271(ctx context.Context, wallet common.Address, digest common.Hash, sig []byte) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	ok, err := erc1271.Valid(ctx, s.c, wallet, digest, sig)
	if err != nil {
		return false, fmt.Errorf("chain: %w", err)
	}
	return ok, nil
}
