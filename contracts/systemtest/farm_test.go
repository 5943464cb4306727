package systemtest_test

// Tests of the farming family (VampChef, MasterChef, RewardVestingEscrow,
// TreasuryVesting, NeoSwapZap, ExtZap) on the whole deployed system: reward
// accrual against a reference model in big.Int to the wei, the halving
// schedule, MasterChef's cooldown rule, forfeiture at the harvest deadline,
// shortfall, the escrow's release curve and the zaps. Every helper of this
// file is a method of farmFx or carries a farm prefix, so it never collides
// with the other test files of the package.
//
// Transactions are sent with a fixed gas limit: gas estimation runs in the
// head block's context, one second before the transaction's own block, which
// would misjudge time-bound checks exactly at a boundary. After the first
// AdjustTime the chain runs ahead of the wall clock, so every later block is
// exactly one second after its parent and farmFx.at can land a transaction on
// a chosen second.

import (
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

var (
	farmVampB   = bindings.NewVampChef()
	farmMasterB = bindings.NewMasterChef()
	farmEscrowB = bindings.NewRewardVestingEscrow()
	farmTVB     = bindings.NewTreasuryVesting()
	farmZapB    = bindings.NewNeoSwapZap()
	farmExtZapB = bindings.NewExtZap()
	farmTokenB  = bindings.NewTestToken()
	farmProxyB  = bindings.NewNeoProxy()
	farmPairB   = bindings.NewNeoSwapPair()
)

const (
	farmGas       = 8_000_000
	farmOwner     = 0
	farmDay       = 24 * 60 * 60
	farmGrace     = 30 * farmDay
	farmCooldown  = farmDay
	farmVesting   = 180 * farmDay
	farmVampDur   = 14 * farmDay
	farmPrecision = 1_000_000_000_000
)

// farmFeeRecipient receives MasterChef deposit fees in these tests.
var farmFeeRecipient = common.HexToAddress("0xfee0000000000000000000000000000000000001")

type farmFx struct {
	chainFx
	d *deploy.Deployment
}

func newFarmFx(t *testing.T) *farmFx {
	t.Helper()
	env := chaintest.New(t)
	return &farmFx{chainFx: chainFx{Env: env, t: t, gas: farmGas}, d: env.Deployment}
}

func farmBig(n int64) *big.Int { return big.NewInt(n) }

func farmU(n uint64) *big.Int { return new(big.Int).SetUint64(n) }

func farmMulDiv(a, b, c *big.Int) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(a, b), c)
}

// exec mines data sent from Accounts[from]; it fails the test on a revert.
func (f *farmFx) exec(from int, to common.Address, value *big.Int, data []byte) *types.Receipt {
	f.t.Helper()
	tx, err := f.transact(from, to, value, data)
	return f.MustTransact(f.t, tx, err)
}

// fail mines data that must revert and returns the decoded reason.
func (f *farmFx) fail(from int, to common.Address, value *big.Int, data []byte) string {
	f.t.Helper()
	tx, err := f.transact(from, to, value, data)
	return f.MustRevert(f.t, tx, err)
}

func farmRead[T any](f *farmFx, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	return chainRead(&f.chainFx, to, data, unpack)
}

// newVamp deploys a fresh VampChef behind NeoProxy (owner Accounts[0],
// reward NEO, the deployed escrow) and registers it as an escrow depositor.
func (f *farmFx) newVamp() common.Address {
	f.t.Helper()
	impl := f.deployRaw(bindings.VampChefMetaData.Bin, nil)
	chef := f.deployRaw(bindings.NeoProxyMetaData.Bin, farmProxyB.PackConstructor(impl,
		farmVampB.PackInitialize(f.Accounts[farmOwner].Address, f.d.NeoToken, f.d.RewardVestingEscrow)))
	f.exec(farmOwner, f.d.RewardVestingEscrow, nil, farmEscrowB.PackSetDepositor(chef, true))
	return chef
}

// newMaster deploys a fresh MasterChef behind NeoProxy, fees to farmFeeRecipient.
func (f *farmFx) newMaster() common.Address {
	f.t.Helper()
	impl := f.deployRaw(bindings.MasterChefMetaData.Bin, nil)
	chef := f.deployRaw(bindings.NeoProxyMetaData.Bin, farmProxyB.PackConstructor(impl,
		farmMasterB.PackInitialize(f.Accounts[farmOwner].Address, f.d.NeoToken, f.d.RewardVestingEscrow, farmFeeRecipient)))
	f.exec(farmOwner, f.d.RewardVestingEscrow, nil, farmEscrowB.PackSetDepositor(chef, true))
	return chef
}

// newStake deploys an 18-decimal test token to stake, mints 1e9 of it to
// each of users and lets chef pull it.
func (f *farmFx) newStake(sym string, chef common.Address, users ...int) common.Address {
	f.t.Helper()
	tok := f.deployRaw(bindings.TestTokenMetaData.Bin,
		farmTokenB.PackConstructor(sym, sym, 18, f.Accounts[farmOwner].Address))
	for _, u := range users {
		f.exec(farmOwner, tok, nil, farmTokenB.PackMint(f.Accounts[u].Address, ether(1_000_000_000)))
		f.exec(u, tok, nil, farmTokenB.PackApprove(chef, chaintest.MaxUint256))
	}
	return tok
}

// fund sends amount NEO from the owner to chef.
func (f *farmFx) fund(chef common.Address, amount *big.Int) {
	f.t.Helper()
	f.exec(farmOwner, f.d.NeoToken, nil, farmTokenB.PackTransfer(chef, amount))
}

func (f *farmFx) pool(chef common.Address, pid int) bindings.ChefBasePoolInfo {
	f.t.Helper()
	return farmRead(f, chef, farmVampB.PackPoolInfo(farmBig(int64(pid))), farmVampB.UnpackPoolInfo)
}

func (f *farmFx) user(chef common.Address, pid, u int) bindings.ChefBaseUserInfo {
	f.t.Helper()
	return farmRead(f, chef, farmVampB.PackUserInfo(farmBig(int64(pid)), f.Accounts[u].Address), farmVampB.UnpackUserInfo)
}

func (f *farmFx) pending(chef common.Address, pid, u int) *big.Int {
	f.t.Helper()
	return farmRead(f, chef, farmVampB.PackPendingReward(farmBig(int64(pid)), f.Accounts[u].Address), farmVampB.UnpackPendingReward)
}

// farmLogs are the chef events of one receipt, decoded.
type farmLogs struct {
	paid      []*bindings.VampChefRewardPaid
	short     []*bindings.VampChefRewardShortfall
	forfeited []*bindings.VampChefRewardForfeited
	deposits  []*bindings.VampChefDeposit
	withdraws []*bindings.VampChefWithdraw
	emergency []*bindings.VampChefEmergencyWithdraw
	queued    []*bindings.MasterChefWithdrawQueued
	claimed   []*bindings.MasterChefWithdrawClaimed
	escrow    []*bindings.RewardVestingEscrowDeposited
}

