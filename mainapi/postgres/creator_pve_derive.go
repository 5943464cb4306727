package postgres

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/mainapi"
)

// creatorPveDomain is creator fees and PvE (migration 00042). Its derived
// rows are block-keyed: each creator fee and each first-hand PvE receipt
// with its USD at its own block, so a rollback deletes them with their
// block and recomputes nothing; the per-token, per-creator and per-wallet
// state is summed from them and the raw rows when read (creator_pve_read.go).
// Its deploy_token activity rows are block-keyed too. It reads the DEX
// domain's raw pair rows (amount_usd), the curve's TokenCreated rows and
// the contracts.
var creatorPveDomain = domain{
	name:          "creator_pve",
	rawTables:     creatorPveRawTables,
	derivedTables: []string{"creator_fee_items", "pve_receipt_items"},
	derive:        deriveCreatorPve,
	applied:       appliedCreatorPve,
	rollback: func(context.Context, pgx.Tx, int64, int64) (func(context.Context, pgx.Tx, string) error, error) {
		return func(context.Context, pgx.Tx, string) error { return nil }, nil
	},
}

// insertCreatorFeeItems inserts the CreatorFeeVault accruals of blocks
// $1..$2 with their UTC day and USD at their block (minimum liquidity $3).
// Accrued, not FeeRouter's CreatorFee: the launch curve accrues creator
// fees into the same vault without a CreatorFee.
const insertCreatorFeeItems = `
INSERT INTO creator_fee_items (block_number, tx_hash, log_index, token, creator, quote_asset, amount, day, usd)
SELECT f.block_number, f.tx_hash, f.log_index, f.token, f.creator, f.quote_asset, f.amount, b.timestamp / 86400,
       amount_usd(f.quote_asset, f.amount, f.block_number, $3::numeric)
FROM vault_events f JOIN blocks b ON b.number = f.block_number
WHERE f.kind = 'Accrued' AND f.block_number BETWEEN $1 AND $2`

// insertPveReceiptItems inserts the first-hand PvE receipts of blocks
// $1..$2 (a PveReceived whose from is not a PvE vault: escrow a vault
// forwards is booked again by its successor), the buyer's ETH valued at
// its block (minimum liquidity $3) through WETH's price.
const insertPveReceiptItems = `
INSERT INTO pve_receipt_items (block_number, tx_hash, log_index, vault, token, from_address, amount, eth_spent, usd)
SELECT e.block_number, e.tx_hash, e.log_index, e.address, e.token, e.account, e.amount, coalesce(e.eth_spent, 0),
       (SELECT amount_usd(w.address, coalesce(e.eth_spent, 0), e.block_number, $3::numeric)
        FROM contracts w WHERE w.role = 'weth' LIMIT 1)
FROM pve_events e
WHERE e.kind = 'PveReceived' AND e.block_number BETWEEN $1 AND $2
  AND NOT EXISTS (SELECT 1 FROM contracts v WHERE v.address = e.account AND v.role IN ('pve_vault', 'pve_vault_v2'))`

// insertDeployTokenActivity inserts a deploy_token activity row per
// CreatorFeeRegistry TokenRegistered of blocks $1..$2: every launch of
// either venue registers its token, the launch curve in the transaction
// of its TokenCreated (venue neofun; name and symbol from it) and the
// owner or a registrar for any other token (venue neoswap: the retired
// launch contract's coins and tokens registered by hand). user and
// data.creator: who launched it, the TokenCreated's creator for a curve
// coin, else the registered creator; data.feeRecipient: the registered
// creator, who earns the creator fees (a curve coin's fee recipient);
// data {ctx: {tokenAddress}, token, creator, feeRecipient, registrar,
// feeBps, name, symbol, usdValue "0"} (name and symbol null outside the
// curve). The curve's raw rows of the block are stored by
// then: the curve derives before this domain.
const insertDeployTokenActivity = `
INSERT INTO activity (block_number, log_index, tx_hash, user_address, kind, status, venue, timestamp, pair, usd_value, data, tx_index)
SELECT r.block_number, r.log_index, r.tx_hash, coalesce(c.creator, r.creator), 'deploy_token', 'completed',
       CASE WHEN c.token IS NULL THEN 'neoswap' ELSE 'neofun' END, b.timestamp, NULL::bytea, 0::numeric,
       jsonb_build_object('ctx', jsonb_build_object('tokenAddress', hex_addr(r.token)), 'token', hex_addr(r.token),
                          'creator', hex_addr(coalesce(c.creator, r.creator)), 'feeRecipient', hex_addr(r.creator),
                          'registrar', hex_addr(r.registrar), 'feeBps', r.fee_bps,
                          'name', c.name, 'symbol', c.symbol, 'usdValue', '0'),
       r.tx_index
FROM creator_registry_events r
JOIN blocks b ON b.number = r.block_number
LEFT JOIN curve_tokens_created c ON c.block_number = r.block_number AND c.tx_hash = r.tx_hash AND c.token = r.token
WHERE r.kind = 'TokenRegistered' AND r.block_number BETWEEN $1 AND $2`

