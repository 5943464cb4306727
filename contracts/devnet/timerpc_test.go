package devnet_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/contracts/devnet"
)

// post sends a raw JSON-RPC body to the devnet's public endpoint.
func post(t *testing.T, url, body string) []byte {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, raw)
	}
	return raw
}

type rpcResp struct {
	ID     int             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func call(t *testing.T, url, body string) rpcResp {
	t.Helper()
	raw := post(t, url, body)
	var r rpcResp
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("decode %s: %v", raw, err)
	}
	if r.Error != nil {
		t.Fatalf("%s: error %d %s", body, r.Error.Code, r.Error.Message)
	}
	return r
}

func head(t *testing.T, c *ethclient.Client) *types.Header {
	t.Helper()
	h, err := c.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// sendTransfer sends 1 wei from dev account 0 and waits for its receipt.
func sendTransfer(t *testing.T, d *devnet.Devnet, c *ethclient.Client) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	from := d.Accounts()[0]
	to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	nonce, err := c.PendingNonceAt(ctx, from.Address)
	if err != nil {
		t.Fatal(err)
	}
	h := head(t, c)
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(d.ChainID()), &types.DynamicFeeTx{
		ChainID: d.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(big.NewInt(1e9), new(big.Int).Mul(h.BaseFee, big.NewInt(2))),
		Gas:       21000, To: &to, Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); ; {
		r, err := c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			return r
		}
		if time.Now().After(deadline) {
			t.Fatalf("not mined: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// assertMonotonic checks that every block is stamped after its parent.
func assertMonotonic(t *testing.T, c *ethclient.Client) {
	t.Helper()
	h := head(t, c)
	var prev uint64
	for n := int64(0); n <= h.Number.Int64(); n++ {
		b, err := c.HeaderByNumber(context.Background(), big.NewInt(n))
		if err != nil {
			t.Fatal(err)
		}
		if n > 0 && b.Time <= prev {
			t.Fatalf("block %d stamped %d, parent %d", n, b.Time, prev)
		}
		prev = b.Time
	}
}

func dial(t *testing.T, url string) *ethclient.Client {
	t.Helper()
	c, err := ethclient.Dial(url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func TestTimeTravelRPC(t *testing.T) {
	d := startDevnet(t, 31337)
	c := dial(t, d.RPCURL())

	t.Run("evm_increaseTime", func(t *testing.T) {
		before := head(t, c)
		r := call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":7,"method":"evm_increaseTime","params":[86400]}`)
		if string(r.Result) != "86400" || r.ID != 7 {
			t.Fatalf("result %s id %d, want 86400 id 7", r.Result, r.ID)
		}
		after := head(t, c)
		if after.Time < before.Time+86400 {
			t.Fatalf("head %d after the jump, want >= %d", after.Time, before.Time+86400)
		}
		// A hex string adds to the total; a transaction after the jump is
		// stamped after it.
		r = call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":8,"method":"evm_increaseTime","params":["0xe10"]}`)
		if string(r.Result) != "90000" {
			t.Fatalf("total %s, want 90000", r.Result)
		}
		jumped := head(t, c)
		rec := sendTransfer(t, d, c)
		blk, err := c.HeaderByNumber(context.Background(), rec.BlockNumber)
		if err != nil {
			t.Fatal(err)
		}
		if blk.Time <= jumped.Time || blk.Time < before.Time+90000 {
			t.Fatalf("tx stamped %d, jump block %d (start %d)", blk.Time, jumped.Time, before.Time)
		}
		if blk.Time < uint64(time.Now().Unix())+90000-3 {
			t.Fatalf("tx stamped %d, wall %d: offset lost", blk.Time, time.Now().Unix())
		}
	})

	t.Run("evm_mine", func(t *testing.T) {
		before := head(t, c)
		r := call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}`)
		if string(r.Result) != `"0x0"` {
			t.Fatalf("result %s", r.Result)
		}
		after := head(t, c)
		if after.Number.Uint64() != before.Number.Uint64()+1 || after.Time <= before.Time {
			t.Fatalf("head %d@%d after evm_mine on %d@%d", after.Number, after.Time, before.Number, before.Time)
		}
		// anvil's {blocks} form mines that many.
		call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":2,"method":"evm_mine","params":[{"blocks":3}]}`)
		if got := head(t, c).Number.Uint64(); got < after.Number.Uint64()+3 {
			t.Fatalf("head %d after mining 3 blocks on %d", got, after.Number)
		}
		// viem's testClient.mine: anvil_mine(blocks, interval).
		before = head(t, c)
		r = call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":3,"method":"anvil_mine","params":["0x2","0x3c"]}`)
		if string(r.Result) != "null" {
			t.Fatalf("anvil_mine result %s", r.Result)
		}
		if got := head(t, c); got.Number.Uint64() < before.Number.Uint64()+2 || got.Time < before.Time+61 {
			t.Fatalf("head %d@%d after anvil_mine(2, 60) on %d@%d", got.Number, got.Time, before.Number, before.Time)
		}
	})

	t.Run("evm_setNextBlockTimestamp", func(t *testing.T) {
		ts := head(t, c).Time + 5000
		r := call(t, d.RPCURL(), `{"jsonrpc":"2.0","id":3,"method":"evm_setNextBlockTimestamp","params":["`+hexutil.EncodeUint64(ts)+`"]}`)
		if string(r.Result) != "null" {
			t.Fatalf("result %s", r.Result)
		}
		rec := sendTransfer(t, d, c)
		blk, err := c.HeaderByNumber(context.Background(), rec.BlockNumber)
		if err != nil {
			t.Fatal(err)
		}
		if blk.Time != ts {
			t.Fatalf("tx stamped %d, want %d", blk.Time, ts)
		}
		raw := post(t, d.RPCURL(), `{"jsonrpc":"2.0","id":4,"method":"evm_setNextBlockTimestamp","params":[1]}`)
		if !bytes.Contains(raw, []byte(`"error"`)) {
			t.Fatalf("a timestamp in the past was accepted: %s", raw)
		}
	})

	t.Run("batch mixes evm_ and eth_", func(t *testing.T) {
		before := head(t, c)
		raw := post(t, d.RPCURL(), `[
			{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]},
			{"jsonrpc":"2.0","id":2,"method":"evm_increaseTime","params":["3600"]},
			{"jsonrpc":"2.0","id":3,"method":"evm_mine"},
			{"jsonrpc":"2.0","id":4,"method":"eth_getBlockByNumber","params":["latest",false]},
			{"jsonrpc":"2.0","id":5,"method":"evm_snapshot","params":[]}
		]`)
		var rs []rpcResp
		if err := json.Unmarshal(raw, &rs); err != nil {
			t.Fatalf("decode %s: %v", raw, err)
		}
		if len(rs) != 5 {
			t.Fatalf("%d responses: %s", len(rs), raw)
		}
		for i, r := range rs {
			if r.ID != i+1 {
				t.Fatalf("response %d has id %d: %s", i, r.ID, raw)
			}
		}
		if string(rs[0].Result) != `"0x7a69"` {
			t.Errorf("eth_chainId %s", rs[0].Result)
		}
		if string(rs[2].Result) != `"0x0"` || rs[1].Error != nil {
			t.Errorf("evm results %s %s", rs[1].Result, rs[2].Result)
		}
		var blk struct {
			Number    hexutil.Uint64 `json:"number"`
			Timestamp hexutil.Uint64 `json:"timestamp"`
		}
		if err := json.Unmarshal(rs[3].Result, &blk); err != nil {
			t.Fatal(err)
		}
		// The block read after the batch's evm_mine is the mined one, after
		// the jump.
		if uint64(blk.Number) < before.Number.Uint64()+2 || uint64(blk.Timestamp) < before.Time+3600 {
			t.Errorf("latest block %d@%d, before the batch %d@%d", blk.Number, blk.Timestamp, before.Number, before.Time)
		}
		if rs[4].Error == nil {
			t.Errorf("evm_snapshot answered %s; the node has no such method", rs[4].Result)
		}
	})

	t.Run("WebSocket proxied", func(t *testing.T) {
		ws := dial(t, "ws"+strings.TrimPrefix(d.RPCURL(), "http"))
		id, err := ws.ChainID(context.Background())
		if err != nil || id.Uint64() != 31337 {
			t.Fatalf("chain id over ws %v, %v", id, err)
		}
	})

	assertMonotonic(t, c)
}

func TestFastClock(t *testing.T) {
	const rate = 1000
	d, err := devnet.Start(context.Background(), devnet.Config{
		Addr: "127.0.0.1:0", ChainID: 1, BlockTime: 200 * time.Millisecond, ClockRate: rate,
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	c := dial(t, d.RPCURL())

	// Without transactions, empty blocks follow the clock.
	start, wall := head(t, c), time.Now()
	time.Sleep(1500 * time.Millisecond)
	h := head(t, c)
	want := uint64(time.Since(wall).Seconds()*rate) - 2*rate*200/1000 // a block time of lag at most
	if h.Time-start.Time < want {
		t.Fatalf("idle: the chain advanced %d s in %s, want >= %d", h.Time-start.Time, time.Since(wall), want)
	}

	// With transactions pending all along, it keeps the pace.
	start, wall = head(t, c), time.Now()
	for time.Since(wall) < 1500*time.Millisecond {
		sendTransfer(t, d, c)
	}
	h = head(t, c)
	want = uint64(time.Since(wall).Seconds()*rate) - 2*rate*200/1000 - 50
	if h.Time-start.Time < want {
		t.Fatalf("under load: the chain advanced %d s in %s, want >= %d", h.Time-start.Time, time.Since(wall), want)
	}
	// A jump adds to the fast clock.
	before := head(t, c)
	if err := d.AdjustTime(7 * 24 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if after := head(t, c); after.Time < before.Time+7*24*3600 {
		t.Fatalf("jump to %d from %d", after.Time, before.Time)
	}
	assertMonotonic(t, c)
}
