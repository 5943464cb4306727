package sim_test

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
	"github.com/neoswap/neoswap/contracts/sim"
)

// TestRunResyncsNoncesSpentBehindItsBack is issue 34's case 9: the
// simulator's traders are the development mnemonic's accounts, which people
// running `make run` also use from wallets and tools. After a transaction
// from every trader is sent and mined behind the simulator's back, its next
// sends from them must not fail on a stale nonce: every round's actions
// still succeed and the simulator keeps producing blocks.
func TestRunResyncsNoncesSpentBehindItsBack(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dn, dep, traders := deployedDevnet(t, ctx)
	client := dn.Client()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))

	// outside sends 1 wei from each trader, as a wallet would, and mines it.
	var outside []*types.Transaction
	sendOutside := func() {
		to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
		for _, a := range traders {
			nonce, err := client.PendingNonceAt(ctx, a.Address)
			if err != nil {
				t.Fatal(err)
			}
			head, err := client.HeaderByNumber(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			tip := big.NewInt(1e9)
			tx, err := types.SignNewTx(a.Key, types.LatestSignerForChainID(dn.ChainID()), &types.DynamicFeeTx{
				ChainID: dn.ChainID(), Nonce: nonce, GasTipCap: tip,
				GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
				Gas:       21000, To: &to, Value: big.NewInt(1),
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := client.SendTransaction(ctx, tx); err != nil {
				t.Fatal(err)
			}
			outside = append(outside, tx)
		}
		dn.Commit()
	}

	const rounds, perBlock, outsideAt = 24, 3, 8
	start, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	commits := 0
	stats, err := sim.Run(ctx, sim.Config{
		Backend: client, Deployment: dep, Traders: traders, TradesPerBlock: perBlock, Interval: -1,
		Rounds: rounds, Seed: 7, Logger: quiet,
		Commit: func() {
			dn.Commit()
			if commits++; commits == outsideAt {
				sendOutside()
			}
		},
	})
	if err != nil {
		t.Fatalf("sim after the outside transactions: %v (stats %+v)", err, stats)
	}
	if len(outside) != len(traders) {
		t.Fatalf("%d outside transactions sent, want %d (the run ended before)", len(outside), len(traders))
	}
	for _, tx := range outside {
		r, err := client.TransactionReceipt(ctx, tx.Hash())
		if err != nil || r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("outside transaction %s not mined: %v", tx.Hash(), err)
		}
	}
	if stats.Rounds != rounds || stats.Failed != 0 || stats.Actions() != rounds*perBlock {
		t.Errorf("stats %+v: want %d rounds, %d actions and no failure", stats, rounds, rounds*perBlock)
	}
	end, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if end-start < rounds {
		t.Errorf("%d blocks during %d rounds", end-start, rounds)
	}
}

// deployedDevnet is an in-process devnet that mines only when asked, with
// the system deployed; the traders are dev accounts 1 to 3.
func deployedDevnet(t *testing.T, ctx context.Context) (*devnet.Devnet, *deploy.Deployment, []devnet.Account) {
	t.Helper()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	dn, err := devnet.Start(ctx, devnet.Config{Addr: "127.0.0.1:0", BlockTime: time.Hour, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dn.Close() })
	accts := dn.Accounts()
	fund := make([]common.Address, 0, len(accts)-1)
	for _, a := range accts[1:] {
		fund = append(fund, a.Address)
	}
	dep, err := deploy.Run(ctx, deploy.Config{
		Backend: dn.Client(), Deployer: accts[0].Key, Fund: fund, Commit: func() { dn.Commit() }, Logger: quiet,
	})
	if err != nil {
		t.Fatal(err)
	}
	return dn, dep, accts[1:4]
}

// TestRunSurvivesReplacedTransaction: a wallet on a trader's account sends
// a transaction with the nonce of one the simulator has pending, at a
// higher price, so the pool replaces the simulator's, which is never mined.
// The simulator counts it failed and goes on (before, it waited for its
// receipt until its minute ran out and the run ended with an error).
func TestRunSurvivesReplacedTransaction(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dn, dep, traders := deployedDevnet(t, ctx)
	client := dn.Client()
	var replacement *types.Transaction
	replace := func() {
		a := traders[0]
		mined, err := client.NonceAt(ctx, a.Address, nil)
		if err != nil {
			t.Fatal(err)
		}
		pending, err := client.PendingNonceAt(ctx, a.Address)
		if err != nil {
			t.Fatal(err)
		}
		if pending == mined {
			return // nothing of this trader pending in this round: try the next
		}
		head, err := client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
		tip := big.NewInt(100e9)
		tx, err := types.SignNewTx(a.Key, types.LatestSignerForChainID(dn.ChainID()), &types.DynamicFeeTx{
			ChainID: dn.ChainID(), Nonce: mined, GasTipCap: tip,
			GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(4))),
			Gas:       21000, To: &to, Value: big.NewInt(1),
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := client.SendTransaction(ctx, tx); err != nil {
			t.Fatalf("replacement: %v", err)
		}
		replacement = tx
	}
	const rounds, perBlock = 16, 3
	stats, err := sim.Run(ctx, sim.Config{
		Backend: client, Deployment: dep, Traders: traders, TradesPerBlock: perBlock, Interval: -1,
		Rounds: rounds, Seed: 7, LaunchShare: -1, FarmShare: -1, StakeShare: -1,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Commit: func() {
			if replacement == nil {
				if b, _ := client.BlockNumber(ctx); b%4 == 0 {
					replace()
				}
			}
			dn.Commit()
		},
	})
	if err != nil {
		t.Fatalf("sim after the replacement: %v (stats %+v)", err, stats)
	}
	if replacement == nil {
		t.Fatal("no pending transaction of the simulator to replace")
	}
	if r, err := client.TransactionReceipt(ctx, replacement.Hash()); err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("replacement %s not mined: %v", replacement.Hash(), err)
	}
	if stats.Rounds != rounds || stats.Failed < 1 || stats.Actions() < rounds*perBlock-2 {
		t.Errorf("stats %+v: want %d rounds, the replaced action failed and at least %d actions", stats, rounds, rounds*perBlock-2)
	}
}
