package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/metadata"
)

// ErrNotContiguous is returned by Apply when the batch does not start above
// the stored tip (a replayed or out-of-order batch); nothing is written.
var ErrNotContiguous = errors.New("sqlite: batch does not continue the stored chain")

// Apply stores b in one transaction: its blocks, its events (coins, trades,
// lifecycle columns, holders, one-minute candles) and its decode failures.
// It returns ErrNotContiguous when b's first block is not above the stored
// tip, and wrapped SQL errors; on error nothing is written.
func (db *DB) Apply(ctx context.Context, b funbackend.Batch) error {
	if len(b.Blocks) == 0 {
		return nil
	}
	tx, err := db.Write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("sqlite: apply: begin: %w", err)
	}
	defer tx.Rollback()

	var tip sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT max(number) FROM blocks`).Scan(&tip); err != nil {
		return fmt.Errorf("sqlite: apply: tip: %w", err)
	}
	if tip.Valid && b.Blocks[0].Number <= uint64(tip.Int64) {
		return fmt.Errorf("%w: first block %d, tip %d", ErrNotContiguous, b.Blocks[0].Number, tip.Int64)
	}
	for _, blk := range b.Blocks {
		if _, err := tx.ExecContext(ctx, `INSERT INTO blocks (number, hash, parent_hash, timestamp) VALUES (?, ?, ?, ?)`,
			blk.Number, hexHash(blk.Hash), hexHash(blk.ParentHash), blk.Timestamp); err != nil {
			return fmt.Errorf("sqlite: apply: block %d: %w", blk.Number, err)
		}
	}
	minutes := map[minuteKey]bool{}
	for _, ev := range b.Events {
		if err := applyEvent(ctx, tx, ev, b.EthUsd, minutes); err != nil {
			r := ev.Ref()
			return fmt.Errorf("sqlite: apply %s (block %d, log %d): %w", ev.Name(), r.BlockNumber, r.LogIndex, err)
		}
	}
	for k := range minutes {
		if err := recomputeMinute(ctx, tx, k); err != nil {
			return err
		}
	}
	for _, f := range b.Failures {
		if _, err := tx.ExecContext(ctx, `INSERT INTO indexer_errors (block_number, log_index, tx_hash, event_name, error, recorded_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			f.BlockNumber, f.LogIndex, hexHash(f.TxHash), f.EventName, f.Err, b.Now); err != nil {
			return fmt.Errorf("sqlite: apply: decode failure: %w", err)
		}
	}
	// Keep a bounded window of block hashes: enough for any reorg the
	// indexer accepts; the tip always stays.
	last := b.Blocks[len(b.Blocks)-1].Number
	if last > keepBlocks {
		if _, err := tx.ExecContext(ctx, `DELETE FROM blocks WHERE number < ?`, last-keepBlocks); err != nil {
			return fmt.Errorf("sqlite: apply: prune blocks: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: apply: commit: %w", err)
	}
	db.gen.Add(1)
	return nil
}

func applyEvent(ctx context.Context, tx *sql.Tx, ev funbackend.Event, ethUsd float64, minutes map[minuteKey]bool) error {
	switch e := ev.(type) {
	case *funbackend.TokenCreated:
		return insertCoin(ctx, tx, e)
	case *funbackend.Trade:
		if err := insertTrade(ctx, tx, e); err != nil {
			return err
		}
		minutes[minuteKey{hexAddr(e.Token), int64(e.Timestamp) / 60 * 60}] = true
		return nil
	case *funbackend.FeeClaimed:
		// The vault serves every token with a creator fee: keep the
		// claims of the curve's coins only.
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM coins WHERE address = ?`, hexAddr(e.Token)).Scan(&n); err != nil || n == 0 {
			return err
		}
	}
	args, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	r := ev.Ref()
	if _, err := tx.ExecContext(ctx, `INSERT INTO coin_events (block_number, log_index, tx_hash, token, name, timestamp, args)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, r.BlockNumber, r.LogIndex, hexHash(r.TxHash), hexAddr(ev.Coin()), ev.Name(), r.Timestamp, string(args)); err != nil {
		return err
	}
	return applyLifecycle(ctx, tx, ev, ethUsd)
}

func insertCoin(ctx context.Context, tx *sql.Tx, e *funbackend.TokenCreated) error {
	var pveVault any
	pve := 0
	if e.PveVault != (common.Address{}) {
		pveVault, pve = hexAddr(e.PveVault), 1
	}
	// hidden follows the takedowns table, which the operator may have
	// written before the coin existed or before a reorg re-created it.
	_, err := tx.ExecContext(ctx, `INSERT INTO coins (address, creator, name, symbol, metadata_hash, status,
		created_block, created_at, pve, fee_recipient, submitter, salt, nonce, pve_vault, params_id,
		virtual_eth, virtual_token, floor_token, creator_fee_bps, created_tx, created_log_index, hidden)
		VALUES (?1, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
		EXISTS (SELECT 1 FROM takedowns WHERE token = ?1))`,
		hexAddr(e.Token), hexAddr(e.Creator), e.TokenName, e.Symbol, hexHash(e.MetadataHash),
		e.BlockNumber, e.Timestamp, pve, hexAddr(e.FeeRecipient), hexAddr(e.Submitter), dec(e.Salt), dec(e.Nonce),
		pveVault, e.ParamsID, dec(e.VirtualEth), dec(e.VirtualToken), dec(e.FloorToken), e.CreatorFeeBps,
		hexHash(e.TxHash), e.LogIndex)
	if err != nil {
		return err
	}
	return keepMetadata(ctx, tx, e)
}

