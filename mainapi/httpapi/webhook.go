package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"hash"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/webhookbody"
)

// The internal routes: the block webhook and the indexer's health. Neither
// is in /openapi.json; both answer 404 unless configured.

// Headers of a webhook delivery.
const (
	// WebhookTimestampHeader carries the delivery's Unix time in seconds.
	WebhookTimestampHeader = "X-Webhook-Timestamp"
	// WebhookSignatureHeader carries "sha256=" + hex HMAC-SHA256 under the
	// shared secret of timestamp + "." + raw body (see SignWebhook).
	WebhookSignatureHeader = "X-Webhook-Signature"
)

// Headers of a QuickNode Streams delivery: its signature is the hex
// HMAC-SHA256 under the stream's security token of nonce + timestamp + the
// body (uncompressed: a gzip body is signed before compression), see
// SignQuickNode.
const (
	QuickNodeNonceHeader     = "X-QN-Nonce"
	QuickNodeTimestampHeader = "X-QN-Timestamp"
	QuickNodeSignatureHeader = "X-QN-Signature"
)

// Defaults of Internal.
const (
	DefaultWebhookMaxSkew = 5 * time.Minute
	DefaultWebhookMaxBody = 32 << 20
	DefaultHealthMaxLag   = 64
	DefaultHealthStale    = 2 * time.Minute
)

// Inbox records verified webhook deliveries. *postgres.DB implements it.
type Inbox interface {
	// RecordDelivery durably records block b (parsed from a verified
	// body); recorded is false when its hash was recorded before.
	RecordDelivery(ctx context.Context, b mainapi.Block) (recorded bool, err error)
}

// IndexerHealthReader reads the indexer's state. *postgres.DB implements it.
type IndexerHealthReader interface {
	IndexerHealth(ctx context.Context) (mainapi.IndexerHealth, error)
}

// Internal configures the internal routes. The zero value disables both.
type Internal struct {
	// WebhookSecret keys the webhook's HMAC (WEBHOOK_SECRET); empty: the
	// webhook answers 404. Inbox must be set with it.
	WebhookSecret []byte
	Inbox         Inbox
	// WebhookMaxSkew is the largest distance of a delivery's timestamp from
	// now; 0 means DefaultWebhookMaxSkew.
	WebhookMaxSkew time.Duration
	// WebhookMaxBody bounds a delivery's size; 0 means DefaultWebhookMaxBody.
	WebhookMaxBody int64
	// Token gates GET /internal/health (INTERNAL_TOKEN, as a bearer token);
	// empty: the route answers 404. Health must be set with it.
	Token  string
	Health IndexerHealthReader
	// MaxLagBlocks is the largest node head minus indexed head that is
	// healthy; 0 means DefaultHealthMaxLag.
	MaxLagBlocks uint64
	// StaleAfter is how old the indexer's last recorded status may be;
	// 0 means DefaultHealthStale.
	StaleAfter time.Duration
	// Rakeback serves GET /internal/jobs/rakeback with Token (the weekly
	// job's trees); nil: the route answers 404. RakebackJob, when set, adds
	// the job's in-process status (it runs in this process).
	Rakeback    RakebackJobReader
	RakebackJob func() (mainapi.RakebackJobStatus, bool)
}

// SignWebhook returns the WebhookSignatureHeader value of body sent at ts.
func SignWebhook(secret []byte, ts int64, body []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(strconv.FormatInt(ts, 10)))
	m.Write([]byte{'.'})
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// SignQuickNode returns the QuickNodeSignatureHeader value of body sent at
// ts with nonce.
func SignQuickNode(secret []byte, nonce string, ts int64, body []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(nonce))
	m.Write([]byte(strconv.FormatInt(ts, 10)))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

type webhookBody struct {
	OK bool `json:"ok"`
	// Recorded is false for a block already recorded (a duplicate).
	Recorded bool   `json:"recorded"`
	Number   uint64 `json:"number"`
	Hash     string `json:"hash"`
}

// webhookBatchBody answers a Streams delivery: one entry per block, in
// the body's order.
type webhookBatchBody struct {
	OK     bool          `json:"ok"`
	Blocks []webhookBody `json:"blocks"`
}

var (
	errUnauthorized = errorf(http.StatusUnauthorized, "unauthorized")
	errBadDelivery  = errorf(http.StatusBadRequest, "malformed block delivery")
	errTooLarge     = errorf(http.StatusRequestEntityTooLarge, "body too large")
)

