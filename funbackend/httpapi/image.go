package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/metadata"
)

// ImageReader is what the image route reads: the coin's kept metadata and
// the operator's override, each funbackend.ErrNotFound when absent.
type ImageReader interface {
	CoinMetadata(ctx context.Context, token string) (raw []byte, hash common.Hash, err error)
	MetadataOverride(ctx context.Context, token string) (funbackend.MetadataOverride, error)
}

const (
	// TierImage is the inline image answer's Cache-Control (spec 8).
	TierImage = "public, max-age=300"
	// TierImageRedirect is the CDN redirect's Cache-Control (spec 8).
	TierImageRedirect = "max-age=86400"
	// metaTTL bounds how long a coin's verified metadata and decoded image
	// are kept in memory (the blob is immutable once kept; the TTL only
	// bounds staleness across a reorg that re-creates the coin).
	metaTTL     = 5 * time.Minute
	metaEntries = 1024
)

// verified is a coin's metadata as served: the {description, image} object
// (nil: none kept, or its hash disagrees with the chain, and no operator
// override) and the decoded image (nil: none, or refused). byOperator: an
// operator override replaced a field.
type verified struct {
	meta       *metadata.Metadata
	byOperator bool
	img        []byte
	ct         string
	at         time.Time
}

// metadataDTO is the detail's metadata object: {description, image} plus
// verifiedBy, "chain" (the kept blob matches the on-chain metadataHash) or
// "operator" (an operator override replaced a field).
type metadataDTO struct {
	Description *string `json:"description"`
	Image       *string `json:"image"`
	VerifiedBy  string  `json:"verifiedBy"`
}

// dto is the detail's metadata value: nil when there is none.
func (v verified) dto() any {
	if v.meta == nil {
		return nil
	}
	by := "chain"
	if v.byOperator {
		by = "operator"
	}
	return metadataDTO{Description: v.meta.Description, Image: v.meta.Image, VerifiedBy: by}
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
	raw, hash, err := s.DB.CoinMetadata(ctx, token)
	kept := err == nil
	if err != nil && !errors.Is(err, funbackend.ErrNotFound) {
		return verified{}, err
	}
	o, err := s.DB.MetadataOverride(ctx, token)
	overridden := err == nil
	if err != nil && !errors.Is(err, funbackend.ErrNotFound) {
		return verified{}, err
	}
	v = verified{at: now}
	if kept && metadata.Verify(raw, hash) {
		if m, ok := metadata.Parse(raw); ok {
			v.meta = &m
		}
	}
	if overridden {
		// The operator's fields replace the chain-verified ones; the
		// fields it leaves alone keep their verification.
		m := metadata.Metadata{}
		if v.meta != nil {
			m = *v.meta
		}
		if o.Description != nil {
			m.Description = o.Description
		}
		if o.Image != nil {
			m.Image = o.Image
			if *o.Image == "" {
				m.Image = nil
			}
		}
		v.meta, v.byOperator = &m, true
	}
	if v.meta != nil && v.meta.Image != nil {
		if b, ct, err := metadata.DecodeImage(*v.meta.Image); err == nil {
			v.img, v.ct = b, ct
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
// data-URL image (or the operator's override) as raw bytes, its sniffed
// type, public max-age=300, nosniff and a CSP that forbids everything; 404
// {error: no image} for a missing, unverified, non-data-URL, SVG,
// oversized or undecodable image. With ImageCDN set, an image that would be
// served answers 302 to cdnURL instead (max-age=86400). No ETag.
func (s *server) image(c *gin.Context) {
	a := pathAddress(c)
	v, err := s.verifiedMetadata(c.Request.Context(), a)
	if err != nil {
		s.fail(c, err)
		return
	}
	if v.img == nil {
		writeError(c, http.StatusNotFound, "no image")
		return
	}
	h := c.Writer.Header()
	if s.ImageCDN != "" {
		h.Set("Cache-Control", TierImageRedirect)
		c.Redirect(http.StatusFound, cdnURL(s.ImageCDN, a, v.img, v.ct))
		return
	}
	h.Set("Cache-Control", TierImage)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'")
	c.Data(http.StatusOK, v.ct, v.img)
}

// imageExt is the file extension of a served content type.
var imageExt = map[string]string{"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp"}

// cdnURL is an image's CDN address: <base>/<address>/<first 16 hex digits
// of sha256(bytes)>.<ext>, so a changed image (an operator override, a coin
// re-created by a reorg) has a new URL and a cached copy is never stale.
func cdnURL(base, address string, img []byte, contentType string) string {
	sum := sha256.Sum256(img)
	return base + "/" + address + "/" + hex.EncodeToString(sum[:8]) + "." + imageExt[contentType]
}
