package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// POST /referrals/attribute (spec 4.6, 5.2): the referee's signed,
// permanent first-touch referral. The handler checks the body and the
// signature; the store decides the rest in one serialized transaction
// (already bound, cycle, active referee, referrer cap) and writes the
// binding or nothing (docs/profiles.md).

// referralStore is what the referral write uses.
type referralStore interface {
	// BindReferral binds r.Referee to r.Referrer or says why it did not.
	BindReferral(ctx context.Context, r mainapi.ReferralRequest) (mainapi.ReferralOutcome, mainapi.ReferralBinding, error)
}

// ReferralSourceMaxChars bounds a sanitized source (spec 8).
const ReferralSourceMaxChars = 256

// DefaultReferralMaxReferees is a referrer's cap when the configuration
// sets none (REFERRAL_MAX_REFEREES).
const DefaultReferralMaxReferees = 1000

type referralRequest struct {
	Referee   string  `json:"referee" doc:"the signing wallet, 0x + 40 hex, any case"`
	Referrer  string  `json:"referrer" doc:"the referring wallet, 0x + 40 hex, any case"`
	Signature string  `json:"signature" doc:"0x hex of the referee's EIP-191 personal_sign of the referral text (65 bytes for an EOA; a smart account's ERC-1271 signature otherwise)"`
	Source    *string `json:"source,omitempty" doc:"free text (a campaign, a link); control characters dropped, whitespace collapsed, at most 256 characters after that"`
}

type referralBindingBody struct {
	RefereeAddress  wire.Address `json:"refereeAddress"`
	ReferrerAddress wire.Address `json:"referrerAddress"`
	Source          *string      `json:"source" doc:"the sanitized source; null when absent"`
	BoundAt         string       `json:"boundAt" doc:"ISO 8601 UTC with milliseconds"`
}

type referralBody struct {
	Bound   bool                `json:"bound" doc:"true: this request bound the referee; false with already: it was bound before"`
	Already bool                `json:"already,omitempty" doc:"present (true) when the referee was bound before: binding is that binding, whatever this request said"`
	Binding referralBindingBody `json:"binding"`
}

// referralRefusal is the body of a 400 refusal and of the 403.
type referralRefusal struct {
	Bound bool   `json:"bound" doc:"always false"`
	Error string `json:"error"`
}

// referralError is how /openapi.json describes a 400: a refusal carries
// bound false, a malformed body only the error.
type referralError struct {
	Bound *bool  `json:"bound,omitempty" doc:"false on a refusal (self-referral, cycle, active referee, referrer cap); absent when the body is malformed"`
	Error string `json:"error"`
}

// The refusals: 400 and 403 with {bound: false, error}.
var (
	refuseSelf   = referralRefusal{Error: "self-referral: referee and referrer are the same wallet"}
	refuseCycle  = referralRefusal{Error: "referral cycle: the referee is the referrer's referrer or further up its chain"}
	refuseActive = referralRefusal{Error: "referee already active: it has scored points"}
	refuseCapped = referralRefusal{Error: "referrer cap reached"}
	refuseBadSig = referralRefusal{Error: "signature is not the referee's"}
)

func refusal(status int, r referralRefusal) withStatus { return withStatus{Status: status, Body: r} }

