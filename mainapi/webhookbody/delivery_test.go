package webhookbody_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/mainapi/webhookbody"
)

const h1 = "0x1111111111111111111111111111111111111111111111111111111111111111"
const h2 = "0x2222222222222222222222222222222222222222222222222222222222222222"
const tx1 = "0x3333333333333333333333333333333333333333333333333333333333333333"
const a1 = "0x4444444444444444444444444444444444444444"

const goodDelivery = `{"block": {"number": "0x10", "hash": "` + h1 + `", "parentHash": "` + h2 + `",
  "timestamp": "0x64", "transactions": [{"hash": "` + tx1 + `"}]},
 "receipts": [{"transactionHash": "` + tx1 + `", "transactionIndex": "0x0", "blockHash": "` + h1 + `",
  "blockNumber": "0x10", "from": "` + a1 + `", "to": null, "status": "0x1",
  "logs": [{"address": "` + a1 + `", "topics": ["` + h2 + `"], "data": "0x01", "logIndex": "0x0",
    "transactionHash": "` + tx1 + `", "transactionIndex": "0x0", "blockHash": "` + h1 + `", "removed": false}]}]}`

func TestParseDelivery(t *testing.T) {
	b, err := webhookbody.ParseDelivery([]byte(goodDelivery))
	if err != nil {
		t.Fatal(err)
	}
	if b.Number != 16 || b.Hash.Hex() != h1 || b.ParentHash.Hex() != h2 || b.Timestamp != 100 ||
		len(b.Transactions) != 1 || len(b.Logs) != 1 || b.Logs[0].Data[0] != 1 || b.Transactions[0].From.Hex() != a1 {
		t.Fatalf("parsed %+v", b)
	}
	bad := map[string]string{
		"not json":            `{`,
		"trailing":            goodDelivery + `{}`,
		"no number":           strings.Replace(goodDelivery, `"number": "0x10", `, ``, 1),
		"receipt count":       strings.Replace(goodDelivery, `[{"hash": "`+tx1+`"}]`, `[]`, 1),
		"other block receipt": strings.Replace(goodDelivery, `"blockNumber": "0x10"`, `"blockNumber": "0x11"`, 1),
		"bad hex":             strings.Replace(goodDelivery, `"data": "0x01"`, `"data": "0xz1"`, 1),
		"no logs":             strings.Replace(goodDelivery, `"logs": [`, `"lgs": [`, 1),
	}
	// The header's logsBloom, when sent, must be the bloom of the
	// delivered logs: a provider that truncated the receipts' logs is
	// refused (stored, the block would stand complete, and the full
	// delivery after it be ignored as a duplicate).
	var bloom types.Bloom
	bloom.Add(common.HexToAddress(a1).Bytes())
	bloom.Add(common.HexToHash(h2).Bytes())
	withBloom := func(body string, bl types.Bloom) string {
		return strings.Replace(body, `"timestamp": "0x64", `, `"timestamp": "0x64", "logsBloom": "`+hexutil.Encode(bl[:])+`", `, 1)
	}
	if got, err := webhookbody.ParseDelivery([]byte(withBloom(goodDelivery, bloom))); err != nil || len(got.Logs) != 1 {
		t.Fatalf("the matching bloom: %v, %d logs", err, len(got.Logs))
	}
	noLogs := strings.Replace(goodDelivery, `"logs": [{`, `"logs": [], "x": [{`, 1)
	if _, err := webhookbody.ParseDelivery([]byte(noLogs)); err != nil {
		t.Fatalf("without a bloom the logs cannot be checked: %v", err)
	}
	bad["logs dropped"] = withBloom(noLogs, bloom)
	bad["other bloom"] = withBloom(goodDelivery, types.Bloom{1})
	// Numbers are stored as bigint: 2^64-1 would wrap to -1 and sort first.
	bad["number 2^64-1"] = strings.Replace(goodDelivery, `"number": "0x10"`, `"number": "0xffffffffffffffff"`, 1)
	bad["timestamp 2^63"] = strings.Replace(goodDelivery, `"timestamp": "0x64"`, `"timestamp": "0x8000000000000000"`, 1)
	for name, body := range bad {
		if _, err := webhookbody.ParseDelivery([]byte(body)); !errors.Is(err, webhookbody.ErrBadDelivery) {
			t.Errorf("%s: err = %v, want ErrBadDelivery", name, err)
		}
	}
}

// FuzzParseDelivery holds ParseDelivery, which decodes with goccy/go-json
// for speed (BenchmarkParseDelivery: about twice encoding/json's rate), to
// encoding/json's reading of the same body: both accept it with the same
// block or both refuse it, and a refusal wraps ErrBadDelivery.
func FuzzParseDelivery(f *testing.F) {
	for _, s := range []string{
		goodDelivery, goodDelivery + " \n", goodDelivery + "x", goodDelivery + "{}",
		`{}`, `[]`, `null`, `{"block": {}, "receipts": []}`,
		strings.Replace(goodDelivery, `"data": "0x01"`, `"data": "0x1"`, 1),
		strings.Replace(goodDelivery, `"number": "0x10"`, `"NUMBER": "0x10"`, 1),
		strings.Replace(goodDelivery, `"to": null`, `"to": "`+a1+`", "to": null`, 1),
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		got, err := webhookbody.ParseDelivery(body)
		want, wantErr := webhookbody.ParseDeliveryStd(body)
		switch {
		case err != nil && !errors.Is(err, webhookbody.ErrBadDelivery):
			t.Fatalf("error %v does not wrap ErrBadDelivery", err)
		case (err == nil) != (wantErr == nil):
			t.Fatalf("ParseDelivery: %v; with encoding/json: %v", err, wantErr)
		case err == nil && !reflect.DeepEqual(got, want):
			t.Fatalf("ParseDelivery read %+v; encoding/json read %+v", got, want)
		}
	})
}

// TestDeliveryBloomDistinctKinds: the bloom check adds each distinct
// address and topic once, in two sets: an indexed address topic is the
// address left-padded, and the bloom hashes its 32 bytes, not the 20.
func TestDeliveryBloomDistinctKinds(t *testing.T) {
	padded := common.BytesToHash(common.HexToAddress(a1).Bytes()).Hex() // a Transfer's "from" of a1
	body := strings.Replace(goodDelivery, `"topics": ["`+h2+`"]`, `"topics": ["`+h2+`", "`+padded+`"]`, 1)
	var bloom types.Bloom
	bloom.Add(common.HexToAddress(a1).Bytes())
	bloom.Add(common.HexToHash(h2).Bytes())
	bloom.Add(common.HexToHash(padded).Bytes())
	body = strings.Replace(body, `"timestamp": "0x64", `, `"timestamp": "0x64", "logsBloom": "`+hexutil.Encode(bloom[:])+`", `, 1)
	if _, err := webhookbody.ParseDelivery([]byte(body)); err != nil {
		t.Fatal(err)
	}
}
