package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// Reads of the PvE routes (migration 00042): sums over pve_receipt_items
// and the raw pve_events of both vault instances.

// selectPveToken: a coin's vault (forward target, else the vault of its
// first receipt, else the curve's pve_vault), receipts, credit, held
// escrow, claims and last event block.
const selectPveToken = `
WITH ev AS (SELECT * FROM pve_events WHERE token = $1),
r AS (SELECT sum(amount) AS amount, trim_scale(sum(usd)) AS usd, count(*) AS n FROM pve_receipt_items WHERE token = $1),
cr AS (SELECT e.address, e.amount, e.total_staked, e.credit_block, b.timestamp, e.block_number, e.log_index
       FROM ev e JOIN blocks b ON b.number = e.block_number WHERE e.kind = 'PveCredited'
       ORDER BY e.block_number DESC, e.log_index DESC LIMIT 1),
held AS (SELECT amount FROM ev e WHERE kind = 'PveHeld'
         AND NOT EXISTS (SELECT 1 FROM cr WHERE (cr.block_number, cr.log_index) > (e.block_number, e.log_index))
         ORDER BY block_number DESC, log_index DESC LIMIT 1)
SELECT hex_addr(coalesce(
           (SELECT account FROM ev WHERE kind = 'Forwarded' ORDER BY block_number DESC, log_index DESC LIMIT 1),
           (SELECT vault FROM pve_receipt_items WHERE token = $1 ORDER BY block_number, log_index LIMIT 1),
           (SELECT nullif(pve_vault, '\x0000000000000000000000000000000000000000'::bytea) FROM curve_tokens_created WHERE token = $1 LIMIT 1))),
       coalesce((SELECT amount FROM r), 0)::text, (SELECT usd FROM r)::text, (SELECT n FROM r),
       coalesce((SELECT sum(amount) FROM ev WHERE kind = 'PveCredited'), 0)::text,
       (SELECT count(*) FROM ev WHERE kind = 'PveCredited'),
       (SELECT max(block_number) FROM ev),
       hex_addr((SELECT address FROM cr)), (SELECT amount::text FROM cr), (SELECT total_staked::text FROM cr),
       (SELECT credit_block::bigint FROM cr), (SELECT timestamp FROM cr),
       coalesce((SELECT amount FROM held), 0)::text,
       coalesce((SELECT sum(amount) FROM ev WHERE kind = 'PveClaimed'), 0)::text,
       (SELECT count(*) FROM ev WHERE kind = 'PveClaimed')`

const selectPveTokenCreators = `
SELECT hex_addr(from_address), sum(amount)::text, trim_scale(sum(usd))::text, count(*) FROM pve_receipt_items WHERE token = $1
GROUP BY from_address ORDER BY from_address`

// PveToken returns token's PvE state (zeros, no vault and no credit for a
// coin with no PvE event).
func (db *DB) PveToken(ctx context.Context, token wire.Address) (mainapi.PveToken, error) {
	var t mainapi.PveToken
	var cVault wire.NullAddress
	var cAmount, cStaked wire.NullWei
	var cBlock, cTime *int64
	err := db.Pool.QueryRow(ctx, selectPveToken, token.Bytes()).Scan(&t.Vault, &t.Received, &t.ReceivedUsd, &t.Receipts,
		&t.Distributed, &t.Distributions, &t.LastBlock, &cVault, &cAmount, &cStaked, &cBlock, &cTime,
		&t.HeldPending, &t.ClaimedTotal, &t.Claims)
	if err != nil {
		return t, fmt.Errorf("postgres: read PvE token: %w", err)
	}
	if cVault.Valid {
		t.Credit = &mainapi.PveCredit{Vault: cVault.V, Amount: cAmount.V, TotalStaked: cStaked.V, CreditBlock: *cBlock, Timestamp: wire.Seconds(*cTime)}
	}
	rows, _ := db.Pool.Query(ctx, selectPveTokenCreators, token.Bytes())
	t.Creators, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PveReceiver, error) {
		var c mainapi.PveReceiver
		err := r.Scan(&c.Creator, &c.Received, &c.ReceivedUsd, &c.Receipts)
		return c, err
	})
	if err != nil {
		return t, fmt.Errorf("postgres: read PvE token creators: %w", err)
	}
	return t, nil
}

