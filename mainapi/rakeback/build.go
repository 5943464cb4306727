package rakeback

import (
	"bytes"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/merkle"
)

// MaxTokens is RakebackV2.MAX_TOKENS_PER_EPOCH: the most tokens one root covers.
const MaxTokens = 8

// maxDeclared is the largest slice total RakebackV2 can book: Slice.declaredTotal
// is a uint128, so a slice is never declared above it.
var maxDeclared = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))

// Accrual is one wallet's Rakeback accrual of one token in one epoch (2/7 of the
// protocol fees it paid), with its write-time USD value ("" when unpriced, which
// counts as zero). Rows of the same (epoch, account, token) are summed before
// the vest, which is defined on the epoch's total.
type Accrual struct {
	Epoch   int64
	Account common.Address
	Token   common.Address
	Amount  *big.Int
	USD     string
}

// Leaf is one leaf of an epoch's tree: with the epoch, exactly the arguments of
// RakebackV2.claim. USD is the leaf's share of the accruals' frozen USD values.
type Leaf struct {
	Index   uint64
	Token   common.Address
	Account common.Address
	Amount  *big.Int
	USD     decimal.Decimal
}

// Slice is one token of the root: what postRoot declares for it.
type Slice struct {
	Token    common.Address
	Declared *big.Int
	USD      decimal.Decimal
	Leaves   int
	Scale    *Scale // non-nil when the slice was cut to its measured inflow
}

// Unposted is a token with vested Rakeback that the epoch's root leaves out:
// beyond the MaxTokens largest by USD, or nothing left after the cap.
type Unposted struct {
	Token  common.Address
	Needed *big.Int        // vested total before any cap
	USD    decimal.Decimal // of what would have been posted
	Scale  *Scale          // non-nil when the cap cut it (to zero when it is the reason)
	Reason string          // "over max tokens" or "no inflow"
}

// Epoch is a built epoch: leaves in index order (Leaves[i].Index == i), the
// posted slices by ascending token (the postRoot arrays), the tokens left out,
// and the tree (nil when no leaf remains: nothing to post).
type Epoch struct {
	Epoch     int64
	Leaves    []Leaf
	Slices    []Slice
	NotPosted []Unposted
	Tree      *merkle.Tree
}

// Values are the leaves as merkle values (Tree.Proof(i) proves Values()[i]).
func (e *Epoch) Values() []merkle.RakebackValue {
	out := make([]merkle.RakebackValue, len(e.Leaves))
	for i, l := range e.Leaves {
		out[i] = merkle.RakebackValue{Epoch: uint64(e.Epoch), Token: l.Token, Index: l.Index, Account: l.Account, Amount: l.Amount}
	}
	return out
}

// PostArgs are the arguments of RakebackV2.postRoot after the epoch: the root
// and, per slice by ascending token, the token and its declared total.
func (e *Epoch) PostArgs() (root common.Hash, tokens []common.Address, totals []*big.Int) {
	if e.Tree != nil {
		root = e.Tree.Root()
	}
	for _, s := range e.Slices {
		tokens = append(tokens, s.Token)
		totals = append(totals, s.Declared)
	}
	return root, tokens, totals
}

type accKey struct {
	epoch          int64
	account, token common.Address
}

// candidate is a token's slice before the MaxTokens choice.
type candidate struct {
	slice  Slice
	leaves []vested
	needed *big.Int
}

type vested struct {
	account common.Address
	amount  *big.Int
	usd     decimal.Decimal
}

