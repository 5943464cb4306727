package devnet_test

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/contracts/devnet"
)

// TestReorgRPC: devnet_reorg replaces the last blocks with a longer branch
// (new hashes from the ancestor on); a transaction of a dropped block is
// mined again on the branch, and the chain goes on after it. Bad depths
// answer an error.
func TestReorgRPC(t *testing.T) {
	d := startDevnet(t, 31337)
	c := dial(t, d.RPCURL())
	ctx := context.Background()
	rec := sendTransfer(t, d, c)
	for range 3 {
		call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}`)
	}
	before := head(t, c)
	depth := before.Number.Uint64() - rec.BlockNumber.Uint64() + 1 // the transfer's block goes
	r := call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":2,"method":"devnet_reorg","params":[`+itoa(depth)+`]}`)
	var newHead common.Hash
	if err := json.Unmarshal(r.Result, &newHead); err != nil {
		t.Fatalf("result %s: %v", r.Result, err)
	}
	after := head(t, c)
	if after.Hash() != newHead || after.Number.Uint64() != before.Number.Uint64()+1 {
		t.Fatalf("head %d %s after a reorg of %d on %d; answered %s", after.Number, after.Hash(), depth, before.Number, newHead)
	}
	old, err := c.HeaderByNumber(ctx, rec.BlockNumber)
	if err != nil {
		t.Fatal(err)
	}
	if old.Hash() == rec.BlockHash {
		t.Fatalf("block %d kept its hash: no reorg", rec.BlockNumber)
	}
	// The dropped transfer is mined again (at once or by the next blocks).
	for range 5 {
		if again, err := c.TransactionReceipt(ctx, rec.TxHash); err == nil {
			if again.BlockHash == rec.BlockHash {
				t.Fatalf("receipt still in the dropped block %s", rec.BlockHash)
			}
			sendTransfer(t, d, c) // and the chain goes on
			assertMonotonic(t, c)
			for _, bad := range []string{"0", "65", `"x"`} {
				raw := post(t, d.RPCURL(), `{"jsonrpc":"2.0","id":3,"method":"devnet_reorg","params":[`+bad+`]}`)
				var e rpcResp
				if err := json.Unmarshal(raw, &e); err != nil || e.Error == nil {
					t.Errorf("depth %s: %s, want an error", bad, raw)
				}
			}
			return
		}
		call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":4,"method":"evm_mine","params":[]}`)
	}
	t.Fatal("the dropped transfer was not mined again")
}

func itoa(n uint64) string { b, _ := json.Marshal(n); return string(b) }

// TestReorgWithPendingTransactions: a reorg requested while transactions
// wait in the pool (a busy simulator between two blocks; here a miner that
// never seals by itself) seals them into the dropped branch and forks
// anyway, and they are mined again on the new one. The backend alone
// refuses to fork from a dirty pending block.
func TestReorgWithPendingTransactions(t *testing.T) {
	d, err := devnet.Start(context.Background(), devnet.Config{
		Addr: "127.0.0.1:0", ChainID: 31337, BlockTime: time.Hour, PollInterval: time.Hour, Logger: testLogger(),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	c := dial(t, d.RPCURL())
	ctx := context.Background()
	for range 3 {
		call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}`)
	}
	from := d.Accounts()[0]
	to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	h := head(t, c)
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(d.ChainID()), &types.DynamicFeeTx{
		ChainID: d.ChainID(), Nonce: 0, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(big.NewInt(1e9), new(big.Int).Mul(h.BaseFee, big.NewInt(2))),
		Gas:       21000, To: &to, Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.TransactionReceipt(ctx, tx.Hash()); err == nil {
		t.Fatal("the transaction was mined before the reorg: the test's premise fails")
	}
	before := head(t, c)
	if _, err := d.Reorg(2); err != nil {
		t.Fatalf("reorg with a pending transaction: %v", err)
	}
	after := head(t, c)
	// The waiting transaction was sealed into the dropped branch first: the
	// new head is two blocks above the old one.
	if after.Number.Uint64() != before.Number.Uint64()+2 {
		t.Errorf("head %d after the reorg, was %d", after.Number, before.Number)
	}
	for range 5 {
		if r, err := c.TransactionReceipt(ctx, tx.Hash()); err == nil {
			if got, err := c.HeaderByNumber(ctx, r.BlockNumber); err != nil || got.Hash() != r.BlockHash {
				t.Fatalf("receipt in block %s, not on the chain (%v)", r.BlockHash, err)
			}
			return
		}
		call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":4,"method":"evm_mine","params":[]}`)
	}
	t.Fatal("the pending transaction was not mined on the new branch")
}
