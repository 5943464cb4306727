package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/apiref"
)

// The OpenAPI 3.0 document of the public routes (GET /openapi.json), built
// from the same route table NewRouter registers: each route's path and
// method, its path parameters, its summary, its Cache-Control and its
// rate-limit bucket (x-cache-control, x-rate-limit). The bodies' shapes are
// in docs/funbackend.md; the operator routes under /admin are left out.
// GET /docs renders it with the embedded Redoc (common/apiref).

type oaDoc struct {
	OpenAPI string                             `json:"openapi"`
	Info    oaInfo                             `json:"info"`
	Servers []oaServer                         `json:"servers"`
	Paths   map[string]map[string]*oaOperation `json:"paths"`
}

type oaInfo struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description"`
}

type oaServer struct {
	URL         string `json:"url"`
	Description string `json:"description"`
}

type oaOperation struct {
	Summary      string                `json:"summary"`
	OperationID  string                `json:"operationId"`
	Parameters   []oaParameter         `json:"parameters,omitempty"`
	Responses    map[string]oaResponse `json:"responses"`
	CacheControl string                `json:"x-cache-control,omitempty"`
	RateLimit    string                `json:"x-rate-limit,omitempty"`
}

type oaParameter struct {
	Name     string            `json:"name"`
	In       string            `json:"in"`
	Required bool              `json:"required"`
	Schema   map[string]string `json:"schema"`
}

type oaResponse struct {
	Description string `json:"description"`
}

// openAPIDoc describes the routes registered (rts) under basePath.
func openAPIDoc(rts []route, basePath, commit string) ([]byte, error) {
	doc := oaDoc{
		OpenAPI: "3.0.3",
		Info: oaInfo{Title: "NeoSwap launch backend (funbackend)", Version: commit,
			Description: "The launch venue's routes. Response bodies are JSON unless the summary says otherwise; errors answer {\"error\": message}. Field-level descriptions are in docs/funbackend.md."},
		Servers: []oaServer{{URL: strings.TrimRight(basePath, "/"), Description: "this service's base path /backend-fun/<chain-slug>"}},
		Paths:   map[string]map[string]*oaOperation{},
	}
	for _, rt := range rts {
		if rt.admin || rt.unpublished {
			continue
		}
		path, params := openAPIPath(rt.path)
		op := &oaOperation{
			Summary:     rt.summary,
			OperationID: strings.ToLower(rt.method) + strings.NewReplacer("/", "_", "{", "", "}", "", ".", "_", "-", "_").Replace(path),
			Parameters:  params,
			Responses: map[string]oaResponse{
				"200":     {Description: "success"},
				"default": {Description: "an error: {\"error\": message}"},
			},
			RateLimit: rt.limiter,
		}
		switch {
		case rt.serve != nil:
			op.CacheControl = rt.tier
		case rt.noStore:
			op.CacheControl = TierNoStore
		}
		if doc.Paths[path] == nil {
			doc.Paths[path] = map[string]*oaOperation{}
		}
		doc.Paths[path][strings.ToLower(rt.method)] = op
	}
	return json.Marshal(doc)
}

// openAPIPath turns a gin pattern (/tokens/:address) into an OpenAPI path
// (/tokens/{address}) and its path parameters.
func openAPIPath(p string) (string, []oaParameter) {
	var params []oaParameter
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if name, ok := strings.CutPrefix(s, ":"); ok {
			segs[i] = "{" + name + "}"
			params = append(params, oaParameter{Name: name, In: "path", Required: true, Schema: map[string]string{"type": "string"}})
		}
	}
	return strings.Join(segs, "/"), params
}

// staticBody answers a constant body with a content ETag (If-None-Match
// revalidates to 304) and a public five-minute Cache-Control.
type staticBody struct {
	ctype, etag string
	body        []byte
}

func newStaticBody(ctype string, body []byte) *staticBody {
	sum := sha256.Sum256(body)
	return &staticBody{ctype: ctype, body: body, etag: `"` + hex.EncodeToString(sum[:16]) + `"`}
}

func (b *staticBody) serve(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("Cache-Control", TierDeprecated) // public, max-age=300
	h.Set("ETag", b.etag)
	if inm := c.GetHeader("If-None-Match"); inm != "" && (inm == "*" || strings.Contains(inm, b.etag)) {
		c.Status(http.StatusNotModified)
		c.Writer.WriteHeaderNow()
		return
	}
	h.Set("X-Content-Type-Options", "nosniff")
	c.Data(http.StatusOK, b.ctype, b.body)
}

// openAPI serves GET /openapi.json.
func (s *server) openAPI(c *gin.Context) { s.docs.spec.serve(c) }

// docsPage serves GET /docs, the reference page.
func (s *server) docsPage(c *gin.Context) { s.docs.page.serve(c) }

// docsScript serves the page's renderer, Redoc's standalone bundle.
func (s *server) docsScript(c *gin.Context) { s.docs.script.serve(c) }

// referenceBodies are the constant bodies of /openapi.json and /docs.
type referenceBodies struct {
	spec, page, script *staticBody
}

func newReferenceBodies(rts []route, basePath, commit string) (referenceBodies, error) {
	spec, err := openAPIDoc(rts, basePath, commit)
	if err != nil {
		return referenceBodies{}, err
	}
	return referenceBodies{
		spec:   newStaticBody("application/json; charset=utf-8", spec),
		page:   newStaticBody(apiref.PageContentType, apiref.Page("NeoSwap launch backend API reference")),
		script: newStaticBody(apiref.ScriptContentType, apiref.Script),
	}, nil
}
