package httpapi

import (
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// TestRouteReadsChecked: a route naming a method its reader interface
// lacks, or a reader that is not an interface, is refused at boot.
func TestRouteReadsChecked(t *testing.T) {
	ok := func(c *gin.Context) (any, error) { return nil, nil }
	for _, c := range []struct {
		reads []Read
		want  string
	}{
		{reads[dexStore]("DexPool", "DexPoolCandles"), ""},
		{reads[Store]("DexPool"), ""}, // Store embeds dexStore
		{reads[dexStore]("FindTokens"), "dexStore has no such method"},
		{reads[Route]("Path"), "not an interface"},
	} {
		rt := &Route{Path: "/x", Internal: true, Handle: ok, Reads: c.reads}
		err := rt.check()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v: %v", c.reads, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%v: err %v, want %q", c.reads, err, c.want)
		}
	}
}
