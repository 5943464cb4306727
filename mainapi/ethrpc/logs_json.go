package ethrpc

import (
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/valyala/fastjson"
)

// An eth_getLogs answer is most of what a backfill reads: 3.3 MB for 25
// blocks of the 50k-swap chain, 4,500 logs of eight hex fields each.
// Decoded with goccy/go-json into pointers to go-ethereum's types it cost
// 25-27 ms (BenchmarkDecodeLogs): the answer was scanned for each value's
// end, each field copied for its UnmarshalJSON, checked for hex digits and
// decoded, and eight pointers allocated a log. fastReplies parses the batch
// answer once with valyala/fastjson (a pooled parser) and decodes each hex
// string straight into the log: 8.4-9.2 ms, a tenth of the allocations.
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

// fastResult is a result type that decodes itself from a fastjson value:
// a batch answer of such results is parsed by fastjson alone
// (fastReplies), never scanned by goccy/go-json first.
type fastResult interface {
	decodeFast(v *fastjson.Value) error
}

var parsers fastjson.ParserPool

// fastReplies parses a batch answer of fastResult results. An answer that
// is not an array is an error (postBatch then looks for one error object).
func fastReplies[T any](data []byte) ([]rpcReply[T], error) {
	p := parsers.Get()
	defer parsers.Put(p)
	v, err := p.ParseBytes(data)
	if err != nil {
		return nil, err
	}
	arr, err := v.Array()
	if err != nil {
		return nil, err
	}
	out := make([]rpcReply[T], len(arr))
	for i, r := range arr {
		rep := &out[i]
		if id := r.Get("id"); id != nil {
			n, err := id.Int()
			if err != nil {
				return nil, fmt.Errorf("id: %w", err)
			}
			rep.ID = &n
		}
		if e := r.Get("error"); e != nil && e.Type() != fastjson.TypeNull {
			rep.Error = &rpcError{Code: e.GetInt("code"), Message: string(e.GetStringBytes("message"))}
			continue
		}
		if res := r.Get("result"); res != nil {
			if err := any(&rep.Result).(fastResult).decodeFast(res); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func (ls *logList) decodeFast(v *fastjson.Value) error {
	if v.Type() == fastjson.TypeNull {
		*ls = nil
		return nil
	}
	arr, err := v.Array()
	if err != nil {
		return fmt.Errorf("eth_getLogs result: %w", err)
	}
	out := make(logList, len(arr))
	for i, o := range arr {
		if err := out[i].decode(o); err != nil {
			return fmt.Errorf("eth_getLogs result, log %d: %w", i, err)
		}
	}
	*ls = out
	return nil
}

// decode fills l from the log object o.
func (l *filteredLog) decode(o *fastjson.Value) error {
	obj, err := o.Object()
	if err != nil {
		return err
	}
	obj.Visit(func(key []byte, v *fastjson.Value) {
		if err != nil || v.Type() == fastjson.TypeNull {
			return
		}
		switch string(key) {
		case "address":
			err = fixedHex(v, l.Address[:], hasAddress, &l.has)
		case "topics":
			err = l.decodeTopics(v)
		case "data":
			err = l.decodeData(v)
		case "blockNumber":
			err = quantity(v, &l.BlockNumber, hasBlockNumber, &l.has)
		case "logIndex":
			err = quantity(v, &l.LogIndex, hasLogIndex, &l.has)
		case "transactionHash":
			err = fixedHex(v, l.TransactionHash[:], hasTransactionHash, &l.has)
		case "transactionIndex":
			err = quantity(v, &l.TransactionIndex, hasTransactionIndex, &l.has)
		case "blockHash":
			err = fixedHex(v, l.BlockHash[:], hasBlockHash, &l.has)
		case "removed":
			l.Removed, err = v.Bool()
		}
		if err != nil {
			err = fmt.Errorf("%s: %w", key, err)
		}
	})
	return err
}

func (l *filteredLog) decodeTopics(v *fastjson.Value) error {
	arr, err := v.Array()
	if err != nil {
		return err
	}
	l.Topics = make([]common.Hash, len(arr))
	for i, t := range arr {
		var ignored logFields
		if err := fixedHex(t, l.Topics[i][:], 0, &ignored); err != nil {
			return err
		}
	}
	l.has |= hasTopics
	return nil
}

func (l *filteredLog) decodeData(v *fastjson.Value) error {
	s, err := hexDigits(v)
	if err != nil {
		return err
	}
	if len(s)%2 != 0 {
		return hexutil.ErrOddLength
	}
	l.Data = make([]byte, len(s)/2)
	if _, err := hex.Decode(l.Data, s); err != nil {
		return hexutil.ErrSyntax
	}
	l.has |= hasData
	return nil
}

// hexDigits returns the digits of a 0x-prefixed JSON string.
func hexDigits(v *fastjson.Value) ([]byte, error) {
	s, err := v.StringBytes()
	if err != nil {
		return nil, err
	}
	if len(s) < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') {
		return nil, hexutil.ErrMissingPrefix
	}
	return s[2:], nil
}

// fixedHex decodes a 0x-prefixed string of exactly len(dst) bytes into dst
// and sets bit in has.
func fixedHex(v *fastjson.Value, dst []byte, bit logFields, has *logFields) error {
	s, err := hexDigits(v)
	if err != nil {
		return err
	}
	if len(s) != 2*len(dst) {
		return fmt.Errorf("hex string of %d digits, want %d", len(s), 2*len(dst))
	}
	if _, err := hex.Decode(dst, s); err != nil {
		return hexutil.ErrSyntax
	}
	*has |= bit
	return nil
}

// quantity decodes a JSON-RPC quantity (hexutil.Uint64's rules) into dst
// and sets bit in has.
func quantity(v *fastjson.Value, dst *uint64, bit logFields, has *logFields) error {
	s, err := v.StringBytes()
	if err != nil {
		return err
	}
	var q hexutil.Uint64
	if err := q.UnmarshalText(s); err != nil {
		return err
	}
	*dst = uint64(q)
	*has |= bit
	return nil
}

// errLogFields is wrapped by the errors of logs that lack needed fields.
var errLogFields = errors.New("a log lacks a field")
