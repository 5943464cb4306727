package httpapi

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The hand-written encoders of jsonenc.go must write exactly what
// encoding/json writes for the Response types after wire's Scan: these
// tests hold them to it over edge cases and random values.

// numericTexts are edge cases of numeric text, valid and not.
var numericTexts = []string{
	"0", "-0", "0.0", "-0.000000", "0.000000000", "1", "-1", "10", "100.500", "1.", ".5", "", "-", "+1", "01", "00", "0.1",
	"12.345678", "12.3456785", "12.3456775", "12.34567850", "12.3456785000001", "-12.3456785", "-0.0000005", "0.0000005",
	"0.0000015", "999999.9999995", "-999999.9999995", "1e5", "NaN", "Infinity", "-Infinity", " 1", "1 ", "1.2.3", "0x10",
	"115792089237316195423570985008687907853269984665640564039457584007913129639935", "4798.391224", "35.18852",
	strings.Repeat("9", 100), strings.Repeat("9", 101), "1." + strings.Repeat("0", 100), "1." + strings.Repeat("0", 101),
	"2984.4295105624547306", "1.010101010101010101", "0.000074237112141065", "-3.000001",
}

// randomNumericText is decimal text shaped like Postgres numeric output,
// with now and then a lexical flaw.
func randomNumericText(r *rand.Rand) string {
	var b strings.Builder
	if r.IntN(4) == 0 {
		b.WriteByte('-')
	}
	switch r.IntN(5) {
	case 0:
		b.WriteByte('0')
	default:
		b.WriteByte(byte('1' + r.IntN(9)))
		for range r.IntN(30) {
			b.WriteByte(byte('0' + r.IntN(10)))
		}
	}
	if r.IntN(3) > 0 {
		b.WriteByte('.')
		n := r.IntN(12)
		if r.IntN(10) > 0 {
			n++
		}
		for range n {
			if r.IntN(3) == 0 {
				b.WriteByte('0')
			} else {
				b.WriteByte(byte('0' + r.IntN(10)))
			}
		}
	}
	s := b.String()
	if r.IntN(50) == 0 { // a flaw
		i := r.IntN(len(s) + 1)
		s = s[:i] + string("x0.-+e "[r.IntN(7)]) + s[i:]
	}
	return s
}

func numericCases(n int) []string {
	r := rand.New(rand.NewPCG(1, 2))
	out := append([]string(nil), numericTexts...)
	for range n {
		out = append(out, randomNumericText(r))
	}
	return out
}

func TestAppendUsdMatchesWire(t *testing.T) {
	for _, s := range numericCases(50000) {
		var u wire.Usd
		werr := u.Scan(s)
		got, err := appendUsd([]byte("x"), []byte(s))
		if werr != nil {
			if err == nil {
				t.Errorf("appendUsd(%q) = %s, want error %v", s, got, werr)
			}
			continue
		}
		want, _ := json.Marshal(u)
		if err != nil || string(got) != "x"+string(want) {
			t.Errorf("appendUsd(%q) = %s, %v; want x%s", s, got, err, want)
		}
	}
}

func TestAppendWeiMatchesWire(t *testing.T) {
	for _, s := range numericCases(20000) {
		var w wire.Wei
		werr := w.Scan(s)
		got, err := appendWei(nil, []byte(s))
		if werr != nil {
			if err == nil {
				t.Errorf("appendWei(%q) = %s, want error %v", s, got, werr)
			}
			continue
		}
		want, _ := json.Marshal(w)
		if err != nil || string(got) != string(want) {
			t.Errorf("appendWei(%q) = %s, %v; want %s", s, got, err, want)
		}
	}
}

func TestAppendPercentMatchesWire(t *testing.T) {
	cases := numericCases(20000)
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		f := math.Float64frombits(r.Uint64())
		cases = append(cases, strconv.FormatFloat(f, 'f', -1, 64), strconv.FormatFloat(f, 'e', -1, 64),
			strconv.FormatFloat(r.NormFloat64()*1e3, 'f', r.IntN(20), 64))
	}
	cases = append(cases, "1e-7", "0.0000001", "1e21", "-1e21", "123456789012345678901234", "-0.0", "5e-324")
	for _, s := range cases {
		var p wire.Percent
		werr := p.Scan(s)
		got, err := appendPercentText(nil, []byte(s))
		if werr != nil {
			if err == nil {
				t.Errorf("appendPercentText(%q) = %s, want error %v", s, got, werr)
			}
			continue
		}
		want, _ := json.Marshal(p)
		if err != nil || string(got) != string(want) {
			t.Errorf("appendPercentText(%q) = %s, %v; want %s", s, got, err, want)
		}
	}
	if got, _ := appendPercentText(nil, nil); string(got) != "null" {
		t.Errorf("NULL: %s", got)
	}
	for _, p := range []wire.Percent{{}, {V: math.NaN(), Valid: true}, {V: math.Inf(-1), Valid: true}, {V: math.Copysign(0, -1), Valid: true}, wire.PercentOf(-1.8545)} {
		want, _ := json.Marshal(p)
		if got := appendPercent(nil, p); string(got) != string(want) {
			t.Errorf("appendPercent(%v) = %s, want %s", p, got, want)
		}
	}
}

