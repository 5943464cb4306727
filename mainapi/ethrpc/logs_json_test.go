package ethrpc

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	gojson "github.com/goccy/go-json"
)

// TestLogListMatchesGoEthereum: logs as go-ethereum's node encodes them
// (types.Log's MarshalJSON) decode to the same fields, every field present.
func TestLogListMatchesGoEthereum(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	fill := func(b []byte) {
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
	}
	var want []*types.Log
	for i := range 50 {
		l := &types.Log{BlockNumber: rng.Uint64N(1 << 40), TxIndex: uint(rng.IntN(500)), Index: uint(i), Removed: i%7 == 3}
		fill(l.Address[:])
		fill(l.TxHash[:])
		fill(l.BlockHash[:])
		l.Topics = make([]common.Hash, i%5)
		for k := range l.Topics {
			fill(l.Topics[k][:])
		}
		l.Data = make([]byte, 32*(i%4))
		fill(l.Data)
		want = append(want, l)
	}
	result, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	answer := fmt.Sprintf(`[{"jsonrpc":"2.0","id":1,"result":[]},{"jsonrpc":"2.0","id":0,"result":%s},{"jsonrpc":"2.0","id":2,"result":null}]`, result)
	reps, err := fastReplies[logList]([]byte(answer))
	if err != nil {
		t.Fatal(err)
	}
	if len(reps) != 3 || *reps[0].ID != 1 || *reps[1].ID != 0 || *reps[2].ID != 2 {
		t.Fatalf("replies %+v", reps)
	}
	if reps[0].Result == nil || len(reps[0].Result) != 0 || reps[2].Result != nil {
		t.Errorf("[] decoded as %#v, null as %#v", reps[0].Result, reps[2].Result)
	}
	got := reps[1].Result
	if len(got) != len(want) {
		t.Fatalf("%d logs, want %d", len(got), len(want))
	}
	for i, g := range got {
		w := want[i]
		if g.has != allLogFields || g.Address != w.Address || !equalHashes(g.Topics, w.Topics) || string(g.Data) != string(w.Data) ||
			g.BlockNumber != w.BlockNumber || g.LogIndex != uint64(w.Index) || g.TransactionHash != w.TxHash ||
			g.TransactionIndex != uint64(w.TxIndex) || g.BlockHash != w.BlockHash || g.Removed != w.Removed {
			t.Errorf("log %d: got %+v, want %+v", i, g, w)
		}
	}
}

const allLogFields = hasAddress | hasTopics | hasData | hasBlockNumber | hasLogIndex | hasTransactionHash | hasTransactionIndex | hasBlockHash

