package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/metadata"
)

// ErrNotContiguous is returned by Apply when the batch does not start above
// the stored tip (a replayed or out-of-order batch); nothing is written.
var ErrNotContiguous = errors.New("sqlite: batch does not continue the stored chain")

var (
	gwei  = big.NewInt(1_000_000_000)
	milli = new(big.Int).Exp(big.NewInt(10), big.NewInt(15), nil)
	e18   = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
)

// Tip returns the highest stored block; ok is false when none is stored.
func (db *DB) Tip(ctx context.Context) (b funbackend.Block, ok bool, err error) {
	var hash, parent string
	err = db.Write.QueryRowContext(ctx,
		`SELECT number, hash, parent_hash, timestamp FROM blocks ORDER BY number DESC LIMIT 1`).
		Scan(&b.Number, &hash, &parent, &b.Timestamp)
	if errors.Is(err, sql.ErrNoRows) {
		return b, false, nil
	}
	if err != nil {
		return b, false, fmt.Errorf("sqlite: tip: %w", err)
	}
	b.Hash, b.ParentHash = common.HexToHash(hash), common.HexToHash(parent)
	return b, true, nil
}

// StoredBlocks returns the stored blocks numbered at least from, highest
// first (the reorg walk-back's candidates).
func (db *DB) StoredBlocks(ctx context.Context, from uint64) ([]funbackend.Block, error) {
	rows, err := db.Write.QueryContext(ctx,
		`SELECT number, hash, parent_hash, timestamp FROM blocks WHERE number >= ? ORDER BY number DESC`, from)
	if err != nil {
		return nil, fmt.Errorf("sqlite: stored blocks: %w", err)
	}
	defer rows.Close()
	var out []funbackend.Block
	for rows.Next() {
		var b funbackend.Block
		var hash, parent string
		if err := rows.Scan(&b.Number, &hash, &parent, &b.Timestamp); err != nil {
			return nil, fmt.Errorf("sqlite: stored blocks: %w", err)
		}
		b.Hash, b.ParentHash = common.HexToHash(hash), common.HexToHash(parent)
		out = append(out, b)
	}
	return out, rows.Err()
}

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

// keepBlocks is how many blocks of hashes below the tip are kept.
const keepBlocks = 1024

type minuteKey struct {
	token  string
	bucket int64
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

// holdingDelta is a trade's effect on its trader's position: a buy adds
// what the trader received (the fill net of its PvE escrow), a sell removes
// what was sold.
func holdingDelta(isBuy bool, tokenAmount, pveTokens *big.Int) *big.Int {
	if isBuy {
		return new(big.Int).Sub(tokenAmount, pveTokens)
	}
	return new(big.Int).Neg(tokenAmount)
}

func addHolding(ctx context.Context, tx *sql.Tx, token, trader string, delta *big.Int) error {
	if delta.Sign() == 0 {
		return nil
	}
	var cur string
	err := tx.QueryRowContext(ctx, `SELECT net_wei FROM holders WHERE token = ? AND trader = ?`, token, trader).Scan(&cur)
	net := new(big.Int)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return err
	default:
		if _, ok := net.SetString(cur, 10); !ok {
			return fmt.Errorf("holder %s of %s: bad net_wei %q", trader, token, cur)
		}
	}
	net.Add(net, delta)
	return putHolding(ctx, tx, token, trader, net)
}

func putHolding(ctx context.Context, tx *sql.Tx, token, trader string, net *big.Int) error {
	if net.Sign() == 0 {
		_, err := tx.ExecContext(ctx, `DELETE FROM holders WHERE token = ? AND trader = ?`, token, trader)
		return err
	}
	approx, _ := new(big.Float).SetInt(net).Float64()
	_, err := tx.ExecContext(ctx, `INSERT INTO holders (token, trader, net_wei, net_approx, positive) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (token, trader) DO UPDATE SET net_wei = excluded.net_wei, net_approx = excluded.net_approx, positive = excluded.positive`,
		token, trader, net.String(), approx, b2i(net.Sign() > 0))
	return err
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
			GradMcapUsd(e.PriceX18, ethUsd), hexAddr(e.Token))
	case *funbackend.PveCredited:
		_, err = tx.ExecContext(ctx, `UPDATE coins SET pve_credited_at = ?, pve_credited_block = ? WHERE address = ?`,
			e.Timestamp, e.BlockNumber, hexAddr(e.Token))
	}
	return err
}

