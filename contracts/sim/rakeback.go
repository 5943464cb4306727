package sim

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// Rakeback claims: every rakebackEvery rounds, each trader that claims at
// all (two thirds of them: see rakebackClaimer) flips a coin and, on heads,
// reads its proofs from mainapi (GET {RakebackAPI}/rakeback/{address}/proof,
// spec 4.5), keeps the leaves the chain would pay now (slice claimable, leaf
// unclaimed, window open, the root the one on chain) and claims them one of
// three ways: claim of one leaf, claimMany of all of them, or claimAsNeo of
// one leaf (a NEO leaf as is, another through its route to NEO with the
// quote less rakebackSlippagePct). The other third never claims, so its
// leaves expire.
//
// mainapi may be down or behind: a failed request or a non-200 answer skips
// the trader quietly. The choices draw from a random source of their own, so
// turning claims on does not change which actions the traders take.

const (
	// rakebackEvery is how many rounds pass between claim steps.
	rakebackEvery = 4
	// rakebackSlippagePct is the output claimAsNeo accepts below its quote.
	rakebackSlippagePct = 3
	// slice status Claimable (RakebackV2.Status).
	sliceClaimable = 2
)

var rakebackB = bindings.NewRakebackV2()

// rakebackState is the claim step's state.
type rakebackState struct {
	rng    *rand.Rand
	client *http.Client
}

// proofItem is one leaf of GET /rakeback/{address}/proof.
type proofItem struct {
	Epoch  uint64   `json:"epoch"`
	Token  string   `json:"token"`
	Index  uint64   `json:"index"`
	Amount string   `json:"amount"`
	Proof  []string `json:"proof"`
	Root   string   `json:"root"`
}

// leaf is a proof item checked against the chain.
type leaf struct {
	epoch, index *big.Int
	token        common.Address
	amount       *big.Int
	proof        [][32]byte
}

// rakebackEnabled reports whether the run claims: an API URL and a
// deployment with RakebackV2.
func (s *simulator) rakebackEnabled() bool {
	return s.cfg.RakebackAPI != "" && s.d.Rakeback != (common.Address{})
}

// rakebackDue reports whether the round about to start runs the claim step.
func (s *simulator) rakebackDue(stats *Stats) bool {
	return s.rakebackEnabled() && stats.Rounds > 0 && stats.Rounds%rakebackEvery == 0
}

// rakebackClaimer reports whether the trader at position i of
// Config.Traders ever claims: all but every third, deterministically.
func rakebackClaimer(i int) bool { return i%3 != 1 }

// claimRakeback runs the claim step: one block of claims. A claim that
// fails counts in Stats.Failed; only a chain that cannot be read or
// written ends the run.
func (s *simulator) claimRakeback(stats *Stats) error {
	if s.rakeback == nil {
		s.rakeback = &rakebackState{
			rng:    rand.New(rand.NewPCG(s.cfg.Seed^0x7261_6b65, s.cfg.Seed^0x6261_636b)),
			client: &http.Client{Timeout: 5 * time.Second},
		}
	}
	var txs []*types.Transaction
	var leaves []int
	for i, t := range s.cfg.Traders {
		if !rakebackClaimer(i) || s.rakeback.rng.IntN(2) == 0 {
			continue
		}
		items, ok := s.fetchProofs(t.Address)
		if !ok || len(items) == 0 {
			continue
		}
		claimable, err := s.claimableLeaves(t, items)
		if err != nil {
			return err
		}
		if len(claimable) == 0 {
			continue
		}
		tx, n, err := s.sendClaim(t, claimable)
		if err != nil {
			if s.ctx.Err() != nil {
				return s.ctx.Err()
			}
			stats.Failed++
			s.log.Warn("sim: rakeback claim failed", "trader", t.Address, "err", err)
			continue
		}
		txs = append(txs, tx)
		leaves = append(leaves, n)
	}
	receipts, err := s.mine(txs)
	if err != nil {
		return err
	}
	for i, r := range receipts {
		if r.Status != types.ReceiptStatusSuccessful {
			stats.Failed++
			s.log.Warn("sim: rakeback claim reverted", "tx", r.TxHash, "block", r.BlockNumber)
			continue
		}
		stats.RakebackClaims += leaves[i]
	}
	return nil
}

