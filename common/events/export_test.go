package events

import "github.com/ethereum/go-ethereum/core/types"

// Exported for the external tests of this package.

// DecodeBinding decodes log with the binding's Unpack method only.
func (e *Event) DecodeBinding(log *types.Log) (any, error) { return e.decodeBinding(log) }

// Fast reports whether e has a fast decoder (fast.go).
func (e *Event) Fast() bool { return e.fast != nil }
