package mainapi

import "github.com/ethereum/go-ethereum/common"

// Block is one block as the indexer ingests it, whatever the source (RPC
// follower or webhook): the header fields the chain check needs, the block's
// transactions (sender and recipient only) and every log of its receipts in
// log-index order. Logs of reverted transactions are never present (a
// reverted receipt has none).
type Block struct {
	Number     uint64
	Hash       common.Hash
	ParentHash common.Hash
	// Timestamp is block.timestamp, Unix seconds.
	Timestamp uint64
	// Transactions are the block's transactions in index order. A source may
	// leave out those whose sender the decoder does not store
	// (decode.Senders): a backfill reading only tracked logs asks the node
	// for the rest alone.
	Transactions []Transaction
	// Logs are the logs of every receipt, ordered by LogIndex.
	Logs []Log
}

// Transaction is the part of a transaction the indexer keeps: who sent it and
// to whom. To is the zero address for a contract creation.
type Transaction struct {
	Hash  common.Hash
	Index uint
	From  common.Address
	To    common.Address
}

// Log is one receipt log with its position in the block.
type Log struct {
	TxHash   common.Hash
	TxIndex  uint
	LogIndex uint
	Address  common.Address
	Topics   []common.Hash
	Data     []byte
}

// BlockRef names a block: its number, hash and timestamp.
type BlockRef struct {
	Number    uint64
	Hash      common.Hash
	Timestamp uint64
}

// Ref returns b's BlockRef.
func (b *Block) Ref() BlockRef {
	return BlockRef{Number: b.Number, Hash: b.Hash, Timestamp: b.Timestamp}
}

// Tx returns the transaction with hash h and whether b holds it.
func (b *Block) Tx(h common.Hash) (Transaction, bool) {
	for _, t := range b.Transactions {
		if t.Hash == h {
			return t, true
		}
	}
	return Transaction{}, false
}

// SendersFunc picks, among the tracked logs of one block, the transactions
// whose sender and recipient a read of only tracked logs fetches (the
// indexer passes decode.Senders); nil picks every transaction with a
// tracked log. It is declared here, not in ethrpc, so that the indexer
// names the picker without importing the node client.
type SendersFunc func(logs []Log) map[common.Hash]struct{}
