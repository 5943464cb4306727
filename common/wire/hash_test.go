package wire_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/wire"
)

const lowerHash = "0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b"

func TestParseHash(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"lowercase", lowerHash, lowerHash},
		{"upper-case digits come out lowercase", "0x" + strings.ToUpper(lowerHash[2:]), lowerHash},
		{"zero", "0x" + strings.Repeat("0", 64), "0x" + strings.Repeat("0", 64)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := wire.ParseHash(tt.in)
			if err != nil {
				t.Fatalf("ParseHash(%q): %v", tt.in, err)
			}
			if got := h.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseHashInvalid(t *testing.T) {
	tests := []struct{ name, in string }{
		{"empty", ""},
		{"missing 0x", lowerHash[2:]},
		{"upper-case 0X", "0X" + lowerHash[2:]},
		{"address length", lowerAddr},
		{"too long", lowerHash + "0"},
		{"whitespace", " " + lowerHash[:65]},
		{"non-hex", lowerHash[:65] + "g"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := wire.ParseHash(tt.in); !errors.Is(err, wire.ErrInvalidHash) {
				t.Fatalf("ParseHash(%q) error = %v, want ErrInvalidHash", tt.in, err)
			}
		})
	}
}

func TestHashJSONAndSQL(t *testing.T) {
	h := wire.MustParseHash("0x" + strings.ToUpper(lowerHash[2:]))
	got, err := json.Marshal(struct {
		Root wire.Hash `json:"root"`
	}{h})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"root":"` + lowerHash + `"}`; string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
	var back wire.Hash
	if err := json.Unmarshal([]byte(`"`+lowerHash+`"`), &back); err != nil || back != h {
		t.Errorf("Unmarshal = %v, %v; want %v", back, err, h)
	}
	if err := json.Unmarshal([]byte(`null`), &back); !errors.Is(err, wire.ErrInvalidHash) {
		t.Errorf("Unmarshal(null) error = %v, want ErrInvalidHash", err)
	}

	v, err := h.Value()
	if err != nil || v != any(lowerHash) {
		t.Errorf("Value() = %#v, %v; want %q", v, err, lowerHash)
	}
	var scanned wire.Hash
	if err := scanned.Scan([]byte(lowerHash)); err != nil || scanned != h {
		t.Errorf("Scan = %v, %v; want %v", scanned, err, h)
	}
	if err := scanned.Scan(nil); !errors.Is(err, wire.ErrInvalidHash) {
		t.Errorf("Scan(nil) error = %v, want ErrInvalidHash", err)
	}

	fromBytes, err := wire.HashFromBytes(h.Bytes())
	if err != nil || fromBytes != h {
		t.Errorf("HashFromBytes(h.Bytes()) = %v, %v; want %v", fromBytes, err, h)
	}
	if _, err := wire.HashFromBytes(make([]byte, 20)); !errors.Is(err, wire.ErrInvalidHash) {
		t.Errorf("HashFromBytes(20 bytes) error = %v, want ErrInvalidHash", err)
	}
	if h.IsZero() || !(wire.Hash{}).IsZero() {
		t.Error("IsZero wrong")
	}
}

// FuzzParseHash checks ParseHash against a direct reading of the rule and
// that every accepted input round-trips to its lowercase form.
func FuzzParseHash(f *testing.F) {
	for _, s := range []string{lowerHash, strings.ToUpper(lowerHash), "0x" + strings.ToUpper(lowerHash[2:]), "", lowerAddr, lowerHash + "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := wire.ParseHash(s)
		if want := isHexOfLen(s, 64); (err == nil) != want {
			t.Fatalf("ParseHash(%q) error = %v, want valid = %v", s, err, want)
		}
		if err != nil {
			if !errors.Is(err, wire.ErrInvalidHash) {
				t.Fatalf("ParseHash(%q) error %v does not wrap ErrInvalidHash", s, err)
			}
			return
		}
		if out := h.String(); out != strings.ToLower(s) {
			t.Fatalf("ParseHash(%q).String() = %q, want the lowercase input", s, out)
		}
		if back, err := wire.ParseHash(h.String()); err != nil || back != h {
			t.Fatalf("re-parse of %v = %v, %v", h, back, err)
		}
	})
}
