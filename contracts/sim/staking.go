package sim

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// The staking actions on NeoStaking: stake NEO with a random lock option
// (or append to the trader's position, keeping or raising its option),
// claim the rewards the Collector's staking bucket notified, claim one
// reward token as NEO through FeeRouter, move an unlocked position into an
// unstake ticket and withdraw what the ticket has streamed.
//
// Locks last 90 days or more, and the devnet's clock is the wall clock, so
// a position staked during a run never unlocks. To exercise the unstake
// path anyway, setupStaking has the owner (Config.Owner, the deployer)
// migrate in a position for every other trader with importStake, the
// owner's migration entry point, with a start the longest lock (24 months)
// and 180 to 365 days more in the past: an append can raise the option to
// the longest lock and moves the start to the amount-weighted mean of the
// old start and now, so the margin keeps the position unlocked through
// the appends of a long run. Locks run from max(start, vestAnchor) and the
// deployment anchors them at its own time, so the owner first moves the
// vest anchor back to the earliest such start (setVestAnchor only moves
// it earlier, and every position staked after the deployment starts later
// than the anchor either way, so no other lock changes). The imports
// happen once, at the start of a run: the owner's nonce is then shared
// with no one (people and tests send owner calls only later).

var stakingB = bindings.NewNeoStaking()

// stakingActions are the staking actions with their relative weights.
var stakingActions = []action{
	{"stake", 30, (*simulator).stakeNeo},
	{"staking claim", 15, (*simulator).stakingClaim},
	{"staking claim as NEO", 12, (*simulator).stakingClaimAsNeo},
	{"unstake request", 20, (*simulator).unstakeRequest},
	{"unstake withdraw", 23, (*simulator).unstakeWithdraw},
}

// stakingOptions is NeoStaking.OPTIONS, the number of lock options.
const stakingOptions = 4

// stakingGasHeadroom is added to a staking action's estimate: the estimate
// runs on the latest block, but a notification mined before the action can
// give the trader a reward in one more token to settle and pay (a storage
// write and a transfer per token).
const stakingGasHeadroom = 120_000

// importUSD is the size of an imported position in USD: large next to the
// appends (tradeUSD, at most 2,000 USD), so that an append moves the
// weighted lock start of an imported position only a little.
const importUSD = 50_000

// stakingEnabled reports whether the run spends actions on staking: a
// positive StakeShare and a deployed NeoStaking.
func (s *simulator) stakingEnabled() bool {
	return s.cfg.StakeShare > 0 && s.d.NeoStaking != (common.Address{})
}

// setupStaking grants NeoStaking an unlimited NEO allowance of every trader
// and, with Config.Owner, of the owner, then has the owner import unlocked
// positions (see the comment at the top of the file).
func (s *simulator) setupStaking() error {
	if !s.stakingEnabled() {
		return nil
	}
	neo := s.token("NEO")
	accounts := s.cfg.Traders
	if s.cfg.Owner != nil {
		n, err := s.backend.PendingNonceAt(s.ctx, s.cfg.Owner.Address)
		if err != nil {
			return fmt.Errorf("sim: nonce of %s: %w", s.cfg.Owner.Address.Hex(), err)
		}
		s.nonces[s.cfg.Owner.Address] = n
		accounts = append(append([]devnet.Account(nil), accounts...), *s.cfg.Owner)
	}
	var txs []*types.Transaction
	for _, a := range accounts {
		tx, err := s.approveMax(a, neo, s.d.NeoStaking)
		if err != nil {
			return err
		}
		if tx != nil {
			txs = append(txs, tx)
		}
	}
	if err := s.mineAll(txs, "staking approval"); err != nil {
		return err
	}
	if s.cfg.Owner == nil {
		return nil
	}
	return s.importUnlocked(*s.cfg.Owner)
}