// decode reads chef's events (VampChef and MasterChef share the topics of
// RewardPaid, RewardShortfall, RewardForfeited, Deposit, EmergencyWithdraw)
// and the escrow's Deposited.
func (f *farmFx) decode(r *types.Receipt, chef common.Address) farmLogs {
	var l farmLogs
	for _, lg := range r.Logs {
		if lg.Address == f.d.RewardVestingEscrow {
			if e, err := farmEscrowB.UnpackDepositedEvent(lg); err == nil {
				l.escrow = append(l.escrow, e)
			}
			continue
		}
		if lg.Address != chef {
			continue
		}
		if e, err := farmVampB.UnpackRewardPaidEvent(lg); err == nil {
			l.paid = append(l.paid, e)
		} else if e, err := farmVampB.UnpackRewardShortfallEvent(lg); err == nil {
			l.short = append(l.short, e)
		} else if e, err := farmVampB.UnpackRewardForfeitedEvent(lg); err == nil {
			l.forfeited = append(l.forfeited, e)
		} else if e, err := farmVampB.UnpackDepositEvent(lg); err == nil {
			l.deposits = append(l.deposits, e)
		} else if e, err := farmVampB.UnpackWithdrawEvent(lg); err == nil {
			l.withdraws = append(l.withdraws, e)
		} else if e, err := farmVampB.UnpackEmergencyWithdrawEvent(lg); err == nil {
			l.emergency = append(l.emergency, e)
		} else if e, err := farmMasterB.UnpackWithdrawQueuedEvent(lg); err == nil {
			l.queued = append(l.queued, e)
		} else if e, err := farmMasterB.UnpackWithdrawClaimedEvent(lg); err == nil {
			l.claimed = append(l.claimed, e)
		}
	}
	return l
}

// paidSum is the RewardPaid total of a receipt (0 when none).
func (l farmLogs) paidSum() *big.Int {
	s := new(big.Int)
	for _, e := range l.paid {
		s.Add(s, e.Amount)
	}
	return s
}

// ---------------------------------------------------------------- reference model

// farmRefPool and farmRefUser mirror ChefBase's storage.
type farmRefPool struct {
	alloc, acc, staked *big.Int
	last               uint64
}

type farmRefUser struct{ amount, debt, owed *big.Int }

// farmRef is ChefBase's accounting in big.Int: the same integer operations
// in the same order, with emitted the chef's emission over [from, to).
type farmRef struct {
	pools      []*farmRefPool
	users      map[[2]int]*farmRefUser
	emitted    func(from, to uint64) *big.Int
	totalAlloc *big.Int
	end        uint64
	balance    *big.Int // the chef's reward token balance
}

func newFarmRef(emitted func(from, to uint64) *big.Int, end uint64, balance *big.Int) *farmRef {
	return &farmRef{users: map[[2]int]*farmRefUser{}, emitted: emitted, totalAlloc: new(big.Int), end: end,
		balance: new(big.Int).Set(balance)}
}

func (m *farmRef) addPool(alloc int64, last uint64) {
	m.pools = append(m.pools, &farmRefPool{alloc: farmBig(alloc), acc: new(big.Int), staked: new(big.Int), last: last})
	m.totalAlloc.Add(m.totalAlloc, farmBig(alloc))
}

func (m *farmRef) user(pid, u int) *farmRefUser {
	k := [2]int{pid, u}
	if m.users[k] == nil {
		m.users[k] = &farmRefUser{amount: new(big.Int), debt: new(big.Int), owed: new(big.Int)}
	}
	return m.users[k]
}

// accAt is the pool's accRewardPerShare updated to now (without storing it).
func (m *farmRef) accAt(p *farmRefPool, now uint64) *big.Int {
	acc := new(big.Int).Set(p.acc)
	if now > p.last && p.staked.Sign() != 0 && p.alloc.Sign() != 0 && m.totalAlloc.Sign() != 0 {
		reward := farmMulDiv(m.emitted(p.last, now), p.alloc, m.totalAlloc)
		acc.Add(acc, farmMulDiv(reward, farmBig(farmPrecision), p.staked))
	}
	return acc
}

func (m *farmRef) update(pid int, now uint64) {
	p := m.pools[pid]
	if now <= p.last {
		return
	}
	p.acc = m.accAt(p, now)
	p.last = now
}

func (m *farmRef) pendingAt(pid, u int, now uint64) *big.Int {
	usr := m.user(pid, u)
	acc := m.accAt(m.pools[pid], now)
	v := farmMulDiv(usr.amount, acc, farmBig(farmPrecision))
	return v.Sub(v, usr.debt).Add(v, usr.owed)
}

// settle returns what the chef pays, what it still owes after a shortfall
// and what it forfeits.
func (m *farmRef) settle(pid, u int, now uint64) (paid, owed, forfeited *big.Int) {
	usr := m.user(pid, u)
	p := m.pools[pid]
	pending := farmMulDiv(usr.amount, p.acc, farmBig(farmPrecision))
	pending.Sub(pending, usr.debt).Add(pending, usr.owed)
	usr.owed = new(big.Int)
	paid, owed, forfeited = new(big.Int), new(big.Int), new(big.Int)
	if pending.Sign() == 0 {
		return
	}
	if m.end != 0 && now > m.end+farmGrace {
		return paid, owed, pending
	}
	paid.Set(pending)
	if paid.Cmp(m.balance) > 0 {
		paid.Set(m.balance)
	}
	m.balance.Sub(m.balance, paid)
	owed.Sub(pending, paid)
	usr.owed = new(big.Int).Set(owed)
	return
}

func (m *farmRef) resetDebt(pid, u int) {
	usr := m.user(pid, u)
	usr.debt = farmMulDiv(usr.amount, m.pools[pid].acc, farmBig(farmPrecision))
}

// vampEmitted is VampChef's emission: rate per second inside [start, end).
func vampEmitted(start, end uint64, rate *big.Int) func(from, to uint64) *big.Int {
	return func(from, to uint64) *big.Int {
		from, to = max(from, start), min(to, end)
		if to <= from {
			return new(big.Int)
		}
		return new(big.Int).Mul(farmU(to-from), rate)
	}
}

// masterCumulative is MasterChef's cumulative emission at t.
func masterCumulative(start, end, period, periods uint64, initial *big.Int, t uint64) *big.Int {
	sum := new(big.Int)
	if t <= start {
		return sum
	}
	t = min(t, end)
	elapsed := t - start
	k := elapsed / period
	for i := uint64(0); i < k; i++ {
		sum.Add(sum, new(big.Int).Rsh(initial, uint(i)))
	}
	if k < periods {
		part := new(big.Int).Rsh(initial, uint(k))
		sum.Add(sum, farmMulDiv(part, farmU(elapsed-k*period), farmU(period)))
	}
	return sum
}

func masterEmitted(start, end, period, periods uint64, initial *big.Int) func(from, to uint64) *big.Int {
	return func(from, to uint64) *big.Int {
		if to <= from {
			return new(big.Int)
		}
		c := masterCumulative(start, end, period, periods, initial, to)
		return c.Sub(c, masterCumulative(start, end, period, periods, initial, from))
	}
}

// ---------------------------------------------------------------- tests

