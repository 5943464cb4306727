// Package keeper graduates Frozen coins: each pass lists the Frozen coins
// of the store, simulates graduate(token) with eth_call from the keeper's
// address and sends the transaction when the simulation passes. graduate is
// permissionless and pays the caller a bounty (docs/launch-lifecycle.md 5).
//
// Reverts: TooEarly (the block right after the freeze) is retried on the
// next pass; NeoPriceDeviates and any other revert back the coin off
// (doubling from Backoff up to MaxBackoff); NotFrozen (the store lags the
// chain) is skipped. At most one graduation is sent per pass: each
// graduation moves the NEO/WETH price, so two in one block can trip the
// deviation bound of the next.
//
// Several keepers may run against the same coins (their graduations race
// into one block): a graduation that reverts because the coin is no longer
// frozen was lost to another keeper, which is neither an error nor a
// reason to back off (Result.Lost).
package keeper

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/funbackend"
)

// Client is the chain access the keeper needs (*ethclient.Client and
// simulated.Client implement it).
type Client interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// Frozen lists the Frozen coins (*sqlite.DB implements it).
type Frozen interface {
	FrozenCoins(ctx context.Context) ([]funbackend.FrozenCoin, error)
}

// Config configures a Keeper. Key nil disables it.
type Config struct {
	Key     *ecdsa.PrivateKey
	ChainID uint64
	Curve   common.Address
	// Interval between passes (default 5 s).
	Interval time.Duration
	// Backoff after a deviation or other revert (default 30 s, doubling up
	// to MaxBackoff, default 10 min).
	Backoff, MaxBackoff time.Duration
	// PendingFor is how long a sent transaction is awaited before the coin
	// is tried again (default 2 min).
	PendingFor time.Duration
	// StallAfter: no completed pass for this long is a stall (default 60 s).
	StallAfter time.Duration
	Logger     *slog.Logger
	Now        func() time.Time
}

// Status is the keeper's report for /health.
type Status struct {
	Enabled    bool
	Address    common.Address
	BalanceWei *big.Int // nil until read
	LastPassAt time.Time
	LastError  string
	Stalled    bool
}

// Keeper graduates Frozen coins. Its methods are safe for concurrent use.
type Keeper struct {
	c      Client
	coins  Frozen
	cfg    Config
	from   common.Address
	log    *slog.Logger
	passMu sync.Mutex // one pass at a time

	mu        sync.Mutex
	started   time.Time
	lastPass  time.Time
	lastError string
	balance   *big.Int
	retry     map[common.Address]backoff // coins backed off
	pending   map[common.Address]sent    // graduations awaiting a receipt
	stuck     map[common.Address]sent    // unmined past PendingFor: the next send replaces them
	counts    Counts
}

// Counts are the keeper's attempts and their outcomes since it started
// (the metrics listener's neoswap_keeper_* series).
type Counts struct {
	Passes, FailedPasses uint64 // passes run, and those that failed (store or RPC)
	Sent                 uint64 // graduations sent (attempts)
	Confirmed            uint64 // graduations mined
	BackedOff            uint64 // graduations reverted or refused, retried later
	Lost                 uint64 // graduations reverted because another keeper's was mined first
}

// Counts returns the counts so far.
func (k *Keeper) Counts() Counts {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.counts
}

type backoff struct {
	until time.Time
	wait  time.Duration
}

type sent struct {
	hash        common.Hash
	at          time.Time
	first       time.Time // when the first transaction of the nonce was sent (a replacement's)
	nonce       uint64
	tip, feeCap *big.Int
	earlier     []common.Hash // the transactions this one replaced: any may be mined
}

// hashes are the transactions of a graduation, the latest last.
func (s sent) hashes() []common.Hash { return append(append([]common.Hash(nil), s.earlier...), s.hash) }

var curveABI = bindings.NewLaunchpadCurve()

