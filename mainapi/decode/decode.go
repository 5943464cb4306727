package decode

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/events"
	"github.com/neoswap/neoswap/mainapi"
)

// ErrMalformed is wrapped by Block's error when a tracked contract emitted a
// log with a known topic that does not unpack (wrong topic count, short
// data). Our contracts and V2 pairs never do; the indexer halts on it rather
// than skip an event it could not store.
var ErrMalformed = errors.New("decode: malformed log")

// Binding names in the events registry.
const (
	pairContract      = "NeoSwapPair"
	factoryContract   = "NeoSwapFactory"
	feeRouterContract = "FeeRouter"
	collectorContract = "Collector"
	vaultContract     = "CreatorFeeVault"
)

// abis of the non-pair contracts, for admin events decoded generically.
var abis = map[string]abi.ABI{
	factoryContract:   bindings.NewNeoSwapFactory().GetABI(),
	feeRouterContract: bindings.NewFeeRouter().GetABI(),
	collectorContract: bindings.NewCollector().GetABI(),
	vaultContract:     bindings.NewCreatorFeeVault().GetABI(),
}

// Block decodes the logs of b that tracked addresses emitted. Logs of any
// other address, and logs of tracked contracts with a topic0 they do not
// emit (or that is not indexed, such as pair Approval), are skipped. Each
// PairCreated of t's factories adds its pair to t.Pairs and each
// TokenCreated of the curve its coin to t.Coins, so pass a clone when the
// block may not be kept. Events.Transactions lists the
// transactions of b that emitted a decoded event and whose sender a
// derived row reads (Senders).
//
// It returns an error wrapping ErrMalformed for a tracked log that does not
// unpack; it never panics on malformed input.
func Block(b *mainapi.Block, t *Tracked) (mainapi.Events, error) {
	var d decoder
	d.block, d.t = b, t
	if t.Pairs == nil {
		t.Pairs = map[common.Address]mainapi.Pair{}
	}
	if t.Coins == nil {
		t.Coins = map[common.Address]struct{}{}
	}
	for i := range b.Logs {
		d.at = i
		if err := d.log(&b.Logs[i]); err != nil {
			return mainapi.Events{}, err
		}
	}
	if len(d.ev.Transactions) > 0 {
		need := Senders(&t.Contracts, func(a common.Address) bool { _, ok := t.Pairs[a]; return ok }, b.Logs)
		d.ev.Transactions = slices.DeleteFunc(d.ev.Transactions, func(tx mainapi.Transaction) bool {
			_, ok := need[tx.Hash]
			return !ok
		})
		for i := range d.ev.Transactions {
			if tx, ok := b.Tx(d.ev.Transactions[i].Hash); ok {
				d.ev.Transactions[i] = tx
			}
		}
	}
	return d.ev, nil
}

type mintKey struct {
	tx   common.Hash
	pair common.Address
}

// decoder holds the state of one Block call.
type decoder struct {
	block  *mainapi.Block
	at     int // the index in block.Logs of the log being decoded
	t      *Tracked
	ev     mainapi.Events
	mintTo map[mintKey]common.Address // last zero-address LP Transfer `to` per tx and pair
	seenTx map[common.Hash]bool
}

func (d *decoder) log(l *mainapi.Log) error {
	if len(l.Topics) == 0 {
		return nil // anonymous logs: none of ours
	}
	c := &d.t.Contracts
	var n int
	var err error
	switch addr := l.Address; {
	case addr == (common.Address{}):
		return nil
	case addr == c.Factory || addr == c.ExtFactory:
		n, err = d.factory(l, addr == c.Factory)
	case addr == c.FeeRouter:
		n, err = d.feeRouter(l)
	case addr == c.Collector:
		n, err = d.collector(l)
	case addr == c.CreatorFeeVault:
		n, err = d.vault(l)
	case addr == c.LaunchpadCurve:
		n, err = d.curve(l)
	case addr == c.VampChef:
		n, err = d.chef(l, vampChefContract)
	case addr == c.MasterChef:
		n, err = d.chef(l, masterChefContract)
	case addr == c.VestingEscrow:
		n, err = d.escrow(l)
	case addr == c.TreasuryVesting:
		n, err = d.treasuryVesting(l)
	case addr == c.Zap:
		n, err = d.zap(l, zapContract)
	case addr == c.ExtZap:
		n, err = d.zap(l, extZapContract)
	case addr == c.NeoToken:
		n, err = d.neoTransfer(l)
	case addr == c.NeoStaking:
		n, err = d.staking(l)
	case addr == c.Rakeback:
		n, err = d.rakeback(l)
	case addr == c.NeocatStaking:
		n, err = d.neocatStaking(l)
	case addr == c.NeocatNft:
		n, err = d.neocatNft(l)
	case addr == c.CreatorFeeRegistry:
		n, err = d.registry(l)
	case addr == c.PveVault || addr == c.PveVaultV2:
		n, err = d.pveVault(l)
	default:
		if _, ok := d.t.Pairs[addr]; ok {
			n, err = d.pair(l)
		} else if _, ok := d.t.Coins[addr]; ok {
			n, err = d.coinTransfer(l)
		} else {
			return nil
		}
	}
	if err != nil {
		return fmt.Errorf("%w: block %d tx %s log %d from %s: %v", ErrMalformed, d.block.Number, l.TxHash.Hex(), l.LogIndex, strings.ToLower(l.Address.Hex()), err)
	}
	if n > 0 {
		d.noteTx(l)
	}
	return nil
}

