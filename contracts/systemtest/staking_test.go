package systemtest_test

// Tests of NeoStaking on the whole deployed system: reward accrual per
// effective share against a reference model in big.Int to the wei (fees
// arriving through the real Collector, by FeeRouter swaps or plain transfers),
// the lock options' boosts, appends, locks and the vest anchor, the unstake
// drip, claims (plain, as NEO through FeeRouter, with a reward token that
// stops transferring), forwarding to the treasury, the Collector's notify
// hook, imports, reward-token removal and purge, the owner guards and an
// upgrade through the proxy. Every helper of this file is a method of stkFx
// or carries a stk prefix, so it never collides with the other test files of
// the package.
//
// Transactions are sent with a fixed gas limit (as in farm_test.go): gas
// estimation runs in the head block's context, which would misjudge the
// time-bound checks (locks, drips, purge delay) exactly at a boundary.

import (
	"context"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

var (
	stkB      = bindings.NewNeoStaking()
	stkCollB  = bindings.NewCollector()
	stkProxyB = bindings.NewNeoProxy()
	stkRouteB = bindings.NewFeeRouter()
	stkDexB   = bindings.NewNeoSwapRouter02()
	stkRevB   = bindings.NewRevertingToken()
	stkERC20B = bindings.NewTestToken()
)

const (
	stkGas     = 8_000_000
	stkOwner   = 0
	stkTrader  = 5 // pays fees through FeeRouter in the random run
	stkDay     = 24 * 60 * 60
	stkDrip    = 30 * stkDay
	stkPurge   = 90 * stkDay
	stkBpsUnit = 10_000
)

// stkAccPrecision is NeoStaking.ACC_PRECISION (1e36).
var stkAccPrecision = new(big.Int).Exp(big.NewInt(10), big.NewInt(36), nil)

// stkLockDays are the lock lengths of options 0..3 (3, 6, 12, 24 months).
var stkLockDays = [4]uint64{90, 182, 365, 730}

// stkBucketShare is the staking bucket's share of a distribution: bucket 0
// of weights 2:2:2:1 (not the last bucket, so no dust): amount * 2 / 7.
func stkBucketShare(amount *big.Int) *big.Int {
	return stkMulDiv(amount, big.NewInt(deploy.BucketWeights[deploy.BucketStaking]), stkWeightSum())
}

func stkWeightSum() *big.Int {
	var w int64
	for _, x := range deploy.BucketWeights {
		w += x
	}
	return big.NewInt(w)
}

func stkMulDiv(a, b, c *big.Int) *big.Int { return new(big.Int).Div(new(big.Int).Mul(a, b), c) }

func stkNeo(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func stkU(n uint64) *big.Int { return new(big.Int).SetUint64(n) }

// stkAddr is a fresh, never-used address (a treasury whose balances start at zero).
func stkAddr(n int64) common.Address { return common.BigToAddress(big.NewInt(0x57a4e000 + n)) }

type stkFx struct {
	*chaintest.Env
	t        *testing.T
	d        *deploy.Deployment
	approved map[[3]common.Address]bool
}

func newStkFx(t *testing.T) *stkFx {
	t.Helper()
	env := chaintest.New(t)
	f := &stkFx{Env: env, t: t, d: env.Deployment, approved: map[[3]common.Address]bool{}}
	// After the first AdjustTime the chain runs ahead of the wall clock, so
	// every later block is exactly one second after its parent and at() can
	// land a transaction on a chosen second.
	f.skip(1)
	return f
}

// exec mines data sent from Accounts[from] with a fixed gas limit; it fails
// the test on a revert.
func (f *stkFx) exec(from int, to common.Address, data []byte) *types.Receipt {
	f.t.Helper()
	opts := f.TxOpts(from)
	opts.GasLimit = stkGas
	tx, err := bind.Transact(stkB.Instance(f.Client, to), opts, data)
	return f.MustTransact(f.t, tx, err)
}

// fail mines data that must revert and returns the decoded reason.
func (f *stkFx) fail(from int, to common.Address, data []byte) string {
	f.t.Helper()
	opts := f.TxOpts(from)
	opts.GasLimit = stkGas
	tx, err := bind.Transact(stkB.Instance(f.Client, to), opts, data)
	return f.MustRevert(f.t, tx, err)
}

// wantFail mines data that must revert with reason want.
func (f *stkFx) wantFail(from int, to common.Address, data []byte, want string) {
	f.t.Helper()
	if got := f.fail(from, to, data); got != want {
		f.t.Fatalf("revert %q, want %q", got, want)
	}
}

func stkRead[T any](f *stkFx, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	return chaintest.Call(f.t, f.Env, to, data, unpack)
}

// time returns the timestamp of the receipt's block.
func (f *stkFx) time(r *types.Receipt) uint64 {
	f.t.Helper()
	h, err := f.Client.HeaderByNumber(context.Background(), r.BlockNumber)
	if err != nil {
		f.t.Fatal(err)
	}
	return h.Time
}

func (f *stkFx) now() uint64 { return f.Head(f.t).Time }

// skip seals an empty block d seconds after the head.
func (f *stkFx) skip(d uint64) {
	f.t.Helper()
	if d > 0 {
		f.AdjustTime(f.t, time.Duration(d)*time.Second)
	}
}

// at seals an empty block so that the next transaction lands at second ts.
func (f *stkFx) at(ts uint64) {
	f.t.Helper()
	head := f.now()
	if ts <= head+1 {
		if ts != head+1 {
			f.t.Fatalf("at(%d): head already at %d", ts, head)
		}
		return
	}
	f.skip(ts - 1 - head)
}

func (f *stkFx) acct(u int) common.Address { return f.Accounts[u].Address }

// deployRaw deploys bin (hex) with packed constructor input from the owner.
func (f *stkFx) deployRaw(bin string, input []byte) common.Address {
	f.t.Helper()
	opts := f.TxOpts(stkOwner)
	opts.GasLimit = 15_000_000
	addr, tx, err := bind.DeployContract(opts, hexutil.MustDecode(bin), f.Client, input)
	f.MustTransact(f.t, tx, err)
	return addr
}

// newStaking deploys a second NeoStaking behind NeoProxy, owned by
// Accounts[0], with the deployment's boosts and FeeRouter.
func (f *stkFx) newStaking(notifier, treasury common.Address, anchor uint64, tokens []common.Address) common.Address {
	f.t.Helper()
	impl := f.deployRaw(bindings.NeoStakingMetaData.Bin, nil)
	return f.deployRaw(bindings.NeoProxyMetaData.Bin, stkProxyB.PackConstructor(impl, stkB.PackInitialize(
		f.acct(stkOwner), f.d.NeoToken, notifier, f.d.FeeRouter, treasury, anchor, stkBoosts(), tokens)))
}

func stkBoosts() [4]*big.Int {
	var b [4]*big.Int
	for i, v := range deploy.StakingBoostBps {
		b[i] = big.NewInt(v)
	}
	return b
}

// stake stakes amount NEO of Accounts[u] on s with option (approving s once).
func (f *stkFx) stake(s common.Address, u int, amount *big.Int, option uint8) *types.Receipt {
	f.t.Helper()
	f.approve(u, f.d.NeoToken, s)
	return f.exec(u, s, stkB.PackStake(amount, option))
}

// approve lets spender move all of Accounts[u]'s token, once per pair.
func (f *stkFx) approve(u int, token, spender common.Address) {
	f.t.Helper()
	k := [3]common.Address{f.acct(u), token, spender}
	if !f.approved[k] {
		f.Approve(f.t, u, token, spender, chaintest.MaxUint256)
		f.approved[k] = true
	}
}

// feeIn puts amount of token in the Collector (a fee arriving by transfer).
func (f *stkFx) feeIn(token common.Address, amount *big.Int) {
	f.t.Helper()
	f.Mint(f.t, token, f.d.Collector, amount)
}

// distribute calls Collector.distribute(token) from an unrelated account.
func (f *stkFx) distribute(token common.Address) *types.Receipt {
	f.t.Helper()
	return f.exec(9, f.d.Collector, stkCollB.PackDistribute(token))
}

func (f *stkFx) distributable(token common.Address) *big.Int {
	f.t.Helper()
	return stkRead(f, f.d.Collector, stkCollB.PackDistributable(token), stkCollB.UnpackDistributable)
}

func (f *stkFx) position(s common.Address, u int) bindings.NeoStakingPosition {
	f.t.Helper()
	return stkRead(f, s, stkB.PackPositionOf(f.acct(u)), stkB.UnpackPositionOf)
}

func (f *stkFx) ticket(s common.Address, u int) bindings.NeoStakingTicket {
	f.t.Helper()
	return stkRead(f, s, stkB.PackTicketOf(f.acct(u)), stkB.UnpackTicketOf)
}

func (f *stkFx) pending(s common.Address, u int, token common.Address) *big.Int {
	f.t.Helper()
	return stkRead(f, s, stkB.PackPendingReward(f.acct(u), token), stkB.UnpackPendingReward)
}

func (f *stkFx) withdrawable(s common.Address, u int) *big.Int {
	f.t.Helper()
	return stkRead(f, s, stkB.PackWithdrawable(f.acct(u)), stkB.UnpackWithdrawable)
}

func (f *stkFx) unlockTime(s common.Address, u int) uint64 {
	f.t.Helper()
	return stkRead(f, s, stkB.PackUnlockTime(f.acct(u)), stkB.UnpackUnlockTime)
}

func (f *stkFx) totalEffective(s common.Address) *big.Int {
	f.t.Helper()
	return stkRead(f, s, stkB.PackTotalEffective(), stkB.UnpackTotalEffective)
}

func (f *stkFx) stakedByOption(s common.Address, o uint8) *big.Int {
	f.t.Helper()
	return stkRead(f, s, stkB.PackStakedByOption(o), stkB.UnpackStakedByOption)
}

func (f *stkFx) rewardTokens(s common.Address) []common.Address {
	f.t.Helper()
	return stkRead(f, s, stkB.PackRewardTokens(), stkB.UnpackRewardTokens)
}

func (f *stkFx) acc(s, token common.Address) *big.Int {
	f.t.Helper()
	return stkRead(f, s, stkB.PackRewardToken(token), stkB.UnpackRewardToken).AccRewardPerEffShare
}

// stkLogs are the NeoStaking events of one receipt (of one address), decoded.
type stkLogs struct {
	staked    []*bindings.NeoStakingStaked
	imported  []*bindings.NeoStakingImported
	appended  []*bindings.NeoStakingAppended
	notified  []*bindings.NeoStakingRewardNotified
	forwarded []*bindings.NeoStakingRewardForwardedToTreasury
	claimed   []*bindings.NeoStakingClaimed
	skipped   []*bindings.NeoStakingClaimSkipped
	asNeo     []*bindings.NeoStakingClaimedAsNeo
	requested []*bindings.NeoStakingUnstakeRequested
	unstaked  []*bindings.NeoStakingUnstaked
	boostSet  []*bindings.NeoStakingBoostSet
	added     []*bindings.NeoStakingRewardTokenAdded
	removed   []*bindings.NeoStakingRewardTokenRemoved
	purged    []*bindings.NeoStakingRewardTokenPurged
	anchorSet []*bindings.NeoStakingVestAnchorSet
	upgraded  []*bindings.NeoStakingUpgraded
	paid      []*bindings.CollectorBucketPaid // the Collector's, any recipient
	held      []*bindings.CollectorBucketHeld
}

func (f *stkFx) logs(r *types.Receipt, s common.Address) stkLogs {
	var l stkLogs
	for _, lg := range r.Logs {
		if lg.Address == f.d.Collector {
			if e, err := stkCollB.UnpackBucketPaidEvent(lg); err == nil {
				l.paid = append(l.paid, e)
			} else if e, err := stkCollB.UnpackBucketHeldEvent(lg); err == nil {
				l.held = append(l.held, e)
			}
			continue
		}
		if lg.Address != s {
			continue
		}
		if e, err := stkB.UnpackStakedEvent(lg); err == nil {
			l.staked = append(l.staked, e)
		} else if e, err := stkB.UnpackImportedEvent(lg); err == nil {
			l.imported = append(l.imported, e)
		} else if e, err := stkB.UnpackAppendedEvent(lg); err == nil {
			l.appended = append(l.appended, e)
		} else if e, err := stkB.UnpackRewardNotifiedEvent(lg); err == nil {
			l.notified = append(l.notified, e)
		} else if e, err := stkB.UnpackRewardForwardedToTreasuryEvent(lg); err == nil {
			l.forwarded = append(l.forwarded, e)
		} else if e, err := stkB.UnpackClaimedEvent(lg); err == nil {
			l.claimed = append(l.claimed, e)
		} else if e, err := stkB.UnpackClaimSkippedEvent(lg); err == nil {
			l.skipped = append(l.skipped, e)
		} else if e, err := stkB.UnpackClaimedAsNeoEvent(lg); err == nil {
			l.asNeo = append(l.asNeo, e)
		} else if e, err := stkB.UnpackUnstakeRequestedEvent(lg); err == nil {
			l.requested = append(l.requested, e)
		} else if e, err := stkB.UnpackUnstakedEvent(lg); err == nil {
			l.unstaked = append(l.unstaked, e)
		} else if e, err := stkB.UnpackBoostSetEvent(lg); err == nil {
			l.boostSet = append(l.boostSet, e)
		} else if e, err := stkB.UnpackRewardTokenAddedEvent(lg); err == nil {
			l.added = append(l.added, e)
		} else if e, err := stkB.UnpackRewardTokenRemovedEvent(lg); err == nil {
			l.removed = append(l.removed, e)
		} else if e, err := stkB.UnpackRewardTokenPurgedEvent(lg); err == nil {
			l.purged = append(l.purged, e)
		} else if e, err := stkB.UnpackVestAnchorSetEvent(lg); err == nil {
			l.anchorSet = append(l.anchorSet, e)
		} else if e, err := stkB.UnpackUpgradedEvent(lg); err == nil {
			l.upgraded = append(l.upgraded, e)
		}
	}
	return l
}

// claimedOf maps the Claimed events of l by token.
func (l stkLogs) claimedOf() map[common.Address]*big.Int {
	m := map[common.Address]*big.Int{}
	for _, e := range l.claimed {
		if m[e.Token] != nil {
			m[e.Token].Add(m[e.Token], e.Amount) // a duplicate is caught by the count check
		} else {
			m[e.Token] = new(big.Int).Set(e.Amount)
		}
	}
	return m
}

func stkWantEq(t *testing.T, what string, got, want *big.Int) {
	t.Helper()
	if got.Cmp(want) != 0 {
		t.Fatalf("%s = %s, want %s", what, got, want)
	}
}

// ---------------------------------------------------------------- accrual

// checkPayout checks one Collector.distribute(token) receipt that moved
// amount: the staking bucket got amount*2/7 (BucketPaid to s), and s
// answered that payout exactly once, with RewardNotified or
// RewardForwardedToTreasury as the reference says, with the reference's
// accumulator. It returns the staking share.
func (f *stkFx) checkPayout(r *types.Receipt, s, token common.Address, amount *big.Int, m *stkRef) *big.Int {
	f.t.Helper()
	l := f.logs(r, s)
	share := stkBucketShare(amount)
	var toS []*bindings.CollectorBucketPaid
	for _, e := range l.paid {
		if e.Recipient == s {
			toS = append(toS, e)
		}
	}
	if len(l.held) != 0 || len(toS) != 1 || toS[0].Bucket.Int64() != deploy.BucketStaking || toS[0].Amount.Cmp(share) != 0 {
		f.t.Fatalf("distribute %s of %s: BucketPaid to staking %+v, held %+v; want one of %s", amount, token.Hex(), toS, l.held, share)
	}
	forwarded, acc := m.notify(token, share)
	switch {
	case len(l.notified)+len(l.forwarded) != 1:
		f.t.Fatalf("%d RewardNotified and %d RewardForwardedToTreasury for one BucketPaid", len(l.notified), len(l.forwarded))
	case forwarded && (len(l.forwarded) != 1 || l.forwarded[0].Token != token || l.forwarded[0].Amount.Cmp(share) != 0):
		f.t.Fatalf("want RewardForwardedToTreasury(%s, %s), got notified %+v forwarded %+v", token.Hex(), share, l.notified, l.forwarded)
	case !forwarded && (len(l.notified) != 1 || l.notified[0].Token != token || l.notified[0].Amount.Cmp(share) != 0 ||
		l.notified[0].AccRewardPerEffShare.Cmp(acc) != 0):
		f.t.Fatalf("want RewardNotified(%s, %s, acc %s), got notified %+v forwarded %+v", token.Hex(), share, acc, l.notified, l.forwarded)
	}
	return share
}

// distributeAll distributes every token of tokens that the Collector holds
// and checks each payout against m.
func (f *stkFx) distributeAll(s common.Address, m *stkRef, tokens ...common.Address) int {
	f.t.Helper()
	n := 0
	for _, tk := range tokens {
		amount := f.distributable(tk)
		if amount.Sign() == 0 {
			continue
		}
		f.checkPayout(f.distribute(tk), s, tk, amount, m)
		n++
	}
	return n
}

// TestStakingAccrualRandom drives random stakes, appends (option kept or
// raised), fee arrivals (FeeRouter swaps and plain transfers to the
// Collector, then distribute), claims, unstakes of unlocked positions, boost
// changes and time jumps by four stakers against stkRef, checking every
// event, every claim's payment and, at the end, every pendingReward, the
// totals and the contract's solvency to the wei.
func TestStakingAccrualRandom(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	quotes := []common.Address{f.d.WETH, f.d.USDT, f.d.USDC, f.d.NeoToken}
	m := newStkRef(stkRead(f, s, stkB.PackVestAnchor(), stkB.UnpackVestAnchor), [4]int64(deploy.StakingBoostBps), quotes)
	for _, tk := range []common.Address{f.d.USDC, f.d.USDT, f.d.NeoToken} {
		f.approve(stkTrader, tk, f.d.FeeRouter)
	}
	rng := rand.New(rand.NewSource(29))
	users := []int{1, 2, 3, 4}
	counts := map[string]int{}
	const steps = 150
	for step := 0; step < steps; step++ {
		u := users[rng.Intn(len(users))]
		p, _, _ := m.account(u)
		op := rng.Intn(100)
		switch {
		case op < 12 || (step < 4): // stake or append
			amount := new(big.Int).Add(stkNeo(rng.Int63n(20_000)+1), big.NewInt(rng.Int63n(1e17)))
			option := uint8(rng.Intn(4))
			if p.amount.Sign() != 0 { // keep the option, or raise it
				option = p.option
				if rng.Intn(3) == 0 {
					option += uint8(rng.Intn(int(4 - p.option)))
				}
			}
			r := f.stake(s, u, amount, option)
			now := f.time(r)
			appending := p.amount.Sign() != 0
			start := m.stake(u, amount, option, now)
			l := f.logs(r, s)
			if appending {
				counts["append"]++
				if len(l.staked) != 0 || len(l.appended) != 1 || l.appended[0].Account != f.acct(u) ||
					l.appended[0].Added.Cmp(amount) != 0 || l.appended[0].Total.Cmp(p.amount) != 0 ||
					l.appended[0].DurationOption != option || l.appended[0].Start != start {
					t.Fatalf("step %d: append events %+v / %+v, want Appended(%s, total %s, option %d, start %d)", step, l.staked, l.appended, amount, p.amount, option, start)
				}
			} else {
				counts["stake"]++
				if len(l.appended) != 0 || len(l.staked) != 1 || l.staked[0].Account != f.acct(u) ||
					l.staked[0].Amount.Cmp(amount) != 0 || l.staked[0].DurationOption != option {
					t.Fatalf("step %d: stake events %+v / %+v", step, l.staked, l.appended)
				}
			}
			got := f.position(s, u)
			if got.Amount.Cmp(p.amount) != 0 || got.Effective.Cmp(p.eff) != 0 || got.Start != p.start || got.Option != p.option {
				t.Fatalf("step %d: position %+v, reference %+v", step, got, *p)
			}
		case op < 45: // fees arrive, then the Collector distributes
			if rng.Intn(2) == 0 {
				counts["swap fees"]++
				f.swapForFees(rng)
			} else {
				counts["transfer fees"]++
				tk := quotes[rng.Intn(len(quotes))]
				_, dec, _ := f.d.Token(map[common.Address]string{f.d.WETH: "WETH", f.d.USDT: "USDT", f.d.USDC: "USDC", f.d.NeoToken: "NEO"}[tk])
				unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dec)), nil)
				amount := new(big.Int).Add(stkMulDiv(unit, big.NewInt(rng.Int63n(500)+1), big.NewInt(10)), big.NewInt(rng.Int63n(1e6)))
				f.feeIn(tk, amount)
			}
			counts["payouts"] += f.distributeAll(s, m, quotes...)
		case op < 68: // claim
			want := m.claim(u)
			before := map[common.Address]*big.Int{}
			for _, tk := range quotes {
				before[tk] = f.BalanceOf(t, tk, f.acct(u))
			}
			if len(want) == 0 {
				counts["nothing to claim"]++
				if got := f.fail(u, s, stkB.PackClaim()); got != "NothingToClaim()" {
					t.Fatalf("step %d: claim with nothing pending reverted %q", step, got)
				}
				continue
			}
			counts["claim"]++
			l := f.logs(f.exec(u, s, stkB.PackClaim()), s)
			got := l.claimedOf()
			if len(l.claimed) != len(want) || len(l.skipped) != 0 {
				t.Fatalf("step %d: Claimed %v (skipped %d), reference %v", step, got, len(l.skipped), want)
			}
			for tk, w := range want {
				if got[tk] == nil || got[tk].Cmp(w) != 0 {
					t.Fatalf("step %d: Claimed %s of %s, reference %s", step, got[tk], tk.Hex(), w)
				}
				stkWantEq(t, "claimant's balance change", new(big.Int).Sub(f.BalanceOf(t, tk, f.acct(u)), before[tk]), w)
			}
		case op < 80: // time passes
			counts["time"]++
			days := int64(20)
			if rng.Intn(2) == 0 {
				days = 400 // long enough to unlock most positions
			}
			f.skip(uint64(rng.Int63n(days*stkDay)) + 1)
		case op < 96: // unstake: refused while locked
			if p.amount.Sign() == 0 {
				continue
			}
			unlock := m.unlock(u)
			if f.now()+1 < unlock {
				counts["locked"]++
				if got, want := f.fail(u, s, stkB.PackRequestUnstake()), "Locked("+stkU(unlock).String()+")"; got != want {
					t.Fatalf("step %d: requestUnstake %q, want %q", step, got, want)
				}
				continue
			}
			counts["unstake"]++
			amount := m.unstake(u)
			l := f.logs(f.exec(u, s, stkB.PackRequestUnstake()), s)
			if len(l.requested) != 1 || l.requested[0].Amount.Cmp(amount) != 0 {
				t.Fatalf("step %d: UnstakeRequested %+v, want %s", step, l.requested, amount)
			}
		default: // the owner changes a boost; it applies as positions change
			counts["boost"]++
			o := uint8(rng.Intn(4))
			bps := []int64{0, 5_000, 10_000, 30_000, 70_000, 100_000}[rng.Intn(6)]
			f.exec(stkOwner, s, stkB.PackSetBoost(o, big.NewInt(bps)))
			m.boost[o] = bps
		}
		stkWantEq(t, "totalEffective", f.totalEffective(s), m.totalEff)
	}
	t.Logf("operations: %v", counts)
	if counts["claim"] < 5 || counts["payouts"] < 15 || counts["append"] < 3 || counts["swap fees"] == 0 || counts["unstake"] == 0 {
		t.Errorf("the run exercised too little: %v", counts)
	}
	f.checkFinal(s, m, users, quotes)
}

