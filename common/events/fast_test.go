package events_test

import (
	"math/big"
	"math/rand"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/events"
)

// TestFastDecodeMatchesBinding: for every event with a fast decoder, random
// logs decode to the value the binding's Unpack method gives (random
// words: address words with garbage in their upper bytes, integers of any
// width), and logs of another shape (a topic more or less, data a word
// short or long, a partial word, no data) decode as the binding decodes
// them, error included. The high-volume events have a fast decoder.
func TestFastDecodeMatchesBinding(t *testing.T) {
	for _, name := range []string{"NeoSwapPair.Swap", "NeoSwapPair.Sync", "NeoSwapPair.Mint", "NeoSwapPair.Burn",
		"NeoSwapPair.Transfer", "FeeRouter.Swap", "FeeRouter.CreatorFee"} {
		var found bool
		for _, e := range events.Default.Events() {
			if e.Contract+"."+e.Name == name {
				found = true
				if !e.Fast() {
					t.Errorf("%s has no fast decoder", name)
				}
			}
		}
		if !found {
			t.Errorf("%s is not registered", name)
		}
	}
	rng := rand.New(rand.NewSource(1))
	word := func() common.Hash {
		var h common.Hash
		switch rng.Intn(3) {
		case 0: // a small integer or a clean address
			rng.Read(h[12+rng.Intn(20):])
		default:
			rng.Read(h[:])
		}
		return h
	}
	fast := 0
	for _, e := range events.Default.Events() {
		if !e.Fast() {
			continue
		}
		fast++
		// The shape: count topics and words from a decode of a zero log
		// that the binding accepts.
		topics, words := shape(t, e)
		for i := 0; i < 200; i++ {
			nt, nw, extra := topics, words, 0
			if i%4 == 3 { // another shape
				switch rng.Intn(4) {
				case 0:
					nt += []int{-1, 1}[rng.Intn(2)]
				case 1:
					nw += []int{-1, 1}[rng.Intn(2)]
				case 2:
					extra = 1 + rng.Intn(31)
				default:
					nw = 0
				}
			}
			log := &types.Log{Topics: []common.Hash{e.Topic0}}
			for range max(nt, 0) {
				log.Topics = append(log.Topics, word())
			}
			for range max(nw, 0) {
				w := word()
				log.Data = append(log.Data, w[:]...)
			}
			for range extra {
				log.Data = append(log.Data, byte(rng.Intn(256)))
			}
			got, gotErr := e.Decode(log)
			want, wantErr := e.DecodeBinding(log)
			if len(log.Data) < 32*words && wantErr == nil {
				// The binding takes a log without its data (zero or nil
				// fields); Decode refuses one shorter than its words.
				if gotErr == nil {
					t.Fatalf("%s, %d data bytes of %d words: decoded %+v", e, len(log.Data), words, got)
				}
				continue
			}
			if (gotErr != nil) != (wantErr != nil) || !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, %d topics, %d data bytes: got %+v (%v), binding %+v (%v)",
					e, len(log.Topics), len(log.Data), got, gotErr, want, wantErr)
			}
		}
	}
	t.Logf("%d of %d events decoded fast", fast, len(events.Default.Events()))
}

// shape returns the number of indexed arguments and of data words of e,
// the smallest log Decode decodes without error (the binding also takes
// one without data).
func shape(t *testing.T, e *events.Event) (topics, words int) {
	for topics = 0; topics <= 3; topics++ {
		for words = 0; words <= 16; words++ {
			log := &types.Log{Topics: append([]common.Hash{e.Topic0}, make([]common.Hash, topics)...), Data: make([]byte, 32*words)}
			if _, err := e.Decode(log); err == nil {
				return topics, words
			}
		}
	}
	t.Fatalf("%s: no shape decodes", e)
	return 0, 0
}

// TestFastDecodeIntegersApart: the integers of one decoded Swap share two
// allocations, yet each is its own: growing one past its word, or changing
// one in place, leaves the others as decoded; and a decode takes three
// allocations (the value, its integers, their words), not two an integer.
func TestFastDecodeIntegersApart(t *testing.T) {
	var swap *events.Event
	for _, e := range events.Default.Events() {
		if e.Contract+"."+e.Name == "NeoSwapPair.Swap" {
			swap = e
		}
	}
	log := &types.Log{Topics: []common.Hash{swap.Topic0, {}, {}}}
	for i := range 4 {
		w := common.Hash{}
		for j := range w {
			w[j] = byte(0xf0 + i) // four different full-width words
		}
		log.Data = append(log.Data, w[:]...)
	}
	got, err := swap.Decode(log)
	if err != nil {
		t.Fatal(err)
	}
	v := reflect.ValueOf(got).Elem()
	var ints []*big.Int
	for i := range v.NumField() {
		if x, ok := v.Field(i).Interface().(*big.Int); ok {
			ints = append(ints, x)
		}
	}
	if len(ints) != 4 {
		t.Fatalf("%d integers in a Swap", len(ints))
	}
	want := make([]string, 4)
	for i, x := range ints {
		want[i] = x.Text(16)
	}
	ints[0].Add(ints[0], ints[0]) // grows past 256 bits
	ints[2].Sub(ints[2], ints[3]) // in place
	for _, i := range []int{1, 3} {
		if got := ints[i].Text(16); got != want[i] {
			t.Fatalf("integer %d changed with its neighbours: %s, want %s", i, got, want[i])
		}
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = swap.Decode(log) }); n > 3 {
		t.Fatalf("%.0f allocations a Swap decode, want 3", n)
	}
}
