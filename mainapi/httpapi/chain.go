package httpapi

import (
	"context"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// ChainReader reads ERC-20 state at the latest block; the logo upload
// (logo_upload.go) uses the client behind it for its eth_call and code
// reads. ERC20Caller implements it over a go-ethereum client (ethclient
// for RPC_URL).
type ChainReader interface {
	TotalSupply(ctx context.Context, token common.Address) (*big.Int, error)
	BalanceOf(ctx context.Context, token, holder common.Address) (*big.Int, error)
}

// ERC20Caller is a ChainReader over eth_call.
type ERC20Caller struct {
	Client ethereum.ContractCaller
}

var erc20ABI = bindings.NewNeoToken()

// TotalSupply calls token.totalSupply().
func (e ERC20Caller) TotalSupply(ctx context.Context, token common.Address) (*big.Int, error) {
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &token, Data: erc20ABI.PackTotalSupply()}, nil)
	if err != nil {
		return nil, err
	}
	return erc20ABI.UnpackTotalSupply(out)
}

// BalanceOf calls token.balanceOf(holder).
func (e ERC20Caller) BalanceOf(ctx context.Context, token, holder common.Address) (*big.Int, error) {
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &token, Data: erc20ABI.PackBalanceOf(holder)}, nil)
	if err != nil {
		return nil, err
	}
	return erc20ABI.UnpackBalanceOf(out)
}

// errChainUnavailable answers a request that needs a chain read when there
// is no client or the read failed.
var errChainUnavailable = &Error{Status: http.StatusServiceUnavailable, Message: "chain reads unavailable", RetryAfter: 5}
