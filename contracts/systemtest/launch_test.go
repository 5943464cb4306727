package systemtest_test

// Tests of the launch venue (LaunchpadCurve behind its proxy, LaunchpadToken
// clones, LaunchpadLens, LaunchpadGraduator, LaunchpadTimelock) on the whole
// deployed system: EIP-712 intents signed by go-ethereum's signer, the
// predicted coin address, quotes equal to execution, fees to the wei, the
// freeze/unfreeze/graduate lifecycle of docs/launch-lifecycle.md 3 and 5,
// reentrancy and the timelocked upgrade path. PvE is in pve_test.go, Neocat
// staking in neocat_test.go. Helpers carry an lv prefix (or are launchFx
// methods) so they never collide with the other files of the package.

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/events"
	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

var (
	lvCurve    = bindings.NewLaunchpadCurve()
	lvLens     = bindings.NewLaunchpadLens()
	lvToken    = bindings.NewLaunchpadToken()
	lvVault    = bindings.NewPveVault()
	lvStaking  = bindings.NewNeocatStaking()
	lvNft      = bindings.NewNeocatNft()
	lvPair     = bindings.NewNeoSwapPair()
	lvFactory  = bindings.NewNeoSwapFactory()
	lvFeeVault = bindings.NewCreatorFeeVault()
	lvRegistry = bindings.NewCreatorFeeRegistry()
	lvTimelock = bindings.NewLaunchpadTimelock()
	lvAttacker = bindings.NewReentrantTrader()
	lvFees     = bindings.NewFeeRouter()

	lvDead = common.HexToAddress("0x000000000000000000000000000000000000dEaD")
)

// Status numbers of ILaunchpadCurve.Status.
const (
	lvTrading   = uint8(launch.StatusTrading)
	lvFrozen    = uint8(launch.StatusFrozen)
	lvGraduated = uint8(launch.StatusGraduated)
)

// ReentrantTrader.Attack values.
const (
	lvAttackNone uint8 = iota
	lvAttackBuy
	lvAttackSell
	lvAttackGraduate
)

// lvSellReopenDelay is the curve's SELL_REOPEN_DELAY.
const lvSellReopenDelay = 6 * time.Hour

func lvInt(n int64) *big.Int { return big.NewInt(n) }

// lvMilli is n thousandths of an ether, in wei.
func lvMilli(n int64) *big.Int { return new(big.Int).Mul(lvInt(n), lvInt(1e15)) }

// lvEther is n ether, in wei.
func lvEther(n int64) *big.Int { return new(big.Int).Mul(lvInt(n), lvInt(1e18)) }

func lvMulDiv(a, b, c *big.Int) *big.Int { return new(big.Int).Div(new(big.Int).Mul(a, b), c) }
func lvAdd(a, b *big.Int) *big.Int       { return new(big.Int).Add(a, b) }
func lvSub(a, b *big.Int) *big.Int       { return new(big.Int).Sub(a, b) }

// lvBps is floor(x * bps / 10000), the rounding of every curve fee.
func lvBps(x *big.Int, bps int64) *big.Int { return lvMulDiv(x, lvInt(bps), lvInt(10_000)) }

// lvEvents decodes the logs of contract at addr in r through the shared
// registry (common/events) and keeps those of type T, in log order.
func lvEvents[T any](r *types.Receipt, addr common.Address, contract string) []T {
	var out []T
	for _, l := range r.Logs {
		if l.Address != addr {
			continue
		}
		v, err := events.Default.Decode(contract, l)
		if err != nil {
			continue
		}
		if ev, ok := v.(T); ok {
			out = append(out, ev)
		}
	}
	return out
}

// lvOne is the single event of type T that contract at addr logged in r.
func lvOne[T any](t *testing.T, r *types.Receipt, addr common.Address, contract string) T {
	t.Helper()
	evs := lvEvents[T](r, addr, contract)
	if len(evs) != 1 {
		var zero T
		t.Fatalf("%d %T events from %s, want 1", len(evs), zero, contract)
	}
	return evs[0]
}

func lvCall[T any](f *launchFx, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	return chaintest.Call(f.t, f.Env, to, data, unpack)
}

// launchFx is one test's deployed system plus the launch venue calls.
type launchFx struct {
	*chaintest.Env
	t     *testing.T
	d     *deploy.Deployment
	curve common.Address
}

func newLaunchFx(t *testing.T) *launchFx {
	t.Helper()
	env := chaintest.New(t)
	return &launchFx{Env: env, t: t, d: env.Deployment, curve: env.Deployment.LaunchpadCurve}
}

func (f *launchFx) addr(i int) common.Address { return f.Accounts[i].Address }

func (f *launchFx) send(from int, to common.Address, value *big.Int, data []byte) *types.Receipt {
	f.t.Helper()
	return f.Send(f.t, from, to, value, data)
}

// revert returns the reason of a transaction that fails gas estimation.
func (f *launchFx) revert(from int, to common.Address, value *big.Int, data []byte) string {
	f.t.Helper()
	return f.SendRevert(f.t, from, to, value, data, 0)
}

// revertMined mines a transaction with a fixed gas limit that must revert
// and returns its receipt and reason.
func (f *launchFx) revertMined(from int, to common.Address, value *big.Int, data []byte, gas uint64) (*types.Receipt, string) {
	f.t.Helper()
	opts := f.TxOpts(from)
	opts.Value, opts.GasLimit = value, gas
	tx, err := lvFees.Instance(f.Client, to).RawTransact(opts, data)
	reason := f.MustRevert(f.t, tx, err)
	r, err := f.Client.TransactionReceipt(context.Background(), tx.Hash())
	if err != nil {
		f.t.Fatal(err)
	}
	return r, reason
}

// queue sends a transaction with a fixed gas limit without mining it, so
// several land in one block; mine them with f.Commit and f.receipt.
func (f *launchFx) queue(from int, to common.Address, value *big.Int, data []byte, gas uint64) *types.Transaction {
	f.t.Helper()
	opts := f.TxOpts(from)
	opts.Value, opts.GasLimit = value, gas
	tx, err := lvFees.Instance(f.Client, to).RawTransact(opts, data)
	if err != nil {
		f.t.Fatalf("queue: %v", err)
	}
	return tx
}

func (f *launchFx) receipt(tx *types.Transaction) *types.Receipt {
	f.t.Helper()
	r, err := f.Client.TransactionReceipt(context.Background(), tx.Hash())
	if err != nil {
		f.t.Fatalf("receipt of %s: %v", tx.Hash().Hex(), err)
	}
	return r
}

func (f *launchFx) state(token common.Address) bindings.ILaunchpadCurveCurve {
	f.t.Helper()
	return lvCall(f, f.curve, lvCurve.PackCurves(token), lvCurve.UnpackCurves)
}

func (f *launchFx) params(token common.Address) bindings.ILaunchpadCurveParams {
	f.t.Helper()
	return lvCall(f, f.curve, lvCurve.PackParamsOf(token), lvCurve.UnpackParamsOf)
}

func (f *launchFx) tokenBalance(token, owner common.Address) *big.Int {
	f.t.Helper()
	return f.BalanceOf(f.t, token, owner)
}

// coin launches a coin from Accounts[from] with no ETH (the salt is derived
// from the name) and returns it.
func (f *launchFx) coin(from int, name string) common.Address {
	f.t.Helper()
	token, _ := f.Launch(f.t, from, lvArgs(name), nil)
	return token
}

func lvArgs(name string) bindings.ILaunchpadCurveLaunchArgs {
	return bindings.ILaunchpadCurveLaunchArgs{
		Name:         name,
		Symbol:       strings.ToUpper(strings.ReplaceAll(name, " ", "")),
		MetadataHash: launch.MetadataHash([]byte(`{"name":"` + name + `"}`)),
		Salt:         new(big.Int).SetBytes(crypto.Keccak256([]byte(name))[:8]),
		PveEth:       new(big.Int),
	}
}

// buy buys token with value wei from Accounts[from] (no minimum) and
// returns the receipt and its Trade.
func (f *launchFx) buy(from int, token common.Address, value *big.Int) (*types.Receipt, *bindings.LaunchpadCurveTrade) {
	f.t.Helper()
	r := f.send(from, f.curve, value, lvCurve.PackBuy(token, new(big.Int)))
	return r, lvOne[*bindings.LaunchpadCurveTrade](f.t, r, f.curve, "LaunchpadCurve")
}

// sell approves and sells amount of token from Accounts[from] (no minimum)
// and returns the sell's receipt and its Trade.
func (f *launchFx) sell(from int, token common.Address, amount *big.Int) (*types.Receipt, *bindings.LaunchpadCurveTrade) {
	f.t.Helper()
	f.Approve(f.t, from, token, f.curve, amount)
	r := f.send(from, f.curve, nil, lvCurve.PackSell(token, amount, new(big.Int)))
	return r, lvOne[*bindings.LaunchpadCurveTrade](f.t, r, f.curve, "LaunchpadCurve")
}

