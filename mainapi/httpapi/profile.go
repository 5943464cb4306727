package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// The profile reads of spec 4.6: one wallet's profile (BLOCK, versioned on
// its row's updated_at) and a batch of 1 to 120 (CRON_FAST). The signed
// writes are in profile_write.go and profile_x.go (docs/profiles.md).

// profileStore is what the profile routes read and write.
type profileStore interface {
	// Profile returns the wallet's profile; ok is false when it has no row.
	Profile(ctx context.Context, wallet wire.Address) (p mainapi.Profile, ok bool, err error)
	// Profiles returns the rows of those wallets that have one.
	Profiles(ctx context.Context, wallets []wire.Address) ([]mainapi.Profile, error)
	// ProfileVersion returns the row's updated_at in Unix microseconds (0: no row).
	ProfileVersion(ctx context.Context, wallet wire.Address) (int64, error)
	// SignedDigestUsed reports whether a signed text was used and has not expired at now.
	SignedDigestUsed(ctx context.Context, digest [32]byte, now time.Time) (bool, error)
	// WriteProfile applies a signed change atomically (mainapi.ErrReplayed: nothing written).
	WriteProfile(ctx context.Context, c mainapi.ProfileChange) (mainapi.Profile, error)
}

// ProfilesMaxAddresses bounds /profiles?addresses= (spec 8).
const ProfilesMaxAddresses = 120

// profileBody is the profile object (spec 2.2), identical from every
// profile route.
type profileBody struct {
	Address       wire.Address `json:"address"`
	NeocatTokenID *string      `json:"neocatTokenId" doc:"decimal id of the Neocat shown as the wallet's picture; null when none"`
	XHandle       *string      `json:"xHandle" doc:"the linked X account's username, without @; null when none"`
	XVerified     bool         `json:"xVerified" doc:"true when xHandle was linked through X's OAuth; false when no handle is linked"`
}

func toProfileBody(p mainapi.Profile) profileBody {
	b := profileBody{Address: p.Address, XHandle: p.XHandle, XVerified: p.XHandle != nil}
	if p.NeocatTokenID != nil {
		id := p.NeocatTokenID.String()
		b.NeocatTokenID = &id
	}
	return b
}

type profilesBody struct {
	Profiles map[string]profileBody `json:"profiles" doc:"by lowercase address; wallets without a profile are absent"`
}

const profileExample = "0x00000000000000000000000000000000000000a1"

func (s *server) profileRoutes(d Deps) []*Route {
	return []*Route{
		{
			Path: "/profile/:address", Summary: "a wallet's profile; a wallet without one answers nulls and xVerified false",
			Tier: TierBlock, ETag: ETagProfile("address"),
			Params:   []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: profileExample, Doc: "wallet"}},
			Response: profileBody{}, Handle: s.profile,
			Reads: reads[profileStore]("Profile"),
		},
		{
			Path: "/profiles", Summary: "the profiles of 1 to 120 wallets; wallets without one are absent",
			Tier: TierCronFast, ETag: ETagContent,
			Params: []Param{{Name: "addresses", Required: true, Example: profileExample + ",0x00000000000000000000000000000000000000a2",
				Doc: "comma-separated wallets, 1 to 120, any case", Invalid: "addresses must be 1 to 120 comma-separated addresses"}},
			Response: profilesBody{}, Handle: s.profiles,
			Reads: reads[profileStore]("Profiles"),
		},
		s.xStatusRoute(d),
		s.pfpRoute(d),
		s.xLinkRoute(d),
		s.xUnlinkRoute(d),
	}
}

func (s *server) profile(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	p, _, err := s.store.Profile(c.Request.Context(), wallet)
	if err != nil {
		return nil, err
	}
	p.Address = wallet
	return toProfileBody(p), nil
}

var errProfilesList = errorf(http.StatusBadRequest, "addresses must be 1 to 120 comma-separated addresses")

func (s *server) profiles(c *gin.Context) (any, error) {
	raw := c.Query("addresses")
	if raw == "" {
		return nil, errProfilesList
	}
	parts := strings.Split(raw, ",")
	if len(parts) > ProfilesMaxAddresses {
		return nil, errProfilesList
	}
	wallets := make([]wire.Address, 0, len(parts))
	seen := make(map[wire.Address]bool, len(parts))
	for _, p := range parts {
		a, err := wire.ParseAddress(strings.TrimSpace(p))
		if err != nil {
			return nil, errorf(http.StatusBadRequest, "invalid address in addresses: "+strconv.Quote(truncate(p, 64)))
		}
		if !seen[a] {
			seen[a] = true
			wallets = append(wallets, a)
		}
	}
	ps, err := s.store.Profiles(c.Request.Context(), wallets)
	if err != nil {
		return nil, err
	}
	out := profilesBody{Profiles: make(map[string]profileBody, len(ps))}
	for _, p := range ps {
		out.Profiles[p.Address.String()] = toProfileBody(p)
	}
	return out, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// profileETag is W/"p<updated_at in Unix microseconds>" of the wallet's
// row (p0 without one): the profile changes only through its signed
// writes, each of which moves updated_at forward.
func (s *server) profileETag(c *gin.Context, src ETagSource) (string, error) {
	wallet, err := addressParam(c, src.param)
	if err != nil {
		return "", err
	}
	v, err := s.store.ProfileVersion(c.Request.Context(), wallet)
	if err != nil {
		return "", err
	}
	return `W/"p` + strconv.FormatInt(v, 10) + `"`, nil
}
