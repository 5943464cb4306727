package decode_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

var (
	vampABI     = bindings.NewVampChef().GetABI()
	masterABI   = bindings.NewMasterChef().GetABI()
	escrowABI   = bindings.NewRewardVestingEscrow().GetABI()
	treasuryABI = bindings.NewTreasuryVesting().GetABI()
	zapABI      = bindings.NewNeoSwapZap().GetABI()
	extZapABI   = bindings.NewExtZap().GetABI()

	vampAddr     = common.HexToAddress("0xe000000000000000000000000000000000000001")
	masterAddr   = common.HexToAddress("0xe000000000000000000000000000000000000002")
	escrowAddr   = common.HexToAddress("0xe000000000000000000000000000000000000003")
	treasuryAddr = common.HexToAddress("0xe000000000000000000000000000000000000004")
	zapAddr      = common.HexToAddress("0xe000000000000000000000000000000000000005")
	extZapAddr   = common.HexToAddress("0xe000000000000000000000000000000000000006")
)

// farmTracked is tracked() with the farming family's contracts.
func farmTracked() *decode.Tracked {
	tr := tracked()
	tr.VampChef, tr.MasterChef, tr.VestingEscrow = vampAddr, masterAddr, escrowAddr
	tr.TreasuryVesting, tr.Zap, tr.ExtZap = treasuryAddr, zapAddr, extZapAddr
	return tr
}

func eq(x *big.Int, v int64) bool { return x != nil && x.Cmp(big.NewInt(v)) == 0 }

