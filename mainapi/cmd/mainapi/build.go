package main

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"os"

	"github.com/neoswap/neoswap/contracts/deploy"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
)

// Stamped at build time: the Makefile passes -ldflags "-X main.commit=<sha>";
// a release pipeline may add -X main.buildID=<id>.
var (
	commit  = "unknown"
	buildID = ""
)

// build identifies this binary for /version. Without a stamped build id it
// is the first 12 bytes of the executable's SHA-256, which names the exact
// artifact; "unknown" when the executable cannot be read.
func build() httpapi.Build {
	id := buildID
	if id == "" {
		id = "unknown"
		if exe, err := os.Executable(); err == nil {
			if f, err := os.Open(exe); err == nil {
				h := sha256.New()
				if _, err := io.Copy(h, f); err == nil {
					id = "sha256:" + hex.EncodeToString(h.Sum(nil)[:12])
				}
				f.Close()
			}
		}
	}
	return httpapi.Build{Commit: commit, BuildID: id}
}

// loadDeployment reads DEPLOYMENT_FILE for /config. Unset or unreadable is
// not fatal: /config then answers every address zero and names the
// critical keys in misconfigured.
func loadDeployment(cfg mainapi.Config, log *slog.Logger) *deploy.File {
	if cfg.DeploymentFile == "" {
		log.Warn("DEPLOYMENT_FILE unset: /config reports every address as zero")
		return nil
	}
	f, err := deploy.ReadJSON(cfg.DeploymentFile)
	if err != nil {
		log.Error("deployment file unreadable: /config reports every address as zero", "err", err)
		return nil
	}
	return &f
}
