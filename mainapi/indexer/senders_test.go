package indexer_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// packLog packs event name of a into a log of addr; args in declaration
// order.
func packLog(t *testing.T, a abi.ABI, name string, addr common.Address, args ...any) mainapi.Log {
	t.Helper()
	ev := a.Events[name]
	topics := []common.Hash{ev.ID}
	var data []any
	for i, in := range ev.Inputs {
		if !in.Indexed {
			data = append(data, args[i])
			continue
		}
		switch v := args[i].(type) {
		case common.Address:
			topics = append(topics, common.BytesToHash(v.Bytes()))
		case *big.Int:
			topics = append(topics, common.BigToHash(v))
		}
	}
	packed, err := ev.Inputs.NonIndexed().Pack(data...)
	if err != nil {
		t.Fatalf("pack %s: %v", name, err)
	}
	return mainapi.Log{Address: addr, Topics: topics, Data: packed}
}

// TestSendersAttribution: a transaction whose third-party pair swap is a
// hop of a FeeRouter trade is stored without its sender. The swap's trade
// and activity rows are the payer's, the sender is no wallet party, and
// the derived rows equal a rebuild's (the trade's token candle volume
// included: its hop is no own pool's). A swap outside the FeeRouter in the
// next block is its sender's, whose transaction is stored.
func TestSendersAttribution(t *testing.T) {
	h := newHarness(t, 2)
	h.simulate(t, 2, 1)
	h.catchUp(t, 0)
	ctx := context.Background()
	pair := h.env.Deployment.NeoExtPair
	var token0, token1 []byte
	var r0, r1 big.Int
	var reserves [2]string
	if err := h.db.Pool.QueryRow(ctx, `SELECT token0, token1, reserve0::text, reserve1::text FROM pools WHERE pair = $1`,
		pair.Bytes()).Scan(&token0, &token1, &reserves[0], &reserves[1]); err != nil {
		t.Fatal(err)
	}
	r0.SetString(reserves[0], 10)
	r1.SetString(reserves[1], 10)
	pairABI, routerABI := bindings.NewNeoSwapPair().GetABI(), bindings.NewFeeRouter().GetABI()
	payer, sender := common.HexToAddress("0x1111000000000000000000000000000000000001"), common.HexToAddress("0x2222000000000000000000000000000000000002")
	in, out := big.NewInt(1e15), big.NewInt(1e12)
	swapTx := func(tx common.Hash, paid bool) ([]mainapi.Log, mainapi.Transaction) {
		r0.Add(&r0, in)
		r1.Sub(&r1, out)
		logs := []mainapi.Log{
			packLog(t, pairABI, "Swap", pair, h.env.Deployment.ExtV2Router, in, big.NewInt(0), big.NewInt(0), out, payer),
			packLog(t, pairABI, "Sync", pair, new(big.Int).Set(&r0), new(big.Int).Set(&r1)),
		}
		if paid {
			logs = append(logs, packLog(t, routerABI, "Swap", h.env.Deployment.FeeRouter, payer,
				common.BytesToAddress(token0), common.BytesToAddress(token1), in, out, common.BytesToAddress(token0), big.NewInt(1)))
		}
		for i := range logs {
			logs[i].TxHash, logs[i].LogIndex = tx, uint(i)
		}
		return logs, mainapi.Transaction{Hash: tx, From: sender, To: h.env.Deployment.FeeRouter}
	}
	next := func(logs []mainapi.Log, tx mainapi.Transaction) uint64 {
		head := h.env.Head(t)
		var parent mainapi.Block
		if err := h.db.Pool.QueryRow(ctx, `SELECT number, hash, timestamp FROM chain_head`).Scan(&parent.Number, &parent.Hash, &parent.Timestamp); err != nil {
			t.Fatal(err)
		}
		b := mainapi.Block{Number: parent.Number + 1, ParentHash: parent.Hash, Timestamp: max(parent.Timestamp, head.Time) + 12,
			Transactions: []mainapi.Transaction{tx}, Logs: logs}
		b.Hash = common.BigToHash(big.NewInt(int64(b.Number) + 1<<40))
		if _, err := h.ix.HandleBlock(ctx, b); err != nil {
			t.Fatal(err)
		}
		return b.Number
	}

	paidTx := common.HexToHash("0xa1")
	n := next(swapTx(paidTx, true))
	user := func(q string) common.Address {
		var a []byte
		if err := h.db.Pool.QueryRow(ctx, q, n, paidTx.Bytes()).Scan(&a); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		return common.BytesToAddress(a)
	}
	if got := user(`SELECT user_address FROM trades WHERE block_number = $1 AND tx_hash = $2 AND source = 'ext'`); got != payer {
		t.Errorf("ext trade of a FeeRouter hop: user %s, want the payer %s", got.Hex(), payer.Hex())
	}
	if got := user(`SELECT user_address FROM activity WHERE block_number = $1 AND tx_hash = $2 AND kind = 'swap'`); got != payer {
		t.Errorf("activity of a FeeRouter hop: user %s, want the payer %s", got.Hex(), payer.Hex())
	}
	if got := h.count(t, `SELECT count(*) FROM transactions WHERE block_number = $1`, n); got != 0 {
		t.Errorf("%d transactions stored for a FeeRouter trade, want none", got)
	}
	if got := h.count(t, `SELECT count(*) FROM wallets WHERE address = $1`, sender.Bytes()); got != 0 {
		t.Errorf("the sender of a FeeRouter trade is a wallet party")
	}
	h.check(t)

	plainTx := common.HexToHash("0xa2")
	n = next(swapTx(plainTx, false))
	var got []byte
	if err := h.db.Pool.QueryRow(ctx, `SELECT user_address FROM trades WHERE block_number = $1 AND tx_hash = $2`,
		n, plainTx.Bytes()).Scan(&got); err != nil || common.BytesToAddress(got) != sender {
		t.Errorf("swap outside the FeeRouter: user %x (%v), want its sender %s", got, err, sender.Hex())
	}
	if got := h.count(t, `SELECT count(*) FROM wallets WHERE address = $1 AND last_activity_block = $2`, sender.Bytes(), n); got != 1 {
		t.Errorf("the sender of a swap outside the FeeRouter is not a wallet party of its block")
	}
	h.check(t)
}