func deriveCreatorPve(ctx context.Context, tx pgx.Tx, minLiq string, from, to int64) error {
	return runSteps(ctx, tx, "derive",
		step{"creator fee items", insertCreatorFeeItems, []any{from, to, minLiq}, false},
		step{"pve receipt items", insertPveReceiptItems, []any{from, to, minLiq}, false},
		step{"deploy_token activity", insertDeployTokenActivity, []any{from, to}, false})
}

// appliedCreatorPve derives applied blocks: nothing runs without a vault
// Accrued, a PveReceived or a TokenRegistered among their events (most DEX
// batches);
// otherwise the statements read the raw rows, copied first.
func appliedCreatorPve(ctx context.Context, tx pgx.Tx, minLiq string, b batchEvents, copyRaw func(tables func(string) bool) error) error {
	if !hasCreatorPveItems(b.ev) {
		return nil
	}
	if err := copyRaw(func(string) bool { return true }); err != nil {
		return err
	}
	return deriveCreatorPve(ctx, tx, minLiq, int64(b.blocks[0].Number), int64(b.blocks[len(b.blocks)-1].Number))
}

// hasCreatorPveItems reports whether ev holds an event the domain's
// derived tables take a row from.
func hasCreatorPveItems(ev *mainapi.Events) bool {
	for i := range ev.Registry {
		if ev.Registry[i].Kind == mainapi.RegistryTokenRegistered {
			return true
		}
	}
	for i := range ev.Vault {
		if ev.Vault[i].Kind == mainapi.VaultAccrued {
			return true
		}
	}
	for i := range ev.Pve {
		if ev.Pve[i].Kind == mainapi.PveReceived {
			return true
		}
	}
	return false
}

// creatorPveWalletParties are the wallet parties of the registry and PvE
// raw rows of blocks $1..$2 for insertWalletActivity: registered and
// updated creators (both sides of an update) and PvE claimers always
// count, PvE buyers unless they are contracts (a vault forwarding escrow).
// forCreatorPveParties is the same rule over applied events.
const creatorPveWalletParties = `
    UNION ALL SELECT block_number, creator, true FROM creator_registry_events WHERE creator IS NOT NULL AND block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, previous, true FROM creator_registry_events WHERE previous IS NOT NULL AND block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, true FROM pve_events WHERE kind = 'PveClaimed' AND block_number BETWEEN $1 AND $2
    UNION ALL SELECT block_number, account, false FROM pve_events WHERE kind = 'PveReceived' AND block_number BETWEEN $1 AND $2`

// forCreatorPveParties calls fn for every wallet party of ev's registry
// and PvE events, as creatorPveWalletParties selects them.
func forCreatorPveParties(ev *mainapi.Events, fn func(block uint64, a common.Address, always bool)) {
	for i := range ev.Registry {
		e := &ev.Registry[i]
		fn(e.Block, e.Creator, true)
		fn(e.Block, e.Previous, true)
	}
	for i := range ev.Pve {
		switch e := &ev.Pve[i]; e.Kind {
		case mainapi.PveClaimed:
			fn(e.Block, e.Account, true)
		case mainapi.PveReceived:
			fn(e.Block, e.Account, false)
		}
	}
}
