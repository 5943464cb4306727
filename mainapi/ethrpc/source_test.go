package ethrpc_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/mainapi/ethrpc"
)

func TestSource(t *testing.T) {
	env := chaintest.New(t)
	ctx := context.Background()
	src, err := ethrpc.New(ctx, env.Backend.Client())
	if err != nil {
		t.Fatal(err)
	}

	t.Run("block with receipts", func(t *testing.T) {
		head, err := src.Head(ctx)
		if err != nil {
			t.Fatal(err)
		}
		b, err := src.BlockByNumber(ctx, head)
		if err != nil {
			t.Fatal(err)
		}
		byHash, err := src.BlockByHash(ctx, b.Hash)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := len(byHash.Logs), len(b.Logs); got != want || got == 0 {
			t.Errorf("%d logs by hash, %d by number; want equal and non-zero", got, want)
		}
		for i, l := range b.Logs {
			if l.LogIndex != uint(i) {
				t.Fatalf("log %d has index %d", i, l.LogIndex)
			}
		}
		if len(b.Transactions) == 0 || b.Transactions[0].From != env.Accounts[0].Address {
			t.Errorf("transactions %+v, want the deployer's", b.Transactions)
		}
	})

	tests := []struct {
		name     string
		token    common.Address
		symbol   string
		decimals uint8
		known    bool
	}{
		{"ERC-20", env.Deployment.USDC, "USDC", 6, true},
		{"not a token (calls revert)", env.Deployment.Factory, "", 0, false},
		{"no code", common.HexToAddress("0x1234"), "", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			md, err := src.TokenMetadata(ctx, tt.token)
			if err != nil {
				t.Fatal(err)
			}
			if !tt.known {
				if md.Symbol != nil || md.Name != nil || md.Decimals != nil {
					t.Errorf("metadata %+v, want all unknown", md)
				}
				return
			}
			if md.Symbol == nil || *md.Symbol != tt.symbol {
				t.Errorf("symbol %v, want %s", md.Symbol, tt.symbol)
			}
			if md.Decimals == nil || *md.Decimals != tt.decimals {
				t.Errorf("decimals %v, want %d", md.Decimals, tt.decimals)
			}
		})
	}
}