func TestAppendNumericStringMatchesJSON(t *testing.T) {
	for _, s := range append(numericCases(2000), `a"b`, `<&>`, "\x00", "é", "\xff", `\`) {
		want, _ := json.Marshal(s)
		if got := appendNumericString(nil, []byte(s)); string(got) != string(want) {
			t.Errorf("appendNumericString(%q) = %s, want %s", s, got, want)
		}
	}
}

// validNumeric is a random numeric text wire's Usd and Percent accept.
func validNumeric(r *rand.Rand) string {
	for {
		s := randomNumericText(r)
		var u wire.Usd
		if u.Scan(s) == nil {
			return s
		}
	}
}

// nullable is nil or a random numeric text.
func nullable(r *rand.Rand) []byte {
	if r.IntN(3) == 0 {
		return nil
	}
	return []byte(validNumeric(r))
}

func TestAppendDexPoolItemMatchesJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	addr := func() []byte {
		b := make([]byte, 20)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	}
	wei := func() []byte {
		u := r.Uint64() >> r.IntN(64)
		if u == 0 {
			return []byte("0")
		}
		return []byte(strconv.FormatUint(u, 10) + strings.Repeat("0", r.IntN(40)))
	}
	for range 2000 {
		p := mainapi.DexPoolText{
			Pair: addr(), Token0: addr(), Token1: addr(), Reserve0: wei(), Reserve1: wei(), LastUpdated: r.Int64(),
			HasStats: r.IntN(2) == 0, TvlUsd: []byte(validNumeric(r)), Volume24hUsd: []byte(validNumeric(r)),
			Fees24hUsd: []byte(validNumeric(r)), Volume30dUsd: []byte(validNumeric(r)),
			FeeAprBps: r.Int64() >> r.IntN(64), FeeAprValid: r.IntN(2) == 0,
			TvlDeltaPct: nullable(r), Volume24hDeltaPct: nullable(r), Fees24hDeltaPct: nullable(r),
		}
		// The struct path: wire's Scan of each column, then encoding/json.
		var want dexPoolListItem
		it := &want.dexPool
		copy(it.PairAddress[:], p.Pair)
		copy(it.Token0[:], p.Token0)
		copy(it.Token1[:], p.Token1)
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(it.Reserve0.Scan(string(p.Reserve0)))
		must(it.Reserve1.Scan(string(p.Reserve1)))
		it.LastUpdated = wire.Seconds(p.LastUpdated)
		must(it.TvlUsd.Scan(string(p.TvlUsd)))
		must(it.Volume24hUsd.Scan(string(p.Volume24hUsd)))
		must(it.Fees24hUsd.Scan(string(p.Fees24hUsd)))
		must(want.Volume30dUsd.Scan(string(p.Volume30dUsd)))
		if p.FeeAprValid {
			it.FeeAprBps = wire.NullOf(wire.Bps(p.FeeAprBps))
		}
		for _, d := range []struct {
			text []byte
			dst  *wire.Percent
		}{{p.TvlDeltaPct, &it.TvlDeltaPct}, {p.Volume24hDeltaPct, &it.Volume24hDeltaPct}, {p.Fees24hDeltaPct, &it.Fees24hDeltaPct}} {
			if d.text != nil {
				must(d.dst.Scan(string(d.text)))
			}
		}
		wantJSON, err := json.Marshal(want)
		must(err)
		got, err := appendDexPoolItem([]byte("["), &p)
		if err != nil || string(got) != "["+string(wantJSON) {
			t.Fatalf("appendDexPoolItem(%+v)\n got %s, %v\nwant [%s", p, got, err, wantJSON)
		}
	}
	bad := mainapi.DexPoolText{Pair: make([]byte, 19)}
	if _, err := appendDexPoolItem(nil, &bad); err == nil {
		t.Error("a 19-byte address encoded")
	}
}

func TestAppendTokenChartMatchesJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	usd := func() wire.Usd { return wire.MustParseUsd(strconv.FormatFloat(r.Float64()*1e6, 'f', r.IntN(7), 64)) }
	pct := func() wire.Percent {
		if r.IntN(3) == 0 {
			return wire.Percent{}
		}
		f, _ := decimal.NewFromFloat(r.NormFloat64() * 50).Round(4).Float64()
		return wire.PercentOf(f)
	}
	for range 2000 {
		body := tokenChartBody{
			Change5mPct: pct(), Change30mPct: pct(), Change6hPct: pct(), Change24hPct: pct(),
			Volume5mUsd: usd(), Volume1hUsd: usd(), Volume24hUsd: usd(), Fees24hUsd: usd(),
			SwapCount24h: r.Int64N(1e6), BucketMinutes: []int64{1, 5, 10, 30, 120}[r.IntN(5)], Candles: []candleItem{},
		}
		if r.IntN(4) > 0 {
			body.Price = wire.NullOf(usd())
		}
		got := appendTokenChartHead(nil, &body)
		for i := range r.IntN(5) {
			k := mainapi.TokenCandleText{Minute: r.Int64N(1 << 40), Open: []byte(validNumeric(r)), High: []byte(validNumeric(r)),
				Low: []byte(validNumeric(r)), Close: []byte(validNumeric(r)), VolumeUsd: []byte(validNumeric(r))}
			var vol wire.Usd
			if err := vol.Scan(string(k.VolumeUsd)); err != nil {
				t.Fatal(err)
			}
			body.Candles = append(body.Candles, candleItem{Minute: k.Minute, Open: string(k.Open), High: string(k.High),
				Low: string(k.Low), Close: string(k.Close), VolumeUsd: vol})
			if i > 0 {
				got = append(got, ',')
			}
			var err error
			if got, err = appendCandleItem(got, &k); err != nil {
				t.Fatal(err)
			}
		}
		got = append(got, "]}"...)
		want, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Fatalf("\n got %s\nwant %s", got, want)
		}
	}
}

func TestBodyCacheKeepsPooledBodies(t *testing.T) {
	bc := newBodyCache(1 << 20)
	if bc.add("a", []byte("x")) == nil {
		t.Error("first add not kept")
	}
	if bc.add("a", []byte("y")) != nil {
		t.Error("second add of a key kept")
	}
	if bc.add("big", make([]byte, 1<<20/8+1)) != nil {
		t.Error("an oversized body kept")
	}
	var off *bodyCache
	if off.add("a", []byte("x")) != nil {
		t.Error("a nil cache kept a body")
	}
}

// TestBodyCacheCountsGzipForms: a cached body's gzip form counts in the
// byte budget while the entry is cached and leaves it with the entry; a
// form made after its entry left is not counted.
func TestBodyCacheCountsGzipForms(t *testing.T) {
	bc := newBodyCache(1 << 20)
	plain := bytes.Repeat([]byte(`{"a":"0x0000000000000000000000000000000000000001"},`), 100)
	b := bc.add("k", plain)
	if got, want := bc.bytes.Load(), int64(len("k")+len(plain)); got != want {
		t.Fatalf("after add: %d bytes, want %d", got, want)
	}
	gz := b.gzipped()
	if got, want := bc.bytes.Load(), int64(len("k")+len(plain)+len(gz)); got != want {
		t.Fatalf("after gzip: %d bytes, want %d", got, want)
	}
	bc.lru.Remove("k")
	if got := bc.bytes.Load(); got != 0 {
		t.Fatalf("after eviction: %d bytes, want 0", got)
	}

	late := bc.add("late", plain)
	bc.lru.Remove("late")
	late.gzipped()
	if got := bc.bytes.Load(); got != 0 {
		t.Fatalf("gzip form made after eviction: %d bytes counted, want 0", got)
	}

	// A gzip form that pushes the cache over its budget evicts the oldest
	// entry: eight entries fill it exactly.
	full := newBodyCache(int64(8 * (1 + len(plain))))
	var newest *cachedBody
	for i := range 8 {
		if newest = full.add(strconv.Itoa(i), plain); newest == nil {
			t.Fatalf("entry %d not kept", i)
		}
	}
	newest.gzipped()
	if full.lru.Contains("0") || !full.lru.Contains("7") || full.bytes.Load() > full.maxBytes {
		t.Errorf("after the gzip form: oldest kept %v, newest kept %v, %d of %d bytes",
			full.lru.Contains("0"), full.lru.Contains("7"), full.bytes.Load(), full.maxBytes)
	}
}

// TestBodyCacheConcurrentGzip: requests adding, reading and compressing
// bodies at once while the byte budget evicts them (the race detector runs
// it in make test) leave the budget's count equal to what the cache holds.
// With a Contains-then-Add in bodyCache.add, two requests missing one key
// both counted it and the count drifted up (by 8 KB in a run of 2,400).
func TestBodyCacheConcurrentGzip(t *testing.T) {
	plain := bytes.Repeat([]byte(`{"a":"0x0000000000000000000000000000000000000001"},`), 40)
	bc := newBodyCache(int64(12 * len(plain))) // about a dozen entries: constant eviction
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 300 {
				key := strconv.Itoa((g*7 + i) % 40)
				b, ok := bc.get(key)
				if !ok {
					if b = bc.add(key, plain); b == nil {
						continue // another request added it first
					}
				}
				if i%2 == 0 {
					if gz := b.gzipped(); len(gz) == 0 || len(gz) >= len(plain) {
						t.Errorf("gzip form of %d bytes from %d", len(gz), len(plain))
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	var held int64
	for _, key := range bc.lru.Keys() {
		b, _ := bc.lru.Peek(key)
		held += int64(len(key) + len(b.plain))
		if n := b.gzLen.Load(); n > 0 {
			held += n
		}
	}
	if got := bc.bytes.Load(); got != held {
		t.Errorf("budget counts %d bytes, the cache holds %d", got, held)
	}
	if held > bc.maxBytes {
		t.Errorf("the cache holds %d bytes, over its budget of %d", held, bc.maxBytes)
	}
}
