package wire_test

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/neoswap/neoswap/common/wire"
)

func Example() {
	type poolRow struct {
		PairAddress wire.Address     `json:"pairAddress"`
		Reserve0    wire.Wei         `json:"reserve0"`
		LastUpdated wire.Seconds     `json:"lastUpdated"`
		TvlUsd      wire.Usd         `json:"tvlUsd"`
		PriceUsd    wire.NullUsd     `json:"priceUsd"`
		FeeAprBps   wire.NullBps     `json:"feeAprBps"`
		TvlDeltaPct wire.Percent     `json:"tvlDeltaPct"`
		Creator     wire.NullAddress `json:"creator"`
	}
	row := poolRow{
		PairAddress: wire.MustParseAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"),
		Reserve0:    wire.MustParseWei("1000000000000000000"),
		LastUpdated: 1704585600,
		TvlUsd:      wire.MustParseUsd("1234.500000"),
		FeeAprBps:   wire.NullOf[wire.Bps](1250),
		TvlDeltaPct: wire.PercentOf(0.0 / zero),
	}
	out, _ := json.MarshalIndent(row, "", "  ")
	fmt.Println(string(out))
	// Output:
	// {
	//   "pairAddress": "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
	//   "reserve0": "1000000000000000000",
	//   "lastUpdated": 1704585600,
	//   "tvlUsd": "1234.5",
	//   "priceUsd": null,
	//   "feeAprBps": 1250,
	//   "tvlDeltaPct": null,
	//   "creator": null
	// }
}

var zero = 0.0

func ExampleRatioFromX18() {
	x18, _ := new(big.Int).SetString("1500000000000000000", 10)
	r := wire.MustRatioFromX18(x18)
	fmt.Println(r)
	// Output: 1.5
}

func ExampleEpochOf() {
	t := int64(1704585600) // Sunday 2024-01-07 00:00 UTC
	e := wire.EpochOf(t)
	fmt.Println(e, wire.EpochStart(e), wire.EpochEnd(e))
	fmt.Println(wire.EpochOf(t - 1))
	// Output:
	// 2818 1704585600 1705190400
	// 2817
}
