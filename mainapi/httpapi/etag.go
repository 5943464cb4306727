package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/gin-gonic/gin"
)

// ETagSource is what a route's weak ETag derives from (spec 4). A route
// declares it once; the route wrapper computes the tag, answers 304 on a
// matching If-None-Match before the handler runs, and keys the body cache
// on it.
type ETagSource struct {
	kind  etagKind
	param string // the wallet's path parameter, for ETagWallet; the folded one for ETagCurve
	off   bool   // ETagCurve of a venue-off deploy: the route answers the venue-off 404
}

type etagKind uint8

const (
	etagNone etagKind = iota
	etagHead
	etagWallet
	etagContent
	etagCurve
	etagRakeback
	etagProfile
)

// The ETag sources.
var (
	// ETagNone: no ETag (/config, /health/live, /version, writes).
	ETagNone = ETagSource{}
	// ETagHead: block-driven routes; the tag is the chain head number and
	// hash, W/"<number>-<first 8 bytes of the hash>".
	ETagHead = ETagSource{kind: etagHead}
	// ETagContent: STATIC routes; the tag is a hash of the body.
	ETagContent = ETagSource{kind: etagContent}
)

// ETagWallet: per-user routes; the tag is W/"w<last_activity_block>" of the
// wallet in path parameter param (which must be declared as an address).
func ETagWallet(param string) ETagSource { return ETagSource{kind: etagWallet, param: param} }

// ETagRakeback: /rakeback/{address}; the tag is W/"r<epoch>-<block>-<last
// block>": the epoch of the head, the last block that changed a Rakeback
// root or slice and the wallet's watermark (its last fee-paying swap or
// claim) in path parameter param.
func ETagRakeback(param string) ETagSource { return ETagSource{kind: etagRakeback, param: param} }

// ETagProfile: /profile/{address}; the tag is W/"p<updated_at>" of the
// wallet's profile row in path parameter param (Unix microseconds, p0
// without a row).
func ETagProfile(param string) ETagSource { return ETagSource{kind: etagProfile, param: param} }

// String names the source in docs/api.md.
func (e ETagSource) String() string {
	switch e.kind {
	case etagHead:
		return "head"
	case etagWallet:
		return "wallet"
	case etagContent:
		return "content"
	case etagCurve:
		return "curve"
	case etagRakeback:
		return "rakeback"
	case etagProfile:
		return "profile"
	}
	return "none"
}

// describe says in a sentence or two what the tag follows, for the
// operations of /openapi.json.
func (e ETagSource) describe() string {
	var d string
	switch e.kind {
	case etagHead:
		d = "Weak ETag of the indexed head: it changes with every indexed block."
	case etagWallet:
		d = "Weak ETag of the wallet's last activity block: it changes only when the wallet is party to a new event."
	case etagCurve:
		d = "Weak ETag of the launch curve's last indexed event block."
	case etagRakeback:
		d = "Weak ETag of the epoch, the last block that changed a Rakeback root or slice, and the wallet's last fee-paying swap or claim."
	case etagProfile:
		d = "Weak ETag of the profile row's updated_at: it changes with every profile write of the wallet."
	case etagContent:
		d = "Weak ETag of the body's content."
	default:
		return "No ETag."
	}
	return d + " A matching If-None-Match answers 304 with no body."
}

// etagFor computes the tag a route can know before running its handler
// (head and wallet sources); "" for none and content.
func (s *server) etagFor(c *gin.Context, rt *Route, snap *headSnapshot) (string, error) {
	switch rt.ETag.kind {
	case etagHead:
		if snap.err != nil {
			return "", errDatabase
		}
		return snap.etag, nil
	case etagWallet:
		wallet, err := addressParam(c, rt.ETag.param)
		if err != nil {
			return "", err
		}
		n, err := s.store.WalletLastActivityBlock(c.Request.Context(), wallet)
		if err != nil {
			return "", err
		}
		return `W/"w` + strconv.FormatUint(n, 10) + `"`, nil
	case etagCurve:
		return s.curveETag(c, rt.ETag)
	case etagRakeback:
		return s.rakebackETag(c, rt.ETag, snap)
	case etagProfile:
		return s.profileETag(c, rt.ETag)
	}
	return "", nil
}

// contentETag is the tag of a STATIC body: W/"c<first 16 bytes of sha256>".
func contentETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `W/"c` + hex.EncodeToString(sum[:16]) + `"`
}

// etagMatches reports whether an If-None-Match header (every line of it)
// matches etag under the weak comparison of RFC 9110 13.1.2: "*" matches,
// and W/"x" and "x" both match W/"x".
func etagMatches(header []string, etag string) bool {
	want := opaqueTag(etag)
	for _, line := range header {
		for i := 0; i < len(line); {
			switch c := line[i]; {
			case c == ' ' || c == '\t' || c == ',':
				i++
				continue
			case c == '*':
				return true
			}
			if len(line)-i >= 2 && line[i] == 'W' && line[i+1] == '/' {
				i += 2
			}
			if i >= len(line) || line[i] != '"' {
				return false // malformed: match nothing rather than guess
			}
			end := i + 1
			for end < len(line) && line[end] != '"' {
				end++
			}
			if end == len(line) {
				return false
			}
			if line[i:end+1] == want {
				return true
			}
			i = end + 1
		}
	}
	return false
}

// opaqueTag strips the weak prefix: W/"x" -> "x".
func opaqueTag(etag string) string {
	if len(etag) >= 2 && etag[0] == 'W' && etag[1] == '/' {
		return etag[2:]
	}
	return etag
}
