package httpapi_test

import (
	"flag"
	"os"
	"testing"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

var update = flag.Bool("update", false, "rewrite docs/api.md from the route declarations")

const apiDocPath = "../../docs/api.md"

// TestAPIDoc keeps docs/api.md equal to what the route declarations
// generate; run with -update after changing a route.
func TestAPIDoc(t *testing.T) {
	got := httpapi.APIDoc(httpapi.Deps{}) // declarations only: no database needed
	if *update {
		if err := os.WriteFile(apiDocPath, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(apiDocPath)
	if err != nil {
		t.Fatalf("%v (run go test ./httpapi -run TestAPIDoc -update)", err)
	}
	if string(want) != got {
		t.Errorf("docs/api.md is out of date: run go test ./httpapi -run TestAPIDoc -update in mainapi/")
	}
}
