package funbackend_test

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

const (
	module    = "github.com/neoswap/neoswap/funbackend"
	contracts = "github.com/neoswap/neoswap/contracts"
	mainapi   = "github.com/neoswap/neoswap/mainapi"
)

// fixtureImports are what test fixtures may take from contracts: a
// simulated chain to drive. A fixture is a package named *test (such as
// devnettest, sqlitetest); _test.go files are not checked at all.
var fixtureImports = []string{contracts + "/chaintest", contracts + "/sim"}

// httpForbidden are what httpapi must not reach, directly or through
// another package of this module: the database drivers and the store.
var httpForbidden = []string{"database/sql", "github.com/mattn/go-sqlite3", "github.com/jackc/pgx", module + "/sqlite"}

// pkgImports are one package's non-test imports.
type pkgImports struct {
	name    string // package clause
	imports map[string][]string
}

// moduleImports parses every non-test Go file of the module and returns
// its imports (path -> the files that import it) per import path.
func moduleImports(t *testing.T) map[string]pkgImports {
	t.Helper()
	pkgs := map[string]pkgImports{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := module
		if dir := filepath.ToSlash(filepath.Dir(path)); dir != "." {
			pkg += "/" + dir
		}
		p, ok := pkgs[pkg]
		if !ok {
			p = pkgImports{name: f.Name.Name, imports: map[string][]string{}}
		}
		for _, im := range f.Imports {
			ip, err := strconv.Unquote(im.Path.Value)
			if err != nil {
				return err
			}
			p.imports[ip] = append(p.imports[ip], path)
		}
		pkgs[pkg] = p
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func within(path, root string) bool { return path == root || strings.HasPrefix(path, root+"/") }

// TestImportRules enforces the import direction of the design (docs/funbackend.md, "Import rules"):
// no production package imports contracts or mainapi (fixtures may take
// contracts/chaintest and contracts/sim), and httpapi reaches neither a
// database driver nor the store, even through another package.
func TestImportRules(t *testing.T) {
	pkgs := moduleImports(t)
	if len(pkgs) < 5 {
		t.Fatalf("parsed %d packages: run from the module root", len(pkgs))
	}
	for pkg, p := range pkgs {
		fixture := strings.HasSuffix(p.name, "test")
		for ip, files := range p.imports {
			if !within(ip, contracts) && !within(ip, mainapi) {
				continue
			}
			if fixture && slices.ContainsFunc(fixtureImports, func(ok string) bool { return within(ip, ok) }) {
				continue
			}
			t.Errorf("%s imports %s (%s): services never import contracts or the other service", pkg, ip, strings.Join(files, ", "))
		}
	}

	// httpapi's closure over this module's packages.
	const httpapi = module + "/httpapi"
	via := map[string]string{httpapi: ""} // package -> the package that brought it in
	queue := []string{httpapi}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		for ip, files := range pkgs[pkg].imports {
			for _, bad := range httpForbidden {
				if within(ip, bad) {
					t.Errorf("httpapi reaches %s: %s imports it (%s)%s", ip, pkg, strings.Join(files, ", "), chain(via, pkg))
				}
			}
			if _, seen := via[ip]; !seen && within(ip, module) {
				via[ip] = pkg
				queue = append(queue, ip)
			}
		}
	}
}

// chain is how httpapi came to import pkg, for the failure message.
func chain(via map[string]string, pkg string) string {
	if via[pkg] == "" {
		return ""
	}
	path := []string{strings.TrimPrefix(pkg, module+"/")}
	for p := via[pkg]; p != ""; p = via[p] {
		path = append([]string{strings.TrimPrefix(p, module+"/")}, path...)
	}
	return " (" + strings.Join(path, " -> ") + ")"
}
