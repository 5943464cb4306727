package main

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/postgres"
)

// TestSplitStoreWritesGoToThePrimary: with DATABASE_READ_URL set, every
// write the HTTP routes make goes to the primary. The read pool is opened
// on the same database here, but read-only (postgres.OpenRead), as a
// standby would be: each write succeeds through the split store and is
// refused by the read pool itself, so a write method the split store did
// not route would fail, not land on the replica.
func TestSplitStoreWritesGoToThePrimary(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	url, db := newTestDB(t, ctx)
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	rdb, err := postgres.OpenRead(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	s := newSplitStore(rdb, db, 10*time.Millisecond)
	now := time.Now().UTC().Truncate(time.Second)
	token, wallet, referrer := wire.Address{1}, wire.Address{2}, wire.Address{3}
	logo := mainapi.Logo{Token: token, ContentType: "image/png", Bytes: []byte{0x89, 'P', 'N', 'G'}, FetchedAt: now, Source: "test"}
	handle, id := "alice", "42"
	change := mainapi.ProfileChange{Address: wallet, SetX: true, XHandle: &handle, XUserID: &id,
		Digest: [32]byte{9}, DigestExpires: now.Add(time.Hour), Now: now}
	bind := mainapi.ReferralRequest{Referee: wallet, Referrer: referrer, Signature: []byte{1}, MaxReferees: 10, Now: now}

	// The read pool refuses each write (SQLSTATE 25006, read-only
	// transaction) ...
	readOnly := func(what string, err error) {
		t.Helper()
		var pe *pgconn.PgError
		if !errors.As(err, &pe) || pe.Code != "25006" {
			t.Errorf("%s on the read pool: err %v, want a read-only transaction error (25006)", what, err)
		}
	}
	readOnly("StoreLogo", rdb.StoreLogo(ctx, logo))
	readOnly("ReplaceLogo", rdb.ReplaceLogo(ctx, logo))
	_, err = rdb.WriteProfile(ctx, change)
	readOnly("WriteProfile", err)
	_, _, err = rdb.BindReferral(ctx, bind)
	readOnly("BindReferral", err)

	// ... and the split store writes each on the primary, where its reads
	// (here the same database) then find it.
	if err := s.StoreLogo(ctx, logo); err != nil {
		t.Errorf("StoreLogo: %v", err)
	}
	if err := s.ReplaceLogo(ctx, logo); err != nil {
		t.Errorf("ReplaceLogo: %v", err)
	}
	if _, ok, err := s.FindLogo(ctx, token); err != nil || !ok {
		t.Errorf("FindLogo after the write: ok %v, err %v", ok, err)
	}
	if _, err := s.WriteProfile(ctx, change); err != nil {
		t.Errorf("WriteProfile: %v", err)
	}
	if p, ok, err := s.Profile(ctx, wallet); err != nil || !ok || p.XHandle == nil || *p.XHandle != handle {
		t.Errorf("Profile after the write: %+v, ok %v, err %v", p, ok, err)
	}
	if used, err := s.SignedDigestUsed(ctx, change.Digest, now); err != nil || !used {
		t.Errorf("SignedDigestUsed after the write: %v, %v", used, err)
	}
	if _, _, err := s.BindReferral(ctx, bind); err != nil {
		t.Errorf("BindReferral: %v", err)
	}
}

// TestSplitStorePollsTheReadHead: the split store's ListenHeads polls the
// read server's head: changed fires when the head moves and while the
// read server fails (so the HTTP layer re-reads and answers 503), and
// onError once per streak of failures.
func TestSplitStorePollsTheReadHead(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	url, db := newTestDB(t, ctx)
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	rdb, err := postgres.OpenRead(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	s := newSplitStore(rdb, db, 10*time.Millisecond)
	changed, failed := make(chan struct{}, 100), make(chan error, 100)
	lctx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() {
		done <- s.ListenHeads(lctx, func() { changed <- struct{}{} }, func(err error) { failed <- err })
	}()
	wait := func(what string, ch <-chan struct{}) {
		t.Helper()
		select {
		case <-ch:
		case <-time.After(5 * time.Second):
			t.Fatalf("no change signalled after %s", what)
		}
	}
	time.Sleep(50 * time.Millisecond) // the poll's first read: no change to signal
	if n := len(changed); n != 0 {
		t.Errorf("%d changes signalled before the head moved", n)
	}
	if _, err := db.Pool.Exec(ctx, `INSERT INTO chain_head (number, hash, timestamp) VALUES (7, decode(repeat('07', 32), 'hex'), 1)`); err != nil {
		t.Fatal(err)
	}
	wait("the head appeared", changed)
	if n := len(failed); n != 0 {
		t.Fatalf("head reads failed: %v", <-failed)
	}
	if _, err := db.Pool.Exec(ctx, `UPDATE chain_head SET number = 8, hash = decode(repeat('08', 32), 'hex')`); err != nil {
		t.Fatal(err)
	}
	wait("the head moved", changed)
	for len(changed) > 0 {
		<-changed
	}
	time.Sleep(50 * time.Millisecond)
	if n := len(changed); n != 0 {
		t.Errorf("%d changes signalled while the head stood still", n)
	}
	rdb.Close() // the read server is gone: every poll fails
	wait("the read server failed", changed)
	wait("the read server still failing", changed)
	time.Sleep(50 * time.Millisecond)
	if n := len(failed); n != 1 {
		t.Errorf("onError called %d times in one streak of failures, want 1", n)
	}
	stop()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("ListenHeads returned %v, want context.Canceled", err)
	}
}