// checkFinal compares every pendingReward and position with m and checks
// that s holds at least what it owes: every pending reward, plus the
// principal for NEO.
func (f *stkFx) checkFinal(s common.Address, m *stkRef, users []int, tokens []common.Address) {
	t := f.t
	t.Helper()
	owed := map[common.Address]*big.Int{}
	for _, tk := range tokens {
		owed[tk] = new(big.Int)
	}
	staked := new(big.Int)
	for _, u := range users {
		p, _, _ := m.account(u)
		staked.Add(staked, p.amount)
		if got := f.position(s, u); got.Amount.Cmp(p.amount) != 0 || got.Effective.Cmp(p.eff) != 0 {
			t.Errorf("user %d: position %+v, reference %+v", u, got, *p)
		}
		for _, tk := range tokens {
			want := m.pendingView(u, tk)
			owed[tk].Add(owed[tk], want)
			if got := f.pending(s, u, tk); got.Cmp(want) != 0 {
				t.Errorf("pendingReward(user %d, %s) = %s, reference %s", u, tk.Hex(), got, want)
			}
		}
	}
	stkWantEq(t, "totalStaked", stkRead(f, s, stkB.PackTotalStaked(), stkB.UnpackTotalStaked), staked)
	unstaking := stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking)
	owed[f.d.NeoToken].Add(owed[f.d.NeoToken], staked).Add(owed[f.d.NeoToken], unstaking)
	for _, tk := range tokens {
		if bal := f.BalanceOf(t, tk, s); bal.Cmp(owed[tk]) < 0 {
			t.Errorf("insolvent in %s: holds %s, owes %s", tk.Hex(), bal, owed[tk])
		}
	}
}

