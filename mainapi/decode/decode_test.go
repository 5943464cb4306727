package decode_test

import (
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

var (
	pairABI    = bindings.NewNeoSwapPair().GetABI()
	factoryABI = bindings.NewNeoSwapFactory().GetABI()
	routerABI  = bindings.NewFeeRouter().GetABI()

	factory    = common.HexToAddress("0xf000000000000000000000000000000000000001")
	extFactory = common.HexToAddress("0xf000000000000000000000000000000000000002")
	feeRouter  = common.HexToAddress("0xf000000000000000000000000000000000000003")
	pair       = common.HexToAddress("0xa000000000000000000000000000000000000001")
	newPair    = common.HexToAddress("0xa000000000000000000000000000000000000002")
	tokenA     = common.HexToAddress("0xb000000000000000000000000000000000000001")
	tokenB     = common.HexToAddress("0xb000000000000000000000000000000000000002")
	alice      = common.HexToAddress("0xc000000000000000000000000000000000000001")
	feeTo      = common.HexToAddress("0xc000000000000000000000000000000000000002")
	routerAddr = common.HexToAddress("0xc000000000000000000000000000000000000003")
	txA        = common.HexToHash("0x01")
	txB        = common.HexToHash("0x02")
)

func tracked() *decode.Tracked {
	return &decode.Tracked{
		Contracts: decode.Contracts{Factory: factory, ExtFactory: extFactory, FeeRouter: feeRouter},
		Pairs:     map[common.Address]mainapi.Pair{pair: {Token0: tokenA, Token1: tokenB, Own: true}},
	}
}

// mkLog packs an event of a into a log of addr; args in declaration order.
func mkLog(t testing.TB, a abi.ABI, name string, addr common.Address, tx common.Hash, args ...any) mainapi.Log {
	t.Helper()
	ev := a.Events[name]
	topics := []common.Hash{ev.ID}
	var data []any
	for i, in := range ev.Inputs {
		if in.Indexed {
			switch v := args[i].(type) {
			case common.Address:
				topics = append(topics, common.BytesToHash(v.Bytes()))
			case *big.Int:
				topics = append(topics, common.BigToHash(v))
			}
			continue
		}
		data = append(data, args[i])
	}
	packed, err := ev.Inputs.NonIndexed().Pack(data...)
	if err != nil {
		t.Fatalf("pack %s: %v", name, err)
	}
	return mainapi.Log{TxHash: tx, Address: addr, Topics: topics, Data: packed}
}

func block(logs ...mainapi.Log) *mainapi.Block {
	for i := range logs {
		logs[i].LogIndex = uint(i)
	}
	return &mainapi.Block{Number: 7, Logs: logs, Transactions: []mainapi.Transaction{
		{Hash: txA, Index: 0, From: alice, To: routerAddr}, {Hash: txB, Index: 1, From: alice, To: feeRouter}}}
}

func n(x int64) *big.Int { return big.NewInt(x) }

func TestMintRecipient(t *testing.T) {
	zero := common.Address{}
	b := block(
		// First mint: minimum liquidity to the dead address, fee mint, depositor.
		mkLog(t, pairABI, "Transfer", pair, txA, zero, common.HexToAddress("0xdead"), n(1000)),
		mkLog(t, pairABI, "Transfer", pair, txA, zero, feeTo, n(5)),
		mkLog(t, pairABI, "Transfer", pair, txA, zero, alice, n(99)),
		mkLog(t, pairABI, "Sync", pair, txA, n(10), n(20)),
		mkLog(t, pairABI, "Mint", pair, txA, routerAddr, n(10), n(20)),
		// Another transaction's mint without a preceding transfer.
		mkLog(t, pairABI, "Mint", pair, txB, routerAddr, n(1), n(2)),
	)
	ev, err := decode.Block(b, tracked())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(ev.Mints), 2; got != want {
		t.Fatalf("%d mints, want %d", got, want)
	}
	if got, want := ev.Mints[0].Recipient, alice; got != want {
		t.Errorf("recipient = %s, want %s", got, want)
	}
	if got, want := ev.Mints[1].Recipient, zero; got != want {
		t.Errorf("recipient without transfer = %s, want zero", got)
	}
	if got, want := len(ev.LPTransfers), 3; got != want {
		t.Errorf("%d LP transfers (fee mint must not be filtered), want %d", got, want)
	}
	if got, want := len(ev.Transactions), 2; got != want {
		t.Errorf("%d transactions, want %d", got, want)
	}
}

func TestTracking(t *testing.T) {
	stranger := common.HexToAddress("0xdddddddddddddddddddddddddddddddddddddddd")
	b := block(
		mkLog(t, pairABI, "Sync", newPair, txA, n(1), n(1)), // before its creation: skipped
		mkLog(t, factoryABI, "PairCreated", extFactory, txA, tokenA, tokenB, newPair, n(2)),
		mkLog(t, pairABI, "Sync", newPair, txA, n(3), n(4)),
		mkLog(t, pairABI, "Sync", stranger, txA, n(5), n(6)),              // untracked
		mkLog(t, pairABI, "Approval", pair, txA, alice, routerAddr, n(1)), // not stored
		mkLog(t, factoryABI, "SwapFeeSet", factory, txB, n(25)),           // admin
		mkLog(t, routerABI, "ProtocolFeeSet", feeRouter, txB, n(70)),      // admin
		mkLog(t, routerABI, "Swap", feeRouter, txB, alice, tokenA, tokenB, n(1), n(2), tokenA, n(3)),
	)
	tr := tracked()
	ev, err := decode.Block(b, tr)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(ev.Syncs), 1; got != want {
		t.Fatalf("%d syncs, want %d", got, want)
	}
	if got, want := ev.Syncs[0].Address, newPair; got != want {
		t.Errorf("sync of %s, want %s", got, want)
	}
	if p, ok := tr.Pairs[newPair]; !ok || p.Own {
		t.Errorf("new pair tracked = %v (own %v), want tracked as ext", ok, p.Own)
	}
	if got, want := len(ev.PairsCreated), 1; got != want || ev.PairsCreated[0].Own {
		t.Errorf("pairs created %+v", ev.PairsCreated)
	}
	if got, want := len(ev.Admin), 2; got != want {
		t.Fatalf("%d admin events, want %d", got, want)
	}
	if got, want := ev.Admin[1].Args["protocolFeeBps"], "70"; got != want {
		t.Errorf("ProtocolFeeSet args = %v, want protocolFeeBps %s", ev.Admin[1].Args, want)
	}
	if got, want := len(ev.RouterSwaps), 1; got != want || ev.RouterSwaps[0].User != alice {
		t.Errorf("router swaps %+v", ev.RouterSwaps)
	}
}

func TestMalformed(t *testing.T) {
	l := mkLog(t, pairABI, "Swap", pair, txA, routerAddr, n(1), n(0), n(0), n(2), alice)
	l.Data = l.Data[:40]
	_, err := decode.Block(block(l), tracked())
	if !errors.Is(err, decode.ErrMalformed) {
		t.Errorf("err = %v, want ErrMalformed", err)
	}
	// Without data at all: go-ethereum's UnpackLog skips empty data and
	// returns nil fields, which reached a NOT NULL column.
	l.Data = nil
	if _, err := decode.Block(block(l), tracked()); !errors.Is(err, decode.ErrMalformed) {
		t.Errorf("no data: err = %v, want ErrMalformed", err)
	}
}

// FuzzBlock feeds arbitrary topics and data from tracked and untracked
// addresses: the decoder may refuse them but never panics, and it starts
// tracking exactly the pairs CreatedPair and the coins CreatedCoin report
// (the rule a backfill that reads only tracked logs relies on), only on a
// log MayTrack reports.
func FuzzBlock(f *testing.F) {
	seeds := []mainapi.Log{
		mkLog(f, pairABI, "Swap", pair, txA, routerAddr, n(1), n(0), n(0), n(2), alice),
		mkLog(f, pairABI, "Mint", pair, txA, routerAddr, n(1), n(2)),
		mkLog(f, factoryABI, "PairCreated", factory, txA, tokenA, tokenB, newPair, n(2)),
		mkLog(f, routerABI, "Swap", feeRouter, txB, alice, tokenA, tokenB, n(1), n(2), tokenA, n(3)),
		mkLog(f, factoryABI, "SwapAllowedSet", factory, txB, alice, true),
		mkLog(f, vampABI, "Deposit", vampAddr, txA, alice, n(0), n(5)),
		mkLog(f, masterABI, "WithdrawQueued", masterAddr, txA, alice, n(1), n(5), uint64(9)),
		mkLog(f, masterABI, "PoolAdded", masterAddr, txA, n(1), pair, n(10), uint16(250), n(10)),
		mkLog(f, vampABI, "EmissionStarted", vampAddr, txA, n(1e9), n(100), uint64(1), uint64(2)),
		mkLog(f, escrowABI, "Deposited", escrowAddr, txB, alice, n(0), n(5), uint64(1), uint64(2)),
		mkLog(f, treasuryABI, "Released", treasuryAddr, txB, alice, n(5)),
		mkLog(f, zapABI, "ZappedIn", zapAddr, txB, alice, pair, tokenA, n(1), n(2)),
		mkLog(f, extZapABI, "Zapped", extZapAddr, txB, alice, pair, tokenA, n(1), n(2), n(3)),
		mkLog(f, stakingABI, "Appended", stakingAddr, txA, alice, n(1), n(2), uint8(1), uint64(3)),
		mkLog(f, stakingABI, "ClaimedAsNeo", stakingAddr, txB, alice, tokenA, n(1), n(2)),
		mkLog(f, rakebackABI, "Claimed", rakebackAddr, txA, n(1), tokenA, n(0), alice, n(5)),
		mkLog(f, rakebackABI, "ClaimedAsNeo", rakebackAddr, txB, alice, tokenA, n(1), n(5), n(2)),
		mkLog(f, rakebackABI, "RootPosted", rakebackAddr, txB, n(1), [32]byte{1}, uint64(7)),
		mkLog(f, neocatABI, "Staked", neocatStakeAt, txA, alice, n(3), n(1)),
		tokenCreated(f, txA, coin),
		mkLog(f, coinABI, "Transfer", coin, txA, alice, bob, n(8)),
	}
	addrs := []common.Address{pair, factory, extFactory, feeRouter, newPair, {},
		vampAddr, masterAddr, escrowAddr, treasuryAddr, zapAddr, extZapAddr, stakingAddr, rakebackAddr, neocatStakeAt,
		curveAddr, coin}
	for _, s := range seeds {
		var topics []byte
		for _, tp := range s.Topics {
			topics = append(topics, tp.Bytes()...)
		}
		for i, a := range addrs {
			if a == s.Address {
				f.Add(uint8(i), topics, s.Data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, addr uint8, topics, data []byte) {
		l := mainapi.Log{TxHash: txA, Address: addrs[int(addr)%len(addrs)], Data: data}
		for len(topics) > 0 {
			k := min(32, len(topics))
			l.Topics = append(l.Topics, common.BytesToHash(topics[:k]))
			topics = topics[k:]
		}
		tr := farmTracked()
		tr.NeoStaking = stakingAddr
		tr.Rakeback = rakebackAddr
		tr.NeocatStaking = neocatStakeAt
		tr.LaunchpadCurve = curveAddr
		if _, err := decode.Block(block(l, l), tr); err != nil {
			return
		}
		c, coinCreated := decode.CreatedCoin(&tr.Contracts, &l)
		if grew := len(tr.Coins) > 0; grew != coinCreated {
			t.Fatalf("Block tracks %d coins; CreatedCoin reports %s, %v", len(tr.Coins), c.Hex(), coinCreated)
		}
		if _, ok := tr.Coins[c]; coinCreated && !ok {
			t.Fatalf("CreatedCoin reports %s; Block does not track it", c.Hex())
		}
		if grew := len(tr.Coins) > 0 || len(tr.Pairs) > len(farmTracked().Pairs); grew && !decode.MayTrack(&tr.Contracts, &l) {
			t.Fatal("Block tracks more after a log MayTrack says cannot extend it")
		}
		p, pair, created := decode.CreatedPair(&tr.Contracts, &l)
		before := farmTracked().Pairs
		if _, had := before[p]; had {
			created = false
		}
		if grew := len(tr.Pairs) > len(before); grew != created {
			t.Fatalf("Block tracks %d pairs after %d; CreatedPair reports %s, %v", len(tr.Pairs), len(before), p.Hex(), created)
		}
		if got, ok := tr.Pairs[p]; created && (!ok || got != pair) {
			t.Fatalf("CreatedPair reports %s %+v; Block tracks it: %v, as %+v", p.Hex(), pair, ok, got)
		}
		// A reader of the tracked logs alone asks for every sender Block stores.
		b := block(l, l)
		ev, _ := decode.Block(b, farmTracked())
		var logs []mainapi.Log
		fixed := tr.Addresses()
		for _, x := range b.Logs {
			_, pair := tr.Pairs[x.Address]
			if _, coin := tr.Coins[x.Address]; pair || coin || slices.Contains(fixed, x.Address) {
				logs = append(logs, x)
			}
		}
		picked := decode.Senders(&tr.Contracts, func(a common.Address) bool { return !slices.Contains(fixed, a) }, logs)
		for _, tx := range ev.Transactions {
			if _, ok := picked[tx.Hash]; !ok {
				t.Fatalf("Block stores the sender of %s, which a reader of the tracked logs does not ask for", tx.Hash.Hex())
			}
		}
	})
}

// TestSenders: a transaction's sender is stored when a liquidity change or
// a swap that no FeeRouter Swap pays for is in it, and Block stores it with
// its sender and recipient.
func TestSenders(t *testing.T) {
	txC, txD, txE, txF := common.HexToHash("0x03"), common.HexToHash("0x04"), common.HexToHash("0x05"), common.HexToHash("0x06")
	swap := func(tx common.Hash) mainapi.Log {
		return mkLog(t, pairABI, "Swap", pair, tx, routerAddr, n(1), n(0), n(0), n(2), alice)
	}
	paid := func(tx common.Hash) mainapi.Log {
		return mkLog(t, routerABI, "Swap", feeRouter, tx, alice, tokenA, tokenB, n(1), n(2), tokenA, n(3))
	}
	b := block(
		swap(txA), mkLog(t, pairABI, "Sync", pair, txA, n(1), n(2)), paid(txA), // a FeeRouter trade: its events name the payer
		swap(txB),                       // a swap outside the FeeRouter: the sender's
		swap(txC), paid(txC), swap(txC), // the second swap is no hop of the trade
		mkLog(t, pairABI, "Transfer", pair, txD, common.Address{}, alice, n(9)), mkLog(t, pairABI, "Mint", pair, txD, routerAddr, n(1), n(2)),
		mkLog(t, pairABI, "Burn", pair, txE, routerAddr, n(1), n(2), alice),
		mkLog(t, pairABI, "Transfer", pair, txF, alice, feeTo, n(9)), paid(txF), // an LP transfer, a trade without hops
	)
	b.Transactions = append(b.Transactions, mainapi.Transaction{Hash: txC, Index: 2, From: feeTo},
		mainapi.Transaction{Hash: txD, Index: 3, From: alice}, mainapi.Transaction{Hash: txE, Index: 4, From: alice},
		mainapi.Transaction{Hash: txF, Index: 5, From: alice})
	tr := tracked()
	picked := decode.Senders(&tr.Contracts, func(a common.Address) bool { return a == pair }, b.Logs)
	var got []common.Hash
	for h := range picked {
		got = append(got, h)
	}
	slices.SortFunc(got, func(a, b common.Hash) int { return a.Cmp(b) })
	if want := []common.Hash{txB, txC, txD, txE}; !slices.Equal(got, want) {
		t.Errorf("Senders = %v, want %v", got, want)
	}
	ev, err := decode.Block(b, tr)
	if err != nil {
		t.Fatal(err)
	}
	want := []mainapi.Transaction{b.Transactions[1], b.Transactions[2], b.Transactions[3], b.Transactions[4]}
	if !slices.Equal(ev.Transactions, want) {
		t.Errorf("Block's transactions = %+v, want %+v", ev.Transactions, want)
	}
}
