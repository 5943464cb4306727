package mainapi

import "github.com/neoswap/neoswap/common/wire"

// Read models of the creator and PvE routes (spec 4.7;
// docs/creator-pve.md).

// CreatorToken is a token's creator-fee state: its current creator (the
// latest TokenRegistered or CreatorUpdated, else the latest accrual's
// creator; invalid when neither exists), disabled (the latest DisabledSet),
// its venue label and, per quote asset, every fee accrued to the vault.
type CreatorToken struct {
	Creator  wire.NullAddress
	Disabled bool
	Fees     []CreatorTokenFee
}

// CreatorTokenFee is a token's accrued creator fees in one quote asset and
// their write-time USD (invalid when no accrual was priced).
type CreatorTokenFee struct {
	QuoteAsset wire.Address
	Amount     wire.Wei
	Usd        wire.NullUsd
}

// CreatorQuote is one (token, quote asset) of a creator: what the vault
// accrued to it (Accrued naming it), their write-time USD and count, what
// it claimed, and what it can claim now (the vault's claimable for the
// token's current creator, zero for a former one).
type CreatorQuote struct {
	Token, QuoteAsset wire.Address
	Earned            wire.Wei
	UsdEarned         wire.Usd
	Swaps             int64
	Claimed           wire.Wei
	Unclaimed         wire.Wei
}

// CreatorTokenMeta is one token of a creator: disabled, venue (neofun for
// a coin of the launch curve, deployer otherwise) and its last claim.
type CreatorTokenMeta struct {
	Token       wire.Address
	Disabled    bool
	Venue       string
	LastClaimAt wire.NullSeconds
}

// CreatorDay is a creator's accruals of one UTC day: USD and count.
type CreatorDay struct {
	Day       int64
	UsdEarned wire.Usd
	Swaps     int64
}

// Creator is a creator's fee state: its tokens (by token), their quotes
// (by token, quote asset) and its days (ascending).
type Creator struct {
	Tokens []CreatorTokenMeta
	Quotes []CreatorQuote
	Days   []CreatorDay
}

// PveCredit is a PvE drop: PveCredited's amount over totalStaked Neocats
// staked at creditBlock, in the vault that emitted it.
type PveCredit struct {
	Vault       wire.Address
	Amount      wire.Wei
	TotalStaked wire.Wei
	CreditBlock int64
	Timestamp   wire.Seconds
}

// PveReceiver is one buyer's first-hand receipts of a coin.
type PveReceiver struct {
	Creator     wire.Address
	Received    wire.Wei
	ReceivedUsd wire.NullUsd
	Receipts    int64
}

// PveToken is a coin's PvE state over both vault instances. Vault is the
// instance holding its escrow or credit (the forward target, else the
// vault that booked its receipts, else the curve's pve_vault; invalid when
// none of these exists).
type PveToken struct {
	Vault         wire.NullAddress
	Received      wire.Wei
	ReceivedUsd   wire.NullUsd
	Receipts      int64
	Distributed   wire.Wei
	Distributions int64
	LastBlock     *int64
	Credit        *PveCredit
	HeldPending   wire.Wei
	ClaimedTotal  wire.Wei
	Claims        int64
	Creators      []PveReceiver
}

// PveClaim is a wallet's claims of a coin: their sum and the latest one.
type PveClaim struct {
	Amount      wire.Wei
	TxHash      wire.Hash
	BlockNumber int64
	Timestamp   wire.Seconds
}

// PveWalletToken is a credited coin a wallet has a share of (its Neocat
// stake at the credit block) or claimed: the share as the credit's amount.
type PveWalletToken struct {
	Token    wire.Address
	Credit   PveCredit
	Claimed  *PveClaim
	Decimals *int64
}

// PveTokenOf is a coin a creator bought PvE slices of: its own receipts,
// and the coin's credited amount and first-hand receipts of every buyer.
type PveTokenOf struct {
	Token         wire.Address
	Received      wire.Wei
	ReceivedUsd   wire.NullUsd
	Receipts      int64
	Distributed   wire.Wei
	TokenReceived wire.Wei
}

// CreatorRow is a creator of /explore/creators: its accruals over every
// token (count of tokens, write-time USD, count), the block time of its
// latest, and Key, the value it is sorted by (decimal text).
type CreatorRow struct {
	Address       wire.Address
	Tokens        int64
	UsdEarned     wire.Usd
	Swaps         int64
	LastAccrualAt wire.Seconds
	Key           string
}

// CreatorPage is a keyset page request of /explore/creators: sort
// (usdEarned, swaps or recent), direction, the position after which it
// starts (AfterKey empty: from the start) and its size.
type CreatorPage struct {
	Sort      string
	Desc      bool
	AfterKey  string
	AfterAddr wire.Address
	Limit     int
}
