package postgres

import (
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
)

// curveTables are the launch venue's raw tables (migration 00009); the
// /neofun/* ETags version on the freshest block across them.
var curveTables = []string{"curve_tokens_created", "curve_trades", "curve_lifecycle"}

// curveRawTables are the raw tables of the curve events of ev.
func curveRawTables(ev *mainapi.Events) []rawTable {
	c := &ev.Curve
	return []rawTable{
		{"curve_tokens_created", []string{"token", "creator", "submitter", "fee_recipient", "name", "symbol", "metadata_hash",
			"salt", "nonce", "pve_vault", "params_id", "virtual_eth", "virtual_token", "floor_token", "creator_fee_bps"},
			len(c.Created), func(i int) (mainapi.Pos, []any) {
				e := c.Created[i]
				return e.Pos, []any{e.Token.Bytes(), e.Creator.Bytes(), e.Submitter.Bytes(), e.FeeRecipient.Bytes(),
					cleanText(e.Name), cleanText(e.Symbol), e.MetadataHash.Bytes(), num(e.Salt), num(e.Nonce), e.PveVault.Bytes(),
					int64(e.ParamsID), num(e.VirtualEth), num(e.VirtualToken), num(e.FloorToken), num(e.FeeBps)}
			}},
		{"curve_trades", []string{"token", "trader", "is_buy", "eth_amount", "token_amount", "protocol_fee", "creator_fee",
			"price_x18", "virtual_eth", "virtual_token", "real_eth", "pve_tokens"},
			len(c.Trades), func(i int) (mainapi.Pos, []any) {
				e := c.Trades[i]
				return e.Pos, []any{e.Token.Bytes(), e.Trader.Bytes(), e.IsBuy, num(e.EthAmount), num(e.TokenAmount),
					num(e.ProtocolFee), num(e.CreatorFee), num(e.PriceX18), num(e.VirtualEth), num(e.VirtualToken),
					num(e.RealEth), num(e.PveTokens)}
			}},
		{"curve_lifecycle", []string{"kind", "token", "pair_weth", "pair_neo", "price_x18", "args"},
			len(c.Lifecycle), func(i int) (mainapi.Pos, []any) {
				e := c.Lifecycle[i]
				return e.Pos, []any{e.Kind, e.Token.Bytes(), optAddr(e.PairWeth), optAddr(e.PairNeo), num(e.PriceX18), e.Args}
			}},
	}
}

// optAddr is a nullable address column (NULL for zero).
func optAddr(a common.Address) []byte {
	if a == (common.Address{}) {
		return nil
	}
	return a.Bytes()
}

// cleanText makes an on-chain string storable as text: NUL bytes dropped,
// invalid UTF-8 replaced.
func cleanText(s string) string {
	return strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "\uFFFD")
}