// importUnlocked has owner import, for every other trader without a
// position, a position whose lock has already run out.
func (s *simulator) importUnlocked(owner devnet.Account) error {
	out, err := s.call(owner.Address, s.d.NeoStaking, stakingB.PackOwner())
	if err != nil {
		return fmt.Errorf("sim: NeoStaking owner: %w", err)
	}
	if got, err := stakingB.UnpackOwner(out); err != nil || got != owner.Address {
		return fmt.Errorf("sim: Config.Owner %s does not own NeoStaking (owner %s, %v)", owner.Address.Hex(), got.Hex(), err)
	}
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return fmt.Errorf("sim: read head: %w", err)
	}
	type plan struct {
		account common.Address
		amount  *big.Int
		option  uint8
		start   uint64
	}
	var plans []plan
	earliest := head.Time
	for i, t := range s.cfg.Traders {
		if i%2 == 1 {
			continue // the others stake from scratch
		}
		p, err := s.position(t)
		if err != nil {
			return fmt.Errorf("sim: %w", err)
		}
		if p.Amount.Sign() != 0 {
			continue
		}
		option := uint8(s.rng.IntN(stakingOptions))
		back := lockSeconds(stakingOptions-1) + uint64(180+s.rng.IntN(186))*86_400
		if back >= head.Time {
			return fmt.Errorf("sim: the chain's clock (%d) is too early to backdate a position by %d s", head.Time, back)
		}
		pl := plan{account: t.Address, amount: s.amount("NEO", importUSD*(1+s.rng.Float64())), option: option, start: head.Time - back}
		earliest = min(earliest, pl.start)
		plans = append(plans, pl)
	}
	if len(plans) == 0 {
		return nil
	}
	out, err = s.call(owner.Address, s.d.NeoStaking, stakingB.PackVestAnchor())
	if err != nil {
		return fmt.Errorf("sim: vestAnchor: %w", err)
	}
	anchor, err := stakingB.UnpackVestAnchor(out)
	if err != nil {
		return fmt.Errorf("sim: vestAnchor: %w", err)
	}
	var txs []*types.Transaction
	if anchor > earliest {
		tx, err := s.send(owner, s.d.NeoStaking, stakingB.PackSetVestAnchor(earliest), nil)
		if err != nil {
			return fmt.Errorf("sim: setVestAnchor: %w", err)
		}
		txs = append(txs, tx)
	}
	for _, pl := range plans {
		// importStake checks no lock, so its estimate holds before
		// setVestAnchor is mined.
		tx, err := s.send(owner, s.d.NeoStaking, stakingB.PackImportStake(pl.account, pl.amount, pl.option, pl.start), nil)
		if err != nil {
			return fmt.Errorf("sim: importStake for %s: %w", pl.account.Hex(), err)
		}
		txs = append(txs, tx)
	}
	if err := s.mineAll(txs, "staking import"); err != nil {
		return err
	}
	s.log.Info("sim: imported unlocked staking positions", "positions", len(plans), "vestAnchor", min(anchor, earliest))
	return nil
}

// mineAll mines txs and fails when one reverted.
func (s *simulator) mineAll(txs []*types.Transaction, what string) error {
	receipts, err := s.mine(txs)
	if err != nil {
		return err
	}
	for _, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("sim: %s transaction %s reverted", what, r.TxHash.Hex())
		}
	}
	return nil
}

// lockSeconds is NeoStaking.lockDuration(option): 90, 182, 365 or 730 days.
func lockSeconds(option uint8) uint64 {
	return [stakingOptions]uint64{90, 182, 365, 730}[option] * 86_400
}

// position reads the trader's position (zero amount when none).
func (s *simulator) position(t devnet.Account) (bindings.NeoStakingPosition, error) {
	return farmCall(s, t, s.d.NeoStaking, stakingB.PackPositionOf(t.Address), stakingB.UnpackPositionOf)
}

// sendStaking sends a staking call as t with stakingGasHeadroom on the
// estimate.
func (s *simulator) sendStaking(t devnet.Account, label string, data []byte) (pending, error) {
	pd := pending{label: label, kind: kindStaking}
	to := s.d.NeoStaking
	gas, err := s.backend.EstimateGas(s.ctx, ethereum.CallMsg{From: t.Address, To: &to, Data: data})
	if err != nil {
		return pd, err
	}
	pd.tx, err = s.sendGas(t, to, data, nil, gas+stakingGasHeadroom)
	return pd, err
}

// stakeNeo stakes a trade-sized amount of NEO: a new position with a
// random option, or an append to the trader's position with its option or
// a higher one (NeoStaking refuses a lower one).
func (s *simulator) stakeNeo(t devnet.Account) (pending, error) {
	p, err := s.position(t)
	if err != nil {
		return pending{label: "stake"}, fmt.Errorf("positionOf: %w", err)
	}
	amount := s.amount("NEO", s.tradeUSD())
	if p.Amount.Sign() == 0 {
		option := uint8(s.rng.IntN(stakingOptions))
		return s.sendStaking(t, fmt.Sprintf("NeoStaking.stake option %d", option), stakingB.PackStake(amount, option))
	}
	option := p.Option + uint8(s.rng.IntN(stakingOptions-int(p.Option)))
	return s.sendStaking(t, fmt.Sprintf("NeoStaking.stake append option %d>%d", p.Option, option), stakingB.PackStake(amount, option))
}