// farmRandomRun drives random deposits, withdrawals, harvests and emergency
// withdrawals by four users over chef's pools and checks every reward
// settlement, escrow grant and the final pending rewards against m.
func farmRandomRun(f *farmFx, chef common.Address, m *farmRef, master bool, seed int64, steps int) {
	t := f.t
	rng := rand.New(rand.NewSource(seed))
	users := []int{1, 2, 3, 4}
	liquid := map[int]*big.Int{}
	vested := map[int]*big.Int{}
	neo0 := map[int]*big.Int{}
	esc0 := map[int]*big.Int{}
	for _, u := range users {
		liquid[u], vested[u] = new(big.Int), new(big.Int)
		neo0[u] = f.BalanceOf(t, f.d.NeoToken, f.Accounts[u].Address)
		esc0[u] = farmRead(f, f.d.RewardVestingEscrow, farmEscrowB.PackUnclaimed(f.Accounts[u].Address), farmEscrowB.UnpackUnclaimed)
	}
	counts := map[string]int{}
	var start, end uint64
	if master {
		start = farmRead(f, chef, farmMasterB.PackStartTime(), farmMasterB.UnpackStartTime)
		end = farmRead(f, chef, farmMasterB.PackEndTime(), farmMasterB.UnpackEndTime)
	}
	for step := 0; step < steps; step++ {
		if rng.Intn(10) < 6 {
			f.skip(uint64(rng.Int63n(20 * 60 * 60)))
		}
		u := users[rng.Intn(len(users))]
		pid := rng.Intn(len(m.pools))
		usr := m.user(pid, u)
		bpid := farmBig(int64(pid))
		op := rng.Intn(100)
		var r *types.Receipt
		var kind string
		var amount *big.Int
		switch {
		case op < 40 || usr.amount.Sign() == 0:
			kind = "deposit"
			amount = new(big.Int).Add(ether(rng.Int63n(1000)+1), farmBig(rng.Int63n(1e15)))
			r = f.exec(u, chef, nil, farmVampB.PackDeposit(bpid, amount))
		case op < 70:
			kind = "withdraw"
			amount = new(big.Int).Rand(rng, usr.amount)
			amount.Add(amount, farmBig(1))
			r = f.exec(u, chef, nil, farmVampB.PackWithdraw(bpid, amount))
		case op < 94:
			kind = "harvest"
			r = f.exec(u, chef, nil, farmVampB.PackHarvest(bpid))
		default:
			kind = "emergency"
			r = f.exec(u, chef, nil, farmVampB.PackEmergencyWithdraw(bpid))
		}
		now := f.time(r)
		m.update(pid, now)
		l := f.decode(r, chef)
		counts[kind]++
		counts["queued"] += len(l.queued) - len(l.claimed)
		want := new(big.Int)
		switch kind {
		case "deposit", "withdraw", "harvest":
			paid, owed, forfeited := m.settle(pid, u, now)
			if owed.Sign() != 0 || forfeited.Sign() != 0 {
				t.Fatalf("step %d: reference owes %s, forfeits %s: the run must stay funded and in time", step, owed, forfeited)
			}
			want = paid
			switch kind {
			case "deposit":
				usr.amount.Add(usr.amount, amount)
				m.pools[pid].staked.Add(m.pools[pid].staked, amount)
				if len(l.deposits) != 1 || l.deposits[0].Amount.Cmp(amount) != 0 || l.deposits[0].User != f.Accounts[u].Address {
					t.Fatalf("step %d: Deposit events %+v, want one of %s", step, l.deposits, amount)
				}
			case "withdraw":
				usr.amount.Sub(usr.amount, amount)
				m.pools[pid].staked.Sub(m.pools[pid].staked, amount)
				f.checkWithdrawEvents(step, l, master, u, amount, now, m.pools[pid].alloc.Sign() != 0 && now >= start && now < end)
			}
			m.resetDebt(pid, u)
		case "emergency":
			if len(l.emergency) != 1 || l.emergency[0].Amount.Cmp(usr.amount) != 0 {
				t.Fatalf("step %d: EmergencyWithdraw %+v, want %s", step, l.emergency, usr.amount)
			}
			m.pools[pid].staked.Sub(m.pools[pid].staked, usr.amount)
			usr.amount, usr.debt, usr.owed = new(big.Int), new(big.Int), new(big.Int)
		}
		if got := l.paidSum(); got.Cmp(want) != 0 {
			t.Fatalf("step %d (%s user %d pid %d at %d): RewardPaid %s, reference %s", step, kind, u, pid, now, got, want)
		}
		if want.Sign() != 0 {
			counts["paid"]++
			half := new(big.Int).Rsh(want, 1)
			rest := new(big.Int).Sub(want, half)
			liquid[u].Add(liquid[u], half)
			vested[u].Add(vested[u], rest)
			if len(l.escrow) != 1 || l.escrow[0].Amount.Cmp(rest) != 0 || l.escrow[0].Account != f.Accounts[u].Address {
				t.Fatalf("step %d: escrow Deposited %+v, want %s for user %d", step, l.escrow, rest, u)
			}
			if l.escrow[0].End-l.escrow[0].Start != farmVesting || l.escrow[0].Start != now {
				t.Fatalf("step %d: grant [%d, %d], want [%d, +180d]", step, l.escrow[0].Start, l.escrow[0].End, now)
			}
		}
	}
	t.Logf("operations: %v", counts)
	if counts["paid"] < steps/3 || counts["emergency"] == 0 || counts["withdraw"] == 0 || (master && counts["queued"] == 0) {
		t.Errorf("the run exercised too little: %v", counts)
	}
	head := f.now()
	for k := range m.users {
		pid, u := k[0], k[1]
		if got, want := f.pending(chef, pid, u), m.pendingAt(pid, u, head); got.Cmp(want) != 0 {
			t.Errorf("pendingReward(%d, user %d) = %s, reference %s", pid, u, got, want)
		}
		if got := f.user(chef, pid, u).Amount; got.Cmp(m.user(pid, u).amount) != 0 {
			t.Errorf("stake(%d, user %d) = %s, reference %s", pid, u, got, m.user(pid, u).amount)
		}
	}
	for _, u := range users {
		gotEsc := farmRead(f, f.d.RewardVestingEscrow, farmEscrowB.PackUnclaimed(f.Accounts[u].Address), farmEscrowB.UnpackUnclaimed)
		if d := new(big.Int).Sub(gotEsc, esc0[u]); d.Cmp(vested[u]) != 0 {
			t.Errorf("user %d: escrow grew by %s, want %s", u, d, vested[u])
		}
		if d := new(big.Int).Sub(f.BalanceOf(t, f.d.NeoToken, f.Accounts[u].Address), neo0[u]); d.Cmp(liquid[u]) != 0 {
			t.Errorf("user %d: liquid NEO grew by %s, want %s", u, d, liquid[u])
		}
	}
}

// checkWithdrawEvents checks a withdrawal's events: VampChef's Withdraw, or
// MasterChef's WithdrawQueued (cooldownEnd now + COOLDOWN when it cools,
// else now followed by WithdrawClaimed).
func (f *farmFx) checkWithdrawEvents(step int, l farmLogs, master bool, u int, amount *big.Int, now uint64, cools bool) {
	t := f.t
	t.Helper()
	if !master {
		if len(l.withdraws) != 1 || l.withdraws[0].Amount.Cmp(amount) != 0 || l.withdraws[0].User != f.Accounts[u].Address {
			t.Fatalf("step %d: Withdraw %+v, want %s", step, l.withdraws, amount)
		}
		return
	}
	if len(l.queued) != 1 || l.queued[0].Amount.Cmp(amount) != 0 {
		t.Fatalf("step %d: WithdrawQueued %+v, want %s", step, l.queued, amount)
	}
	if cools {
		if l.queued[0].CooldownEnd != now+farmCooldown || len(l.claimed) != 0 {
			t.Fatalf("step %d: queued until %d (%d claims), want %d and no claim", step, l.queued[0].CooldownEnd, len(l.claimed), now+farmCooldown)
		}
		return
	}
	if l.queued[0].CooldownEnd != now || len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(amount) != 0 {
		t.Fatalf("step %d: queued until %d, claimed %+v; want paid at once at %d", step, l.queued[0].CooldownEnd, l.claimed, now)
	}
}

// TestFarmVampAccrualMatchesReference runs random operations on a fresh
// VampChef across its whole 14-day campaign and past its end.
func TestFarmVampAccrualMatchesReference(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newVamp()
	stakeA := f.newStake("STA", chef, 1, 2, 3, 4)
	stakeB := f.newStake("STB", chef, 1, 2, 3, 4)
	f.exec(farmOwner, chef, nil, farmVampB.PackAdd(stakeA, farmBig(30)))
	f.exec(farmOwner, chef, nil, farmVampB.PackAdd(stakeB, farmBig(70)))
	// An odd budget, so rate * DURATION < budget and every division rounds.
	budget, _ := new(big.Int).SetString("1234567891234567890123457", 10)
	f.fund(chef, budget)
	f.exec(farmOwner, chef, nil, farmVampB.PackStartEmission(budget, farmBig(0)))
	start := farmRead(f, chef, farmVampB.PackStartTime(), farmVampB.UnpackStartTime)
	end := farmRead(f, chef, farmVampB.PackEndTime(), farmVampB.UnpackEndTime)
	rate := farmRead(f, chef, farmVampB.PackRewardPerSecond(), farmVampB.UnpackRewardPerSecond)
	if end-start != farmVampDur || rate.Cmp(new(big.Int).Div(budget, farmBig(farmVampDur))) != 0 {
		t.Fatalf("campaign [%d, %d) at %s, want 14 days at budget/DURATION", start, end, rate)
	}
	m := newFarmRef(vampEmitted(start, end, rate), end, budget)
	for pid, alloc := range []int64{30, 70} {
		m.addPool(alloc, f.pool(chef, pid).LastRewardTime.Uint64())
	}
	farmRandomRun(f, chef, m, false, 37, 70)
	if f.now() < end {
		t.Errorf("the run ended at %d, before the campaign's end %d", f.now(), end)
	}
}