// swapForFees makes the trader pay a protocol fee in WETH or USDC through a
// random FeeRouter swap.
func (f *stkFx) swapForFees(rng *rand.Rand) {
	f.t.Helper()
	usdc := new(big.Int).Mul(big.NewInt(rng.Int63n(2_000)+10), big.NewInt(1e6))
	neo := stkNeo(rng.Int63n(20_000) + 100)
	deadline := f.Deadline(f.t)
	opts := f.TxOpts(stkTrader)
	opts.GasLimit = stkGas
	var data []byte
	switch rng.Intn(4) {
	case 0: // ETH in, the WETH leg pays
		opts.Value = new(big.Int).Div(stkNeo(rng.Int63n(20)+1), big.NewInt(10))
		data = stkRouteB.PackSwapExactETHForTokens(big.NewInt(1), []common.Address{f.d.WETH, f.d.NeoToken}, f.acct(stkTrader), deadline)
	case 1: // USDC in, USDC (above NEO) pays on the input
		data = stkRouteB.PackSwapExactTokensForTokens(usdc, big.NewInt(1), []common.Address{f.d.USDC, f.d.NeoToken}, f.acct(stkTrader), deadline)
	case 2: // NEO in, USDC pays on the output
		data = stkRouteB.PackSwapExactTokensForTokens(neo, big.NewInt(1), []common.Address{f.d.NeoToken, f.d.USDC}, f.acct(stkTrader), deadline)
	default: // NEO in, WETH pays on the output
		data = stkRouteB.PackSwapExactTokensForTokens(neo, big.NewInt(1), []common.Address{f.d.NeoToken, f.d.WETH}, f.acct(stkTrader), deadline)
	}
	tx, err := bind.Transact(stkRouteB.Instance(f.Client, f.d.FeeRouter), opts, data)
	f.MustTransact(f.t, tx, err)
}

// ---------------------------------------------------------------- deployment and boosts

// TestStakingDeployment: the deploy wires NeoStaking as spec 8 and issue 29
// say, and the Collector's staking bucket pays it with notify on.
func TestStakingDeployment(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	b := stkRead(f, f.d.Collector, stkCollB.PackBucketAt(big.NewInt(deploy.BucketStaking)), stkCollB.UnpackBucketAt)
	if b.Recipient != s || !b.Notify || b.Weight.Int64() != deploy.BucketWeights[deploy.BucketStaking] {
		t.Errorf("staking bucket %+v, want NeoStaking %s with notify", b, s.Hex())
	}
	for name, c := range map[string]struct{ got, want common.Address }{
		"owner":          {stkRead(f, s, stkB.PackOwner(), stkB.UnpackOwner), f.d.Deployer},
		"neo":            {stkRead(f, s, stkB.PackNeo(), stkB.UnpackNeo), f.d.NeoToken},
		"rewardNotifier": {stkRead(f, s, stkB.PackRewardNotifier(), stkB.UnpackRewardNotifier), f.d.Collector},
		"feeRouter":      {stkRead(f, s, stkB.PackFeeRouter(), stkB.UnpackFeeRouter), f.d.FeeRouter},
		"treasury":       {stkRead(f, s, stkB.PackTreasury(), stkB.UnpackTreasury), f.d.Treasury},
	} {
		if c.got != c.want {
			t.Errorf("%s = %s, want %s", name, c.got.Hex(), c.want.Hex())
		}
	}
	want := []common.Address{f.d.WETH, f.d.USDT, f.d.USDC, f.d.NeoToken}
	if got := f.rewardTokens(s); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("rewardTokens = %v, want %v", got, want)
	}
	for o := uint8(0); o < 4; o++ {
		if got := stkRead(f, s, stkB.PackBoostBps(o), stkB.UnpackBoostBps); got.Int64() != deploy.StakingBoostBps[o] {
			t.Errorf("boostBps(%d) = %s, want %d", o, got, deploy.StakingBoostBps[o])
		}
		if got := stkRead(f, s, stkB.PackLockDuration(o), stkB.UnpackLockDuration); got.Uint64() != stkLockDays[o]*stkDay {
			t.Errorf("lockDuration(%d) = %s, want %d days", o, got, stkLockDays[o])
		}
	}
	if got := stkRead(f, s, stkB.PackUNSTAKEDRIP(), stkB.UnpackUNSTAKEDRIP); got.Int64() != stkDrip {
		t.Errorf("UNSTAKE_DRIP = %s", got)
	}
	if got := stkRead(f, s, stkB.PackACCPRECISION(), stkB.UnpackACCPRECISION); got.Cmp(stkAccPrecision) != 0 {
		t.Errorf("ACC_PRECISION = %s", got)
	}
}

