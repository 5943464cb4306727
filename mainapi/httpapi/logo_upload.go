package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/erc1271"
	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// POST /launchpad/token/{address}/logo (spec main-api 4.2, 5.3, 8; launch-venue
// 8): the signed logo upload. The spec leaves the scheme open ("not
// shown"); this is it, documented for integrators in docs/logo.md.
//
// The body is the raw image (Content-Type image/png or image/webp, the same
// checks as a fetched logo: checkLogo). The creator of the token as the
// CreatorFeeRegistry records it on chain (creatorOf) signs, with EIP-191
// personal_sign, a fixed text that binds the chain, the token, the sha256
// of the body and an expiry at most ten minutes ahead (logoUploadMessage);
// the signature and expiry travel in the X-Logo-Signature and
// X-Logo-Expires headers. An EOA creator's signature is recovered locally;
// a contract creator (a smart account) is asked through ERC-1271
// isValidSignature(hash, signature). Launch venue coins cannot upload:
// their logo is the launch app's (the GET's fetch-once), so a coin the
// indexer knows (neofun_coins) or the curve knows (statusOf != None) is a
// 403. A success replaces any stored logo; every replica serves it on the
// next GET (the GET reads the table first).

// Headers of a logo upload.
const (
	// LogoSignatureHeader carries 0x + hex of the creator's signature:
	// 65 bytes (r, s, v with v 27/28 or 0/1) for an EOA, whatever its
	// wallet's isValidSignature accepts for a contract.
	LogoSignatureHeader = "X-Logo-Signature"
	// LogoExpiresHeader carries the signature's expiry in Unix seconds:
	// not past and at most LogoUploadMaxValidity ahead.
	LogoExpiresHeader = "X-Logo-Expires"
)

// Upload bounds.
const (
	// LogoUploadMaxValidity is the longest accepted expiry from now: it
	// bounds how long a leaked signed request can be replayed.
	LogoUploadMaxValidity = 10 * time.Minute
	// logoSigMaxBytes bounds a contract wallet's signature (a multisig's
	// concatenated signatures); an EOA's is exactly 65.
	logoSigMaxBytes = 2048
	// logoChainTimeout bounds the chain reads of one upload.
	logoChainTimeout = 5 * time.Second
	// DefaultLogoBodyTimeout bounds the arrival of an upload's body (at
	// most LogoMaxBytes: a few seconds on the slowest link), so a body
	// trickled a byte a second cannot hold a connection until the server's
	// read timeout.
	DefaultLogoBodyTimeout = 10 * time.Second
)

// LogoUploadMessage is the text the creator personal_signs (EIP-191) to
// upload body as token's logo on chainID, valid until expires (Unix
// seconds). Lines are joined by "\n", with no trailing newline; the token
// is lowercase hex and the sha256 64 lowercase hex digits without 0x.
func LogoUploadMessage(chainID uint64, token wire.Address, sum [32]byte, expires int64) string {
	return "NeoSwap logo upload\n" +
		"chain: " + strconv.FormatUint(chainID, 10) + "\n" +
		"token: " + token.String() + "\n" +
		"sha256: " + hex.EncodeToString(sum[:]) + "\n" +
		"expires: " + strconv.FormatInt(expires, 10)
}

// logoUploadBody is the 201 answer.
type logoUploadBody struct {
	Token  wire.Address `json:"token"`
	SHA256 string       `json:"sha256" doc:"64 lowercase hex digits of the stored bytes"`
	Bytes  int          `json:"bytes"`
}

// tierNoStore is the Cache-Control of the upload's 201: no-store, as the
// spec's other signed writes (5.2).
var tierNoStore = Tier{Name: "NO_STORE", header: noStore}

// The upload's answers other than 201.
var (
	errLogoNoSignature  = errorf(http.StatusBadRequest, "missing or malformed "+LogoSignatureHeader)
	errLogoNoExpires    = errorf(http.StatusBadRequest, "missing or malformed "+LogoExpiresHeader)
	errLogoType         = errorf(http.StatusBadRequest, "Content-Type must be image/png or image/webp")
	errLogoTooLarge     = errorf(http.StatusRequestEntityTooLarge, "logo over "+strconv.Itoa(LogoMaxBytes)+" bytes")
	errLogoExpired      = errorf(http.StatusForbidden, "signature expired")
	errLogoTooFar       = errorf(http.StatusForbidden, "expiry more than 600 seconds ahead")
	errLogoBadSignature = errorf(http.StatusForbidden, "signature is not the token creator's")
	errLogoNoCreator    = errorf(http.StatusForbidden, "token has no registered creator")
	errLogoCurveCoin    = errorf(http.StatusForbidden, "launch venue coin: its logo comes from the launch app")
)

