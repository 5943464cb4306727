package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/apiref"
)

// docsRoutes are the interactive API reference (GET /docs): Redoc,
// embedded in the binary (common/apiref), rendering /openapi.json in the
// browser. Both are HTML and JavaScript, not JSON, so they are left out of
// /openapi.json like the logo route; the bodies are constant, so their
// ETags are content hashes and a revalidation answers 304.
func docsRoutes() []*Route {
	page := blob{ContentType: apiref.PageContentType, Data: apiref.Page("NeoSwap main API reference")}
	script := blob{ContentType: apiref.ScriptContentType, Data: apiref.Script}
	return []*Route{
		{
			Path: "/docs", Summary: "the interactive API reference page (HTML), rendered from /openapi.json offline",
			Tier: TierStatic, ETag: ETagContent, Unpublished: true,
			Response: blob{}, Handle: fixedBlob(page),
		},
		{
			Path: "/docs/redoc.standalone.js", // apiref.ScriptPath Summary: "the reference page's renderer (Redoc's standalone bundle, JavaScript)",
			Tier: TierStatic, ETag: ETagContent, Unpublished: true,
			Response: blob{}, Handle: fixedBlob(script),
		},
	}
}

// fixedBlob answers a constant non-JSON body.
func fixedBlob(b blob) func(*gin.Context) (any, error) {
	return func(*gin.Context) (any, error) { return b, nil }
}