// TestStakingBoosts: each option weighs its stake 1x, 2x, 4x, 8x and the
// rewards split by that weight; BoostSet changes an option's boost for
// positions opened or changed afterwards, never for one left alone.
func TestStakingBoosts(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	amount := stkNeo(1_000)
	for o := uint8(0); o < 4; o++ {
		f.stake(s, int(o)+1, amount, o)
	}
	total := new(big.Int)
	for o := uint8(0); o < 4; o++ {
		eff := f.position(s, int(o)+1).Effective
		stkWantEq(t, "effective of option "+stkU(uint64(o)).String(), eff, new(big.Int).Mul(amount, big.NewInt(1<<o)))
		stkWantEq(t, "stakedByOption", f.stakedByOption(s, o), amount)
		total.Add(total, eff)
	}
	stkWantEq(t, "totalEffective", f.totalEffective(s), total)

	f.feeIn(f.d.USDC, big.NewInt(7_000_000_000)) // 7000 USDC: 2000 to staking
	f.distribute(f.d.USDC)
	share := big.NewInt(2_000_000_000)
	acc := stkMulDiv(share, stkAccPrecision, total)
	stkWantEq(t, "accRewardPerEffShare", f.acc(s, f.d.USDC), acc)
	for o := uint8(0); o < 4; o++ {
		got := f.pending(s, int(o)+1, f.d.USDC)
		stkWantEq(t, "pending of option "+stkU(uint64(o)).String(), got, stkMulDiv(f.position(s, int(o)+1).Effective, acc, stkAccPrecision))
		// 1/15, 2/15, 4/15, 8/15 of the share, to the wei.
		ideal := stkMulDiv(share, big.NewInt(1<<o), big.NewInt(15))
		if d := new(big.Int).Sub(ideal, got); d.Sign() < 0 || d.Cmp(big.NewInt(1)) > 0 {
			t.Errorf("option %d earned %s of %s, want %s (1<<%d of 15 parts)", o, got, share, ideal, o)
		}
	}

	f.wantFail(3, s, stkB.PackSetBoost(0, big.NewInt(1)), "OwnableUnauthorizedAccount("+f.acct(3).Hex()+")")
	f.wantFail(stkOwner, s, stkB.PackSetBoost(0, big.NewInt(100_001)), "BoostTooHigh(100001)")
	f.wantFail(stkOwner, s, stkB.PackSetBoost(4, big.NewInt(0)), "BadOption(4)")
	l := f.logs(f.exec(stkOwner, s, stkB.PackSetBoost(0, big.NewInt(10_000))), s)
	if len(l.boostSet) != 1 || l.boostSet[0].DurationOption != 0 || l.boostSet[0].Bps.Int64() != 10_000 {
		t.Fatalf("BoostSet %+v", l.boostSet)
	}
	// Nobody's position changed: every effective stake stays.
	stkWantEq(t, "option 0 effective after BoostSet", f.position(s, 1).Effective, amount)
	stkWantEq(t, "totalEffective after BoostSet", f.totalEffective(s), total)
	// A new position takes the new boost; an append re-weighs the whole position.
	f.stake(s, 5, amount, 0)
	stkWantEq(t, "new option 0 position", f.position(s, 5).Effective, new(big.Int).Mul(amount, big.NewInt(2)))
	f.stake(s, 1, big.NewInt(1), 0)
	stkWantEq(t, "appended option 0 position", f.position(s, 1).Effective, new(big.Int).Mul(new(big.Int).Add(amount, big.NewInt(1)), big.NewInt(2)))
	// A lowered boost applies the same way.
	f.exec(stkOwner, s, stkB.PackSetBoost(3, big.NewInt(0)))
	stkWantEq(t, "option 3 untouched", f.position(s, 4).Effective, new(big.Int).Mul(amount, big.NewInt(8)))
	f.stake(s, 4, amount, 3)
	stkWantEq(t, "option 3 after append", f.position(s, 4).Effective, new(big.Int).Mul(amount, big.NewInt(2)))
	sum := new(big.Int)
	for u := 1; u <= 5; u++ {
		sum.Add(sum, f.position(s, u).Effective)
	}
	stkWantEq(t, "totalEffective = sum of positions", f.totalEffective(s), sum)
}

// TestStakingAppend: adding to a position keeps one position whose start is
// the amount-weighted mean of the old start and now; the option may rise
// (moving the whole amount to it), never fall.
func TestStakingAppend(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.wantFail(1, s, stkB.PackStake(big.NewInt(0), 1), "ZeroAmount()")
	f.wantFail(1, s, stkB.PackStake(big.NewInt(1), 4), "BadOption(4)")
	a1 := new(big.Int).Add(stkNeo(1_000), big.NewInt(7))
	t0 := f.time(f.stake(s, 1, a1, 1))
	f.skip(10*stkDay + 17)
	a2 := new(big.Int).Add(stkNeo(3_000), big.NewInt(5))
	r := f.stake(s, 1, a2, 1)
	t1 := f.time(r)
	total := new(big.Int).Add(a1, a2)
	w := new(big.Int).Add(new(big.Int).Mul(stkU(t0), a1), new(big.Int).Mul(stkU(t1), a2))
	start := w.Div(w, total).Uint64()
	if start <= t0 || start >= t1 {
		t.Fatalf("weighted start %d outside (%d, %d)", start, t0, t1)
	}
	l := f.logs(r, s)
	if len(l.staked) != 0 || len(l.appended) != 1 || l.appended[0].Added.Cmp(a2) != 0 || l.appended[0].Total.Cmp(total) != 0 ||
		l.appended[0].DurationOption != 1 || l.appended[0].Start != start {
		t.Fatalf("events Staked %+v Appended %+v; want Appended(%s, %s, 1, %d)", l.staked, l.appended, a2, total, start)
	}
	p := f.position(s, 1)
	if p.Amount.Cmp(total) != 0 || p.Start != start || p.Option != 1 || p.Effective.Cmp(new(big.Int).Mul(total, big.NewInt(2))) != 0 {
		t.Fatalf("position %+v", p)
	}
	if got := f.unlockTime(s, 1); got != start+182*stkDay {
		t.Errorf("unlockTime %d, want start + 182 days = %d", got, start+182*stkDay)
	}
	stkWantEq(t, "stakedByOption(1)", f.stakedByOption(s, 1), total)

	f.approve(1, f.d.NeoToken, s)
	f.wantFail(1, s, stkB.PackStake(big.NewInt(1), 0), "OptionDowngrade(1, 0)")

	r = f.stake(s, 1, stkNeo(1), 3)
	t2 := f.time(r)
	total2 := new(big.Int).Add(total, stkNeo(1))
	w = new(big.Int).Add(new(big.Int).Mul(stkU(start), total), new(big.Int).Mul(stkU(t2), stkNeo(1)))
	start2 := w.Div(w, total2).Uint64()
	p = f.position(s, 1)
	if p.Amount.Cmp(total2) != 0 || p.Option != 3 || p.Start != start2 || p.Effective.Cmp(new(big.Int).Mul(total2, big.NewInt(8))) != 0 {
		t.Fatalf("raised position %+v, want amount %s option 3 start %d", p, total2, start2)
	}
	stkWantEq(t, "stakedByOption(1) after the raise", f.stakedByOption(s, 1), new(big.Int))
	stkWantEq(t, "stakedByOption(3) after the raise", f.stakedByOption(s, 3), total2)
	if got := f.unlockTime(s, 1); got != start2+730*stkDay {
		t.Errorf("unlockTime %d, want start + 730 days = %d", got, start2+730*stkDay)
	}
}

// ---------------------------------------------------------------- locks and unstake

