package devnet_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/contracts/devnet"
)

func TestDevAccounts(t *testing.T) {
	accs := devnet.DevAccounts()
	if got, want := len(accs), 10; got != want {
		t.Fatalf("len = %d, want %d", got, want)
	}
	for i, want := range map[int]string{
		0: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
		1: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
		9: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
	} {
		if got := accs[i].Address.Hex(); got != want {
			t.Errorf("account %d = %s, want %s", i, got, want)
		}
	}
	if got, want := hexutil.Encode(crypto.FromECDSA(accs[0].Key)), "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"; got != want {
		t.Errorf("key 0 = %s, want %s", got, want)
	}
}

func startDevnet(t *testing.T, chainID uint64) *devnet.Devnet {
	t.Helper()
	d, err := devnet.Start(context.Background(), devnet.Config{
		Addr:      "127.0.0.1:0",
		ChainID:   chainID,
		BlockTime: time.Second,
		Logger:    testLogger(),
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return d
}

func testLogger() *slog.Logger {
	if os.Getenv("DEVNET_TEST_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.DiscardHandler)
}

func TestDevnet(t *testing.T) {
	const chainID = 4242
	d := startDevnet(t, chainID)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	t.Run("eth_chainId over HTTP", func(t *testing.T) {
		body := []byte(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, d.RPCURL(), bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		var out struct {
			Result hexutil.Uint64 `json:"result"`
		}
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("decode %s: %v", raw, err)
		}
		if got, want := uint64(out.Result), uint64(chainID); got != want {
			t.Errorf("eth_chainId = %d, want %d", got, want)
		}
	})

	client, err := ethclient.DialContext(ctx, d.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()

	t.Run("balances", func(t *testing.T) {
		for i, a := range d.Accounts() {
			bal, err := client.BalanceAt(ctx, a.Address, nil)
			if err != nil {
				t.Fatal(err)
			}
			if bal.Cmp(devnet.DevBalance) < 0 && i != 0 { // account 0 may pay for the tx test
				t.Errorf("balance of %d = %s, want %s", i, bal, devnet.DevBalance)
			}
		}
	})

	t.Run("tx mined without Commit", func(t *testing.T) {
		from := d.Accounts()[0]
		to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
		nonce, err := client.PendingNonceAt(ctx, from.Address)
		if err != nil {
			t.Fatal(err)
		}
		tip, err := client.SuggestGasTipCap(ctx)
		if err != nil {
			t.Fatal(err)
		}
		head, err := client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
		tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(big.NewInt(chainID)), &types.DynamicFeeTx{
			ChainID: big.NewInt(chainID), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
			Gas: 21000, To: &to, Value: big.NewInt(1),
		})
		if err != nil {
			t.Fatal(err)
		}
		sent := time.Now()
		if err := client.SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
		for {
			r, err := client.TransactionReceipt(ctx, tx.Hash())
			if err == nil {
				if r.Status != types.ReceiptStatusSuccessful {
					t.Fatalf("status %d", r.Status)
				}
				break
			}
			if time.Since(sent) > 3*time.Second {
				t.Fatalf("not mined after %s: %v", time.Since(sent), err)
			}
			time.Sleep(20 * time.Millisecond)
		}
		if took := time.Since(sent); took > 1500*time.Millisecond {
			t.Errorf("mined after %s, want about a second at most", took)
		}
	})

	t.Run("AdjustTime", func(t *testing.T) {
		before, err := client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.AdjustTime(24 * time.Hour); err != nil {
			t.Fatal(err)
		}
		after, err := client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := after.Time - before.Time; got < 86400 {
			t.Errorf("time advanced %d s, want at least 86400", got)
		}
		// Interval blocks keep the offset and timestamps keep increasing.
		time.Sleep(1500 * time.Millisecond)
		later, err := client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if later.Number.Cmp(after.Number) <= 0 || later.Time <= after.Time {
			t.Errorf("no later block: head %d@%d after %d@%d", later.Number, later.Time, after.Number, after.Time)
		}
		if later.Time < uint64(time.Now().Unix())+86400-2 {
			t.Errorf("offset lost: head time %d, wall %d", later.Time, time.Now().Unix())
		}
	})
}

func TestStartPortInUse(t *testing.T) {
	d := startDevnet(t, 1)
	_, err := devnet.Start(context.Background(), devnet.Config{Addr: d.RPCURL()[len("http://"):]})
	if err == nil {
		t.Fatal("second devnet on the same port started")
	}
}
