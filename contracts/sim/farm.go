package sim

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// The farm actions: stake LP in the chefs' pools (VampChef and MasterChef
// share ChefBase's entry points), withdraw, harvest, emergency-withdraw,
// claim a queued MasterChef withdrawal, zap into an own pair through
// NeoSwapZap (the LP goes to the trader, who stakes it later), zap into an
// ext pool of VampChef through ExtZap (staked for the trader in the same
// call) and claim vested rewards from RewardVestingEscrow.

var (
	chefB   = bindings.NewVampChef() // ChefBase's entry points, VampChef's and MasterChef's alike
	masterB = bindings.NewMasterChef()
	zapB    = bindings.NewNeoSwapZap()
	extZapB = bindings.NewExtZap()
	escrowB = bindings.NewRewardVestingEscrow()
	pairB   = bindings.NewNeoSwapPair()
)

// farmPool is a pool of a chef, read at setup.
type farmPool struct {
	chef           common.Address
	master         bool // MasterChef's (withdrawals can queue)
	pid            *big.Int
	lp             common.Address
	token0, token1 common.Address
	ext            bool // the LP token is a third-party (ext) pair
	label          string
}

// farmActions are the farm actions with their relative weights.
var farmActions = []action{
	{"farm deposit", 35, (*simulator).farmDeposit},
	{"farm withdraw", 14, (*simulator).farmWithdraw},
	{"farm harvest", 14, (*simulator).farmHarvest},
	{"farm emergency withdraw", 3, (*simulator).farmEmergency},
	{"zap in", 10, (*simulator).zapIn},
	{"ext zap", 10, (*simulator).extZap},
	{"escrow claim", 12, (*simulator).escrowClaim},
	{"claim withdrawal", 2, (*simulator).claimWithdrawal},
}

// farmEnabled reports whether the run spends actions on the farms: a
// positive FarmShare and at least one pool of a deployed chef.
func (s *simulator) farmEnabled() bool {
	return s.cfg.FarmShare > 0 && len(s.farm) > 0
}

// setupFarm reads the chefs' pools and grants, for every trader, each chef
// an unlimited allowance over its pools' LP tokens and the zaps one over
// the tokens they take. A deployment without chefs (older ones read zero)
// has no pools and no farm actions.
func (s *simulator) setupFarm() error {
	if s.cfg.FarmShare <= 0 {
		return nil
	}
	for _, chef := range []common.Address{s.d.VampChef, s.d.MasterChef} {
		if chef == (common.Address{}) {
			continue
		}
		out, err := s.call(chef, chef, chefB.PackPoolLength())
		if err != nil {
			return fmt.Errorf("sim: poolLength of %s: %w", chef.Hex(), err)
		}
		n, err := chefB.UnpackPoolLength(out)
		if err != nil {
			return fmt.Errorf("sim: poolLength of %s: %w", chef.Hex(), err)
		}
		for pid := range n.Int64() {
			p, err := s.readFarmPool(chef, big.NewInt(pid))
			if err != nil {
				return err
			}
			s.farm = append(s.farm, p)
		}
	}
	if len(s.farm) == 0 {
		return nil
	}
	var tokens []common.Address
	for _, sym := range append([]string{"NEO", "USDC", "USDT"}, deploy.TestTokenSymbols...) {
		if sym != "FOT" { // NeoSwapZap rejects fee-on-transfer tokens
			tokens = append(tokens, s.token(sym))
		}
	}
	var txs []*types.Transaction
	for _, t := range s.cfg.Traders {
		var grants [][2]common.Address // (token, spender)
		for _, p := range s.farm {
			grants = append(grants, [2]common.Address{p.lp, p.chef})
		}
		for _, zap := range []common.Address{s.d.Zap, s.d.ExtZap} {
			if zap == (common.Address{}) {
				continue
			}
			for _, tok := range tokens {
				grants = append(grants, [2]common.Address{tok, zap})
			}
		}
		for _, g := range grants {
			tx, err := s.approveMax(t, g[0], g[1])
			if err != nil {
				return err
			}
			if tx != nil {
				txs = append(txs, tx)
			}
		}
	}
	receipts, err := s.mine(txs)
	if err != nil {
		return err
	}
	for _, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("sim: farm setup transaction %s reverted", r.TxHash.Hex())
		}
	}
	return nil
}