// freeze buys token to its floor with 10 ETH from Accounts[from] and returns
// the receipt and its FloorReached.
func (f *launchFx) freeze(from int, token common.Address) (*types.Receipt, *bindings.LaunchpadCurveFloorReached) {
	f.t.Helper()
	r := f.send(from, f.curve, lvEther(10), lvCurve.PackBuy(token, new(big.Int)))
	return r, lvOne[*bindings.LaunchpadCurveFloorReached](f.t, r, f.curve, "LaunchpadCurve")
}

// intent returns an intent of Accounts[creator] with its current nonce, a
// deadline an hour out and no submitter.
func (f *launchFx) intent(creator int, name string) launch.Intent {
	f.t.Helper()
	a := lvArgs(name)
	return launch.Intent{
		Creator:      f.addr(creator),
		Name:         a.Name,
		Symbol:       a.Symbol,
		MetadataHash: a.MetadataHash,
		Salt:         a.Salt,
		Nonce:        lvCall(f, f.curve, lvCurve.PackLaunchNonce(f.addr(creator)), lvCurve.UnpackLaunchNonce),
		Deadline:     new(big.Int).SetUint64(f.Head(f.t).Time + 3600),
	}
}

// apitypesSign signs in under domain with Accounts[signer]'s key through
// go-ethereum's EIP-712 implementation (the path a wallet takes).
func (f *launchFx) apitypesSign(signer int, in launch.Intent, domain launch.Domain) []byte {
	f.t.Helper()
	digest, _, err := apitypes.TypedDataAndHash(in.TypedData(domain))
	if err != nil {
		f.t.Fatal(err)
	}
	sig, err := crypto.Sign(digest, f.Accounts[signer].Key)
	if err != nil {
		f.t.Fatal(err)
	}
	sig[64] += 27
	return sig
}

