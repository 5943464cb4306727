package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/launch"
	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
)

// IntentStore is what the intent routes read and write. IntentRow and
// IntentPayload return funbackend.ErrNotFound for an unknown address.
type IntentStore interface {
	PutIntent(ctx context.Context, in funbackend.Intent) error
	IntentRow(ctx context.Context, address string) (funbackend.Row, error)
	IntentPayload(ctx context.Context, address string) ([]byte, error)
	CoinExists(ctx context.Context, address string) (bool, error)
	PendingIntents(ctx context.Context, q funbackend.PendingQuery) ([]funbackend.Row, error)
	CountCreatorIntents(ctx context.Context, creator string, notBefore int64) (int64, error)
	SymbolInUse(ctx context.Context, symbol string) (bool, error)
	AnyBanned(ctx context.Context, addresses ...string) (bool, error)
	TakenDown(ctx context.Context, token string) (bool, error)
}

// NonceReader reads creators' launch nonces from the curve (fresh skips
// the cache); *chain.Nonces implements it.
type NonceReader interface {
	Nonce(ctx context.Context, creator common.Address, fresh bool) (*big.Int, error)
}

// SignatureChecker checks ERC-1271 signatures of creators with code;
// *chain.Signatures implements it.
type SignatureChecker interface {
	IsContract(ctx context.Context, account common.Address) (bool, error)
	ValidERC1271(ctx context.Context, wallet common.Address, digest common.Hash, sig []byte) (bool, error)
}

// Intent rules (spec 2.2, 8).
const (
	pendingGrace  = 3600 // pending intents are listed up to an hour past deadline
	maxNameBytes  = 64
	maxSymbolLen  = 16
	nonceConflict = "nonce mismatch"
)

// intentBody is POST /intents's body (docs/funbackend.md "Intents").
type intentBody struct {
	Intent struct {
		Creator      string       `json:"creator"`
		Submitter    string       `json:"submitter"`
		Name         string       `json:"name"`
		Symbol       string       `json:"symbol"`
		MetadataHash string       `json:"metadataHash"`
		Salt         flexibleUint `json:"salt"`
		Nonce        flexibleUint `json:"nonce"`
		Deadline     flexibleUint `json:"deadline"`
		FeeRecipient string       `json:"feeRecipient"`
	} `json:"intent"`
	Signature string `json:"signature"`
	// Metadata is the metadata JSON: a string holding its exact bytes, or
	// the JSON object itself (its bytes as they appear in the body).
	Metadata json.RawMessage `json:"metadata"`
}

// flexibleUint is a uint256 sent as a decimal or 0x string, or a JSON number.
type flexibleUint struct{ v *big.Int }

func (f *flexibleUint) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	v, ok := new(big.Int).SetString(s, 0)
	if !ok || v.Sign() < 0 || v.BitLen() > 256 {
		return errors.New("not a uint256")
	}
	f.v = v
	return nil
}

var errNonce = errors.New(nonceConflict)