// logoUploader holds what an upload reads beyond the database.
type logoUploader struct {
	chainID  uint64
	caller   ethereum.ContractCaller // nil: no chain reads, every upload is a 503
	registry common.Address          // CreatorFeeRegistry; zero: 503
	curve    common.Address          // LaunchpadCurve; zero: only the indexed coins are refused
	bodyTime time.Duration           // how long the body may take to arrive
}

var (
	registryABI = bindings.NewCreatorFeeRegistry()
	curveABI    = bindings.NewLaunchpadCurve()
)

// contractCaller gives the logo upload the eth_call and code reads of the
// client behind the supply reads (one RPC client, RPC_URL).
func (e ERC20Caller) contractCaller() ethereum.ContractCaller { return e.Client }

// rawChainReader is a ChainReader with its client's eth_call.
type rawChainReader interface {
	contractCaller() ethereum.ContractCaller
}

// callerOf is the raw chain client of a ChainReader, nil when it has none.
func callerOf(r ChainReader) ethereum.ContractCaller {
	switch r := r.(type) {
	case rawChainReader:
		return r.contractCaller()
	case ethereum.ContractCaller:
		return r
	}
	return nil
}

func newLogoUploader(d Deps) *logoUploader {
	u := &logoUploader{chainID: d.Config.ChainID, caller: callerOf(d.Chain), bodyTime: d.LogoBodyTimeout}
	if u.bodyTime <= 0 {
		u.bodyTime = DefaultLogoBodyTimeout
	}
	if d.Deployment != nil {
		u.registry, u.curve = d.Deployment.Addresses.CreatorFeeRegistry, d.Deployment.Addresses.LaunchpadCurve
	}
	return u
}

// logoUploadRoute is the signed upload, declared beside the GET (same
// path, same /launchpad rate-limit bucket) and, like it, left out of
// /openapi.json.
func (s *server) logoUploadRoute(d Deps) *Route {
	u := newLogoUploader(d)
	return &Route{
		Method: http.MethodPost, Path: "/launchpad/token/:address/logo",
		Summary: "signed logo upload by the token's creator (raw PNG or WebP body, " + LogoSignatureHeader + ", " + LogoExpiresHeader +
			"; see docs/logo.md); 201 {token, sha256, bytes}; launch venue coins 403",
		Tier: tierNoStore, ETag: ETagNone, Unpublished: true, Errors: []int{400, 403, 413},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: exampleToken,
			Doc: "token address", Invalid: "invalid token address"}},
		Response: logoUploadBody{},
		Handle:   func(c *gin.Context) (any, error) { return s.uploadLogo(c, u) },
		Reads:    append(reads[neofunStore]("NeofunCoinPoint"), reads[logoStore]("ReplaceLogo")...),
	}
}

// uploadLogo checks the request in order of cost: headers and expiry
// (before a byte of the body is read: an unsigned or expired upload costs
// no body read), size, the body within bodyTime, image, then the database
// and the chain, and stores the logo.
func (s *server) uploadLogo(c *gin.Context, u *logoUploader) (any, error) {
	bodyRead := false
	defer func() {
		// A refusal before the body is read closes the connection: net/http
		// would otherwise drain up to 256 KB of the body, at the client's
		// pace, before writing the answer.
		if !bodyRead && c.Request.ContentLength != 0 {
			c.Header("Connection", "close")
		}
	}()
	token, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	sig, err := parseLogoSignature(c.GetHeader(LogoSignatureHeader))
	if err != nil {
		return nil, err
	}
	expires, err := strconv.ParseInt(c.GetHeader(LogoExpiresHeader), 10, 64)
	if err != nil || expires <= 0 {
		return nil, errLogoNoExpires
	}
	declared, _, err := mime.ParseMediaType(c.GetHeader("Content-Type"))
	if err != nil || (declared != "image/png" && declared != "image/webp") {
		return nil, errLogoType
	}
	now := s.now()
	switch {
	case expires < now.Unix():
		return nil, errLogoExpired
	case expires > now.Add(LogoUploadMaxValidity).Unix():
		return nil, errLogoTooFar
	}
	if c.Request.ContentLength > LogoMaxBytes {
		return nil, errLogoTooLarge
	}
	// ErrNotSupported without a connection (a test's recorder) is fine.
	// The deadline is lifted once the body is in: a read deadline passing
	// later would cancel the request's context mid chain read.
	rc := http.NewResponseController(c.Writer)
	_ = rc.SetReadDeadline(time.Now().Add(u.bodyTime)) // the wall clock: a socket deadline
	data, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, LogoMaxBytes))
	_ = rc.SetReadDeadline(time.Time{})
	bodyRead = err == nil
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, errLogoTooLarge
	}
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "unreadable body")
	}
	ctype, reject := checkLogo(data)
	if reject != "" {
		return nil, errorf(http.StatusBadRequest, "invalid logo: "+reject)
	}
	if ctype != declared {
		return nil, errorf(http.StatusBadRequest, "invalid logo: Content-Type "+declared+" but the body is "+ctype)
	}

	ctx := c.Request.Context()
	if _, curve, err := s.store.NeofunCoinPoint(ctx, token); err != nil {
		return nil, err
	} else if curve {
		return nil, errLogoCurveCoin
	}
	sum := sha256.Sum256(data)
	digest := common.BytesToHash(accounts.TextHash([]byte(LogoUploadMessage(u.chainID, token, sum, expires))))
	signer, err := u.authorize(ctx, common.Address(token), digest, sig)
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			s.log.Warn("logo upload: chain read failed", "token", token.String(), "err", err)
			return nil, errChainUnavailable
		}
		return nil, err
	}
	l := mainapi.Logo{
		Token: token, ContentType: ctype, Bytes: data, SHA256: sum, FetchedAt: now,
		Source: "upload:" + strings.ToLower(signer.Hex()),
	}
	if err := s.store.ReplaceLogo(ctx, l); err != nil {
		return nil, err
	}
	s.logos.forget(token)
	s.log.Info("logo uploaded", "token", token.String(), "creator", signer.Hex(), "bytes", len(data))
	return withStatus{Status: http.StatusCreated, Body: logoUploadBody{Token: token, SHA256: hex.EncodeToString(sum[:]), Bytes: len(data)}}, nil
}

