package httpapi

// TestAPIDoc generates docs/funbackend-api.md from the route table and
// fails when the file differs: run go test ./httpapi -run TestAPIDoc -update
// in funbackend/ after changing a route. It lives in an internal test
// because the store reads are read off the handlers' source.

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"
)

var updateDoc = flag.Bool("update", false, "rewrite docs/funbackend-api.md from the route table")

const apiDocPath = "../../docs/funbackend-api.md"

// routeTests are the tests that send each route a request ("METHOD path"
// as in routes()); a name with a package prefix is in that package of
// funbackend. Every route needs one, and each must exist.
var routeTests = map[string][]string{
	"GET /health/live":                  {"TestRoutes", "TestRateLimits"},
	"GET /openapi.json":                 {"TestReferencePageRendersEveryPath", "TestReferenceServed"},
	"GET /docs":                         {"TestReferencePageRendersEveryPath", "TestReferenceServed"},
	"GET /docs/redoc.standalone.js":     {"TestReferencePageRendersEveryPath", "TestReferenceServed"},
	"GET /version":                      {"TestAPI", "TestBodyLimitKeepsNoStore"},
	"GET /config":                       {"TestAPI", "TestBoardGzip"},
	"GET /health":                       {"TestAPI", "TestPreCurve", "keeper.TestKeeperGraduatesFrozenCoin"},
	"GET /tokens":                       {"TestAPI", "TestPreCurve", "TestBoardGzip", "TestPendingSearchReachesOlderIntents", "TestRateLimits"},
	"GET /tokens/:address":              {"TestAPI", "TestAdminTakedowns", "TestHeadAnswersLikeGet", "TestRateLimits"},
	"GET /tokens/:address/candles":      {"TestAPI", "TestCandlesFreshAfterCommit"},
	"GET /tokens/:address/holders":      {"TestAPI", "TestQuoteAndSnapshot"},
	"GET /tokens/:address/image":        {"TestMetadataAndImage", "TestAdminMetadataOverride"},
	"GET /tokens/:address/card.png":     {"TestCardAndShare", "TestMetadataAndImage", "TestShareStatesTheCard"},
	"GET /share/:address":               {"TestCardAndShare", "TestShareStatesTheCard"},
	"GET /tokens/:address/quote":        {"TestQuoteAndSnapshot", "TestQuoteAmountBound", "TestEvery429HasRetryAfter"},
	"GET /tokens/:address/snapshot":     {"TestQuoteAndSnapshot", "TestQuoteAmountBound"},
	"GET /graduated/feed":               {"TestAPI", "TestAdminTakedowns"},
	"GET /trades/recent":                {"TestAPI", "TestAdminTakedowns"},
	"GET /stats":                        {"TestAPI", "TestRateLimits"},
	"GET /creators/top":                 {"TestAPI", "TestRateLimits"},
	"GET /status":                       {"TestStatusPveAndWallet"},
	"GET /pve/value":                    {"TestStatusPveAndWallet"},
	"GET /wallet/:address/positions":    {"TestStatusPveAndWallet"},
	"GET /wallet/:address/trades-today": {"TestStatusPveAndWallet", "TestBodyLimitKeepsNoStore"},
	"GET /wallet/:address/fee-reroutes": {"TestStatusPveAndWallet"},
	"GET /fees/history/:wallet":         {"TestStatusPveAndWallet"},
	"GET /tickers/:symbol/available":    {"TestAPI"},
	"POST /intents":                     {"TestIntents", "TestIntentsERC1271", "TestSlowBody", "TestPostsRequireJSON", "TestEvery429HasRetryAfter"},
	"GET /intents/precheck":             {"TestIntents"},
	"GET /intents/:address":             {"TestIntents"},
	"GET /stream":                       {"TestStream", "TestStreamSkipsTakenDown", "TestStreamConnectBucket"},
	"GET /admin/bans":                   {"TestAdminBans", "TestAdminBansPersist"},
	"PUT /admin/bans/:address":          {"TestAdminAuthAndInput", "TestAdminBans", "TestAdminBansPersist", "TestConcurrentWritersNeverLocked", "TestKill9AfterAck"},
	"DELETE /admin/bans/:address":       {"TestAdminAuthAndInput", "TestAdminBansPersist"},
	"GET /admin/takedowns":              {"TestAdminTakedowns"},
	"PUT /admin/takedowns/:address":     {"TestAdminTakedowns", "TestStreamSkipsTakenDown"},
	"DELETE /admin/takedowns/:address":  {"TestAdminAuthAndInput", "TestAdminTakedowns"},
	"GET /admin/metadata/:address":      {"TestAdminMetadataOverride"},
	"PUT /admin/metadata/:address":      {"TestAdminAuthAndInput", "TestAdminMetadataOverride"},
	"DELETE /admin/metadata/:address":   {"TestAdminMetadataOverride"},
	"GET /admin/audit":                  {"TestAdminAuthAndInput", "TestAdminBansPersist", "TestAdminTakedowns"},
}

