package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/erc1271"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// POST /profile/pfp and POST /profile/x/unlink (spec 4.6): signed by the
// wallet itself over a text naming the action, the wallet, the chain and
// an issue time (signed_messages.go). A text is accepted once, within
// SignedMaxAge of its issuedAt (docs/profiles.md).

// optionalDecimal is a body field that must be present and is a decimal
// string or null: Set tells a null from an absent field.
type optionalDecimal struct {
	Set   bool
	Value *string
}

// UnmarshalJSON records that the field is present; a non-string, non-null
// value is an error.
func (o *optionalDecimal) UnmarshalJSON(b []byte) error {
	o.Set = true
	return json.Unmarshal(b, &o.Value)
}

type pfpRequest struct {
	Address   string          `json:"address" doc:"the signing wallet, 0x + 40 hex, any case"`
	TokenID   optionalDecimal `json:"tokenId" doc:"decimal id of a Neocat the wallet holds or stakes; null clears the picture"`
	Signature string          `json:"signature" doc:"0x hex of the wallet's EIP-191 personal_sign of the pfp text"`
	IssuedAt  *int64          `json:"issuedAt" doc:"Unix seconds written in the signed text: at most 600 s old, at most 60 s ahead of the server's clock"`
}

type unlinkRequest struct {
	Address   string `json:"address" doc:"the signing wallet, 0x + 40 hex, any case"`
	Signature string `json:"signature" doc:"0x hex of the wallet's EIP-191 personal_sign of the unlink text"`
	IssuedAt  *int64 `json:"issuedAt" doc:"Unix seconds written in the signed text: at most 600 s old, at most 60 s ahead of the server's clock"`
}

// The pfp's own refusals.
var (
	errPfpNoToken   = errorf(http.StatusBadRequest, "missing tokenId (a decimal string, or null to clear)")
	errPfpBadToken  = errorf(http.StatusBadRequest, "tokenId must be a decimal integer string below 2^256, or null")
	errPfpNotHolder = errorf(http.StatusForbidden, "wallet neither holds nor stakes that Neocat")
)

// maxUint256 bounds a token id.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

var (
	neocatNftABI     = bindings.NewNeocatNft()
	neocatStakingABI = bindings.NewNeocatStaking()
)

// neocats reads who holds and who stakes a Neocat.
type neocats struct {
	caller  ethereum.ContractCaller // nil: no chain, pfp writes answer 503
	nft     common.Address          // NeocatNft; zero: 503
	staking common.Address          // NeocatStaking; zero: only held Neocats count
}

func newNeocats(d Deps) neocats {
	n := neocats{caller: callerOf(d.Chain)}
	if d.Deployment != nil {
		n.nft, n.staking = d.Deployment.Addresses.NeocatNft, d.Deployment.Addresses.NeocatStaking
	}
	return n
}

// heldOrStaked returns nil when wallet holds (ownerOf) or stakes
// (stakerOf) Neocat id at block, a 403 *Error when it does neither or the
// token does not exist, any other error for a failed read.
func (n neocats) heldOrStaked(ctx context.Context, wallet wire.Address, id *big.Int, block *big.Int) error {
	ctx, cancel := context.WithTimeout(ctx, signedChainTimeout)
	defer cancel()
	out, err := n.caller.CallContract(ctx, ethereum.CallMsg{To: &n.nft, Data: neocatNftABI.PackOwnerOf(id)}, block)
	if erc1271.IsRevert(err) {
		// ERC-721 ownerOf reverts for a token never minted or burned.
		return errorf(http.StatusForbidden, "Neocat "+id.String()+" does not exist")
	}
	if err != nil {
		return fmt.Errorf("ownerOf(%s): %w", id, err)
	}
	owner, err := neocatNftABI.UnpackOwnerOf(out)
	if err != nil {
		return fmt.Errorf("ownerOf(%s): %w", id, err)
	}
	if owner == common.Address(wallet) {
		return nil
	}
	if n.staking == (common.Address{}) {
		return errPfpNotHolder
	}
	out, err = n.caller.CallContract(ctx, ethereum.CallMsg{To: &n.staking, Data: neocatStakingABI.PackStakerOf(id)}, block)
	if err != nil {
		return fmt.Errorf("stakerOf(%s): %w", id, err)
	}
	staker, err := neocatStakingABI.UnpackStakerOf(out)
	if err != nil {
		return fmt.Errorf("stakerOf(%s): %w", id, err)
	}
	if staker != common.Address(wallet) {
		return errPfpNotHolder
	}
	return nil
}

func (s *server) pfpRoute(d Deps) *Route {
	signer, cats := walletSigner{caller: callerOf(d.Chain)}, newNeocats(d)
	return &Route{
		Method: http.MethodPost, Path: "/profile/pfp",
		Summary: "set (or clear) the wallet's profile picture to a Neocat it holds or stakes; wallet-signed, see the description",
		Description: "The wallet personal_signs (EIP-191) this text, the address lowercase, `<chainId>` the `chainId` of `/config` and " +
			"`<issuedAt>` the body's `issuedAt` (lines joined by `\\n`, no trailing newline):\n\n" + pfpTemplate + "\n\n" +
			"A text is accepted once and only within 600 s after `issuedAt` (60 s of clock skew ahead tolerated): an older or reused one " +
			"is a 403. An EOA's signature must recover to the wallet, otherwise the wallet's ERC-1271 `isValidSignature` decides at the " +
			"indexed head. The Neocat must be the wallet's at the indexed head: `NeocatNft.ownerOf(tokenId)` or " +
			"`NeocatStaking.stakerOf(tokenId)` is the wallet (403 otherwise, and for a token that does not exist). 200 is the profile.",
		Tier: tierNoStore, ETag: ETagNone, Errors: []int{400, 403, 413},
		Request: pfpRequest{}, Response: profileBody{},
		Handle: func(c *gin.Context) (any, error) { return s.setPfp(c, signer, cats) },
		Reads:  reads[profileStore]("SignedDigestUsed", "WriteProfile"),
	}
}

