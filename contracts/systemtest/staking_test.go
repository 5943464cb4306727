package systemtest_test

// Tests of NeoStaking on the whole deployed system: reward accrual per
// effective share against a reference model in big.Int to the wei (fees
// arriving through the real Collector, by FeeRouter swaps or plain transfers),
// the lock options' boosts, appends, locks and the vest anchor, the unstake
// drip, claims (plain, as NEO through FeeRouter, with a reward token that
// stops transferring), forwarding to the treasury, the Collector's notify
// hook, imports, reward-token removal and purge, the owner guards and an
// upgrade through the proxy. This file holds the fixture; the tests are in
// staking_accrual_test.go, staking_position_test.go, staking_claim_test.go
// and staking_admin_test.go, the reference model in staking_ref_test.go.
// Every helper is a method of stkFx or carries a stk prefix, so it never
// collides with the other test files of the package.
//
// Transactions are sent with a fixed gas limit (as in farm_test.go): gas
// estimation runs in the head block's context, which would misjudge the
// time-bound checks (locks, drips, purge delay) exactly at a boundary.

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
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
	chainFx
	d        *deploy.Deployment
	approved map[[3]common.Address]bool
}

func newStkFx(t *testing.T) *stkFx {
	t.Helper()
	env := chaintest.New(t)
	f := &stkFx{chainFx: chainFx{Env: env, t: t, gas: stkGas}, d: env.Deployment, approved: map[[3]common.Address]bool{}}
	// After the first AdjustTime the chain runs ahead of the wall clock, so
	// every later block is exactly one second after its parent and at() can
	// land a transaction on a chosen second.
	f.skip(1)
	return f
}

// exec mines data sent from Accounts[from]; it fails the test on a revert.
func (f *stkFx) exec(from int, to common.Address, data []byte) *types.Receipt {
	f.t.Helper()
	tx, err := f.transact(from, to, nil, data)
	return f.MustTransact(f.t, tx, err)
}

// fail mines data that must revert and returns the decoded reason.
func (f *stkFx) fail(from int, to common.Address, data []byte) string {
	f.t.Helper()
	tx, err := f.transact(from, to, nil, data)
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
	return chainRead(&f.chainFx, to, data, unpack)
}

func (f *stkFx) acct(u int) common.Address { return f.Accounts[u].Address }

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