func TestAPIDoc(t *testing.T) {
	s := &server{Deps: Deps{Commit: "doc"}}
	src := parseDir(t, ".", false)
	reads := storeReads(src)
	storeFiles := methodFiles(parseDir(t, "../sqlite", false), "DB")
	tests := testFiles(t)

	var rows []routeDoc
	seen := map[string]bool{}
	for _, rt := range s.routes() {
		key := rt.method + " " + rt.path
		seen[key] = true
		h := handlerName(rt)
		fn := "server." + h // a method value, or a plain function
		if _, ok := src.funcFile[fn]; !ok {
			fn = h
		}
		file, ok := src.funcFile[fn]
		if !ok {
			t.Fatalf("%s: no function %s in httpapi", key, h)
		}
		d := routeDoc{Method: rt.method, Path: rt.path, Cache: cacheOf(rt), Limiter: rt.limiter,
			Handler: h, HandlerFile: "httpapi/" + file}
		for _, m := range reads(fn) {
			f, ok := storeFiles[m]
			if !ok {
				t.Errorf("%s reads %s, which *sqlite.DB does not define", key, m)
			}
			d.Reads = append(d.Reads, fmt.Sprintf("`%s` (sqlite/%s)", m, f))
		}
		if len(routeTests[key]) == 0 {
			t.Errorf("%s: name the tests that cover it in routeTests", key)
		}
		for _, name := range routeTests[key] {
			f, ok := tests[name]
			if !ok {
				t.Errorf("%s: test %s does not exist", key, name)
			}
			d.Tests = append(d.Tests, fmt.Sprintf("`%s` (%s)", name[strings.LastIndex(name, ".")+1:], f))
		}
		rows = append(rows, d)
	}
	for key := range routeTests {
		if !seen[key] {
			t.Errorf("routeTests names %s, which is not a route", key)
		}
	}
	if t.Failed() {
		return
	}
	got := apiDoc(rows)
	if *updateDoc {
		if err := os.WriteFile(apiDocPath, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(apiDocPath)
	if err != nil {
		t.Fatalf("%v (run go test ./httpapi -run TestAPIDoc -update in funbackend/)", err)
	}
	if string(want) != got {
		t.Errorf("docs/funbackend-api.md is out of date: run go test ./httpapi -run TestAPIDoc -update in funbackend/")
	}
}

// source is a package's functions: their files and bodies, keyed by name,
// or "Type.name" for a method.
type source struct {
	funcFile map[string]string
	body     map[string]*ast.BlockStmt
}

func parseDir(t *testing.T, dir string, tests bool) source {
	t.Helper()
	src := source{funcFile: map[string]string{}, body: map[string]*ast.BlockStmt{}}
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") != tests {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			name := fd.Name.Name
			if fd.Recv != nil {
				name = recvType(fd) + "." + name
			}
			src.funcFile[name] = filepath.Base(p)
			src.body[name] = fd.Body
		}
	}
	return src
}

func recvType(fd *ast.FuncDecl) string {
	x := fd.Recv.List[0].Type
	if st, ok := x.(*ast.StarExpr); ok {
		x = st.X
	}
	if id, ok := x.(*ast.Ident); ok {
		return id.Name
	}
	return "?"
}

// storeReads returns, for a function of the package, the Store methods it
// reaches: s.DB.<Method> in its body or in the bodies of the server
// methods (s.<name>) and package functions (<name>) it names,
// transitively. A name is matched, not resolved: a local variable named
// like a package function counts as a use of it.
func storeReads(src source) func(string) []string {
	return func(start string) []string {
		found := map[string]bool{}
		visited := map[string]bool{}
		var walk func(name string)
		walk = func(name string) {
			if visited[name] || src.body[name] == nil {
				return
			}
			visited[name] = true
			ast.Inspect(src.body[name], func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.SelectorExpr:
					if inner, ok := x.X.(*ast.SelectorExpr); ok && isIdent(inner.X, "s") && inner.Sel.Name == "DB" {
						found[x.Sel.Name] = true
					}
					if isIdent(x.X, "s") {
						walk("server." + x.Sel.Name)
					}
				case *ast.Ident:
					walk(x.Name)
				}
				return true
			})
		}
		walk(start)
		out := make([]string, 0, len(found))
		for m := range found {
			out = append(out, m)
		}
		sort.Strings(out)
		return out
	}
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// methodFiles maps each method of type recv to its file.
func methodFiles(src source, recv string) map[string]string {
	out := map[string]string{}
	for name, f := range src.funcFile {
		if m, ok := strings.CutPrefix(name, recv+"."); ok {
			out[m] = f
		}
	}
	return out
}

