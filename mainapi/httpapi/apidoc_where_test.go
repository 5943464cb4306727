package httpapi

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The "where each route is served" table of docs/api.md, read from the
// source when the file is generated: the route's declaration (the composite
// literal with its Path) names the handler, Route.Reads the reader methods,
// whose implementations are found among the methods of *postgres.DB (or of
// the package's own readers, ERC20Caller), and the tests are the Test and
// Fuzz functions of this package whose string literals request the path.

// docLink is a path from docs/ to a file of this package's directory dir.
func docLink(dir, file string) string {
	return "../mainapi/" + dir + "/" + file
}

// maxDocTests bounds the tests listed per route.
const maxDocTests = 6

var (
	whereOnce sync.Once
	whereFn   func(*Route) routeWhere
	whereErr  error
)

// mustWhere returns the locator of docs/api.md's where table; it panics
// when the source cannot be read (the test runs in the package directory).
func mustWhere() func(*Route) routeWhere {
	whereOnce.Do(func() { whereFn, whereErr = newWhere() })
	if whereErr != nil {
		panic(whereErr)
	}
	return whereFn
}

// routeDecl is a route's declaration in the source.
type routeDecl struct {
	path, method string
	handler      string // the handler's name, or "" (see handlerName)
	enclosing    string // the function that declares the route
	file         string
}

// methodImpl is where a reader method is implemented.
type methodImpl struct {
	recv, file, dir string
}

// testFunc is a test with the path patterns its string literals form.
type testFunc struct {
	name, file string
	pos        token.Pos // orders the tests of a file
	patterns   []string
	calls      []string // the package's functions it calls
	post       bool     // it names POST
}

type sourceIndex struct {
	decls   []routeDecl
	funcs   map[string]string // function or server method of this package -> file
	impls   map[string]methodImpl
	tests   []testFunc
	helpers map[string][]string // test files' other functions -> their patterns
}

func newWhere() (func(*Route) routeWhere, error) {
	var ix sourceIndex
	ix.funcs = map[string]string{}
	ix.impls = map[string]methodImpl{}
	ix.helpers = map[string][]string{}
	fset := token.NewFileSet()
	parse := func(dir string) (map[string]*ast.File, error) {
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			return nil, err
		}
		out := map[string]*ast.File{}
		for _, n := range names {
			f, err := parser.ParseFile(fset, n, nil, 0)
			if err != nil {
				return nil, err
			}
			out[filepath.Base(n)] = f
		}
		return out, nil
	}
	own, err := parse(".")
	if err != nil {
		return nil, err
	}
	store, err := parse("../postgres")
	if err != nil {
		return nil, err
	}
	for name, f := range store {
		if !strings.HasSuffix(name, "_test.go") {
			ix.addImpls(f, name, "postgres", "DB")
		}
	}
	for name, f := range own {
		if strings.HasSuffix(name, "_test.go") {
			ix.addTests(f, name)
			continue
		}
		ix.addDecls(f, name)
		ix.addImpls(f, name, "httpapi", "")
	}
	ix.helperPatterns()
	sort.Slice(ix.tests, func(i, j int) bool {
		a, b := ix.tests[i], ix.tests[j]
		return a.file < b.file || (a.file == b.file && a.pos < b.pos)
	})
	return ix.where, nil
}

// addImpls records the methods of f: of type recv only when recv is set,
// else of any type but server (the package's own readers).
func (ix *sourceIndex) addImpls(f *ast.File, file, dir, recv string) {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		if fd.Recv == nil {
			if dir == "httpapi" {
				ix.funcs[fd.Name.Name] = file
			}
			continue
		}
		t := fd.Recv.List[0].Type
		if s, ok := t.(*ast.StarExpr); ok {
			t = s.X
		}
		id, ok := t.(*ast.Ident)
		if !ok {
			continue
		}
		if dir == "httpapi" && id.Name == "server" {
			ix.funcs[fd.Name.Name] = file
		}
		if (recv != "" && id.Name != recv) || (recv == "" && id.Name == "server") || !fd.Name.IsExported() {
			continue
		}
		if _, seen := ix.impls[fd.Name.Name]; !seen || dir == "postgres" {
			ix.impls[fd.Name.Name] = methodImpl{recv: id.Name, file: file, dir: dir}
		}
	}
}

