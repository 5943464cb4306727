package systemtest_test

// stkRef is NeoStaking's accounting in big.Int, written from the contract's
// documented rules (not its code): effective = amount * (10000 + boost) /
// 10000 with the option's boost when the position last changed; a
// notification adds floor(amount * 1e36 / totalEffective) to the token's
// accumulator, or is forwarded when nothing is staked or the token is not
// active; a settlement credits floor(effective * (acc - accPaid) / 1e36).

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

type stkRefPos struct {
	amount, eff *big.Int
	start       uint64
	option      uint8
}

type stkRef struct {
	anchor   uint64
	boost    [4]int64
	tokens   []common.Address // listed reward tokens
	active   map[common.Address]bool
	acc      map[common.Address]*big.Int
	pos      map[int]*stkRefPos
	accPaid  map[int]map[common.Address]*big.Int
	pend     map[int]map[common.Address]*big.Int
	totalEff *big.Int
}

func newStkRef(anchor uint64, boost [4]int64, tokens []common.Address) *stkRef {
	m := &stkRef{anchor: anchor, boost: boost, active: map[common.Address]bool{}, acc: map[common.Address]*big.Int{},
		pos: map[int]*stkRefPos{}, accPaid: map[int]map[common.Address]*big.Int{},
		pend: map[int]map[common.Address]*big.Int{}, totalEff: new(big.Int)}
	for _, tk := range tokens {
		m.tokens = append(m.tokens, tk)
		m.active[tk] = true
		m.acc[tk] = new(big.Int)
	}
	return m
}

func (m *stkRef) effOf(amount *big.Int, option uint8) *big.Int {
	return stkMulDiv(amount, big.NewInt(stkBpsUnit+m.boost[option]), big.NewInt(stkBpsUnit))
}

func (m *stkRef) account(u int) (*stkRefPos, map[common.Address]*big.Int, map[common.Address]*big.Int) {
	if m.pos[u] == nil {
		m.pos[u] = &stkRefPos{amount: new(big.Int), eff: new(big.Int)}
		m.accPaid[u] = map[common.Address]*big.Int{}
		m.pend[u] = map[common.Address]*big.Int{}
	}
	for _, tk := range m.tokens {
		if m.accPaid[u][tk] == nil {
			m.accPaid[u][tk] = new(big.Int)
			m.pend[u][tk] = new(big.Int)
		}
	}
	return m.pos[u], m.accPaid[u], m.pend[u]
}

// accrued is what u earned in tk since its last settlement.
func (m *stkRef) accrued(u int, tk common.Address) *big.Int {
	p, paid, _ := m.account(u)
	return stkMulDiv(p.eff, new(big.Int).Sub(m.acc[tk], paid[tk]), stkAccPrecision)
}

func (m *stkRef) settle(u int) {
	_, paid, pend := m.account(u)
	for _, tk := range m.tokens {
		pend[tk].Add(pend[tk], m.accrued(u, tk))
		paid[tk] = new(big.Int).Set(m.acc[tk])
	}
}

func (m *stkRef) setEff(u int, eff *big.Int) {
	p, _, _ := m.account(u)
	m.totalEff.Sub(m.totalEff, p.eff).Add(m.totalEff, eff)
	p.eff = new(big.Int).Set(eff)
}

// stake opens or appends to u's position at time now and returns the
// position's (new) start.
func (m *stkRef) stake(u int, amount *big.Int, option uint8, now uint64) uint64 {
	p, _, _ := m.account(u)
	m.settle(u)
	if p.amount.Sign() == 0 {
		p.start = now
	} else {
		total := new(big.Int).Add(p.amount, amount)
		w := new(big.Int).Mul(stkU(p.start), p.amount)
		w.Add(w, new(big.Int).Mul(stkU(now), amount))
		p.start = w.Div(w, total).Uint64()
	}
	p.amount = new(big.Int).Add(p.amount, amount)
	p.option = option
	m.setEff(u, m.effOf(p.amount, option))
	return p.start
}

// imported opens u's position with a given start.
func (m *stkRef) imported(u int, amount *big.Int, option uint8, start uint64) {
	m.stake(u, amount, option, start)
}

// unlock is when u's position unlocks.
func (m *stkRef) unlock(u int) uint64 {
	p, _, _ := m.account(u)
	return max(p.start, m.anchor) + stkLockDays[p.option]*stkDay
}

// unstake closes u's position (into a ticket) and returns its amount.
func (m *stkRef) unstake(u int) *big.Int {
	p, _, _ := m.account(u)
	m.settle(u)
	m.setEff(u, new(big.Int))
	amount := p.amount
	p.amount, p.start, p.option = new(big.Int), 0, 0
	return amount
}

// notify applies a payout of amount of tk; it reports whether the payout is
// forwarded to the treasury and the token's accumulator after it.
func (m *stkRef) notify(tk common.Address, amount *big.Int) (forwarded bool, acc *big.Int) {
	if !m.active[tk] || m.totalEff.Sign() == 0 {
		return true, m.acc[tk]
	}
	m.acc[tk].Add(m.acc[tk], stkMulDiv(amount, stkAccPrecision, m.totalEff))
	return false, m.acc[tk]
}

// claim settles u and takes its pending rewards (the non-zero ones, by token).
func (m *stkRef) claim(u int) map[common.Address]*big.Int {
	m.settle(u)
	out := map[common.Address]*big.Int{}
	_, _, pend := m.account(u)
	for _, tk := range m.tokens {
		if pend[tk].Sign() != 0 {
			out[tk] = pend[tk]
			pend[tk] = new(big.Int)
		}
	}
	return out
}

// pendingView is pendingReward(u, tk): credited plus accrued.
func (m *stkRef) pendingView(u int, tk common.Address) *big.Int {
	_, _, pend := m.account(u)
	return new(big.Int).Add(pend[tk], m.accrued(u, tk))
}
