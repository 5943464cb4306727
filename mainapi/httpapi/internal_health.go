package httpapi

import (
	"crypto/subtle"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

// GET /internal/health: the indexer's state for operators (bearer
// INTERNAL_TOKEN; registered by internalRoutes in webhook.go).

type indexerHealthBody struct {
	OK bool `json:"ok"`
	// State is running, halted, stopped (no recent status) or unknown (no
	// indexer ever ran).
	State        string `json:"state"`
	Reason       string `json:"reason,omitempty"`
	Error        string `json:"error,omitempty"`
	Head         uint64 `json:"head"`
	HeadHash     string `json:"headHash"`
	NodeHead     uint64 `json:"nodeHead"`
	LagBlocks    uint64 `json:"lagBlocks"`
	InboxPending int    `json:"inboxPending"`
	UpdatedAt    int64  `json:"updatedAt"`
}

// indexerHealth answers 200 when the indexer runs within MaxLagBlocks of
// the node, and 503 when it halted, stopped recording its status, never
// ran, or lags.
func (s *server) indexerHealth(c *gin.Context, in Internal) (any, error) {
	auth := c.GetHeader("Authorization")
	if subtle.ConstantTimeCompare([]byte(auth), []byte("Bearer "+in.Token)) != 1 {
		return nil, errUnauthorized
	}
	h, err := in.Health.IndexerHealth(c.Request.Context())
	if err != nil {
		s.log.Warn("internal health: read", "err", err)
		return nil, errDatabase
	}
	out := indexerHealthBody{State: "running", Error: h.Error, NodeHead: h.NodeHead, InboxPending: h.InboxPending}
	if h.HasHead {
		out.Head, out.HeadHash = h.Head.Number, h.Head.Hash.String()
	}
	if h.NodeHead > out.Head {
		out.LagBlocks = h.NodeHead - out.Head
	}
	if h.Known {
		out.UpdatedAt = h.UpdatedAt.Unix()
	}
	switch {
	case !h.Known:
		out.State, out.Reason = "unknown", "no indexer has run"
	case h.Halted:
		out.State, out.Reason = "halted", "ingest halted"
	case s.now().Sub(h.UpdatedAt) > in.StaleAfter:
		out.State, out.Reason = "stopped", "no status recorded for "+s.now().Sub(h.UpdatedAt).Round(time.Second).String()
	case out.LagBlocks > in.MaxLagBlocks:
		out.Reason = "lagging " + strconv.FormatUint(out.LagBlocks, 10) + " blocks behind the node"
	default:
		out.OK = true
		return out, nil
	}
	return withStatus{Status: http.StatusServiceUnavailable, Body: out}, nil
}