// readFarmPool reads pool pid of chef and its pair's tokens.
func (s *simulator) readFarmPool(chef common.Address, pid *big.Int) (*farmPool, error) {
	out, err := s.call(chef, chef, chefB.PackPoolInfo(pid))
	if err != nil {
		return nil, fmt.Errorf("sim: poolInfo(%s) of %s: %w", pid, chef.Hex(), err)
	}
	info, err := chefB.UnpackPoolInfo(out)
	if err != nil {
		return nil, fmt.Errorf("sim: poolInfo(%s) of %s: %w", pid, chef.Hex(), err)
	}
	p := &farmPool{chef: chef, master: chef == s.d.MasterChef, pid: pid, lp: info.LpToken}
	if out, err = s.call(chef, p.lp, pairB.PackToken0()); err == nil {
		p.token0, err = pairB.UnpackToken0(out)
	}
	if err == nil {
		if out, err = s.call(chef, p.lp, pairB.PackToken1()); err == nil {
			p.token1, err = pairB.UnpackToken1(out)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("sim: tokens of LP %s: %w", p.lp.Hex(), err)
	}
	name := p.lp.Hex()
	for n, a := range s.d.Pairs {
		if a == p.lp {
			name, p.ext = n, strings.HasPrefix(n, "ext:")
		}
	}
	which := "VampChef"
	if p.master {
		which = "MasterChef"
	}
	p.label = fmt.Sprintf("%s pool %s (%s)", which, pid, name)
	return p, nil
}

// approveMax returns the approval of spender over trader's token, or nil
// when an allowance above half the maximum is in place.
func (s *simulator) approveMax(t devnet.Account, token, spender common.Address) (*types.Transaction, error) {
	out, err := s.call(t.Address, token, erc20.PackAllowance(t.Address, spender))
	if err != nil {
		return nil, fmt.Errorf("sim: allowance: %w", err)
	}
	cur, err := erc20.UnpackAllowance(out)
	if err != nil {
		return nil, fmt.Errorf("sim: allowance: %w", err)
	}
	if cur.Cmp(new(big.Int).Rsh(maxUint256, 1)) > 0 {
		return nil, nil
	}
	tx, err := s.send(t, token, erc20.PackApprove(spender, maxUint256), nil)
	if err != nil {
		return nil, fmt.Errorf("sim: approve %s for %s: %w", spender.Hex(), t.Address.Hex(), err)
	}
	return tx, nil
}

// farmCall runs a view of the chefs' ABI and unpacks it.
func farmCall[T any](s *simulator, t devnet.Account, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	out, err := s.call(t.Address, to, data)
	if err != nil {
		var zero T
		return zero, err
	}
	return unpack(out)
}

// staked returns trader's stake in p.
func (s *simulator) staked(t devnet.Account, p *farmPool) (*big.Int, error) {
	u, err := farmCall(s, t, p.chef, chefB.PackUserInfo(p.pid, t.Address), chefB.UnpackUserInfo)
	if err != nil {
		return nil, fmt.Errorf("userInfo: %w", err)
	}
	return u.Amount, nil
}

// farmScan returns the first pool, from a random start, for which ok
// holds; nil when none does.
func (s *simulator) farmScan(ok func(p *farmPool) (bool, error)) (*farmPool, error) {
	start := s.rng.IntN(len(s.farm))
	for i := range s.farm {
		p := s.farm[(start+i)%len(s.farm)]
		yes, err := ok(p)
		if err != nil {
			return nil, err
		}
		if yes {
			return p, nil
		}
	}
	return nil, nil
}

func (s *simulator) chefSend(t devnet.Account, p *farmPool, label string, data []byte) (pending, error) {
	pd := pending{label: label + " " + p.label, kind: kindFarm}
	var err error
	pd.tx, err = s.sendFarm(t, p.chef, data, nil)
	return pd, err
}

// farmGasHeadroom is added to a farm action's estimate: the estimate runs
// on the latest block, but another action of the round can leave the
// trader a reward to settle in the mined one (a liquid transfer and a new
// escrow grant, about 150,000 gas the estimate did not see).
const farmGasHeadroom = 250_000

// sendFarm is send with farmGasHeadroom on the estimate.
func (s *simulator) sendFarm(t devnet.Account, to common.Address, data []byte, value *big.Int) (*types.Transaction, error) {
	gas, err := s.backend.EstimateGas(s.ctx, ethereum.CallMsg{From: t.Address, To: &to, Data: data, Value: value})
	if err != nil {
		return nil, err
	}
	return s.sendGas(t, to, data, value, gas+farmGasHeadroom)
}

// farmDeposit stakes half the trader's LP tokens of a random pool (all of
// a tiny balance). Without LP tokens of the pool it zaps into it instead:
// ExtZap for an ext pool of VampChef (staked in the same call), NeoSwapZap
// for an own pair (the LP reaches the trader for a later deposit).
func (s *simulator) farmDeposit(t devnet.Account) (pending, error) {
	p := s.farm[s.rng.IntN(len(s.farm))]
	bal, err := farmCall(s, t, p.lp, erc20.PackBalanceOf(t.Address), erc20.UnpackBalanceOf)
	if err != nil {
		return pending{label: "farm deposit"}, fmt.Errorf("LP balance: %w", err)
	}
	if bal.Sign() == 0 {
		return s.zapFor(t, p)
	}
	amt := new(big.Int).Rsh(bal, 1)
	if amt.Sign() == 0 {
		amt = bal
	}
	return s.chefSend(t, p, "deposit", chefB.PackDeposit(p.pid, amt))
}

// farmWithdraw takes half of a stake back (all of a tiny one); with no
// stake it deposits.
func (s *simulator) farmWithdraw(t devnet.Account) (pending, error) {
	var amt *big.Int
	p, err := s.farmScan(func(p *farmPool) (bool, error) {
		st, err := s.staked(t, p)
		amt = st
		return err == nil && st.Sign() > 0, err
	})
	if err != nil || p == nil {
		if err != nil {
			return pending{label: "farm withdraw"}, err
		}
		return s.farmDeposit(t)
	}
	if half := new(big.Int).Rsh(amt, 1); half.Sign() > 0 {
		amt = half
	}
	return s.chefSend(t, p, "withdraw", chefB.PackWithdraw(p.pid, amt))
}

// farmHarvest settles a pending reward; with none it deposits.
func (s *simulator) farmHarvest(t devnet.Account) (pending, error) {
	p, err := s.farmScan(func(p *farmPool) (bool, error) {
		r, err := farmCall(s, t, p.chef, chefB.PackPendingReward(p.pid, t.Address), chefB.UnpackPendingReward)
		return err == nil && r.Sign() > 0, err
	})
	if err != nil {
		return pending{label: "farm harvest"}, err
	}
	if p == nil {
		return s.farmDeposit(t)
	}
	return s.chefSend(t, p, "harvest", chefB.PackHarvest(p.pid))
}

// farmEmergency takes a whole stake back without its reward; with no
// stake it deposits.
func (s *simulator) farmEmergency(t devnet.Account) (pending, error) {
	p, err := s.farmScan(func(p *farmPool) (bool, error) {
		st, err := s.staked(t, p)
		return err == nil && st.Sign() > 0, err
	})
	if err != nil {
		return pending{label: "farm emergency withdraw"}, err
	}
	if p == nil {
		return s.farmDeposit(t)
	}
	return s.chefSend(t, p, "emergencyWithdraw", chefB.PackEmergencyWithdraw(p.pid))
}

// claimWithdrawal pays out a queued MasterChef withdrawal whose cooldown
// is over; with none it harvests.
func (s *simulator) claimWithdrawal(t devnet.Account) (pending, error) {
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return pending{label: "claim withdrawal"}, fmt.Errorf("read head: %w", err)
	}
	p, err := s.farmScan(func(p *farmPool) (bool, error) {
		if !p.master {
			return false, nil
		}
		q, err := farmCall(s, t, p.chef, masterB.PackQueuedWithdrawal(p.pid, t.Address), masterB.UnpackQueuedWithdrawal)
		return err == nil && q.Amount.Sign() > 0 && q.CooldownEnd <= head.Time, err
	})
	if err != nil {
		return pending{label: "claim withdrawal"}, err
	}
	if p == nil {
		return s.farmHarvest(t)
	}
	return s.chefSend(t, p, "claimWithdrawal", masterB.PackClaimWithdrawal(p.pid))
}