// GradMcapUsd is a graduation's market cap in USD: the fixed supply (1e27)
// at the graduation price, priceX18 wei per 1e18 units, at ethUsd.
func GradMcapUsd(priceX18 *big.Int, ethUsd float64) string {
	eth := decimal.NewFromBigInt(priceX18, -9) // priceX18 * 1e27 / 1e18 wei = priceX18 / 1e9 ETH
	return wire.UsdFromDecimal(eth.Mul(decimal.NewFromFloat(ethUsd))).String()
}

// recomputeMinute re-derives one one-minute candle from the trades in it.
func recomputeMinute(ctx context.Context, tx *sql.Tx, k minuteKey) error {
	rows, err := tx.QueryContext(ctx, `SELECT price_x18, eth_amount_gwei, eth_amount_rem FROM trades
		WHERE token = ? AND timestamp >= ? AND timestamp < ? ORDER BY block_number, log_index`, k.token, k.bucket, k.bucket+60)
	if err != nil {
		return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
	}
	defer rows.Close()
	var (
		n           int
		open, close string
		low, high   float64
		volG, volR  int64
	)
	for rows.Next() {
		var p string
		var g, r int64
		if err := rows.Scan(&p, &g, &r); err != nil {
			return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
		}
		f := PriceFloat(p)
		if n == 0 {
			open, low, high = p, f, f
		}
		low, high = min(low, f), max(high, f)
		close = p
		volG += g
		volR += r
		n++
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
	}
	if n == 0 {
		_, err = tx.ExecContext(ctx, `DELETE FROM candles_1m WHERE token = ? AND bucket = ?`, k.token, k.bucket)
	} else {
		_, err = tx.ExecContext(ctx, `INSERT INTO candles_1m (token, bucket, low, high, open_x18, close_x18, trades, volume_gwei, volume_rem)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (token, bucket) DO UPDATE SET low = excluded.low, high = excluded.high, open_x18 = excluded.open_x18,
			close_x18 = excluded.close_x18, trades = excluded.trades, volume_gwei = excluded.volume_gwei, volume_rem = excluded.volume_rem`,
			k.token, k.bucket, low, high, open, close, n, volG, volR)
	}
	if err != nil {
		return fmt.Errorf("sqlite: candle %s@%d: %w", k.token, k.bucket, err)
	}
	return nil
}