func TestLaunchIntentSignature(t *testing.T) {
	f := newLaunchFx(t)
	const creator, submitter = 2, 3
	domain := f.IntentDomain()

	t.Run("on-chain hashing equals common/launch", func(t *testing.T) {
		in := f.intent(creator, "Hash Check")
		sep, err := domain.Separator()
		if err != nil {
			t.Fatal(err)
		}
		if got := lvCall(f, f.curve, lvCurve.PackDOMAINSEPARATOR(), lvCurve.UnpackDOMAINSEPARATOR); got != sep {
			t.Errorf("DOMAIN_SEPARATOR = %x, want %s", got, sep.Hex())
		}
		if got := lvCall(f, f.curve, lvCurve.PackLAUNCHINTENTTYPEHASH(), lvCurve.UnpackLAUNCHINTENTTYPEHASH); got != launch.IntentTypeHash {
			t.Errorf("LAUNCH_INTENT_TYPEHASH = %x, want %s", got, launch.IntentTypeHash.Hex())
		}
		for _, mod := range []func(*launch.Intent){
			func(*launch.Intent) {},
			func(in *launch.Intent) { in.Name, in.Symbol = "猫 🐱", "" },
			func(in *launch.Intent) { in.Submitter, in.FeeRecipient = f.addr(4), f.addr(5) },
			func(in *launch.Intent) { in.Salt = new(big.Int).Sub(new(big.Int).Lsh(lvInt(1), 256), lvInt(1)) },
		} {
			mod(&in)
			want, err := in.Hash(domain)
			if err != nil {
				t.Fatal(err)
			}
			if got := lvCall(f, f.curve, lvCurve.PackHashIntent(in.Binding()), lvCurve.UnpackHashIntent); got != want {
				t.Errorf("hashIntent(%+v) = %x, want %s", in, got, want.Hex())
			}
		}
	})

	// Every rejected intent below is the creator's nonce-0 intent with one thing wrong.
	valid := f.intent(creator, "Cat Coin")
	head := f.Head(t).Time
	tests := []struct {
		name      string
		mod       func(*launch.Intent)
		domain    launch.Domain
		signer    int
		submitter int
		want      string
	}{
		{name: "wrong domain name", domain: launch.Domain{Name: "NeoswapLaunchpad2", Version: "1", ChainID: f.ChainIDBig, VerifyingContract: f.curve},
			want: "InvalidSignature()"},
		{name: "wrong domain version", domain: launch.Domain{Name: launch.DomainName, Version: "2", ChainID: f.ChainIDBig, VerifyingContract: f.curve},
			want: "InvalidSignature()"},
		{name: "wrong verifying contract", domain: launch.NewDomain(f.ChainIDBig, f.d.LaunchpadLens), want: "InvalidSignature()"},
		{name: "wrong chain id", domain: launch.NewDomain(lvInt(5), f.curve), want: "InvalidSignature()"},
		{name: "signed by another key", signer: 4, want: "InvalidSignature()"},
		{name: "expired deadline", mod: func(in *launch.Intent) { in.Deadline = new(big.Int).SetUint64(head - 1) },
			want: fmt.Sprintf("IntentExpired(%d)", head-1)},
		{name: "deadline more than 7 days out", mod: func(in *launch.Intent) { in.Deadline = new(big.Int).SetUint64(head + launch.MaxIntentLifetime + 3600) },
			want: fmt.Sprintf("DeadlineTooFar(%d)", head+launch.MaxIntentLifetime+3600)},
		{name: "future nonce", mod: func(in *launch.Intent) { in.Nonce = lvInt(1) }, want: "BadNonce(0, 1)"},
		{name: "wrong submitter", mod: func(in *launch.Intent) { in.Submitter = f.addr(4) },
			want: "WrongSubmitter(" + f.addr(4).Hex() + ")"},
	}
	for _, tt := range tests {
		t.Run("rejects "+tt.name, func(t *testing.T) {
			in := valid
			if tt.mod != nil {
				tt.mod(&in)
			}
			d, signer, from := domain, creator, submitter
			if tt.domain.Name != "" {
				d = tt.domain
			}
			if tt.signer != 0 {
				signer = tt.signer
			}
			sig := f.apitypesSign(signer, in, d)
			got := f.revert(from, f.curve, lvMilli(100), lvCurve.PackBuyWithIntent(in.Binding(), sig, new(big.Int)))
			if got != tt.want {
				t.Errorf("revert %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("rejects a malleable (high-s) signature", func(t *testing.T) {
		sig := f.apitypesSign(creator, valid, domain)
		s := new(big.Int).SetBytes(sig[32:64])
		copy(sig[32:64], common.LeftPadBytes(new(big.Int).Sub(crypto.S256().Params().N, s).Bytes(), 32))
		sig[64] ^= 1
		if got := f.revert(submitter, f.curve, nil, lvCurve.PackBuyWithIntent(valid.Binding(), sig, new(big.Int))); got != "InvalidSignature()" {
			t.Errorf("revert %q, want InvalidSignature()", got)
		}
	})

	// The valid intent, deadline exactly 7 days out, signed through apitypes
	// and submitted (with a buy) by another account.
	in := valid
	in.Deadline = new(big.Int).SetUint64(head + launch.MaxIntentLifetime)
	sig := f.apitypesSign(creator, in, domain)
	if signer, err := in.RecoverSigner(domain, sig); err != nil || signer != f.addr(creator) {
		t.Fatalf("RecoverSigner = %s, %v", signer.Hex(), err)
	}
	predicted := launch.PredictTokenAddress(f.curve, f.d.LaunchpadTokenImpl, in.Creator, in.Salt)
	r := f.send(submitter, f.curve, lvMilli(500), lvCurve.PackBuyWithIntent(in.Binding(), sig, new(big.Int)))

	t.Run("accepted", func(t *testing.T) {
		created := lvOne[*bindings.LaunchpadCurveTokenCreated](t, r, f.curve, "LaunchpadCurve")
		p := deploy.LaunchParams()
		want := bindings.LaunchpadCurveTokenCreated{
			Token: predicted, Creator: f.addr(creator), Submitter: f.addr(submitter), FeeRecipient: f.addr(creator),
			Name: in.Name, Symbol: in.Symbol, MetadataHash: in.MetadataHash, Salt: in.Salt, Nonce: lvInt(0),
			PveVault: common.Address{}, ParamsId: 1, VirtualEth: p.VirtualEth, VirtualToken: p.VirtualToken,
			FloorToken: p.FloorToken, CreatorFeeBps: lvInt(deploy.LaunchCreatorFeeBps),
		}
		got := *created
		got.Raw = nil
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("TokenCreated\n got %+v\nwant %+v", got, want)
		}
		trade := lvOne[*bindings.LaunchpadCurveTrade](t, r, f.curve, "LaunchpadCurve")
		if trade.Token != predicted || trade.Trader != f.addr(submitter) || !trade.IsBuy || trade.EthAmount.Cmp(lvMilli(500)) != 0 {
			t.Errorf("Trade %+v", trade)
		}
		if got := f.tokenBalance(predicted, f.addr(submitter)); got.Cmp(trade.TokenAmount) != 0 {
			t.Errorf("submitter holds %s, bought %s", got, trade.TokenAmount)
		}
		if n := lvCall(f, f.curve, lvCurve.PackLaunchNonce(f.addr(creator)), lvCurve.UnpackLaunchNonce); n.Int64() != 1 {
			t.Errorf("launchNonce = %s, want 1", n)
		}
	})
	t.Run("rejects a reused nonce", func(t *testing.T) {
		if got := f.revert(submitter, f.curve, nil, lvCurve.PackBuyWithIntent(in.Binding(), sig, new(big.Int))); got != "BadNonce(1, 0)" {
			t.Errorf("revert %q, want BadNonce(1, 0)", got)
		}
	})
	t.Run("a direct launch consumes the pending intent's nonce", func(t *testing.T) {
		next := f.intent(creator, "Second Coin") // nonce 1
		nextSig := f.apitypesSign(creator, next, domain)
		f.coin(creator, "Direct Coin")
		if got := f.revert(submitter, f.curve, nil, lvCurve.PackBuyWithIntent(next.Binding(), nextSig, new(big.Int))); got != "BadNonce(2, 1)" {
			t.Errorf("revert %q, want BadNonce(2, 1)", got)
		}
	})
	t.Run("zero value creates the coin without a buy", func(t *testing.T) {
		in := f.intent(5, "No Buy")
		in.Submitter = f.addr(5)
		r := f.send(5, f.curve, nil, lvCurve.PackBuyWithIntent(in.Binding(), f.SignIntent(t, 5, in), new(big.Int)))
		if n := len(lvEvents[*bindings.LaunchpadCurveTrade](r, f.curve, "LaunchpadCurve")); n != 0 {
			t.Errorf("%d Trade events, want 0", n)
		}
		lvOne[*bindings.LaunchpadCurveTokenCreated](t, r, f.curve, "LaunchpadCurve")
	})
}

func TestLaunchERC1271Creator(t *testing.T) {
	f := newLaunchFx(t)
	wallet := f.d.ERC1271Wallet // owned by Accounts[0]
	in := launch.Intent{
		Creator: wallet, Submitter: f.addr(3), Name: "Wallet Coin", Symbol: "WAL",
		MetadataHash: launch.MetadataHash([]byte(`{}`)), Salt: lvInt(1), Nonce: lvInt(0),
		Deadline: new(big.Int).SetUint64(f.Head(t).Time + 3600),
	}
	if got := f.revert(3, f.curve, nil, lvCurve.PackBuyWithIntent(in.Binding(), f.SignIntent(t, 1, in), new(big.Int))); got != "InvalidSignature()" {
		t.Errorf("signed by a non-owner: revert %q, want InvalidSignature()", got)
	}
	r := f.send(3, f.curve, lvMilli(100), lvCurve.PackBuyWithIntent(in.Binding(), f.SignIntent(t, 0, in), new(big.Int)))
	created := lvOne[*bindings.LaunchpadCurveTokenCreated](t, r, f.curve, "LaunchpadCurve")
	if created.Creator != wallet || created.Submitter != f.addr(3) || created.FeeRecipient != wallet {
		t.Errorf("TokenCreated creator %s submitter %s feeRecipient %s", created.Creator.Hex(), created.Submitter.Hex(), created.FeeRecipient.Hex())
	}
	if want := launch.PredictTokenAddress(f.curve, f.d.LaunchpadTokenImpl, wallet, in.Salt); created.Token != want {
		t.Errorf("token %s, predicted %s", created.Token.Hex(), want.Hex())
	}
	if got := lvCall(f, f.d.CreatorFeeRegistry, lvRegistry.PackCreatorOf(created.Token), lvRegistry.UnpackCreatorOf); got != wallet {
		t.Errorf("creatorOf = %s, want the wallet", got.Hex())
	}
}

func TestLaunchPredictedAddress(t *testing.T) {
	f := newLaunchFx(t)
	const creator = 2
	if got := lvCall(f, f.curve, lvCurve.PackTokenImplementation(), lvCurve.UnpackTokenImplementation); got != f.d.LaunchpadTokenImpl {
		t.Fatalf("tokenImplementation = %s, deployment says %s", got.Hex(), f.d.LaunchpadTokenImpl.Hex())
	}
	initHash := lvCall(f, f.d.Factory, lvFactory.PackINITCODEPAIRHASH(), lvFactory.UnpackINITCODEPAIRHASH)
	pairFor := func(a, b common.Address) common.Address {
		if b.Cmp(a) < 0 {
			a, b = b, a
		}
		return crypto.CreateAddress2(f.d.Factory, crypto.Keccak256Hash(a[:], b[:]), initHash[:])
	}
	huge, _ := new(big.Int).SetString("57896044618658097711785492504343953926634992332820282019728792003956564819975", 10)
	for i, salt := range []*big.Int{lvInt(0), lvInt(1), huge} {
		t.Run(fmt.Sprintf("salt %d", i), func(t *testing.T) {
			want := launch.PredictTokenAddress(f.curve, f.d.LaunchpadTokenImpl, f.addr(creator), salt)
			if got := lvCall(f, f.curve, lvCurve.PackPredictTokenAddress(f.addr(creator), salt), lvCurve.UnpackPredictTokenAddress); got != want {
				t.Fatalf("curve.predictTokenAddress = %s, launch.PredictTokenAddress %s", got.Hex(), want.Hex())
			}
			if code, _ := f.Client.CodeAt(context.Background(), want, nil); len(code) != 0 {
				t.Fatalf("code at %s before the launch", want.Hex())
			}
			args := lvArgs(fmt.Sprintf("Salted %d", i))
			args.Salt = salt
			token, _ := f.Launch(t, creator, args, nil)
			if token != want {
				t.Fatalf("deployed at %s, predicted %s", token.Hex(), want.Hex())
			}
			if code, _ := f.Client.CodeAt(context.Background(), want, nil); len(code) == 0 {
				t.Fatalf("no code at %s after the launch", want.Hex())
			}
			if got := lvCall(f, token, lvToken.PackTotalSupply(), lvToken.UnpackTotalSupply); got.Cmp(launch.TotalSupply) != 0 {
				t.Errorf("totalSupply = %s, want %s", got, launch.TotalSupply)
			}
			if got := lvCall(f, token, lvToken.PackDecimals(), lvToken.UnpackDecimals); got != 18 {
				t.Errorf("decimals = %d", got)
			}
			if got := lvCall(f, token, lvToken.PackSymbol(), lvToken.UnpackSymbol); got != args.Symbol {
				t.Errorf("symbol = %q, want %q", got, args.Symbol)
			}
			if got := lvCall(f, token, lvToken.PackPairWeth(), lvToken.UnpackPairWeth); got != pairFor(token, f.d.WETH) {
				t.Errorf("pairWeth = %s, want the CREATE2 pair %s", got.Hex(), pairFor(token, f.d.WETH).Hex())
			}
			if got := lvCall(f, token, lvToken.PackPairNeo(), lvToken.UnpackPairNeo); got != pairFor(token, f.d.NeoToken) {
				t.Errorf("pairNeo = %s, want the CREATE2 pair %s", got.Hex(), pairFor(token, f.d.NeoToken).Hex())
			}
			again := f.revert(creator, f.curve, nil, lvCurve.PackLaunch(args, new(big.Int)))
			if want := "TokenExists(" + token.Hex() + ")"; again != want {
				t.Errorf("second launch: revert %q, want %q", again, want)
			}
		})
	}
}

func TestLaunchQuotesMatchExecution(t *testing.T) {
	f := newLaunchFx(t)
	token := f.coin(2, "Quote Coin")
	p := deploy.LaunchParams()
	buyers := []int{3, 4, 5, 6, 7, 8}

	for i, size := range []*big.Int{lvInt(1), lvInt(1e9), lvMilli(1), lvMilli(100), lvMilli(777), lvMilli(1300)} {
		t.Run("buy "+size.String(), func(t *testing.T) {
			from := buyers[i]
			c := f.state(token)
			q := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteBuyDetailed(token, size), lvLens.UnpackQuoteBuyDetailed)
			short := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteBuy(token, size), lvLens.UnpackQuoteBuy)
			if short.TokensOut.Cmp(q.TokensOut) != 0 || short.GrossUsed.Cmp(q.GrossUsed) != 0 || short.Refund.Cmp(q.Refund) != 0 {
				t.Errorf("quoteBuy %+v, quoteBuyDetailed %+v", short, q)
			}
			// The curve's arithmetic, independently.
			pf, cf := lvBps(size, deploy.ProtocolFeeBps), lvBps(size, deploy.LaunchCreatorFeeBps)
			net := lvSub(lvSub(size, pf), cf)
			out := lvMulDiv(c.VirtualToken, net, lvAdd(c.VirtualEth, net))
			if q.TokensOut.Cmp(out) != 0 || q.ProtocolFee.Cmp(pf) != 0 || q.CreatorFee.Cmp(cf) != 0 || q.GrossUsed.Cmp(size) != 0 || q.Refund.Sign() != 0 {
				t.Errorf("quote %+v, want tokensOut %s fees %s/%s", q, out, pf, cf)
			}
			if i == 0 {
				if got, want := f.revert(from, f.curve, size, lvCurve.PackBuy(token, lvAdd(q.TokensOut, lvInt(1)))),
					fmt.Sprintf("Slippage(%s, %s)", q.TokensOut, lvAdd(q.TokensOut, lvInt(1))); got != want {
					t.Errorf("minOut above the quote: revert %q, want %q", got, want)
				}
			}
			ethBefore, tokBefore := f.EthBalance(t, f.addr(from)), f.tokenBalance(token, f.addr(from))
			r := f.send(from, f.curve, size, lvCurve.PackBuy(token, q.TokensOut))
			tr := lvOne[*bindings.LaunchpadCurveTrade](t, r, f.curve, "LaunchpadCurve")
			if tr.EthAmount.Cmp(q.GrossUsed) != 0 || tr.TokenAmount.Cmp(q.TokensOut) != 0 ||
				tr.ProtocolFee.Cmp(q.ProtocolFee) != 0 || tr.CreatorFee.Cmp(q.CreatorFee) != 0 {
				t.Errorf("Trade %+v, quote %+v", tr, q)
			}
			if got := lvSub(f.tokenBalance(token, f.addr(from)), tokBefore); got.Cmp(q.TokensOut) != 0 {
				t.Errorf("received %s tokens, quoted %s", got, q.TokensOut)
			}
			if spent := lvSub(lvSub(ethBefore, f.EthBalance(t, f.addr(from))), chaintest.GasCost(r)); spent.Cmp(q.GrossUsed) != 0 {
				t.Errorf("spent %s wei, quoted %s", spent, q.GrossUsed)
			}
			after := f.state(token)
			if tr.VirtualEth.Cmp(after.VirtualEth) != 0 || tr.VirtualToken.Cmp(after.VirtualToken) != 0 || tr.RealEth.Cmp(after.RealEth) != 0 {
				t.Errorf("Trade reserves %s/%s/%s, curve %s/%s/%s", tr.VirtualEth, tr.VirtualToken, tr.RealEth, after.VirtualEth, after.VirtualToken, after.RealEth)
			}
			if want := lvMulDiv(after.VirtualEth, lvInt(1e18), after.VirtualToken); tr.PriceX18.Cmp(want) != 0 {
				t.Errorf("priceX18 %s, want %s", tr.PriceX18, want)
			}
			if got := lvCall(f, f.d.LaunchpadLens, lvLens.PackPriceX18(token), lvLens.UnpackPriceX18); got.Cmp(tr.PriceX18) != 0 {
				t.Errorf("lens priceX18 %s, Trade %s", got, tr.PriceX18)
			}
			wantProgress := lvMulDiv(lvSub(p.VirtualToken, after.VirtualToken), lvInt(1e18), lvSub(p.VirtualToken, p.FloorToken))
			if got := lvCall(f, f.d.LaunchpadLens, lvLens.PackBondingProgress(token), lvLens.UnpackBondingProgress); got.Cmp(wantProgress) != 0 {
				t.Errorf("bondingProgress %s, want %s", got, wantProgress)
			}
		})
	}

	const seller = 8
	held := f.tokenBalance(token, f.addr(seller))
	for i, size := range []*big.Int{lvEther(1), lvMulDiv(held, lvInt(1), lvInt(10)), lvMulDiv(held, lvInt(1), lvInt(3)), lvMulDiv(held, lvInt(1), lvInt(2))} {
		t.Run("sell "+size.String(), func(t *testing.T) {
			c := f.state(token)
			q := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteSellDetailed(token, size), lvLens.UnpackQuoteSellDetailed)
			if short := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteSell(token, size), lvLens.UnpackQuoteSell); short.Cmp(q.EthOut) != 0 {
				t.Errorf("quoteSell %s, quoteSellDetailed %+v", short, q)
			}
			gross := lvMulDiv(c.VirtualEth, size, lvAdd(c.VirtualToken, size))
			pf, cf := lvBps(gross, deploy.ProtocolFeeBps), lvBps(gross, deploy.LaunchCreatorFeeBps)
			if q.Gross.Cmp(gross) != 0 || q.ProtocolFee.Cmp(pf) != 0 || q.CreatorFee.Cmp(cf) != 0 || q.EthOut.Cmp(lvSub(lvSub(gross, pf), cf)) != 0 {
				t.Errorf("quote %+v, want gross %s fees %s/%s", q, gross, pf, cf)
			}
			f.Approve(t, seller, token, f.curve, size)
			if i == 0 {
				if got, want := f.revert(seller, f.curve, nil, lvCurve.PackSell(token, size, lvAdd(q.EthOut, lvInt(1)))),
					fmt.Sprintf("Slippage(%s, %s)", q.EthOut, lvAdd(q.EthOut, lvInt(1))); got != want {
					t.Errorf("minOut above the quote: revert %q, want %q", got, want)
				}
			}
			ethBefore := f.EthBalance(t, f.addr(seller))
			r := f.send(seller, f.curve, nil, lvCurve.PackSell(token, size, q.EthOut))
			tr := lvOne[*bindings.LaunchpadCurveTrade](t, r, f.curve, "LaunchpadCurve")
			if tr.IsBuy || tr.EthAmount.Cmp(q.Gross) != 0 || tr.TokenAmount.Cmp(size) != 0 ||
				tr.ProtocolFee.Cmp(q.ProtocolFee) != 0 || tr.CreatorFee.Cmp(q.CreatorFee) != 0 {
				t.Errorf("Trade %+v, quote %+v", tr, q)
			}
			if got := lvAdd(lvSub(f.EthBalance(t, f.addr(seller)), ethBefore), chaintest.GasCost(r)); got.Cmp(q.EthOut) != 0 {
				t.Errorf("received %s wei, quoted %s", got, q.EthOut)
			}
		})
	}
	t.Run("dust sell", func(t *testing.T) {
		f.Approve(t, seller, token, f.curve, lvInt(1))
		if got := f.revert(seller, f.curve, nil, lvCurve.PackSell(token, lvInt(1), new(big.Int))); got != "ZeroAmount()" {
			t.Errorf("revert %q, want ZeroAmount()", got)
		}
	})
	t.Run("curve holds exactly realEth", func(t *testing.T) {
		if got, want := f.EthBalance(t, f.curve), f.state(token).RealEth; got.Cmp(want) != 0 {
			t.Errorf("curve ETH %s, realEth %s", got, want)
		}
	})
}