// TestStakingLock: requestUnstake is refused until the unlock second and
// accepted from it; the vest anchor holds locks until it, only moves
// earlier, and initialize refuses one too far ahead.
func TestStakingLock(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.wantFail(1, s, stkB.PackRequestUnstake(), "NoPosition()")
	t0 := f.time(f.stake(s, 1, stkNeo(10), 0))
	unlock := t0 + 90*stkDay
	if got := f.unlockTime(s, 1); got != unlock {
		t.Fatalf("unlockTime %d, want %d", got, unlock)
	}
	f.at(unlock - 1)
	f.wantFail(1, s, stkB.PackRequestUnstake(), "Locked("+stkU(unlock).String()+")")
	f.at(unlock)
	r := f.exec(1, s, stkB.PackRequestUnstake())
	if got := f.time(r); got != unlock {
		t.Fatalf("unstake landed at %d, want %d", got, unlock)
	}

	// A second instance whose anchor is 30 days ahead: locks run from it.
	now := f.now()
	anchor := now + 30*stkDay
	s2 := f.newStaking(f.acct(stkOwner), stkAddr(1), anchor, []common.Address{f.d.USDC})
	f.stake(s2, 2, stkNeo(10), 0)
	if got := f.unlockTime(s2, 2); got != anchor+90*stkDay {
		t.Fatalf("unlockTime under the anchor %d, want anchor + 90 days %d", got, anchor+90*stkDay)
	}
	f.wantFail(stkOwner, s2, stkB.PackSetVestAnchor(anchor+1), "AnchorTooLate("+stkU(anchor+1).String()+")")
	earlier := anchor - 20*stkDay
	l := f.logs(f.exec(stkOwner, s2, stkB.PackSetVestAnchor(earlier)), s2)
	if len(l.anchorSet) != 1 || l.anchorSet[0].Anchor != earlier {
		t.Fatalf("VestAnchorSet %+v", l.anchorSet)
	}
	if got := f.unlockTime(s2, 2); got != earlier+90*stkDay {
		t.Fatalf("unlockTime after moving the anchor %d, want %d", got, earlier+90*stkDay)
	}
	start := f.position(s2, 2).Start
	f.exec(stkOwner, s2, stkB.PackSetVestAnchor(0))
	if got := f.unlockTime(s2, 2); got != start+90*stkDay {
		t.Fatalf("unlockTime with no anchor %d, want start + 90 days %d", got, start+90*stkDay)
	}

	// initialize refuses an anchor more than MAX_ANCHOR_DELAY (90 days) ahead.
	impl := f.deployRaw(bindings.NeoStakingMetaData.Bin, nil)
	late := f.now() + 91*stkDay
	opts := f.TxOpts(stkOwner)
	opts.GasLimit = 15_000_000
	_, tx, err := bind.DeployContract(opts, hexutil.MustDecode(bindings.NeoProxyMetaData.Bin), f.Client,
		stkProxyB.PackConstructor(impl, stkB.PackInitialize(f.acct(stkOwner), f.d.NeoToken, f.acct(stkOwner), f.d.FeeRouter,
			stkAddr(1), late, stkBoosts(), nil)))
	if got := f.MustRevert(t, tx, err); got != "AnchorTooLate("+stkU(late).String()+")" {
		t.Errorf("initialize with a late anchor reverted %q", got)
	}
}

// TestStakingUnstakeDrip: a ticket streams linearly over 30 days; withdrawals
// at the start, the middle and the end pay exactly the streamed part and the
// ticket is gone once fully withdrawn. Rewards accrued before stay
// claimable; the ticket earns none. A new request while a ticket streams
// pays the streamed part and carries the rest into the new ticket.
func TestStakingUnstakeDrip(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	neo := f.d.NeoToken
	bal0 := f.BalanceOf(t, neo, f.acct(1))
	amount := new(big.Int).Add(stkNeo(1_000), big.NewInt(12_345))
	t0 := f.time(f.stake(s, 1, amount, 0))
	f.feeIn(f.d.USDC, big.NewInt(700_000_000))
	f.distribute(f.d.USDC)
	reward := f.pending(s, 1, f.d.USDC)
	if reward.Sign() == 0 {
		t.Fatal("no reward accrued")
	}
	f.at(t0 + 90*stkDay)
	r := f.exec(1, s, stkB.PackRequestUnstake())
	ts := f.time(r)
	l := f.logs(r, s)
	if len(l.requested) != 1 || l.requested[0].Account != f.acct(1) || l.requested[0].Amount.Cmp(amount) != 0 || l.requested[0].Start != ts {
		t.Fatalf("UnstakeRequested %+v, want (%s, %d)", l.requested, amount, ts)
	}
	if p := f.position(s, 1); p.Amount.Sign() != 0 || p.Effective.Sign() != 0 {
		t.Fatalf("position after requestUnstake %+v", p)
	}
	stkWantEq(t, "totalUnstaking", stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking), amount)
	stkWantEq(t, "totalEffective", f.totalEffective(s), new(big.Int))
	stkWantEq(t, "withdrawable at the start", f.withdrawable(s, 1), new(big.Int))

	withdrawn := new(big.Int)
	withdraw := func(at uint64) {
		t.Helper()
		f.at(at)
		elapsed := min(at-ts, stkDrip)
		want := stkMulDiv(amount, stkU(elapsed), big.NewInt(stkDrip))
		want.Sub(want, withdrawn)
		l := f.logs(f.exec(1, s, stkB.PackWithdrawUnstaked()), s)
		if len(l.unstaked) != 1 || l.unstaked[0].Amount.Cmp(want) != 0 || l.unstaked[0].Account != f.acct(1) {
			t.Fatalf("withdraw at +%ds: Unstaked %+v, want %s", at-ts, l.unstaked, want)
		}
		withdrawn.Add(withdrawn, want)
	}
	withdraw(ts + 1) // the start: one second's worth
	// The ticket earns nothing: with no other stake the next payout is forwarded.
	f.feeIn(f.d.USDC, big.NewInt(700_000_000))
	if l := f.logs(f.distribute(f.d.USDC), s); len(l.forwarded) != 1 || len(l.notified) != 0 {
		t.Fatalf("payout with only a ticket: notified %+v forwarded %+v", l.notified, l.forwarded)
	}
	stkWantEq(t, "reward kept through the unstake", f.pending(s, 1, f.d.USDC), reward)
	withdraw(ts + stkDrip/2 + 3)
	if tk := f.ticket(s, 1); tk.Amount.Cmp(amount) != 0 || tk.Withdrawn.Cmp(withdrawn) != 0 || tk.Start != ts {
		t.Fatalf("ticket mid-drip %+v", tk)
	}
	withdraw(ts + stkDrip + 100) // past the end: the rest
	stkWantEq(t, "withdrawn in total", withdrawn, amount)
	if tk := f.ticket(s, 1); tk.Amount.Sign() != 0 || tk.Withdrawn.Sign() != 0 || tk.Start != 0 {
		t.Fatalf("ticket after the end %+v, want none", tk)
	}
	stkWantEq(t, "totalUnstaking at the end", stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking), new(big.Int))
	f.wantFail(1, s, stkB.PackWithdrawUnstaked(), "NothingToWithdraw()")
	stkWantEq(t, "NEO back", f.BalanceOf(t, neo, f.acct(1)), bal0)
	l = f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.claimed) != 1 || l.claimed[0].Token != f.d.USDC || l.claimed[0].Amount.Cmp(reward) != 0 {
		t.Fatalf("claim after unstaking: %+v, want %s USDC", l.claimed, reward)
	}

	// Ticket merge: account 2's ticket is a third streamed when a second
	// (imported, already unlocked) position is moved into a ticket.
	a2 := stkNeo(300)
	t2 := f.time(f.stake(s, 2, a2, 0))
	f.at(t2 + 90*stkDay)
	ts2 := f.time(f.exec(2, s, stkB.PackRequestUnstake()))
	a3 := stkNeo(50)
	f.approve(stkOwner, f.d.NeoToken, s)
	f.exec(stkOwner, s, stkB.PackImportStake(f.acct(2), a3, 0, 0))
	f.at(ts2 + 10*stkDay)
	r = f.exec(2, s, stkB.PackRequestUnstake())
	ts3 := f.time(r)
	streamed := stkMulDiv(a2, big.NewInt(10*stkDay), big.NewInt(stkDrip))
	l = f.logs(r, s)
	if len(l.unstaked) != 1 || l.unstaked[0].Amount.Cmp(streamed) != 0 || len(l.requested) != 1 || l.requested[0].Amount.Cmp(a3) != 0 {
		t.Fatalf("merge: Unstaked %+v UnstakeRequested %+v, want %s paid and %s requested", l.unstaked, l.requested, streamed, a3)
	}
	want := new(big.Int).Add(new(big.Int).Sub(a2, streamed), a3)
	if tk := f.ticket(s, 2); tk.Amount.Cmp(want) != 0 || tk.Withdrawn.Sign() != 0 || tk.Start != ts3 {
		t.Fatalf("merged ticket %+v, want amount %s from %d", tk, want, ts3)
	}
	stkWantEq(t, "totalUnstaking after the merge", stkRead(f, s, stkB.PackTotalUnstaking(), stkB.UnpackTotalUnstaking), want)
}

// ---------------------------------------------------------------- claims

