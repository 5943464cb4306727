package httpapi

import (
	"bytes"
	"context"
	"math"
	"math/big"
	"net/http"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The Rakeback routes of spec 4.5 and /rakeback/stats (4.4): a wallet's
// leaves with their lifecycle status and proofs, one epoch's leaves, the
// claim arguments alone, and the global figures. Leaves are those of the
// trees the weekly job built (mainapi/jobs) whose root the chain holds
// (indexed RootPosted); statuses follow the indexed RakebackV2 events
// (docs/rakeback.md).

// rakebackStore is what the Rakeback routes read.
type rakebackStore interface {
	// RakebackWallet returns a payer's rollup (zeros when it never paid).
	RakebackWallet(ctx context.Context, wallet wire.Address) (mainapi.RakebackWallet, error)
	// RakebackVersion returns the last block that changed a root or slice.
	RakebackVersion(ctx context.Context) (uint64, error)
	// RakebackLeaves returns the wallet's published leaves (of one epoch when epoch is set).
	RakebackLeaves(ctx context.Context, wallet wire.Address, epoch *int64) ([]mainapi.RakebackLeafRow, error)
	// RakebackEpochRewards returns the wallet's raw accruals of epochs from..to.
	RakebackEpochRewards(ctx context.Context, wallet wire.Address, from, to int64) ([]mainapi.RakebackEpochAmount, error)
	// RakebackStats returns the global figures.
	RakebackStats(ctx context.Context) (mainapi.RakebackStats, error)
}

// rakebackRewardEpochs is how many epochs epochRewards covers (spec 4.5).
const rakebackRewardEpochs = 12

type rakebackLeaf struct {
	Epoch         int64            `json:"epoch"`
	Token         wire.Address     `json:"token" doc:"the quote token paid"`
	Status        string           `json:"status" enum:"pending,claimable,claimed,expired" doc:"pending until activate(epoch, token), claimable for CLAIM_WINDOW (30 days) from activation, claimed once paid (Claimed or ClaimedAsNeo), expired after expireRoot or a cancelled root"`
	Amount        wire.Wei         `json:"amount" doc:"the vested leaf amount (50% of the epoch's accrual, 25% of the one before, the remaining 25% of the one before that, scaled down if the slice exceeded the measured inflow), not the raw accrual"`
	Index         int64            `json:"index" doc:"global 0-based leaf position in the epoch tree: its bit in the claimed bitmap"`
	Proof         []wire.Hash      `json:"proof" doc:"sorted-pair sibling path, leaf to root"`
	Root          wire.Hash        `json:"root" doc:"the epoch's root posted on chain"`
	ActivatedAt   wire.NullSeconds `json:"activatedAt" doc:"null while pending"`
	ClaimDeadline wire.NullSeconds `json:"claimDeadline" doc:"activatedAt + 30 days, the last second a claim succeeds; null while pending"`
	UsdValue      wire.Usd         `json:"usdValue" doc:"the same shares of the accruals' write-time USD, never re-priced"`
}

type rakebackTokenRow struct {
	Token     wire.Address `json:"token"`
	Pending   wire.Wei     `json:"pending" doc:"sum of the wallet's pending leaves of this token"`
	Claimable wire.Wei     `json:"claimable"`
	Claimed   wire.Wei     `json:"claimed"`
	Expired   wire.Wei     `json:"expired"`
}

type rakebackAmount struct {
	Token    wire.Address `json:"token"`
	Amount   wire.Wei     `json:"amount" doc:"2/7 of the protocol fees the wallet paid in this token over the epoch (raw accrual, before vesting)"`
	UsdValue wire.Usd     `json:"usdValue" doc:"write-time USD"`
}

type rakebackEpochReward struct {
	Epoch    int64            `json:"epoch"`
	Amounts  []rakebackAmount `json:"amounts" doc:"empty when the wallet paid no fee in the epoch"`
	UsdValue wire.Usd         `json:"usdValue" doc:"sum of the amounts' write-time USD"`
}

type rakebackBody struct {
	CurrentEpoch  int64                 `json:"currentEpoch" doc:"the epoch of the indexed head's timestamp"`
	EpochClosesAt wire.Seconds          `json:"epochClosesAt" doc:"when the current epoch closes (Sunday 00:00 UTC)"`
	SwapsMade     int64                 `json:"swapsMade" doc:"fee-paying FeeRouter swaps the wallet paid for"`
	TokensTraded  int64                 `json:"tokensTraded" doc:"distinct tokens in and out of those swaps"`
	Tokens        []rakebackTokenRow    `json:"tokens" doc:"per-token sums of the wallet's leaves by status"`
	Epochs        []rakebackLeaf        `json:"epochs" doc:"every published leaf of the wallet, newest epoch first: with the wallet address, the exact arguments of RakebackV2.claim"`
	EpochRewards  []rakebackEpochReward `json:"epochRewards" doc:"the last 12 epochs up to the current one, oldest first"`
}

type rakebackEpochBody struct {
	Epoch  int64          `json:"epoch"`
	Tokens []rakebackLeaf `json:"tokens" doc:"the wallet's published leaves of the epoch, one per token"`
}

type rakebackProofItem struct {
	Epoch  int64        `json:"epoch"`
	Token  wire.Address `json:"token"`
	Index  int64        `json:"index"`
	Amount wire.Wei     `json:"amount"`
	Proof  []wire.Hash  `json:"proof"`
	Root   wire.Hash    `json:"root"`
}

type rakebackProofBody struct {
	Items []rakebackProofItem `json:"items" doc:"every published leaf of the wallet, any status: claim(epoch, token, index, wallet, amount, proof)"`
}

type rakebackStatsToken struct {
	Token      wire.Address `json:"token"`
	Accrued    wire.Wei     `json:"accrued" doc:"2/7 of every protocol fee paid in the token"`
	AccruedUsd wire.Usd     `json:"accruedUsd"`
	Posted     wire.Wei     `json:"posted" doc:"leaves of published roots"`
	PostedUsd  wire.Usd     `json:"postedUsd"`
	Claimed    wire.Wei     `json:"claimed"`
	ClaimedUsd wire.Usd     `json:"claimedUsd"`
	Expired    wire.Wei     `json:"expired" doc:"leaves of expired slices left unclaimed"`
	ExpiredUsd wire.Usd     `json:"expiredUsd"`
	Swept      wire.Wei     `json:"swept" doc:"expired remainders swept to the treasury"`
}

type rakebackStatsTotals struct {
	AccruedUsd wire.Usd `json:"accruedUsd"`
	PostedUsd  wire.Usd `json:"postedUsd"`
	ClaimedUsd wire.Usd `json:"claimedUsd"`
	ExpiredUsd wire.Usd `json:"expiredUsd"`
}

type rakebackStatsBody struct {
	CurrentEpoch    int64                `json:"currentEpoch"`
	EpochClosesAt   wire.Seconds         `json:"epochClosesAt"`
	EpochsPublished int64                `json:"epochsPublished" doc:"roots posted on chain"`
	WalletsAccrued  int64                `json:"walletsAccrued" doc:"wallets that paid a protocol fee (the system's own contracts, which pay when they swap a reward for NEO, left out)"`
	WalletsServed   int64                `json:"walletsServed" doc:"wallets with a leaf in a published root"`
	Tokens          []rakebackStatsToken `json:"tokens" doc:"per fee token, by address; USD figures are write-time snapshots"`
	Totals          rakebackStatsTotals  `json:"totals"`
}

// rakebackRoutes are the Rakeback routes.
func (s *server) rakebackRoutes() []*Route {
	wallet := Param{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet (the FeeRouter payer)"}
	return []*Route{
		{
			Path: "/rakeback/stats", Summary: "global Rakeback figures: accrued, posted, claimed, expired and swept per fee token with USD, wallets, epochs published, the current epoch and its close",
			Tier: TierStatic, ETag: ETagContent, Response: rakebackStatsBody{},
			Handle: s.rakebackStats, Reads: reads[rakebackStore]("RakebackStats"),
		},
		{
			Path: "/rakeback/:address", Summary: "a wallet's Rakeback: fee-paying swaps, tokens traded, its leaves with status and proof, per-token sums by status, and its raw accrual over the last 12 epochs",
			Tier: TierBlock, ETag: ETagRakeback("address"), FreshHead: true, Params: []Param{wallet},
			Response: rakebackBody{}, Errors: []int{400},
			Handle: s.rakebackWallet, Reads: reads[rakebackStore]("RakebackWallet", "RakebackLeaves", "RakebackEpochRewards"),
		},
		{
			Path: "/rakeback/:address/epoch/:epoch", Summary: "a wallet's published leaves of one epoch",
			Tier: TierStatic, ETag: ETagContent, FreshHead: true,
			Params: []Param{wallet, {Name: "epoch", InPath: true, Kind: KindInt, Min: math.MinInt32, Max: math.MaxInt32,
				Example: "2916", Doc: "epoch number, floor((t - 259200) / 604800)", Invalid: "invalid epoch"}},
			Response: rakebackEpochBody{}, Errors: []int{400},
			Handle: s.rakebackEpoch, Reads: reads[rakebackStore]("RakebackLeaves"),
		},
		{
			Path: "/rakeback/:address/proof", Summary: "the arguments of RakebackV2.claim for each published leaf of a wallet",
			Tier: TierStatic, ETag: ETagContent, Params: []Param{wallet},
			Response: rakebackProofBody{}, Errors: []int{400},
			Handle: s.rakebackProof, Reads: reads[rakebackStore]("RakebackLeaves"),
		},
	}
}

// rakebackETag is the version of /rakeback/{address}: the epoch of the
// head, the last block that changed a root or slice, and the wallet's
// watermark (its last fee-paying swap or claim).
func (s *server) rakebackETag(c *gin.Context, src ETagSource, snap *headSnapshot) (string, error) {
	if snap.err != nil {
		return "", errDatabase
	}
	wallet, err := addressParam(c, src.param)
	if err != nil {
		return "", err
	}
	ctx := c.Request.Context()
	w, err := s.store.RakebackWallet(ctx, wallet)
	if err != nil {
		return "", err
	}
	v, err := s.store.RakebackVersion(ctx)
	if err != nil {
		return "", err
	}
	e := wire.EpochOf(int64(snap.head.Timestamp))
	return `W/"r` + strconv.FormatInt(e, 10) + "-" + strconv.FormatUint(v, 10) + "-" + strconv.FormatUint(w.LastBlock, 10) + `"`, nil
}

func leafOut(l mainapi.RakebackLeafRow) rakebackLeaf {
	return rakebackLeaf{
		Epoch: l.Epoch, Token: wire.Address(l.Token), Status: l.Status, Amount: l.Amount, Index: l.Index,
		Proof: hashes(l.Proof), Root: wire.Hash(l.Root),
		ActivatedAt:   nullSeconds(l.ActivatedAt),
		ClaimDeadline: nullSeconds(l.ClaimDeadline),
		UsdValue:      l.Usd,
	}
}

func hashes(hs []common.Hash) []wire.Hash {
	out := make([]wire.Hash, len(hs))
	for i, h := range hs {
		out[i] = wire.Hash(h)
	}
	return out
}

func nullSeconds(p *int64) wire.NullSeconds {
	if p == nil {
		return wire.NullSeconds{}
	}
	return wire.NullOf(wire.Seconds(*p))
}

func (s *server) rakebackWallet(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	ctx := c.Request.Context()
	epoch := wire.EpochOf(int64(headOf(c).head.Timestamp))
	w, err := s.store.RakebackWallet(ctx, wallet)
	if err != nil {
		return nil, err
	}
	leaves, err := s.store.RakebackLeaves(ctx, wallet, nil)
	if err != nil {
		return nil, err
	}
	from := epoch - rakebackRewardEpochs + 1
	accruals, err := s.store.RakebackEpochRewards(ctx, wallet, from, epoch)
	if err != nil {
		return nil, err
	}
	body := rakebackBody{
		CurrentEpoch: epoch, EpochClosesAt: wire.Seconds(wire.EpochEnd(epoch)),
		SwapsMade: w.Swaps, TokensTraded: w.TokensTraded,
		Tokens: rakebackTokenRows(leaves), Epochs: make([]rakebackLeaf, len(leaves)),
		EpochRewards: make([]rakebackEpochReward, rakebackRewardEpochs),
	}
	for i, l := range leaves {
		body.Epochs[i] = leafOut(l)
	}
	usd := make([]decimal.Decimal, rakebackRewardEpochs)
	for i := range body.EpochRewards {
		body.EpochRewards[i] = rakebackEpochReward{Epoch: from + int64(i), Amounts: []rakebackAmount{}}
	}
	for _, a := range accruals {
		i := a.Epoch - from
		if i < 0 || i >= rakebackRewardEpochs {
			continue
		}
		r := &body.EpochRewards[i]
		r.Amounts = append(r.Amounts, rakebackAmount{Token: wire.Address(a.Token), Amount: a.Amount, UsdValue: a.Usd})
		usd[i] = usd[i].Add(a.Usd.Decimal())
	}
	for i := range body.EpochRewards {
		body.EpochRewards[i].UsdValue = wire.UsdFromDecimal(usd[i])
	}
	return body, nil
}

// rakebackTokenRows sums the leaves by token and status, by token address.
func rakebackTokenRows(leaves []mainapi.RakebackLeafRow) []rakebackTokenRow {
	type sums struct{ pending, claimable, claimed, expired wire.Wei }
	by := map[common.Address]*sums{}
	var order []common.Address
	for _, l := range leaves {
		s := by[l.Token]
		if s == nil {
			s = &sums{}
			by[l.Token] = s
			order = append(order, l.Token)
		}
		switch l.Status {
		case "pending":
			s.pending = addWei(s.pending, l.Amount)
		case "claimable":
			s.claimable = addWei(s.claimable, l.Amount)
		case "claimed":
			s.claimed = addWei(s.claimed, l.Amount)
		case "expired":
			s.expired = addWei(s.expired, l.Amount)
		}
	}
	slices.SortFunc(order, func(a, b common.Address) int { return bytes.Compare(a[:], b[:]) })
	out := make([]rakebackTokenRow, len(order))
	for i, t := range order {
		s := by[t]
		out[i] = rakebackTokenRow{Token: wire.Address(t), Pending: s.pending, Claimable: s.claimable, Claimed: s.claimed, Expired: s.expired}
	}
	return out
}

func (s *server) rakebackEpoch(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	epoch, err := strconv.ParseInt(c.Param("epoch"), 10, 32)
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "invalid epoch")
	}
	leaves, err := s.store.RakebackLeaves(c.Request.Context(), wallet, &epoch)
	if err != nil {
		return nil, err
	}
	body := rakebackEpochBody{Epoch: epoch, Tokens: make([]rakebackLeaf, len(leaves))}
	for i, l := range leaves {
		body.Tokens[i] = leafOut(l)
	}
	return body, nil
}

