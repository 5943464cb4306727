package systemtest_test

// Tests of RakebackV2 on the whole deployed system: the slice lifecycle of
// spec 3 (post, activate, claim, expire, cancel) with every transition's
// event and guard, claims plain, batched (all or nothing) and as NEO through
// FeeRouter, the claim window's boundary (also against an expireRoot in
// the same block), the inflow cap measured from the real Collector, sweep
// never touching a live slice, and the spec 6 event signatures. This file
// holds the fixture; the tests are in rakeback_lifecycle_test.go,
// rakeback_claim_test.go and rakeback_admin_test.go, the merkle tree in
// rakeback_tree_test.go. Every helper is a method of rbFx or carries an rb
// prefix, so it never collides with the other test files of the package.
//
// After every step a test calls books(): the contract holds exactly
// liability + unposted + sweepable of each token (no test donates to it),
// so no live claim can be short and nothing leaks.

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/contracts/deploy"
)

var (
	rbB      = bindings.NewRakebackV2()
	rbCollB  = bindings.NewCollector()
	rbRouteB = bindings.NewFeeRouter()
	rbDexB   = bindings.NewNeoSwapRouter02()
	rbTokB   = bindings.NewTestToken()
)

const (
	rbGas      = 8_000_000
	rbOwner    = 0 // the deployer owns RakebackV2
	rbPoster   = 8 // set as poster by the fixture, so poster and owner differ
	rbStranger = 7
	rbTrader   = 6 // pays fees through FeeRouter
	rbDay      = 24 * 60 * 60
	rbWindow   = 30 * rbDay // CLAIM_WINDOW
)

// Slice statuses (RakebackV2.Status).
const (
	rbNone uint8 = iota
	rbPending
	rbClaimable
	rbExpired
)

type rbFx struct {
	chainFx
	d  *deploy.Deployment
	rb common.Address
}

func newRbFx(t *testing.T) *rbFx {
	t.Helper()
	env := chaintest.New(t)
	f := &rbFx{chainFx: chainFx{Env: env, t: t, gas: rbGas}, d: env.Deployment, rb: env.Deployment.Rakeback}
	// After the first AdjustTime every block is one second after its
	// parent, so at() lands a transaction on a chosen second.
	f.skip(1)
	f.exec(rbOwner, f.rb, rbB.PackSetPoster(f.acct(rbPoster)))
	return f
}

func (f *rbFx) acct(u int) common.Address { return f.Accounts[u].Address }

// exec mines data sent from Accounts[from]; it fails the test on a revert.
func (f *rbFx) exec(from int, to common.Address, data []byte) *types.Receipt {
	f.t.Helper()
	tx, err := f.transact(from, to, nil, data)
	return f.MustTransact(f.t, tx, err)
}

// wantFail mines data that must revert with reason want.
func (f *rbFx) wantFail(from int, to common.Address, data []byte, want string) {
	f.t.Helper()
	tx, err := f.transact(from, to, nil, data)
	if got := f.MustRevert(f.t, tx, err); got != want {
		f.t.Fatalf("revert %q, want %q", got, want)
	}
}

func rbRead[T any](f *rbFx, data []byte, unpack func([]byte) (T, error)) T {
	f.t.Helper()
	return chainRead(&f.chainFx, f.rb, data, unpack)
}

func (f *rbFx) epoch() uint64 {
	f.t.Helper()
	return rbRead(f, rbB.PackCurrentEpoch(), rbB.UnpackCurrentEpoch).Uint64()
}

func (f *rbFx) slice(epoch uint64, token common.Address) bindings.RakebackV2Slice {
	f.t.Helper()
	return rbRead(f, rbB.PackSliceOf(rbU(epoch), token), rbB.UnpackSliceOf)
}

func (f *rbFx) root(epoch uint64) bindings.RakebackV2Root {
	f.t.Helper()
	return rbRead(f, rbB.PackRootOf(rbU(epoch)), rbB.UnpackRootOf)
}

func (f *rbFx) claimed(epoch, index uint64) bool {
	f.t.Helper()
	return rbRead(f, rbB.PackIsClaimed(rbU(epoch), rbU(index)), rbB.UnpackIsClaimed)
}

func (f *rbFx) deadline(epoch uint64, token common.Address) uint64 {
	f.t.Helper()
	return rbRead(f, rbB.PackClaimDeadline(rbU(epoch), token), rbB.UnpackClaimDeadline)
}

// rbBook is RakebackV2's per-token accounting.
type rbBook struct{ received, posted, liability, sweepable, unposted, balance *big.Int }

