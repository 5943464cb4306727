// Package events maps log topics to the events of the system's contracts and
// decodes a log into the typed value of its abigen binding. The registry is
// built from the bindings' ABIs, so an event added to a contract is known here
// as soon as the bindings are regenerated.
package events

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// ErrUnknownEvent is returned by Decode when the log's topic0 is not an event
// of the named contract (or the contract is not registered).
var ErrUnknownEvent = errors.New("events: unknown event")

// Binding is what every abigen v2 binding offers: its parsed ABI.
type Binding interface {
	GetABI() abi.ABI
}

// Event describes one event of one contract.
type Event struct {
	// Contract is the binding's type name, e.g. "NeoSwapPair".
	Contract string
	// Name is the event's Solidity name, e.g. "Swap".
	Name string
	// Signature is the canonical signature (types only) topic0 hashes.
	Signature string
	// Topic0 is keccak256(Signature).
	Topic0 common.Hash

	unpack  reflect.Value // the binding's Unpack<Name>Event method
	fast    *fastEvent    // nil: decoded by unpack only (fast.go)
	minData int           // 32 bytes per non-indexed input: the least data a log of it holds
}

// Decode unpacks log into the binding's typed event value (a pointer to the
// generated struct, e.g. *bindings.NeoSwapPairSwap).
func (e *Event) Decode(log *types.Log) (any, error) {
	if len(log.Data) < e.minData {
		// go-ethereum's UnpackLog skips the data when it is empty and
		// returns the event with zero (or nil) fields instead of an error.
		return nil, fmt.Errorf("decode %s.%s: %d bytes of data, at least %d expected", e.Contract, e.Name, len(log.Data), e.minData)
	}
	if e.fast != nil {
		if v, ok := e.fast.decode(log); ok {
			return v, nil
		}
	}
	return e.decodeBinding(log)
}

// decodeBinding decodes log with the binding's Unpack method.
func (e *Event) decodeBinding(log *types.Log) (any, error) {
	out := e.unpack.Call([]reflect.Value{reflect.ValueOf(log)})
	if err, _ := out[1].Interface().(error); err != nil {
		return nil, fmt.Errorf("decode %s.%s: %w", e.Contract, e.Name, err)
	}
	return out[0].Interface(), nil
}

type key struct {
	contract string
	topic0   common.Hash
}

// Registry indexes events by (contract, topic0) and by topic0 alone. It is
// read-only after New and safe for concurrent use.
type Registry struct {
	byKey   map[key]*Event
	byTopic map[common.Hash][]*Event
	list    []*Event
}

// New builds a registry from bindings. It returns an error when a binding
// lacks the Unpack method abigen generates for one of its events.
func New(bs ...Binding) (*Registry, error) {
	r := &Registry{byKey: map[key]*Event{}, byTopic: map[common.Hash][]*Event{}}
	for _, b := range bs {
		v := reflect.ValueOf(b)
		contract := reflect.Indirect(v).Type().Name()
		for _, ev := range b.GetABI().Events {
			if ev.Anonymous {
				continue
			}
			method := "Unpack" + abi.ToCamelCase(ev.Name) + "Event"
			m := v.MethodByName(method)
			if !m.IsValid() {
				return nil, fmt.Errorf("events: %s has no %s", contract, method)
			}
			e := &Event{Contract: contract, Name: ev.RawName, Signature: ev.Sig, Topic0: ev.ID, unpack: m, fast: newFastEvent(ev, m),
				minData: 32 * len(ev.Inputs.NonIndexed())}
			r.byKey[key{contract, ev.ID}] = e
			r.byTopic[ev.ID] = append(r.byTopic[ev.ID], e)
			r.list = append(r.list, e)
		}
	}
	return r, nil
}

// Lookup returns the event of contract whose topic0 is topic0.
func (r *Registry) Lookup(contract string, topic0 common.Hash) (*Event, bool) {
	e, ok := r.byKey[key{contract, topic0}]
	return e, ok
}

// ByTopic returns every registered event with this topic0 (several contracts
// share ERC-20 Transfer, for example); nil when none.
func (r *Registry) ByTopic(topic0 common.Hash) []*Event { return r.byTopic[topic0] }

// Events returns every registered event.
func (r *Registry) Events() []*Event { return r.list }

// Decode decodes log as an event of contract. It returns ErrUnknownEvent
// (wrapped) for a log without topics or with a topic0 the contract does not
// emit, and the unpack error for a malformed log.
func (r *Registry) Decode(contract string, log *types.Log) (any, error) {
	if len(log.Topics) == 0 {
		return nil, fmt.Errorf("%w: %s log without topics", ErrUnknownEvent, contract)
	}
	e, ok := r.Lookup(contract, log.Topics[0])
	if !ok {
		return nil, fmt.Errorf("%w: %s topic %s", ErrUnknownEvent, contract, shortHash(log.Topics[0]))
	}
	return e.Decode(log)
}

func shortHash(h common.Hash) string {
	s := h.Hex()
	return s[:10] + "…" + s[len(s)-4:]
}

// String names the event with its signature ("NeoSwapPair.Swap Swap(address,...)").
func (e *Event) String() string { return e.Contract + "." + e.Name + " " + e.Signature }
