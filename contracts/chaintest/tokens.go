package chaintest

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// erc20 packs and unpacks the standard ERC-20 calls (every token of the
// deployment shares these selectors).
var erc20 = bindings.NewTestToken()

// Token returns the address of a token by symbol: WETH, NEO, USDC, USDT or
// one of deploy.TestTokenSymbols. It fails t for an unknown symbol.
func (e *Env) Token(t testing.TB, symbol string) common.Address {
	t.Helper()
	addr, _, ok := e.Deployment.Token(symbol)
	if !ok {
		t.Fatalf("chaintest: unknown token %q", symbol)
	}
	return addr
}

// Units returns whole tokens of symbol in base units (n * 10^decimals).
func (e *Env) Units(t testing.TB, symbol string, n int64) *big.Int {
	t.Helper()
	_, dec, ok := e.Deployment.Token(symbol)
	if !ok {
		t.Fatalf("chaintest: unknown token %q", symbol)
	}
	return new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dec)), nil))
}

// BalanceOf returns owner's balance of an ERC-20 token; it fails t on error.
func (e *Env) BalanceOf(t testing.TB, token, owner common.Address) *big.Int {
	t.Helper()
	bal, err := bind.Call(erc20.Instance(e.Client, token), nil, erc20.PackBalanceOf(owner), erc20.UnpackBalanceOf)
	if err != nil {
		t.Fatalf("chaintest: balanceOf %s at %s: %v", owner.Hex(), token.Hex(), err)
	}
	return bal
}

// Allowance returns the ERC-20 allowance of spender over owner's token.
func (e *Env) Allowance(t testing.TB, token, owner, spender common.Address) *big.Int {
	t.Helper()
	v, err := bind.Call(erc20.Instance(e.Client, token), nil, erc20.PackAllowance(owner, spender), erc20.UnpackAllowance)
	if err != nil {
		t.Fatalf("chaintest: allowance at %s: %v", token.Hex(), err)
	}
	return v
}

// Mint gives to amount of token from the deployer (Accounts[0]): WETH is
// wrapped from the deployer's ETH, NEO transferred from its supply, and the
// test tokens (USDC, USDT, ALPHA, ...) minted by their owner. FOT is minted,
// so no transfer fee applies. It commits and fails t on error.
func (e *Env) Mint(t testing.TB, token, to common.Address, amount *big.Int) {
	t.Helper()
	d := e.Deployment
	switch token {
	case d.WETH:
		weth := bindings.NewWETH9()
		opts := e.TxOpts(0)
		opts.Value = amount
		tx, err := bind.Transact(weth.Instance(e.Client, token), opts, weth.PackDeposit())
		e.MustTransact(t, tx, err)
		e.Transfer(t, 0, token, to, amount)
	case d.NeoToken:
		e.Transfer(t, 0, token, to, amount)
	default:
		tx, err := bind.Transact(erc20.Instance(e.Client, token), e.TxOpts(0), erc20.PackMint(to, amount))
		e.MustTransact(t, tx, err)
	}
}

// Transfer sends amount of token from Accounts[from] to to; it commits and
// fails t on error.
func (e *Env) Transfer(t testing.TB, from int, token, to common.Address, amount *big.Int) {
	t.Helper()
	tx, err := bind.Transact(erc20.Instance(e.Client, token), e.TxOpts(from), erc20.PackTransfer(to, amount))
	e.MustTransact(t, tx, err)
}

// Approve lets spender move amount of Accounts[owner]'s token; it commits
// and fails t on error. Use MaxUint256 for an unlimited allowance.
func (e *Env) Approve(t testing.TB, owner int, token, spender common.Address, amount *big.Int) {
	t.Helper()
	tx, err := bind.Transact(erc20.Instance(e.Client, token), e.TxOpts(owner), erc20.PackApprove(spender, amount))
	e.MustTransact(t, tx, err)
}

// MaxUint256 is 2^256-1, the customary unlimited allowance. Do not mutate.
var MaxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