// addDecls records every Route composite literal of f.
func (ix *sourceIndex) addDecls(f *ast.File, file string) {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			cl, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			decl := routeDecl{method: http.MethodGet, enclosing: fd.Name.Name, file: file}
			isRoute := false
			for _, e := range cl.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key, _ := kv.Key.(*ast.Ident)
				if key == nil {
					continue
				}
				switch key.Name {
				case "Path":
					if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						decl.path, _ = strconv.Unquote(lit.Value)
						isRoute = true
					}
				case "Method":
					if sel, ok := kv.Value.(*ast.SelectorExpr); ok {
						decl.method = strings.ToUpper(strings.TrimPrefix(sel.Sel.Name, "Method"))
					}
				case "Handle":
					decl.handler = handlerName(kv.Value)
				}
			}
			if isRoute {
				ix.decls = append(ix.decls, decl)
			}
			return true
		})
	}
}

// handlerName is the function a Handle expression runs: s.x, s.x(...)
// (a handler built by x), x(...), or a literal whose body returns
// s.x(...); "" for anything else (a handler written inline).
func handlerName(e ast.Expr) string {
	switch v := e.(type) {
	case *ast.SelectorExpr:
		return v.Sel.Name
	case *ast.Ident:
		return v.Name
	case *ast.CallExpr:
		return handlerName(v.Fun)
	case *ast.FuncLit:
		if len(v.Body.List) == 1 {
			if r, ok := v.Body.List[0].(*ast.ReturnStmt); ok && len(r.Results) == 1 {
				if c, ok := r.Results[0].(*ast.CallExpr); ok {
					return handlerName(c.Fun)
				}
			}
		}
	}
	return ""
}

// addTests records the Test and Fuzz functions of f with the path
// patterns of their string literals: a literal, a sum of literals and
// other values (each value a \x00), or an fmt.Sprintf format (each verb a
// \x00). The other functions of test files are helpers: a test that calls
// one (logoPath) also gets the helper's patterns (see helperPatterns).
func (ix *sourceIndex) addTests(f *ast.File, file string) {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		tf := testFunc{name: fd.Name.Name, file: file, pos: fd.Pos()}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch v := n.(type) {
			case *ast.BinaryExpr:
				if v.Op == token.ADD {
					tf.patterns = append(tf.patterns, sumPattern(v))
				}
			case *ast.BasicLit:
				if v.Kind == token.STRING {
					s, _ := strconv.Unquote(v.Value)
					if s == "POST" {
						tf.post = true
					}
					tf.patterns = append(tf.patterns, verbs.ReplaceAllString(s, "\x00"))
				}
			case *ast.SelectorExpr:
				if v.Sel.Name == "MethodPost" {
					tf.post = true
				}
			case *ast.CallExpr:
				if id, ok := v.Fun.(*ast.Ident); ok {
					tf.calls = append(tf.calls, id.Name)
				}
			}
			return true
		})
		isTest := fd.Recv == nil && fd.Name.Name != "TestMain" &&
			(strings.HasPrefix(fd.Name.Name, "Test") || strings.HasPrefix(fd.Name.Name, "Fuzz"))
		if isTest {
			ix.tests = append(ix.tests, tf)
		} else if fd.Recv == nil {
			ix.helpers[fd.Name.Name] = tf.patterns
		}
	}
}

// helperPatterns adds to each test the patterns of the helpers it calls.
func (ix *sourceIndex) helperPatterns() {
	for i := range ix.tests {
		t := &ix.tests[i]
		for _, c := range t.calls {
			t.patterns = append(t.patterns, ix.helpers[c]...)
		}
	}
}

// verbs are the fmt verbs a path format may hold.
var verbs = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

func sumPattern(e ast.Expr) string {
	switch v := e.(type) {
	case *ast.BinaryExpr:
		if v.Op == token.ADD {
			return sumPattern(v.X) + sumPattern(v.Y)
		}
	case *ast.BasicLit:
		if v.Kind == token.STRING {
			s, _ := strconv.Unquote(v.Value)
			return s
		}
	case *ast.ParenExpr:
		return sumPattern(v.X)
	}
	return "\x00"
}

// placeholderMatch reports whether pattern p, whose values (\x00) stand
// for a segment each, can be a request of route path: "/analytics/" + leg
// + "/series" of /analytics/revshare/series. A pattern needs one literal
// segment besides its values, or "/" + x would be a request of every
// route.
func placeholderMatch(p, path string) bool {
	p, _, _ = strings.Cut(p, "?")
	if !strings.Contains(p, "\x00") || !strings.HasPrefix(p, "/") {
		return false
	}
	literal := false
	var b strings.Builder
	b.WriteString("^")
	for i, seg := range strings.Split(p, "/") {
		if i > 0 {
			b.WriteString("/")
		}
		if seg != "" && !strings.Contains(seg, "\x00") {
			literal = true
		}
		for j, part := range strings.Split(seg, "\x00") {
			if j > 0 {
				b.WriteString(`[^/]+`)
			}
			b.WriteString(regexp.QuoteMeta(part))
		}
	}
	b.WriteString("$")
	if !literal {
		return false
	}
	// The route's parameters are values too.
	instance := regexp.MustCompile(`:[^/]+`).ReplaceAllString(path, "\x01")
	return regexp.MustCompile(b.String()).MatchString(instance)
}