func (s *server) rakebackProof(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	leaves, err := s.store.RakebackLeaves(c.Request.Context(), wallet, nil)
	if err != nil {
		return nil, err
	}
	body := rakebackProofBody{Items: make([]rakebackProofItem, len(leaves))}
	for i, l := range leaves {
		body.Items[i] = rakebackProofItem{Epoch: l.Epoch, Token: wire.Address(l.Token), Index: l.Index, Amount: l.Amount,
			Proof: hashes(l.Proof), Root: wire.Hash(l.Root)}
	}
	return body, nil
}

func (s *server) rakebackStats(c *gin.Context) (any, error) {
	st, err := s.store.RakebackStats(c.Request.Context())
	if err != nil {
		return nil, err
	}
	epoch := wire.EpochOf(s.now().Unix())
	if snap := headOf(c); snap.ok {
		epoch = wire.EpochOf(int64(snap.head.Timestamp))
	}
	body := rakebackStatsBody{
		CurrentEpoch: epoch, EpochClosesAt: wire.Seconds(wire.EpochEnd(epoch)),
		EpochsPublished: st.EpochsPublished, WalletsAccrued: st.WalletsAccrued, WalletsServed: st.WalletsServed,
		Tokens: make([]rakebackStatsToken, len(st.Tokens)),
	}
	var acc, posted, claimed, expired decimal.Decimal
	for i, t := range st.Tokens {
		body.Tokens[i] = rakebackStatsToken{Token: wire.Address(t.Token), Accrued: t.Accrued, AccruedUsd: t.AccruedUsd,
			Posted: t.Posted, PostedUsd: t.PostedUsd, Claimed: t.Claimed, ClaimedUsd: t.ClaimedUsd,
			Expired: t.Expired, ExpiredUsd: t.ExpiredUsd, Swept: t.Swept}
		acc, posted = acc.Add(t.AccruedUsd.Decimal()), posted.Add(t.PostedUsd.Decimal())
		claimed, expired = claimed.Add(t.ClaimedUsd.Decimal()), expired.Add(t.ExpiredUsd.Decimal())
	}
	body.Totals = rakebackStatsTotals{AccruedUsd: wire.UsdFromDecimal(acc), PostedUsd: wire.UsdFromDecimal(posted),
		ClaimedUsd: wire.UsdFromDecimal(claimed), ExpiredUsd: wire.UsdFromDecimal(expired)}
	return body, nil
}

func addWei(a, b wire.Wei) wire.Wei {
	return wire.MustNewWei(new(big.Int).Add(a.BigInt(), b.BigInt()))
}
