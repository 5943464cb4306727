package devnet_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/ethereum/go-ethereum/common"
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