// TestFarmEvents: every event of both chefs, the vesting escrow, the
// treasury vesting and the zaps becomes its row with exact arguments, the
// chefs' shared topics told apart by the log's address; the other events
// of those contracts are admin events; zero addresses track nothing.
func TestFarmEvents(t *testing.T) {
	b := block(
		// VampChef
		mkLog(t, vampABI, "PoolAdded", vampAddr, txA, n(0), pair, n(100), n(100)),
		mkLog(t, vampABI, "PoolSet", vampAddr, txA, n(0), n(50), n(150)),
		mkLog(t, vampABI, "PoolUpdated", vampAddr, txA, n(0), n(7e12), n(1700000000)),
		mkLog(t, vampABI, "EmissionStarted", vampAddr, txA, n(1209600e6), n(1e6), uint64(1700000000), uint64(1701209600)),
		mkLog(t, vampABI, "Deposit", vampAddr, txA, alice, n(0), n(1000)),
		mkLog(t, vampABI, "Withdraw", vampAddr, txA, alice, n(0), n(400)),
		mkLog(t, vampABI, "EmergencyWithdraw", vampAddr, txA, alice, n(0), n(600)),
		mkLog(t, vampABI, "RewardPaid", vampAddr, txA, alice, n(0), n(33)),
		mkLog(t, vampABI, "RewardShortfall", vampAddr, txA, alice, n(0), n(50), n(20)),
		mkLog(t, vampABI, "RewardForfeited", vampAddr, txA, alice, n(0), n(9)),
		mkLog(t, vampABI, "UndistributedRewardsRecovered", vampAddr, txA, feeTo, n(77)),
		mkLog(t, vampABI, "TrustedZapperSet", vampAddr, txA, extZapAddr),
		// MasterChef
		mkLog(t, masterABI, "EmissionScheduleSet", masterAddr, txB, n(3628800), n(8)),
		mkLog(t, masterABI, "PoolAdded", masterAddr, txB, n(1), newPair, n(10), uint16(250), n(10)),
		mkLog(t, masterABI, "PoolSet", masterAddr, txB, n(1), n(20), uint16(100), n(20)),
		mkLog(t, masterABI, "PoolUpdated", masterAddr, txB, n(1), n(5), n(1700000001)),
		mkLog(t, masterABI, "EmissionStarted", masterAddr, txB, n(255), n(128), uint64(1700000000), uint64(1729030400)),
		mkLog(t, masterABI, "Deposit", masterAddr, txB, alice, n(1), n(900)),
		mkLog(t, masterABI, "WithdrawQueued", masterAddr, txB, alice, n(1), n(300), uint64(1700086400)),
		mkLog(t, masterABI, "WithdrawClaimed", masterAddr, txB, alice, n(1), n(300)),
		mkLog(t, masterABI, "EmergencyWithdraw", masterAddr, txB, alice, n(1), n(600)),
		mkLog(t, masterABI, "RewardPaid", masterAddr, txB, alice, n(1), n(11)),
		mkLog(t, masterABI, "RewardShortfall", masterAddr, txB, alice, n(1), n(8), n(3)),
		mkLog(t, masterABI, "RewardForfeited", masterAddr, txB, alice, n(1), n(4)),
		mkLog(t, masterABI, "UndistributedRewardsRecovered", masterAddr, txB, feeTo, n(5)),
		mkLog(t, masterABI, "FeeRecipientUpdated", masterAddr, txB, feeTo),
		// escrow, treasury vesting, zaps
		mkLog(t, escrowABI, "Deposited", escrowAddr, txA, alice, n(3), n(17), uint64(100), uint64(15552100)),
		mkLog(t, escrowABI, "Claimed", escrowAddr, txA, alice, n(5)),
		mkLog(t, escrowABI, "DepositorSet", escrowAddr, txA, vampAddr, true),
		mkLog(t, treasuryABI, "VestingScheduled", treasuryAddr, txB, feeTo, n(1000), uint64(10), uint64(20)),
		mkLog(t, treasuryABI, "Released", treasuryAddr, txB, feeTo, n(250)),
		mkLog(t, zapABI, "ZappedIn", zapAddr, txA, alice, pair, tokenA, n(100), n(44)),
		mkLog(t, extZapABI, "Zapped", extZapAddr, txB, alice, newPair, tokenB, n(200), n(99), n(55)),
	)
	ev, err := decode.Block(b, farmTracked())
	if err != nil {
		t.Fatal(err)
	}
	f := ev.Farm
	if len(f.Deposits) != 2 || len(f.Withdrawals) != 3 || len(f.Emergency) != 2 || len(f.Rewards) != 6 ||
		len(f.PoolChanges) != 6 || len(f.Emissions) != 5 || len(f.EscrowDeposits) != 1 || len(f.EscrowClaims) != 1 ||
		len(f.TreasuryVesting) != 2 || len(f.Zaps) != 2 || len(ev.Admin) != 3 {
		t.Fatalf("decoded %+v, admin %d", f, len(ev.Admin))
	}
	if ev.Len() != f.Len()+3 || f.Len() != 30 {
		t.Errorf("Len = %d, farm %d", ev.Len(), f.Len())
	}
	// chefs told apart by address, pids and amounts exact
	if d := f.Deposits[0]; d.Address != vampAddr || d.User != alice || d.Pid != 0 || !eq(d.Amount, 1000) {
		t.Errorf("vamp deposit = %+v", d)
	}
	if d := f.Deposits[1]; d.Address != masterAddr || d.Pid != 1 || !eq(d.Amount, 900) {
		t.Errorf("master deposit = %+v", d)
	}
	w := f.Withdrawals
	if w[0].Kind != mainapi.FarmWithdraw || w[0].Address != vampAddr || !eq(w[0].Amount, 400) || w[0].CooldownEnd != nil {
		t.Errorf("withdraw = %+v", w[0])
	}
	if w[1].Kind != mainapi.FarmWithdrawQueued || w[1].Pid != 1 || !eq(w[1].Amount, 300) || !eq(w[1].CooldownEnd, 1700086400) {
		t.Errorf("queued = %+v", w[1])
	}
	if w[2].Kind != mainapi.FarmWithdrawClaimed || !eq(w[2].Amount, 300) || w[2].CooldownEnd != nil {
		t.Errorf("claimed = %+v", w[2])
	}
	if e := f.Emergency; e[0].Address != vampAddr || !eq(e[0].Amount, 600) || e[1].Address != masterAddr || e[1].Pid != 1 {
		t.Errorf("emergency = %+v", e)
	}
	r := f.Rewards
	wantR := []struct {
		kind        string
		chef        common.Address
		amount, owe int64
	}{
		{mainapi.FarmRewardPaid, vampAddr, 33, -1}, {mainapi.FarmRewardShortfall, vampAddr, 20, 50},
		{mainapi.FarmRewardForfeited, vampAddr, 9, -1}, {mainapi.FarmRewardPaid, masterAddr, 11, -1},
		{mainapi.FarmRewardShortfall, masterAddr, 3, 8}, {mainapi.FarmRewardForfeited, masterAddr, 4, -1},
	}
	for i, want := range wantR {
		g := r[i]
		if g.Kind != want.kind || g.Address != want.chef || g.User != alice || !eq(g.Amount, want.amount) ||
			(want.owe < 0) != (g.Owed == nil) || (want.owe >= 0 && !eq(g.Owed, want.owe)) {
			t.Errorf("reward %d = %+v, want %+v", i, g, want)
		}
	}
	pc := f.PoolChanges
	if a := pc[0]; a.Kind != mainapi.FarmPoolAdded || a.LPToken != pair || !eq(a.AllocPoint, 100) || !eq(a.TotalAllocPoint, 100) ||
		a.DepositFeeBps != nil {
		t.Errorf("vamp added = %+v", a)
	}
	if s := pc[1]; s.Kind != mainapi.FarmPoolSet || s.LPToken != (common.Address{}) || !eq(s.AllocPoint, 50) || !eq(s.TotalAllocPoint, 150) {
		t.Errorf("vamp set = %+v", s)
	}
	if u := pc[2]; u.Kind != mainapi.FarmPoolUpdated || !eq(u.AccRewardPerShare, 7e12) || !eq(u.LastRewardTime, 1700000000) || u.AllocPoint != nil {
		t.Errorf("vamp updated = %+v", u)
	}
	if a := pc[3]; a.Kind != mainapi.FarmPoolAdded || a.Pid != 1 || a.LPToken != newPair || a.DepositFeeBps == nil || *a.DepositFeeBps != 250 {
		t.Errorf("master added = %+v", a)
	}
	if s := pc[4]; s.DepositFeeBps == nil || *s.DepositFeeBps != 100 || !eq(s.TotalAllocPoint, 20) {
		t.Errorf("master set = %+v", s)
	}
	em := f.Emissions
	if e := em[0]; e.Kind != mainapi.FarmEmissionStarted || !eq(e.Budget, 1209600e6) || !eq(e.Rate, 1e6) || !eq(e.Start, 1700000000) ||
		!eq(e.End, 1701209600) {
		t.Errorf("vamp emission = %+v", e)
	}
	if e := em[1]; e.Kind != mainapi.FarmUndistributedRewardsRecovered || e.Recipient != feeTo || !eq(e.Amount, 77) {
		t.Errorf("vamp recovered = %+v", e)
	}
	if e := em[2]; e.Kind != mainapi.FarmEmissionScheduleSet || !eq(e.HalvingPeriod, 3628800) || !eq(e.NumPeriods, 8) || e.Budget != nil {
		t.Errorf("schedule = %+v", e)
	}
	if e := em[3]; e.Kind != mainapi.FarmEmissionStarted || !eq(e.Budget, 255) || !eq(e.Rate, 128) || !eq(e.End, 1729030400) {
		t.Errorf("master emission = %+v", e)
	}
	if g := f.EscrowDeposits[0]; g.Account != alice || !eq(g.GrantID, 3) || !eq(g.Amount, 17) || !eq(g.Start, 100) || !eq(g.End, 15552100) {
		t.Errorf("escrow deposit = %+v", g)
	}
	if c := f.EscrowClaims[0]; c.Account != alice || !eq(c.Amount, 5) {
		t.Errorf("escrow claim = %+v", c)
	}
	tv := f.TreasuryVesting
	if tv[0].Kind != mainapi.TreasuryVestingScheduled || tv[0].Beneficiary != feeTo || !eq(tv[0].Amount, 1000) || !eq(tv[0].End, 20) ||
		tv[1].Kind != mainapi.TreasuryReleased || !eq(tv[1].Amount, 250) || tv[1].Start != nil {
		t.Errorf("treasury = %+v", tv)
	}
	z := f.Zaps
	if z[0].Kind != mainapi.ZapZappedIn || z[0].Sender != alice || z[0].Pair != pair || z[0].TokenIn != tokenA || !eq(z[0].AmountIn, 100) ||
		!eq(z[0].LPAmount, 44) || z[0].SwapAmount != nil {
		t.Errorf("zapped in = %+v", z[0])
	}
	if z[1].Kind != mainapi.ZapZapped || z[1].Address != extZapAddr || z[1].Pair != newPair || !eq(z[1].SwapAmount, 99) || !eq(z[1].LPAmount, 55) {
		t.Errorf("zapped = %+v", z[1])
	}
	admin := map[string]string{}
	for _, a := range ev.Admin {
		admin[a.Contract+"."+a.Name] = a.Args["trustedZapper"] + a.Args["feeRecipient"] + a.Args["depositor"]
	}
	if len(admin) != 3 || admin["VampChef.TrustedZapperSet"] != "0xe000000000000000000000000000000000000006" ||
		admin["MasterChef.FeeRecipientUpdated"] != "0xc000000000000000000000000000000000000002" ||
		admin["RewardVestingEscrow.DepositorSet"] != "0xe000000000000000000000000000000000000001" {
		t.Errorf("admin = %v", admin)
	}

	// The farm contracts' logs of an untracked address are skipped.
	off, err := decode.Block(b, tracked())
	if err != nil || off.Farm.Len() != 0 || len(off.Admin) != 0 {
		t.Errorf("farms off: %d farm events, %d admin, err %v", off.Farm.Len(), len(off.Admin), err)
	}
	// A VampChef log read as MasterChef's: the shared topics decode, the
	// others (VampChef's Withdraw) are not MasterChef events.
	swapped := farmTracked()
	swapped.VampChef, swapped.MasterChef = masterAddr, vampAddr
	ev2, err := decode.Block(block(mkLog(t, vampABI, "Withdraw", vampAddr, txA, alice, n(0), n(1)),
		mkLog(t, vampABI, "Deposit", vampAddr, txA, alice, n(0), n(1))), swapped)
	if err != nil || len(ev2.Farm.Withdrawals) != 0 || len(ev2.Farm.Deposits) != 1 {
		t.Errorf("read as MasterChef: %+v, err %v", ev2.Farm, err)
	}
}

