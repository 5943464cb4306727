// Package erc1271 checks a smart account's signature the way OpenZeppelin's
// SignatureChecker does: the account's isValidSignature(hash, signature)
// must return the ERC-1271 magic value. Both services use it: funbackend
// for launch intents of contract creators, mainapi for logo uploads, referral
// bindings and profile writes.
package erc1271

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/common/bindings"
)

// magic is IERC1271.isValidSignature.selector, the value a wallet returns
// for a valid signature, left-aligned in a 32-byte word.
var magic = common.RightPadBytes([]byte{0x16, 0x26, 0xba, 0x7e}, 32)

var walletABI = bindings.NewERC1271Wallet()

// Valid reports whether wallet.isValidSignature(digest, sig) returns the
// magic value at the latest block (a return of at least 32 bytes whose
// first word is the magic value). A revert, an account without code (an
// empty return) or any other return is false with a nil error; err is a
// chain read that failed.
func Valid(ctx context.Context, c ethereum.ContractCaller, wallet common.Address, digest common.Hash, sig []byte) (bool, error) {
	return ValidAt(ctx, c, wallet, digest, sig, nil)
}

// ValidAt is Valid at block number block (nil: the latest block). Pinning
// the block makes the answer a function of one known chain state (mainapi's
// wallet-signed writes read at the indexed head), not of whatever the node
// has when the call lands.
func ValidAt(ctx context.Context, c ethereum.ContractCaller, wallet common.Address, digest common.Hash, sig []byte, block *big.Int) (bool, error) {
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &wallet, Data: walletABI.PackIsValidSignature(digest, sig)}, block)
	if IsRevert(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("erc1271: isValidSignature of %s: %w", wallet.Hex(), err)
	}
	return len(out) >= 32 && bytes.Equal(out[:32], magic), nil
}

// IsRevert reports whether err is the node's answer that the call reverted
// (JSON-RPC error 3, or a plain "execution reverted" for a revert without
// data), as opposed to a failed read.
func IsRevert(err error) bool {
	if err == nil {
		return false
	}
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == 3 {
		return true
	}
	return strings.Contains(err.Error(), "execution reverted")
}
