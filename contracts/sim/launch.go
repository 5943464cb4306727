package sim

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/events"
	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/contracts/devnet"
)

var (
	curveB = bindings.NewLaunchpadCurve()
	lensB  = bindings.NewLaunchpadLens()
	vaultB = bindings.NewPveVault()
)

// Launch venue sizes, in milli-ether, drawn log-uniformly.
const (
	minCurveBuyMilli = 5
	maxCurveBuyMilli = 600
	// floorBuyMilli is sent by a buy meant to reach the floor: more than the
	// about 4.05 ETH a fresh coin needs with the devnet parameters; the
	// curve refunds the rest.
	floorBuyMilli = 5_000
	// sellGas is the fixed gas limit of a sell sent right behind its
	// approval (its estimation would fail before the approval is mined).
	sellGas = 400_000
	// maxClaimScan is how many of the latest graduated PvE coins claims
	// look at.
	maxClaimScan = 20
)

// coin is a coin this run launched, with the status its own logs showed.
type coin struct {
	addr    common.Address
	creator common.Address
	vault   common.Address // PvE vault, zero for a plain coin
	status  launch.Status
}

// venue is the simulator's view of the launch venue.
type venue struct {
	coins  []*coin
	byAddr map[common.Address]*coin
	// frozen lists coins waiting for graduation, oldest first.
	frozen []*coin
	// pveDone lists the last maxClaimScan graduated PvE coins, newest
	// last (claims); graduated coins leave coins and byAddr.
	pveDone []*coin
	// touched holds the coins the round's actions use (one action per coin
	// per round, so no quote goes stale before it is mined); intents and
	// direct hold the creators of the round's intent and direct launches
	// (a creator's direct launch would make its intent's nonce stale).
	touched  map[common.Address]bool
	intents  map[common.Address]bool
	direct   map[common.Address]bool
	approved map[[2]common.Address]bool // (trader, coin) allowances granted to the curve
}

func newVenue() *venue {
	return &venue{
		byAddr:   map[common.Address]*coin{},
		touched:  map[common.Address]bool{},
		intents:  map[common.Address]bool{},
		direct:   map[common.Address]bool{},
		approved: map[[2]common.Address]bool{},
	}
}

// venueActions are the launch venue's actions with their relative weights.
var venueActions = []action{
	{"launch with intent", 12, (*simulator).launchIntent},
	{"launch", 10, (*simulator).launchDirect},
	{"curve buy", 34, (*simulator).curveBuy},
	{"curve sell", 24, (*simulator).curveSell},
	{"curve buy to the floor", 8, (*simulator).curveBuyToFloor},
	{"PvE feed", 4, (*simulator).pveFeed},
	{"PvE claim", 8, (*simulator).pveClaim},
}

// venueEnabled reports whether this run acts on the launch venue.
func (s *simulator) venueEnabled() bool {
	return s.cfg.LaunchShare > 0 && s.d.LaunchpadCurve != (common.Address{}) && s.d.LaunchpadLens != (common.Address{})
}

// startRound forgets the previous round's per-round choices.
func (v *venue) startRound() {
	clear(v.touched)
	clear(v.intents)
	clear(v.direct)
}

// milliEth draws a log-uniform amount between lo and hi milli-ether, in wei.
func (s *simulator) milliEth(lo, hi float64) *big.Int {
	m := lo * math.Exp(s.rng.Float64()*math.Log(hi/lo))
	wei, _ := new(big.Float).Mul(big.NewFloat(m), big.NewFloat(1e15)).Int(nil)
	return wei
}