// TestStakingClaimAsNeo: a WETH reward swapped to NEO through FeeRouter on
// the seeded NEO/WETH pool pays exactly the router's quote net of the
// protocol fee; a minimum one wei above it reverts and the reward stays
// pending; NEO itself is paid as is, under the same minimum rule.
func TestStakingClaimAsNeo(t *testing.T) {
	f := newStkFx(t)
	s, weth, neo := f.d.NeoStaking, f.d.WETH, f.d.NeoToken
	f.stake(s, 1, stkNeo(5_000), 2)
	deadline := f.Deadline(t)
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, neo}, big.NewInt(0), deadline), "NothingToClaim()")
	f.feeIn(weth, stkNeo(7))
	f.distribute(weth)
	f.feeIn(neo, stkNeo(700))
	f.distribute(neo)
	pw := f.pending(s, 1, weth)
	pn := f.pending(s, 1, neo)
	if pw.Sign() == 0 || pn.Sign() == 0 {
		t.Fatalf("pending WETH %s NEO %s", pw, pn)
	}

	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{f.d.USDC, neo}, big.NewInt(0), deadline), "InvalidPath()")
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, f.d.USDC}, big.NewInt(0), deadline), "InvalidPath()")
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth}, big.NewInt(0), deadline), "InvalidPath()")

	// WETH (rank above NEO) pays the protocol fee on the input.
	fee := stkMulDiv(pw, big.NewInt(deploy.ProtocolFeeBps), big.NewInt(stkBpsUnit))
	quote := stkRead(f, f.d.Router, stkDexB.PackGetAmountsOut(new(big.Int).Sub(pw, fee), []common.Address{weth, neo}), stkDexB.UnpackGetAmountsOut)
	out := quote[1]
	tooHigh := new(big.Int).Add(out, big.NewInt(1))
	f.wantFail(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, neo}, tooHigh, deadline),
		"InsufficientOutputAmount("+out.String()+", "+tooHigh.String()+")")
	stkWantEq(t, "WETH pending after the refused claim", f.pending(s, 1, weth), pw)

	before := f.BalanceOf(t, neo, f.acct(1))
	collBefore := f.BalanceOf(t, weth, f.d.Collector)
	r := f.exec(1, s, stkB.PackClaimAsNeo(weth, []common.Address{weth, neo}, out, deadline))
	l := f.logs(r, s)
	if len(l.asNeo) != 1 || l.asNeo[0].Account != f.acct(1) || l.asNeo[0].Token != weth || l.asNeo[0].RewardIn.Cmp(pw) != 0 || l.asNeo[0].NeoOut.Cmp(out) != 0 {
		t.Fatalf("ClaimedAsNeo %+v, want (%s WETH in, %s NEO out)", l.asNeo, pw, out)
	}
	stkWantEq(t, "NEO received", new(big.Int).Sub(f.BalanceOf(t, neo, f.acct(1)), before), out)
	stkWantEq(t, "protocol fee to the Collector", new(big.Int).Sub(f.BalanceOf(t, weth, f.d.Collector), collBefore), fee)
	stkWantEq(t, "WETH pending after the claim", f.pending(s, 1, weth), new(big.Int))
	stkWantEq(t, "allowance left to FeeRouter", f.Allowance(t, weth, s, f.d.FeeRouter), new(big.Int))
	// FeeRouter's Swap names its caller (spec 6 rule 2): NeoStaking.
	var swaps int
	for _, lg := range r.Logs {
		if lg.Address != f.d.FeeRouter {
			continue
		}
		if e, err := stkRouteB.UnpackSwapEvent(lg); err == nil {
			swaps++
			if e.User != s || e.AmountIn.Cmp(pw) != 0 || e.AmountOut.Cmp(out) != 0 {
				t.Errorf("FeeRouter Swap %+v", e)
			}
		}
	}
	if swaps != 1 {
		t.Errorf("%d FeeRouter Swap events, want 1", swaps)
	}

	// NEO itself: no swap, the same minimum rule.
	tooHigh = new(big.Int).Add(pn, big.NewInt(1))
	f.wantFail(1, s, stkB.PackClaimAsNeo(neo, nil, tooHigh, deadline), "InsufficientOutputAmount("+pn.String()+", "+tooHigh.String()+")")
	stkWantEq(t, "NEO pending after the refused claim", f.pending(s, 1, neo), pn)
	before = f.BalanceOf(t, neo, f.acct(1))
	l = f.logs(f.exec(1, s, stkB.PackClaimAsNeo(neo, nil, pn, deadline)), s)
	if len(l.asNeo) != 1 || l.asNeo[0].Token != neo || l.asNeo[0].RewardIn.Cmp(pn) != 0 || l.asNeo[0].NeoOut.Cmp(pn) != 0 {
		t.Fatalf("ClaimedAsNeo(NEO) %+v, want %s", l.asNeo, pn)
	}
	stkWantEq(t, "NEO reward received", new(big.Int).Sub(f.BalanceOf(t, neo, f.acct(1)), before), pn)
	f.wantFail(1, s, stkB.PackClaimAsNeo(neo, nil, big.NewInt(0), deadline), "NothingToClaim()")
}

// TestStakingClaimSkipped: a reward token whose transfer reverts is skipped
// (ClaimSkipped) and stays pending while the others are paid; it is paid
// once it transfers again.
func TestStakingClaimSkipped(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	rev := f.deployRaw(bindings.RevertingTokenMetaData.Bin, stkRevB.PackConstructor(f.acct(stkOwner)))
	if l := f.logs(f.exec(stkOwner, s, stkB.PackAddRewardToken(rev)), s); len(l.added) != 1 || l.added[0].Token != rev {
		t.Fatalf("RewardTokenAdded %+v", l.added)
	}
	f.stake(s, 1, stkNeo(1_000), 0)
	f.exec(stkOwner, rev, stkRevB.PackMint(f.d.Collector, stkNeo(70)))
	f.distribute(rev)
	f.feeIn(f.d.USDC, big.NewInt(70_000_000))
	f.distribute(f.d.USDC)
	pr, pu := f.pending(s, 1, rev), f.pending(s, 1, f.d.USDC)
	if pr.Sign() == 0 || pu.Sign() == 0 {
		t.Fatalf("pending REV %s USDC %s", pr, pu)
	}

	f.exec(stkOwner, rev, stkRevB.PackSetReverting(true))
	l := f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.skipped) != 1 || l.skipped[0].Token != rev || l.skipped[0].Account != f.acct(1) {
		t.Fatalf("ClaimSkipped %+v", l.skipped)
	}
	if len(l.claimed) != 1 || l.claimed[0].Token != f.d.USDC || l.claimed[0].Amount.Cmp(pu) != 0 {
		t.Fatalf("Claimed %+v, want %s USDC only", l.claimed, pu)
	}
	stkWantEq(t, "REV still pending", f.pending(s, 1, rev), pr)
	stkWantEq(t, "USDC pending", f.pending(s, 1, f.d.USDC), new(big.Int))

	f.exec(stkOwner, rev, stkRevB.PackSetReverting(false))
	l = f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.skipped) != 0 || len(l.claimed) != 1 || l.claimed[0].Token != rev || l.claimed[0].Amount.Cmp(pr) != 0 {
		t.Fatalf("second claim: Claimed %+v skipped %+v, want %s REV", l.claimed, l.skipped, pr)
	}
	stkWantEq(t, "REV received", f.BalanceOf(t, rev, f.acct(1)), pr)
}

// ---------------------------------------------------------------- forwarding and the notify hook

// TestStakingForwarded: payouts with no effective stake, of a removed reward
// token or of a token that never was one go to the treasury
// (RewardForwardedToTreasury); what accrued before a removal stays
// claimable; a re-added token accrues again. Every payout to NeoStaking is
// answered by exactly one notification event.
func TestStakingForwarded(t *testing.T) {
	f := newStkFx(t)
	s, usdc := f.d.NeoStaking, f.d.USDC
	quotes := []common.Address{f.d.WETH, f.d.USDT, usdc, f.d.NeoToken}
	m := newStkRef(stkRead(f, s, stkB.PackVestAnchor(), stkB.UnpackVestAnchor), [4]int64(deploy.StakingBoostBps), quotes)

	fee := func(tk common.Address, amount *big.Int) *big.Int {
		t.Helper()
		f.feeIn(tk, amount)
		treasury0 := f.BalanceOf(t, tk, f.d.Treasury)
		s0 := f.BalanceOf(t, tk, s)
		forwarded := !m.active[tk] || m.totalEff.Sign() == 0
		share := f.checkPayout(f.distribute(tk), s, tk, amount, m)
		// The treasury also takes its own buckets (1 and 2); count NeoStaking's part.
		own := stkMulDiv(amount, big.NewInt(deploy.BucketWeights[1]+deploy.BucketWeights[2]), stkWeightSum())
		gotT := new(big.Int).Sub(f.BalanceOf(t, tk, f.d.Treasury), treasury0)
		gotS := new(big.Int).Sub(f.BalanceOf(t, tk, s), s0)
		if forwarded {
			stkWantEq(t, "treasury received (forwarded)", gotT, new(big.Int).Add(own, share))
			stkWantEq(t, "NeoStaking kept", gotS, new(big.Int))
		} else {
			stkWantEq(t, "treasury received", gotT, own)
			stkWantEq(t, "NeoStaking kept", gotS, share)
		}
		return share
	}

	// Nothing staked: every quote asset's payout is forwarded.
	for _, tk := range quotes {
		fee(tk, big.NewInt(7_000_000))
	}
	f.stake(s, 1, stkNeo(100), 0)
	m.stake(1, stkNeo(100), 0, 0)
	fee(usdc, big.NewInt(7_000_000))
	accrued := f.pending(s, 1, usdc)
	stkWantEq(t, "accrued USDC", accrued, m.pendingView(1, usdc))
	if accrued.Sign() == 0 {
		t.Fatal("nothing accrued")
	}

	// A removed token: forwarded, and what accrued stays claimable.
	f.wantFail(3, s, stkB.PackRemoveRewardToken(usdc), "OwnableUnauthorizedAccount("+f.acct(3).Hex()+")")
	l := f.logs(f.exec(stkOwner, s, stkB.PackRemoveRewardToken(usdc)), s)
	if len(l.removed) != 1 || l.removed[0].Token != usdc {
		t.Fatalf("RewardTokenRemoved %+v", l.removed)
	}
	m.active[usdc] = false
	st := stkRead(f, s, stkB.PackRewardToken(usdc), stkB.UnpackRewardToken)
	if !st.Listed || st.Active || st.Purged || st.RemovedAt != f.now() {
		t.Fatalf("removed token state %+v", st)
	}
	f.wantFail(stkOwner, s, stkB.PackRemoveRewardToken(usdc), "NotRewardToken("+usdc.Hex()+")")
	fee(usdc, big.NewInt(7_000_000))
	stkWantEq(t, "pending USDC after the removal", f.pending(s, 1, usdc), accrued)

	// A token that never was a reward token.
	alpha := f.Token(t, "ALPHA")
	fee(alpha, stkNeo(7))

	// Re-added: accrues again from where its accumulator stood.
	if l := f.logs(f.exec(stkOwner, s, stkB.PackAddRewardToken(usdc)), s); len(l.added) != 1 {
		t.Fatalf("RewardTokenAdded %+v", l.added)
	}
	f.wantFail(stkOwner, s, stkB.PackAddRewardToken(usdc), "RewardTokenListed("+usdc.Hex()+")")
	m.active[usdc] = true
	fee(usdc, big.NewInt(7_000_000))
	stkWantEq(t, "pending USDC after re-adding", f.pending(s, 1, usdc), m.pendingView(1, usdc))
	want := m.claim(1)[usdc]
	l = f.logs(f.exec(1, s, stkB.PackClaim()), s)
	if len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(want) != 0 {
		t.Fatalf("Claimed %+v, want %s USDC", l.claimed, want)
	}
}

