package httpapi

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend/metadata"
)

const (
	// TierImage is the inline image answer's Cache-Control (spec 8).
	TierImage = "public, max-age=300"
	// metaTTL bounds how long a coin's verified metadata and decoded image
	// are kept in memory (the blob is immutable once kept; the TTL only
	// bounds staleness across a reorg that re-creates the coin).
	metaTTL     = 5 * time.Minute
	metaEntries = 1024
)

// verified is a coin's metadata as served: the {description, image} object
// (nil: none kept, or its hash disagrees with the chain) and the decoded
// image (nil: none, or refused).
type verified struct {
	meta *metadata.Metadata
	img  []byte
	ct   string
	at   time.Time
}

type metaCache struct {
	mu sync.Mutex
	m  map[string]verified
}

// verifiedMetadata reads the coin's kept metadata and re-checks it against
// the on-chain hash (keccak256 of the exact bytes); the result, with the
// decoded image, is cached metaTTL per coin.
func (s *server) verifiedMetadata(ctx context.Context, token string) (verified, error) {
	now := s.Now()
	s.metas.mu.Lock()
	v, ok := s.metas.m[token]
	s.metas.mu.Unlock()
	if ok && now.Sub(v.at) < metaTTL {
		return v, nil
	}
	raw, hash, ok, err := s.DB.CoinMetadata(ctx, token)
	if err != nil {
		return verified{}, err
	}
	v = verified{at: now}
	if ok && metadata.Verify(raw, hash) {
		if m, ok := metadata.Parse(raw); ok {
			v.meta = &m
			if m.Image != nil {
				if b, ct, err := metadata.DecodeImage(*m.Image); err == nil {
					v.img, v.ct = b, ct
				}
			}
		}
	}
	s.metas.mu.Lock()
	if s.metas.m == nil || len(s.metas.m) >= metaEntries {
		s.metas.m = map[string]verified{}
	}
	s.metas.m[token] = v
	s.metas.mu.Unlock()
	return v, nil
}

// image: GET /tokens/{address}/image (spec 4.2): the verified metadata's
// data-URL image as raw bytes, its sniffed type, public max-age=300,
// nosniff and a CSP that forbids everything; 404 {error: no image} for a
// missing, unverified, non-data-URL, SVG, oversized or undecodable image.
// No ETag (not a JSON route). No CDN redirect branch is configured.
func (s *server) image(c *gin.Context) {
	v, err := s.verifiedMetadata(c.Request.Context(), pathAddress(c))
	if err != nil {
		s.fail(c, err)
		return
	}
	if v.img == nil {
		writeError(c, http.StatusNotFound, "no image")
		return
	}
	h := c.Writer.Header()
	h.Set("Cache-Control", TierImage)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'")
	c.Data(http.StatusOK, v.ct, v.img)
}
