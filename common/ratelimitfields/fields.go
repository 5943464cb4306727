// Package ratelimitfields formats the RateLimit-Policy and RateLimit header
// fields of draft-ietf-httpapi-ratelimit-headers-11 (May 2026,
// https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/11/),
// which both HTTP services send on every answer of a rate-limited route so a
// client can pace itself before it meets a 429.
//
// Both fields are Structured Field Lists (RFC 9651) of Items whose value is
// the policy name as an sf-string:
//
//	RateLimit-Policy: "board";q=6000;w=600
//	RateLimit: "board";r=5999;t=1
//
// q is the quota (requests) and w the window (seconds) of the policy; r is
// the quota left and t the seconds until it is whole again. The services'
// limiters are token buckets refilled continuously, so w is the time an
// empty bucket takes to refill and t the time this one takes.
package ratelimitfields

import (
	"math"
	"strconv"
	"strings"
)

// Header names.
const (
	PolicyHeader = "RateLimit-Policy"
	StateHeader  = "RateLimit"
)

// Policy is one quota policy: Quota requests per Window seconds.
type Policy struct {
	Name   string
	Quota  int64
	Window int64
}

// State is a client's standing under a Policy: Remaining requests, whole
// again in Reset seconds.
type State struct {
	Name      string
	Remaining int64
	Reset     int64
}

// Bucket describes a token bucket of burst tokens refilled at perSecond as
// a Policy, and tokens (its current fill, possibly fractional) as a State:
// the window is the time an empty bucket takes to refill (rounded up, at
// least 1 s), the reset the time this one takes (rounded up), the remaining
// quota the whole tokens left.
func Bucket(name string, burst, perSecond, tokens float64) (Policy, State) {
	p := Policy{Name: name, Quota: int64(burst), Window: max(1, ceil(burst/perSecond))}
	tokens = min(max(tokens, 0), burst)
	s := State{Name: name, Remaining: int64(math.Floor(tokens)), Reset: ceil((burst - tokens) / perSecond)}
	return p, s
}

// ceil rounds x up, forgiving the float noise of a division that is
// whole on paper (6000/(6000/600) is not exactly 600).
func ceil(x float64) int64 { return int64(math.Ceil(x - 1e-9)) }

// PolicyField is the RateLimit-Policy value of ps.
func PolicyField(ps ...Policy) string {
	return list(len(ps), func(i int) (string, int64, int64) { return ps[i].Name, ps[i].Quota, ps[i].Window }, "q", "w")
}

// StateField is the RateLimit value of ss.
func StateField(ss ...State) string {
	return list(len(ss), func(i int) (string, int64, int64) { return ss[i].Name, ss[i].Remaining, ss[i].Reset }, "r", "t")
}

// list is a structured-field list of n items, each a name with two
// integer parameters k1 and k2 (negative values written as 0).
func list(n int, item func(i int) (name string, v1, v2 int64), k1, k2 string) string {
	var b strings.Builder
	for i := range n {
		name, v1, v2 := item(i)
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(sfString(name))
		b.WriteString(";" + k1 + "=")
		b.WriteString(strconv.FormatInt(max(v1, 0), 10))
		b.WriteString(";" + k2 + "=")
		b.WriteString(strconv.FormatInt(max(v2, 0), 10))
	}
	return b.String()
}

// sfString serializes s as an RFC 9651 sf-string: printable ASCII only,
// with `"` and `\` escaped; any other byte is dropped (policy names are our
// own constants, so this never bites in practice).
func sfString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