// Rollback removes every block above ancestor and what they carried, then
// re-derives the lifecycle columns, holders and candles of the coins that
// survive, in one transaction, and counts the reorg. It returns the removed
// trades (oldest first).
func (db *DB) Rollback(ctx context.Context, ancestor uint64, now int64) ([]funbackend.RemovedTrade, error) {
	tx, err := db.Write.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("sqlite: rollback: begin: %w", err)
	}
	defer tx.Rollback()

	removed, minutes, err := removedTrades(ctx, tx, ancestor)
	if err != nil {
		return nil, err
	}
	touched := map[string]bool{}
	for _, r := range removed {
		touched[hexAddr(r.Token)] = true
	}
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT token FROM coin_events WHERE block_number > ?`, ancestor)
	if err != nil {
		return nil, fmt.Errorf("sqlite: rollback: %w", err)
	}
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return nil, fmt.Errorf("sqlite: rollback: %w", err)
		}
		touched[t] = true
	}
	rows.Close()
	for _, q := range []string{
		`DELETE FROM trades WHERE block_number > ?`,
		`DELETE FROM coin_events WHERE block_number > ?`,
		`DELETE FROM coins WHERE created_block > ?`,
		`DELETE FROM indexer_errors WHERE block_number > ?`,
		`DELETE FROM blocks WHERE number > ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, ancestor); err != nil {
			return nil, fmt.Errorf("sqlite: rollback: %s: %w", q, err)
		}
	}
	for token := range touched {
		var exists int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM coins WHERE address = ?`, token).Scan(&exists); err != nil {
			return nil, fmt.Errorf("sqlite: rollback: %w", err)
		}
		if exists == 0 {
			continue
		}
		if err := rederiveCoin(ctx, tx, token); err != nil {
			return nil, fmt.Errorf("sqlite: rollback: re-derive %s: %w", token, err)
		}
	}
	for k := range minutes {
		if err := recomputeMinute(ctx, tx, k); err != nil {
			return nil, err
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO indexer_state (key, value) VALUES ('reorg_count', 1)
		ON CONFLICT (key) DO UPDATE SET value = value + 1`); err != nil {
		return nil, fmt.Errorf("sqlite: rollback: reorg count: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO indexer_state (key, value) VALUES ('last_reorg_at', ?)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value`, now); err != nil {
		return nil, fmt.Errorf("sqlite: rollback: reorg time: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("sqlite: rollback: commit: %w", err)
	}
	db.gen.Add(1)
	return removed, nil
}

func removedTrades(ctx context.Context, tx *sql.Tx, ancestor uint64) ([]funbackend.RemovedTrade, map[minuteKey]bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT token, tx_hash, log_index, block_number, timestamp FROM trades
		WHERE block_number > ? ORDER BY block_number, log_index`, ancestor)
	if err != nil {
		return nil, nil, fmt.Errorf("sqlite: rollback: %w", err)
	}
	defer rows.Close()
	var out []funbackend.RemovedTrade
	minutes := map[minuteKey]bool{}
	for rows.Next() {
		var token, txh string
		var r funbackend.RemovedTrade
		var ts int64
		if err := rows.Scan(&token, &txh, &r.LogIndex, &r.Block, &ts); err != nil {
			return nil, nil, fmt.Errorf("sqlite: rollback: %w", err)
		}
		r.Token, r.TxHash = common.HexToAddress(token), common.HexToHash(txh)
		out = append(out, r)
		minutes[minuteKey{token, ts / 60 * 60}] = true
	}
	return out, minutes, rows.Err()
}

// rederiveCoin resets a coin's lifecycle columns to their creation values
// and replays its surviving lifecycle events, then rebuilds its holders
// from its surviving trades.
func rederiveCoin(ctx context.Context, tx *sql.Tx, token string) error {
	// A surviving Graduated lies below the ancestor: keep its USD snapshot.
	var mcap sql.NullString
	if err := tx.QueryRowContext(ctx, `SELECT grad_mcap_usd FROM coins WHERE address = ?`, token).Scan(&mcap); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE coins SET status = 1, pair_weth = NULL, pair_neo = NULL, frozen_at = NULL,
		pve_credited_at = NULL, frozen_block = NULL, graduated_block = NULL, pve_credited_block = NULL,
		pair_neo_block = NULL, unfrozen_block = NULL, grad_mcap_usd = NULL, prev_frozen_at = NULL,
		prev_frozen_block = NULL, prev_unfrozen_block = NULL, graduated_at = NULL, grad_price_x18 = NULL
		WHERE address = ?`, token); err != nil {
		return err
	}
	evs, err := coinEvents(ctx, tx, token)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		if err := applyLifecycle(ctx, tx, ev, 0); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE coins SET grad_mcap_usd = ? WHERE address = ? AND graduated_block IS NOT NULL`,
		mcap, token); err != nil {
		return err
	}
	// Holders: the sum of every surviving trade's delta.
	if _, err := tx.ExecContext(ctx, `DELETE FROM holders WHERE token = ?`, token); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT trader, is_buy, token_amount, pve_tokens FROM trades WHERE token = ?`, token)
	if err != nil {
		return err
	}
	nets := map[string]*big.Int{}
	for rows.Next() {
		var trader, amt, pve string
		var isBuy bool
		if err := rows.Scan(&trader, &isBuy, &amt, &pve); err != nil {
			rows.Close()
			return err
		}
		if nets[trader] == nil {
			nets[trader] = new(big.Int)
		}
		nets[trader].Add(nets[trader], holdingDelta(isBuy, parseBig(amt), parseBig(pve)))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for trader, net := range nets {
		if err := putHolding(ctx, tx, token, trader, net); err != nil {
			return err
		}
	}
	return nil
}

