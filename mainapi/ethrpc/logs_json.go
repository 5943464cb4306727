package ethrpc

import (
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// An eth_getLogs answer is most of what a backfill reads: megabytes for 25
// blocks of a busy chain, thousands of logs of eight hex fields each.
// Decoded with goccy/go-json into pointers to go-ethereum's types it was
// several times slower than fastReplies (BenchmarkDecodeLogs): the answer was scanned for each value's
// end, each field copied for its UnmarshalJSON, checked for hex digits and
// decoded, and eight pointers allocated a log. valyala/fastjson was faster,
// but it builds a tree of the whole answer first (tens of thousands of
// values), and in a backfill, where its pooled parsers did not survive the
// frequent collections and a reused tree's slots do not line up with the
// next answer's, growing that tree was the indexer's largest allocation
// and a large share of its CPU. buger/jsonparser walks without a tree but takes
// text that is not JSON (FuzzFastReplies found "[{\"\":0[}]]" within a
// second). So fastReplies walks the answer with scanner (json_scan.go),
// strict and treeless, and decodes each hex string straight into the log.
// The rules are go-ethereum's: a 0x prefix, an even number of digits for
// data, exact lengths for hashes and addresses, hexutil's for quantities.

// filteredLog is a log of an eth_getLogs answer. has says which fields the
// node sent (not null); the reader decides which it needs.
type filteredLog struct {
	Address          common.Address
	Topics           []common.Hash
	Data             []byte
	BlockNumber      uint64
	LogIndex         uint64
	TransactionHash  common.Hash
	TransactionIndex uint64
	BlockHash        common.Hash
	Removed          bool
	has              logFields
}

// logFields are the fields of a filteredLog, as bits.
type logFields uint16

const (
	hasAddress logFields = 1 << iota
	hasTopics
	hasData
	hasBlockNumber
	hasLogIndex
	hasTransactionHash
	hasTransactionIndex
	hasBlockHash
)

// logList is an eth_getLogs result: null stays nil.
type logList []filteredLog

// fastResult is a result type that decodes itself from the scanner, which
// stands at its value: a batch answer of such results is walked by
// fastReplies alone, never scanned by goccy/go-json first.
type fastResult interface {
	decodeFast(s *scanner) error
}

// fastReplies decodes a batch answer of fastResult results. An answer that
// is not one array is an error (postBatch then looks for one error object).
func fastReplies[T any](data []byte) ([]rpcReply[T], error) {
	s := &scanner{b: data}
	var out []rpcReply[T]
	err := s.array(func() error {
		out = append(out, rpcReply[T]{})
		return fastReply(s, &out[len(out)-1])
	})
	if err != nil {
		return nil, err
	}
	if err := s.end(); err != nil {
		return nil, err
	}
	return out, nil
}

// fastReply decodes the reply object the scanner stands at.
func fastReply[T any](s *scanner, rep *rpcReply[T]) error {
	var result T
	var hasResult bool
	err := s.object(func(name []byte) error {
		switch string(name) {
		case "id":
			if s.null() {
				return nil
			}
			id, err := s.integer()
			if err != nil {
				return fmt.Errorf("id: %w", err)
			}
			rep.ID = &id
		case "error":
			if s.null() {
				return nil
			}
			rep.Error = &rpcError{}
			return s.object(func(name []byte) error {
				switch string(name) {
				case "code":
					if c := s.ws(); c != '-' && (c < '0' || c > '9') {
						return s.skip() // not a number: left 0, as a reader of it would
					}
					n, err := s.number()
					if err != nil {
						return err
					}
					// A fraction or too big a number is still JSON: left 0.
					rep.Error.Code, _ = strconv.Atoi(string(n))
				case "message":
					if s.ws() != '"' {
						return s.skip()
					}
					raw, esc, err := s.str()
					if err == nil && esc {
						raw, err = unescape(raw)
					}
					rep.Error.Message = string(raw)
					return err
				default:
					return s.skip()
				}
				return nil
			})
		case "result":
			hasResult = true
			return any(&result).(fastResult).decodeFast(s)
		default:
			return s.skip()
		}
		return nil
	})
	if err == nil && rep.Error == nil && hasResult {
		rep.Result = result
	}
	return err
}

// minLogJSON is fewer bytes than any log go-ethereum encodes takes (a
// Sync's is about 560): a list sized for the answer's bytes over it is
// never grown.
const minLogJSON = 400

func (ls *logList) decodeFast(s *scanner) error {
	if s.null() {
		*ls = nil
		return nil
	}
	out := make(logList, 0, (len(s.b)-s.i)/minLogJSON+1)
	var arena logArena
	err := s.array(func() error {
		out = append(out, filteredLog{})
		if err := out[len(out)-1].decode(s, &arena); err != nil {
			return fmt.Errorf("log %d: %w", len(out)-1, err)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("eth_getLogs result: %w", err)
	}
	*ls = slices.Clip(out)
	return nil
}

// logArena hands out the topics and data of one result's logs from
// chunks of 64 KB: a full chunk is left to the logs that point into it
// and a new one started, so nothing is copied twice (an array grown by
// append was copied at each doubling, a visible share of the indexer's
// CPU in a backfill; BenchmarkDecodeLogs counts the allocations).
type logArena struct {
	topics  []common.Hash
	data    []byte
	scratch []common.Hash // the topics of the log being read
}

const (
	arenaBytes  = 64 << 10
	arenaHashes = arenaBytes / common.HashLength
)

// bytes returns n bytes of the current data chunk.
func (a *logArena) bytes(n int) []byte {
	if cap(a.data)-len(a.data) < n {
		a.data = make([]byte, 0, max(n, arenaBytes))
	}
	start := len(a.data)
	a.data = a.data[:start+n]
	return a.data[start : start+n : start+n]
}

// hashes returns a copy of hs in the current topics chunk.
func (a *logArena) hashes(hs []common.Hash) []common.Hash {
	if cap(a.topics)-len(a.topics) < len(hs) {
		a.topics = make([]common.Hash, 0, max(len(hs), arenaHashes))
	}
	start := len(a.topics)
	a.topics = append(a.topics, hs...)
	return a.topics[start:len(a.topics):len(a.topics)]
}

// decode fills l from the log object the scanner stands at.
func (l *filteredLog) decode(s *scanner, a *logArena) error {
	return s.object(func(name []byte) error {
		if s.null() {
			return nil
		}
		var err error
		switch string(name) {
		case "address":
			err = fixedHex(s, l.Address[:], hasAddress, &l.has)
		case "topics":
			err = l.decodeTopics(s, a)
		case "data":
			err = l.decodeData(s, a)
		case "blockNumber":
			err = quantity(s, &l.BlockNumber, hasBlockNumber, &l.has)
		case "logIndex":
			err = quantity(s, &l.LogIndex, hasLogIndex, &l.has)
		case "transactionHash":
			err = fixedHex(s, l.TransactionHash[:], hasTransactionHash, &l.has)
		case "transactionIndex":
			err = quantity(s, &l.TransactionIndex, hasTransactionIndex, &l.has)
		case "blockHash":
			err = fixedHex(s, l.BlockHash[:], hasBlockHash, &l.has)
		case "removed":
			l.Removed, err = s.boolean()
		default:
			err = s.skip()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	})
}

func (l *filteredLog) decodeTopics(s *scanner, a *logArena) error {
	a.scratch = a.scratch[:0]
	err := s.array(func() error {
		a.scratch = append(a.scratch, common.Hash{})
		var ignored logFields
		return fixedHex(s, a.scratch[len(a.scratch)-1][:], 0, &ignored)
	})
	if err != nil {
		return err
	}
	l.Topics = a.hashes(a.scratch)
	l.has |= hasTopics
	return nil
}

func (l *filteredLog) decodeData(s *scanner, a *logArena) error {
	digits, err := hexDigits(s)
	if err != nil {
		return err
	}
	if len(digits)%2 != 0 {
		return hexutil.ErrOddLength
	}
	data := a.bytes(len(digits) / 2)
	if _, err := hex.Decode(data, digits); err != nil {
		return hexutil.ErrSyntax
	}
	l.Data = data
	l.has |= hasData
	return nil
}

// hexDigits scans a 0x-prefixed JSON string and returns its digits.
func hexDigits(s *scanner) ([]byte, error) {
	v, err := stringValue(s)
	if err != nil {
		return nil, err
	}
	if len(v) < 2 || v[0] != '0' || (v[1] != 'x' && v[1] != 'X') {
		return nil, hexutil.ErrMissingPrefix
	}
	return v[2:], nil
}

// stringValue scans a JSON string and returns its contents.
func stringValue(s *scanner) ([]byte, error) {
	if c := s.ws(); c != '"' {
		if err := s.skip(); err != nil {
			return nil, err
		}
		return nil, errors.New("not a string")
	}
	v, esc, err := s.digitString() // hexDigits and quantity check every byte
	if err == nil && esc {         // legal JSON, if no node's way of writing hex
		v, err = unescape(v)
	}
	return v, err
}

// fixedHex scans a 0x-prefixed string of exactly len(dst) bytes into dst
// and sets bit in has.
func fixedHex(s *scanner, dst []byte, bit logFields, has *logFields) error {
	digits, err := hexDigits(s)
	if err != nil {
		return err
	}
	if len(digits) != 2*len(dst) {
		return fmt.Errorf("hex string of %d digits, want %d", len(digits), 2*len(dst))
	}
	if _, err := hex.Decode(dst, digits); err != nil {
		return hexutil.ErrSyntax
	}
	*has |= bit
	return nil
}

// quantity scans a JSON-RPC quantity (hexutil.Uint64's rules) into dst and
// sets bit in has.
func quantity(s *scanner, dst *uint64, bit logFields, has *logFields) error {
	v, err := stringValue(s)
	if err != nil {
		return err
	}
	var q hexutil.Uint64
	if err := q.UnmarshalText(v); err != nil {
		return err
	}
	*dst = uint64(q)
	*has |= bit
	return nil
}

// errLogFields is wrapped by the errors of logs that lack needed fields.
var errLogFields = errors.New("a log lacks a field")