func TestLaunchFees(t *testing.T) {
	f := newLaunchFx(t)
	const creator, feeTo, trader = 2, 6, 3
	args := lvArgs("Fee Coin")
	args.FeeRecipient = f.addr(feeTo)
	token, _ := f.Launch(t, creator, args, nil)
	if got := lvCall(f, f.d.CreatorFeeRegistry, lvRegistry.PackCreatorOf(token), lvRegistry.UnpackCreatorOf); got != f.addr(feeTo) {
		t.Fatalf("creatorOf = %s, want the fee recipient", got.Hex())
	}

	check := func(t *testing.T, name string, trade func() *bindings.LaunchpadCurveTrade) {
		t.Run(name, func(t *testing.T) {
			coll, vault := f.tokenBalance(f.d.WETH, f.d.Collector), f.tokenBalance(f.d.WETH, f.d.CreatorFeeVault)
			accrued := lvCall(f, f.d.CreatorFeeVault, lvFeeVault.PackAccrued(token, f.d.WETH), lvFeeVault.UnpackAccrued)
			tr := trade()
			if want := lvBps(tr.EthAmount, deploy.ProtocolFeeBps); tr.ProtocolFee.Cmp(want) != 0 {
				t.Errorf("protocolFee %s, want 70 bps of %s = %s", tr.ProtocolFee, tr.EthAmount, want)
			}
			if want := lvBps(tr.EthAmount, deploy.LaunchCreatorFeeBps); tr.CreatorFee.Cmp(want) != 0 {
				t.Errorf("creatorFee %s, want 50 bps of %s = %s", tr.CreatorFee, tr.EthAmount, want)
			}
			if got := lvSub(f.tokenBalance(f.d.WETH, f.d.Collector), coll); got.Cmp(tr.ProtocolFee) != 0 {
				t.Errorf("Collector got %s WETH, Trade.protocolFee %s", got, tr.ProtocolFee)
			}
			if got := lvSub(f.tokenBalance(f.d.WETH, f.d.CreatorFeeVault), vault); got.Cmp(tr.CreatorFee) != 0 {
				t.Errorf("CreatorFeeVault got %s WETH, Trade.creatorFee %s", got, tr.CreatorFee)
			}
			now := lvCall(f, f.d.CreatorFeeVault, lvFeeVault.PackAccrued(token, f.d.WETH), lvFeeVault.UnpackAccrued)
			if got := lvSub(now, accrued); got.Cmp(tr.CreatorFee) != 0 {
				t.Errorf("accrued %s for the coin, Trade.creatorFee %s", got, tr.CreatorFee)
			}
		})
	}
	check(t, "buy", func() *bindings.LaunchpadCurveTrade { _, tr := f.buy(trader, token, lvMilli(1234)); return tr })
	check(t, "sell", func() *bindings.LaunchpadCurveTrade {
		_, tr := f.sell(trader, token, lvMulDiv(f.tokenBalance(token, f.addr(trader)), lvInt(1), lvInt(3)))
		return tr
	})
	t.Run("creator claims in WETH", func(t *testing.T) {
		owed := lvCall(f, f.d.CreatorFeeVault, lvFeeVault.PackClaimable(token, f.d.WETH), lvFeeVault.UnpackClaimable)
		before := f.tokenBalance(f.d.WETH, f.addr(feeTo))
		f.send(feeTo, f.d.CreatorFeeVault, nil, lvFeeVault.PackClaim(token, f.d.WETH))
		if got := lvSub(f.tokenBalance(f.d.WETH, f.addr(feeTo)), before); got.Cmp(owed) != 0 || owed.Sign() == 0 {
			t.Errorf("claimed %s WETH, claimable was %s", got, owed)
		}
	})
	t.Run("rerouted to the Collector when the vault refuses", func(t *testing.T) {
		f.send(0, f.d.CreatorFeeVault, nil, lvFeeVault.PackSetDepositor(f.curve, false))
		coll, vault := f.tokenBalance(f.d.WETH, f.d.Collector), f.tokenBalance(f.d.WETH, f.d.CreatorFeeVault)
		r, tr := f.buy(trader, token, lvMilli(500))
		rr := lvOne[*bindings.LaunchpadCurveCreatorFeeRerouted](t, r, f.curve, "LaunchpadCurve")
		if rr.Token != token || rr.FeeRecipient != f.addr(feeTo) || rr.Amount.Cmp(tr.CreatorFee) != 0 {
			t.Errorf("CreatorFeeRerouted %+v, Trade.creatorFee %s", rr, tr.CreatorFee)
		}
		if got := lvSub(f.tokenBalance(f.d.WETH, f.d.Collector), coll); got.Cmp(lvAdd(tr.ProtocolFee, tr.CreatorFee)) != 0 {
			t.Errorf("Collector got %s, want both fees %s + %s", got, tr.ProtocolFee, tr.CreatorFee)
		}
		if got := f.tokenBalance(f.d.WETH, f.d.CreatorFeeVault); got.Cmp(vault) != 0 {
			t.Errorf("CreatorFeeVault balance moved: %s -> %s", vault, got)
		}
	})
}

