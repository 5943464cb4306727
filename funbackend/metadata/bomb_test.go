package metadata_test

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"runtime"
	"testing"

	"github.com/neoswap/neoswap/funbackend/metadata"
)

func dataURL(mime string, b []byte) string {
	return "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(b)
}

// pngDeclaring is a PNG whose IHDR declares w x h over a tiny IDAT: a
// decoder would allocate w*h*4 bytes before finding the data short.
func pngDeclaring(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		c := append([]byte(typ), data...)
		b.Write(c)
		binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	chunk("IHDR", ihdr)
	chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	chunk("IEND", nil)
	return b.Bytes()
}

// webpDeclaring is a VP8X WebP declaring a w x h canvas.
func webpDeclaring(w, h uint32) []byte {
	vp8x := make([]byte, 10)
	put24 := func(at int, v uint32) { vp8x[at], vp8x[at+1], vp8x[at+2] = byte(v), byte(v>>8), byte(v>>16) }
	put24(4, w-1)
	put24(7, h-1)
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(4+8+len(vp8x)))
	b.WriteString("WEBPVP8X")
	binary.Write(&b, binary.LittleEndian, uint32(len(vp8x)))
	b.Write(vp8x)
	return b.Bytes()
}

// gifFrames is an animated GIF of n single-colour side x side frames.
func gifFrames(t *testing.T, n, side int) []byte {
	t.Helper()
	pal := color.Palette{color.Black, color.White}
	a := &gif.GIF{}
	for i := range n {
		m := image.NewPaletted(image.Rect(0, 0, side, side), pal)
		if i%2 == 1 {
			for j := range m.Pix {
				m.Pix[j] = 1
			}
		}
		a.Image, a.Delay = append(a.Image, m), append(a.Delay, 10)
	}
	var b bytes.Buffer
	if err := gif.EncodeAll(&b, a); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestImageBombsRefusedUndecoded (docs/reliability.md case 5): hostile
// image data URLs are refused with the documented error without being
// decompressed (a few hundred KB allocated at most), and a small animation
// still passes.
func TestImageBombsRefusedUndecoded(t *testing.T) {
	var small bytes.Buffer
	png.Encode(&small, image.NewRGBA(image.Rect(0, 0, 8, 8)))
	manyFrames := gifFrames(t, 60, 1024) // 63 M pixels over 60 frames, the first 1024x1024
	if len(manyFrames) > metadata.MaxImageBytes {
		t.Fatalf("bomb is %d bytes, over the byte cap: it would not test the frame bound", len(manyFrames))
	}
	for _, tc := range []struct {
		name string
		url  string
		want error
	}{
		{"png declaring 100000x100000", dataURL("image/png", pngDeclaring(100_000, 100_000)), metadata.ErrTooLarge},
		{"png declaring 2049x1", dataURL("image/png", pngDeclaring(2049, 1)), metadata.ErrTooLarge},
		{"webp declaring 16384x16384", dataURL("image/webp", webpDeclaring(16384, 16384)), metadata.ErrTooLarge},
		{"gif of 60 1024x1024 frames", dataURL("image/gif", manyFrames), metadata.ErrTooLarge},
		{"truncated png", dataURL("image/png", small.Bytes()[:20]), metadata.ErrType},
		{"truncated gif", dataURL("image/gif", manyFrames[:30]), metadata.ErrType},
		{"svg as png", dataURL("image/png", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)), metadata.ErrType},
		{"svg declared", dataURL("image/svg+xml", []byte(`<svg/>`)), metadata.ErrType},
		{"html as gif", dataURL("image/gif", []byte(`<!doctype html><script>alert(1)</script>`)), metadata.ErrType},
		{"over the byte cap", dataURL("image/png", make([]byte, metadata.MaxImageBytes+1)), metadata.ErrTooLarge},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, _, err := metadata.DecodeImage(tc.url)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		// The base64 text and its decoded bytes are the only sizeable
		// allocations: at most about three times the input.
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > uint64(3*len(tc.url))+256<<10 {
			t.Errorf("%s: %d KiB allocated for a %d KiB input", tc.name, alloc>>10, len(tc.url)>>10)
		}
	}
	if _, ct, err := metadata.DecodeImage(dataURL("image/gif", gifFrames(t, 8, 64))); err != nil || ct != "image/gif" {
		t.Errorf("a small animation: %q %v, want image/gif", ct, err)
	}
}