// coinEvents decodes a coin's stored lifecycle events in chain order.
func coinEvents(ctx context.Context, tx *sql.Tx, token string) ([]funbackend.Event, error) {
	rows, err := tx.QueryContext(ctx, `SELECT name, args FROM coin_events WHERE token = ? ORDER BY block_number, log_index`, token)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []funbackend.Event
	for rows.Next() {
		var name, args string
		if err := rows.Scan(&name, &args); err != nil {
			return nil, err
		}
		ev := NewEvent(name)
		if ev == nil {
			return nil, fmt.Errorf("stored event %q is not a known event", name)
		}
		if err := json.Unmarshal([]byte(args), ev); err != nil {
			return nil, fmt.Errorf("stored %s: %w", name, err)
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}

// NewEvent returns a zero event of the named type, or nil.
func NewEvent(name string) funbackend.Event {
	switch name {
	case "TokenCreated":
		return &funbackend.TokenCreated{}
	case "Trade":
		return &funbackend.Trade{}
	case "FloorReached":
		return &funbackend.FloorReached{}
	case "Unfrozen":
		return &funbackend.Unfrozen{}
	case "Graduated":
		return &funbackend.Graduated{}
	case "PveCredited":
		return &funbackend.PveCredited{}
	case "PveCreditFailed":
		return &funbackend.PveCreditFailed{}
	case "PveRecordFailed":
		return &funbackend.PveRecordFailed{}
	case "CreatorFeeRerouted":
		return &funbackend.CreatorFeeRerouted{}
	case "FeeClaimed":
		return &funbackend.FeeClaimed{}
	}
	return nil
}

// PriceFloat converts a price_x18 decimal string to ETH per whole token.
func PriceFloat(x18 string) float64 {
	f, _, err := big.ParseFloat(x18, 10, 64, big.ToNearestEven)
	if err != nil {
		return 0
	}
	v, _ := f.Quo(f, new(big.Float).SetInt(e18)).Float64()
	return v
}

func split(x, unit *big.Int) (int64, int64) {
	q, r := new(big.Int).QuoRem(x, unit, new(big.Int))
	return q.Int64(), r.Int64()
}

func parseBig(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return new(big.Int)
	}
	return x
}

func dec(x *big.Int) string {
	if x == nil {
		return "0"
	}
	return x.String()
}

func hexAddr(a common.Address) string { return strings.ToLower(a.Hex()) }
func hexHash(h common.Hash) string    { return h.Hex() }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ReorgStats returns how many reorgs the store has rolled back and the Unix
// time of the last one (0 when none).
func (db *DB) ReorgStats(ctx context.Context) (count, lastAt int64, err error) {
	err = db.Write.QueryRowContext(ctx, `SELECT
		coalesce((SELECT value FROM indexer_state WHERE key = 'reorg_count'), 0),
		coalesce((SELECT value FROM indexer_state WHERE key = 'last_reorg_at'), 0)`).Scan(&count, &lastAt)
	if err != nil {
		return 0, 0, fmt.Errorf("sqlite: reorg stats: %w", err)
	}
	return count, lastAt, nil
}