func TestLaunchFreezeAndUnfreeze(t *testing.T) {
	f := newLaunchFx(t)
	token := f.coin(2, "Freeze Coin")
	p := deploy.LaunchParams()
	if got := lvCall(f, f.curve, lvCurve.PackSELLREOPENDELAY(), lvCurve.UnpackSELLREOPENDELAY); got.Int64() != int64(lvSellReopenDelay/time.Second) {
		t.Fatalf("SELL_REOPEN_DELAY = %s", got)
	}
	f.buy(3, token, lvMilli(500))

	q := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteBuyDetailed(token, lvEther(10)), lvLens.UnpackQuoteBuyDetailed)
	if !q.HitsFloor || q.Refund.Sign() <= 0 {
		t.Fatalf("a 10 ETH buy should hit the floor with a refund: %+v", q)
	}
	before := f.EthBalance(t, f.addr(4))
	r, floor := f.freeze(4, token)
	head := f.Head(t)
	c := f.state(token)

	t.Run("FloorReached", func(t *testing.T) {
		tr := lvOne[*bindings.LaunchpadCurveTrade](t, r, f.curve, "LaunchpadCurve")
		if tr.Raw.Index >= floor.Raw.Index {
			t.Errorf("FloorReached (log %d) before the Trade (log %d)", floor.Raw.Index, tr.Raw.Index)
		}
		if tr.TokenAmount.Cmp(q.TokensOut) != 0 || tr.EthAmount.Cmp(q.GrossUsed) != 0 {
			t.Errorf("Trade %+v, quote %+v", tr, q)
		}
		if spent := lvSub(lvSub(before, f.EthBalance(t, f.addr(4))), chaintest.GasCost(r)); spent.Cmp(q.GrossUsed) != 0 {
			t.Errorf("spent %s, want %s (the rest refunded)", spent, q.GrossUsed)
		}
		if floor.FrozenAt != head.Time || floor.SellsOpenAt != head.Time+uint64(lvSellReopenDelay/time.Second) {
			t.Errorf("frozenAt %d sellsOpenAt %d, block time %d", floor.FrozenAt, floor.SellsOpenAt, head.Time)
		}
		if floor.RealEth.Cmp(c.RealEth) != 0 || floor.PriceX18.Cmp(lvMulDiv(c.VirtualEth, lvInt(1e18), c.VirtualToken)) != 0 {
			t.Errorf("FloorReached %+v, curve %+v", floor, c)
		}
		if c.Status != lvFrozen || c.FrozenAt != head.Time || c.FrozenBlock != head.Number.Uint64() || c.VirtualToken.Cmp(p.FloorToken) != 0 {
			t.Errorf("curve after the freeze %+v", c)
		}
		if got := lvCall(f, f.curve, lvCurve.PackSellsOpenAt(token), lvCurve.UnpackSellsOpenAt); got.Uint64() != floor.SellsOpenAt {
			t.Errorf("sellsOpenAt() = %s, want %d", got, floor.SellsOpenAt)
		}
		// 800M tokens sold for at least 4 ETH net (the devnet parameters).
		if c.RealEth.Cmp(lvEther(4)) < 0 || c.RealEth.Cmp(lvAdd(lvEther(4), lvInt(1e9))) > 0 {
			t.Errorf("realEth at the floor %s, want about 4 ETH", c.RealEth)
		}
		if got := lvCall(f, f.d.LaunchpadLens, lvLens.PackBondingProgress(token), lvLens.UnpackBondingProgress); got.Cmp(lvInt(1e18)) != 0 {
			t.Errorf("bondingProgress %s, want 1e18", got)
		}
	})
	t.Run("trading stops", func(t *testing.T) {
		if got := f.revert(5, f.curve, lvMilli(10), lvCurve.PackBuy(token, new(big.Int))); got != "NotTrading(2)" {
			t.Errorf("buy: %q", got)
		}
		f.Approve(t, 3, token, f.curve, lvEther(1))
		want := fmt.Sprintf("SellsClosed(%d)", floor.SellsOpenAt)
		if got := f.revert(3, f.curve, nil, lvCurve.PackSell(token, lvEther(1), new(big.Int))); got != want {
			t.Errorf("sell: %q, want %q", got, want)
		}
		if got := f.revert(5, f.curve, nil, lvCurve.PackUnfreeze(token)); got != want {
			t.Errorf("unfreeze: %q, want %q", got, want)
		}
		if q := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteBuy(token, lvEther(1)), lvLens.UnpackQuoteBuy); q.TokensOut.Sign() != 0 {
			t.Errorf("quoteBuy on a frozen coin %+v, want zero", q)
		}
		if q := lvCall(f, f.d.LaunchpadLens, lvLens.PackQuoteSell(token, lvEther(1)), lvLens.UnpackQuoteSell); q.Sign() != 0 {
			t.Errorf("quoteSell before sellsOpenAt %s, want zero", q)
		}
	})

	f.AdjustTime(t, lvSellReopenDelay)
	t.Run("unfreeze after the delay", func(t *testing.T) {
		rd := lvCall(f, f.d.LaunchpadLens, lvLens.PackGraduationReadiness(token), lvLens.UnpackGraduationReadiness)
		if !rd.Frozen || !rd.SellsReopenable || !rd.Ready {
			t.Errorf("readiness %+v", rd)
		}
		r := f.send(7, f.curve, nil, lvCurve.PackUnfreeze(token))
		un := lvOne[*bindings.LaunchpadCurveUnfrozen](t, r, f.curve, "LaunchpadCurve")
		if un.PrevFrozenAt != c.FrozenAt || un.PrevFrozenBlock != c.FrozenBlock || un.UnfrozenAt != f.Head(t).Time {
			t.Errorf("Unfrozen %+v, freeze %d@%d", un, c.FrozenAt, c.FrozenBlock)
		}
		after := f.state(token)
		if after.Status != lvTrading || after.FrozenAt != 0 || after.FrozenBlock != 0 || after.PrevFrozenAt != c.FrozenAt ||
			after.PrevFrozenBlock != c.FrozenBlock || after.VirtualToken.Cmp(c.VirtualToken) != 0 || after.RealEth.Cmp(c.RealEth) != 0 {
			t.Errorf("curve after unfreeze %+v", after)
		}
		if got := lvCall(f, f.curve, lvCurve.PackSellsOpenAt(token), lvCurve.UnpackSellsOpenAt); got.Sign() != 0 {
			t.Errorf("sellsOpenAt() = %s while Trading", got)
		}
		// At the floor only sells execute until someone sells.
		if got := f.revert(5, f.curve, lvMilli(10), lvCurve.PackBuy(token, new(big.Int))); got != "ZeroAmount()" {
			t.Errorf("buy at the floor: %q, want ZeroAmount()", got)
		}
	})
	t.Run("sell, then freeze again", func(t *testing.T) {
		f.sell(3, token, lvEther(1_000_000))
		r, again := f.freeze(5, token)
		if again.FrozenAt <= c.FrozenAt {
			t.Errorf("second freeze at %d, first at %d", again.FrozenAt, c.FrozenAt)
		}
		now := f.state(token)
		if now.Status != lvFrozen || now.PrevFrozenAt != c.FrozenAt || now.FrozenBlock != r.BlockNumber.Uint64() {
			t.Errorf("curve after the second freeze %+v", now)
		}
		f.Commit() // graduation needs a later timestamp than the freeze, and gas estimation runs at the head's
		g := f.send(6, f.curve, nil, lvCurve.PackGraduate(token))
		lvOne[*bindings.LaunchpadCurveGraduated](t, g, f.curve, "LaunchpadCurve")
	})
	t.Run("a sell past sellsOpenAt reopens inline", func(t *testing.T) {
		other := f.coin(2, "Inline Coin")
		f.buy(3, other, lvMilli(300))
		f.freeze(4, other)
		f.AdjustTime(t, lvSellReopenDelay)
		r, _ := f.sell(3, other, lvEther(1000))
		un := lvOne[*bindings.LaunchpadCurveUnfrozen](t, r, f.curve, "LaunchpadCurve")
		tr := lvOne[*bindings.LaunchpadCurveTrade](t, r, f.curve, "LaunchpadCurve")
		if un.Raw.Index >= tr.Raw.Index {
			t.Errorf("Unfrozen (log %d) after the Trade (log %d)", un.Raw.Index, tr.Raw.Index)
		}
		if s := f.state(other).Status; s != lvTrading {
			t.Errorf("status %d after the sell, want Trading", s)
		}
	})
}