func equalHashes(a, b []common.Hash) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLogListFields: a missing or null field is left unset for the reader
// to refuse; a malformed one fails the answer, by go-ethereum's hex rules.
func TestLogListFields(t *testing.T) {
	const hash = `"0x` + "ab00000000000000000000000000000000000000000000000000000000000001" + `"`
	const addr = `"0x` + "00000000000000000000000000000000000000ff" + `"`
	base := map[string]string{
		"address": addr, "topics": `[` + hash + `]`, "data": `"0x0102"`, "blockNumber": `"0x10"`,
		"logIndex": `"0x0"`, "transactionHash": hash, "transactionIndex": `"0x1"`, "blockHash": hash, "removed": "false",
	}
	decode := func(fields map[string]string) (filteredLog, error) {
		var parts []string
		for k, v := range fields {
			parts = append(parts, fmt.Sprintf("%q:%s", k, v))
		}
		reps, err := fastReplies[logList]([]byte(`[{"id":0,"result":[{` + strings.Join(parts, ",") + `}]}]`))
		if err != nil {
			return filteredLog{}, err
		}
		return reps[0].Result[0], nil
	}
	with := func(k, v string) map[string]string {
		m := map[string]string{}
		for a, b := range base {
			m[a] = b
		}
		if v == "" {
			delete(m, k)
		} else {
			m[k] = v
		}
		return m
	}
	l, err := decode(base)
	if err != nil || l.Data[1] != 2 || l.BlockNumber != 16 || l.TransactionIndex != 1 || l.Address[19] != 0xff || l.Topics[0][0] != 0xab {
		t.Fatalf("base log: %+v, %v", l, err)
	}
	for k, bit := range map[string]logFields{"address": hasAddress, "topics": hasTopics, "data": hasData, "blockNumber": hasBlockNumber,
		"logIndex": hasLogIndex, "transactionHash": hasTransactionHash, "transactionIndex": hasTransactionIndex, "blockHash": hasBlockHash} {
		for _, v := range []string{"", "null"} {
			l, err := decode(with(k, v))
			if err != nil || l.has != allLogFields&^bit {
				t.Errorf("%s %q: has %b, %v", k, v, l.has, err)
			}
		}
	}
	for _, c := range []struct{ field, value string }{
		{"address", `"0x00ff"`},                            // short
		{"address", `"00` + strings.Repeat("0", 40) + `"`}, // no prefix
		{"address", `"0x` + strings.Repeat("g", 40) + `"`}, // not hex
		{"blockHash", `"0x` + strings.Repeat("0", 63) + `"`},
		{"topics", hash},
		{"topics", `["0x01"]`},
		{"data", `"0x012"`}, // odd
		{"data", `"0xzz"`},
		{"data", `"0102"`},
		{"data", `12`},
		{"blockNumber", `"0x01"`}, // leading zero
		{"blockNumber", `"10"`},
		{"blockNumber", `16`},
		{"logIndex", `"0x10000000000000000"`}, // over 64 bits
		{"removed", `"false"`},
	} {
		if _, err := decode(with(c.field, c.value)); err == nil {
			t.Errorf("%s %s: no error", c.field, c.value)
		}
	}
}