// parseLogoSignature decodes the header: 0x + an even number of hex digits,
// 1 to logoSigMaxBytes bytes.
func parseLogoSignature(h string) ([]byte, error) {
	sig, ok := decodeSignature(h)
	if !ok {
		return nil, errLogoNoSignature
	}
	return sig, nil
}

// authorize returns the token's creator when sig over digest is theirs. An
// *Error is the answer (403, 503 unconfigured); any other error is a
// failed chain read (503).
func (u *logoUploader) authorize(ctx context.Context, token common.Address, digest common.Hash, sig []byte) (common.Address, error) {
	if u.caller == nil || u.registry == (common.Address{}) {
		return common.Address{}, errChainUnavailable
	}
	ctx, cancel := context.WithTimeout(ctx, logoChainTimeout)
	defer cancel()
	if u.curve != (common.Address{}) {
		// The curve's own record closes the window before the indexer
		// has the coin's TokenCreated.
		out, err := u.caller.CallContract(ctx, ethereum.CallMsg{To: &u.curve, Data: curveABI.PackStatusOf(token)}, nil)
		if err != nil {
			return common.Address{}, fmt.Errorf("statusOf(%s): %w", token.Hex(), err)
		}
		status, err := curveABI.UnpackStatusOf(out)
		if err != nil {
			return common.Address{}, fmt.Errorf("statusOf(%s): %w", token.Hex(), err)
		}
		if status != 0 {
			return common.Address{}, errLogoCurveCoin
		}
	}
	out, err := u.caller.CallContract(ctx, ethereum.CallMsg{To: &u.registry, Data: registryABI.PackCreatorOf(token)}, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("creatorOf(%s): %w", token.Hex(), err)
	}
	creator, err := registryABI.UnpackCreatorOf(out)
	if err != nil {
		return common.Address{}, fmt.Errorf("creatorOf(%s): %w", token.Hex(), err)
	}
	if creator == (common.Address{}) {
		return common.Address{}, errLogoNoCreator
	}
	if signer, ok := recoverEIP191(digest, sig); ok && signer == creator {
		return creator, nil
	}
	// Not the creator's ECDSA signature: a smart account's
	// isValidSignature decides, over the same EIP-191 hash and the
	// signature bytes as sent. A call to an account without code returns
	// nothing, which is no magic value: an EOA creator ends here as a 403.
	ok, err := erc1271.Valid(ctx, u.caller, creator, digest, sig)
	if err != nil {
		return common.Address{}, err
	}
	if !ok {
		return common.Address{}, errLogoBadSignature
	}
	return creator, nil
}

// recoverEIP191 returns the signer of a 65-byte (r, s, v) signature over
// digest; v is 27/28 or 0/1, s must be in the lower half (EIP-2).
func recoverEIP191(digest common.Hash, sig []byte) (common.Address, bool) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, false
	}
	s := bytes.Clone(sig)
	if s[64] >= 27 {
		s[64] -= 27
	}
	if !crypto.ValidateSignatureValues(s[64], new(big.Int).SetBytes(s[:32]), new(big.Int).SetBytes(s[32:64]), true) {
		return common.Address{}, false
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, false
	}
	return crypto.PubkeyToAddress(*pub), true
}