func TestLaunchGraduation(t *testing.T) {
	f := newLaunchFx(t)
	token := f.coin(2, "Grad Coin")
	p := deploy.LaunchParams()
	f.buy(3, token, lvMilli(1500))
	pairWeth := lvCall(f, token, lvToken.PackPairWeth(), lvToken.UnpackPairWeth)
	pairNeo := lvCall(f, token, lvToken.PackPairNeo(), lvToken.UnpackPairNeo)
	t.Run("pools refuse the coin before graduation", func(t *testing.T) {
		for _, pair := range []common.Address{pairWeth, pairNeo} {
			if got, want := f.revert(3, token, nil, lvToken.PackTransfer(pair, lvInt(1))), "PoolNotOpen("+pair.Hex()+")"; got != want {
				t.Errorf("transfer to %s: %q, want %q", pair.Hex(), got, want)
			}
		}
	})
	_, floor := f.freeze(4, token)
	f.Commit() // graduation needs a later timestamp than the freeze, and gas estimation runs at the head's
	c := f.state(token)
	neoPair := f.d.Pairs["NEO/WETH"]
	rWeth0, rNeo0 := lvReserves(f, neoPair, f.d.WETH)
	const caller = 5
	before := f.EthBalance(t, f.addr(caller))

	r := f.send(caller, f.curve, nil, lvCurve.PackGraduate(token))
	t.Logf("graduate: %d gas", r.GasUsed)
	g := lvOne[*bindings.LaunchpadCurveGraduated](t, r, f.curve, "LaunchpadCurve")

	t.Run("Graduated", func(t *testing.T) {
		if g.Token != token || g.Caller != f.addr(caller) || g.PairWeth != pairWeth || g.PairNeo != pairNeo {
			t.Errorf("Graduated %+v, pairs %s %s", g, pairWeth.Hex(), pairNeo.Hex())
		}
		for name, pair := range map[string]struct{ got, want common.Address }{
			"TOKEN/WETH": {lvCall(f, f.d.Factory, lvFactory.PackGetPair(token, f.d.WETH), lvFactory.UnpackGetPair), pairWeth},
			"TOKEN/NEO":  {lvCall(f, f.d.Factory, lvFactory.PackGetPair(token, f.d.NeoToken), lvFactory.UnpackGetPair), pairNeo},
		} {
			if pair.got != pair.want {
				t.Errorf("factory %s pair %s, want %s", name, pair.got.Hex(), pair.want.Hex())
			}
		}
		if g.PriceX18.Cmp(floor.PriceX18) != 0 {
			t.Errorf("graduation price %s, floor price %s", g.PriceX18, floor.PriceX18)
		}
		poolEth := lvSub(c.RealEth, p.GraduationBounty)
		if g.Bounty.Cmp(p.GraduationBounty) != 0 || g.EthForNeo.Cmp(lvBps(poolEth, int64(p.NeoLegBps))) != 0 ||
			lvAdd(lvAdd(g.Bounty, g.WethLiquidity), g.EthForNeo).Cmp(c.RealEth) != 0 {
			t.Errorf("split of %s: bounty %s weth %s neo leg %s", c.RealEth, g.Bounty, g.WethLiquidity, g.EthForNeo)
		}
		if got := lvAdd(lvSub(f.EthBalance(t, f.addr(caller)), before), chaintest.GasCost(r)); got.Cmp(g.Bounty) != 0 {
			t.Errorf("caller got %s wei, bounty %s", got, g.Bounty)
		}
		after := f.state(token)
		if after.Status != lvGraduated || after.RealEth.Sign() != 0 {
			t.Errorf("curve after graduation %+v", after)
		}
		if got := f.EthBalance(t, f.curve); got.Sign() != 0 {
			t.Errorf("curve still holds %s wei", got)
		}
	})
	t.Run("TOKEN/WETH opens at the final price", func(t *testing.T) {
		rTok, rW := lvReserves(f, pairWeth, token)
		if rTok.Cmp(g.TokensToWethPair) != 0 || rW.Cmp(g.WethLiquidity) != 0 {
			t.Fatalf("reserves %s tokens / %s WETH, Graduated says %s / %s", rTok, rW, g.TokensToWethPair, g.WethLiquidity)
		}
		// tokens = floor(weth * x / y): 0 <= weth*x - tokens*y < y.
		diff := lvSub(new(big.Int).Mul(rW, c.VirtualToken), new(big.Int).Mul(rTok, c.VirtualEth))
		if diff.Sign() < 0 || diff.Cmp(c.VirtualEth) >= 0 {
			t.Errorf("pool price off the curve's: weth*x - tokens*y = %s", diff)
		}
	})
	t.Run("TOKEN/NEO opens at the final price through NEO/WETH", func(t *testing.T) {
		wantNeo := lvMulDiv(lvMulDiv(g.EthForNeo, lvInt(10_000-deploy.SwapFeeBps), lvInt(1)), rNeo0,
			lvAdd(new(big.Int).Mul(rWeth0, lvInt(10_000)), lvMulDiv(g.EthForNeo, lvInt(10_000-deploy.SwapFeeBps), lvInt(1))))
		if g.NeoLiquidity.Cmp(wantNeo) != 0 {
			t.Errorf("neoLiquidity %s, want getAmountOut %s", g.NeoLiquidity, wantNeo)
		}
		rTok, rN := lvReserves(f, pairNeo, token)
		if rTok.Cmp(g.TokensToNeoPair) != 0 || rN.Cmp(g.NeoLiquidity) != 0 {
			t.Fatalf("reserves %s tokens / %s NEO, Graduated says %s / %s", rTok, rN, g.TokensToNeoPair, g.NeoLiquidity)
		}
		rWeth1, rNeo1 := lvReserves(f, neoPair, f.d.WETH)
		want := lvMulDiv(lvMulDiv(rN, rWeth1, rNeo1), c.VirtualToken, c.VirtualEth)
		if rTok.Cmp(want) != 0 {
			t.Errorf("tokens in TOKEN/NEO %s, want %s (NEO valued at the post-swap NEO/WETH price)", rTok, want)
		}
	})
	t.Run("LP burned to 0xdead", func(t *testing.T) {
		for _, pair := range []common.Address{pairWeth, pairNeo} {
			supply := lvCall(f, pair, lvPair.PackTotalSupply(), lvPair.UnpackTotalSupply)
			dead := lvCall(f, pair, lvPair.PackBalanceOf(lvDead), lvPair.UnpackBalanceOf)
			if want := lvSub(supply, lvInt(1000)); dead.Cmp(want) != 0 {
				t.Errorf("%s: dead holds %s LP of %s, want all but MINIMUM_LIQUIDITY", pair.Hex(), dead, supply)
			}
		}
	})
	t.Run("every token accounted for", func(t *testing.T) {
		if got := f.tokenBalance(token, lvDead); got.Cmp(g.TokensBurned) != 0 {
			t.Errorf("dead holds %s tokens, tokensBurned %s", got, g.TokensBurned)
		}
		if got := f.tokenBalance(token, f.curve); got.Sign() != 0 {
			t.Errorf("curve still holds %s tokens", got)
		}
		sum := new(big.Int)
		for _, a := range []common.Address{f.addr(3), f.addr(4), pairWeth, pairNeo, lvDead} {
			sum.Add(sum, f.tokenBalance(token, a))
		}
		if sum.Cmp(launch.TotalSupply) != 0 {
			t.Errorf("holders + pools + dead = %s, supply %s", sum, launch.TotalSupply)
		}
	})
	t.Run("curve closed, pools live", func(t *testing.T) {
		if got := f.revert(6, f.curve, nil, lvCurve.PackGraduate(token)); got != "NotFrozen(3)" {
			t.Errorf("graduate again: %q", got)
		}
		if got := f.revert(6, f.curve, lvMilli(10), lvCurve.PackBuy(token, new(big.Int))); got != "NotTrading(3)" {
			t.Errorf("buy: %q", got)
		}
		v := lvCall(f, f.d.LaunchpadLens, lvLens.PackCurveView(token), lvLens.UnpackCurveView)
		if v.Status != lvGraduated || v.PriceX18.Cmp(g.PriceX18) != 0 || v.BondingProgressX18.Cmp(lvInt(1e18)) != 0 {
			t.Errorf("curveView %+v", v)
		}
		f.Transfer(t, 3, token, pairWeth, lvInt(1)) // the pool guard is lifted
		path := []common.Address{f.d.WETH, token}
		before := f.tokenBalance(token, f.addr(6))
		f.send(6, f.d.FeeRouter, lvMilli(100), lvFees.PackSwapExactETHForTokens(lvInt(1), path, f.addr(6), f.Deadline(t)))
		if f.tokenBalance(token, f.addr(6)).Cmp(before) <= 0 {
			t.Error("FeeRouter swap into the graduated pool bought nothing")
		}
	})
}