func (s *server) referralRoute(d Deps) *Route {
	signer := walletSigner{caller: callerOf(d.Chain)}
	maxReferees := d.Config.ReferralMaxReferees
	if maxReferees <= 0 {
		maxReferees = DefaultReferralMaxReferees
	}
	return &Route{
		Method: http.MethodPost, Path: "/referrals/attribute",
		Summary: "bind the signing referee to a referrer, permanently (first touch); wallet-signed, see the description",
		Description: "The referee personal_signs (EIP-191) this text, both addresses lowercase and `<chainId>` the `chainId` of `/config` " +
			"(parts separated by one blank line, lines by `\\n`, no trailing newline):\n\n" + referralTemplate + "\n\n" +
			"An EOA's signature (65 bytes, v 27/28 or 0/1) must recover to the referee; otherwise the referee's ERC-1271 " +
			"`isValidSignature(hash, signature)` is called at the indexed head and must return the magic value (403 when neither). " +
			"200 `{bound: true, binding}` binds; 200 `{bound: false, already: true, binding}` answers a referee bound before, with its " +
			"existing binding. 400 `{bound: false, error}`: self-referral, a cycle (the referee is up the referrer's chain), a referee that " +
			"has scored points (a fee-paying FeeRouter swap indexed), a referrer at its cap (`REFERRAL_MAX_REFEREES`, " +
			strconv.Itoa(maxReferees) + " on this server). 400 `{error}`: malformed body. 413 over 64 KB; 503 when a smart-account check " +
			"needs the chain and none is configured. Nothing is written unless bound.",
		Tier: tierNoStore, ETag: ETagNone, Errors: []int{400, 403, 413},
		Request:      referralRequest{},
		Response:     referralBody{},
		StatusBodies: map[int]any{http.StatusBadRequest: referralError{}, http.StatusForbidden: referralRefusal{}},
		Handle:       func(c *gin.Context) (any, error) { return s.attributeReferral(c, signer, maxReferees) },
		Reads:        reads[referralStore]("BindReferral"),
	}
}

// attributeReferral checks in order of cost: the body, the signature (a
// chain read only for a smart account), then the store's checks and write.
func (s *server) attributeReferral(c *gin.Context, signer walletSigner, maxReferees int) (any, error) {
	var req referralRequest
	if err := readSignedBody(c, &req); err != nil {
		return nil, err
	}
	referee, err := bodyAddress("referee", req.Referee)
	if err != nil {
		return nil, err
	}
	referrer, err := bodyAddress("referrer", req.Referrer)
	if err != nil {
		return nil, err
	}
	sig, err := parseSignature(req.Signature)
	if err != nil {
		return nil, err
	}
	source := sanitizeSource(req.Source)
	if source != nil && utf8.RuneCountInString(*source) > ReferralSourceMaxChars {
		return nil, errorf(http.StatusBadRequest, "source over "+strconv.Itoa(ReferralSourceMaxChars)+" characters")
	}
	if referee == referrer {
		return refusal(http.StatusBadRequest, refuseSelf), nil
	}
	ctx := c.Request.Context()
	digest := signedDigest(ReferralMessage(referee, referrer, s.cfg.ChainID))
	ok, err := signer.signedBy(ctx, referee, digest, sig, headBlock(c))
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			s.log.Warn("referral: chain read failed", "referee", referee.String(), "err", err)
			return nil, errChainUnavailable
		}
		return nil, err
	}
	if !ok {
		return refusal(http.StatusForbidden, refuseBadSig), nil
	}
	outcome, b, err := s.store.BindReferral(ctx, mainapi.ReferralRequest{
		Referee: referee, Referrer: referrer, Source: source, Signature: sig, MaxReferees: maxReferees, Now: s.now(),
	})
	if err != nil {
		return nil, err
	}
	body := referralBindingBody{RefereeAddress: b.Referee, ReferrerAddress: b.Referrer, Source: b.Source, BoundAt: isoMillis(b.BoundAt)}
	switch outcome {
	case mainapi.ReferralBound:
		s.log.Info("referral bound", "referee", referee.String(), "referrer", referrer.String())
		return referralBody{Bound: true, Binding: body}, nil
	case mainapi.ReferralAlready:
		return referralBody{Already: true, Binding: body}, nil
	case mainapi.ReferralCycle:
		return refusal(http.StatusBadRequest, refuseCycle), nil
	case mainapi.ReferralActive:
		return refusal(http.StatusBadRequest, refuseActive), nil
	default:
		return refusal(http.StatusBadRequest, refuseCapped), nil
	}
}
