package funbackend

import "errors"

// ErrNotFound is returned by a store's point reads when the coin, intent
// or row asked for does not exist (the store's one not-found convention:
// test it with errors.Is).
var ErrNotFound = errors.New("funbackend: not found")

// Day is the 24h window of the "24h" figures, in seconds.
const Day = 86400

// BoardQuery selects board rows: newest first, hidden coins left out.
type BoardQuery struct {
	// Limit caps the rows (required).
	Limit int
	// Q filters on name or symbol (case-insensitive substring) or an exact
	// address; "" means no filter.
	Q string
	// After continues below the keyset (created_block, created_log_index);
	// nil starts at the newest coin.
	After *BoardKey
	// Since is the start of the 24h window (Unix seconds).
	Since int64
}

// BoardKey is a board keyset position.
type BoardKey struct {
	Block, LogIndex int64
}

// CoinFigures are a coin's totals for the detail route.
type CoinFigures struct {
	Trades                                  int64
	VolumeWei, CreatorFeesWei, Volume24hWei string
	PveTokens, PveEth                       string // every PvE fill
	PveLaunchTokens, PveLaunchEth           string // the launch slice (PvE fills not fed)
	PveFedTokens, PveFedEth                 string // feedPve fills
	DevHolds                                string // the creator's net position
	FirstBuyer                              *string
	PveRecordFailedTokens                   *string
	PveRecordFailedAt                       *int64
	CreatorFeeRerouted                      *string
}

// Holder is one position of the holders route.
type Holder struct {
	Trader string `json:"trader"`
	NetWei string `json:"net_wei"`
}

// Candle is one candle row (spec 2.2): low and high in ETH per whole token,
// open and close the exact price_x18 of the bucket's first and last trade,
// volume the exact wei of both sides.
type Candle struct {
	Bucket int64   `json:"bucket"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
	Trades int64   `json:"trades"`
	Volume string  `json:"volume"`
	Open   string  `json:"open,omitempty"`
	Close  string  `json:"close,omitempty"`
}

// MaxCandleSlots is the window of the candles route: buckets from the one
// of the coin's last trade back this many slots.
const MaxCandleSlots = 2000

// CurvePoint is a coin's curve after one trade: the trade's price_x18 and
// the curve's virtual token reserve after it (decimal strings).
type CurvePoint struct {
	PriceX18, VirtualToken string
}
