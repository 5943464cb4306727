// Package devnettest is funbackend's test fixture: an in-process simulated
// chain with the whole system deployed (contracts/chaintest), a devnet
// scenario on the launch venue, and a real SQLite file filled by the real
// curve indexer. Tests only.
package devnettest

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/contracts/chaintest"
	"github.com/neoswap/neoswap/funbackend/indexer"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

var (
	curveABI = bindings.NewLaunchpadCurve()
	tokenABI = bindings.NewLaunchpadToken()
)

// Env is a chain, a database and the indexer between them.
type Env struct {
	Chain   *chaintest.Env
	DB      *sqlite.DB
	DBPath  string
	Indexer *indexer.Indexer
	// Clock is the indexer's and the handlers' clock: the head's timestamp.
	Clock func() time.Time
	// OnCommit, when set before NewIndexer, receives the indexer's commits.
	OnCommit func(indexer.Committed)
}

// New starts a chain, deploys the system and opens an empty database with an
// indexer from the deployment's start block. EthUsd is fixed at 3000.
func New(t testing.TB) *Env {
	t.Helper()
	ch := chaintest.New(t)
	path := filepath.Join(t.TempDir(), "funbackend.db")
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	e := &Env{Chain: ch, DB: db, DBPath: path}
	e.Clock = func() time.Time { return time.Unix(int64(ch.Head(t).Time), 0) }
	e.Indexer = e.NewIndexer(db)
	return e
}

// NewIndexer returns an indexer of the curve into db, with small batches
// so several ranges are exercised.
func (e *Env) NewIndexer(db *sqlite.DB) *indexer.Indexer {
	return indexer.New(e.Chain.Client, db, indexer.Config{
		Curve:       e.Chain.Deployment.LaunchpadCurve,
		FeeVault:    e.Chain.Deployment.CreatorFeeVault,
		StartBlock:  e.Chain.Deployment.StartBlock,
		BatchBlocks: 25,
		EthUsd:      func() float64 { return 3000 },
		Now:         e.Clock,
		OnCommit:    e.OnCommit,
	})
}

// Sync indexes up to the chain's head; it fails t on error.
func (e *Env) Sync(t testing.TB) {
	t.Helper()
	if err := e.Indexer.Sync(context.Background()); err != nil {
		t.Fatalf("devnettest: sync: %v", err)
	}
}

// Eth returns milli-ETH in wei.
func Eth(milli int64) *big.Int { return new(big.Int).Mul(big.NewInt(milli), big.NewInt(1e15)) }

// Launch launches a coin from Accounts[from] paying value (dev buy plus a
// PvE slice of pve wei; nil for none).
func (e *Env) Launch(t testing.TB, from int, name, symbol string, salt int64, value, pve *big.Int) common.Address {
	t.Helper()
	var md [32]byte
	copy(md[:], name)
	token, _ := e.Chain.Launch(t, from, bindings.ILaunchpadCurveLaunchArgs{
		Name: name, Symbol: symbol, MetadataHash: md, Salt: big.NewInt(salt), PveEth: pve,
	}, value)
	return token
}

// Buy buys token for value wei from Accounts[from].
func (e *Env) Buy(t testing.TB, from int, token common.Address, value *big.Int) {
	t.Helper()
	e.Chain.Send(t, from, e.Chain.Deployment.LaunchpadCurve, value, curveABI.PackBuy(token, new(big.Int)))
}

// FeedPve buys into token's PvE escrow for value wei (the creator only).
func (e *Env) FeedPve(t testing.TB, from int, token common.Address, value *big.Int) {
	t.Helper()
	e.Chain.Send(t, from, e.Chain.Deployment.LaunchpadCurve, value, curveABI.PackFeedPve(token, new(big.Int)))
}

// Sell approves and sells amount of token from Accounts[from].
func (e *Env) Sell(t testing.TB, from int, token common.Address, amount *big.Int) {
	t.Helper()
	e.Chain.Send(t, from, token, nil, tokenABI.PackApprove(e.Chain.Deployment.LaunchpadCurve, amount))
	e.Chain.Send(t, from, e.Chain.Deployment.LaunchpadCurve, nil, curveABI.PackSell(token, amount, new(big.Int)))
}

// Graduate calls graduate(token) from Accounts[from] after two seconds.
func (e *Env) Graduate(t testing.TB, from int, token common.Address) {
	t.Helper()
	e.Chain.AdjustTime(t, 2*time.Second)
	e.Chain.Send(t, from, e.Chain.Deployment.LaunchpadCurve, nil, curveABI.PackGraduate(token))
}

// Balance returns owner's balance of token.
func (e *Env) Balance(t testing.TB, token, owner common.Address) *big.Int {
	t.Helper()
	return e.Chain.BalanceOf(t, token, owner)
}

// Scenario is the coins of the standard scenario.
type Scenario struct {
	// Pve: a PvE coin of Accounts[1] (0.1 ETH slice, 0.2 ETH dev buy),
	// bought by 2 and 3, fed once, partly sold by 2.
	Pve common.Address
	// Grad: a coin of Accounts[1] bought to the floor by 2 (frozen),
	// graduated by 4.
	Grad common.Address
	// Frozen: a coin of Accounts[3] bought to the floor by 2 and left frozen.
	Frozen common.Address
}

// RunScenario plays the standard scenario (launches, trades, PvE feed, a
// sell, two freezes, one graduation) without indexing.
func (e *Env) RunScenario(t testing.TB) Scenario {
	t.Helper()
	var s Scenario
	s.Pve = e.Launch(t, 1, "Pve Cat", "PCAT", 1, Eth(300), Eth(100))
	e.Buy(t, 2, s.Pve, Eth(500))
	e.Buy(t, 3, s.Pve, Eth(250))
	e.FeedPve(t, 1, s.Pve, Eth(50))
	s.Grad = e.Launch(t, 1, "Grad Dog", "GDOG", 2, nil, nil)
	e.Buy(t, 2, s.Grad, Eth(6000))
	e.Graduate(t, 4, s.Grad)
	s.Frozen = e.Launch(t, 3, "Ice Frog", "FROG", 3, Eth(100), nil)
	e.Buy(t, 2, s.Frozen, Eth(6000))
	half := new(big.Int).Div(e.Balance(t, s.Pve, e.Chain.Accounts[2].Address), big.NewInt(2))
	e.Sell(t, 2, s.Pve, half)
	return s
}
