package ethrpc

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/neoswap/neoswap/mainapi"
)

// maxTxCalls is how many eth_getTransactionByBlockNumberAndIndex calls one
// batch request of readSenders holds: hosted providers often cap a batch
// near 100 calls.
const maxTxCalls = 100

// pickedTx is a transaction whose sender readSenders reads: its index in
// its block and the hash its logs name.
type pickedTx struct {
	index uint64
	hash  common.Hash
}

// senderRef is a transaction readSenders reads alone: its block's offset in
// the blocks and the transaction.
type senderRef struct {
	block int
	pickedTx
}

// readSenders adds to each of bs (blocks with their tracked logs; txHashes[i]
// the transaction hashes of bs[i], or nil when the header came without)
// the transactions senders picks among its
// logs', with their sender and recipient. A block where more than half the
// transactions are picked is read whole, one eth_getBlockByNumber with
// transaction objects (the node recovers every sender of it, about as
// dear as two transactions read alone); the others are read one
// eth_getTransactionByBlockNumberAndIndex a transaction.
func (s *Source) readSenders(ctx context.Context, bs []mainapi.Block, txHashes [][]common.Hash, senders SendersFunc) error {
	picked := make([][]pickedTx, len(bs)) // per block, by increasing index
	for i := range bs {
		b := &bs[i]
		if len(b.Logs) == 0 {
			continue
		}
		var need map[common.Hash]struct{}
		if senders != nil {
			if need = senders(b.Logs); len(need) == 0 {
				continue
			}
		}
		var txs []pickedTx
		for _, l := range b.Logs {
			if k := len(txs); k > 0 && txs[k-1].index == uint64(l.TxIndex) {
				continue
			}
			if _, ok := need[l.TxHash]; ok || senders == nil {
				txs = append(txs, pickedTx{uint64(l.TxIndex), l.TxHash})
			}
		}
		picked[i] = txs
	}
	counts, err := s.txCounts(ctx, bs, txHashes, picked)
	if err != nil {
		return err
	}
	var whole []int
	var alone []senderRef
	for i, txs := range picked {
		if len(txs) == 0 {
			continue
		}
		if 2*len(txs) > counts[i] {
			whole = append(whole, i)
			continue
		}
		for _, x := range txs {
			alone = append(alone, senderRef{i, x})
		}
	}
	fulls, fullErrs := make([]*fullBlock, len(whole)), make([]error, len(whole))
	txs, txErrs := make([]*txObject, len(alone)), make([]error, len(alone))
	postErrs := make([]error, 1+(len(alone)+maxTxCalls-1)/maxTxCalls)
	var wg sync.WaitGroup
	if len(whole) > 0 {
		wg.Go(func() {
			postErrs[0] = postBatch(ctx, s, "eth_getBlockByNumber", func(j int) []any {
				return []any{hexutil.EncodeUint64(bs[whole[j]].Number), true}
			}, fulls, fullErrs)
		})
	}
	for c, lo := 1, 0; lo < len(alone); c, lo = c+1, lo+maxTxCalls {
		hi := min(lo+maxTxCalls, len(alone))
		wg.Go(func() {
			postErrs[c] = postBatch(ctx, s, "eth_getTransactionByBlockNumberAndIndex", func(j int) []any {
				r := alone[lo+j]
				return []any{hexutil.EncodeUint64(bs[r.block].Number), hexutil.EncodeUint64(r.index)}
			}, txs[lo:hi], txErrs[lo:hi])
		})
	}
	wg.Wait()
	if err := errors.Join(errors.Join(postErrs...), errors.Join(fullErrs...), errors.Join(txErrs...)); err != nil {
		return fmt.Errorf("ethrpc: transactions of blocks %d-%d: %w", bs[0].Number, bs[len(bs)-1].Number, err)
	}
	for j, i := range whole {
		f := fulls[j]
		if f == nil || f.Hash == nil || *f.Hash != bs[i].Hash {
			return fmt.Errorf("ethrpc: block %d: missing or changed between two reads", bs[i].Number)
		}
		for _, x := range picked[i] {
			if x.index >= uint64(len(f.Transactions)) {
				return fmt.Errorf("ethrpc: block %d: no transaction %d", bs[i].Number, x.index)
			}
			if err := addSender(&bs[i], &f.Transactions[x.index], x); err != nil {
				return err
			}
		}
	}
	for k, r := range alone {
		if txs[k] == nil {
			return fmt.Errorf("ethrpc: block %d: transaction %d not found", bs[r.block].Number, r.index)
		}
		if err := addSender(&bs[r.block], txs[k], r.pickedTx); err != nil {
			return err
		}
	}
	return nil
}

// txCounts returns the number of transactions of each block with picked
// transactions: from its transaction hashes when the header came with them,
// else read (eth_getBlockTransactionCountByNumber, one batch request).
func (s *Source) txCounts(ctx context.Context, bs []mainapi.Block, txHashes [][]common.Hash, picked [][]pickedTx) ([]int, error) {
	counts := make([]int, len(bs))
	var ask []int
	for i, txs := range picked {
		switch {
		case len(txs) == 0:
		case txHashes[i] != nil:
			counts[i] = len(txHashes[i])
		default:
			ask = append(ask, i)
		}
	}
	if len(ask) == 0 {
		return counts, nil
	}
	res, errs := make([]*hexutil.Uint64, len(ask)), make([]error, len(ask))
	err := postBatch(ctx, s, "eth_getBlockTransactionCountByNumber", func(j int) []any {
		return []any{hexutil.EncodeUint64(bs[ask[j]].Number)}
	}, res, errs)
	if err = errors.Join(err, errors.Join(errs...)); err != nil {
		return nil, fmt.Errorf("ethrpc: transaction counts of blocks %d-%d: %w", bs[0].Number, bs[len(bs)-1].Number, err)
	}
	for j, i := range ask {
		if res[j] == nil {
			return nil, fmt.Errorf("ethrpc: block %d: no transaction count", bs[i].Number)
		}
		counts[i] = int(*res[j])
	}
	return counts, nil
}

// addSender checks that t is transaction p of b (its index, the hash its
// logs name) and appends it to b's transactions.
func addSender(b *mainapi.Block, t *txObject, p pickedTx) error {
	index, h := p.index, p.hash
	if t.Hash == nil || *t.Hash != h || t.From == nil ||
		(t.TransactionIndex != nil && uint64(*t.TransactionIndex) != index) ||
		(t.BlockHash != nil && *t.BlockHash != b.Hash) {
		return fmt.Errorf("ethrpc: block %d: transaction %d is not %s of this block, or has no sender", b.Number, index, h.Hex())
	}
	tx := mainapi.Transaction{Hash: h, Index: uint(index), From: *t.From}
	if t.To != nil {
		tx.To = *t.To
	}
	b.Transactions = append(b.Transactions, tx)
	return nil
}
