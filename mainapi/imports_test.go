package mainapi_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The import rules of the service, checked over
// the source of every non-test file of the module:
//
//   - A production package never imports the contracts module or the other
//     service. Test fixtures drive a simulated chain and may import
//     contracts/chaintest and contracts/sim, nothing else of contracts:
//     the packages named in chainFixtures and every package whose name ends
//     in "test" (pgtest, indexertest, ...).
//   - httpapi reads through the reader interfaces it declares, over the
//     plain read models of this package: it imports neither a database
//     driver nor the store.
//
// _test.go files are not checked: a test may use anything.

const module = "github.com/neoswap/neoswap"

// chainFixtures are the packages, by directory in this module, that are
// test fixtures though their name does not end in "test": benchmix builds
// the benchmark's chain on the simulated backend.
var chainFixtures = []string{"indexer/indexertest", "benchmix"}

// fixtureImports are what a fixture may import of contracts.
var fixtureImports = []string{module + "/contracts/chaintest", module + "/contracts/sim"}

// otherModules are the modules no production package imports.
var otherModules = []string{module + "/contracts", module + "/funbackend"}

// storeImports are what httpapi's non-test files may not import.
var storeImports = []string{"github.com/jackc/pgx", "database/sql", "github.com/mattn/go-sqlite3", module + "/mainapi/postgres"}

// under reports whether import path p is prefix or a package below it.
func under(p, prefix string) bool {
	return p == prefix || strings.HasPrefix(p, prefix+"/")
}

func underAny(p string, prefixes []string) bool {
	return slices.ContainsFunc(prefixes, func(prefix string) bool { return under(p, prefix) })
}

// importViolation returns why file (its directory dir, relative to the
// module root, and its package name pkg) may not import path; "" when it
// may.
func importViolation(dir, pkg, path string) string {
	if underAny(path, otherModules) {
		fixture := strings.HasSuffix(pkg, "test") || slices.Contains(chainFixtures, dir)
		switch {
		case !fixture:
			return "a production package imports neither contracts nor funbackend"
		case !underAny(path, fixtureImports):
			return "a test fixture imports only contracts/chaintest and contracts/sim of another module"
		}
	}
	if dir == "httpapi" && underAny(path, storeImports) {
		return "httpapi reads through its reader interfaces: no database driver, no store package"
	}
	return ""
}

func TestImportRules(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (name == "testdata" || name == "node_modules" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		dir := filepath.ToSlash(filepath.Dir(path))
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return err
			}
			if why := importViolation(dir, f.Name.Name, p); why != "" {
				t.Errorf("%s imports %s: %s", filepath.ToSlash(path), p, why)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("checked %d files: not the module root?", checked)
	}
}

// TestImportViolation holds the rule to its cases, so that a rule too
// loose to fail on the tree is seen failing here.
func TestImportViolation(t *testing.T) {
	for _, c := range []struct {
		dir, pkg, path string
		bad            bool
	}{
		{"indexer", "indexer", module + "/contracts/chaintest", true},
		{"cmd/mainapi", "main", module + "/contracts/deploy", true},
		{"decode", "decode", module + "/funbackend/sqlite", true},
		{"indexer/indexertest", "indexertest", module + "/contracts/chaintest", false},
		{"indexer/indexertest", "indexertest", module + "/contracts/deploy", true},
		{"benchmix", "benchmix", module + "/contracts/sim", false},
		{"benchmix", "benchmix", module + "/funbackend/sqlite", true},
		{"postgres/pgtest", "pgtest", module + "/contracts/sim", false},
		{"httpapi", "httpapi", "github.com/jackc/pgx/v5", true},
		{"httpapi", "httpapi", "github.com/jackc/pgx/v5/pgxpool", true},
		{"httpapi", "httpapi", "database/sql", true},
		{"httpapi", "httpapi", "github.com/mattn/go-sqlite3", true},
		{"httpapi", "httpapi", module + "/mainapi/postgres", true},
		{"httpapi", "httpapi", module + "/mainapi/postgres/pgtest", true},
		{"httpapi", "httpapi", module + "/mainapi", false},
		{"httpapi", "httpapi", module + "/common/wire", false},
		{"postgres", "postgres", "github.com/jackc/pgx/v5", false},
		{"cmd/mainapi", "main", module + "/mainapi/postgres", false},
	} {
		if got := importViolation(c.dir, c.pkg, c.path) != ""; got != c.bad {
			t.Errorf("%s (package %s) importing %s: violation %v, want %v", c.dir, c.pkg, c.path, got, c.bad)
		}
	}
}
