package systemtest_test

// Tests of NeocatNft and NeocatStaking (docs/launch-lifecycle.md 7): per-block
// balance checkpoints, seeding, listeners (Broadcast, BroadcastFailed) and
// the CheckpointOverflow bound on the packed block number. Helpers of
// launch_test.go (launchFx, lv*) are shared.

import (
	"context"
	"fmt"
	"math/big"
	"net"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/devnet"
)

func TestNeocatStakingCheckpoints(t *testing.T) {
	f := newLaunchFx(t)
	const holder = 1 // deployed with 1 staked and NeocatsHeld held
	stakedIDs, heldIDs := neocatIDs(len(f.Accounts))
	staking := f.d.NeocatStaking
	balanceAt := func(i int, block *big.Int) int64 {
		return lvCall(f, staking, lvStaking.PackBalanceOfAt(f.addr(i), block), lvStaking.UnpackBalanceOfAt).Int64()
	}

	listener, tx, err := lvDeploy(f, 0, bindings.MockStakeListenerMetaData.Bin, nil)
	f.MustTransact(t, tx, err)
	f.send(0, staking, nil, lvStaking.PackAddListener(listener))
	f.send(holder, f.d.NeocatNft, nil, lvNft.PackSetApprovalForAll(staking, true))

	r := f.send(holder, staking, nil, lvStaking.PackStake(lvIDs(heldIDs[holder]...)))
	staked := lvEvents[*bindings.NeocatStakingStaked](r, staking, "NeocatStaking")
	if len(staked) != 2 || staked[0].Balance.Int64() != 2 || staked[1].Balance.Int64() != 3 || staked[1].Account != f.addr(holder) {
		t.Errorf("Staked events %+v", staked)
	}
	if b := lvOne[*bindings.NeocatStakingBroadcast](t, r, staking, "NeocatStaking"); b.Listener != listener || b.Balance.Int64() != 3 {
		t.Errorf("Broadcast %+v", b)
	}
	stakeBlock := r.BlockNumber

	f.send(0, listener, nil, bindings.NewMockStakeListener().PackSetFail(true))
	r = f.send(holder, staking, nil, lvStaking.PackUnstake(lvIDs(stakedIDs[holder]...)))
	if u := lvOne[*bindings.NeocatStakingUnstaked](t, r, staking, "NeocatStaking"); u.Balance.Int64() != 2 {
		t.Errorf("Unstaked %+v", u)
	}
	if bf := lvOne[*bindings.NeocatStakingBroadcastFailed](t, r, staking, "NeocatStaking"); bf.Listener != listener || len(bf.Reason) == 0 {
		t.Errorf("BroadcastFailed %+v", bf)
	}
	unstakeBlock := r.BlockNumber
	f.Commit()

	for _, c := range []struct {
		block *big.Int
		want  int64
	}{
		{new(big.Int).Sub(stakeBlock, lvInt(1)), 1},
		{stakeBlock, 3},
		{new(big.Int).Sub(unstakeBlock, lvInt(1)), 3},
		{unstakeBlock, 2},
	} {
		if got := balanceAt(holder, c.block); got != c.want {
			t.Errorf("balanceOfAt(block %s) = %d, want %d", c.block, got, c.want)
		}
	}
	head := f.Head(t).Number
	got := f.RevertReason(t, ethereum.CallMsg{To: &staking, Data: lvStaking.PackBalanceOfAt(f.addr(holder), head)})
	if !strings.HasPrefix(got, "FutureLookup("+head.String()+", ") {
		t.Errorf("balanceOfAt(head): %q, want FutureLookup", got)
	}
	if got := f.revert(2, staking, nil, lvStaking.PackUnstake(lvIDs(stakedIDs[3][0]))); got != "NotStaker("+big.NewInt(stakedIDs[3][0]).String()+")" {
		t.Errorf("unstake of another's Neocat: %q", got)
	}

	r = f.send(0, staking, nil, lvStaking.PackCloseSeeding())
	if c := lvOne[*bindings.NeocatStakingSeedingClosed](t, r, staking, "NeocatStaking"); c.TotalSeeded.Int64() != int64(len(flatten(stakedIDs))) {
		t.Errorf("SeedingClosed %+v, seeded %d", c, len(flatten(stakedIDs)))
	}
	if got := f.revert(0, staking, nil, lvStaking.PackSeed([]common.Address{f.addr(1)}, lvIDs(1))); got != "SeedingIsClosed()" {
		t.Errorf("seed after close: %q", got)
	}
}

