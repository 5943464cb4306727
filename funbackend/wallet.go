package funbackend

// Position is one net curve position of a wallet with its cost basis.
type Position struct {
	Token           string `json:"token"`
	Name            string `json:"name"`
	Symbol          string `json:"symbol"`
	Status          int64  `json:"status"`
	NetWei          string `json:"netWei"`
	TokensBoughtWei string `json:"tokensBoughtWei"`
	TokensSoldWei   string `json:"tokensSoldWei"`
	EthSpentWei     string `json:"ethSpentWei"`
	EthReceivedWei  string `json:"ethReceivedWei"`
	CostBasisWei    string `json:"costBasisWei"`
	PriceX18        string `json:"priceX18"`
	ValueWei        string `json:"valueWei"`
	Buys            int64  `json:"buys"`
	Sells           int64  `json:"sells"`
	LastTradeAt     int64  `json:"lastTradeAt"`
}

// FeeReroute is a coin of a wallet whose creator fee went to the Collector.
type FeeReroute struct {
	Token        string `json:"token"`
	Name         string `json:"name"`
	Symbol       string `json:"symbol"`
	FeeRecipient string `json:"feeRecipient"`
	Count        int64  `json:"count"`
	AmountWei    string `json:"amountWei"`
	FirstBlock   int64  `json:"firstBlock"`
	LastBlock    int64  `json:"lastBlock"`
	LastAt       int64  `json:"lastAt"`
}

// PveValue is the PvE escrow of /pve/value.
type PveValue struct {
	Coins                            int64
	TokensWei, EthWei, ValueWei      string
	CreditedCoins                    int64
	CreditedTokensWei, CreditedValue string
	PerCoin                          []PveCoin
}

// PveCoin is one PvE coin's escrow.
type PveCoin struct {
	Token     string `json:"token"`
	Symbol    string `json:"symbol"`
	Status    int64  `json:"status"`
	Credited  bool   `json:"credited"`
	TokensWei string `json:"tokensWei"`
	EthWei    string `json:"ethWei"`
	PriceX18  string `json:"priceX18"`
	ValueWei  string `json:"valueWei"`
}

// FeeClaim is one creator-fee claim of /fees/history.
type FeeClaim struct {
	Token       string `json:"token"`
	Name        string `json:"name"`
	Symbol      string `json:"symbol"`
	QuoteAsset  string `json:"quoteAsset"`
	AmountWei   string `json:"amountWei"`
	TxHash      string `json:"txHash"`
	LogIndex    int64  `json:"logIndex"`
	BlockNumber int64  `json:"blockNumber"`
	Timestamp   int64  `json:"timestamp"`
}