// pendingRewards returns the trader's unclaimed rewards, token by token.
func (s *simulator) pendingRewards(t devnet.Account) (bindings.PendingRewardsOutput, error) {
	return farmCall(s, t, s.d.NeoStaking, stakingB.PackPendingRewards(t.Address), stakingB.UnpackPendingRewards)
}

// stakingClaim claims every pending reward; with none it stakes.
func (s *simulator) stakingClaim(t devnet.Account) (pending, error) {
	r, err := s.pendingRewards(t)
	if err != nil {
		return pending{label: "staking claim"}, fmt.Errorf("pendingRewards: %w", err)
	}
	for _, a := range r.Amounts {
		if a.Sign() > 0 {
			return s.sendStaking(t, "NeoStaking.claim", stakingB.PackClaim())
		}
	}
	return s.stakeNeo(t)
}

// neoPaths are the FeeRouter paths from each reward token to NEO, through
// the core pools deploy seeds; NEO itself needs none.
var neoPaths = map[string][]string{
	"WETH": {"WETH", "NEO"},
	"USDC": {"USDC", "NEO"},
	"USDT": {"USDT", "WETH", "NEO"},
}

// stakingClaimAsNeo takes the pending reward in a random token as NEO: the
// minimum is FeeRouter's quote for the pending amount (the pools' amounts
// out with every fee deducted) less slippagePct; NEO itself is paid as is,
// its minimum the pending amount. With no pending reward it claims (and so
// stakes); with a reward too small to quote any NEO for, it claims.
func (s *simulator) stakingClaimAsNeo(t devnet.Account) (pending, error) {
	r, err := s.pendingRewards(t)
	if err != nil {
		return pending{label: "staking claim as NEO"}, fmt.Errorf("pendingRewards: %w", err)
	}
	var tokens []int
	for i, a := range r.Amounts {
		if a.Sign() > 0 {
			tokens = append(tokens, i)
		}
	}
	if len(tokens) == 0 {
		return s.stakeNeo(t)
	}
	i := tokens[s.rng.IntN(len(tokens))]
	token, amount := r.Tokens[i], r.Amounts[i]
	sym := s.symbolOf(token)
	deadline, err := s.deadline()
	if err != nil {
		return pending{label: "staking claim as NEO"}, err
	}
	if sym == "NEO" {
		return s.sendStaking(t, "NeoStaking.claimAsNeo NEO", stakingB.PackClaimAsNeo(token, nil, amount, deadline))
	}
	syms, ok := neoPaths[sym]
	if !ok {
		return s.stakingClaim(t) // a reward token without a known route
	}
	path := s.path(syms...)
	minOut, err := s.minOut(t.Address, amount, path)
	if err != nil {
		return pending{label: "staking claim as NEO " + sym}, err
	}
	if minOut.Sign() == 0 {
		return s.sendStaking(t, "NeoStaking.claim", stakingB.PackClaim())
	}
	return s.sendStaking(t, fmt.Sprintf("NeoStaking.claimAsNeo %v", syms), stakingB.PackClaimAsNeo(token, path, minOut, deadline))
}

// unstakeRequest moves the trader's position into an unstake ticket once
// it is unlocked; otherwise it withdraws.
func (s *simulator) unstakeRequest(t devnet.Account) (pending, error) {
	unlock, err := farmCall(s, t, s.d.NeoStaking, stakingB.PackUnlockTime(t.Address), stakingB.UnpackUnlockTime)
	if err != nil {
		return pending{label: "unstake request"}, fmt.Errorf("unlockTime: %w", err)
	}
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return pending{label: "unstake request"}, fmt.Errorf("read head: %w", err)
	}
	if unlock == 0 || unlock > head.Time { // no position, or a locked one
		return s.unstakeWithdraw(t)
	}
	return s.sendStaking(t, "NeoStaking.requestUnstake", stakingB.PackRequestUnstake())
}

// unstakeWithdraw withdraws what the trader's ticket has streamed; with
// nothing streamed it stakes.
func (s *simulator) unstakeWithdraw(t devnet.Account) (pending, error) {
	w, err := farmCall(s, t, s.d.NeoStaking, stakingB.PackWithdrawable(t.Address), stakingB.UnpackWithdrawable)
	if err != nil {
		return pending{label: "unstake withdraw"}, fmt.Errorf("withdrawable: %w", err)
	}
	if w.Sign() == 0 {
		return s.stakeNeo(t)
	}
	return s.sendStaking(t, "NeoStaking.withdrawUnstaked", stakingB.PackWithdrawUnstaked())
}
