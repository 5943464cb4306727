package ethrpc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/mainapi"
)

// ERC-20 metadata selectors.
var (
	selSymbol   = common.FromHex("0x95d89b41")
	selName     = common.FromHex("0x06fdde03")
	selDecimals = common.FromHex("0x313ce567")
)

// maxMetadataLen bounds stored symbols and names (in bytes).
const maxMetadataLen = 128

// TokenMetadata reads symbol(), name() and decimals() at the latest block,
// in one batch request when the client has a raw JSON-RPC client. A call
// that reverts or returns something that is neither an ABI string nor a
// bytes32 (symbol, name) or a uint8 (decimals) leaves that field nil; the
// error is for a node that could not be asked (transport failure).
func (s *Source) TokenMetadata(ctx context.Context, token common.Address) (mainapi.TokenMetadata, error) {
	md := mainapi.TokenMetadata{Address: token}
	var outs [3][]byte
	var err error
	if s.rpc != nil {
		err = s.callBatch(ctx, token, outs[:], selSymbol, selName, selDecimals)
	} else {
		for i, sel := range [][]byte{selSymbol, selName, selDecimals} {
			if outs[i], err = s.call(ctx, token, sel); err != nil {
				break
			}
		}
	}
	if err != nil {
		return md, err
	}
	md.Symbol, md.Name, md.Decimals = parseString(outs[0]), parseString(outs[1]), parseDecimals(outs[2])
	return md, nil
}

// callBatch runs one eth_call a selector in a batch request, as call does:
// a call that reverted yields nil output, any other error fails the read.
func (s *Source) callBatch(ctx context.Context, to common.Address, outs [][]byte, sels ...[]byte) error {
	res := make([]hexutil.Bytes, len(sels))
	elems := make([]rpc.BatchElem, len(sels))
	for i, sel := range sels {
		arg := map[string]any{"from": common.Address{}, "to": to, "input": hexutil.Bytes(sel)}
		elems[i] = rpc.BatchElem{Method: "eth_call", Args: []any{arg, "latest"}, Result: &res[i]}
	}
	if err := s.rpc.BatchCallContext(ctx, elems); err != nil {
		return fmt.Errorf("ethrpc: call %s: %w", to.Hex(), err)
	}
	for i, e := range elems {
		switch {
		case e.Error == nil:
			outs[i] = res[i]
		case tokenAnswered(e.Error):
			outs[i] = nil
		default:
			return fmt.Errorf("ethrpc: call %s: %w", to.Hex(), e.Error)
		}
	}
	return nil
}

// call runs an eth_call; a revert yields nil output, any other failure
// (the node's error or the transport's) an error.
func (s *Source) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	out, err := s.c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err == nil {
		return out, nil
	}
	if tokenAnswered(err) {
		return nil, nil
	}
	return nil, fmt.Errorf("ethrpc: call %s: %w", to.Hex(), err)
}

// tokenAnswered reports whether a call's error is the token's answer (a
// revert, an invalid opcode, out of gas: the field is nil for good) rather
// than the node's (rate limited, overloaded, state not available), which
// is returned so that the read is retried: taken for a revert, a node's
// -32005 stored a token's symbol as nil for good. go-ethereum's nodes
// answer a revert with data as code 3, and one without as -32000
// "execution reverted".
func tokenAnswered(err error) bool {
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) && rpcErr.ErrorCode() == 3 {
		return true
	}
	return isRevert(err)
}

// isRevert recognizes errors of in-process backends that are not rpc.Error.
func isRevert(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "execution reverted") || strings.Contains(msg, "invalid opcode") ||
		strings.Contains(msg, "out of gas")
}

// parseString decodes an ABI string, or else a bytes32 (MKR-style), into
// clean UTF-8 without NUL bytes; nil when it is neither.
func parseString(out []byte) *string {
	var raw []byte
	if len(out) >= 64 {
		// The words are the token's to choose: every bound is compared
		// as "fits in what is left", never as a sum that could wrap
		// (an offset of 2^64-1 plus 32 is 31, inside any answer).
		size := uint64(len(out))
		off := new(big.Int).SetBytes(out[:32])
		if off.IsUint64() && off.Uint64() <= size-32 {
			o := off.Uint64()
			n := new(big.Int).SetBytes(out[o : o+32])
			if n.IsUint64() && n.Uint64() <= size-32-o {
				raw = out[o+32 : o+32+n.Uint64()]
			}
		}
	}
	if raw == nil && len(out) == 32 {
		raw = bytes.TrimRight(out, "\x00")
	}
	if raw == nil {
		return nil
	}
	raw = bytes.ReplaceAll(raw, []byte{0}, nil)
	if !utf8.Valid(raw) {
		raw = []byte(strings.ToValidUTF8(string(raw), "\uFFFD"))
	}
	if len(raw) > maxMetadataLen {
		raw = raw[:maxMetadataLen]
		for !utf8.Valid(raw) {
			raw = raw[:len(raw)-1]
		}
	}
	s := string(raw)
	return &s
}

// parseDecimals decodes a uint8 return value; nil for anything else.
func parseDecimals(out []byte) *uint8 {
	if len(out) != 32 {
		return nil
	}
	v := new(big.Int).SetBytes(out)
	if !v.IsUint64() || v.Uint64() > 255 {
		return nil
	}
	d := uint8(v.Uint64())
	return &d
}