func (f *rbFx) book(token common.Address) rbBook {
	f.t.Helper()
	return rbBook{
		received:  rbRead(f, rbB.PackReceived(token), rbB.UnpackReceived),
		posted:    rbRead(f, rbB.PackPosted(token), rbB.UnpackPosted),
		liability: rbRead(f, rbB.PackLiability(token), rbB.UnpackLiability),
		sweepable: rbRead(f, rbB.PackSweepable(token), rbB.UnpackSweepable),
		unposted:  rbRead(f, rbB.PackUnposted(token), rbB.UnpackUnposted),
		balance:   f.BalanceOf(f.t, token, f.rb),
	}
}

// books checks, for each token, that the contract holds exactly what it
// owes live slices plus the unposted inflow plus the expired remainders
// (at least that much is the safety property; exactly, as nothing is
// donated in these tests), and that received = posted + unposted.
func (f *rbFx) books(tokens ...common.Address) {
	f.t.Helper()
	for _, tk := range tokens {
		b := f.book(tk)
		owed := rbSum(b.liability, b.unposted, b.sweepable)
		if b.balance.Cmp(owed) != 0 {
			f.t.Fatalf("%s: balance %s, want liability %s + unposted %s + sweepable %s = %s",
				tk.Hex(), b.balance, b.liability, b.unposted, b.sweepable, owed)
		}
		if rbSum(b.posted, b.unposted).Cmp(b.received) != 0 {
			f.t.Fatalf("%s: posted %s + unposted %s != received %s", tk.Hex(), b.posted, b.unposted, b.received)
		}
	}
}

// inflow puts amount of token in the Collector (a fee arriving by
// transfer) and distributes it; it returns what the Rakeback bucket got.
func (f *rbFx) inflow(token common.Address, amount *big.Int) *big.Int {
	f.t.Helper()
	f.Mint(f.t, token, f.d.Collector, amount)
	return f.distribute(token)
}

// distribute runs Collector.distribute(token) from an unrelated account and
// checks that the Rakeback bucket was paid its 2/7 share (bucket 2 is not
// the last, so no dust) and that RakebackV2 measured exactly that
// (notifyReward). It returns the share.
func (f *rbFx) distribute(token common.Address) *big.Int {
	f.t.Helper()
	amount := chainRead(&f.chainFx, f.d.Collector, rbCollB.PackDistributable(token), rbCollB.UnpackDistributable)
	before := f.book(token).received
	r := f.exec(9, f.d.Collector, rbCollB.PackDistribute(token))
	var paid []*bindings.CollectorBucketPaid
	for _, lg := range r.Logs {
		if lg.Address != f.d.Collector {
			continue
		}
		if e, err := rbCollB.UnpackBucketPaidEvent(lg); err == nil && e.Recipient == f.rb {
			paid = append(paid, e)
		}
	}
	share := new(big.Int).Div(new(big.Int).Mul(amount, big.NewInt(deploy.BucketWeights[deploy.BucketRakeback])), big.NewInt(7))
	if len(paid) != 1 || paid[0].Bucket.Int64() != deploy.BucketRakeback || paid[0].Token != token || paid[0].Amount.Cmp(share) != 0 {
		f.t.Fatalf("distribute %s of %s: BucketPaid to Rakeback %+v, want one of %s", amount, token.Hex(), paid, share)
	}
	if got := new(big.Int).Sub(f.book(token).received, before); got.Cmp(paid[0].Amount) != 0 {
		f.t.Fatalf("received grew by %s, BucketPaid %s", got, paid[0].Amount)
	}
	return share
}

// rbDrop is one epoch's list of leaves and its tree.
type rbDrop struct {
	epoch  uint64
	leaves []rbLeaf
	tree   *rbTree
	tokens []common.Address // in order of first appearance
	totals []*big.Int       // declared total per token
}

// rbNewDrop numbers the leaves 0..n-1 in the given order, builds the tree
// and sums each token's declared total.
func rbNewDrop(epoch uint64, leaves ...rbLeaf) *rbDrop {
	d := &rbDrop{epoch: epoch, leaves: leaves}
	hashes := make([][32]byte, len(leaves))
	idx := map[common.Address]int{}
	for i := range d.leaves {
		l := &d.leaves[i]
		l.Epoch, l.Index = epoch, uint64(i)
		hashes[i] = rbLeafHash(*l)
		k, ok := idx[l.Token]
		if !ok {
			k = len(d.tokens)
			idx[l.Token] = k
			d.tokens = append(d.tokens, l.Token)
			d.totals = append(d.totals, new(big.Int))
		}
		d.totals[k].Add(d.totals[k], l.Amount)
	}
	d.tree = rbBuild(hashes)
	return d
}

// rbL is a leaf of the test accounts' amount of token (epoch and index are
// set by rbNewDrop).
func (f *rbFx) leaf(token common.Address, u int, amount *big.Int) rbLeaf {
	return rbLeaf{Token: token, Account: f.acct(u), Amount: amount}
}

