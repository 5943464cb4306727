package ratelimitfields_test

import (
	"testing"

	"github.com/neoswap/neoswap/common/ratelimitfields"
)

func TestBucket(t *testing.T) {
	for _, tc := range []struct {
		burst, rate, tokens float64
		p                   ratelimitfields.Policy
		s                   ratelimitfields.State
	}{
		{600, 150, 600, ratelimitfields.Policy{Name: "x", Quota: 600, Window: 4}, ratelimitfields.State{Name: "x", Remaining: 600, Reset: 0}},
		{600, 150, 599, ratelimitfields.Policy{Name: "x", Quota: 600, Window: 4}, ratelimitfields.State{Name: "x", Remaining: 599, Reset: 1}},
		{2, 0.5, 0.25, ratelimitfields.Policy{Name: "x", Quota: 2, Window: 4}, ratelimitfields.State{Name: "x", Remaining: 0, Reset: 4}},
		{6000, 10, 5998.5, ratelimitfields.Policy{Name: "x", Quota: 6000, Window: 600}, ratelimitfields.State{Name: "x", Remaining: 5998, Reset: 1}},
		{5, 5.0 / 600, 0, ratelimitfields.Policy{Name: "x", Quota: 5, Window: 600}, ratelimitfields.State{Name: "x", Remaining: 0, Reset: 600}},
		{300, 1000, 300, ratelimitfields.Policy{Name: "x", Quota: 300, Window: 1}, ratelimitfields.State{Name: "x", Remaining: 300, Reset: 0}},
		{10, 1, -3, ratelimitfields.Policy{Name: "x", Quota: 10, Window: 10}, ratelimitfields.State{Name: "x", Remaining: 0, Reset: 10}},
	} {
		p, s := ratelimitfields.Bucket("x", tc.burst, tc.rate, tc.tokens)
		if p != tc.p || s != tc.s {
			t.Errorf("Bucket(%v, %v, %v) = %+v %+v, want %+v %+v", tc.burst, tc.rate, tc.tokens, p, s, tc.p, tc.s)
		}
	}
}

func TestFields(t *testing.T) {
	got := ratelimitfields.PolicyField(ratelimitfields.Policy{Name: "quotes", Quota: 28800, Window: 600},
		ratelimitfields.Policy{Name: `we"ird\`, Quota: 1, Window: 2})
	if want := `"quotes";q=28800;w=600, "we\"ird\\";q=1;w=2`; got != want {
		t.Errorf("PolicyField = %s, want %s", got, want)
	}
	got = ratelimitfields.StateField(ratelimitfields.State{Name: "quotes", Remaining: 7, Reset: 3},
		ratelimitfields.State{Name: "misses", Remaining: -1, Reset: 0})
	if want := `"quotes";r=7;t=3, "misses";r=0;t=0`; got != want {
		t.Errorf("StateField = %s, want %s", got, want)
	}
	if got := ratelimitfields.PolicyField(ratelimitfields.Policy{Name: "é\n", Quota: 1, Window: 1}); got != `"";q=1;w=1` {
		t.Errorf("non-ASCII name: %s", got)
	}
}