// TestFarmMasterAccrualMatchesReference runs random operations on a fresh
// MasterChef with a short halving schedule (4 periods of 2 days), across
// every halving and past the end, with one pool at weight 0.
func TestFarmMasterAccrualMatchesReference(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newMaster()
	stakeA := f.newStake("STA", chef, 1, 2, 3, 4)
	stakeB := f.newStake("STB", chef, 1, 2, 3, 4)
	stakeC := f.newStake("STC", chef, 1, 2, 3, 4)
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stakeA, farmBig(45), 0))
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stakeB, farmBig(55), 0))
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stakeC, farmBig(0), 0))
	period, periods := uint64(2*farmDay), uint64(4)
	f.exec(farmOwner, chef, nil, farmMasterB.PackSetEmissionSchedule(farmU(period), farmU(periods)))
	total, _ := new(big.Int).SetString("98765432198765432198765", 10)
	f.fund(chef, total)
	r := f.exec(farmOwner, chef, nil, farmMasterB.PackStartEmission(total, farmBig(0)))
	start := f.time(r)
	end := start + period*periods
	initial := farmMulDiv(total, farmBig(1<<(periods-1)), farmBig(1<<periods-1))
	if got := farmRead(f, chef, farmMasterB.PackInitialPeriodReward(), farmMasterB.UnpackInitialPeriodReward); got.Cmp(initial) != 0 {
		t.Fatalf("initialPeriodReward %s, want %s", got, initial)
	}
	m := newFarmRef(masterEmitted(start, end, period, periods, initial), end, total)
	for pid, alloc := range []int64{45, 55, 0} {
		m.addPool(alloc, f.pool(chef, pid).LastRewardTime.Uint64())
	}
	farmRandomRun(f, chef, m, true, 42, 50)
	if f.now() < end {
		t.Errorf("the run ended at %d, before the campaign's end %d", f.now(), end)
	}
}

// TestFarmMasterHalving checks the emission at and around every period
// boundary: emittedBetween, rewardPerSecond, and a single staker's pending
// reward on the boundaries.
func TestFarmMasterHalving(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newMaster()
	stake := f.newStake("STA", chef, 1)
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stake, farmBig(100), 0))
	period, periods := uint64(farmDay), uint64(3)
	f.exec(farmOwner, chef, nil, farmMasterB.PackSetEmissionSchedule(farmU(period), farmU(periods)))
	total := new(big.Int).Add(ether(700_000), farmBig(5))
	f.fund(chef, total)
	start := f.now() + 100
	f.exec(farmOwner, chef, nil, farmMasterB.PackStartEmission(total, farmU(start)))
	staked := ether(1234)
	f.exec(1, chef, nil, farmMasterB.PackDeposit(farmBig(0), staked))
	end := start + period*periods
	initial := farmMulDiv(total, farmBig(4), farmBig(7))
	part := func(v *big.Int, secs uint64) *big.Int { return farmMulDiv(v, farmU(secs), farmU(period)) }
	half := new(big.Int).Rsh(initial, 1)

	for _, c := range []struct {
		from, to uint64
		want     *big.Int
	}{
		{start - 50, start, new(big.Int)},
		{start, start + period, initial},
		{start + period, start + 2*period, half},
		{start + 2*period, end, new(big.Int).Rsh(initial, 2)},
		{end, end + 1000, new(big.Int)},
		{start, start + period - 1, part(initial, period-1)},
		// Across the first halving: the rest of period 0, then one second of period 1.
		{start + period - 1, start + period + 1,
			new(big.Int).Add(new(big.Int).Sub(initial, part(initial, period-1)), part(half, 1))},
	} {
		got := farmRead(f, chef, farmMasterB.PackEmittedBetween(farmU(c.from), farmU(c.to)), farmMasterB.UnpackEmittedBetween)
		if got.Cmp(c.want) != 0 {
			t.Errorf("emittedBetween(start%+d, start%+d) = %s, want %s", int64(c.from-start), int64(c.to-start), got, c.want)
		}
	}
	sum := new(big.Int).Add(initial, new(big.Int).Add(half, new(big.Int).Rsh(initial, 2)))
	if sum.Cmp(total) > 0 {
		t.Errorf("the periods sum to %s, above the total %s", sum, total)
	}

	// The staker is alone from before the start: its pending at each
	// boundary is the cumulative emission through the per-share rounding.
	cum := func(ts uint64) *big.Int {
		acc := farmMulDiv(masterCumulative(start, end, period, periods, initial, ts), farmBig(farmPrecision), staked)
		return farmMulDiv(staked, acc, farmBig(farmPrecision))
	}
	rate := func(k uint) *big.Int { return new(big.Int).Div(new(big.Int).Rsh(initial, k), farmU(period)) }
	for _, c := range []struct {
		ts   uint64
		rate *big.Int
	}{
		{start + period - 1, rate(0)},
		{start + period, rate(1)},
		{start + 2*period - 1, rate(1)},
		{start + 2*period, rate(2)},
		{end - 1, rate(2)},
		{end, new(big.Int)},
	} {
		f.at(c.ts + 1) // the head lands on ts
		if f.now() != c.ts {
			t.Fatalf("head at %d, want %d", f.now(), c.ts)
		}
		if got := f.pending(chef, 0, 1); got.Cmp(cum(c.ts)) != 0 {
			t.Errorf("pending at start+%d = %s, want %s", c.ts-start, got, cum(c.ts))
		}
		if got := farmRead(f, chef, farmMasterB.PackRewardPerSecond(), farmMasterB.UnpackRewardPerSecond); got.Cmp(c.rate) != 0 {
			t.Errorf("rewardPerSecond at start+%d = %s, want %s", c.ts-start, got, c.rate)
		}
	}
	f.skip(10 * farmDay)
	r := f.exec(1, chef, nil, farmMasterB.PackHarvest(farmBig(0)))
	if got := f.decode(r, chef).paidSum(); got.Cmp(cum(end)) != 0 {
		t.Errorf("harvest after the end paid %s, want the whole campaign's %s", got, cum(end))
	}
}

