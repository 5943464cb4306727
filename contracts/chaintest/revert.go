package chaintest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// Selectors of the two built-in Solidity revert payloads.
var (
	errorSelector = []byte{0x08, 0xc3, 0x79, 0xa0} // Error(string)
	panicSelector = []byte{0x4e, 0x48, 0x7b, 0x71} // Panic(uint256)
)

// RevertData returns the revert payload carried by err, an error of an
// eth_call, eth_estimateGas or transaction sent through a go-ethereum client;
// ok is false when err carries none.
func RevertData(err error) (data []byte, ok bool) {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil, false
	}
	switch v := de.ErrorData().(type) {
	case string:
		b, derr := hexutil.Decode(v)
		return b, derr == nil
	case []byte:
		return v, true
	}
	return nil, false
}

// DecodeRevert renders a revert payload: the message of Error(string), such
// as "NeoSwap: SWAPPER_NOT_ALLOWED"; "Panic(0x11)" for a panic; a custom
// error with its arguments, such as "NoQuoteSide()" or
// "InsufficientOutputAmount(1, 2)", when some compiled contract under
// contracts/artifacts declares it; otherwise its 4-byte selector in hex. An
// empty payload renders as "" (a bare revert or require without message).
func DecodeRevert(data []byte) string {
	if len(data) < 4 {
		return hexutil.Encode(data)[2:]
	}
	sel, args := data[:4], data[4:]
	switch {
	case string(sel) == string(errorSelector):
		if s, err := abi.UnpackRevert(data); err == nil {
			return s
		}
	case string(sel) == string(panicSelector):
		if len(args) == 32 {
			return fmt.Sprintf("Panic(%#x)", new(big.Int).SetBytes(args))
		}
	}
	if e, ok := knownErrors()[[4]byte(sel)]; ok {
		vals, err := e.Inputs.Unpack(args)
		if err == nil {
			parts := make([]string, len(vals))
			for i, v := range vals {
				parts[i] = fmt.Sprint(v)
			}
			return e.Name + "(" + strings.Join(parts, ", ") + ")"
		}
		return e.Name + "(?)"
	}
	return hexutil.Encode(sel)
}

// Revert returns the decoded revert reason of err (see DecodeRevert); ok is
// false when err carries no revert payload.
func Revert(err error) (reason string, ok bool) {
	data, ok := RevertData(err)
	if !ok {
		return "", false
	}
	return DecodeRevert(data), true
}

var (
	errorsOnce  sync.Once
	errorsBySel map[[4]byte]abi.Error
)

// knownErrors indexes every custom error of contracts/artifacts/combined.json
// by selector. It is empty when the file cannot be read.
func knownErrors() map[[4]byte]abi.Error {
	errorsOnce.Do(func() {
		errorsBySel = map[[4]byte]abi.Error{}
		_, file, _, ok := runtime.Caller(0)
		if !ok {
			return
		}
		raw, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "artifacts", "combined.json"))
		if err != nil {
			return
		}
		var combined struct {
			Contracts map[string]struct {
				ABI json.RawMessage `json:"abi"`
			} `json:"contracts"`
		}
		if err := json.Unmarshal(raw, &combined); err != nil {
			return
		}
		for _, c := range combined.Contracts {
			parsed, err := abi.JSON(strings.NewReader(string(c.ABI)))
			if err != nil {
				continue
			}
			for _, e := range parsed.Errors {
				errorsBySel[[4]byte(e.ID[:4])] = e
			}
		}
	})
	return errorsBySel
}
