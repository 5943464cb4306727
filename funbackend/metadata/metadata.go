// Package metadata verifies a coin's metadata JSON against the on-chain
// metadataHash (keccak256 of the exact bytes, launch-venue spec 2.2) and
// decodes its image: data URLs only, the bytes sniffed (the declared type
// is not trusted), PNG/JPEG/GIF/WebP only, size and dimensions bounded.
// Pure: no I/O.
package metadata

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"image"
	_ "image/gif"  // DecodeConfig / Decode
	_ "image/jpeg" // DecodeConfig / Decode
	_ "image/png"  // DecodeConfig / Decode
	"net/url"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	_ "golang.org/x/image/webp" // DecodeConfig / Decode
)

// Bounds of a served image.
const (
	MaxImageBytes = 256 << 10 // decoded bytes
	MaxImageSide  = 2048      // pixels, each side
)

// Metadata is the verified object of the coin detail: {description, image}.
// A field the JSON does not carry as a string is null.
type Metadata struct {
	Description *string `json:"description"`
	Image       *string `json:"image"`
}

// Verify reports whether raw hashes (keccak256) to hash.
func Verify(raw []byte, hash common.Hash) bool { return crypto.Keccak256Hash(raw) == hash }

// Parse reads {description, image} from a JSON object; ok is false when raw
// is not a JSON object. Non-string fields read as null.
func Parse(raw []byte) (Metadata, bool) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return Metadata{}, false
	}
	str := func(k string) *string {
		var s string
		if v, ok := m[k]; ok && json.Unmarshal(v, &s) == nil {
			return &s
		}
		return nil
	}
	return Metadata{Description: str("description"), Image: str("image")}, true
}

// Errors of DecodeImage.
var (
	ErrNotDataURL = errors.New("metadata: image is not a data URL")
	ErrBadData    = errors.New("metadata: malformed data URL")
	ErrTooLarge   = errors.New("metadata: image too large")
	ErrType       = errors.New("metadata: image type not allowed")
)

// Types are the served content types, by image.DecodeConfig format name.
var types = map[string]string{"png": "image/png", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}

// DecodeImage decodes a data URL image: its bytes and their sniffed content
// type. SVG (or any type the bytes are not: PNG, JPEG, GIF, WebP) is
// refused, as are non-data URLs, bodies over MaxImageBytes, images over
// MaxImageSide on a side and GIFs whose frames together have more pixels
// than one MaxImageSide square; nothing is decompressed to decide.
func DecodeImage(dataURL string) ([]byte, string, error) {
	const prefix = "data:"
	if len(dataURL) < len(prefix) || !strings.EqualFold(dataURL[:len(prefix)], prefix) {
		return nil, "", ErrNotDataURL
	}
	head, payload, ok := strings.Cut(dataURL[len(prefix):], ",")
	if !ok {
		return nil, "", ErrBadData
	}
	params := strings.Split(head, ";")
	declared := strings.ToLower(strings.TrimSpace(params[0]))
	if strings.Contains(declared, "svg") {
		return nil, "", ErrType
	}
	isB64 := false
	for _, p := range params[1:] {
		if strings.EqualFold(strings.TrimSpace(p), "base64") {
			isB64 = true
		}
	}
	// Base64 of MaxImageBytes is at most 4/3 as long (plus padding and
	// whitespace tolerance): refuse longer payloads before decoding.
	if len(payload) > MaxImageBytes*4/3+1024 && isB64 || !isB64 && len(payload) > 3*MaxImageBytes {
		return nil, "", ErrTooLarge
	}
	var b []byte
	var err error
	if isB64 {
		clean := strings.Map(func(r rune) rune {
			if r == ' ' || r == '\n' || r == '\r' || r == '\t' {
				return -1
			}
			return r
		}, payload)
		if b, err = base64.StdEncoding.DecodeString(clean); err != nil {
			if b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(clean, "=")); err != nil {
				return nil, "", ErrBadData
			}
		}
	} else {
		s, err := url.PathUnescape(payload)
		if err != nil {
			return nil, "", ErrBadData
		}
		b = []byte(s)
	}
	if len(b) == 0 {
		return nil, "", ErrBadData
	}
	if len(b) > MaxImageBytes {
		return nil, "", ErrTooLarge
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		return nil, "", ErrType // SVG, HTML, truncated or unknown bytes
	}
	ct, ok := types[format]
	if !ok {
		return nil, "", ErrType
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxImageSide || cfg.Height > MaxImageSide {
		return nil, "", ErrTooLarge
	}
	if format == "gif" { // every frame is decompressed: their pixels together are bounded as one image's
		if px, ok := gifPixels(b); !ok {
			return nil, "", ErrType
		} else if px > MaxImageSide*MaxImageSide {
			return nil, "", ErrTooLarge
		}
	}
	return b, ct, nil
}

// HasImage reports whether raw's image is a data URL DecodeImage accepts.
func HasImage(raw []byte) bool {
	m, ok := Parse(raw)
	if !ok || m.Image == nil {
		return false
	}
	_, _, err := DecodeImage(*m.Image)
	return err == nil
}