// fetchProofs reads the trader's proofs from mainapi; false when it cannot
// (down, not ready, or an answer that does not parse).
func (s *simulator) fetchProofs(a common.Address) ([]proofItem, bool) {
	url := strings.TrimRight(s.cfg.RakebackAPI, "/") + "/rakeback/" + a.Hex() + "/proof"
	req, err := http.NewRequestWithContext(s.ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, false
	}
	resp, err := s.rakeback.client.Do(req)
	if err != nil {
		s.log.Debug("sim: rakeback proofs unavailable", "err", err)
		return nil, false
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		s.log.Debug("sim: rakeback proofs unavailable", "status", resp.StatusCode)
		return nil, false
	}
	var body struct {
		Items []proofItem `json:"items"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		s.log.Debug("sim: rakeback proofs unreadable", "err", err)
		return nil, false
	}
	return body.Items, true
}

// claimableLeaves keeps the items the chain would pay now: a well-formed
// leaf of the root on chain, its slice claimable with the window open for a
// while yet, and the leaf unclaimed.
func (s *simulator) claimableLeaves(t devnet.Account, items []proofItem) ([]leaf, error) {
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("sim: read head: %w", err)
	}
	rb := s.d.Rakeback
	var out []leaf
	for _, it := range items {
		l, ok := parseLeaf(it)
		if !ok {
			s.log.Debug("sim: rakeback proof item malformed", "item", it)
			continue
		}
		root, err := farmCall(s, t, rb, rakebackB.PackRootOf(l.epoch), rakebackB.UnpackRootOf)
		if err != nil {
			return nil, fmt.Errorf("sim: rootOf: %w", err)
		}
		if common.Hash(root.Root) != common.HexToHash(it.Root) || root.Cancelled {
			continue
		}
		slice, err := farmCall(s, t, rb, rakebackB.PackSliceOf(l.epoch, l.token), rakebackB.UnpackSliceOf)
		if err != nil {
			return nil, fmt.Errorf("sim: sliceOf: %w", err)
		}
		if slice.Status != sliceClaimable {
			continue
		}
		deadline, err := farmCall(s, t, rb, rakebackB.PackClaimDeadline(l.epoch, l.token), rakebackB.UnpackClaimDeadline)
		if err != nil {
			return nil, fmt.Errorf("sim: claimDeadline: %w", err)
		}
		// The claim's block comes after the head: a minute of wall time
		// later at most, on a fast clock too.
		if head.Time+max(60, uint64(60*s.cfg.ClockRate)) > deadline {
			continue
		}
		claimed, err := farmCall(s, t, rb, rakebackB.PackIsClaimed(l.epoch, l.index), rakebackB.UnpackIsClaimed)
		if err != nil {
			return nil, fmt.Errorf("sim: isClaimed: %w", err)
		}
		if !claimed {
			out = append(out, l)
		}
	}
	return out, nil
}

// parseLeaf converts a proof item; false when a field does not parse.
func parseLeaf(it proofItem) (leaf, bool) {
	amount, ok := new(big.Int).SetString(it.Amount, 10)
	if !ok || amount.Sign() <= 0 || !common.IsHexAddress(it.Token) {
		return leaf{}, false
	}
	l := leaf{
		epoch:  new(big.Int).SetUint64(it.Epoch),
		index:  new(big.Int).SetUint64(it.Index),
		token:  common.HexToAddress(it.Token),
		amount: amount,
	}
	for _, p := range it.Proof {
		b, err := hexutil.Decode(p)
		if err != nil || len(b) != 32 {
			return leaf{}, false
		}
		l.proof = append(l.proof, [32]byte(b))
	}
	return l, true
}

// sendClaim sends one claim of the trader's claimable leaves, the way drawn
// at random, and returns it with the number of leaves it claims.
func (s *simulator) sendClaim(t devnet.Account, ls []leaf) (*types.Transaction, int, error) {
	rb := s.d.Rakeback
	l := ls[s.rakeback.rng.IntN(len(ls))]
	switch s.rakeback.rng.IntN(3) {
	case 0:
		tx, err := s.send(t, rb, rakebackB.PackClaim(l.epoch, l.token, l.index, t.Address, l.amount, l.proof), nil)
		return tx, 1, err
	case 1:
		n := len(ls)
		epochs, indexes, amounts := make([]*big.Int, n), make([]*big.Int, n), make([]*big.Int, n)
		tokens, accounts, proofs := make([]common.Address, n), make([]common.Address, n), make([][][32]byte, n)
		for i, l := range ls {
			epochs[i], tokens[i], indexes[i], accounts[i], amounts[i], proofs[i] = l.epoch, l.token, l.index, t.Address, l.amount, l.proof
		}
		tx, err := s.send(t, rb, rakebackB.PackClaimMany(epochs, tokens, indexes, accounts, amounts, proofs), nil)
		return tx, n, err
	}
	deadline, err := s.deadline()
	if err != nil {
		return nil, 0, err
	}
	sym := s.symbolOf(l.token)
	if sym == "NEO" {
		tx, err := s.send(t, rb, rakebackB.PackClaimAsNeo(l.epoch, l.token, l.index, l.amount, l.proof, nil, l.amount, deadline), nil)
		return tx, 1, err
	}
	syms, ok := neoPaths[sym]
	if !ok { // a token without a known route to NEO: claim it as is
		tx, err := s.send(t, rb, rakebackB.PackClaim(l.epoch, l.token, l.index, t.Address, l.amount, l.proof), nil)
		return tx, 1, err
	}
	path := s.path(syms...)
	out, err := s.call(rb, s.d.FeeRouter, feeRouter.PackQuoteExactIn(l.amount, path))
	if err != nil {
		return nil, 0, fmt.Errorf("quote: %w", err)
	}
	q, err := feeRouter.UnpackQuoteExactIn(out)
	if err != nil {
		return nil, 0, fmt.Errorf("quote: %w", err)
	}
	minOut := percent(q.AmountOut, 100-rakebackSlippagePct)
	tx, err := s.send(t, rb, rakebackB.PackClaimAsNeo(l.epoch, l.token, l.index, l.amount, l.proof, path, minOut, deadline), nil)
	return tx, 1, err
}
