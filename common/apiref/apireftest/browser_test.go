package apireftest

import "testing"

// A path counts only as an operation's endpoint, escaped as Chromium
// writes it; a path named in prose or as a prefix of another does not.
func TestRenderedPaths(t *testing.T) {
	dom := `<button><span type="get" class="sc-a http-verb get">get</span><span class="sc-b">/pools/{address}</span></button>` +
		`<p>see /chain/head</p><span class="sc-a http-verb post">post</span><span class="x">/a&amp;b</span>`
	got := RenderedPaths(dom)
	for p, want := range map[string]bool{"/pools/{address}": true, "/a&b": true, "/chain/head": false, "/pools": false} {
		if got[p] != want {
			t.Errorf("%s: rendered %v, want %v", p, got[p], want)
		}
	}
}