// TestFarmMasterCooldown checks when MasterChef's withdraw queues: never
// before a campaign, while it emits only for a pool of weight above 0, and
// never after its end; claimWithdrawal pays exactly at cooldownEnd.
func TestFarmMasterCooldown(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newMaster()
	stakeA := f.newStake("STA", chef, 1)
	stakeB := f.newStake("STB", chef, 1)
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stakeA, farmBig(10), 0))
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stakeB, farmBig(0), 0))
	for pid := int64(0); pid < 2; pid++ {
		f.exec(1, chef, nil, farmMasterB.PackDeposit(farmBig(pid), ether(100)))
	}
	withdraw := func(pid int64, want string) {
		t.Helper()
		r := f.exec(1, chef, nil, farmMasterB.PackWithdraw(farmBig(pid), ether(1)))
		now := f.time(r)
		l := f.decode(r, chef)
		if len(l.queued) != 1 {
			t.Fatalf("pid %d: %d WithdrawQueued", pid, len(l.queued))
		}
		switch want {
		case "queued":
			if l.queued[0].CooldownEnd != now+farmCooldown || len(l.claimed) != 0 {
				t.Errorf("pid %d: cooldownEnd %d, %d claims; want queued until %d", pid, l.queued[0].CooldownEnd, len(l.claimed), now+farmCooldown)
			}
		case "paid":
			if l.queued[0].CooldownEnd != now || len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(ether(1)) != 0 {
				t.Errorf("pid %d: cooldownEnd %d, claims %+v; want paid at once", pid, l.queued[0].CooldownEnd, l.claimed)
			}
		}
	}
	cools := func(pid int64) bool {
		return farmRead(f, chef, farmMasterB.PackWithdrawCoolsDown(farmBig(pid)), farmMasterB.UnpackWithdrawCoolsDown)
	}

	// No campaign yet: paid at once.
	withdraw(0, "paid")
	f.exec(farmOwner, chef, nil, farmMasterB.PackSetEmissionSchedule(farmU(farmDay), farmU(2)))
	f.fund(chef, ether(1000))
	r := f.exec(farmOwner, chef, nil, farmMasterB.PackStartEmission(ether(1000), farmBig(0)))
	end := f.time(r) + 2*farmDay
	if !cools(0) || cools(1) {
		t.Errorf("withdrawCoolsDown = %v, %v; want true for weight 10, false for weight 0", cools(0), cools(1))
	}
	// Campaign running: weight > 0 queues, weight 0 pays.
	withdraw(0, "queued")
	queued := farmRead(f, chef, farmMasterB.PackQueuedWithdrawal(farmBig(0), f.Accounts[1].Address), farmMasterB.UnpackQueuedWithdrawal)
	withdraw(1, "paid")
	bal := f.BalanceOf(t, stakeA, f.Accounts[1].Address)
	f.at(queued.CooldownEnd - 1)
	if got := f.fail(1, chef, nil, farmMasterB.PackClaimWithdrawal(farmBig(0))); !strings.HasPrefix(got, "CoolingDown(") {
		t.Errorf("claim one second early: %q, want CoolingDown", got)
	}
	f.at(queued.CooldownEnd)
	r = f.exec(1, chef, nil, farmMasterB.PackClaimWithdrawal(farmBig(0)))
	if l := f.decode(r, chef); len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(ether(1)) != 0 {
		t.Errorf("claimWithdrawal: %+v", l.claimed)
	}
	if got := new(big.Int).Sub(f.BalanceOf(t, stakeA, f.Accounts[1].Address), bal); got.Cmp(ether(1)) != 0 {
		t.Errorf("claim paid %s LP, want 1e18", got)
	}
	if got := f.fail(1, chef, nil, farmMasterB.PackClaimWithdrawal(farmBig(0))); !strings.HasPrefix(got, "NothingQueued(") {
		t.Errorf("second claim: %q, want NothingQueued", got)
	}
	// Weight set to 0 during the campaign: paid at once.
	f.exec(farmOwner, chef, nil, farmMasterB.PackSet(farmBig(0), farmBig(0), 0))
	withdraw(0, "paid")
	f.exec(farmOwner, chef, nil, farmMasterB.PackSet(farmBig(0), farmBig(10), 0))
	withdraw(0, "queued")
	// Campaign over: paid at once.
	f.at(end)
	withdraw(0, "paid")
	// Emergency withdraw ignores the cooldown and returns the whole stake.
	r = f.exec(1, chef, nil, farmMasterB.PackEmergencyWithdraw(farmBig(0)))
	if l := f.decode(r, chef); len(l.emergency) != 1 || l.emergency[0].Amount.Cmp(ether(100-5)) != 0 {
		t.Errorf("EmergencyWithdraw %+v, want 95e18", l.emergency)
	}
}

// TestFarmMasterDepositFee checks the deposit fee: the credited amount is
// net of the fee, the fee goes to feeRecipient, and the ceiling holds.
func TestFarmMasterDepositFee(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newMaster()
	stake := f.newStake("STA", chef, 1)
	if got := f.fail(farmOwner, chef, nil, farmMasterB.PackAdd(stake, farmBig(1), 1001)); !strings.HasPrefix(got, "DepositFeeTooHigh(") {
		t.Errorf("fee 1001 bps: %q, want DepositFeeTooHigh", got)
	}
	f.exec(farmOwner, chef, nil, farmMasterB.PackAdd(stake, farmBig(1), 1000))
	r := f.exec(1, chef, nil, farmMasterB.PackDeposit(farmBig(0), ether(10)))
	if l := f.decode(r, chef); len(l.deposits) != 1 || l.deposits[0].Amount.Cmp(ether(9)) != 0 {
		t.Errorf("Deposit %+v, want 9e18 credited", l.deposits)
	}
	if got := f.BalanceOf(t, stake, farmFeeRecipient); got.Cmp(ether(1)) != 0 {
		t.Errorf("fee recipient got %s, want 1e18", got)
	}
}

// TestFarmForfeitAtGraceBoundary harvests exactly at emissionEnd +
// HARVEST_GRACE (paid) and one second later (forfeited), then recovers the
// undistributed rest.
func TestFarmForfeitAtGraceBoundary(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newVamp()
	stake := f.newStake("STA", chef, 1, 2)
	f.exec(farmOwner, chef, nil, farmVampB.PackAdd(stake, farmBig(1)))
	budget := ether(1_400_000)
	f.fund(chef, budget)
	f.exec(farmOwner, chef, nil, farmVampB.PackStartEmission(budget, farmBig(0)))
	end := farmRead(f, chef, farmVampB.PackEndTime(), farmVampB.UnpackEndTime)
	f.exec(1, chef, nil, farmVampB.PackDeposit(farmBig(0), ether(10)))
	f.exec(2, chef, nil, farmVampB.PackDeposit(farmBig(0), ether(30)))
	deadline := end + farmGrace
	if got := farmRead(f, chef, farmVampB.PackHarvestDeadline(), farmVampB.UnpackHarvestDeadline); got.Uint64() != deadline {
		t.Fatalf("harvestDeadline %s, want %d", got, deadline)
	}
	if got := f.fail(farmOwner, chef, nil, farmVampB.PackRecoverUndistributed(f.Accounts[farmOwner].Address)); !strings.HasPrefix(got, "CampaignNotOver(") {
		t.Errorf("recover during the campaign: %q, want CampaignNotOver", got)
	}

	f.at(deadline)
	want1 := f.pending(chef, 0, 1)
	r := f.exec(1, chef, nil, farmVampB.PackHarvest(farmBig(0)))
	if f.time(r) != deadline {
		t.Fatalf("harvest landed at %d, want %d", f.time(r), deadline)
	}
	l := f.decode(r, chef)
	if l.paidSum().Cmp(want1) != 0 || want1.Sign() == 0 || len(l.forfeited) != 0 {
		t.Errorf("harvest at the deadline: paid %s forfeited %d, want %s paid", l.paidSum(), len(l.forfeited), want1)
	}

	want2 := f.pending(chef, 0, 2)
	r = f.exec(2, chef, nil, farmVampB.PackWithdraw(farmBig(0), ether(30)))
	if f.time(r) != deadline+1 {
		t.Fatalf("withdraw landed at %d, want %d", f.time(r), deadline+1)
	}
	l = f.decode(r, chef)
	if len(l.paid) != 0 || len(l.forfeited) != 1 || l.forfeited[0].Amount.Cmp(want2) != 0 || l.forfeited[0].User != f.Accounts[2].Address {
		t.Errorf("withdraw one second late: paid %d, forfeited %+v; want %s forfeited", len(l.paid), l.forfeited, want2)
	}
	if len(l.withdraws) != 1 || l.withdraws[0].Amount.Cmp(ether(30)) != 0 {
		t.Errorf("Withdraw %+v: the principal still comes back", l.withdraws)
	}

	owner := f.Accounts[farmOwner].Address
	before := f.BalanceOf(t, f.d.NeoToken, owner)
	r = f.exec(farmOwner, chef, nil, farmVampB.PackRecoverUndistributed(owner))
	left := new(big.Int).Sub(budget, want1)
	var rec *bindings.VampChefUndistributedRewardsRecovered
	for _, lg := range r.Logs {
		if e, err := farmVampB.UnpackUndistributedRewardsRecoveredEvent(lg); err == nil {
			rec = e
		}
	}
	if rec == nil || rec.Amount.Cmp(left) != 0 {
		t.Errorf("UndistributedRewardsRecovered %+v, want %s", rec, left)
	}
	if got := new(big.Int).Sub(f.BalanceOf(t, f.d.NeoToken, owner), before); got.Cmp(left) != 0 {
		t.Errorf("owner recovered %s, want %s", got, left)
	}
}