// New returns a keeper; it is disabled (Run waits, Pass does nothing)
// when cfg.Key is nil.
func New(c Client, coins Frozen, cfg Config) *Keeper {
	if cfg.Interval <= 0 {
		cfg.Interval = 5 * time.Second
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = 30 * time.Second
	}
	if cfg.MaxBackoff <= 0 {
		cfg.MaxBackoff = 10 * time.Minute
	}
	if cfg.PendingFor <= 0 {
		cfg.PendingFor = 2 * time.Minute
	}
	if cfg.StallAfter <= 0 {
		cfg.StallAfter = 60 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	k := &Keeper{c: c, coins: coins, cfg: cfg, log: cfg.Logger, started: cfg.Now(),
		retry: map[common.Address]backoff{}, pending: map[common.Address]sent{}, stuck: map[common.Address]sent{}}
	if cfg.Key != nil {
		k.from = crypto.PubkeyToAddress(cfg.Key.PublicKey)
	}
	return k
}

// Enabled reports whether the keeper has a key.
func (k *Keeper) Enabled() bool { return k != nil && k.cfg.Key != nil }

// Address is the keeper's sending address (zero when disabled).
func (k *Keeper) Address() common.Address { return k.from }

// Status reports the keeper for /health.
func (k *Keeper) Status() Status {
	if !k.Enabled() {
		return Status{}
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	now := k.cfg.Now()
	ref := k.lastPass
	if ref.IsZero() {
		ref = k.started
	}
	var bal *big.Int
	if k.balance != nil {
		bal = new(big.Int).Set(k.balance)
	}
	return Status{Enabled: true, Address: k.from, BalanceWei: bal, LastPassAt: k.lastPass,
		LastError: k.lastError, Stalled: now.Sub(ref) > k.cfg.StallAfter}
}

// Run runs a pass every Interval until ctx ends. A disabled keeper only
// waits for ctx.
func (k *Keeper) Run(ctx context.Context) error {
	if !k.Enabled() {
		<-ctx.Done()
		return ctx.Err()
	}
	k.log.Info("keeper running", "address", k.from.Hex(), "interval", k.cfg.Interval)
	t := time.NewTicker(k.cfg.Interval)
	defer t.Stop()
	for {
		pctx, cancel := context.WithTimeout(ctx, k.cfg.Interval+30*time.Second)
		err := k.Pass(pctx)
		cancel()
		if err != nil && ctx.Err() == nil {
			k.log.Warn("keeper pass failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// Result is what one pass did.
type Result struct {
	Sent      []common.Hash    // graduations sent
	Confirmed []common.Address // coins whose graduation was mined
	Waiting   []common.Address // TooEarly or not yet due: retried next pass
	BackedOff []common.Address // deviation or other revert
	Lost      []common.Address // graduation reverted: another keeper's was mined first
}

// Pass runs one pass: receipts of sent graduations, then the Frozen coins
// in store order (longest frozen first), sending at most one graduation.
// Its error is the pass's failure (store or RPC), also kept as lastError.
func (k *Keeper) Pass(ctx context.Context) error {
	_, err := k.PassResult(ctx)
	return err
}

// PassResult is Pass with what it did.
func (k *Keeper) PassResult(ctx context.Context) (Result, error) {
	var res Result
	if !k.Enabled() {
		return res, nil
	}
	k.passMu.Lock()
	defer k.passMu.Unlock()
	err := k.pass(ctx, &res)
	k.mu.Lock()
	defer k.mu.Unlock()
	k.counts.Passes++
	k.counts.Sent += uint64(len(res.Sent))
	k.counts.Confirmed += uint64(len(res.Confirmed))
	k.counts.BackedOff += uint64(len(res.BackedOff))
	k.counts.Lost += uint64(len(res.Lost))
	if err != nil {
		k.counts.FailedPasses++
		k.lastError = err.Error()
		return res, err
	}
	k.lastPass = k.cfg.Now()
	return res, nil
}

func (k *Keeper) setError(msg string) {
	k.mu.Lock()
	k.lastError = msg
	k.mu.Unlock()
}

func (k *Keeper) pass(ctx context.Context, res *Result) error {
	bal, err := k.c.BalanceAt(ctx, k.from, nil)
	if err != nil {
		return fmt.Errorf("keeper: balance: %w", err)
	}
	k.mu.Lock()
	k.balance = bal
	k.mu.Unlock()
	if err := k.checkPending(ctx, res); err != nil {
		return err
	}
	frozen, err := k.coins.FrozenCoins(ctx)
	if err != nil {
		return fmt.Errorf("keeper: frozen coins: %w", err)
	}
	now := k.cfg.Now()
	lastErr := ""
	sentOne := false
	for _, f := range frozen {
		token := common.HexToAddress(f.Address)
		k.mu.Lock()
		_, inFlight := k.pending[token]
		b, backed := k.retry[token]
		k.mu.Unlock()
		if inFlight {
			continue
		}
		if backed && now.Before(b.until) || sentOne {
			res.Waiting = append(res.Waiting, token)
			continue
		}
		data := curveABI.PackGraduate(token)
		msg := ethereum.CallMsg{From: k.from, To: &k.cfg.Curve, Data: data}
		if _, err := k.c.CallContract(ctx, msg, nil); err != nil {
			switch kind, reason := classify(err); kind {
			case revertTooEarly:
				res.Waiting = append(res.Waiting, token)
			case revertNotFrozen:
				// the store lags the chain: graduated or unfrozen already
			case revertOther:
				k.backOff(token, now)
				res.BackedOff = append(res.BackedOff, token)
				lastErr = fmt.Sprintf("graduate %s: %s", f.Address, reason)
				k.log.Warn("keeper: graduate would revert; backing off", "token", f.Address, "reason", reason)
			default:
				return fmt.Errorf("keeper: simulate graduate %s: %w", f.Address, err)
			}
			continue
		}
		k.mu.Lock()
		prev, replacing := k.stuck[token]
		k.mu.Unlock()
		var prevp *sent
		if replacing {
			prevp = &prev
		}
		tx, err := k.send(ctx, msg, prevp)
		if err != nil && replacing && strings.Contains(err.Error(), "nonce too low") {
			// The stuck transaction was mined after all: read its receipt.
			k.mu.Lock()
			delete(k.stuck, token)
			prev.at = now
			k.pending[token] = prev
			k.mu.Unlock()
			continue
		}
		if err != nil {
			if kind, reason := classify(err); kind == revertTooEarly {
				res.Waiting = append(res.Waiting, token)
				continue
			} else if kind == revertNotFrozen {
				continue // graduated (or unfrozen) since the simulation
			} else if kind != notRevert {
				k.backOff(token, now)
				res.BackedOff = append(res.BackedOff, token)
				lastErr = fmt.Sprintf("graduate %s: %s", f.Address, reason)
				continue
			}
			return fmt.Errorf("keeper: send graduate %s: %w", f.Address, err)
		}
		tx.at, tx.first = now, now
		if replacing {
			tx.first = prev.first
		}
		k.mu.Lock()
		delete(k.stuck, token)
		k.pending[token] = tx
		k.mu.Unlock()
		res.Sent = append(res.Sent, tx.hash)
		k.log.Info("keeper: graduate sent", "token", f.Address, "tx", tx.hash.Hex(), "nonce", tx.nonce, "replacing", len(tx.earlier))
		sentOne = true
	}
	// A coin still backed off keeps the error that backed it off; an
	// overdue graduation is reported until it or its replacement is mined.
	k.mu.Lock()
	defer k.mu.Unlock()
	backedOff := false
	for _, b := range k.retry {
		backedOff = backedOff || now.Before(b.until)
	}
	if lastErr == "" {
		lastErr = k.overdue(now)
	}
	if lastErr != "" || !backedOff {
		k.lastError = lastErr
	}
	return nil
}

// overdue describes the oldest graduation that was not mined within
// PendingFor, or "" when none: one awaiting its replacement (stuck), one
// past PendingFor not yet moved there, or a replacement sent and not yet
// mined. /health's keeper.lastError shows it (spec 4.2 has no field of its
// own for it) until a receipt of the graduation is read. Call with k.mu
// held.
func (k *Keeper) overdue(now time.Time) string {
	var (
		token common.Address
		s     sent
		first time.Time
		found bool
	)
	consider := func(t common.Address, x sent, stuck bool) {
		if !stuck && len(x.earlier) == 0 && now.Sub(x.at) <= k.cfg.PendingFor {
			return
		}
		since := x.at
		if len(x.earlier) > 0 {
			since = x.first
		}
		if !found || since.Before(first) || since.Equal(first) && bytes.Compare(t[:], token[:]) < 0 {
			token, s, first, found = t, x, since, true
		}
	}
	for t, x := range k.stuck {
		consider(t, x, true)
	}
	for t, x := range k.pending {
		consider(t, x, false)
	}
	if !found {
		return ""
	}
	age := now.Sub(first).Round(time.Second)
	if _, stuck := k.stuck[token]; stuck || len(s.earlier) == 0 {
		return fmt.Sprintf("graduate %s: transaction %s (nonce %d) not mined for %s; replacing it with the same nonce at higher fees",
			token.Hex(), s.hash.Hex(), s.nonce, age)
	}
	return fmt.Sprintf("graduate %s: not mined for %s (nonce %d); replacement %d, transaction %s, pending",
		token.Hex(), age, s.nonce, len(s.earlier), s.hash.Hex())
}

func (k *Keeper) backOff(token common.Address, now time.Time) {
	k.mu.Lock()
	defer k.mu.Unlock()
	b := k.retry[token]
	if b.wait == 0 {
		b.wait = k.cfg.Backoff
	} else {
		b.wait = min(2*b.wait, k.cfg.MaxBackoff)
	}
	b.until = now.Add(b.wait)
	k.retry[token] = b
}

// checkPending reads the receipts of sent graduations: mined ones are
// confirmed (or, reverted, backed off); one unmined past PendingFor is
// forgotten so the coin is tried again.
func (k *Keeper) checkPending(ctx context.Context, res *Result) error {
	k.mu.Lock()
	pend := make(map[common.Address]sent, len(k.pending))
	for t, s := range k.pending {
		pend[t] = s
	}
	k.mu.Unlock()
	now := k.cfg.Now()
	for token, s := range pend {
		var r *types.Receipt
		for _, h := range s.hashes() {
			got, err := k.c.TransactionReceipt(ctx, h)
			if errors.Is(err, ethereum.NotFound) {
				continue
			}
			if err != nil {
				return fmt.Errorf("keeper: receipt %s: %w", h.Hex(), err)
			}
			r = got
			break
		}
		if r == nil {
			if now.Sub(s.at) > k.cfg.PendingFor {
				// Dropped by the node, or stuck under a base fee that rose
				// past its fee cap: the next send takes its nonce with
				// higher fees, replacing it if it is still there.
				k.mu.Lock()
				delete(k.pending, token)
				k.stuck[token] = s
				k.mu.Unlock()
				k.log.Warn("keeper: graduation not mined; replacing it", "token", token.Hex(), "tx", s.hash.Hex(), "nonce", s.nonce)
			}
			continue
		}
		k.mu.Lock()
		delete(k.pending, token)
		if r.Status == types.ReceiptStatusSuccessful {
			delete(k.retry, token)
		}
		k.mu.Unlock()
		if r.Status == types.ReceiptStatusSuccessful {
			res.Confirmed = append(res.Confirmed, token)
		} else if k.lostRace(ctx, token) {
			// Another keeper graduated it in the same block: nothing is
			// wrong and nothing is left to do.
			res.Lost = append(res.Lost, token)
			k.log.Info("keeper: graduated by another keeper first", "token", token.Hex(), "tx", s.hash.Hex())
		} else {
			k.backOff(token, now)
			res.BackedOff = append(res.BackedOff, token)
			k.setError(fmt.Sprintf("graduate %s: transaction %s reverted", token.Hex(), s.hash.Hex()))
		}
	}
	return nil
}

// lostRace reports whether token's graduation reverted because the coin
// is no longer frozen: another keeper's graduation was mined first.
func (k *Keeper) lostRace(ctx context.Context, token common.Address) bool {
	msg := ethereum.CallMsg{From: k.from, To: &k.cfg.Curve, Data: curveABI.PackGraduate(token)}
	_, err := k.c.CallContract(ctx, msg, nil)
	kind, _ := classify(err)
	return err != nil && kind == revertNotFrozen
}

// send signs and sends a dynamic-fee transaction of msg with the estimate
// plus a quarter and 20k (the estimate runs in the head's context; the
// graduation's swaps can cost more when mined). With prev, it replaces
// prev: same nonce, and fees at least an eighth above prev's (the pool
// refuses a replacement under a tenth more as underpriced).
func (k *Keeper) send(ctx context.Context, msg ethereum.CallMsg, prev *sent) (sent, error) {
	gas, err := k.c.EstimateGas(ctx, msg)
	if err != nil {
		return sent{}, err
	}
	gas += gas/4 + 20_000
	nonce, err := k.c.PendingNonceAt(ctx, k.from)
	if err != nil {
		return sent{}, err
	}
	tip, err := k.c.SuggestGasTipCap(ctx)
	if err != nil {
		return sent{}, err
	}
	head, err := k.c.HeaderByNumber(ctx, nil)
	if err != nil {
		return sent{}, err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	var earlier []common.Hash
	if prev != nil {
		nonce = prev.nonce
		tip = maxBig(tip, bump(prev.tip))
		feeCap = maxBig(feeCap, bump(prev.feeCap))
		earlier = prev.hashes()
	}
	chainID := new(big.Int).SetUint64(k.cfg.ChainID)
	tx, err := types.SignNewTx(k.cfg.Key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas,
		To: msg.To, Data: msg.Data,
	})
	if err != nil {
		return sent{}, err
	}
	if err := k.c.SendTransaction(ctx, tx); err != nil {
		return sent{}, err
	}
	return sent{hash: tx.Hash(), nonce: nonce, tip: tip, feeCap: feeCap, earlier: earlier}, nil
}

// bump is v plus an eighth, plus one.
func bump(v *big.Int) *big.Int {
	b := new(big.Int).Rsh(v, 3)
	return b.Add(b, v).Add(b, big.NewInt(1))
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

type revertKind int

const (
	notRevert revertKind = iota
	revertTooEarly
	revertNotFrozen
	revertOther // NeoPriceDeviates, NoNeoMarket, ...: backoff
)

// classify decodes err's revert payload against the curve's errors.
func classify(err error) (revertKind, string) {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return notRevert, ""
	}
	var data []byte
	switch v := de.ErrorData().(type) {
	case string:
		b, derr := hexutil.Decode(v)
		if derr != nil {
			return notRevert, ""
		}
		data = b
	case []byte:
		data = v
	default:
		return notRevert, ""
	}
	if len(data) < 4 {
		return revertOther, "reverted without reason"
	}
	e, uerr := curveABI.UnpackError(data)
	if uerr != nil || e == nil {
		return revertOther, "reverted " + hexutil.Encode(data[:4])
	}
	switch v := e.(type) {
	case *bindings.LaunchpadCurveTooEarly:
		return revertTooEarly, "TooEarly()"
	case *bindings.LaunchpadCurveNotFrozen:
		return revertNotFrozen, fmt.Sprintf("NotFrozen(%d)", v.Status)
	case *bindings.LaunchpadCurveNeoPriceDeviates:
		return revertOther, fmt.Sprintf("NeoPriceDeviates(%s, %s)", v.SpotX112, v.TwapX112)
	}
	return revertOther, fmt.Sprintf("%T", e)[len("*bindings.LaunchpadCurve"):] + "()"
}