// pathRegexp matches a request of route path p: its parameters any
// segment, then an optional query.
func pathRegexp(p string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString(`^(?:https?://[^/]+)?`)
	for i, seg := range strings.Split(p, "/") {
		if i > 0 {
			b.WriteString("/")
		}
		if strings.HasPrefix(seg, ":") {
			b.WriteString(`[^/?]+`)
		} else {
			b.WriteString(regexp.QuoteMeta(seg))
		}
	}
	b.WriteString(`(?:\?.*)?$`)
	return regexp.MustCompile(b.String())
}

func (ix *sourceIndex) where(rt *Route) routeWhere {
	var w routeWhere
	decl, ok := ix.decl(rt)
	if !ok {
		panic(fmt.Sprintf("httpapi: no declaration of %s %s in the source", rt.method(), rt.Path))
	}
	switch h := decl.handler; {
	case h == "constant":
		w.Handler = fmt.Sprintf("a body built once, in [`%s`](%s)", decl.enclosing, docLink("httpapi", decl.file))
	case h != "" && ix.funcs[h] != "":
		w.Handler = fmt.Sprintf("[`%s`](%s)", h, docLink("httpapi", ix.funcs[h]))
	default:
		w.Handler = fmt.Sprintf("inline in [`%s`](%s)", decl.enclosing, docLink("httpapi", decl.file))
	}
	reads := make([]string, 0, len(rt.Reads))
	for _, r := range rt.Reads {
		if im, ok := ix.impls[r.Method]; ok {
			reads = append(reads, fmt.Sprintf("`%s` → [`%s.%s`](%s)", r, im.recv, r.Method, docLink(im.dir, im.file)))
		} else {
			reads = append(reads, "`"+r.String()+"`")
		}
	}
	w.Reads = strings.Join(reads, "<br>")
	if w.Reads == "" {
		w.Reads = "none"
	}
	w.Tests = ix.testsOf(rt, decl)
	return w
}

func (ix *sourceIndex) decl(rt *Route) (routeDecl, bool) {
	for _, d := range ix.decls {
		if d.path == rt.Path && d.method == rt.method() {
			return d, true
		}
	}
	return routeDecl{}, false
}

// testsOf lists the tests that request rt's path (and, for a POST route,
// name POST), those of the handler file's own _test.go first.
func (ix *sourceIndex) testsOf(rt *Route, decl routeDecl) string {
	re := pathRegexp(rt.Path)
	// A literal that is a more specific route's request is that route's:
	// /tokens/neo/supply is not a request of /tokens/:address/...
	static := ix.staticPaths(rt)
	var own, other []string
	ownFile := strings.TrimSuffix(ix.funcs[decl.handler], ".go") + "_test.go"
	if decl.handler == "" || decl.handler == "constant" {
		ownFile = strings.TrimSuffix(decl.file, ".go") + "_test.go"
	}
	for _, t := range ix.tests {
		if rt.method() == http.MethodPost && !t.post {
			continue
		}
		if !slices.ContainsFunc(t.patterns, func(p string) bool {
			if re.MatchString(p) && !slices.ContainsFunc(static, func(s *regexp.Regexp) bool { return s.MatchString(p) }) {
				return true
			}
			return placeholderMatch(p, rt.Path)
		}) {
			continue
		}
		link := fmt.Sprintf("[`%s`](%s)", t.name, docLink("httpapi", t.file))
		if t.file == ownFile {
			own = append(own, link)
		} else {
			other = append(other, link)
		}
	}
	all := append(own, other...)
	if len(all) == 0 {
		return "none"
	}
	if len(all) > maxDocTests {
		return strings.Join(all[:maxDocTests], ", ") + fmt.Sprintf(" and %d more", len(all)-maxDocTests)
	}
	return strings.Join(all, ", ")
}

// staticPaths are the regexps of the declared routes with fewer
// parameters than rt that share its shape (a literal segment where rt has
// a parameter).
func (ix *sourceIndex) staticPaths(rt *Route) []*regexp.Regexp {
	params := func(p string) int { return strings.Count(p, "/:") }
	var out []*regexp.Regexp
	for _, d := range ix.decls {
		if d.path != rt.Path && params(d.path) < params(rt.Path) && pathRegexp(rt.Path).MatchString(d.path) {
			out = append(out, pathRegexp(d.path))
		}
	}
	return out
}
