package wire_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/common/wire"
)

const (
	lowerAddr = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"
	mixedAddr = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" // EIP-55 checksummed
)

func TestParseAddress(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"lowercase", lowerAddr, lowerAddr},
		{"checksummed comes out lowercase", mixedAddr, lowerAddr},
		{"upper-case hex", "0x" + strings.ToUpper(lowerAddr[2:]), lowerAddr},
		{"bad checksum is not validated", "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", lowerAddr},
		{"zero", "0x0000000000000000000000000000000000000000", "0x0000000000000000000000000000000000000000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := wire.ParseAddress(tt.in)
			if err != nil {
				t.Fatalf("ParseAddress(%q): %v", tt.in, err)
			}
			if got := a.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseAddressInvalid(t *testing.T) {
	tests := []struct{ name, in string }{
		{"empty", ""},
		{"prefix only", "0x"},
		{"missing 0x", lowerAddr[2:]},
		{"missing 0x, right length", "00" + lowerAddr[2:]},
		{"upper-case 0X", "0X" + lowerAddr[2:]},
		{"too short", lowerAddr[:41]},
		{"too long", lowerAddr + "0"},
		{"hash length", "0x" + strings.Repeat("ab", 32)},
		{"leading space", " " + lowerAddr[:41]},
		{"trailing space", lowerAddr + " "},
		{"trailing newline", lowerAddr[:41] + "\n"},
		{"non-hex letter", "0x" + strings.Repeat("g", 40)},
		{"non-hex in last digit", lowerAddr[:41] + "z"},
		{"non-ASCII", "0x" + strings.Repeat("é", 20)},
		{"double prefix", "0x0x" + lowerAddr[4:]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := wire.ParseAddress(tt.in)
			if !errors.Is(err, wire.ErrInvalidAddress) {
				t.Fatalf("ParseAddress(%q) error = %v, want ErrInvalidAddress", tt.in, err)
			}
			if !errors.Is(err, wire.ErrInvalid) {
				t.Errorf("error %v does not wrap ErrInvalid", err)
			}
		})
	}
}

func TestAddressBytes(t *testing.T) {
	a := wire.MustParseAddress(mixedAddr)
	b := a.Bytes()
	b[0] = 0xff // must not alias a
	if got, want := a.String(), lowerAddr; got != want {
		t.Errorf("after mutating Bytes(): String() = %q, want %q", got, want)
	}
	back, err := wire.AddressFromBytes(a.Bytes())
	if err != nil {
		t.Fatalf("AddressFromBytes: %v", err)
	}
	if back != a {
		t.Errorf("AddressFromBytes(a.Bytes()) = %v, want %v", back, a)
	}
	for _, n := range []int{0, 19, 21, 32} {
		if _, err := wire.AddressFromBytes(make([]byte, n)); !errors.Is(err, wire.ErrInvalidAddress) {
			t.Errorf("AddressFromBytes(%d bytes) error = %v, want ErrInvalidAddress", n, err)
		}
	}
	if _, err := wire.AddressFromBytes(nil); !errors.Is(err, wire.ErrInvalidAddress) {
		t.Errorf("AddressFromBytes(nil) error = %v, want ErrInvalidAddress", err)
	}
}

func TestAddressIsZero(t *testing.T) {
	var zero wire.Address
	if !zero.IsZero() {
		t.Error("zero value: IsZero() = false")
	}
	if wire.MustParseAddress(lowerAddr).IsZero() {
		t.Error("non-zero address: IsZero() = true")
	}
}