// postIntent: POST /intents (spec 4.2, 5.2). Checks, in order: venue live,
// body shape, metadata hash, deadline, signature (ECDSA, or ERC-1271 for a
// creator with code), banned creator or submitter (403), taken-down
// predicted address (403), on-chain nonce (409 naming the nonce to use),
// salt collision (409); stores the intent; 201
// {predictedAddress, metadataHash}. no-store on every answer.
func (s *server) postIntent(c *gin.Context) {
	c.Header("Cache-Control", TierNoStore)
	ctx := c.Request.Context()
	if s.Curve == (common.Address{}) || s.Nonces == nil {
		writeError(c, http.StatusServiceUnavailable, "venue not live")
		return
	}
	raw, err := io.ReadAll(c.Request.Body)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		writeError(c, http.StatusRequestEntityTooLarge, "request body too large")
		return
	}
	if err != nil {
		writeError(c, http.StatusBadRequest, "bad intent")
		return
	}
	var b intentBody
	if err := json.Unmarshal(raw, &b); err != nil {
		writeError(c, http.StatusBadRequest, "bad intent")
		return
	}
	in, meta, msg := b.validate()
	if msg != "" {
		writeError(c, http.StatusBadRequest, msg)
		return
	}
	now := s.Now().Unix()
	switch dl := in.Deadline; {
	case dl.Cmp(big.NewInt(now)) < 0:
		writeError(c, http.StatusBadRequest, "deadline passed")
		return
	case dl.Cmp(big.NewInt(now+launch.MaxIntentLifetime)) > 0:
		writeError(c, http.StatusBadRequest, "deadline more than 7 days ahead")
		return
	}
	sig, err := hexutil.Decode(b.Signature)
	if err != nil {
		writeError(c, http.StatusBadRequest, "bad signature")
		return
	}
	if ok, err := s.signedByCreator(ctx, in, sig); err != nil {
		s.log.Warn("intent signature check failed", "creator", addr(in.Creator), "err", err)
		writeError(c, http.StatusServiceUnavailable, "chain unavailable")
		return
	} else if !ok {
		writeError(c, http.StatusBadRequest, "bad signature")
		return
	}
	if banned, err := s.DB.AnyBanned(ctx, addr(in.Creator), addr(in.Submitter)); err != nil {
		s.fail(c, err)
		return
	} else if banned {
		writeError(c, http.StatusForbidden, "banned")
		return
	}
	impl := s.tokenImplementation()
	if impl == (common.Address{}) {
		writeError(c, http.StatusServiceUnavailable, "chain unavailable")
		return
	}
	predicted := launch.PredictTokenAddress(s.Curve, impl, in.Creator, in.Salt)
	a := addr(predicted)
	if down, err := s.DB.TakenDown(ctx, a); err != nil {
		s.fail(c, err)
		return
	} else if down {
		writeError(c, http.StatusForbidden, "taken down")
		return
	}
	if err := s.checkNonce(c, in.Creator, in.Nonce); err != nil {
		return
	}
	if taken, err := s.saltTaken(c, a, now); err != nil {
		s.fail(c, err)
		return
	} else if taken {
		writeError(c, http.StatusConflict, "salt collision")
		return
	}
	err = s.DB.PutIntent(ctx, funbackend.Intent{
		Address: a, Creator: addr(in.Creator), Submitter: addr(in.Submitter), FeeRecipient: addr(in.FeeRecipient),
		Name: in.Name, Symbol: in.Symbol, MetadataHash: in.MetadataHash.Hex(), Nonce: in.Nonce.String(),
		Salt: in.Salt.String(), Deadline: in.Deadline.Int64(), HasImage: hasImage(meta), Signature: hexutil.Encode(sig),
		ChainID: s.ChainID, Curve: addr(s.Curve), CreatedAt: now, MetadataJSON: string(meta), Payload: string(raw),
	})
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"predictedAddress": a, "metadataHash": in.MetadataHash.Hex()})
}

// signedByCreator reports whether sig is the creator's signature of the
// intent as the curve checks it (OpenZeppelin SignatureChecker): a creator
// with code on chain through ERC-1271 isValidSignature(digest, sig) by
// eth_call, any other with ECDSA recovery of the EIP-712 digest. Without a
// Signatures reader only ECDSA is checked. err is a chain read that failed.
func (s *server) signedByCreator(ctx context.Context, in launch.Intent, sig []byte) (bool, error) {
	d := launch.NewDomain(new(big.Int).SetUint64(s.ChainID), s.Curve)
	if s.Signatures != nil {
		isContract, err := s.Signatures.IsContract(ctx, in.Creator)
		if err != nil {
			return false, err
		}
		if isContract {
			digest, err := in.Hash(d)
			if err != nil {
				return false, nil // validate bounds the fields: unreachable
			}
			return s.Signatures.ValidERC1271(ctx, in.Creator, digest, sig)
		}
	}
	signer, err := in.RecoverSigner(d, sig)
	return err == nil && signer == in.Creator, nil
}