// zapIn zaps into a random own pool's pair through NeoSwapZap, the LP
// going to the trader.
func (s *simulator) zapIn(t devnet.Account) (pending, error) {
	p, _ := s.farmScan(func(p *farmPool) (bool, error) { return !p.ext, nil })
	if p == nil {
		return s.extZap(t)
	}
	return s.zapFor(t, p)
}

// extZap zaps into a random ext pool of VampChef through ExtZap, which
// stakes the LP for the trader.
func (s *simulator) extZap(t devnet.Account) (pending, error) {
	p, _ := s.farmScan(func(p *farmPool) (bool, error) { return p.ext && !p.master, nil })
	if p == nil {
		return s.addLiquidity(t)
	}
	return s.zapFor(t, p)
}

// zapFor zaps into p's pair: ETH when the pair holds WETH, else the pair's
// first token with a known price. Ext pools go through ExtZap (VampChef's
// only), own pairs through NeoSwapZap; without the needed zap it adds
// liquidity instead.
func (s *simulator) zapFor(t devnet.Account, p *farmPool) (pending, error) {
	zap := s.d.Zap
	if p.ext {
		zap = s.d.ExtZap
	}
	if zap == (common.Address{}) || (p.ext && p.master) {
		return s.addLiquidity(t)
	}
	pd := pending{kind: kindFarm}
	deadline, err := s.deadline()
	if err != nil {
		return pd, err
	}
	usd := s.tradeUSD()
	weth := s.token("WETH")
	if p.token0 == weth || p.token1 == weth {
		amt := s.amount("WETH", usd)
		if p.ext {
			pd.label = "ExtZap.zapInETH " + p.label
			pd.tx, err = s.sendFarm(t, zap, extZapB.PackZapInETH(p.pid, common.Big0, deadline), amt)
		} else {
			pd.label = "NeoSwapZap.zapInETH " + p.label
			pd.tx, err = s.sendFarm(t, zap, zapB.PackZapInETH(p.lp, common.Big0, t.Address, deadline), amt)
		}
		return pd, err
	}
	sym, tok := "", common.Address{}
	for _, a := range []common.Address{p.token0, p.token1} {
		if sym = s.symbolOf(a); sym != "" && sym != "FOT" {
			tok = a
			break
		}
	}
	if tok == (common.Address{}) {
		return s.addLiquidity(t)
	}
	amt := s.amount(sym, usd)
	if p.ext {
		pd.label = "ExtZap.zapIn " + sym + " " + p.label
		pd.tx, err = s.sendFarm(t, zap, extZapB.PackZapIn(tok, amt, p.pid, common.Big0, deadline), nil)
	} else {
		pd.label = "NeoSwapZap.zapInToken " + sym + " " + p.label
		pd.tx, err = s.sendFarm(t, zap, zapB.PackZapInToken(tok, amt, p.lp, common.Big0, t.Address, deadline), nil)
	}
	return pd, err
}

// symbolOf returns the symbol of a deployed token with a known price, ""
// for another address.
func (s *simulator) symbolOf(a common.Address) string {
	for sym := range deploy.PriceCents {
		if addr, _, ok := s.d.Token(sym); ok && addr == a {
			return sym
		}
	}
	return ""
}

// escrowClaim claims the trader's vested rewards from RewardVestingEscrow;
// with nothing claimable it harvests.
func (s *simulator) escrowClaim(t devnet.Account) (pending, error) {
	escrow := s.d.RewardVestingEscrow
	if escrow == (common.Address{}) {
		return s.farmHarvest(t)
	}
	c, err := farmCall(s, t, escrow, escrowB.PackClaimable(t.Address), escrowB.UnpackClaimable)
	if err != nil {
		return pending{label: "escrow claim"}, fmt.Errorf("claimable: %w", err)
	}
	if c.Sign() == 0 {
		return s.farmHarvest(t)
	}
	pd := pending{label: "RewardVestingEscrow.claim", kind: kindFarm}
	pd.tx, err = s.sendFarm(t, escrow, escrowB.PackClaim(), nil)
	return pd, err
}