// TestStakingNotifyHook: one Collector payout is one notifyReward: for each
// token distributed in one transaction, the BucketPaid events to NeoStaking
// and its RewardNotified/RewardForwardedToTreasury events match one to one;
// only the notifier may call notifyReward.
func TestStakingNotifyHook(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.wantFail(1, s, stkB.PackNotifyReward(f.d.USDC, big.NewInt(1)), "Unauthorized()")
	f.stake(s, 2, stkNeo(10), 1)
	tokens := []common.Address{f.d.WETH, f.d.USDT, f.d.USDC, f.d.NeoToken, f.Token(t, "ALPHA")}
	for round := 0; round < 3; round++ {
		for i, tk := range tokens {
			f.feeIn(tk, big.NewInt(int64(7_000_000*(round+1)+i)))
			amount := f.distributable(tk)
			l := f.logs(f.distribute(tk), s)
			var paid int
			for _, e := range l.paid {
				if e.Recipient == s {
					paid++
					if e.Token != tk {
						t.Errorf("BucketPaid for %s in a distribution of %s", e.Token.Hex(), tk.Hex())
					}
				}
			}
			events := len(l.notified) + len(l.forwarded)
			if paid != 1 || events != 1 {
				t.Fatalf("round %d %s: %d BucketPaid to NeoStaking, %d notification events; want 1 and 1", round, tk.Hex(), paid, events)
			}
			wantForward := tk == tokens[4]
			if (len(l.forwarded) == 1) != wantForward {
				t.Fatalf("round %d %s: forwarded %v, want %v", round, tk.Hex(), len(l.forwarded) == 1, wantForward)
			}
			got := new(big.Int)
			if wantForward {
				got = l.forwarded[0].Amount
			} else {
				got = l.notified[0].Amount
			}
			stkWantEq(t, "notified amount", got, stkBucketShare(amount))
		}
	}
}

// ---------------------------------------------------------------- admin

// TestStakingImport: the owner migrates a position in, paying its NEO, with
// a start not in the future, only for an account without one.
func TestStakingImport(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.approve(stkOwner, f.d.NeoToken, s)
	now := f.now()
	start := now - 100*stkDay
	amount := stkNeo(2_500)
	owner0 := f.BalanceOf(t, f.d.NeoToken, f.acct(stkOwner))
	user0 := f.BalanceOf(t, f.d.NeoToken, f.acct(3))
	l := f.logs(f.exec(stkOwner, s, stkB.PackImportStake(f.acct(3), amount, 2, start)), s)
	if len(l.imported) != 1 || l.imported[0].Account != f.acct(3) || l.imported[0].Amount.Cmp(amount) != 0 || l.imported[0].DurationOption != 2 || len(l.staked) != 0 {
		t.Fatalf("Imported %+v (Staked %+v)", l.imported, l.staked)
	}
	stkWantEq(t, "owner paid", new(big.Int).Sub(owner0, f.BalanceOf(t, f.d.NeoToken, f.acct(stkOwner))), amount)
	stkWantEq(t, "account's own NEO", f.BalanceOf(t, f.d.NeoToken, f.acct(3)), user0)
	p := f.position(s, 3)
	if p.Amount.Cmp(amount) != 0 || p.Option != 2 || p.Start != start || p.Effective.Cmp(new(big.Int).Mul(amount, big.NewInt(4))) != 0 {
		t.Fatalf("imported position %+v", p)
	}
	anchor := stkRead(f, s, stkB.PackVestAnchor(), stkB.UnpackVestAnchor)
	if got, want := f.unlockTime(s, 3), max(start, anchor)+365*stkDay; got != want {
		t.Errorf("unlockTime %d, want max(start, anchor) + 365 days = %d", got, want)
	}
	stkWantEq(t, "stakedByOption(2)", f.stakedByOption(s, 2), amount)

	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(3), amount, 2, start), "PositionExists("+f.acct(3).Hex()+")")
	future := f.now() + 10
	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(4), amount, 2, future), "BadStart("+stkU(future).String()+")")
	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(4), big.NewInt(0), 2, start), "ZeroAmount()")
	f.wantFail(stkOwner, s, stkB.PackImportStake(common.Address{}, amount, 2, start), "ZeroAddress()")
	f.wantFail(stkOwner, s, stkB.PackImportStake(f.acct(4), amount, 4, start), "BadOption(4)")
	f.wantFail(4, s, stkB.PackImportStake(f.acct(4), amount, 0, start), "OwnableUnauthorizedAccount("+f.acct(4).Hex()+")")
	// The account appends to its imported position like to any other.
	f.stake(s, 3, stkNeo(1), 2)
	if p := f.position(s, 3); p.Amount.Cmp(new(big.Int).Add(amount, stkNeo(1))) != 0 {
		t.Fatalf("position after append %+v", p)
	}
}

// TestStakingPurge: a removed reward token can be purged PURGE_DELAY after
// its removal, never before and never while active; purging drops it from
// the list, sends its balance (never NEO principal) to the treasury,
// forfeits its pending rewards and forbids re-adding it.
func TestStakingPurge(t *testing.T) {
	f := newStkFx(t)
	s, usdt, neo := f.d.NeoStaking, f.d.USDT, f.d.NeoToken
	principal := stkNeo(1_000)
	f.stake(s, 1, principal, 0)
	f.feeIn(usdt, big.NewInt(7_000_000))
	f.distribute(usdt)
	f.feeIn(neo, stkNeo(70))
	f.distribute(neo)
	if f.pending(s, 1, usdt).Sign() == 0 || f.pending(s, 1, neo).Sign() == 0 {
		t.Fatal("nothing pending")
	}
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(usdt), "StillActive("+usdt.Hex()+")")
	alpha := f.Token(t, "ALPHA")
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(alpha), "NotRewardToken("+alpha.Hex()+")")

	removedAt := f.time(f.exec(stkOwner, s, stkB.PackRemoveRewardToken(usdt)))
	f.exec(stkOwner, s, stkB.PackRemoveRewardToken(neo))
	purgeable := removedAt + stkPurge
	f.at(purgeable - 1)
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(usdt), "TooEarly("+stkU(purgeable).String()+")")
	f.wantFail(3, s, stkB.PackPurgeRewardToken(usdt), "OwnableUnauthorizedAccount("+f.acct(3).Hex()+")")
	bal := f.BalanceOf(t, usdt, s)
	treasury0 := f.BalanceOf(t, usdt, f.d.Treasury)
	l := f.logs(f.exec(stkOwner, s, stkB.PackPurgeRewardToken(usdt)), s)
	if len(l.purged) != 1 || l.purged[0].Token != usdt {
		t.Fatalf("RewardTokenPurged %+v", l.purged)
	}
	stkWantEq(t, "treasury got the balance", new(big.Int).Sub(f.BalanceOf(t, usdt, f.d.Treasury), treasury0), bal)
	stkWantEq(t, "NeoStaking's USDT", f.BalanceOf(t, usdt, s), new(big.Int))
	for _, tk := range f.rewardTokens(s) {
		if tk == usdt {
			t.Fatal("purged token still listed")
		}
	}
	if st := stkRead(f, s, stkB.PackRewardToken(usdt), stkB.UnpackRewardToken); st.Listed || st.Active || !st.Purged {
		t.Fatalf("purged token state %+v", st)
	}
	stkWantEq(t, "pendingReward of a purged token", f.pending(s, 1, usdt), new(big.Int))
	f.wantFail(stkOwner, s, stkB.PackAddRewardToken(usdt), "Purged("+usdt.Hex()+")")
	f.wantFail(stkOwner, s, stkB.PackPurgeRewardToken(usdt), "NotRewardToken("+usdt.Hex()+")")
	f.wantFail(1, s, stkB.PackClaimAsNeo(usdt, []common.Address{usdt, f.d.WETH, neo}, big.NewInt(0), f.Deadline(t)), "NotRewardToken("+usdt.Hex()+")")

	// NEO purged: only the reward part leaves; the principal stays, and the
	// forfeited NEO reward cannot be taken out of it.
	nb := f.BalanceOf(t, neo, s)
	treasuryNeo := f.BalanceOf(t, neo, f.d.Treasury)
	f.exec(stkOwner, s, stkB.PackPurgeRewardToken(neo))
	stkWantEq(t, "NEO left in NeoStaking", f.BalanceOf(t, neo, s), principal)
	stkWantEq(t, "NEO to the treasury", new(big.Int).Sub(f.BalanceOf(t, neo, f.d.Treasury), treasuryNeo), new(big.Int).Sub(nb, principal))
	f.wantFail(1, s, stkB.PackClaimAsNeo(neo, nil, big.NewInt(0), f.Deadline(t)), "NotRewardToken("+neo.Hex()+")")
	f.wantFail(1, s, stkB.PackClaim(), "NothingToClaim()")
	// The principal comes back whole.
	if unlock := f.unlockTime(s, 1); unlock > f.now()+1 {
		f.at(unlock)
	}
	ts := f.time(f.exec(1, s, stkB.PackRequestUnstake()))
	f.at(ts + stkDrip)
	f.exec(1, s, stkB.PackWithdrawUnstaked())
	stkWantEq(t, "NEO left after the full withdrawal", f.BalanceOf(t, neo, s), new(big.Int))

	// At most MAX_REWARD_TOKENS (8) listed; purging frees a slot.
	for i := len(f.rewardTokens(s)); i < 8; i++ {
		tok := f.deployRaw(bindings.TestTokenMetaData.Bin, stkERC20B.PackConstructor("X", "X", 18, f.acct(stkOwner)))
		f.exec(stkOwner, s, stkB.PackAddRewardToken(tok))
	}
	f.wantFail(stkOwner, s, stkB.PackAddRewardToken(alpha), "TooManyRewardTokens()")
}