// Build makes epoch's leaves from the accruals of epochs epoch-2 .. epoch (rows
// of other epochs are ignored, so a caller may pass a wider window): per wallet
// and token the vested amount Vest(A(E))[0] + Vest(A(E-1))[1] + Vest(A(E-2))[2];
// each token's leaves capped at available[token] (what RakebackV2 can still post
// for it; a token missing from the map has none) and zero leaves dropped; the
// MaxTokens tokens of largest USD kept; indexes assigned by token, then
// account, ascending bytes; and the standard tree built over them.
func Build(epoch int64, accruals []Accrual, available map[common.Address]*big.Int) (*Epoch, error) {
	if epoch < 0 {
		return nil, fmt.Errorf("rakeback: epoch %d is negative", epoch)
	}
	// Each (epoch, account, token) total first: the vest floors apply to it.
	totals := map[accKey]*vested{}
	for i, a := range accruals {
		if a.Amount == nil || a.Amount.Sign() < 0 {
			return nil, fmt.Errorf("rakeback: accrual %d amount %v is not a non-negative integer", i, a.Amount)
		}
		d := epoch - a.Epoch
		if d < 0 || d > 2 {
			continue
		}
		usd := decimal.Zero
		if a.USD != "" {
			var err error
			if usd, err = decimal.NewFromString(a.USD); err != nil {
				return nil, fmt.Errorf("rakeback: accrual %d usd %q: %w", i, a.USD, err)
			}
		}
		k := accKey{a.Epoch, a.Account, a.Token}
		if t := totals[k]; t != nil {
			t.amount.Add(t.amount, a.Amount)
			t.usd = t.usd.Add(usd)
		} else {
			totals[k] = &vested{a.Account, new(big.Int).Set(a.Amount), usd}
		}
	}
	type wt struct{ account, token common.Address }
	byWallet := map[wt]*vested{}
	for k, t := range totals {
		d := epoch - k.epoch
		amt, usd := Vest(t.amount)[d], VestUSD(t.usd, t.amount)[d]
		w := wt{k.account, k.token}
		if v := byWallet[w]; v != nil {
			v.amount.Add(v.amount, amt)
			v.usd = v.usd.Add(usd)
		} else {
			byWallet[w] = &vested{k.account, amt, usd}
		}
	}
	byToken := map[common.Address][]vested{}
	for w, v := range byWallet {
		if v.amount.Sign() > 0 {
			byToken[w.token] = append(byToken[w.token], *v)
		}
	}

	out := &Epoch{Epoch: epoch}
	var cands []candidate
	for token, vs := range byToken {
		slices.SortFunc(vs, func(a, b vested) int { return bytes.Compare(a.account[:], b.account[:]) })
		c, un := capSlice(token, vs, available[token])
		if un != nil {
			out.NotPosted = append(out.NotPosted, *un)
			continue
		}
		cands = append(cands, c)
	}
	// Largest USD first (ties: larger amount, then lower token) decides which
	// MaxTokens tokens the root covers.
	slices.SortFunc(cands, func(a, b candidate) int {
		if c := b.slice.USD.Cmp(a.slice.USD); c != 0 {
			return c
		}
		if c := b.slice.Declared.Cmp(a.slice.Declared); c != 0 {
			return c
		}
		return bytes.Compare(a.slice.Token[:], b.slice.Token[:])
	})
	for _, c := range cands[min(len(cands), MaxTokens):] {
		out.NotPosted = append(out.NotPosted, Unposted{Token: c.slice.Token, Needed: c.needed, USD: c.slice.USD, Scale: c.slice.Scale, Reason: "over max tokens"})
	}
	cands = cands[:min(len(cands), MaxTokens)]
	slices.SortFunc(cands, func(a, b candidate) int { return bytes.Compare(a.slice.Token[:], b.slice.Token[:]) })
	slices.SortFunc(out.NotPosted, func(a, b Unposted) int { return bytes.Compare(a.Token[:], b.Token[:]) })

	for _, c := range cands {
		for _, v := range c.leaves {
			out.Leaves = append(out.Leaves, Leaf{Index: uint64(len(out.Leaves)), Token: c.slice.Token, Account: v.account, Amount: v.amount, USD: v.usd})
		}
		out.Slices = append(out.Slices, c.slice)
	}
	if len(out.Leaves) == 0 {
		return out, nil
	}
	tree, err := merkle.BuildRakeback(out.Values())
	if err != nil {
		return nil, err
	}
	out.Tree = tree
	return out, nil
}

// capSlice cuts one token's sorted leaves to its inflow (never above what a
// uint128 declaredTotal holds), scales their USD alike and drops the leaves
// the cut brings to zero. It returns the candidate slice, or why it is not posted.
func capSlice(token common.Address, vs []vested, available *big.Int) (c candidate, un *Unposted) {
	if available == nil || available.Sign() < 0 {
		available = new(big.Int)
	}
	if available.Cmp(maxDeclared) > 0 {
		available = maxDeclared
	}
	amounts := make([]*big.Int, len(vs))
	needed := new(big.Int)
	for i, v := range vs {
		amounts[i] = v.amount
		needed.Add(needed, v.amount)
	}
	capped, scale := Cap(amounts, available)
	c.needed = needed
	c.slice = Slice{Token: token, Declared: new(big.Int), USD: decimal.Zero, Scale: scale}
	for i, v := range vs {
		if capped[i].Sign() == 0 {
			continue
		}
		if scale != nil {
			// The same fraction of the USD as of the amount.
			v.usd = v.usd.Mul(decimal.NewFromBigInt(capped[i], 0)).DivRound(decimal.NewFromBigInt(v.amount, 0), usdPlaces)
			v.amount = capped[i]
		}
		c.leaves = append(c.leaves, v)
		c.slice.Declared.Add(c.slice.Declared, v.amount)
		c.slice.USD = c.slice.USD.Add(v.usd)
	}
	c.slice.Leaves = len(c.leaves)
	if len(c.leaves) == 0 {
		return c, &Unposted{Token: token, Needed: needed, USD: decimal.Zero, Scale: scale, Reason: "no inflow"}
	}
	return c, nil
}
