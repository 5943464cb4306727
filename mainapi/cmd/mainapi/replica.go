package main

import (
	"context"
	"time"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/httpapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// splitStore is the HTTP routes' store when DATABASE_READ_URL names another
// server than DATABASE_URL (docs/replicas.md): every read goes to read,
// typically a streaming replica, and the wallet-signed writes, the logo
// stores and their replay check go to primary. The webhook inbox, the
// indexer and the jobs are given primary directly (serve). The read pool's
// sessions are read-only (postgres.OpenRead), so a write method missing
// here fails loudly instead of landing on the wrong server.
type splitStore struct {
	httpapi.Store // read: an interface, so read's ListenHeads is not promoted
	read          *postgres.DB
	primary       *postgres.DB
	poll          time.Duration // HEAD_POLL
}

func newSplitStore(read, primary *postgres.DB, poll time.Duration) *splitStore {
	return &splitStore{Store: read, read: read, primary: primary, poll: poll}
}

var (
	_ httpapi.Store        = (*splitStore)(nil)
	_ httpapi.HeadListener = (*splitStore)(nil)
)

// ListenHeads polls the read server's head (a hot standby delivers no
// NOTIFY): the head the HTTP layer serves is the one the replica has
// applied, so a client is never told of a block it cannot read yet.
func (s *splitStore) ListenHeads(ctx context.Context, changed func(), onError func(error)) error {
	return s.read.PollHeads(ctx, s.poll, changed, onError)
}

// SignedDigestUsed reads the primary: a replay must be seen the moment the
// first use commits, not once the replica replays it.
func (s *splitStore) SignedDigestUsed(ctx context.Context, digest [32]byte, now time.Time) (bool, error) {
	return s.primary.SignedDigestUsed(ctx, digest, now)
}

func (s *splitStore) WriteProfile(ctx context.Context, c mainapi.ProfileChange) (mainapi.Profile, error) {
	return s.primary.WriteProfile(ctx, c)
}

func (s *splitStore) BindReferral(ctx context.Context, r mainapi.ReferralRequest) (mainapi.ReferralOutcome, mainapi.ReferralBinding, error) {
	return s.primary.BindReferral(ctx, r)
}

func (s *splitStore) StoreLogo(ctx context.Context, l mainapi.Logo) error {
	return s.primary.StoreLogo(ctx, l)
}

func (s *splitStore) ReplaceLogo(ctx context.Context, l mainapi.Logo) error {
	return s.primary.ReplaceLogo(ctx, l)
}