// TestFarmShortfall underfunds a campaign: the harvest pays what the chef
// holds and records the rest, which a later settlement pays once funded.
func TestFarmShortfall(t *testing.T) {
	f := newFarmFx(t)
	chef := f.newVamp()
	stake := f.newStake("STA", chef, 1)
	f.exec(farmOwner, chef, nil, farmVampB.PackAdd(stake, farmBig(1)))
	budget := ether(1_400_000)
	f.exec(farmOwner, chef, nil, farmVampB.PackStartEmission(budget, farmBig(0)))
	end := farmRead(f, chef, farmVampB.PackEndTime(), farmVampB.UnpackEndTime)
	f.exec(1, chef, nil, farmVampB.PackDeposit(farmBig(0), ether(10)))
	held := ether(1000)
	f.fund(chef, held)
	f.at(end + 5)
	owed := f.pending(chef, 0, 1)
	r := f.exec(1, chef, nil, farmVampB.PackHarvest(farmBig(0)))
	l := f.decode(r, chef)
	if l.paidSum().Cmp(held) != 0 {
		t.Errorf("paid %s, want the %s held", l.paidSum(), held)
	}
	if len(l.short) != 1 || l.short[0].Owed.Cmp(owed) != 0 || l.short[0].Paid.Cmp(held) != 0 {
		t.Fatalf("RewardShortfall %+v, want owed %s paid %s", l.short, owed, held)
	}
	rest := new(big.Int).Sub(owed, held)
	if got := f.user(chef, 0, 1).Owed; got.Cmp(rest) != 0 {
		t.Errorf("recorded owed %s, want %s", got, rest)
	}
	if got := f.pending(chef, 0, 1); got.Cmp(rest) != 0 {
		t.Errorf("pendingReward %s, want the recorded %s", got, rest)
	}
	// Nothing held: no RewardPaid, the same shortfall again.
	r = f.exec(1, chef, nil, farmVampB.PackHarvest(farmBig(0)))
	if l := f.decode(r, chef); len(l.paid) != 0 || len(l.short) != 1 || l.short[0].Owed.Cmp(rest) != 0 || l.short[0].Paid.Sign() != 0 {
		t.Errorf("empty chef: paid %+v short %+v", l.paid, l.short)
	}
	f.fund(chef, budget)
	r = f.exec(1, chef, nil, farmVampB.PackWithdraw(farmBig(0), ether(10)))
	if l := f.decode(r, chef); l.paidSum().Cmp(rest) != 0 || len(l.short) != 0 {
		t.Errorf("after funding: paid %s, %d shortfalls; want %s", l.paidSum(), len(l.short), rest)
	}
	if got := f.user(chef, 0, 1).Owed; got.Sign() != 0 {
		t.Errorf("owed after payment %s", got)
	}
}

// TestFarmEscrowReleaseCurve checks RewardVestingEscrow's linear release of
// two grants and that claims pay exactly the vested part.
func TestFarmEscrowReleaseCurve(t *testing.T) {
	f := newFarmFx(t)
	escrow := f.d.RewardVestingEscrow
	// The owner registers itself as a depositor to make grants directly.
	f.exec(farmOwner, escrow, nil, farmEscrowB.PackSetDepositor(f.Accounts[farmOwner].Address, true))
	f.exec(farmOwner, f.d.NeoToken, nil, farmTokenB.PackApprove(escrow, chaintest.MaxUint256))
	acct := f.Accounts[5].Address
	if got := f.fail(1, escrow, nil, farmEscrowB.PackDeposit(acct, ether(1))); !strings.HasPrefix(got, "NotDepositor(") {
		t.Errorf("deposit by a stranger: %q, want NotDepositor", got)
	}
	held0 := f.BalanceOf(t, f.d.NeoToken, acct)
	a1 := new(big.Int).Add(ether(1000), farmBig(7))
	r := f.exec(farmOwner, escrow, nil, farmEscrowB.PackDeposit(acct, a1))
	s1 := f.time(r)
	f.skip(10 * farmDay)
	a2 := ether(360)
	r = f.exec(farmOwner, escrow, nil, farmEscrowB.PackDeposit(acct, a2))
	s2 := f.time(r)
	vested := func(amount *big.Int, start, ts uint64) *big.Int {
		if ts <= start {
			return new(big.Int)
		}
		if ts >= start+farmVesting {
			return new(big.Int).Set(amount)
		}
		return farmMulDiv(amount, farmU(ts-start), farmU(farmVesting))
	}
	want := func(ts uint64) *big.Int { return new(big.Int).Add(vested(a1, s1, ts), vested(a2, s2, ts)) }
	claimed := new(big.Int)
	for i, ts := range []uint64{s2 + 1, s1 + farmVesting/4, s1 + farmVesting/2, s1 + farmVesting - 1, s1 + farmVesting, s2 + farmVesting - 1, s2 + farmVesting + 100} {
		f.at(ts + 1) // the head lands on ts
		got := farmRead(f, escrow, farmEscrowB.PackClaimable(acct), farmEscrowB.UnpackClaimable)
		if w := new(big.Int).Sub(want(ts), claimed); got.Cmp(w) != 0 {
			t.Errorf("claimable at s1+%d = %s, want %s", ts-s1, got, w)
		}
		if i%2 == 1 {
			r := f.exec(5, escrow, nil, farmEscrowB.PackClaim())
			w := new(big.Int).Sub(want(f.time(r)), claimed)
			var ev *bindings.RewardVestingEscrowClaimed
			for _, lg := range r.Logs {
				if e, err := farmEscrowB.UnpackClaimedEvent(lg); err == nil {
					ev = e
				}
			}
			if ev == nil || ev.Amount.Cmp(w) != 0 || ev.Account != acct {
				t.Errorf("Claimed %+v, want %s", ev, w)
			}
			claimed.Add(claimed, w)
		}
	}
	f.exec(5, escrow, nil, farmEscrowB.PackClaim())
	total := new(big.Int).Add(a1, a2)
	if got := new(big.Int).Sub(f.BalanceOf(t, f.d.NeoToken, acct), held0); got.Cmp(total) != 0 {
		t.Errorf("account received %s after the release, want %s", got, total)
	}
	if got := farmRead(f, escrow, farmEscrowB.PackFirstOpenGrant(acct), farmEscrowB.UnpackFirstOpenGrant); got.Int64() != 2 {
		t.Errorf("firstOpenGrant %s, want 2 (both grants done)", got)
	}
}

