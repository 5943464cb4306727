package postgres

import (
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres/internal/pgcopy"
)

// curveRawTables are the raw tables of the curve events of ev.
func curveRawTables(ev *mainapi.Events) []rawTable {
	c := &ev.Curve
	return []rawTable{
		{"curve_tokens_created", []string{"token", "creator", "submitter", "fee_recipient", "name", "symbol", "metadata_hash",
			"salt", "nonce", "pve_vault", "params_id", "virtual_eth", "virtual_token", "floor_token", "creator_fee_bps"},
			len(c.Created), func(i int, r *pgcopy.Row) {
				e := &c.Created[i]
				putPos(r, &e.Pos)
				r.Bytes(e.Token[:])
				r.Bytes(e.Creator[:])
				r.Bytes(e.Submitter[:])
				r.Bytes(e.FeeRecipient[:])
				r.Text(cleanText(e.Name))
				r.Text(cleanText(e.Symbol))
				r.Bytes(e.MetadataHash[:])
				r.Numeric(e.Salt)
				r.Numeric(e.Nonce)
				r.Bytes(e.PveVault[:])
				r.Int64(int64(e.ParamsID))
				r.Numeric(e.VirtualEth)
				r.Numeric(e.VirtualToken)
				r.Numeric(e.FloorToken)
				r.Numeric(e.FeeBps)
			}},
		{"curve_trades", []string{"token", "trader", "is_buy", "eth_amount", "token_amount", "protocol_fee", "creator_fee",
			"price_x18", "virtual_eth", "virtual_token", "real_eth", "pve_tokens"},
			len(c.Trades), func(i int, r *pgcopy.Row) {
				e := &c.Trades[i]
				putPos(r, &e.Pos)
				r.Bytes(e.Token[:])
				r.Bytes(e.Trader[:])
				r.Bool(e.IsBuy)
				for _, x := range []*big.Int{e.EthAmount, e.TokenAmount, e.ProtocolFee, e.CreatorFee, e.PriceX18,
					e.VirtualEth, e.VirtualToken, e.RealEth, e.PveTokens} {
					r.Numeric(x)
				}
			}},
		{"curve_lifecycle", []string{"kind", "token", "pair_weth", "pair_neo", "price_x18", "args"},
			len(c.Lifecycle), func(i int, r *pgcopy.Row) {
				e := &c.Lifecycle[i]
				putPos(r, &e.Pos)
				r.Text(e.Kind)
				r.Bytes(e.Token[:])
				r.Bytes(optAddr(&e.PairWeth))
				r.Bytes(optAddr(&e.PairNeo))
				r.Numeric(e.PriceX18)
				r.Value(e.Args)
			}},
	}
}

// optAddr is a nullable address column (NULL for zero).
func optAddr(a *common.Address) []byte {
	if *a == (common.Address{}) {
		return nil
	}
	return a[:]
}

// cleanText makes an on-chain string storable as text: NUL bytes dropped,
// invalid UTF-8 replaced.
func cleanText(s string) string {
	return strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "\uFFFD")
}