// testFiles maps the test functions of httpapi ("TestX") and of the other
// packages routeTests names ("keeper.TestX") to "<pkg>/<file>".
func testFiles(t *testing.T) map[string]string {
	out := map[string]string{}
	pkgs := []string{"httpapi"}
	for _, names := range routeTests {
		for _, n := range names {
			if pkg, _, ok := strings.Cut(n, "."); ok && !slices.Contains(pkgs, pkg) {
				pkgs = append(pkgs, pkg)
			}
		}
	}
	for _, pkg := range pkgs {
		for name, f := range parseDir(t, filepath.Join("..", pkg), true).funcFile {
			if !strings.HasPrefix(name, "Test") {
				continue
			}
			if pkg != "httpapi" {
				name = pkg + "." + name
			}
			out[name] = pkg + "/" + f
		}
	}
	return out
}

// routeDoc is one row of docs/funbackend-api.md: a route of routes() with
// where its handler, its store reads and its tests live.
type routeDoc struct {
	Method, Path string
	Cache        string   // Cache-Control of its 200s, or who sets it
	Limiter      string   // per-IP bucket, or ""
	Handler      string   // function name
	HandlerFile  string   // funbackend/httpapi/<file>.go
	Reads        []string // "Method (sqlite/<file>.go)" of the store methods it reaches
	Tests        []string // "TestName (<pkg>/<file>_test.go)"
}

// handlerName is the name of the function that answers rt: a server
// method's name ("tokens"), a plain function's ("tickerAvailable"), or the
// function that built the closure ("healthLive").
func handlerName(rt route) string {
	var fn any = rt.raw
	if rt.serve != nil {
		fn = rt.serve
	}
	name := runtime.FuncForPC(reflect.ValueOf(fn).Pointer()).Name()
	name = name[strings.LastIndex(name, "/")+1:] // httpapi.(*server).tokens-fm
	name = strings.TrimSuffix(name, "-fm")
	if i := strings.Index(name, ".func"); i >= 0 { // a closure: its maker
		name = name[:i]
	}
	return name[strings.LastIndex(name, ".")+1:]
}

// cacheOf is the Cache column: the tier of a body handler, no-store for a
// no-store route, else the handler sets it.
func cacheOf(rt route) string {
	switch {
	case rt.serve != nil:
		return "`" + rt.tier + "`"
	case rt.noStore:
		return "`" + TierNoStore + "`"
	}
	return "set by the handler"
}

// apiDoc renders docs/funbackend-api.md. TestAPIDoc keeps the file in sync.
func apiDoc(rows []routeDoc) string {
	var b strings.Builder
	b.WriteString(`# funbackend routes

Generated from the route table of ` + "`funbackend/httpapi/router.go`" + ` (` + "`routes()`" + `,
the list ` + "`NewRouter`" + ` registers); do not edit by hand. After changing a route,
its handler's store calls or its tests, run
` + "`go test ./httpapi -run TestAPIDoc -update`" + ` in ` + "`funbackend/`" + `.

Paths are under the base path ` + "`/backend-fun/<chain-slug>`" + ` (docs/funbackend.md). Every
GET route also answers HEAD, except the operator routes under ` + "`/admin`" + `, which
need ` + "`Authorization: Bearer <FUNBACKEND_ADMIN_TOKEN>`" + `. Without a database only
` + "`/health/live`" + ` and ` + "`/version`" + ` are served; ` + "`/stream`" + ` needs the stream hub.

- **Handler**: the function in ` + "`funbackend/httpapi`" + ` that answers the route.
- **Store reads**: the methods of ` + "`httpapi.Store`" + ` the handler calls, directly or
  through its helpers, with the file of ` + "`funbackend/sqlite`" + ` that implements each
  (derived from the source by TestAPIDoc).
- **Tests**: the tests that send the route a request (declared in
  ` + "`httpapi/apidoc_test.go`" + `; TestAPIDoc checks that each exists).

| Method | Path | Cache-Control | Limiter | Handler | Store reads | Tests |
|---|---|---|---|---|---|---|
`)
	for _, r := range rows {
		lim := r.Limiter
		if lim == "" {
			lim = "-"
		}
		reads := "-"
		if len(r.Reads) > 0 {
			reads = strings.Join(r.Reads, "<br>")
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s | `%s` (%s) | %s | %s |\n",
			r.Method, r.Path, r.Cache, lim, r.Handler, r.HandlerFile, reads, strings.Join(r.Tests, "<br>"))
	}
	return b.String()
}