// PveCreatorTokens returns the coins creator bought PvE slices of, by
// token: its own receipts (received, receivedUsd, receipts) and the coin's
// credited amount (distributed).
func (db *DB) PveCreatorTokens(ctx context.Context, creator wire.Address) ([]mainapi.PveTokenOf, error) {
	rows, _ := db.Pool.Query(ctx, `
SELECT hex_addr(r.token), sum(r.amount)::text, trim_scale(sum(r.usd))::text, count(*),
       coalesce((SELECT sum(e.amount) FROM pve_events e WHERE e.token = r.token AND e.kind = 'PveCredited'), 0)::text,
       coalesce((SELECT sum(x.amount) FROM pve_receipt_items x WHERE x.token = r.token), 0)::text
FROM pve_receipt_items r WHERE r.from_address = $1 GROUP BY r.token ORDER BY r.token`, creator.Bytes())
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PveTokenOf, error) {
		var t mainapi.PveTokenOf
		err := r.Scan(&t.Token, &t.Received, &t.ReceivedUsd, &t.Receipts, &t.Distributed, &t.TokenReceived)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read PvE creator: %w", err)
	}
	return out, nil
}

// selectPveWallet: each credit of a coin (the latest PveCredited per coin)
// with the wallet's share, amount x its Neocat stake at the credit block /
// totalStaked (the vault's claimable before claims), kept when the share
// or the wallet's claims are non-zero; its claims' sum and latest claim.
const selectPveWallet = `
WITH cr AS (
    SELECT DISTINCT ON (e.token) e.token, e.address, e.amount, e.total_staked, e.credit_block, b.timestamp
    FROM pve_events e JOIN blocks b ON b.number = e.block_number WHERE e.kind = 'PveCredited'
    ORDER BY e.token, e.block_number DESC, e.log_index DESC
),
s AS (
    SELECT cr.*, CASE WHEN cr.total_staked > 0 THEN
             div(cr.amount * coalesce((SELECT n.balance FROM neocat_checkpoints n WHERE n.account = $1
                                      AND n.block_number <= cr.credit_block ORDER BY n.block_number DESC LIMIT 1), 0),
                 cr.total_staked) ELSE 0 END AS share
    FROM cr
),
c AS (
    SELECT token, sum(amount) AS amount, (array_agg(tx_hash ORDER BY block_number DESC, log_index DESC))[1] AS tx_hash,
           max(block_number) AS block_number
    FROM pve_events WHERE kind = 'PveClaimed' AND account = $1 GROUP BY token
)
SELECT hex_addr(s.token), hex_addr(s.address), s.share::text, s.total_staked::text, s.credit_block::bigint, s.timestamp,
       c.amount::text, c.tx_hash, c.block_number, (SELECT timestamp FROM blocks WHERE number = c.block_number),
       (SELECT decimals FROM token_metadata m WHERE m.address = s.token)::bigint
FROM s LEFT JOIN c ON c.token = s.token
WHERE s.share > 0 OR c.token IS NOT NULL
ORDER BY s.token`

// PveWallet returns the credited coins wallet has a share of or claimed,
// by token.
func (db *DB) PveWallet(ctx context.Context, wallet wire.Address) ([]mainapi.PveWalletToken, error) {
	rows, _ := db.Pool.Query(ctx, selectPveWallet, wallet.Bytes())
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (mainapi.PveWalletToken, error) {
		var t mainapi.PveWalletToken
		var cAmount wire.NullWei
		var cHash []byte
		var cBlock, cTime *int64
		err := r.Scan(&t.Token, &t.Credit.Vault, &t.Credit.Amount, &t.Credit.TotalStaked, &t.Credit.CreditBlock,
			&t.Credit.Timestamp, &cAmount, &cHash, &cBlock, &cTime, &t.Decimals)
		if err == nil && cAmount.Valid {
			t.Claimed = &mainapi.PveClaim{Amount: cAmount.V, BlockNumber: *cBlock, Timestamp: wire.Seconds(*cTime)}
			copy(t.Claimed.TxHash[:], cHash)
		}
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: read PvE wallet: %w", err)
	}
	return out, nil
}