func flatten(m map[int][]int64) []int64 {
	var out []int64
	for _, ids := range m {
		out = append(out, ids...)
	}
	return out
}

// TestNeocatCheckpointOverflow checks the bound of the packed checkpoint
// block number: a stake that would write a checkpoint in block 2^48 must
// revert CheckpointOverflow() rather than truncate. No chain reaches that
// block (and the other bound, a balance above 2^208, cannot be reached with
// NFT counts), so the stake runs as an eth_call whose block number is
// overridden, over JSON-RPC (the in-process client has no overrides).
func TestNeocatCheckpointOverflow(t *testing.T) {
	accs := devnet.DevAccounts()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	b := simulated.NewBackend(devnet.GenesisAlloc(accs, nil), devnet.WithChainID(chaintest.ChainID), devnet.WithRPC("127.0.0.1", port))
	t.Cleanup(func() { b.Close() })
	client := b.Client()
	ctx := context.Background()
	transact := func(to *common.Address, data []byte) common.Address {
		t.Helper()
		o := bind.NewKeyedTransactor(accs[0].Key, big.NewInt(chaintest.ChainID))
		o.Context = ctx
		var (
			tx   *types.Transaction
			addr common.Address
			err  error
		)
		if to == nil {
			addr, tx, err = bind.DeployContract(o, data, client, nil)
		} else {
			tx, err = bind.NewBoundContract(*to, lvNft.GetABI(), client, client, client).RawTransact(o, data)
		}
		if err != nil {
			t.Fatal(err)
		}
		b.Commit()
		if r, err := client.TransactionReceipt(ctx, tx.Hash()); err != nil || r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("transaction failed: %v", err)
		}
		return addr
	}
	nft := transact(nil, append(common.FromHex(bindings.NeocatNftMetaData.Bin), lvNft.PackConstructor(accs[0].Address)...))
	staking := transact(nil, append(common.FromHex(bindings.NeocatStakingMetaData.Bin), lvStaking.PackConstructor(accs[0].Address, nft)...))
	transact(&nft, lvNft.PackMintBatch(accs[0].Address, big.NewInt(2)))
	transact(&nft, lvNft.PackSetApprovalForAll(staking, true))
	transact(&staking, lvStaking.PackStake(lvIDs(1)))

	rpcClient, err := rpc.DialContext(ctx, fmt.Sprintf("http://127.0.0.1:%d", port))
	if err != nil {
		t.Fatal(err)
	}
	defer rpcClient.Close()
	stakeAt := func(block *big.Int) error {
		var out hexutil.Bytes
		call := map[string]any{"from": accs[0].Address, "to": staking, "gas": hexutil.Uint64(3_000_000),
			"data": hexutil.Bytes(lvStaking.PackStake(lvIDs(2)))}
		return rpcClient.CallContext(ctx, &out, "eth_call", call, "latest", nil, map[string]any{"number": (*hexutil.Big)(block)})
	}
	last := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 48), big.NewInt(1))
	if err := stakeAt(last); err != nil {
		t.Errorf("stake in block 2^48-1: %v", err)
	}
	err = stakeAt(new(big.Int).Add(last, big.NewInt(1)))
	if reason, _ := chaintest.Revert(err); reason != "CheckpointOverflow()" {
		t.Errorf("stake in block 2^48: %q (%v), want CheckpointOverflow()", reason, err)
	}
}