// noteTx records the transaction of a decoded log once.
func (d *decoder) noteTx(l *mainapi.Log) {
	if d.seenTx == nil {
		d.seenTx = map[common.Hash]bool{}
	}
	if d.seenTx[l.TxHash] {
		return
	}
	d.seenTx[l.TxHash] = true
	// The sender and recipient are filled in by Block for the transactions it keeps.
	d.ev.Transactions = append(d.ev.Transactions, mainapi.Transaction{Hash: l.TxHash, Index: l.TxIndex})
}

func pos(b *mainapi.Block, l *mainapi.Log) mainapi.Pos {
	return mainapi.Pos{Block: b.Number, TxHash: l.TxHash, TxIndex: l.TxIndex, LogIndex: l.LogIndex, Address: l.Address}
}

// unpack decodes l as an event of contract; ok is false for a topic0 the
// contract does not emit.
func unpack(contract string, l *mainapi.Log) (v any, ok bool, err error) {
	e, ok := events.Default.Lookup(contract, l.Topics[0])
	if !ok {
		return nil, false, nil
	}
	v, err = e.Decode(&types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data})
	return v, true, err
}

func (d *decoder) pair(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(pairContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	switch e := v.(type) {
	case *bindings.NeoSwapPairSwap:
		d.ev.PairSwaps = append(d.ev.PairSwaps, mainapi.PairSwap{Pos: p, Sender: e.Sender, To: e.To,
			Amount0In: e.Amount0In, Amount1In: e.Amount1In, Amount0Out: e.Amount0Out, Amount1Out: e.Amount1Out})
	case *bindings.NeoSwapPairMint:
		to := d.mintTo[mintKey{l.TxHash, l.Address}]
		d.ev.Mints = append(d.ev.Mints, mainapi.Mint{Pos: p, Sender: e.Sender, Recipient: to, Amount0: e.Amount0, Amount1: e.Amount1})
	case *bindings.NeoSwapPairBurn:
		d.ev.Burns = append(d.ev.Burns, mainapi.Burn{Pos: p, Sender: e.Sender, To: e.To, Amount0: e.Amount0, Amount1: e.Amount1})
	case *bindings.NeoSwapPairSync:
		d.ev.Syncs = append(d.ev.Syncs, mainapi.Sync{Pos: p, Reserve0: e.Reserve0, Reserve1: e.Reserve1})
	case *bindings.NeoSwapPairTransfer:
		if e.From == (common.Address{}) {
			if d.mintTo == nil {
				d.mintTo = map[mintKey]common.Address{}
			}
			d.mintTo[mintKey{l.TxHash, l.Address}] = e.To
		}
		d.ev.LPTransfers = append(d.ev.LPTransfers, mainapi.LPTransfer{Pos: p, From: e.From, To: e.To, Value: e.Value})
	default:
		return 0, nil // Approval: not stored
	}
	return 1, nil
}

func (d *decoder) factory(l *mainapi.Log, own bool) (int, error) {
	v, ok, err := unpack(factoryContract, l)
	if !ok || err != nil {
		return 0, err
	}
	e, isPair := v.(*bindings.NeoSwapFactoryPairCreated)
	if !isPair {
		return d.admin(factoryContract, l)
	}
	d.ev.PairsCreated = append(d.ev.PairsCreated, mainapi.PairCreated{Pos: pos(d.block, l),
		Token0: e.Token0, Token1: e.Token1, Pair: e.Pair, Index: e.AllPairsLength, Own: own})
	if _, known := d.t.Pairs[e.Pair]; !known {
		d.t.Pairs[e.Pair] = mainapi.Pair{Token0: e.Token0, Token1: e.Token1, Own: own}
	}
	return 1, nil
}

func (d *decoder) feeRouter(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(feeRouterContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	switch e := v.(type) {
	case *bindings.FeeRouterSwap:
		d.ev.RouterSwaps = append(d.ev.RouterSwaps, mainapi.RouterSwap{Pos: p, User: e.User, TokenIn: e.TokenIn,
			TokenOut: e.TokenOut, FeeToken: e.FeeToken, AmountIn: e.AmountIn, AmountOut: e.AmountOut, FeeAmount: e.FeeAmount})
	case *bindings.FeeRouterCreatorFee:
		d.ev.CreatorFees = append(d.ev.CreatorFees, mainapi.CreatorFee{Pos: p, Token: e.Token, Creator: e.Creator,
			QuoteAsset: e.QuoteAsset, Amount: e.Amount})
	default:
		return d.admin(feeRouterContract, l)
	}
	return 1, nil
}

func (d *decoder) collector(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(collectorContract, l)
	if !ok || err != nil {
		return 0, err
	}
	ce := mainapi.CollectorEvent{Pos: pos(d.block, l)}
	switch e := v.(type) {
	case *bindings.CollectorDistributed:
		ce.Kind, ce.Token, ce.Amount, ce.Paid, ce.Held = mainapi.CollectorDistributed, e.Token, e.Amount, e.Paid, e.Held
	case *bindings.CollectorBucketPaid:
		ce.Kind, ce.Token, ce.Bucket, ce.Recipient, ce.Amount = mainapi.CollectorBucketPaid, e.Token, e.Bucket, e.Recipient, e.Amount
	case *bindings.CollectorBucketSkipped:
		ce.Kind, ce.Token, ce.Bucket, ce.Recipient = mainapi.CollectorBucketSkipped, e.Token, e.Bucket, e.Recipient
	case *bindings.CollectorBucketHeld:
		ce.Kind, ce.Token, ce.Bucket, ce.Recipient, ce.Amount = mainapi.CollectorBucketHeld, e.Token, e.Bucket, e.Recipient, e.Amount
	case *bindings.CollectorHeldReleased:
		ce.Kind, ce.Token, ce.Bucket, ce.Recipient, ce.Amount = mainapi.CollectorHeldReleased, e.Token, e.Bucket, e.Recipient, e.Amount
	case *bindings.CollectorHeldForceReleased:
		ce.Kind, ce.Token, ce.Bucket, ce.Recipient, ce.Amount = mainapi.CollectorHeldForceReleased, e.Token, e.Bucket, e.To, e.Amount
	default:
		return d.admin(collectorContract, l)
	}
	d.ev.Collector = append(d.ev.Collector, ce)
	return 1, nil
}

func (d *decoder) vault(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(vaultContract, l)
	if !ok || err != nil {
		return 0, err
	}
	ve := mainapi.VaultEvent{Pos: pos(d.block, l)}
	switch e := v.(type) {
	case *bindings.CreatorFeeVaultAccrued:
		ve.Kind, ve.Token, ve.Creator, ve.QuoteAsset, ve.Amount = mainapi.VaultAccrued, e.Token, e.Creator, e.QuoteAsset, e.Amount
	case *bindings.CreatorFeeVaultClaimed:
		ve.Kind, ve.Token, ve.Creator, ve.QuoteAsset, ve.Amount = mainapi.VaultClaimed, e.Token, e.Creator, e.QuoteAsset, e.Amount
	default:
		return d.admin(vaultContract, l)
	}
	d.ev.Vault = append(d.ev.Vault, ve)
	return 1, nil
}

// admin decodes any other event of a tracked contract into an AdminEvent
// with its arguments as strings.
func (d *decoder) admin(contract string, l *mainapi.Log) (int, error) {
	a := abis[contract]
	ev, err := a.EventByID(l.Topics[0])
	if err != nil {
		return 0, nil
	}
	args := map[string]any{}
	var indexed abi.Arguments
	for _, in := range ev.Inputs {
		if in.Indexed {
			indexed = append(indexed, in)
		}
	}
	if len(l.Topics)-1 != len(indexed) {
		return 0, fmt.Errorf("%s.%s: %d topics, want %d", contract, ev.Name, len(l.Topics), len(indexed)+1)
	}
	if err := abi.ParseTopicsIntoMap(args, indexed, l.Topics[1:]); err != nil {
		return 0, fmt.Errorf("%s.%s topics: %w", contract, ev.Name, err)
	}
	if len(l.Data) > 0 || len(ev.Inputs.NonIndexed()) > 0 {
		if err := ev.Inputs.UnpackIntoMap(args, l.Data); err != nil {
			return 0, fmt.Errorf("%s.%s data: %w", contract, ev.Name, err)
		}
	}
	out := make(map[string]string, len(args))
	for k, v := range args {
		out[k] = argString(v)
	}
	d.ev.Admin = append(d.ev.Admin, mainapi.AdminEvent{Pos: pos(d.block, l), Contract: contract, Name: ev.Name, Args: out})
	return 1, nil
}

// argString renders an event argument: addresses lowercase hex, integers
// decimal, byte arrays 0x hex, anything else with %v.
func argString(v any) string {
	switch x := v.(type) {
	case common.Address:
		return strings.ToLower(x.Hex())
	case *big.Int:
		return x.String()
	case common.Hash:
		return x.Hex()
	case [32]byte:
		return common.Hash(x).Hex()
	case []byte:
		return "0x" + common.Bytes2Hex(x)
	default:
		return fmt.Sprint(x)
	}
}