// pickCoin returns a random coin of this run in status st, untouched this
// round and accepted by ok (nil accepts all); nil when there is none.
func (s *simulator) pickCoin(st launch.Status, ok func(*coin) bool) *coin {
	var cands []*coin
	for _, c := range s.venue.coins {
		if c.status == st && !s.venue.touched[c.addr] && (ok == nil || ok(c)) {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	c := cands[s.rng.IntN(len(cands))]
	s.venue.touched[c.addr] = true
	return c
}

var (
	coinAdjectives = []string{"Neo", "Moon", "Based", "Tiny", "Giga", "Sleepy", "Laser", "Frosty", "Lucky", "Turbo"}
	coinNouns      = []string{"Cat", "Frog", "Dog", "Pepe", "Rocket", "Whale", "Otter", "Goblin", "Panda", "Bean"}
)

// coinMetadata draws a coin's name, symbol and the exact metadata JSON bytes.
func (s *simulator) coinMetadata() (name, symbol string, metadata []byte) {
	adj, noun := pick(s, coinAdjectives...), pick(s, coinNouns...)
	n := s.rng.IntN(1000)
	name = fmt.Sprintf("%s %s %d", adj, noun, n)
	symbol = fmt.Sprintf("%s%s%d", strings.ToUpper(adj[:1]), strings.ToUpper(noun[:min(3, len(noun))]), n)
	metadata = fmt.Appendf(nil, `{"name":%q,"symbol":%q,"description":"Launched by the devnet simulator.","image":"ipfs://sim/%d"}`, name, symbol, n)
	return name, symbol, metadata
}

// launchIntent has another trader (the creator) sign a LaunchIntent with
// common/launch and the acting trader submit it through buyWithIntent,
// usually with a first buy.
func (s *simulator) launchIntent(t devnet.Account) (pending, error) {
	var creators []devnet.Account
	for _, c := range s.cfg.Traders {
		if c.Address != t.Address && !s.venue.intents[c.Address] && !s.venue.direct[c.Address] {
			creators = append(creators, c)
		}
	}
	if len(creators) == 0 {
		return s.launchDirect(t)
	}
	creator := pick(s, creators...)
	s.venue.intents[creator.Address] = true
	p := pending{label: "buyWithIntent", kind: kindLaunch}

	out, err := s.call(t.Address, s.d.LaunchpadCurve, curveB.PackLaunchNonce(creator.Address))
	if err != nil {
		return p, fmt.Errorf("launch nonce: %w", err)
	}
	nonce, err := curveB.UnpackLaunchNonce(out)
	if err != nil {
		return p, fmt.Errorf("launch nonce: %w", err)
	}
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return p, fmt.Errorf("read head: %w", err)
	}
	name, symbol, metadata := s.coinMetadata()
	in := launch.Intent{
		Creator:      creator.Address,
		Name:         name,
		Symbol:       symbol,
		MetadataHash: launch.MetadataHash(metadata),
		Salt:         new(big.Int).SetUint64(s.rng.Uint64()),
		Nonce:        nonce,
		// Within LaunchpadCurve's MAX_INTENT_LIFETIME (7 days) of the block.
		Deadline: new(big.Int).SetUint64(head.Time + min(s.timeMargin(), 6*24*3600) + uint64(s.rng.IntN(24*3600))),
	}
	if s.rng.IntN(2) == 0 {
		in.Submitter = t.Address // a dev buy: only the acting trader may submit
	}
	if s.rng.IntN(3) == 0 {
		in.FeeRecipient = pick(s, s.cfg.Traders...).Address
	}
	sig, err := in.Sign(launch.NewDomain(s.chainID, s.d.LaunchpadCurve), creator.Key)
	if err != nil {
		return p, err
	}
	var value *big.Int
	if s.rng.IntN(5) != 0 {
		value = s.milliEth(minCurveBuyMilli, maxCurveBuyMilli)
	}
	p.tx, err = s.send(t, s.d.LaunchpadCurve, curveB.PackBuyWithIntent(in.Binding(), sig, new(big.Int)), value)
	return p, err
}

// launchDirect launches a coin with the acting trader as creator through
// launch(), with a dev buy; two in five are PvE coins. When the trader's
// intent is pending this round it swaps on the DEX instead.
func (s *simulator) launchDirect(t devnet.Account) (pending, error) {
	if s.venue.intents[t.Address] {
		return s.swapETHIn(t)
	}
	s.venue.direct[t.Address] = true
	p := pending{label: "launch", kind: kindLaunch}
	name, symbol, metadata := s.coinMetadata()
	args := bindings.ILaunchpadCurveLaunchArgs{
		Name:         name,
		Symbol:       symbol,
		MetadataHash: launch.MetadataHash(metadata),
		Salt:         new(big.Int).SetUint64(s.rng.Uint64()),
		PveEth:       new(big.Int),
	}
	value := new(big.Int)
	if s.rng.IntN(4) != 0 {
		value = s.milliEth(minCurveBuyMilli, maxCurveBuyMilli/2)
	}
	if s.rng.IntN(5) < 2 {
		p.label = "launch PvE"
		args.PveEth = s.milliEth(20, 300)
		value.Add(value, args.PveEth)
	}
	var err error
	p.tx, err = s.send(t, s.d.LaunchpadCurve, curveB.PackLaunch(args, new(big.Int)), value)
	return p, err
}

// quoteBuy returns the lens quote of a buy; zero tokens when the curve
// would refuse it.
func (s *simulator) quoteBuy(from, token common.Address, value *big.Int) (bindings.QuoteBuyOutput, error) {
	out, err := s.call(from, s.d.LaunchpadLens, lensB.PackQuoteBuy(token, value))
	if err != nil {
		return bindings.QuoteBuyOutput{}, fmt.Errorf("quote buy: %w", err)
	}
	return lensB.UnpackQuoteBuy(out)
}

// buyCoin buys c with value wei, accepting slippagePct below the quote.
// It returns ok false when the curve would refuse the buy.
func (s *simulator) buyCoin(t devnet.Account, c *coin, value *big.Int, label string, feed bool) (pending, bool, error) {
	p := pending{label: label, kind: kindCurveTrade}
	q, err := s.quoteBuy(t.Address, c.addr, value)
	if err != nil {
		return p, true, err
	}
	if q.TokensOut.Sign() == 0 {
		return p, false, nil
	}
	minOut := percent(q.TokensOut, 100-slippagePct)
	data := curveB.PackBuy(c.addr, minOut)
	if feed {
		data = curveB.PackFeedPve(c.addr, minOut)
	}
	p.tx, err = s.send(t, s.d.LaunchpadCurve, data, value)
	return p, true, err
}

// curveBuy buys a random trading coin; with none it launches one.
func (s *simulator) curveBuy(t devnet.Account) (pending, error) {
	for range 3 {
		c := s.pickCoin(launch.StatusTrading, nil)
		if c == nil {
			break
		}
		p, ok, err := s.buyCoin(t, c, s.milliEth(minCurveBuyMilli, maxCurveBuyMilli), "curve buy", false)
		if ok {
			return p, err
		}
		s.refresh(c)
	}
	return s.launchDirect(t)
}

// curveBuyToFloor buys a trading coin up to its floor, freezing it, unless
// a coin already waits for graduation (graduations are spaced out so that
// each one's NEO swap does not push another's NEO/WETH check off its TWAP).
func (s *simulator) curveBuyToFloor(t devnet.Account) (pending, error) {
	if len(s.venue.frozen) > 0 {
		return s.curveBuy(t)
	}
	c := s.pickCoin(launch.StatusTrading, nil)
	if c == nil {
		return s.launchDirect(t)
	}
	p, ok, err := s.buyCoin(t, c, new(big.Int).Mul(big.NewInt(floorBuyMilli), big.NewInt(1e15)), "curve buy to the floor", false)
	if !ok {
		s.refresh(c)
		return s.curveBuy(t)
	}
	return p, err
}

// pveFeed feeds the escrow of a trading PvE coin the trader created.
func (s *simulator) pveFeed(t devnet.Account) (pending, error) {
	c := s.pickCoin(launch.StatusTrading, func(c *coin) bool { return c.vault != (common.Address{}) && c.creator == t.Address })
	if c == nil {
		return s.curveBuy(t)
	}
	p, ok, err := s.buyCoin(t, c, s.milliEth(10, 100), "feedPve", true)
	if !ok {
		s.refresh(c)
		return s.curveBuy(t)
	}
	return p, err
}

// curveSell sells part of the trader's holding of a trading coin; the
// first sell of a coin is preceded by an unlimited approval of the curve.
func (s *simulator) curveSell(t devnet.Account) (pending, error) {
	p := pending{label: "curve sell", kind: kindCurveTrade}
	for range 5 {
		c := s.pickCoin(launch.StatusTrading, nil)
		if c == nil {
			break
		}
		out, err := s.call(t.Address, c.addr, erc20.PackBalanceOf(t.Address))
		if err != nil {
			return p, fmt.Errorf("balance: %w", err)
		}
		bal, err := erc20.UnpackBalanceOf(out)
		if err != nil {
			return p, fmt.Errorf("balance: %w", err)
		}
		if bal.Sign() == 0 {
			continue
		}
		amount := percent(bal, int64(20+s.rng.IntN(81)))
		out, err = s.call(t.Address, s.d.LaunchpadLens, lensB.PackQuoteSell(c.addr, amount))
		if err != nil {
			return p, fmt.Errorf("quote sell: %w", err)
		}
		ethOut, err := lensB.UnpackQuoteSell(out)
		if err != nil {
			return p, fmt.Errorf("quote sell: %w", err)
		}
		if ethOut.Sign() == 0 {
			s.refresh(c)
			continue
		}
		data := curveB.PackSell(c.addr, amount, percent(ethOut, 100-slippagePct))
		key := [2]common.Address{t.Address, c.addr}
		if s.venue.approved[key] {
			p.tx, err = s.send(t, s.d.LaunchpadCurve, data, nil)
			return p, err
		}
		if p.pre, err = s.send(t, c.addr, erc20.PackApprove(s.d.LaunchpadCurve, maxUint256), nil); err != nil {
			return p, fmt.Errorf("approve: %w", err)
		}
		s.venue.approved[key] = true
		p.tx, err = s.sendGas(t, s.d.LaunchpadCurve, data, nil, sellGas)
		return p, err
	}
	return s.curveBuy(t)
}

// pveClaim claims the trader's shares of recently graduated PvE coins.
func (s *simulator) pveClaim(t devnet.Account) (pending, error) {
	done := s.venue.pveDone
	byVault := map[common.Address][]common.Address{}
	var vaults []common.Address
	for _, c := range done {
		out, err := s.call(t.Address, c.vault, vaultB.PackClaimable(c.addr, t.Address))
		if err != nil {
			return pending{label: "PvE claim"}, fmt.Errorf("claimable: %w", err)
		}
		amt, err := vaultB.UnpackClaimable(out)
		if err != nil {
			return pending{label: "PvE claim"}, fmt.Errorf("claimable: %w", err)
		}
		if amt.Sign() > 0 {
			if byVault[c.vault] == nil {
				vaults = append(vaults, c.vault)
			}
			byVault[c.vault] = append(byVault[c.vault], c.addr)
		}
	}
	if len(vaults) == 0 {
		return s.curveBuy(t)
	}
	vault := vaults[0]
	p := pending{label: "PvE claimMany", kind: kindPveClaim}
	var err error
	p.tx, err = s.send(t, vault, vaultB.PackClaimMany(byVault[vault]), nil)
	return p, err
}

// refresh re-reads a coin's status after the chain refused an action on it
// (another account may have frozen, unfrozen or graduated it).
func (s *simulator) refresh(c *coin) {
	out, err := s.call(c.creator, s.d.LaunchpadCurve, curveB.PackStatusOf(c.addr))
	if err != nil {
		return
	}
	st, err := curveB.UnpackStatusOf(out)
	if err != nil {
		return
	}
	s.setStatus(c, launch.Status(st))
}

// setStatus records a coin's new status and keeps the frozen queue in step.
func (s *simulator) setStatus(c *coin, st launch.Status) {
	if c.status == st {
		return
	}
	if c.status == launch.StatusFrozen {
		for i, f := range s.venue.frozen {
			if f == c {
				s.venue.frozen = append(s.venue.frozen[:i], s.venue.frozen[i+1:]...)
				break
			}
		}
	}
	c.status = st
	switch st {
	case launch.StatusFrozen:
		s.venue.frozen = append(s.venue.frozen, c)
	case launch.StatusGraduated:
		// Off the curve for good: keep only recent PvE coins, for claims.
		for i, x := range s.venue.coins {
			if x == c {
				s.venue.coins = append(s.venue.coins[:i], s.venue.coins[i+1:]...)
				break
			}
		}
		delete(s.venue.byAddr, c.addr)
		if c.vault != (common.Address{}) {
			s.venue.pveDone = append(s.venue.pveDone, c)
			if n := len(s.venue.pveDone); n > maxClaimScan {
				s.venue.pveDone = s.venue.pveDone[n-maxClaimScan:]
			}
		}
	}
}

// observe updates the venue from the curve's logs in a mined receipt.
func (s *simulator) observe(r *types.Receipt) {
	for _, l := range r.Logs {
		if l.Address != s.d.LaunchpadCurve {
			continue
		}
		ev, err := events.Default.Decode("LaunchpadCurve", l)
		if err != nil {
			continue
		}
		switch e := ev.(type) {
		case *bindings.LaunchpadCurveTokenCreated:
			if s.venue.byAddr[e.Token] == nil {
				c := &coin{addr: e.Token, creator: e.Creator, vault: e.PveVault, status: launch.StatusTrading}
				s.venue.coins = append(s.venue.coins, c)
				s.venue.byAddr[e.Token] = c
			}
		case *bindings.LaunchpadCurveFloorReached:
			if c := s.venue.byAddr[e.Token]; c != nil {
				s.setStatus(c, launch.StatusFrozen)
			}
		case *bindings.LaunchpadCurveUnfrozen:
			if c := s.venue.byAddr[e.Token]; c != nil {
				s.setStatus(c, launch.StatusTrading)
			}
		case *bindings.LaunchpadCurveGraduated:
			if c := s.venue.byAddr[e.Token]; c != nil {
				s.setStatus(c, launch.StatusGraduated)
			}
		}
	}
}

// graduationWaits are the curve errors that mean "not yet": the block after
// the freeze (TooEarly, as eth_estimateGas runs at the head), the NEO/WETH
// spot away from its TWAP, or no NEO market.
var graduationWaits = map[string]bool{"TooEarly": true, "NeoPriceDeviates": true, "NoNeoMarket": true}

// keep is the keeper step of a round: it graduates the oldest frozen coin
// of this run in a block of its own (graduate is permissionless and pays
// the bounty to the sender), so no other action of the round moves the
// NEO/WETH price it is checked against. A coin not ready yet is left for a
// later round; one another account moved on is dropped.
func (s *simulator) keep(stats *Stats) error {
	if len(s.venue.frozen) == 0 {
		return nil
	}
	c := s.venue.frozen[0]
	keeper := s.cfg.Traders[s.next%len(s.cfg.Traders)]
	tx, err := s.send(keeper, s.d.LaunchpadCurve, curveB.PackGraduate(c.addr), nil)
	if err != nil {
		if s.ctx.Err() != nil {
			return s.ctx.Err()
		}
		reason := curveError(err)
		if graduationWaits[reason] {
			s.log.Debug("sim: graduation waits", "token", c.addr, "reason", reason)
			return nil
		}
		if reason == "NotFrozen" {
			s.refresh(c)
			return nil
		}
		stats.Failed++
		s.log.Warn("sim: graduate failed", "token", c.addr, "err", err)
		s.refresh(c)
		if c.status == launch.StatusFrozen { // do not retry the same failure every round
			s.venue.frozen = append(s.venue.frozen[1:], c)
		}
		return nil
	}
	receipts, err := s.mine([]*types.Transaction{tx})
	if err != nil {
		return err
	}
	if receipts[0].Status != types.ReceiptStatusSuccessful {
		s.refresh(c)
		if c.status != launch.StatusGraduated {
			stats.Failed++
			s.log.Warn("sim: graduate reverted", "token", c.addr, "tx", receipts[0].TxHash, "block", receipts[0].BlockNumber)
		}
		return nil
	}
	s.observe(receipts[0])
	stats.Graduations++
	return nil
}

// curveError returns the name of the curve's custom error that err (of an
// eth_call or gas estimation) carries, such as "TooEarly"; "" when it
// carries none the curve declares.
func curveError(err error) string {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return ""
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return ""
	}
	data, derr := hexutil.Decode(s)
	if derr != nil || len(data) < 4 {
		return ""
	}
	for _, e := range curveB.GetABI().Errors {
		if string(e.ID[:4]) == string(data[:4]) {
			return e.Name
		}
	}
	return ""
}
