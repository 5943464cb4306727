package deploy

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// Farm settings at deployment.
var (
	// VampBudget is the NEO budget of VampChef's campaign, started at
	// deployment for VampChef.DURATION (14 days) and funded in full.
	VampBudget = units(1_000_000, 18)
	// TreasuryVestingTotal is the NEO TreasuryVesting releases linearly to
	// the treasury over TreasuryVestingSeconds from deployment.
	TreasuryVestingTotal = units(50_000_000, 18)
)

// TreasuryVestingSeconds is the length of the treasury's release (2 years).
const TreasuryVestingSeconds = 2 * 365 * 24 * 60 * 60

// FarmPool is a pool added at deployment: a pair of Deployment.Pairs, its
// weight and (MasterChef only) its deposit fee.
type FarmPool struct {
	Pair          string
	AllocPoint    int64
	DepositFeeBps uint16
}

// VampPools are VampChef's pools, in pid order: own pairs and the ext
// NEO/WETH pair (the ExtZap target).
var VampPools = []FarmPool{
	{Pair: "NEO/WETH", AllocPoint: 40},
	{Pair: "NEO/USDC", AllocPoint: 20},
	{Pair: "ALPHA/WETH", AllocPoint: 10},
	{Pair: "ext:NEO/WETH", AllocPoint: 30},
}

// MasterChefPools are MasterChef's pools, in pid order; MasterChef runs no
// campaign at deployment.
var MasterChefPools = []FarmPool{
	{Pair: "NEO/WETH", AllocPoint: 50},
	{Pair: "WETH/USDC", AllocPoint: 30},
	{Pair: "ALPHA/WETH", AllocPoint: 20, DepositFeeBps: 100},
}

// deployFarms deploys the farming family, all but the zaps behind NeoProxy:
// RewardVestingEscrow, VampChef, MasterChef (fee recipient: the treasury),
// TreasuryVesting, NeoSwapZap (swaps through FeeRouter) and ExtZap (on the
// ext router, staking in VampChef); then registers both chefs as escrow
// depositors, makes ExtZap VampChef's trusted zapper and vests
// TreasuryVestingTotal to the treasury. It deploys before the first
// Config.Fund-dependent step, so its addresses do not depend on Fund.
func deployFarms(s *sender, d *Deployment) error {
	var err error
	proxy := bindings.NewNeoProxy()
	escrow := bindings.NewRewardVestingEscrow()
	vamp := bindings.NewVampChef()
	master := bindings.NewMasterChef()
	tv := bindings.NewTreasuryVesting()

	impls := []struct {
		label string
		bin   string
		addr  *common.Address
	}{
		{"RewardVestingEscrow implementation", bindings.RewardVestingEscrowMetaData.Bin, &d.RewardVestingEscrowImpl},
		{"VampChef implementation", bindings.VampChefMetaData.Bin, &d.VampChefImpl},
		{"MasterChef implementation", bindings.MasterChefMetaData.Bin, &d.MasterChefImpl},
		{"TreasuryVesting implementation", bindings.TreasuryVestingMetaData.Bin, &d.TreasuryVestingImpl},
	}
	for _, c := range impls {
		if *c.addr, err = s.deploy(c.label, c.bin, nil); err != nil {
			return err
		}
	}
	if err := s.flush(); err != nil { // a proxy's constructor calls its implementation
		return err
	}
	if d.RewardVestingEscrow, err = s.deploy("RewardVestingEscrow proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.RewardVestingEscrowImpl, escrow.PackInitialize(d.Deployer, d.NeoToken))); err != nil {
		return err
	}
	if d.VampChef, err = s.deploy("VampChef proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.VampChefImpl, vamp.PackInitialize(d.Deployer, d.NeoToken, d.RewardVestingEscrow))); err != nil {
		return err
	}
	if d.MasterChef, err = s.deploy("MasterChef proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.MasterChefImpl,
			master.PackInitialize(d.Deployer, d.NeoToken, d.RewardVestingEscrow, d.Treasury))); err != nil {
		return err
	}
	if d.TreasuryVesting, err = s.deploy("TreasuryVesting proxy", bindings.NeoProxyMetaData.Bin,
		proxy.PackConstructor(d.TreasuryVestingImpl, tv.PackInitialize(d.Deployer, d.NeoToken))); err != nil {
		return err
	}
	if d.Zap, err = s.deploy("NeoSwapZap", bindings.NeoSwapZapMetaData.Bin,
		bindings.NewNeoSwapZap().PackConstructor(d.FeeRouter, d.Router)); err != nil {
		return err
	}
	if d.ExtZap, err = s.deploy("ExtZap", bindings.ExtZapMetaData.Bin,
		bindings.NewExtZap().PackConstructor(d.ExtV2Router, d.VampChef)); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return err
	}

	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return err
	}
	start := head.Time
	neo := bindings.NewNeoToken()
	for _, c := range []struct {
		label string
		to    common.Address
		data  []byte
	}{
		{"escrow.setDepositor VampChef", d.RewardVestingEscrow, escrow.PackSetDepositor(d.VampChef, true)},
		{"escrow.setDepositor MasterChef", d.RewardVestingEscrow, escrow.PackSetDepositor(d.MasterChef, true)},
		{"vampChef.setTrustedZapper ExtZap", d.VampChef, vamp.PackSetTrustedZapper(d.ExtZap)},
		{"approve NEO TreasuryVesting", d.NeoToken, neo.PackApprove(d.TreasuryVesting, TreasuryVestingTotal)},
	} {
		if err := s.transact(c.label, c.to, c.data, nil); err != nil {
			return err
		}
	}
	if err := s.flush(); err != nil {
		return err
	}
	return s.transact("treasuryVesting.schedule treasury", d.TreasuryVesting,
		tv.PackSchedule(d.Treasury, TreasuryVestingTotal, start, start+TreasuryVestingSeconds), nil)
}

// startFarms adds the pools of VampPools and MasterChefPools (the seeded
// pairs must exist), funds VampChef with VampBudget and starts its campaign
// now. MasterChef gets no campaign.
func startFarms(s *sender, d *Deployment) error {
	if err := readPairs(s, d); err != nil {
		return err
	}
	vamp := bindings.NewVampChef()
	master := bindings.NewMasterChef()
	for _, p := range VampPools {
		if err := s.transact("vampChef.add "+p.Pair, d.VampChef,
			vamp.PackAdd(d.Pairs[p.Pair], big.NewInt(p.AllocPoint)), nil); err != nil {
			return err
		}
	}
	for _, p := range MasterChefPools {
		if err := s.transact("masterChef.add "+p.Pair, d.MasterChef,
			master.PackAdd(d.Pairs[p.Pair], big.NewInt(p.AllocPoint), p.DepositFeeBps), nil); err != nil {
			return err
		}
	}
	if err := s.transact("fund VampChef", d.NeoToken, bindings.NewNeoToken().PackTransfer(d.VampChef, VampBudget), nil); err != nil {
		return err
	}
	return s.transact("vampChef.startEmission", d.VampChef, vamp.PackStartEmission(VampBudget, common.Big0), nil)
}