// TestFarmTreasuryVesting checks the deployed TreasuryVesting's schedule and
// linear release to the treasury.
func TestFarmTreasuryVesting(t *testing.T) {
	f := newFarmFx(t)
	tv := f.d.TreasuryVesting
	s := farmRead(f, tv, farmTVB.PackSchedules(f.d.Treasury), farmTVB.UnpackSchedules)
	if s.Total.Cmp(deploy.TreasuryVestingTotal) != 0 || s.End-s.Start != deploy.TreasuryVestingSeconds {
		t.Fatalf("schedule %+v", s)
	}
	ts := s.Start + deploy.TreasuryVestingSeconds/3
	f.at(ts)
	before := f.BalanceOf(t, f.d.NeoToken, f.d.Treasury)
	r := f.exec(3, tv, nil, farmTVB.PackRelease(f.d.Treasury))
	want := farmMulDiv(deploy.TreasuryVestingTotal, farmU(ts-s.Start), farmU(s.End-s.Start))
	if got := new(big.Int).Sub(f.BalanceOf(t, f.d.NeoToken, f.d.Treasury), before); got.Cmp(want) != 0 {
		t.Errorf("released %s, want %s", got, want)
	}
	var ev *bindings.TreasuryVestingReleased
	for _, lg := range r.Logs {
		if e, err := farmTVB.UnpackReleasedEvent(lg); err == nil {
			ev = e
		}
	}
	if ev == nil || ev.Amount.Cmp(want) != 0 || ev.Beneficiary != f.d.Treasury {
		t.Errorf("Released %+v, want %s", ev, want)
	}
}

// TestFarmDeployedFarms checks the deployment: VampChef's funded campaign
// over its pools (own pairs and the ext NEO/WETH pair), MasterChef's pools
// without a campaign, both chefs as escrow depositors, ExtZap as VampChef's
// trusted zapper.
func TestFarmDeployedFarms(t *testing.T) {
	f := newFarmFx(t)
	d := f.d
	if n := farmRead(f, d.VampChef, farmVampB.PackPoolLength(), farmVampB.UnpackPoolLength); n.Int64() != int64(len(deploy.VampPools)) {
		t.Fatalf("VampChef has %s pools", n)
	}
	for pid, p := range deploy.VampPools {
		if got := f.pool(d.VampChef, pid).LpToken; got != d.Pairs[p.Pair] {
			t.Errorf("VampChef pool %d: %s, want %s", pid, got.Hex(), p.Pair)
		}
	}
	end := farmRead(f, d.VampChef, farmVampB.PackEmissionEnd(), farmVampB.UnpackEmissionEnd)
	if end.Uint64() <= f.now() || f.BalanceOf(t, d.NeoToken, d.VampChef).Cmp(deploy.VampBudget) != 0 {
		t.Errorf("VampChef campaign ends at %s (now %d), holds %s", end, f.now(), f.BalanceOf(t, d.NeoToken, d.VampChef))
	}
	if end := farmRead(f, d.MasterChef, farmMasterB.PackEmissionEnd(), farmMasterB.UnpackEmissionEnd); end.Sign() != 0 {
		t.Errorf("MasterChef emissionEnd %s, want no campaign", end)
	}
	if n := farmRead(f, d.MasterChef, farmMasterB.PackPoolLength(), farmMasterB.UnpackPoolLength); n.Int64() != int64(len(deploy.MasterChefPools)) {
		t.Errorf("MasterChef has %s pools", n)
	}
	for _, c := range []common.Address{d.VampChef, d.MasterChef} {
		if !farmRead(f, d.RewardVestingEscrow, farmEscrowB.PackIsDepositor(c), farmEscrowB.UnpackIsDepositor) {
			t.Errorf("%s is not an escrow depositor", c.Hex())
		}
	}
	if z := farmRead(f, d.VampChef, farmVampB.PackTrustedZapper(), farmVampB.UnpackTrustedZapper); z != d.ExtZap {
		t.Errorf("VampChef trustedZapper %s, want ExtZap %s", z.Hex(), d.ExtZap.Hex())
	}
}

// TestFarmZapRejectsFeeOnTransfer zaps FOT into FOT/WETH (input side) and
// ETH into FOT/WETH (output side): both revert with FeeOnTransferToken. A
// plain zap into NEO/WETH mints LP to the recipient.
func TestFarmZapRejectsFeeOnTransfer(t *testing.T) {
	f := newFarmFx(t)
	d := f.d
	fot := f.Token(t, "FOT")
	pair := d.Pairs["FOT/WETH"]
	f.exec(1, fot, nil, farmTokenB.PackApprove(d.Zap, chaintest.MaxUint256))
	user := f.Accounts[1].Address
	deadline := farmU(f.now() + 3600)
	if got := f.fail(1, d.Zap, nil, farmZapB.PackZapInToken(fot, ether(100), pair, farmBig(0), user, deadline)); !strings.HasPrefix(got, "FeeOnTransferToken(") || !strings.Contains(strings.ToLower(got), strings.ToLower(fot.Hex()[2:])) {
		t.Errorf("zapInToken(FOT) reverted with %q, want FeeOnTransferToken(%s)", got, fot.Hex())
	}
	if got := f.fail(1, d.Zap, ether(1), farmZapB.PackZapInETH(pair, farmBig(0), user, deadline)); !strings.HasPrefix(got, "FeeOnTransferToken(") {
		t.Errorf("zapInETH into FOT/WETH reverted with %q, want FeeOnTransferToken", got)
	}

	neoWeth := d.Pairs["NEO/WETH"]
	lp0 := f.BalanceOf(t, neoWeth, user)
	r := f.exec(1, d.Zap, ether(1), farmZapB.PackZapInETH(neoWeth, farmBig(1), user, deadline))
	var ev *bindings.NeoSwapZapZappedIn
	for _, lg := range r.Logs {
		if e, err := farmZapB.UnpackZappedInEvent(lg); err == nil {
			ev = e
		}
	}
	if ev == nil || ev.Sender != user || ev.Pair != neoWeth || ev.TokenIn != d.WETH || ev.AmountIn.Cmp(ether(1)) != 0 {
		t.Fatalf("ZappedIn %+v", ev)
	}
	if got := new(big.Int).Sub(f.BalanceOf(t, neoWeth, user), lp0); got.Cmp(ev.LpAmount) != 0 || got.Sign() == 0 {
		t.Errorf("LP received %s, ZappedIn says %s", got, ev.LpAmount)
	}
	// The swap leg is a FeeRouter trade paid by the zap.
	var swaps int
	for _, lg := range r.Logs {
		if lg.Address == d.FeeRouter {
			if e, err := feeRouterB.UnpackSwapEvent(lg); err == nil && e.User == d.Zap {
				swaps++
			}
		}
	}
	if swaps != 1 {
		t.Errorf("%d FeeRouter swaps by the zap, want 1", swaps)
	}
	if bal := f.BalanceOf(t, d.WETH, d.Zap); bal.Sign() != 0 {
		t.Errorf("the zap kept %s WETH", bal)
	}
}