// validate checks the body's shape; msg is the 400 error, "" when valid.
func (b *intentBody) validate() (in launch.Intent, meta []byte, msg string) {
	bi := b.Intent
	for _, a := range []string{bi.Creator, bi.Submitter, bi.FeeRecipient} {
		if !common.IsHexAddress(a) {
			return in, nil, "bad address"
		}
	}
	if bi.Salt.v == nil || bi.Nonce.v == nil || bi.Deadline.v == nil || bi.Deadline.v.BitLen() > 62 {
		return in, nil, "bad intent"
	}
	if bi.Name == "" || len(bi.Name) > maxNameBytes || !utf8.ValidString(bi.Name) {
		return in, nil, "bad name"
	}
	if bi.Symbol == "" || utf8.RuneCountInString(bi.Symbol) > maxSymbolLen || !utf8.ValidString(bi.Symbol) {
		return in, nil, "bad symbol"
	}
	mh, err := hexutil.Decode(bi.MetadataHash)
	if err != nil || len(mh) != 32 {
		return in, nil, "bad metadataHash"
	}
	meta = []byte(b.Metadata)
	if len(meta) > 0 && meta[0] == '"' {
		var s string
		if json.Unmarshal(meta, &s) != nil {
			return in, nil, "bad metadata"
		}
		meta = []byte(s)
	}
	var obj map[string]any
	if json.Unmarshal(meta, &obj) != nil {
		return in, nil, "bad metadata"
	}
	in = launch.Intent{
		Creator: common.HexToAddress(bi.Creator), Submitter: common.HexToAddress(bi.Submitter),
		Name: bi.Name, Symbol: bi.Symbol, MetadataHash: common.BytesToHash(mh),
		Salt: bi.Salt.v, Nonce: bi.Nonce.v, Deadline: bi.Deadline.v, FeeRecipient: common.HexToAddress(bi.FeeRecipient),
	}
	if launch.MetadataHash(meta) != in.MetadataHash {
		return in, nil, "metadata hash mismatch"
	}
	return in, meta, ""
}

// hasImage is the advisory has_image: the metadata names a non-empty image.
func hasImage(meta []byte) bool {
	var m struct {
		Image string `json:"image"`
	}
	return json.Unmarshal(meta, &m) == nil && m.Image != ""
}

func (s *server) tokenImplementation() common.Address {
	if s.Addresses.TokenImplementation != (common.Address{}) {
		return s.Addresses.TokenImplementation
	}
	if s.Wiring != nil {
		if w, ok := s.Wiring(); ok {
			return w.TokenImplementation
		}
	}
	return common.Address{}
}

// checkNonce answers 409 {error: nonce mismatch, nonce} unless nonce is the
// creator's on-chain launch nonce (a cached mismatch is re-read live), or
// 503 when the chain cannot be read; it returns non-nil when it answered.
func (s *server) checkNonce(c *gin.Context, creator common.Address, nonce *big.Int) error {
	ctx := c.Request.Context()
	n, err := s.Nonces.Nonce(ctx, creator, false)
	if err == nil && n.Cmp(nonce) != 0 {
		n, err = s.Nonces.Nonce(ctx, creator, true)
	}
	if err != nil {
		s.log.Warn("launch nonce read failed", "creator", addr(creator), "err", err)
		writeError(c, http.StatusServiceUnavailable, "chain unavailable")
		return err
	}
	if n.Cmp(nonce) != 0 {
		c.AbortWithStatusJSON(http.StatusConflict, gin.H{"error": nonceConflict, "nonce": n.String()})
		return errNonce
	}
	return nil
}