// lvReserves returns pair's reserves as (reserve of token a, the other).
func lvReserves(f *launchFx, pair, a common.Address) (ra, rb *big.Int) {
	f.t.Helper()
	r := lvCall(f, pair, lvPair.PackGetReserves(), lvPair.UnpackGetReserves)
	if lvCall(f, pair, lvPair.PackToken0(), lvPair.UnpackToken0) == a {
		return r.Reserve0, r.Reserve1
	}
	return r.Reserve1, r.Reserve0
}

// lvSnapshot is every piece of state a graduation touches.
type lvSnapshot map[string]string

func (f *launchFx) snapshot(token common.Address, caller int) lvSnapshot {
	f.t.Helper()
	pairWeth := lvCall(f, token, lvToken.PackPairWeth(), lvToken.UnpackPairWeth)
	pairNeo := lvCall(f, token, lvToken.PackPairNeo(), lvToken.UnpackPairNeo)
	neoPair := f.d.Pairs["NEO/WETH"]
	s := lvSnapshot{
		"curves":       fmt.Sprintf("%+v", f.state(token)),
		"params":       fmt.Sprintf("%+v", f.params(token)),
		"allPairs":     lvCall(f, f.d.Factory, lvFactory.PackAllPairsLength(), lvFactory.UnpackAllPairsLength).String(),
		"curve ETH":    f.EthBalance(f.t, f.curve).String(),
		"NEO/WETH":     fmt.Sprintf("%+v", lvCall(f, neoPair, lvPair.PackGetReserves(), lvPair.UnpackGetReserves)),
		"getPair WETH": lvCall(f, f.d.Factory, lvFactory.PackGetPair(token, f.d.WETH), lvFactory.UnpackGetPair).Hex(),
		"getPair NEO":  lvCall(f, f.d.Factory, lvFactory.PackGetPair(token, f.d.NeoToken), lvFactory.UnpackGetPair).Hex(),
	}
	for tokName, tok := range map[string]common.Address{"coin": token, "WETH": f.d.WETH, "NEO": f.d.NeoToken} {
		for name, a := range map[string]common.Address{"curve": f.curve, "dead": lvDead, "pairWeth": pairWeth,
			"pairNeo": pairNeo, "NEO/WETH": neoPair, "caller": f.addr(caller)} {
			s[tokName+" of "+name] = f.tokenBalance(tok, a).String()
		}
	}
	return s
}

func TestLaunchFailedGraduationChangesNothing(t *testing.T) {
	f := newLaunchFx(t)
	token := f.coin(2, "Fail Coin")
	f.buy(3, token, lvMilli(200))
	f.freeze(4, token)
	const caller = 5

	mustNotChange := func(t *testing.T, wantReason string) {
		t.Helper()
		before := f.snapshot(token, caller)
		eth := f.EthBalance(t, f.addr(caller))
		r, reason := f.revertMined(caller, f.curve, nil, lvCurve.PackGraduate(token), 8_000_000)
		if !strings.HasPrefix(reason, wantReason) {
			t.Errorf("revert %q, want %s…", reason, wantReason)
		}
		after := f.snapshot(token, caller)
		for k, v := range before {
			if after[k] != v {
				t.Errorf("%s changed: %s -> %s", k, v, after[k])
			}
		}
		if got := lvSub(eth, f.EthBalance(t, f.addr(caller))); got.Cmp(chaintest.GasCost(r)) != 0 {
			t.Errorf("caller paid %s, gas cost %s", got, chaintest.GasCost(r))
		}
	}
	t.Run("curve not swap-allowed", func(t *testing.T) {
		f.send(0, f.d.Factory, nil, lvFactory.PackSetSwapAllowed(f.curve, false))
		mustNotChange(t, "NeoSwap: SWAPPER_NOT_ALLOWED")
		f.send(0, f.d.Factory, nil, lvFactory.PackSetSwapAllowed(f.curve, true))
	})
	t.Run("NEO/WETH spot away from its TWAP", func(t *testing.T) {
		// A 5 ETH buy of NEO moves the 25 ETH pool's spot price about 20%.
		f.send(6, f.d.FeeRouter, lvEther(5), lvFees.PackSwapExactETHForTokens(lvInt(1), []common.Address{f.d.WETH, f.d.NeoToken}, f.addr(6), f.Deadline(t)))
		mustNotChange(t, "NeoPriceDeviates(")
	})
	t.Run("graduates once the TWAP catches up", func(t *testing.T) {
		f.AdjustTime(t, time.Hour)
		r := f.send(caller, f.curve, nil, lvCurve.PackGraduate(token))
		lvOne[*bindings.LaunchpadCurveGraduated](t, r, f.curve, "LaunchpadCurve")
	})
}