// keepMetadata stores the metadata JSON of the intent e materialized as the
// coin's verified metadata, when its keccak256 equals the on-chain
// metadataHash; a blob that disagrees (or no intent) keeps none.
func keepMetadata(ctx context.Context, tx *sql.Tx, e *funbackend.TokenCreated) error {
	var raw string
	err := tx.QueryRowContext(ctx, `SELECT metadata_json FROM intents WHERE address = ?`, hexAddr(e.Token)).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if !metadata.Verify([]byte(raw), e.MetadataHash) {
		return nil
	}
	if _, ok := metadata.Parse([]byte(raw)); !ok {
		return nil
	}
	_, err = tx.ExecContext(ctx, `INSERT OR REPLACE INTO coin_metadata (token, metadata_json, has_image) VALUES (?, ?, ?)`,
		hexAddr(e.Token), raw, b2i(metadata.HasImage([]byte(raw))))
	return err
}

func insertTrade(ctx context.Context, tx *sql.Tx, e *funbackend.Trade) error {
	token := hexAddr(e.Token)
	fed := 0
	if e.IsBuy && e.PveTokens.Sign() > 0 && e.PveTokens.Cmp(e.TokenAmount) == 0 {
		var earlier int
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM trades WHERE token = ?)`, token).Scan(&earlier); err != nil {
			return err
		}
		fed = earlier
	}
	ethG, ethR := split(e.EthAmount, gwei)
	cfG, cfR := split(e.CreatorFee, gwei)
	pfG, pfR := split(e.ProtocolFee, gwei)
	tokM, _ := split(e.TokenAmount, milli)
	if _, err := tx.ExecContext(ctx, `INSERT INTO trades (tx_hash, log_index, token, trader, is_buy, eth_amount,
		token_amount, price_x18, protocol_fee, creator_fee, block_number, timestamp, eth_amount_gwei,
		creator_fee_gwei, token_amount_milli, fed, pve_tokens, real_eth, virtual_eth, virtual_token,
		eth_amount_rem, creator_fee_rem, protocol_fee_gwei, protocol_fee_rem)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		hexHash(e.TxHash), e.LogIndex, token, hexAddr(e.Trader), b2i(e.IsBuy), dec(e.EthAmount),
		dec(e.TokenAmount), dec(e.PriceX18), dec(e.ProtocolFee), dec(e.CreatorFee), e.BlockNumber, e.Timestamp,
		ethG, cfG, tokM, fed, dec(e.PveTokens), dec(e.RealEth), dec(e.VirtualEth), dec(e.VirtualToken),
		ethR, cfR, pfG, pfR); err != nil {
		return err
	}
	return addHolding(ctx, tx, token, hexAddr(e.Trader), holdingDelta(e.IsBuy, e.TokenAmount, e.PveTokens))
}

// applyLifecycle moves a coin's lifecycle columns for one event
// (docs/launch-lifecycle.md section 3 and docs/funbackend.md).
func applyLifecycle(ctx context.Context, tx *sql.Tx, ev funbackend.Event, ethUsd float64) error {
	var err error
	switch e := ev.(type) {
	case *funbackend.FloorReached:
		_, err = tx.ExecContext(ctx, `UPDATE coins SET status = 2, frozen_at = ?, frozen_block = ?,
			prev_unfrozen_block = coalesce(unfrozen_block, prev_unfrozen_block), unfrozen_block = NULL
			WHERE address = ?`, e.FrozenAt, e.BlockNumber, hexAddr(e.Token))
	case *funbackend.Unfrozen:
		_, err = tx.ExecContext(ctx, `UPDATE coins SET status = 1, prev_frozen_at = ?, prev_frozen_block = ?,
			frozen_at = NULL, frozen_block = NULL, unfrozen_block = ? WHERE address = ?`,
			e.PrevFrozenAt, e.PrevFrozenBlock, e.BlockNumber, hexAddr(e.Token))
	case *funbackend.Graduated:
		_, err = tx.ExecContext(ctx, `UPDATE coins SET status = 3, pair_weth = ?, pair_neo = ?, graduated_block = ?,
			pair_neo_block = ?, graduated_at = ?, grad_price_x18 = ?, grad_mcap_usd = ? WHERE address = ?`,
			hexAddr(e.PairWeth), hexAddr(e.PairNeo), e.BlockNumber, e.BlockNumber, e.Timestamp, dec(e.PriceX18),
			funbackend.GradMcapUsd(e.PriceX18, ethUsd), hexAddr(e.Token))
	case *funbackend.PveCredited:
		_, err = tx.ExecContext(ctx, `UPDATE coins SET pve_credited_at = ?, pve_credited_block = ? WHERE address = ?`,
			e.Timestamp, e.BlockNumber, hexAddr(e.Token))
	}
	return err
}
