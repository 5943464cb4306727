package httpapi

import (
	"net/http"
	"net/netip"
	"strings"
)

// clientIPs finds the client address of a request. The TCP peer is the
// client unless it is a trusted proxy; then X-Forwarded-For is read from the
// right, skipping trusted hops, and the first untrusted address is the
// client (the leftmost when every hop is trusted). An entry that does not
// parse ends the walk at the last good address: a client can prepend
// anything, so only what trusted hops appended is believed.
type clientIPs struct {
	trusted []netip.Prefix
}

func (ci clientIPs) isTrusted(a netip.Addr) bool {
	for _, p := range ci.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clientIP returns the client address (unmapped from IPv4-in-IPv6), or the
// zero Addr when even the peer address does not parse.
func (ci clientIPs) clientIP(r *http.Request) netip.Addr {
	peer := parseHostAddr(r.RemoteAddr)
	if !peer.IsValid() || len(ci.trusted) == 0 || !ci.isTrusted(peer) {
		return peer
	}
	client := peer
	headers := r.Header["X-Forwarded-For"]
	for i := len(headers) - 1; i >= 0; i-- {
		rest := headers[i]
		for rest != "" {
			var field string
			if j := strings.LastIndexByte(rest, ','); j >= 0 {
				field, rest = rest[j+1:], rest[:j]
			} else {
				field, rest = rest, ""
			}
			a, err := netip.ParseAddr(strings.TrimSpace(field))
			if err != nil {
				return client
			}
			client = a.Unmap()
			if !ci.isTrusted(client) {
				return client
			}
		}
	}
	return client
}

// parseHostAddr parses "ip:port" or a bare IP.
func parseHostAddr(s string) netip.Addr {
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap()
	}
	if a, err := netip.ParseAddr(s); err == nil {
		return a.Unmap()
	}
	return netip.Addr{}
}
