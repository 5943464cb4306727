package httpapi

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/erc1271"
	"github.com/neoswap/neoswap/common/wire"
)

// What the wallet-signed JSON writes share (spec 5.2; docs/profiles.md):
// the body limit and decoding, the signature's form, the freshness of a
// profile write's issuedAt, and the check that a wallet signed a text (an
// EOA's recovered signature, else the account's ERC-1271 isValidSignature
// at the indexed head). The referral (referral.go) and the profile writes
// (profile_write.go, profile_x.go) call these; the logo upload's
// recoverEIP191 (logo_upload.go) is the EOA half.

// Bounds of a signed write.
const (
	// SignedBodyMaxBytes bounds a signed write's JSON body; more is a 413.
	SignedBodyMaxBytes = 64 << 10
	// SignedMaxAge is how old a profile write's issuedAt may be: it bounds
	// how long a leaked signature stays usable, and how long its digest is
	// kept to refuse a replay.
	SignedMaxAge = 10 * time.Minute
	// SignedMaxSkew is how far ahead of the server's clock issuedAt may be
	// (a client's clock running fast).
	SignedMaxSkew = time.Minute
	// signedChainTimeout bounds the chain reads of one write.
	signedChainTimeout = 5 * time.Second
)

// The answers every signed write shares.
var (
	errBodyTooLarge   = errorf(http.StatusRequestEntityTooLarge, "body over "+strconv.Itoa(SignedBodyMaxBytes)+" bytes")
	errBodyJSON       = errorf(http.StatusBadRequest, "body is not a JSON object")
	errSigMalformed   = errorf(http.StatusBadRequest, "signature must be 0x-prefixed hex")
	errIssuedAt       = errorf(http.StatusBadRequest, "issuedAt must be Unix seconds")
	errSigStale       = errorf(http.StatusForbidden, "signature expired: issuedAt is more than 600 seconds old")
	errSigFuture      = errorf(http.StatusForbidden, "issuedAt is in the future")
	errSigReplayed    = errorf(http.StatusForbidden, "signature already used")
	errSigNotWallet   = errorf(http.StatusForbidden, "signature is not the wallet's")
	errSignerNoClient = errChainUnavailable
)

// readSignedBody decodes the request's JSON object into dst: at most
// SignedBodyMaxBytes (413 beyond), one JSON object (400 otherwise).
// Unknown fields are ignored.
func readSignedBody(c *gin.Context, dst any) error {
	if c.Request.ContentLength > SignedBodyMaxBytes {
		return errBodyTooLarge
	}
	data, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, SignedBodyMaxBytes))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return errBodyTooLarge
	}
	if err != nil {
		return errorf(http.StatusBadRequest, "unreadable body")
	}
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '{' {
		return errBodyJSON
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(dst); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return errorf(http.StatusBadRequest, "invalid "+te.Field)
		}
		return errBodyJSON
	}
	if dec.More() {
		return errBodyJSON
	}
	return nil
}

// bodyAddress parses a required address field of a body.
func bodyAddress(name, v string) (wire.Address, error) {
	if v == "" {
		return wire.Address{}, errorf(http.StatusBadRequest, "missing "+name)
	}
	a, err := wire.ParseAddress(v)
	if err != nil {
		return wire.Address{}, errorf(http.StatusBadRequest, "invalid "+name+" address")
	}
	return a, nil
}

// parseSignature decodes a body's signature: 0x + an even number of hex
// digits, 1 to logoSigMaxBytes bytes (an EOA's is 65; a smart account's
// may be longer).
func parseSignature(v string) ([]byte, error) {
	if v == "" {
		return nil, errorf(http.StatusBadRequest, "missing signature")
	}
	sig, ok := decodeSignature(v)
	if !ok {
		return nil, errSigMalformed
	}
	return sig, nil
}

// decodeSignature decodes 0x + an even number of hex digits, 1 to
// logoSigMaxBytes bytes (a smart account's signature may be long).
func decodeSignature(v string) ([]byte, bool) {
	if len(v) < 4 || (v[:2] != "0x" && v[:2] != "0X") || len(v) > 2+2*logoSigMaxBytes {
		return nil, false
	}
	sig, err := hex.DecodeString(v[2:])
	return sig, err == nil
}

// checkIssuedAt refuses a profile write's issuedAt (Unix seconds) older
// than SignedMaxAge or more than SignedMaxSkew ahead of now.
func checkIssuedAt(issuedAt *int64, now time.Time) error {
	switch {
	case issuedAt == nil || *issuedAt <= 0:
		return errIssuedAt
	case *issuedAt < now.Add(-SignedMaxAge).Unix():
		return errSigStale
	case *issuedAt > now.Add(SignedMaxSkew).Unix():
		return errSigFuture
	}
	return nil
}

// profileEnvelope parses the wallet and the signature every profile write
// carries (400s; the issue time is checked once the body's other fields
// are, so a malformed body is a 400 before a stale text is a 403).
func profileEnvelope(address, signature string) (wire.Address, []byte, error) {
	wallet, err := bodyAddress("address", address)
	if err != nil {
		return wallet, nil, err
	}
	sig, err := parseSignature(signature)
	return wallet, sig, err
}

// signedDigest is the EIP-191 personal_sign hash of a text: what the
// wallet signed, and the digest recorded against replays.
func signedDigest(text string) common.Hash {
	return common.BytesToHash(accounts.TextHash([]byte(text)))
}

// walletSigner decides whether a wallet signed a digest.
type walletSigner struct {
	caller ethereum.ContractCaller // nil: only EOA signatures can pass
}

// signedBy reports whether sig over digest is wallet's: an EOA signature
// that recovers to wallet passes without a chain read; otherwise the
// wallet's ERC-1271 isValidSignature(digest, sig) decides, read at block
// (the indexed head; nil: the latest). A wallet without code answers
// nothing, which is no magic value: an EOA's wrong signature is false. An
// *Error is the answer (503 without a chain client); any other error is a
// failed chain read.
func (v walletSigner) signedBy(ctx context.Context, wallet wire.Address, digest common.Hash, sig []byte, block *big.Int) (bool, error) {
	if signer, ok := recoverEIP191(digest, sig); ok && signer == common.Address(wallet) {
		return true, nil
	}
	if v.caller == nil {
		return false, errSignerNoClient
	}
	ctx, cancel := context.WithTimeout(ctx, signedChainTimeout)
	defer cancel()
	return erc1271.ValidAt(ctx, v.caller, common.Address(wallet), digest, sig, block)
}

// headBlock is the indexed head's number for pinned chain reads, nil when
// the indexer has no head (the latest block then).
func headBlock(c *gin.Context) *big.Int {
	if snap := headOf(c); snap.ok {
		return new(big.Int).SetUint64(snap.head.Number)
	}
	return nil
}

// sanitizeSource drops control characters and the invisible format
// characters (Unicode Cf: bidirectional overrides, zero-width marks) that
// would hide text, trims, and collapses runs of whitespace to one space.
// It returns nil for an absent source or one that sanitizes to nothing.
func sanitizeSource(s *string) *string {
	if s == nil {
		return nil
	}
	var b strings.Builder
	space := false
	for _, r := range *s {
		switch {
		case unicode.IsSpace(r):
			space = true
			continue
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError:
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	if b.Len() == 0 {
		return nil
	}
	out := b.String()
	return &out
}