// saltTaken reports whether address is a coin already, or the address of a
// stored intent that is still live (within the pending grace and with the
// creator's current nonce). A dead intent may be replaced.
func (s *server) saltTaken(c *gin.Context, address string, now int64) (bool, error) {
	ctx := c.Request.Context()
	if ok, err := s.DB.CoinExists(ctx, address); err != nil || ok {
		return ok, err
	}
	row, err := s.DB.IntentRow(ctx, address)
	if errors.Is(err, funbackend.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if row.Int("deadline")+pendingGrace <= now {
		return false, nil
	}
	n, err := s.Nonces.Nonce(ctx, common.HexToAddress(row.String("creator")), false)
	if err != nil {
		return true, nil // cannot tell: keep the stored one
	}
	return n.String() == row.String("nonce"), nil
}

// intent: GET /intents/{address}, the posted payload verbatim (no-cache).
func (s *server) intent(c *gin.Context) (any, error) {
	p, err := s.DB.IntentPayload(c.Request.Context(), pathAddress(c))
	if errors.Is(err, funbackend.ErrNotFound) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, err
	}
	return rawBody(p), nil
}

// pending returns the pending rows for /tokens: intents with no coin, up to
// an hour past deadline, whose nonce is the creator's live on-chain nonce
// (kept when the chain cannot be read), matching q, newest first, at most
// boardPending. Intents with a stale nonce are skipped, so it reads pages
// until boardPending rows are kept, the intents run out, or
// pendingMaxPages pages were read (each nonce is a cached chain read).
func (s *server) pending(c *gin.Context, q string) ([]funbackend.Row, error) {
	if s.Nonces == nil {
		return []funbackend.Row{}, nil
	}
	ctx := c.Request.Context()
	out := []funbackend.Row{}
	page := funbackend.PendingQuery{NotBefore: s.Now().Unix() - pendingGrace, Q: q, Limit: boardPending * 3}
	for range pendingMaxPages {
		rows, err := s.DB.PendingIntents(ctx, page)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			if n, err := s.Nonces.Nonce(ctx, common.HexToAddress(r.String("creator")), false); err == nil && n.String() != r.String("nonce") {
				continue
			}
			if out = append(out, r); len(out) == boardPending {
				return out, nil
			}
		}
		if len(rows) < page.Limit {
			break
		}
		page.Offset += page.Limit
	}
	return out, nil
}

// precheck: GET /intents/precheck?creator=&symbol= (advisory, no-store).
func (s *server) precheck(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	creator := strings.ToLower(c.Query("creator"))
	if !common.IsHexAddress(creator) {
		return nil, badRequest("bad address")
	}
	symbol := strings.TrimSpace(c.Query("symbol"))
	if utf8.RuneCountInString(symbol) > maxSymbolLen {
		return nil, badRequest("bad symbol")
	}
	live := s.Curve != (common.Address{}) && s.Nonces != nil
	var nonce any
	if live {
		if n, err := s.Nonces.Nonce(ctx, common.HexToAddress(creator), false); err == nil {
			nonce = n.String()
		}
	}
	pendingN, err := s.DB.CountCreatorIntents(ctx, creator, s.Now().Unix()-pendingGrace)
	if err != nil {
		return nil, err
	}
	slots := -1 // unlimited
	if s.Limiter != nil {
		slots = s.Limiter.Tokens(ratelimit.IntentWrites, c.ClientIP())
	}
	symbolInUse := false
	if symbol != "" {
		if symbolInUse, err = s.DB.SymbolInUse(ctx, symbol); err != nil {
			return nil, err
		}
	}
	return gin.H{"creator": creator, "symbol": symbol, "venueLive": live, "nonce": nonce,
		"pendingIntents": pendingN, "throttled": slots == 0, "slotsFree": slots,
		"reserved": false, "symbolInUse": symbolInUse}, nil
}

// rawBody is a JSON 200 body served byte for byte.
func rawBody(b []byte) body {
	sum := sha256.Sum256(b)
	return body{json: b, etag: `W/"` + hex.EncodeToString(sum[:16]) + `"`}
}
