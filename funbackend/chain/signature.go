package chain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/common/bindings"
)

// CodeCaller reads code and runs eth_call: *ethclient.Client and
// simulated.Client implement it.
type CodeCaller interface {
	Caller
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
}

// erc1271Magic is IERC1271.isValidSignature.selector, the value a wallet
// returns for a valid signature, left-aligned in a 32-byte word.
var erc1271Magic = common.RightPadBytes([]byte{0x16, 0x26, 0xba, 0x7e}, 32)

var walletABI = bindings.NewERC1271Wallet()

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
	out, err := s.c.CallContract(ctx, ethereum.CallMsg{To: &wallet, Data: walletABI.PackIsValidSignature(digest, sig)}, nil)
	if isRevert(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("chain: isValidSignature of %s: %w", wallet.Hex(), err)
	}
	return len(out) >= 32 && bytes.Equal(out[:32], erc1271Magic), nil
}

// isRevert reports whether err is the node's answer that the call reverted
// (JSON-RPC error 3, or a plain "execution reverted" for a revert without
// data), as opposed to a failed read.
func isRevert(err error) bool {
	if err == nil {
		return false
	}
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == 3 {
		return true
	}
	return strings.Contains(err.Error(), "execution reverted")
}