func TestAddressJSON(t *testing.T) {
	type row struct {
		Token   wire.Address  `json:"token"`
		Creator *wire.Address `json:"creator"`
	}
	a := wire.MustParseAddress(mixedAddr)
	got, err := json.Marshal(row{Token: a})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"token":"` + lowerAddr + `","creator":null}`; string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}

	var back row
	if err := json.Unmarshal([]byte(`{"token":"`+mixedAddr+`","creator":"`+lowerAddr+`"}`), &back); err != nil {
		t.Fatal(err)
	}
	if back.Token != a || back.Creator == nil || *back.Creator != a {
		t.Errorf("Unmarshal = %+v, want both fields %v", back, a)
	}

	// A JSON escape is still the same string.
	var esc wire.Address
	if err := json.Unmarshal([]byte(`"\u0030x`+lowerAddr[2:]+`"`), &esc); err != nil || esc != a {
		t.Errorf("Unmarshal escaped = %v, %v; want %v", esc, err, a)
	}
}

func TestAddressJSONInvalid(t *testing.T) {
	for _, in := range []string{
		`null`, `0`, `true`, `{}`, `[]`, `""`, `"0x"`, `"` + lowerAddr[2:] + `"`, `" ` + lowerAddr + `"`,
	} {
		t.Run(in, func(t *testing.T) {
			a := wire.MustParseAddress(lowerAddr)
			err := json.Unmarshal([]byte(in), &a)
			if !errors.Is(err, wire.ErrInvalidAddress) {
				t.Fatalf("Unmarshal(%s) error = %v, want ErrInvalidAddress", in, err)
			}
			if got, want := a.String(), lowerAddr; got != want {
				t.Errorf("after failed Unmarshal: %q, want unchanged %q", got, want)
			}
		})
	}
}

func TestAddressMapKey(t *testing.T) {
	a := wire.MustParseAddress(mixedAddr)
	got, err := json.Marshal(map[wire.Address]int{a: 1})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"` + lowerAddr + `":1}`; string(got) != want {
		t.Errorf("Marshal map = %s, want %s", got, want)
	}
	var back map[wire.Address]int
	if err := json.Unmarshal([]byte(`{"`+mixedAddr+`":1}`), &back); err != nil {
		t.Fatal(err)
	}
	if back[a] != 1 {
		t.Errorf("Unmarshal map = %v, want key %v", back, a)
	}
	if err := json.Unmarshal([]byte(`{"nope":1}`), &back); !errors.Is(err, wire.ErrInvalidAddress) {
		t.Errorf("Unmarshal bad key error = %v, want ErrInvalidAddress", err)
	}
}

func TestAddressSQL(t *testing.T) {
	a := wire.MustParseAddress(mixedAddr)
	v, err := a.Value()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v, any(lowerAddr); got != want {
		t.Errorf("Value() = %#v, want %#v", got, want)
	}
	for _, src := range []any{lowerAddr, []byte(mixedAddr)} {
		var got wire.Address
		if err := got.Scan(src); err != nil {
			t.Errorf("Scan(%#v): %v", src, err)
		} else if got != a {
			t.Errorf("Scan(%#v) = %v, want %v", src, got, a)
		}
	}
	for _, src := range []any{nil, int64(1), a.Bytes(), "0x"} {
		var got wire.Address
		if err := got.Scan(src); !errors.Is(err, wire.ErrInvalidAddress) {
			t.Errorf("Scan(%#v) error = %v, want ErrInvalidAddress", src, err)
		}
	}
}

// FuzzParseAddress checks ParseAddress against a direct reading of the rule
// and that every accepted input round-trips to its lowercase form.
func FuzzParseAddress(f *testing.F) {
	for _, s := range []string{
		lowerAddr, mixedAddr, "", "0x", "0X" + lowerAddr[2:], lowerAddr + " ", "0x" + strings.Repeat("g", 40),
		"0x" + strings.Repeat("0", 40), "0x" + strings.Repeat("F", 40), "0x" + strings.Repeat("é", 20),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := wire.ParseAddress(s)
		if want := isHexOfLen(s, 40); (err == nil) != want {
			t.Fatalf("ParseAddress(%q) error = %v, want valid = %v", s, err, want)
		}
		if err != nil {
			if !errors.Is(err, wire.ErrInvalidAddress) {
				t.Fatalf("ParseAddress(%q) error %v does not wrap ErrInvalidAddress", s, err)
			}
			return
		}
		out := a.String()
		if out != strings.ToLower(s) {
			t.Fatalf("ParseAddress(%q).String() = %q, want the lowercase input", s, out)
		}
		back, err := wire.ParseAddress(out)
		if err != nil || back != a {
			t.Fatalf("ParseAddress(%q) = %v, %v; want %v", out, back, err, a)
		}
		var fromJSON wire.Address
		data, _ := json.Marshal(a)
		if err := json.Unmarshal(data, &fromJSON); err != nil || fromJSON != a {
			t.Fatalf("JSON round trip of %v: %v, %v", a, fromJSON, err)
		}
	})
}

// isHexOfLen is the rule read directly: "0x" then n hex digits of any case.
func isHexOfLen(s string, n int) bool {
	if len(s) != 2+n || !strings.HasPrefix(s, "0x") {
		return false
	}
	for _, c := range s[2:] {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return false
		}
	}
	return true
}