// internalRoutes are the configured internal routes.
func (s *server) internalRoutes(in Internal) []*Route {
	if in.WebhookMaxSkew <= 0 {
		in.WebhookMaxSkew = DefaultWebhookMaxSkew
	}
	if in.WebhookMaxBody <= 0 {
		in.WebhookMaxBody = DefaultWebhookMaxBody
	}
	if in.MaxLagBlocks == 0 {
		in.MaxLagBlocks = DefaultHealthMaxLag
	}
	if in.StaleAfter <= 0 {
		in.StaleAfter = DefaultHealthStale
	}
	var rts []*Route
	if len(in.WebhookSecret) > 0 && in.Inbox != nil {
		rts = append(rts, &Route{
			Method: http.MethodPost, Path: "/internal/ingest/block", Internal: true,
			Summary: "webhook: one block with its receipts, or a QuickNode Streams batch, HMAC-signed; recorded in the inbox before 200",
			Tier:    TierPrivate, ETag: ETagNone, Response: webhookBody{},
			Errors: []int{400, 401, 413, 415},
			Handle: func(c *gin.Context) (any, error) { return s.ingestBlock(c, in) },
			Reads:  reads[Inbox]("RecordDelivery"),
		})
	}
	if in.Token != "" && in.Health != nil {
		rts = append(rts, &Route{
			Path: "/internal/health", Internal: true,
			Summary: "indexer state; 503 when halted, stopped or lagging (bearer INTERNAL_TOKEN)",
			Tier:    TierPrivate, ETag: ETagNone, Response: indexerHealthBody{},
			Errors: []int{401},
			Handle: func(c *gin.Context) (any, error) { return s.indexerHealth(c, in) },
			Reads:  reads[IndexerHealthReader]("IndexerHealth"),
		})
	}
	if in.Token != "" && in.Rakeback != nil {
		rts = append(rts, &Route{
			Path: "/internal/jobs/rakeback", Internal: true,
			Summary: "the weekly Rakeback job: its latest trees and their step, and its in-process status when it runs here (bearer INTERNAL_TOKEN)",
			Tier:    TierPrivate, ETag: ETagNone, Response: rakebackJobBody{},
			Errors: []int{401},
			Handle: func(c *gin.Context) (any, error) { return s.rakebackJob(c, in) },
			Reads:  reads[RakebackJobReader]("RakebackTrees"),
		})
	}
	return rts
}

// ingestBlock verifies, parses and records a delivery: 401 on a missing,
// stale or wrong signature (before parsing), 400 on a malformed body, 200
// once its blocks are committed to the inbox (duplicates included). Two
// providers' forms are taken: ours (WebhookSignatureHeader, one block) and
// QuickNode Streams' (QuickNodeSignatureHeader, a batch of blocks). A body
// sent with Content-Encoding: gzip may be signed as sent (the compressed
// bytes) or before compression (Streams signs the JSON); either way nothing
// is decompressed into memory before its MAC matched (openDelivery).
func (s *server) ingestBlock(c *gin.Context, in Internal) (any, error) {
	sig, err := s.readSignature(c, in)
	if err != nil {
		return nil, err
	}
	body, err := openDelivery(c, sig, in.WebhookSecret, in.WebhookMaxBody)
	if err != nil {
		return nil, err
	}
	if !sig.streams {
		b, err := webhookbody.ParseDelivery(body)
		if err != nil {
			return nil, errorf(http.StatusBadRequest, err.Error())
		}
		return s.record(c.Request.Context(), in, b)
	}
	// A Streams batch: every block is parsed and checked before the first
	// is recorded, then they are recorded in order.
	blocks, err := webhookbody.ParseStreamsDelivery(body)
	if err != nil {
		return nil, errorf(http.StatusBadRequest, err.Error())
	}
	out := webhookBatchBody{OK: true, Blocks: make([]webhookBody, 0, len(blocks))}
	for _, b := range blocks {
		r, err := s.record(c.Request.Context(), in, b)
		if err != nil {
			return nil, err // the provider retries the whole batch: recorded blocks are duplicates then
		}
		out.Blocks = append(out.Blocks, r)
	}
	return out, nil
}

// deliverySignature is what a delivery's headers say of its signature.
type deliverySignature struct {
	streams bool   // QuickNode Streams' form (QuickNodeSignatureHeader); else ours
	ts      int64  // the signed timestamp, unix seconds
	nonce   string // Streams only
	sent    string // the signature sent, lower case; ours with its "sha256=" prefix
}