func TestLaunchReentrancy(t *testing.T) {
	f := newLaunchFx(t)
	const owner = 6
	attacker, tx, err := lvDeploy(f, owner, bindings.ReentrantTraderMetaData.Bin, lvAttacker.PackConstructor(f.curve))
	f.MustTransact(t, tx, err)
	setAttack := func(a uint8, token common.Address, bubble bool) {
		f.send(owner, attacker, nil, lvAttacker.PackSetAttack(a, token, bubble))
	}
	// checkFailed asserts the attacker's last re-entry was refused by the guard.
	checkFailed := func(t *testing.T, attempts int64) {
		t.Helper()
		if n := lvCall(f, attacker, lvAttacker.PackSuccesses(), lvAttacker.UnpackSuccesses); n.Sign() != 0 {
			t.Fatalf("%s re-entries succeeded", n)
		}
		if n := lvCall(f, attacker, lvAttacker.PackAttempts(), lvAttacker.UnpackAttempts); n.Int64() != attempts {
			t.Errorf("%s re-entry attempts, want %d", n, attempts)
		}
		last := lvCall(f, attacker, lvAttacker.PackLastError(), lvAttacker.UnpackLastError)
		if got := chaintest.DecodeRevert(last); got != "ReentrancyGuardReentrantCall()" {
			t.Errorf("re-entry failed with %q, want ReentrancyGuardReentrantCall()", got)
		}
	}
	token := f.coin(2, "Reentry Coin")

	t.Run("buy refund", func(t *testing.T) {
		setAttack(lvAttackBuy, token, true)
		if got := f.revert(owner, attacker, lvEther(10), lvAttacker.PackBuy(token, new(big.Int))); got != "EthTransferFailed()" {
			t.Errorf("bubbled re-entry: %q, want EthTransferFailed() (the refund failed)", got)
		}
		if s := f.state(token); s.Status != lvTrading || s.RealEth.Sign() != 0 {
			t.Errorf("a reverted buy changed the curve: %+v", s)
		}
		setAttack(lvAttackSell, token, false)
		f.send(owner, attacker, lvEther(10), lvAttacker.PackBuy(token, new(big.Int)))
		checkFailed(t, 1)
		if s := f.state(token).Status; s != lvFrozen {
			t.Errorf("status %d, want Frozen: the outer buy stands", s)
		}
	})
	t.Run("sell proceeds", func(t *testing.T) {
		other := f.coin(2, "Reentry Sell")
		setAttack(lvAttackNone, other, false)
		f.send(owner, attacker, lvMilli(500), lvAttacker.PackBuy(other, new(big.Int)))
		held := f.tokenBalance(other, attacker)
		setAttack(lvAttackBuy, other, false)
		f.send(owner, attacker, nil, lvAttacker.PackSell(other, lvMulDiv(held, lvInt(1), lvInt(2)), new(big.Int)))
		checkFailed(t, 2)
		setAttack(lvAttackSell, other, false)
		f.send(owner, attacker, nil, lvAttacker.PackSell(other, lvMulDiv(held, lvInt(1), lvInt(4)), new(big.Int)))
		checkFailed(t, 3)
	})
	t.Run("graduation bounty", func(t *testing.T) {
		setAttack(lvAttackGraduate, token, true)
		if got := f.revert(owner, attacker, nil, lvAttacker.PackGraduate(token)); got != "EthTransferFailed()" {
			t.Errorf("bubbled re-entry: %q, want EthTransferFailed() (the bounty failed)", got)
		}
		if s := f.state(token).Status; s != lvFrozen {
			t.Fatalf("status %d after a failed graduation, want Frozen", s)
		}
		setAttack(lvAttackGraduate, token, false)
		before := f.EthBalance(t, attacker)
		r := f.send(owner, attacker, nil, lvAttacker.PackGraduate(token))
		checkFailed(t, 4)
		g := lvOne[*bindings.LaunchpadCurveGraduated](t, r, f.curve, "LaunchpadCurve")
		if got := lvSub(f.EthBalance(t, attacker), before); got.Cmp(g.Bounty) != 0 {
			t.Errorf("attacker got %s, bounty %s", got, g.Bounty)
		}
	})
}

// lvDeploy deploys bin with constructor input from Accounts[from].
func lvDeploy(f *launchFx, from int, bin string, input []byte) (common.Address, *types.Transaction, error) {
	return bind.DeployContract(f.TxOpts(from), common.FromHex(bin), f.Client, input)
}

func TestLaunchUpgradeTimelockOnly(t *testing.T) {
	f := newLaunchFx(t)
	token := f.coin(2, "Upgrade Coin")
	f.buy(3, token, lvMilli(250))
	before := f.state(token)
	impl, tx, err := lvDeploy(f, 0, bindings.LaunchpadCurveMetaData.Bin, nil)
	f.MustTransact(t, tx, err)
	upgrade := lvCurve.PackUpgradeToAndCall(impl, nil)

	for name, c := range map[string]struct {
		from int
		data []byte
	}{
		"owner upgrades":            {0, upgrade},
		"stranger upgrades":         {3, upgrade},
		"owner sets graduator":      {0, lvCurve.PackSetGraduator(impl)},
		"owner hands over upgrades": {0, lvCurve.PackSetUpgradeAuthority(f.addr(0))},
	} {
		if got := f.revert(c.from, f.curve, nil, c.data); got != "Unauthorized()" {
			t.Errorf("%s: %q, want Unauthorized()", name, got)
		}
	}

	var zero [32]byte
	delay := lvInt(deploy.LaunchTimelockDelay)
	if got := lvCall(f, f.d.LaunchpadTimelock, lvTimelock.PackGetMinDelay(), lvTimelock.UnpackGetMinDelay); got.Cmp(delay) != 0 {
		t.Fatalf("timelock delay %s, want %s", got, delay)
	}
	t.Run("only a proposer schedules", func(t *testing.T) {
		got := f.revert(3, f.d.LaunchpadTimelock, nil, lvTimelock.PackSchedule(f.curve, new(big.Int), upgrade, zero, zero, delay))
		if !strings.HasPrefix(got, "AccessControlUnauthorizedAccount("+f.addr(3).Hex()) {
			t.Errorf("stranger schedules: %q", got)
		}
		got = f.revert(0, f.d.LaunchpadTimelock, nil, lvTimelock.PackSchedule(f.curve, new(big.Int), upgrade, zero, zero, lvInt(60)))
		if !strings.HasPrefix(got, "TimelockInsufficientDelay(") {
			t.Errorf("short delay: %q", got)
		}
	})
	f.send(0, f.d.LaunchpadTimelock, nil, lvTimelock.PackSchedule(f.curve, new(big.Int), upgrade, zero, zero, delay))
	execute := lvTimelock.PackExecute(f.curve, new(big.Int), upgrade, zero, zero)
	if got := f.revert(4, f.d.LaunchpadTimelock, nil, execute); !strings.HasPrefix(got, "TimelockUnexpectedOperationState(") {
		t.Errorf("execute before the delay: %q", got)
	}
	f.AdjustTime(t, time.Duration(deploy.LaunchTimelockDelay)*time.Second)
	r := f.send(4, f.d.LaunchpadTimelock, nil, execute) // anyone executes a ready operation
	up := lvOne[*bindings.LaunchpadCurveUpgraded](t, r, f.curve, "LaunchpadCurve")
	if up.Implementation != impl {
		t.Errorf("Upgraded to %s, want %s", up.Implementation.Hex(), impl.Hex())
	}
	slot := common.HexToHash("0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc") // ERC-1967 implementation
	raw, err := f.Client.StorageAt(context.Background(), f.curve, slot, nil)
	if err != nil || common.BytesToAddress(raw) != impl {
		t.Errorf("implementation slot %x, %v; want %s", raw, err, impl.Hex())
	}
	if after := f.state(token); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("coin state changed by the upgrade:\n%+v\n%+v", before, after)
	}
	f.buy(3, token, lvMilli(10))
}

func TestLaunchBuysPaused(t *testing.T) {
	f := newLaunchFx(t)
	token := f.coin(2, "Paused Coin")
	f.buy(3, token, lvMilli(300))
	if got := f.revert(4, f.curve, nil, lvCurve.PackSetBuysPaused(true)); got != "Unauthorized()" {
		t.Errorf("stranger pauses: %q", got)
	}
	f.send(0, f.curve, nil, lvCurve.PackSetOperator(f.addr(4)))
	r := f.send(4, f.curve, nil, lvCurve.PackSetBuysPaused(true))
	if ev := lvOne[*bindings.LaunchpadCurveBuysPausedSet](t, r, f.curve, "LaunchpadCurve"); !ev.Paused {
		t.Errorf("BuysPausedSet %+v", ev)
	}
	if got := f.revert(3, f.curve, lvMilli(10), lvCurve.PackBuy(token, new(big.Int))); got != "BuysPaused()" {
		t.Errorf("buy: %q", got)
	}
	if got := f.revert(3, f.curve, lvMilli(10), lvCurve.PackLaunch(lvArgs("Paused Launch"), new(big.Int))); got != "BuysPaused()" {
		t.Errorf("launch with a buy: %q", got)
	}
	f.coin(3, "Paused Launch") // a launch without ETH still works
	f.sell(3, token, lvEther(1000))
	f.send(0, f.curve, nil, lvCurve.PackSetBuysPaused(false))
	f.buy(3, token, lvMilli(10))
}