// TestFastRepliesErrors: error replies keep their code and message, and an
// answer that is not an array of replies is an error.
func TestFastRepliesErrors(t *testing.T) {
	reps, err := fastReplies[logList]([]byte(`[{"jsonrpc":"2.0","id":3,"error":{"code":-32005,"message":"query returned more than 10000 results"}},{"result":[]}]`))
	if err != nil {
		t.Fatal(err)
	}
	if e := reps[0].Error; e == nil || e.Code != -32005 || e.Message != "query returned more than 10000 results" || *reps[0].ID != 3 {
		t.Errorf("error reply: %+v", reps[0])
	}
	if reps[1].ID != nil {
		t.Errorf("a reply without id got id %d", *reps[1].ID)
	}
	for _, bad := range []string{`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"batch too large"}}`, `[{"id":"0","result":[]}]`, `[{"id":0,"result":{}}]`, `[`, ``} {
		if _, err := fastReplies[logList]([]byte(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// BenchmarkDecodeLogs decodes an eth_getLogs batch answer the size of a
// 25-block read of the 50k-swap chain (4,500 logs: a Swap, a Sync or a
// FeeRouter Swap each) with fastReplies, and, for comparison, with
// goccy/go-json into the pointer fields the logs were decoded into before
// (rpcLog's).
func BenchmarkDecodeLogs(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	fill := func(x []byte) {
		for i := range x {
			x[i] = byte(rng.Uint32())
		}
	}
	logs := make([]*types.Log, 4500)
	for i := range logs {
		l := &types.Log{BlockNumber: 500 + uint64(i/180), TxIndex: uint(i % 180 / 4), Index: uint(i % 180)}
		fill(l.Address[:])
		fill(l.TxHash[:])
		fill(l.BlockHash[:])
		l.Topics = make([]common.Hash, 1+2*(i%3%2))
		for k := range l.Topics {
			fill(l.Topics[k][:])
		}
		l.Data = make([]byte, 64*(1+i%3%2))
		fill(l.Data)
		logs[i] = l
	}
	result, err := json.Marshal(logs)
	if err != nil {
		b.Fatal(err)
	}
	answer := []byte(fmt.Sprintf(`[{"jsonrpc":"2.0","id":0,"result":%s}]`, result))
	b.Run("scanner", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(answer)))
		for b.Loop() {
			if _, err := fastReplies[logList](answer); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("go-json", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(answer)))
		for b.Loop() {
			var reps []rpcReply[[]struct {
				rpcLog
				BlockNumber *hexutil.Uint64 `json:"blockNumber"`
				Removed     bool            `json:"removed"`
			}]
			if err := gojson.Unmarshal(answer, &reps); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// FuzzFastReplies: an answer fastReplies takes is valid JSON, and each log
// it decodes has the fields (by exact name) that encoding/json finds in
// the same answer, decoded by go-ethereum's types.
func FuzzFastReplies(f *testing.F) {
	f.Add([]byte(`[{"jsonrpc":"2.0","id":0,"result":[{"address":"0x00000000000000000000000000000000000000ff","topics":["0xab00000000000000000000000000000000000000000000000000000000000001"],"data":"0x0102","blockNumber":"0x10","logIndex":"0x0","transactionHash":"0xab00000000000000000000000000000000000000000000000000000000000001","transactionIndex":"0x1","blockHash":"0xab00000000000000000000000000000000000000000000000000000000000001","removed":false}]}]`))
	f.Add([]byte(`[{"jsonrpc":"2.0","id":3,"error":{"code":-32005,"message":"too \"many\""}},{"id":1,"result":null},{"id":2,"result":[]}]`))
	f.Fuzz(func(t *testing.T, answer []byte) {
		reps, err := fastReplies[logList](answer)
		if err != nil {
			return
		}
		if !json.Valid(answer) {
			t.Fatalf("took invalid JSON %q", answer)
		}
		var ref []struct {
			Result []map[string]json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal(answer, &ref); err != nil || len(ref) != len(reps) {
			t.Fatalf("encoding/json: %d replies, %v; fastReplies %d", len(ref), err, len(reps))
		}
		for i, r := range ref {
			if reps[i].Error != nil {
				continue
			}
			if len(r.Result) != len(reps[i].Result) {
				t.Fatalf("reply %d: %d logs, encoding/json %d", i, len(reps[i].Result), len(r.Result))
			}
			for k, fields := range r.Result {
				checkLogFields(t, reps[i].Result[k], fields)
			}
		}
	})
}

// checkLogFields compares a decoded log with its fields decoded one by one
// by encoding/json into go-ethereum's types.
func checkLogFields(t *testing.T, g filteredLog, fields map[string]json.RawMessage) {
	t.Helper()
	field := func(name string, bit logFields, into any) bool {
		raw, ok := fields[name]
		if !ok || string(raw) == "null" {
			if bit != 0 && g.has&bit != 0 {
				t.Fatalf("%s: absent, decoded as present", name)
			}
			return false
		}
		if err := json.Unmarshal(raw, into); err != nil {
			t.Fatalf("%s %s: taken, encoding/json: %v", name, raw, err)
		}
		if bit != 0 && g.has&bit == 0 {
			t.Fatalf("%s: present, decoded as absent", name)
		}
		return true
	}
	var (
		addr          common.Address
		topics        []common.Hash
		data          hexutil.Bytes
		num, idx, txi hexutil.Uint64
		txh, bh       common.Hash
		removed       bool
	)
	if field("address", hasAddress, &addr) && addr != g.Address ||
		field("topics", hasTopics, &topics) && !equalHashes(topics, g.Topics) ||
		field("data", hasData, &data) && string(data) != string(g.Data) ||
		field("blockNumber", hasBlockNumber, &num) && uint64(num) != g.BlockNumber ||
		field("logIndex", hasLogIndex, &idx) && uint64(idx) != g.LogIndex ||
		field("transactionIndex", hasTransactionIndex, &txi) && uint64(txi) != g.TransactionIndex ||
		field("transactionHash", hasTransactionHash, &txh) && txh != g.TransactionHash ||
		field("blockHash", hasBlockHash, &bh) && bh != g.BlockHash ||
		field("removed", 0, &removed) && removed != g.Removed {
		t.Fatalf("log %+v, encoding/json's fields %s", g, fields)
	}
}