func (s *server) setPfp(c *gin.Context, signer walletSigner, cats neocats) (any, error) {
	var req pfpRequest
	if err := readSignedBody(c, &req); err != nil {
		return nil, err
	}
	wallet, sig, err := profileEnvelope(req.Address, req.Signature)
	if err != nil {
		return nil, err
	}
	if !req.TokenID.Set {
		return nil, errPfpNoToken
	}
	var id *big.Int
	if v := req.TokenID.Value; v != nil {
		if id, err = parseTokenID(*v); err != nil {
			return nil, err
		}
	}
	now := s.now()
	if err := checkIssuedAt(req.IssuedAt, now); err != nil {
		return nil, err
	}
	if cats.caller == nil || cats.nft == (common.Address{}) {
		return nil, errChainUnavailable
	}
	snap := headOf(c)
	if !snap.ok {
		return nil, errHeadMissing
	}
	block := new(big.Int).SetUint64(snap.head.Number)
	digest := signedDigest(ProfilePfpMessage(wallet, id, s.cfg.ChainID, *req.IssuedAt))
	if err := s.authorizeProfileWrite(c, signer, wallet, digest, sig, block, now); err != nil {
		return nil, err
	}
	if id != nil {
		if err := cats.heldOrStaked(c.Request.Context(), wallet, id, block); err != nil {
			return nil, s.chainError("pfp", wallet, err)
		}
	}
	return s.writeProfile(c, mainapi.ProfileChange{Address: wallet, SetPfp: true, NeocatTokenID: id}, digest, *req.IssuedAt, now)
}

// parseTokenID parses a decimal token id in [0, 2^256).
func parseTokenID(v string) (*big.Int, error) {
	if v == "" || len(v) > 78 {
		return nil, errPfpBadToken
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return nil, errPfpBadToken
		}
	}
	id, ok := new(big.Int).SetString(v, 10)
	if !ok || id.Cmp(maxUint256) > 0 {
		return nil, errPfpBadToken
	}
	return id, nil
}

func (s *server) xUnlinkRoute(d Deps) *Route {
	signer := walletSigner{caller: callerOf(d.Chain)}
	return &Route{
		Method: http.MethodPost, Path: "/profile/x/unlink",
		Summary: "unlink the wallet's X account; wallet-signed, see the description",
		Description: "The wallet personal_signs (EIP-191) this text, under the same rules as `/profile/pfp` (once, within 600 s of " +
			"`issuedAt`; EOA or ERC-1271):\n\n" + xUnlinkTemplate + "\n\n200 is the profile with `xHandle: null`, `xVerified: false`.",
		Tier: tierNoStore, ETag: ETagNone, Errors: []int{400, 403, 413},
		Request: unlinkRequest{}, Response: profileBody{},
		Handle: func(c *gin.Context) (any, error) { return s.unlinkX(c, signer) },
		Reads:  reads[profileStore]("SignedDigestUsed", "WriteProfile"),
	}
}

func (s *server) unlinkX(c *gin.Context, signer walletSigner) (any, error) {
	var req unlinkRequest
	if err := readSignedBody(c, &req); err != nil {
		return nil, err
	}
	wallet, sig, err := profileEnvelope(req.Address, req.Signature)
	if err != nil {
		return nil, err
	}
	now := s.now()
	if err := checkIssuedAt(req.IssuedAt, now); err != nil {
		return nil, err
	}
	digest := signedDigest(XUnlinkMessage(wallet, s.cfg.ChainID, *req.IssuedAt))
	if err := s.authorizeProfileWrite(c, signer, wallet, digest, sig, headBlock(c), now); err != nil {
		return nil, err
	}
	return s.writeProfile(c, mainapi.ProfileChange{Address: wallet, SetX: true}, digest, *req.IssuedAt, now)
}

// authorizeProfileWrite returns nil when sig over digest is wallet's and
// the text was not used before; a 403 otherwise (503 when the check needs
// a chain there is not).
func (s *server) authorizeProfileWrite(c *gin.Context, signer walletSigner, wallet wire.Address, digest common.Hash, sig []byte, block *big.Int, now time.Time) error {
	ctx := c.Request.Context()
	ok, err := signer.signedBy(ctx, wallet, digest, sig, block)
	if err != nil {
		return s.chainError("profile", wallet, err)
	}
	if !ok {
		return errSigNotWallet
	}
	used, err := s.store.SignedDigestUsed(ctx, digest, now)
	if err != nil {
		return err
	}
	if used {
		return errSigReplayed
	}
	return nil
}

// writeProfile stores a signed change, recording its digest until the text
// could no longer be accepted, and answers the profile.
func (s *server) writeProfile(c *gin.Context, ch mainapi.ProfileChange, digest common.Hash, issuedAt int64, now time.Time) (any, error) {
	ch.Digest, ch.Now = digest, now
	ch.DigestExpires = time.Unix(issuedAt, 0).Add(SignedMaxAge)
	p, err := s.store.WriteProfile(c.Request.Context(), ch)
	if errors.Is(err, mainapi.ErrReplayed) {
		return nil, errSigReplayed
	}
	if err != nil {
		return nil, err
	}
	return toProfileBody(p), nil
}

// chainError passes an *Error through and turns a failed chain read into
// the 503 of chain reads, logged.
func (s *server) chainError(what string, wallet wire.Address, err error) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	s.log.Warn(what+": chain read failed", "wallet", wallet.String(), "err", err)
	return errChainUnavailable
}
