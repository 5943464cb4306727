package events

import (
	"math/big"
	"math/bits"
	"reflect"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// The indexers decode every log of a backfill: through the bindings' Unpack
// methods (the abi package matching arguments to fields by name, by
// reflection, on every call) decoding was the largest Go cost of the main
// indexer's replay (BenchmarkReplayMix's CPU profile). An event whose arguments are all addresses and
// unsigned integers wider than 64 bits (every high-volume event of the
// system: the pair's Swap, Sync, Mint, Burn and Transfer, the FeeRouter's
// Swap) is decoded here instead, each argument read from its topic or data
// word into the field resolved once by New. It gives the binding's value
// (the abi package takes the low 20 bytes of an address word and the whole
// word of such an integer, as this does), and it only takes logs of
// exactly the event's shape: any other goes through the binding, which
// reports the error.

// fastEvent is how an event's arguments map to its binding struct.
type fastEvent struct {
	typ    reflect.Type // the binding struct
	args   []fastArg
	topics int // indexed arguments
	words  int // data words
	ints   int // *big.Int arguments
	raw    int // index of the struct's Raw field
}

type fastArg struct {
	field   int
	address bool // else *big.Int
	topic   int  // 1.. for an indexed argument, else 0
	word    int  // the data word of a non-indexed argument
}

// newFastEvent returns the fast decoder of ev, whose binding's Unpack
// method is unpack, or nil when ev has an argument of another type.
func newFastEvent(ev abi.Event, unpack reflect.Value) *fastEvent {
	out := unpack.Type().Out(0) // *<Binding><Event>
	if out.Kind() != reflect.Pointer || out.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := &fastEvent{typ: out.Elem()}
	raw, ok := f.typ.FieldByName("Raw")
	if !ok || raw.Type != reflect.TypeFor[*types.Log]() {
		return nil
	}
	f.raw = raw.Index[0]
	for _, in := range ev.Inputs {
		field, ok := f.typ.FieldByName(abi.ToCamelCase(in.Name))
		if !ok || len(field.Index) != 1 {
			return nil
		}
		a := fastArg{field: field.Index[0]}
		switch {
		case in.Type.T == abi.AddressTy && field.Type == reflect.TypeFor[common.Address]():
			a.address = true
		case in.Type.T == abi.UintTy && in.Type.Size > 64 && field.Type == reflect.TypeFor[*big.Int]():
			f.ints++
		default:
			return nil
		}
		if in.Indexed {
			f.topics++
			a.topic = f.topics
		} else {
			a.word = f.words
			f.words++
		}
		f.args = append(f.args, a)
	}
	return f
}

// wordsPer256 is the big.Word count of a 256-bit integer.
const wordsPer256 = 256 / bits.UintSize

// decode returns log's value, or false when log is not of the event's
// exact shape.
func (f *fastEvent) decode(log *types.Log) (any, bool) {
	if len(log.Topics) != 1+f.topics || len(log.Data) != 32*f.words {
		return nil, false
	}
	v := reflect.New(f.typ)
	s := v.Elem()
	// The event's integers and their words come from two allocations, not
	// two each (a backfill decodes millions): each integer gets its own
	// capacity of a 256-bit word, so none grows into another's.
	ints := make([]big.Int, f.ints)
	words := make([]big.Word, f.ints*wordsPer256)
	k := 0
	for _, a := range f.args {
		var word []byte
		if a.topic > 0 {
			word = log.Topics[a.topic][:]
		} else {
			word = log.Data[32*a.word : 32*a.word+32]
		}
		field := s.Field(a.field).Addr().Interface()
		if a.address {
			*field.(*common.Address) = common.BytesToAddress(word)
		} else {
			x := &ints[k]
			x.SetBits(words[k*wordsPer256 : k*wordsPer256 : (k+1)*wordsPer256]).SetBytes(word) // SetBytes fills the capacity given
			*field.(**big.Int) = x
			k++
		}
	}
	*s.Field(f.raw).Addr().Interface().(**types.Log) = log
	return v.Interface(), true
}