// TestFarmExtZapCreditsWallet zaps ETH and NEO into VampChef's ext NEO/WETH
// pool through ExtZap: the stake, the Deposit event and later rewards belong
// to the wallet, never to the zap; depositFor is closed to anyone else.
func TestFarmExtZapCreditsWallet(t *testing.T) {
	f := newFarmFx(t)
	d := f.d
	pid := -1
	for i, p := range deploy.VampPools {
		if p.Pair == "ext:NEO/WETH" {
			pid = i
		}
	}
	bpid := farmBig(int64(pid))
	user := f.Accounts[2].Address
	r := f.exec(2, d.ExtZap, ether(2), farmExtZapB.PackZapInETH(bpid, farmBig(1), farmU(f.now()+3600)))
	var z *bindings.ExtZapZapped
	for _, lg := range r.Logs {
		if e, err := farmExtZapB.UnpackZappedEvent(lg); err == nil {
			z = e
		}
	}
	if z == nil || z.Sender != user || z.Pair != d.NeoExtPair || z.TokenIn != d.WETH || z.AmountIn.Cmp(ether(2)) != 0 || z.SwapAmount.Cmp(ether(1)) != 0 {
		t.Fatalf("Zapped %+v", z)
	}
	l := f.decode(r, d.VampChef)
	if len(l.deposits) != 1 || l.deposits[0].User != user || l.deposits[0].Amount.Cmp(z.LpAmount) != 0 || l.deposits[0].Pid.Int64() != int64(pid) {
		t.Fatalf("VampChef Deposit %+v, want %s for the wallet", l.deposits, z.LpAmount)
	}
	if got := f.user(d.VampChef, pid, 2).Amount; got.Cmp(z.LpAmount) != 0 {
		t.Errorf("wallet stake %s, want %s", got, z.LpAmount)
	}
	zapStake := farmRead(f, d.VampChef, farmVampB.PackUserInfo(bpid, d.ExtZap), farmVampB.UnpackUserInfo)
	if zapStake.Amount.Sign() != 0 || f.BalanceOf(t, d.NeoExtPair, d.ExtZap).Sign() != 0 {
		t.Errorf("the zap holds a stake of %s and %s LP", zapStake.Amount, f.BalanceOf(t, d.NeoExtPair, d.ExtZap))
	}

	// A token zap adds to the same stake, settling the wallet's reward to the wallet.
	f.skip(3600)
	f.exec(2, d.NeoToken, nil, farmTokenB.PackApprove(d.ExtZap, chaintest.MaxUint256))
	r = f.exec(2, d.ExtZap, nil, farmExtZapB.PackZapIn(d.NeoToken, ether(5000), bpid, farmBig(1), farmU(f.now()+3600)))
	l = f.decode(r, d.VampChef)
	if len(l.paid) != 1 || l.paid[0].User != user || l.paid[0].Amount.Sign() == 0 {
		t.Errorf("RewardPaid %+v, want the wallet's reward", l.paid)
	}
	if len(l.deposits) != 1 || l.deposits[0].User != user {
		t.Errorf("Deposit %+v, want the wallet", l.deposits)
	}
	// The wallet withdraws the LP itself.
	stake := f.user(d.VampChef, pid, 2).Amount
	f.exec(2, d.VampChef, nil, farmVampB.PackWithdraw(bpid, stake))
	if got := f.BalanceOf(t, d.NeoExtPair, user); got.Cmp(stake) != 0 {
		t.Errorf("wallet withdrew %s LP, want %s", got, stake)
	}
	if got := f.fail(3, d.VampChef, nil, farmVampB.PackDepositFor(user, bpid, farmBig(1))); !strings.HasPrefix(got, "NotTrustedZapper(") {
		t.Errorf("depositFor by a stranger: %q, want NotTrustedZapper", got)
	}
}

// TestFarmConstantsAndAdmin checks the chefs' constants against spec 8 and
// their owner-only, bounded administration, including a UUPS upgrade that
// keeps the state.
func TestFarmConstantsAndAdmin(t *testing.T) {
	f := newFarmFx(t)
	vamp, master := f.newVamp(), f.newMaster()
	for _, c := range []struct {
		name string
		to   common.Address
		data []byte
		want int64
	}{
		{"VampChef.DURATION", vamp, farmVampB.PackDURATION(), 14 * farmDay},
		{"VampChef.MAX_START_DELAY", vamp, farmVampB.PackMAXSTARTDELAY(), 90 * farmDay},
		{"VampChef.HARVEST_GRACE", vamp, farmVampB.PackHARVESTGRACE(), 30 * farmDay},
		{"VampChef.MAX_POOLS", vamp, farmVampB.PackMAXPOOLS(), 500},
		{"VampChef.ACC_PRECISION", vamp, farmVampB.PackACCPRECISION(), 1e12},
		{"MasterChef.HALVING_PERIOD", master, farmMasterB.PackHALVINGPERIOD(), 42 * farmDay},
		{"MasterChef.NUM_PERIODS", master, farmMasterB.PackNUMPERIODS(), 8},
		{"MasterChef.COOLDOWN", master, farmMasterB.PackCOOLDOWN(), farmDay},
		{"MasterChef.MAX_POOLS", master, farmMasterB.PackMAXPOOLS(), 500},
		{"MasterChef.MAX_START_DELAY", master, farmMasterB.PackMAXSTARTDELAY(), 90 * farmDay},
		{"MasterChef.HARVEST_GRACE", master, farmMasterB.PackHARVESTGRACE(), 30 * farmDay},
		{"MasterChef.halvingPeriod", master, farmMasterB.PackHalvingPeriod(), 42 * farmDay},
		{"MasterChef.numPeriods", master, farmMasterB.PackNumPeriods(), 8},
	} {
		if got := farmRead(f, c.to, c.data, farmVampB.UnpackDURATION); got.Cmp(farmBig(c.want)) != 0 {
			t.Errorf("%s = %s, want %d", c.name, got, c.want)
		}
	}
	if got := farmRead(f, master, farmMasterB.PackMAXDEPOSITFEEBPS(), farmMasterB.UnpackMAXDEPOSITFEEBPS); got != 1000 {
		t.Errorf("MAX_DEPOSIT_FEE_BPS = %d", got)
	}

	stake := f.newStake("STA", vamp, 1)
	if got := f.fail(1, vamp, nil, farmVampB.PackAdd(stake, farmBig(1))); !strings.HasPrefix(got, "OwnableUnauthorizedAccount(") {
		t.Errorf("add by a stranger: %q", got)
	}
	f.exec(farmOwner, vamp, nil, farmVampB.PackAdd(stake, farmBig(1)))
	for _, lp := range []common.Address{stake, f.d.NeoToken} {
		if got := f.fail(farmOwner, vamp, nil, farmVampB.PackAdd(lp, farmBig(1))); !strings.HasPrefix(got, "BadLpToken(") {
			t.Errorf("add %s: %q, want BadLpToken", lp.Hex(), got)
		}
	}
	if got := f.fail(farmOwner, vamp, nil, farmVampB.PackStartEmission(ether(1000), farmU(f.now()+90*farmDay+10))); !strings.HasPrefix(got, "BadStartTime(") {
		t.Errorf("start beyond MAX_START_DELAY: %q", got)
	}
	start := f.now() + 90*farmDay
	f.exec(farmOwner, vamp, nil, farmVampB.PackStartEmission(ether(1000), farmU(start)))
	if got := farmRead(f, vamp, farmVampB.PackStartTime(), farmVampB.UnpackStartTime); got != start {
		t.Errorf("startTime %d, want %d", got, start)
	}
	if got := f.fail(farmOwner, vamp, nil, farmVampB.PackStartEmission(ether(1000), farmBig(0))); got != "CampaignAlreadyStarted()" {
		t.Errorf("second campaign: %q", got)
	}
	if got := f.fail(farmOwner, master, nil, farmMasterB.PackSetEmissionSchedule(farmBig(farmDay), farmBig(65))); !strings.HasPrefix(got, "BadSchedule(") {
		t.Errorf("65 periods: %q", got)
	}

	// Upgrade to a fresh implementation: the pools and the campaign stay.
	impl := f.deployRaw(bindings.VampChefMetaData.Bin, nil)
	if got := f.fail(1, vamp, nil, farmVampB.PackUpgradeToAndCall(impl, nil)); !strings.HasPrefix(got, "OwnableUnauthorizedAccount(") {
		t.Errorf("upgrade by a stranger: %q", got)
	}
	f.exec(farmOwner, vamp, nil, farmVampB.PackUpgradeToAndCall(impl, nil))
	if got := f.pool(vamp, 0).LpToken; got != stake {
		t.Errorf("after the upgrade pool 0 is %s", got.Hex())
	}
	if got := farmRead(f, vamp, farmVampB.PackStartTime(), farmVampB.UnpackStartTime); got != start {
		t.Errorf("after the upgrade startTime %d", got)
	}
}
