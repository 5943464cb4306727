// Package apiref is the interactive API reference page (GET /docs) of both
// services: Redoc's standalone bundle, embedded in the binary so the page
// works offline (no CDN at run time), rendering the service's own
// /openapi.json.
//
// The bundle is copied from the npm package pinned in package.json by
// `make apiref` and committed, so `go build` needs no Node; see
// docs/operations.md ("API reference page").
package apiref

import (
	_ "embed"
	"html"
)

// Script is redoc.standalone.js of the pinned redoc release.
//
//go:embed redoc.standalone.js
var Script []byte

// ScriptContentType is the Content-Type of Script.
const ScriptContentType = "text/javascript; charset=utf-8"

// PageContentType is the Content-Type of Page.
const PageContentType = "text/html; charset=utf-8"

// ScriptPath is where a service serves Script, beside its /docs page.
const ScriptPath = "/docs/redoc.standalone.js"

// Page is the HTML of the reference page served at <base>/docs. Both URLs
// are relative to the page, so it works under any base path (funbackend's
// /backend-fun/<chain-slug>) and behind a path-rewriting proxy: the spec
// is <base>/openapi.json and the script <base>/docs/redoc.standalone.js.
func Page(title string) []byte {
	t := html.EscapeString(title)
	return []byte(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>` + t + `</title>
<style>body{margin:0;padding:0}</style>
</head>
<body>
<redoc spec-url="openapi.json" hide-download-button="false" expand-responses="200"></redoc>
<script src="docs/redoc.standalone.js"></script>
</body>
</html>
`)
}
