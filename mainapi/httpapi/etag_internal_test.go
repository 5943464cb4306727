package httpapi

import "testing"

func TestETagMatches(t *testing.T) {
	const tag = `W/"42-abc"`
	for _, tc := range []struct {
		header []string
		want   bool
	}{
		{[]string{`W/"42-abc"`}, true},
		{[]string{`"42-abc"`}, true},
		{[]string{`*`}, true},
		{[]string{` "x" ,  W/"42-abc"`}, true},
		{[]string{`"x"`, `W/"42-abc"`}, true},
		{[]string{`"a,b", "42-abc"`}, true}, // a comma inside a tag is not a separator
		{[]string{`W/"42-ab"`}, false},
		{[]string{`W/"42-abcd"`}, false},
		{[]string{`42-abc`}, false},
		{[]string{`W/42-abc`}, false},
		{[]string{`"42-abc`}, false},
		{[]string{`w/"42-abc"`}, false},
		{[]string{``}, false},
		{nil, false},
	} {
		if got := etagMatches(tc.header, tag); got != tc.want {
			t.Errorf("etagMatches(%q) = %v, want %v", tc.header, got, tc.want)
		}
	}
}

func FuzzETagMatches(f *testing.F) {
	f.Add(`W/"a", "b", *`)
	f.Fuzz(func(t *testing.T, h string) {
		etagMatches([]string{h}, `W/"42-abc"`) // never panics
	})
}