// readSignature reads a delivery's signature headers in the form they name
// and refuses (errUnauthorized) missing ones or a timestamp further than
// WebhookMaxSkew from now: all of the check but the MAC, which needs the
// body, so an unsigned or stale body is never read or decompressed.
func (s *server) readSignature(c *gin.Context, in Internal) (deliverySignature, error) {
	var (
		sig deliverySignature
		err error
	)
	if sent := c.GetHeader(QuickNodeSignatureHeader); sent != "" {
		sig.streams, sig.sent, sig.nonce = true, strings.ToLower(sent), c.GetHeader(QuickNodeNonceHeader)
		sig.ts, err = strconv.ParseInt(c.GetHeader(QuickNodeTimestampHeader), 10, 64)
		if err != nil || sig.nonce == "" {
			return sig, errUnauthorized
		}
	} else {
		sig.sent = strings.ToLower(c.GetHeader(WebhookSignatureHeader))
		sig.ts, err = strconv.ParseInt(c.GetHeader(WebhookTimestampHeader), 10, 64)
		if err != nil || sig.sent == "" {
			return sig, errUnauthorized
		}
		if !strings.HasPrefix(sig.sent, "sha256=") { // the bare hex is accepted too
			sig.sent = "sha256=" + sig.sent
		}
	}
	if skew := s.now().Sub(time.Unix(sig.ts, 0)); skew > in.WebhookMaxSkew || skew < -in.WebhookMaxSkew {
		return sig, errUnauthorized
	}
	return sig, nil
}

// verify checks the MAC of body in sig's form (constant-time);
// errUnauthorized when it is not the one sent.
func (sig deliverySignature) verify(secret, body []byte) error {
	m := sig.mac(secret)
	m.Write(body)
	return sig.check(m)
}

// mac is the HMAC of sig's form with the signed prefix written (ours:
// timestamp + "."; Streams': nonce + timestamp); the body follows.
func (sig deliverySignature) mac(secret []byte) hash.Hash {
	m := hmac.New(sha256.New, secret)
	if sig.streams {
		m.Write([]byte(sig.nonce))
		m.Write([]byte(strconv.FormatInt(sig.ts, 10)))
	} else {
		m.Write([]byte(strconv.FormatInt(sig.ts, 10)))
		m.Write([]byte{'.'})
	}
	return m
}

// check compares m's sum, in sig's form, with the one sent (constant-time).
func (sig deliverySignature) check(m hash.Hash) error {
	want := hex.EncodeToString(m.Sum(nil))
	if !sig.streams {
		want = "sha256=" + want
	}
	if subtle.ConstantTimeCompare([]byte(sig.sent), []byte(want)) != 1 {
		return errUnauthorized
	}
	return nil
}

// record commits block b to the inbox.
func (s *server) record(ctx context.Context, in Internal, b mainapi.Block) (webhookBody, error) {
	recorded, err := in.Inbox.RecordDelivery(ctx, b)
	if err != nil {
		s.log.Error("webhook: record delivery", "block", b.Number, "err", err)
		return webhookBody{}, errDatabase
	}
	return webhookBody{OK: true, Recorded: recorded, Number: b.Number, Hash: b.Hash.Hex()}, nil
}

// openDelivery reads a delivery's raw bytes (at most maxBody: 413 beyond)
// and returns its verified body. A plain body's MAC is checked over it. A
// body sent with Content-Encoding: gzip is decompressed (bounded by maxBody
// too; 400 for a broken stream) only once a MAC matched: over the raw bytes
// as received, else, for a sender that signs before compressing (Streams),
// over the decompressed stream fed to the MAC as it is inflated and kept
// nowhere. A forged gzip bomb thus costs its raw bytes and at most maxBody
// of inflating, never the memory of its decompressed size.
func openDelivery(c *gin.Context, sig deliverySignature, secret []byte, maxBody int64) ([]byte, error) {
	gzipped := false
	switch enc := strings.ToLower(strings.TrimSpace(c.GetHeader("Content-Encoding"))); enc {
	case "", "identity":
	case "gzip", "x-gzip":
		gzipped = true
	default:
		return nil, errorf(http.StatusUnsupportedMediaType, "unsupported content encoding "+strconv.Quote(enc))
	}
	raw, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxBody))
	if err != nil {
		return nil, readError(err, false)
	}
	if !gzipped {
		return raw, sig.verify(secret, raw)
	}
	if sig.verify(secret, raw) != nil {
		m := sig.mac(secret)
		if err := gunzipTo(m, raw, maxBody); err != nil {
			return nil, err
		}
		if err := sig.check(m); err != nil {
			return nil, err
		}
	}
	var body bytes.Buffer
	if err := gunzipTo(&body, raw, maxBody); err != nil {
		return nil, err
	}
	return body.Bytes(), nil
}

// gunzipTo inflates gz into w, at most maxBody bytes: 413 beyond, 400 for a
// broken stream.
func gunzipTo(w io.Writer, gz []byte, maxBody int64) error {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return readError(err, true)
	}
	defer zr.Close()
	n, err := io.Copy(w, io.LimitReader(zr, maxBody+1))
	if err != nil {
		return readError(err, true)
	}
	if n > maxBody {
		return errTooLarge
	}
	return nil
}

// readError maps a body read error to its answer.
func readError(err error, gzipped bool) error {
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return errTooLarge
	case gzipped:
		return errorf(http.StatusBadRequest, "malformed gzip body")
	}
	return errBadDelivery
}
