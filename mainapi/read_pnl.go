package mainapi

import "math/big"

// Read model of GET /pnl/{address}/token/{token} (spec 4.4;
// docs/portfolio.md, "Token PnL").

// PnLTrade is one of a wallet's trades of a token (a trades row: a
// FeeRouter trade it paid for, or a third-party pair swap of its own).
type PnLTrade struct {
	// Buy: the token came out of the trade; otherwise it went in (a sell).
	Buy bool
	// Amount is the token's base units bought or sold.
	Amount *big.Int
	// UsdValue is the trade's USD value at write time (trades.usd_value,
	// decimal text; "0" when neither side was priced).
	UsdValue string
}

// PnLTrades are a wallet's trades of a token, oldest first, with the
// token's decimals (nil when its metadata is unknown).
type PnLTrades struct {
	Decimals *int32
	Trades   []PnLTrade
}
