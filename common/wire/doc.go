// Package wire holds the value types of the public JSON API and their exact
// wire forms (spec main-api.md section 2.1), plus the epoch and day arithmetic
// of section 3.
//
// Every type marshals to one canonical form and parses strictly: inbound text
// that is not already in an accepted form is rejected with an error wrapping a
// per-type sentinel (ErrInvalidAddress, ErrInvalidWei, ...), and every such
// sentinel wraps ErrInvalid, so an HTTP layer can answer 400 for any of them
// with one errors.Is check (spec section 7).
//
//	Address  "0x" + 40 lowercase hex     Hash     "0x" + 64 lowercase hex
//	Wei      "1000000000000000000"       Usd      "12.345678", "-3", "0"
//	Ratio    "1.5" (18-decimal fixed)    Seconds  1700000000
//	Bps      1250                        Percent  5.2 or null
//
// JSON null is rejected by the non-nullable types; use Null[T] (NullAddress,
// NullUsd, NullWei, NullSeconds, NullBps) or a pointer field for values the
// spec allows to be null. Percent is nullable by itself.
//
// The types that carry big numbers (Wei, Usd, Ratio) are immutable values:
// copying them is cheap and safe, and compare them with Cmp, not ==.
//
// Every string type also implements encoding.TextMarshaler and
// encoding.TextUnmarshaler (so it works as a JSON map key or a flag value) and
// sql.Scanner and driver.Valuer, storing its canonical text form. The string
// types encode to JSON through MarshalText (encoding/json quotes the text; the
// canonical forms need no escaping), not a MarshalJSON of their own:
// encoding/json re-scans every MarshalJSON result to compact it, which made
// serializing a page of pools measurably slower (BenchmarkUncachedRoutes). They keep UnmarshalJSON,
// which is stricter than UnmarshalText (JSON null and non-strings refused).
package wire