// TestFarmMalformed: a truncated chef, escrow or zap log halts the block
// (ErrMalformed), and so does a pool id beyond int64.
func TestFarmMalformed(t *testing.T) {
	for _, l := range []mainapi.Log{
		mkLog(t, vampABI, "Deposit", vampAddr, txA, alice, n(0), n(1)),
		mkLog(t, masterABI, "WithdrawQueued", masterAddr, txA, alice, n(0), n(1), uint64(2)),
		mkLog(t, escrowABI, "Deposited", escrowAddr, txA, alice, n(0), n(1), uint64(2), uint64(3)),
		mkLog(t, extZapABI, "Zapped", extZapAddr, txA, alice, pair, tokenA, n(1), n(1), n(1)),
	} {
		l.Data = l.Data[:len(l.Data)-1]
		if _, err := decode.Block(block(l), farmTracked()); !errors.Is(err, decode.ErrMalformed) {
			t.Errorf("truncated %x: err = %v, want ErrMalformed", l.Topics[0], err)
		}
	}
	huge := new(big.Int).Lsh(big.NewInt(1), 63)
	l := mkLog(t, masterABI, "Deposit", masterAddr, txA, alice, huge, n(1))
	if _, err := decode.Block(block(l), farmTracked()); !errors.Is(err, decode.ErrMalformed) {
		t.Errorf("pid 2^63: err = %v, want ErrMalformed", err)
	}
	l = mkLog(t, masterABI, "Deposit", masterAddr, txA, alice, new(big.Int).Sub(huge, big.NewInt(1)), n(1))
	if ev, err := decode.Block(block(l), farmTracked()); err != nil || ev.Farm.Deposits[0].Pid != 1<<63-1 {
		t.Errorf("pid 2^63-1: %+v, err %v", ev.Farm, err)
	}
}

// TestFarmAddresses: a backfill reading only tracked logs asks for the
// farm contracts.
func TestFarmAddresses(t *testing.T) {
	got := map[common.Address]bool{}
	for _, a := range farmTracked().Addresses() {
		got[a] = true
	}
	for _, a := range []common.Address{vampAddr, masterAddr, escrowAddr, treasuryAddr, zapAddr, extZapAddr} {
		if !got[a] {
			t.Errorf("Addresses lacks %s", a.Hex())
		}
	}
	if n := len(tracked().Addresses()); n != 3 {
		t.Errorf("zero farm addresses are listed: %d addresses", n)
	}
}
