package main

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"os"

	"github.com/neoswap/neoswap/common/deployment"
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

// loadedDeployment is DEPLOYMENT_FILE as read by a command's setup: the
// file is read once per process and passed to whatever needs it.
type loadedDeployment struct {
	file *deployment.File // nil when DEPLOYMENT_FILE is unset or unreadable
	err  error            // why an existing DEPLOYMENT_FILE could not be read
}

// loadDeployment reads DEPLOYMENT_FILE; unset is no error.
func loadDeployment(cfg mainapi.Config) loadedDeployment {
	if cfg.DeploymentFile == "" {
		return loadedDeployment{}
	}
	f, err := deployment.Read(cfg.DeploymentFile)
	if err != nil {
		return loadedDeployment{err: err}
	}
	return loadedDeployment{file: &f}
}

// forConfig returns the file for /config. Unset or unreadable is not
// fatal: /config then answers every address zero and names the critical
// keys in misconfigured.
func (d loadedDeployment) forConfig(log *slog.Logger) *deployment.File {
	switch {
	case d.err != nil:
		log.Error("deployment file unreadable: /config reports every address as zero", "err", d.err)
	case d.file == nil:
		log.Warn("DEPLOYMENT_FILE unset: /config reports every address as zero")
	}
	return d.file
}
