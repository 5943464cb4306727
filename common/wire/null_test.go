package wire_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/neoswap/neoswap/common/wire"
)

func TestNullJSON(t *testing.T) {
	type row struct {
		Creator wire.NullAddress `json:"creator"`
		Price   wire.NullUsd     `json:"priceUsd"`
		Amount  wire.NullWei     `json:"amount"`
		Root    wire.Null[wire.Hash]
	}
	a := wire.MustParseAddress(mixedAddr)
	tests := []struct {
		name string
		in   row
		want string
	}{
		{"all null", row{}, `{"creator":null,"priceUsd":null,"amount":null,"Root":null}`},
		{
			"all set",
			row{
				Creator: wire.NullOf(a),
				Price:   wire.NullOf(wire.Usd{}),
				Amount:  wire.NullOf(wire.WeiFromUint64(10)),
				Root:    wire.NullOf(wire.MustParseHash(lowerHash)),
			},
			`{"creator":"` + lowerAddr + `","priceUsd":"0","amount":"10","Root":"` + lowerHash + `"}`,
		},
		{"V ignored when not Valid", row{Creator: wire.NullAddress{V: a}}, `{"creator":null,"priceUsd":null,"amount":null,"Root":null}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("Marshal = %s, want %s", got, tt.want)
			}
			var back row
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			again, _ := json.Marshal(back)
			if string(again) != tt.want {
				t.Errorf("round trip = %s, want %s", again, tt.want)
			}
		})
	}

	n := wire.NullOf(a)
	if err := json.Unmarshal([]byte(`"0xnope"`), &n); !errors.Is(err, wire.ErrInvalidAddress) {
		t.Errorf("Unmarshal bad address error = %v, want ErrInvalidAddress", err)
	}
	if n != wire.NullOf(a) {
		t.Errorf("failed Unmarshal changed the value to %+v", n)
	}
	if err := json.Unmarshal([]byte(`null`), &n); err != nil || n.Valid {
		t.Errorf("Unmarshal(null) = %+v, %v; want null", n, err)
	}
}

func TestNullPtr(t *testing.T) {
	if p := (wire.NullUsd{}).Ptr(); p != nil {
		t.Errorf("null Ptr() = %v, want nil", p)
	}
	n := wire.NullOf[wire.Bps](5)
	p := n.Ptr()
	if p == nil || *p != 5 {
		t.Fatalf("Ptr() = %v, want &5", p)
	}
	*p = 6 // must not alias n
	if n.V != 5 {
		t.Errorf("mutating Ptr() changed n to %d", n.V)
	}
	if got := wire.NullFromPtr(p); got != wire.NullOf[wire.Bps](6) {
		t.Errorf("NullFromPtr(&6) = %+v", got)
	}
	if got := wire.NullFromPtr[wire.Bps](nil); got.Valid {
		t.Errorf("NullFromPtr(nil) = %+v, want null", got)
	}
}

func TestNullSQL(t *testing.T) {
	var addr wire.NullAddress
	if err := addr.Scan(nil); err != nil || addr.Valid {
		t.Errorf("Scan(nil) = %+v, %v; want null", addr, err)
	}
	if v, err := addr.Value(); v != nil || err != nil {
		t.Errorf("null Value() = %#v, %v; want nil", v, err)
	}
	if err := addr.Scan(mixedAddr); err != nil || !addr.Valid || addr.V.String() != lowerAddr {
		t.Errorf("Scan(address) = %+v, %v", addr, err)
	}
	if v, err := addr.Value(); v != any(lowerAddr) || err != nil {
		t.Errorf("Value() = %#v, %v; want %q", v, err, lowerAddr)
	}
	if err := addr.Scan("junk"); !errors.Is(err, wire.ErrInvalidAddress) || addr.Valid {
		t.Errorf("Scan(junk) = %+v, %v; want null and ErrInvalidAddress", addr, err)
	}

	var usd wire.NullUsd
	if err := usd.Scan("1.2500000"); err != nil || usd.V.String() != "1.25" {
		t.Errorf("NullUsd.Scan = %+v, %v", usd, err)
	}
	var secs wire.NullSeconds
	if err := secs.Scan(int64(9)); err != nil || secs != wire.NullOf(wire.Seconds(9)) {
		t.Errorf("NullSeconds.Scan = %+v, %v", secs, err)
	}
	if v, err := secs.Value(); v != any(int64(9)) || err != nil {
		t.Errorf("NullSeconds.Value() = %#v, %v", v, err)
	}

	// A T without Scan cannot be scanned; Value falls back to the default
	// converter.
	var s wire.Null[string]
	if err := s.Scan("x"); err == nil {
		t.Error("Null[string].Scan: want an error")
	}
	if v, err := wire.NullOf("x").Value(); v != any("x") || err != nil {
		t.Errorf("Null[string].Value() = %#v, %v", v, err)
	}
}
