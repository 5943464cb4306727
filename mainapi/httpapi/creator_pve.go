package httpapi

import (
	"context"
	"math/big"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The creator-fee and PvE routes of spec 4.7, over what the indexer
// derived from CreatorFeeVault, CreatorFeeRegistry and both PveVault
// instances (docs/creator-pve.md). Token routes are versioned on the head;
// the per-address routes on the wallet's last activity block, which every
// event naming the address as creator, PvE buyer or claimer bumps.

// creatorPveStore is what the creator and PvE routes read.
type creatorPveStore interface {
	// CreatorToken returns a token's creator, disabled flag and fees by quote asset.
	CreatorToken(ctx context.Context, token wire.Address) (mainapi.CreatorToken, error)
	// Creator returns a creator's tokens, their quotes and its days.
	Creator(ctx context.Context, creator wire.Address) (mainapi.Creator, error)
	// PveToken returns a coin's PvE state over both vaults.
	PveToken(ctx context.Context, token wire.Address) (mainapi.PveToken, error)
	// PveCreatorTokens returns the coins a creator bought PvE slices of.
	PveCreatorTokens(ctx context.Context, creator wire.Address) ([]mainapi.PveTokenOf, error)
	// PveWallet returns the credited coins a wallet has a share of or claimed.
	PveWallet(ctx context.Context, wallet wire.Address) ([]mainapi.PveWalletToken, error)
	// ExploreCreators returns one keyset page of the creators with an accrual.
	ExploreCreators(ctx context.Context, p mainapi.CreatorPage) ([]mainapi.CreatorRow, error)
}

type creatorFee struct {
	QuoteAsset wire.Address `json:"quoteAsset"`
	Amount     wire.Wei     `json:"amount" doc:"every creator fee of the token accrued to CreatorFeeVault in this quote asset (Accrued), whoever the creator was"`
	Usd        wire.NullUsd `json:"usd" doc:"their USD at each accrual's block (write-time); null when none was priced"`
}

type creatorTokenBody struct {
	Token      wire.Address     `json:"token"`
	Creator    wire.NullAddress `json:"creator" doc:"the token's current creator (latest TokenRegistered or CreatorUpdated of CreatorFeeRegistry); null when never registered"`
	Disabled   bool             `json:"disabled" doc:"the latest DisabledSet of CreatorFeeRegistry (false when none): a disabled token accrues no creator fee"`
	FeesToDate []creatorFee     `json:"feesToDate" doc:"by quote asset; empty when nothing accrued"`
}

type creatorQuote struct {
	QuoteAsset wire.Address `json:"quoteAsset"`
	Earned     wire.Wei     `json:"earned" doc:"fees accrued to this address as the token's creator (Accrued naming it)"`
	UsdEarned  wire.Usd     `json:"usdEarned" doc:"their USD at each accrual's block; unpriced accruals count 0"`
	Swaps      int64        `json:"swaps" doc:"accruals: fee-paying trades (a FeeRouter swap leg or a launch-curve trade)"`
	Claimed    wire.Wei     `json:"claimed" doc:"what this address claimed (Claimed)"`
	Unclaimed  wire.Wei     `json:"unclaimed" doc:"CreatorFeeVault.claimable(token, quoteAsset) when this address is the current creator (accrued minus claimed over every creator of the token), 0 for a former creator"`
}

type creatorTokenRow struct {
	Token       wire.Address     `json:"token"`
	Disabled    bool             `json:"disabled"`
	Venue       string           `json:"venue" enum:"neofun,deployer" doc:"a label only: neofun for a coin launched on the launch curve (a TokenCreated of it), deployer for any other registered token (coins of the retired launch contract); both accrue into the same vault"`
	LastClaimAt wire.NullSeconds `json:"lastClaimAt" doc:"this address's latest claim of the token; null when none"`
	UsdEarned   wire.Usd         `json:"usdEarned" doc:"sum of the quotes' usdEarned"`
	Quotes      []creatorQuote   `json:"quotes" doc:"by quote asset"`
}

type creatorDay struct {
	Day       int64    `json:"day" doc:"UTC day index (unix seconds / 86400)"`
	UsdEarned wire.Usd `json:"usdEarned"`
	Swaps     int64    `json:"swaps"`
}

type creatorBody struct {
	Address        wire.Address      `json:"address"`
	Tokens         []creatorTokenRow `json:"tokens" doc:"tokens this address is or was the creator of, by token"`
	Series         []creatorDay      `json:"series" doc:"days with an accrual to this address, ascending"`
	TotalUsdEarned wire.Usd          `json:"totalUsdEarned"`
}

type pveCredit struct {
	Amount      wire.Wei `json:"amount" doc:"PveCredited amount (on /pve/wallet: the wallet's share, amount x its staked Neocats at creditBlock / totalStaked)"`
	TotalStaked wire.Wei `json:"totalStaked" doc:"Neocats staked at creditBlock"`
	CreditBlock int64    `json:"creditBlock" doc:"the block the staking snapshot is read at (the credit's block - 1)"`
}

type pveCreatorRow struct {
	Creator     wire.Address `json:"creator" doc:"the buyer of the slices (PveReceived from)"`
	Received    wire.Wei     `json:"received"`
	ReceivedUsd wire.NullUsd `json:"receivedUsd" doc:"USD of the ETH spent, at each receipt's block; null when none was priced"`
	Receipts    int64        `json:"receipts"`
}

type pveTokenBody struct {
	Token         wire.Address    `json:"token"`
	Vault         wire.Address    `json:"vault" doc:"the PvE vault instance holding the coin's escrow or credit (the forward target after Forwarded, else the vault of its receipts, else the curve's pveVault of the coin); the default PvE vault when none"`
	Received      wire.Wei        `json:"received" doc:"first-hand PvE receipts (PveReceived not from a vault: forwarded escrow is not counted twice)"`
	Distributed   wire.Wei        `json:"distributed" doc:"credited to staked-Neocat holders (PveCredited amount)"`
	Escrowed      wire.Wei        `json:"escrowed" doc:"received minus distributed, floored at 0: escrow not yet credited"`
	ReceivedUsd   wire.NullUsd    `json:"receivedUsd" doc:"USD of the ETH the receipts spent, at their blocks; null when none was priced"`
	Receipts      int64           `json:"receipts"`
	Distributions int64           `json:"distributions" doc:"PveCredited events (0 or 1)"`
	LastBlock     *int64          `json:"lastBlock" doc:"block of the coin's latest PvE event; null when none"`
	Credit        *pveCredit      `json:"credit" doc:"null until PveCredited"`
	HeldPending   wire.Wei        `json:"heldPending" doc:"amount of the latest PveHeld not followed by a credit (nothing was staked at the attempt); 0 otherwise"`
	ClaimedTotal  wire.Wei        `json:"claimedTotal"`
	Claims        int64           `json:"claims"`
	Creators      []pveCreatorRow `json:"creators" doc:"per buyer, by address"`
}

type pveCreatorToken struct {
	Token       wire.Address `json:"token"`
	Received    wire.Wei     `json:"received" doc:"this address's first-hand receipts of the coin"`
	Distributed wire.Wei     `json:"distributed" doc:"the coin's credited amount"`
	Escrowed    wire.Wei     `json:"escrowed" doc:"the coin's receipts minus distributed, floored at 0"`
	ReceivedUsd wire.NullUsd `json:"receivedUsd"`
	Receipts    int64        `json:"receipts"`
}

type pveCreatorBody struct {
	Address          wire.Address      `json:"address"`
	Tokens           []pveCreatorToken `json:"tokens" doc:"coins this address bought PvE slices of, by token"`
	TotalReceivedUsd wire.NullUsd      `json:"totalReceivedUsd" doc:"null when no receipt was priced"`
}

type pveClaim struct {
	Amount      wire.Wei     `json:"amount" doc:"sum of the wallet's PveClaimed of the coin"`
	TxHash      wire.Hash    `json:"txHash" doc:"the latest claim"`
	BlockNumber int64        `json:"blockNumber"`
	Timestamp   wire.Seconds `json:"timestamp"`
}

type pveWalletToken struct {
	Token           wire.Address `json:"token"`
	Vault           wire.Address `json:"vault" doc:"the instance a claim must target (the one that emitted PveCredited)"`
	Credit          pveCredit    `json:"credit"`
	CreditTimestamp wire.Seconds `json:"creditTimestamp"`
	Claimed         *pveClaim    `json:"claimed" doc:"null until the wallet claims"`
	EthPrice        *wire.Wei    `json:"ethPrice" doc:"WETH per whole coin, scaled 1e18, from its latest own-pool price; null when unpriced"`
	Decimals        *int64       `json:"decimals" doc:"the coin's decimals; null when unknown"`
}

type pveWalletBody struct {
	Address wire.Address     `json:"address"`
	Tokens  []pveWalletToken `json:"tokens" doc:"credited coins the wallet has a share of or claimed, by token; the live claimable is PveVault.claimable(token, wallet) on vault"`
}

// creatorPveRoutes are spec 4.7's routes; pveVault is the default PvE
// vault (the deployment's pveVault).
func (s *server) creatorPveRoutes(pveVault wire.Address) []*Route {
	token := Param{Name: "token", InPath: true, Kind: KindAddress, Example: exampleToken, Doc: "token address", Invalid: "invalid token"}
	wallet := Param{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "address"}
	return []*Route{
		s.exploreCreatorsRoute(),
		{
			Path: "/creator/token/:token", Summary: "a token's current creator, disabled flag and creator fees to date by quote asset",
			Tier: TierBlock, ETag: ETagHead, Params: []Param{token}, Response: creatorTokenBody{}, Errors: []int{400},
			Handle: s.creatorToken, Reads: reads[creatorPveStore]("CreatorToken"),
		},
		{
			Path: "/creator/:address", Summary: "a creator's tokens with earned, claimed and unclaimed fees per quote asset, its daily series and total USD earned",
			Tier: TierBlock, ETag: ETagWallet("address"), Params: []Param{wallet}, Response: creatorBody{}, Errors: []int{400},
			Handle: s.creator, Reads: reads[creatorPveStore]("Creator"),
		},
		{
			Path: "/pve/token/:token", Summary: "a coin's PvE escrow, credit and claims over both vault instances",
			Tier: TierBlock, ETag: ETagHead, Params: []Param{token}, Response: pveTokenBody{}, Errors: []int{400},
			Handle: func(c *gin.Context) (any, error) { return s.pveToken(c, pveVault) }, Reads: reads[creatorPveStore]("PveToken"),
		},
		{
			Path: "/pve/creator/:address", Summary: "the coins an address bought PvE slices of",
			Tier: TierBlock, ETag: ETagWallet("address"), Params: []Param{wallet}, Response: pveCreatorBody{}, Errors: []int{400},
			Handle: s.pveCreator, Reads: reads[creatorPveStore]("PveCreatorTokens"),
		},
		{
			Path: "/pve/wallet/:address", Summary: "a wallet's PvE credits (its share of each credited coin), the vault to claim from and its claims",
			Tier: TierBlock, ETag: ETagWallet("address"), Params: []Param{wallet}, Response: pveWalletBody{}, Errors: []int{400},
			Handle: s.pveWallet, Reads: append(reads[creatorPveStore]("PveWallet"), reads[TokenReader]("FindTokenEthPrice")...),
		},
	}
}

func (s *server) creatorToken(c *gin.Context) (any, error) {
	tok, err := wire.ParseAddress(c.Param("token"))
	if err != nil {
		return nil, errorf(400, "invalid token")
	}
	t, err := s.store.CreatorToken(c.Request.Context(), tok)
	if err != nil {
		return nil, err
	}
	body := creatorTokenBody{Token: tok, Creator: t.Creator, Disabled: t.Disabled, FeesToDate: []creatorFee{}}
	if t.Creator.Valid {
		for _, f := range t.Fees {
			body.FeesToDate = append(body.FeesToDate, creatorFee(f))
		}
	}
	return body, nil
}

func (s *server) creator(c *gin.Context) (any, error) {
	a, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	cr, err := s.store.Creator(c.Request.Context(), a)
	if err != nil {
		return nil, err
	}
	body := creatorBody{Address: a, Tokens: []creatorTokenRow{}, Series: []creatorDay{}, TotalUsdEarned: wire.UsdFromMicros(0)}
	at := map[wire.Address]int{}
	for _, t := range cr.Tokens {
		at[t.Token] = len(body.Tokens)
		body.Tokens = append(body.Tokens, creatorTokenRow{Token: t.Token, Disabled: t.Disabled, Venue: t.Venue,
			LastClaimAt: t.LastClaimAt, UsdEarned: wire.UsdFromMicros(0), Quotes: []creatorQuote{}})
	}
	total := wire.UsdFromMicros(0).Decimal()
	for _, q := range cr.Quotes {
		i, ok := at[q.Token]
		if !ok {
			continue
		}
		row := &body.Tokens[i]
		row.Quotes = append(row.Quotes, creatorQuote{QuoteAsset: q.QuoteAsset, Earned: q.Earned, UsdEarned: q.UsdEarned,
			Swaps: q.Swaps, Claimed: q.Claimed, Unclaimed: q.Unclaimed})
		row.UsdEarned = wire.UsdFromDecimal(row.UsdEarned.Decimal().Add(q.UsdEarned.Decimal()))
		total = total.Add(q.UsdEarned.Decimal())
	}
	body.TotalUsdEarned = wire.UsdFromDecimal(total)
	for _, d := range cr.Days {
		body.Series = append(body.Series, creatorDay(d))
	}
	return body, nil
}

// escrowed is received minus distributed, floored at 0 (a credit counts
// the vault's whole balance of the coin, fills whose booking failed too).
func escrowed(received, distributed wire.Wei) wire.Wei {
	if received.Cmp(distributed) <= 0 {
		return wire.WeiFromUint64(0)
	}
	return wire.MustNewWei(new(big.Int).Sub(received.BigInt(), distributed.BigInt()))
}

func (s *server) pveToken(c *gin.Context, pveVault wire.Address) (any, error) {
	tok, err := wire.ParseAddress(c.Param("token"))
	if err != nil {
		return nil, errorf(400, "invalid token")
	}
	t, err := s.store.PveToken(c.Request.Context(), tok)
	if err != nil {
		return nil, err
	}
	body := pveTokenBody{Token: tok, Vault: pveVault, Received: t.Received, Distributed: t.Distributed,
		Escrowed: escrowed(t.Received, t.Distributed), ReceivedUsd: t.ReceivedUsd, Receipts: t.Receipts,
		Distributions: t.Distributions, LastBlock: t.LastBlock, HeldPending: t.HeldPending,
		ClaimedTotal: t.ClaimedTotal, Claims: t.Claims, Creators: []pveCreatorRow{}}
	if t.Vault.Valid {
		body.Vault = t.Vault.V
	}
	if t.Credit != nil {
		body.Credit = &pveCredit{Amount: t.Credit.Amount, TotalStaked: t.Credit.TotalStaked, CreditBlock: t.Credit.CreditBlock}
	}
	for _, r := range t.Creators {
		body.Creators = append(body.Creators, pveCreatorRow(r))
	}
	return body, nil
}

func (s *server) pveCreator(c *gin.Context) (any, error) {
	a, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	toks, err := s.store.PveCreatorTokens(c.Request.Context(), a)
	if err != nil {
		return nil, err
	}
	body := pveCreatorBody{Address: a, Tokens: []pveCreatorToken{}}
	total := wire.UsdFromMicros(0).Decimal()
	for _, t := range toks {
		body.Tokens = append(body.Tokens, pveCreatorToken{Token: t.Token, Received: t.Received, Distributed: t.Distributed,
			Escrowed: escrowed(t.TokenReceived, t.Distributed), ReceivedUsd: t.ReceivedUsd, Receipts: t.Receipts})
		if t.ReceivedUsd.Valid {
			total = total.Add(t.ReceivedUsd.V.Decimal())
			body.TotalReceivedUsd.Valid = true
		}
	}
	if body.TotalReceivedUsd.Valid {
		body.TotalReceivedUsd.V = wire.UsdFromDecimal(total)
	}
	return body, nil
}

func (s *server) pveWallet(c *gin.Context) (any, error) {
	a, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	toks, err := s.store.PveWallet(c.Request.Context(), a)
	if err != nil {
		return nil, err
	}
	body := pveWalletBody{Address: a, Tokens: []pveWalletToken{}}
	for _, t := range toks {
		row := pveWalletToken{Token: t.Token, Vault: t.Credit.Vault,
			Credit:          pveCredit{Amount: t.Credit.Amount, TotalStaked: t.Credit.TotalStaked, CreditBlock: t.Credit.CreditBlock},
			CreditTimestamp: t.Credit.Timestamp, Decimals: t.Decimals}
		if row.EthPrice, err = s.store.FindTokenEthPrice(c.Request.Context(), t.Token); err != nil {
			return nil, err
		}
		if t.Claimed != nil {
			row.Claimed = &pveClaim{Amount: t.Claimed.Amount, TxHash: t.Claimed.TxHash, BlockNumber: t.Claimed.BlockNumber, Timestamp: t.Claimed.Timestamp}
		}
		body.Tokens = append(body.Tokens, row)
	}
	return body, nil
}

// pveVaultOf is the deployment's default PvE vault (zero without one).
func pveVaultOf(d Deps) wire.Address {
	if d.Deployment == nil {
		return wire.Address{}
	}
	return wire.Address(d.Deployment.Addresses.PveVault)
}

// creatorExplorePageSize is the page of /explore/creators.
const creatorExplorePageSize = 50

// creatorSorts are /explore/creators' orders.
var creatorSorts = []string{"usdEarned", "swaps", "recent"}

type exploreCreator struct {
	Address       wire.Address `json:"address"`
	Tokens        int64        `json:"tokens" doc:"tokens with an accrual to this creator"`
	UsdEarned     wire.Usd     `json:"usdEarned" doc:"write-time USD of its accruals over every token and quote asset"`
	Swaps         int64        `json:"swaps" doc:"its accruals (fee-paying trades)"`
	LastAccrualAt wire.Seconds `json:"lastAccrualAt" doc:"block time of its latest accrual"`
}

type exploreCreatorsBody struct {
	Creators   []exploreCreator `json:"creators"`
	NextCursor *string          `json:"nextCursor" doc:"null when hasMore is false"`
	HasMore    bool             `json:"hasMore"`
}

// creatorCursor is the keyset position of /explore/creators: the sort
// value (decimal) and the creator.
type creatorCursor struct {
	K string       `json:"k"`
	A wire.Address `json:"a"`
}

func (s *server) exploreCreatorsRoute() *Route {
	return &Route{
		Path: "/explore/creators", Summary: "creators with creator-fee accruals, in keyset pages of 50: tokens, USD earned, accruals, latest accrual",
		Tier: TierCron, ETag: ETagHead, Response: exploreCreatorsBody{}, Errors: []int{400, 403},
		Params: []Param{
			{Name: "sort", Kind: KindEnum, Enum: creatorSorts, Default: "usdEarned", Example: "swaps",
				Doc: "usdEarned: write-time USD earned; swaps: accruals; recent: latest accrual"},
			{Name: "dir", Kind: KindEnum, Enum: []string{"asc", "desc"}, Default: "desc", Example: "desc"},
			{Name: "cursor", Doc: "nextCursor of the previous page (bound to sort and dir)"},
		},
		Handle: s.exploreCreators, Reads: reads[creatorPveStore]("ExploreCreators"),
	}
}

func (s *server) exploreCreators(c *gin.Context) (any, error) {
	sort := c.DefaultQuery("sort", "usdEarned")
	dir := c.DefaultQuery("dir", "desc")
	scope := NewCursorScope(c.FullPath(), "sort", sort, "dir", dir)
	p := mainapi.CreatorPage{Sort: sort, Desc: dir == "desc", Limit: creatorExplorePageSize + 1}
	var pos creatorCursor
	ok, err := s.cursorParam(c, scope, &pos)
	if err != nil {
		return nil, err
	}
	if ok {
		if _, good := new(big.Rat).SetString(pos.K); !good {
			return nil, errInvalidCursor
		}
		p.AfterKey, p.AfterAddr = pos.K, pos.A
	}
	rows, err := s.store.ExploreCreators(c.Request.Context(), p)
	if err != nil {
		return nil, err
	}
	body := exploreCreatorsBody{Creators: []exploreCreator{}}
	if len(rows) > creatorExplorePageSize {
		body.HasMore = true
		rows = rows[:creatorExplorePageSize]
		last := rows[len(rows)-1]
		next, err := s.cursors.Encode(scope, creatorCursor{K: last.Key, A: last.Address})
		if err != nil {
			return nil, err
		}
		body.NextCursor = &next
	}
	for _, r := range rows {
		body.Creators = append(body.Creators, exploreCreator{Address: r.Address, Tokens: r.Tokens, UsdEarned: r.UsdEarned,
			Swaps: r.Swaps, LastAccrualAt: r.LastAccrualAt})
	}
	return body, nil
}
