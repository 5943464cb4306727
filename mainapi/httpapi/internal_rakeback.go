package httpapi

import (
	"context"
	"crypto/subtle"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /internal/jobs/rakeback: the weekly Rakeback job for operators
// (bearer INTERNAL_TOKEN; registered by internalRoutes in webhook.go). The
// trees and their steps are read from the database, so the route tells the
// truth whichever process runs the job and across restarts.

// RakebackJobReader reads the job's trees.
type RakebackJobReader interface {
	// RakebackTrees returns the latest trees, newest first, at most limit.
	RakebackTrees(ctx context.Context, limit int) ([]mainapi.RakebackTree, error)
}

type rakebackJobSlice struct {
	Token     wire.Address `json:"token"`
	Declared  wire.Wei     `json:"declared" doc:"the slice's declared total (sum of its leaves)"`
	Needed    wire.Wei     `json:"needed" doc:"the vested amount before the cap"`
	Available wire.Wei     `json:"available" doc:"RakebackV2.unposted(token) when the tree was built"`
	Scaled    bool         `json:"scaled" doc:"declared < needed: scaled down pro rata to the inflow"`
}

type rakebackJobTree struct {
	Epoch     int64              `json:"epoch"`
	State     string             `json:"state" enum:"built,posted,done,conflict"`
	Root      wire.Hash          `json:"root"`
	Leaves    int                `json:"leaves"`
	Slices    []rakebackJobSlice `json:"slices"`
	PostTx    *wire.Hash         `json:"postTx"`
	LastError string             `json:"lastError"`
}

type rakebackJobBody struct {
	Trees []rakebackJobTree          `json:"trees" doc:"the latest 12 trees, newest first"`
	Job   *mainapi.RakebackJobStatus `json:"job" doc:"the job's status in this process; null when it runs elsewhere or is off"`
}

func (s *server) rakebackJob(c *gin.Context, in Internal) (any, error) {
	auth := c.GetHeader("Authorization")
	if subtle.ConstantTimeCompare([]byte(auth), []byte("Bearer "+in.Token)) != 1 {
		return nil, errUnauthorized
	}
	trees, err := in.Rakeback.RakebackTrees(c.Request.Context(), 12)
	if err != nil {
		return nil, err
	}
	body := rakebackJobBody{Trees: make([]rakebackJobTree, len(trees))}
	for i, t := range trees {
		out := rakebackJobTree{Epoch: t.Epoch, State: t.State, Root: wire.Hash(t.Root), Leaves: t.LeafCount,
			LastError: t.LastError, Slices: make([]rakebackJobSlice, len(t.Tokens))}
		if t.PostTx != nil {
			h := wire.Hash(*t.PostTx)
			out.PostTx = &h
		}
		for k, token := range t.Tokens {
			out.Slices[k] = rakebackJobSlice{Token: wire.Address(token), Declared: wire.MustNewWei(t.Declared[k]),
				Needed: wire.MustNewWei(t.Needed[k]), Available: wire.MustNewWei(t.Available[k]),
				Scaled: t.Declared[k].Cmp(t.Needed[k]) < 0}
		}
		body.Trees[i] = out
	}
	if in.RakebackJob != nil {
		if st, ok := in.RakebackJob(); ok {
			body.Job = &st
		}
	}
	return body, nil
}
