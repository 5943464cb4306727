package metadata_test

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/neoswap/neoswap/funbackend/metadata"
)

func enc(t *testing.T, f func(*bytes.Buffer, image.Image) error, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := f(&buf, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestDecodeImage(t *testing.T) {
	pngOf := func(b *bytes.Buffer, i image.Image) error { return png.Encode(b, i) }
	small := enc(t, pngOf, 8, 8)
	jpg := enc(t, func(b *bytes.Buffer, i image.Image) error { return jpeg.Encode(b, i, nil) }, 8, 8)
	gf := enc(t, func(b *bytes.Buffer, i image.Image) error { return gif.Encode(b, i, nil) }, 8, 8)
	huge := enc(t, pngOf, 2049, 1)
	b64 := base64.StdEncoding.EncodeToString
	for _, tc := range []struct {
		name, url, ct string
		err           error
	}{
		{"png", "data:image/png;base64," + b64(small), "image/png", nil},
		{"declared type ignored", "data:image/gif;base64," + b64(jpg), "image/jpeg", nil},
		{"gif", "DATA:image/gif;base64," + b64(gf), "image/gif", nil},
		{"https", "https://example.com/a.png", "", metadata.ErrNotDataURL},
		{"ipfs", "ipfs://Qm", "", metadata.ErrNotDataURL},
		{"svg declared", "data:image/svg+xml;base64," + b64([]byte("<svg/>")), "", metadata.ErrType},
		{"svg as png", "data:image/png;base64," + b64([]byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)), "", metadata.ErrType},
		{"html", "data:text/html,<script>1</script>", "", metadata.ErrType},
		{"too wide", "data:image/png;base64," + b64(huge), "", metadata.ErrTooLarge},
		{"too many bytes", "data:image/png;base64," + b64(append(small, make([]byte, metadata.MaxImageBytes)...)), "", metadata.ErrTooLarge},
		{"bad base64", "data:image/png;base64,!!!", "", metadata.ErrBadData},
		{"no comma", "data:image/png;base64", "", metadata.ErrBadData},
	} {
		b, ct, err := metadata.DecodeImage(tc.url)
		if err != tc.err || ct != tc.ct || err == nil && len(b) == 0 {
			t.Errorf("%s: ct %q err %v, want %q %v", tc.name, ct, err, tc.ct, tc.err)
		}
	}
}

func TestParse(t *testing.T) {
	m, ok := metadata.Parse([]byte(`{"description":"d","image":5,"x":1}`))
	if !ok || m.Description == nil || *m.Description != "d" || m.Image != nil {
		t.Errorf("parse = %+v %v", m, ok)
	}
	if _, ok := metadata.Parse([]byte(`[1]`)); ok {
		t.Errorf("array parsed")
	}
}