// TestStakingOwnerGuards: every owner operation refuses any other caller.
func TestStakingOwnerGuards(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	x := f.acct(7)
	want := "OwnableUnauthorizedAccount(" + x.Hex() + ")"
	for name, data := range map[string][]byte{
		"setBoost":               stkB.PackSetBoost(0, big.NewInt(1)),
		"setRewardNotifier":      stkB.PackSetRewardNotifier(x),
		"setFeeRouter":           stkB.PackSetFeeRouter(x),
		"setTreasury":            stkB.PackSetTreasury(x),
		"setVestAnchor":          stkB.PackSetVestAnchor(0),
		"addRewardToken":         stkB.PackAddRewardToken(x),
		"removeRewardToken":      stkB.PackRemoveRewardToken(f.d.USDC),
		"purgeRewardToken":       stkB.PackPurgeRewardToken(f.d.USDC),
		"importStake":            stkB.PackImportStake(x, big.NewInt(1), 0, 0),
		"upgradeToAndCall":       stkB.PackUpgradeToAndCall(f.d.NeoStakingImpl, nil),
		"renounceUpgradeability": stkB.PackRenounceUpgradeability(),
		"transferOwnership":      stkB.PackTransferOwnership(x),
		"renounceOwnership":      stkB.PackRenounceOwnership(),
	} {
		if got := f.fail(7, s, data); got != want {
			t.Errorf("%s by a stranger: %q, want %q", name, got, want)
		}
	}
	// The owner's setters take effect (and zero is refused where it must be).
	f.exec(stkOwner, s, stkB.PackSetRewardNotifier(x))
	f.exec(stkOwner, s, stkB.PackSetFeeRouter(x))
	f.exec(stkOwner, s, stkB.PackSetTreasury(x))
	f.wantFail(stkOwner, s, stkB.PackSetTreasury(common.Address{}), "ZeroAddress()")
	if stkRead(f, s, stkB.PackRewardNotifier(), stkB.UnpackRewardNotifier) != x || stkRead(f, s, stkB.PackFeeRouter(), stkB.UnpackFeeRouter) != x ||
		stkRead(f, s, stkB.PackTreasury(), stkB.UnpackTreasury) != x {
		t.Error("setters did not take effect")
	}
	// The Collector is no longer the notifier: its payout fails and is held.
	f.stake(s, 1, stkNeo(1), 0)
	f.feeIn(f.d.USDC, big.NewInt(7_000_000))
	if l := f.logs(f.distribute(f.d.USDC), s); len(l.held) != 1 || l.held[0].Bucket.Int64() != deploy.BucketStaking {
		t.Errorf("payout to a NeoStaking that refuses the Collector: held %+v", l.held)
	}
}

// TestStakingUpgrade: the owner upgrades through the proxy and every
// position, reward and ticket survives; nobody can re-initialize; after
// renounceUpgradeability no upgrade goes through.
func TestStakingUpgrade(t *testing.T) {
	f := newStkFx(t)
	s := f.d.NeoStaking
	f.stake(s, 1, stkNeo(100), 1)
	f.stake(s, 2, stkNeo(300), 3)
	f.feeIn(f.d.USDC, big.NewInt(7_000_000))
	f.distribute(f.d.USDC)
	p1, p2 := f.position(s, 1), f.position(s, 2)
	r1 := f.pending(s, 1, f.d.USDC)
	total := f.totalEffective(s)
	tokens := f.rewardTokens(s)

	impl := f.deployRaw(bindings.NeoStakingMetaData.Bin, nil)
	init := stkB.PackInitialize(f.acct(3), f.d.NeoToken, f.acct(3), f.d.FeeRouter, f.acct(3), 0, stkBoosts(), nil)
	f.wantFail(3, impl, init, "InvalidInitialization()")
	f.wantFail(3, s, init, "InvalidInitialization()")
	l := f.logs(f.exec(stkOwner, s, stkB.PackUpgradeToAndCall(impl, nil)), s)
	if len(l.upgraded) != 1 || l.upgraded[0].Implementation != impl {
		t.Fatalf("Upgraded %+v", l.upgraded)
	}
	if q := f.position(s, 1); q.Amount.Cmp(p1.Amount) != 0 || q.Effective.Cmp(p1.Effective) != 0 || q.Start != p1.Start || q.Option != p1.Option {
		t.Errorf("position 1 %+v, was %+v", q, p1)
	}
	if q := f.position(s, 2); q.Amount.Cmp(p2.Amount) != 0 || q.Effective.Cmp(p2.Effective) != 0 {
		t.Errorf("position 2 %+v, was %+v", q, p2)
	}
	stkWantEq(t, "pending after the upgrade", f.pending(s, 1, f.d.USDC), r1)
	stkWantEq(t, "totalEffective after the upgrade", f.totalEffective(s), total)
	if got := f.rewardTokens(s); len(got) != len(tokens) {
		t.Errorf("rewardTokens %v, was %v", got, tokens)
	}
	if o := stkRead(f, s, stkB.PackOwner(), stkB.UnpackOwner); o != f.acct(stkOwner) {
		t.Errorf("owner %s", o.Hex())
	}
	// Still working: a claim pays the reward accrued before the upgrade.
	if l := f.logs(f.exec(1, s, stkB.PackClaim()), s); len(l.claimed) != 1 || l.claimed[0].Amount.Cmp(r1) != 0 {
		t.Errorf("claim after the upgrade %+v, want %s", l.claimed, r1)
	}
	f.exec(stkOwner, s, stkB.PackRenounceUpgradeability())
	f.wantFail(stkOwner, s, stkB.PackUpgradeToAndCall(impl, nil), "UpgradesRenounced()")
}

// ---------------------------------------------------------------- rounding

// TestStakingRoundingSolvency replays, on an instance whose notifier is the
// owner (rewards in NEO), the smallest sequence where settling against a
// rounded product (effective * acc - debt) owes one wei more than was
// notified, taken out of the principal: three 3-wei stakes around two
// notifications of 1 and 4 wei. Each account is owed at most its own
// interval's share, rounded down; the contract stays solvent.
func TestStakingRoundingSolvency(t *testing.T) {
	f := newStkFx(t)
	neo := f.d.NeoToken
	s := f.newStaking(f.acct(stkOwner), stkAddr(2), 0, []common.Address{neo})
	m := newStkRef(0, [4]int64(deploy.StakingBoostBps), []common.Address{neo})
	notify := func(amount int64) {
		t.Helper()
		f.Transfer(t, stkOwner, neo, s, big.NewInt(amount))
		f.exec(stkOwner, s, stkB.PackNotifyReward(neo, big.NewInt(amount)))
		m.notify(neo, big.NewInt(amount))
	}
	stake := func(u int) {
		t.Helper()
		f.stake(s, u, big.NewInt(3), 0)
		m.stake(u, big.NewInt(3), 0, 0)
	}
	stake(1)
	notify(1)
	stake(2)
	stake(3)
	notify(4)
	owed := new(big.Int)
	for u := 1; u <= 3; u++ {
		want := m.pendingView(u, neo)
		stkWantEq(t, "pendingReward of account "+stkU(uint64(u)).String(), f.pending(s, u, neo), want)
		owed.Add(owed, want)
	}
	if owed.Cmp(big.NewInt(5)) > 0 {
		t.Fatalf("owes %s wei of 5 notified", owed)
	}
	for u := 1; u <= 3; u++ {
		f.exec(u, s, stkB.PackClaim())
	}
	if bal := f.BalanceOf(t, neo, s); bal.Cmp(big.NewInt(9)) < 0 {
		t.Fatalf("after the claims NeoStaking holds %s NEO wei, principal 9", bal)
	}
}

// TestStakingSmallStablecoinReward: a 1 USDC notification over 8M NEO of
// effective stake (1M NEO locked 24 months) accrues in full; at 1e18
// precision it would add nothing to the accumulator and stay stranded.
func TestStakingSmallStablecoinReward(t *testing.T) {
	f := newStkFx(t)
	usdc := f.d.USDC
	s := f.newStaking(f.acct(stkOwner), stkAddr(3), 0, []common.Address{usdc})
	f.stake(s, 1, stkNeo(1_000_000), 3)
	stkWantEq(t, "effective", f.position(s, 1).Effective, stkNeo(8_000_000))
	f.Mint(t, usdc, s, big.NewInt(1_000_000))
	f.exec(stkOwner, s, stkB.PackNotifyReward(usdc, big.NewInt(1_000_000)))
	stkWantEq(t, "pending of a 1 USDC reward", f.pending(s, 1, usdc), big.NewInt(1_000_000))
	// A zero notification is a no-op.
	if l := f.logs(f.exec(stkOwner, s, stkB.PackNotifyReward(usdc, big.NewInt(0))), s); len(l.notified)+len(l.forwarded) != 0 {
		t.Errorf("zero notification emitted %+v %+v", l.notified, l.forwarded)
	}
}