func (d *rbDrop) postData() []byte {
	return rbB.PackPostRoot(rbU(d.epoch), d.tree.root(), d.tokens, d.totals)
}

// post posts the drop from the poster.
func (f *rbFx) post(d *rbDrop) *types.Receipt {
	f.t.Helper()
	return f.exec(rbPoster, f.rb, d.postData())
}

// claimData is claim(...) of leaf i of d.
func (d *rbDrop) claimData(i int) []byte {
	l := d.leaves[i]
	return rbB.PackClaim(rbU(l.Epoch), l.Token, rbU(l.Index), l.Account, l.Amount, d.tree.proof(i))
}

// claimManyData is claimMany(...) of leaves (drop, index) pairs.
func rbClaimManyData(items ...rbItem) []byte {
	var epochs, indexes, amounts []*big.Int
	var tokens, accounts []common.Address
	var proofs [][][32]byte
	for _, it := range items {
		l := it.d.leaves[it.i]
		epochs = append(epochs, rbU(l.Epoch))
		tokens = append(tokens, l.Token)
		indexes = append(indexes, rbU(l.Index))
		accounts = append(accounts, l.Account)
		amounts = append(amounts, l.Amount)
		proofs = append(proofs, it.d.tree.proof(it.i))
	}
	return rbB.PackClaimMany(epochs, tokens, indexes, accounts, amounts, proofs)
}

// rbItem names leaf i of drop d.
type rbItem struct {
	d *rbDrop
	i int
}

// activateAll activates every slice of d at the first second allowed.
func (f *rbFx) activateAll(d *rbDrop) uint64 {
	f.t.Helper()
	at := f.root(d.epoch).ActivatableAt
	if f.now() < at {
		f.at(at)
	}
	for _, tk := range d.tokens {
		f.exec(rbStranger, f.rb, rbB.PackActivate(rbU(d.epoch), tk))
	}
	return at
}

// rbLogs are the RakebackV2 events of one receipt, decoded.
type rbLogs struct {
	rootPosted []*bindings.RakebackV2RootPosted
	slice      []*bindings.RakebackV2SlicePosted
	activated  []*bindings.RakebackV2Activated
	claimed    []*bindings.RakebackV2Claimed
	asNeo      []*bindings.RakebackV2ClaimedAsNeo
	expired    []*bindings.RakebackV2Expired
	pendingExp []*bindings.RakebackV2PendingSliceExpired
	cancelled  []*bindings.RakebackV2RootCancelled
	swept      []*bindings.RakebackV2Swept
}

func (f *rbFx) logs(r *types.Receipt) rbLogs {
	var l rbLogs
	for _, lg := range r.Logs {
		if lg.Address != f.rb {
			continue
		}
		if e, err := rbB.UnpackRootPostedEvent(lg); err == nil {
			l.rootPosted = append(l.rootPosted, e)
		} else if e, err := rbB.UnpackSlicePostedEvent(lg); err == nil {
			l.slice = append(l.slice, e)
		} else if e, err := rbB.UnpackActivatedEvent(lg); err == nil {
			l.activated = append(l.activated, e)
		} else if e, err := rbB.UnpackClaimedEvent(lg); err == nil {
			l.claimed = append(l.claimed, e)
		} else if e, err := rbB.UnpackClaimedAsNeoEvent(lg); err == nil {
			l.asNeo = append(l.asNeo, e)
		} else if e, err := rbB.UnpackExpiredEvent(lg); err == nil {
			l.expired = append(l.expired, e)
		} else if e, err := rbB.UnpackPendingSliceExpiredEvent(lg); err == nil {
			l.pendingExp = append(l.pendingExp, e)
		} else if e, err := rbB.UnpackRootCancelledEvent(lg); err == nil {
			l.cancelled = append(l.cancelled, e)
		} else if e, err := rbB.UnpackSweptEvent(lg); err == nil {
			l.swept = append(l.swept, e)
		}
	}
	return l
}

// receipt waits for the receipt of a transaction mined by an explicit Commit.
func (f *rbFx) receipt(tx *types.Transaction) *types.Receipt {
	f.t.Helper()
	for tries := 0; ; tries++ {
		r, err := f.Client.TransactionReceipt(context.Background(), tx.Hash())
		if err == nil {
			return r
		}
		if !deploy.NotYetMined(err) || tries == 100 {
			f.t.Fatalf("receipt of %s: %v", tx.Hash().Hex(), err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func rbU(n uint64) *big.Int { return new(big.Int).SetUint64(n) }

func rbSum(xs ...*big.Int) *big.Int {
	s := new(big.Int)
	for _, x := range xs {
		s.Add(s, x)
	}
	return s
}

func rbWantEq(t *testing.T, what string, got, want *big.Int) {
	t.Helper()
	if got.Cmp(want) != 0 {
		t.Fatalf("%s = %s, want %s", what, got, want)
	}
}
