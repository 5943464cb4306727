package httpapi

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/metadata"
)

// ModerationStore is what the operator routes read and write. Each write
// appends its Audit in the same transaction; the Delete methods return
// funbackend.ErrNotFound when there was nothing to delete.
type ModerationStore interface {
	Bans(ctx context.Context) ([]funbackend.Ban, error)
	PutBan(ctx context.Context, b funbackend.Ban, a funbackend.Audit) error
	DeleteBan(ctx context.Context, address string, a funbackend.Audit) (funbackend.Ban, error)
	Takedowns(ctx context.Context) ([]funbackend.Takedown, error)
	PutTakedown(ctx context.Context, t funbackend.Takedown, a funbackend.Audit) error
	DeleteTakedown(ctx context.Context, token string, a funbackend.Audit) (funbackend.Takedown, error)
	MetadataOverride(ctx context.Context, token string) (funbackend.MetadataOverride, error)
	PutMetadataOverride(ctx context.Context, o funbackend.MetadataOverride, a funbackend.Audit) error
	DeleteMetadataOverride(ctx context.Context, token string, a funbackend.Audit) (funbackend.MetadataOverride, error)
	CoinExists(ctx context.Context, address string) (bool, error)
	AuditLog(ctx context.Context, before int64, limit int) ([]funbackend.Audit, error)
}

// Operator routes (spec 5.3; docs/funbackend.md "Operator routes").
const (
	credentialKey     = "adminCredential"
	maxReasonBytes    = 500
	maxDescription    = 2000
	auditPageDefault  = 50
	auditPageMax      = 200
	auditCursorScope  = "admin/audit"
	errUnauthorized   = "unauthorized"
	wwwAuthenticate   = `Bearer realm="funbackend admin"`
	fingerprintDigits = 8
)

// adminNoStore makes every answer under /admin no-store, whatever answers
// it (the 413 of the body limit, a panic's 500, an unknown route's 404).
func (s *server) adminNoStore(c *gin.Context) {
	if s.isAdminPath(c.Request.URL.Path) {
		c.Header("Cache-Control", TierNoStore)
	}
}

func (s *server) isAdminPath(p string) bool {
	return p == s.adminPrefix || strings.HasPrefix(p, s.adminPrefix+"/")
}

// adminAuth admits requests carrying Authorization: Bearer <AdminToken>
// (compared in constant time) and records the credential's fingerprint for
// the audit log; anything else answers 401 {error: unauthorized} with
// WWW-Authenticate: Bearer. An empty AdminToken admits nothing.
func (s *server) adminAuth(c *gin.Context) {
	c.Header("Cache-Control", TierNoStore)
	token, ok := bearer(c.GetHeader("Authorization"))
	if !ok || s.AdminToken == "" {
		s.unauthorized(c)
		return
	}
	got, want := sha256.Sum256([]byte(token)), sha256.Sum256([]byte(s.AdminToken))
	if subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
		s.unauthorized(c)
		return
	}
	c.Set(credentialKey, hex.EncodeToString(got[:])[:fingerprintDigits])
	c.Next()
}

func (s *server) unauthorized(c *gin.Context) {
	c.Header("WWW-Authenticate", wwwAuthenticate)
	writeError(c, http.StatusUnauthorized, errUnauthorized)
}

// adminUnknown answers an unknown /admin path or method as a known one
// would without a credential (401), and with one lets the 404 through.
func (s *server) adminUnknown(c *gin.Context) {
	if s.isAdminPath(c.Request.URL.Path) {
		s.adminAuth(c)
	}
}

// bearer returns the token of an "Authorization: Bearer <token>" header.
func bearer(h string) (string, bool) {
	scheme, token, ok := strings.Cut(strings.TrimSpace(h), " ")
	token = strings.TrimSpace(token)
	return token, ok && strings.EqualFold(scheme, "Bearer") && token != ""
}

// Wire shapes of the operator routes.

func banDTO(b funbackend.Ban) gin.H {
	return gin.H{"address": b.Address, "reason": b.Reason, "createdAt": b.CreatedAt}
}

func takedownDTO(t funbackend.Takedown) gin.H {
	return gin.H{"token": t.Token, "reason": t.Reason, "createdAt": t.CreatedAt, "coinExists": t.CoinExists}
}

func overrideDTO(o funbackend.MetadataOverride) gin.H {
	return gin.H{"token": o.Token, "description": o.Description, "image": o.Image, "reason": o.Reason, "createdAt": o.CreatedAt}
}

func auditDTO(a funbackend.Audit) gin.H {
	var detail any
	if a.Detail != "" {
		detail = a.Detail
	}
	return gin.H{"id": a.ID, "at": a.At, "action": a.Action, "target": a.Target, "reason": a.Reason,
		"detail": detail, "credential": a.Credential, "ip": a.IP}
}

// adminTarget is the {address} of an operator route: 0x and 40 hex digits
// (any case), not the zero address; else 400 bad address.
func adminTarget(c *gin.Context) (string, error) {
	a, ok := validAddress(c)
	if !ok || a == (common.Address{}) {
		return "", badRequest("bad address")
	}
	return addr(a), nil
}

// readJSON decodes the request body into v (unknown keys refused): 413
// over the body limit, 400 bad body otherwise.
func readJSON(c *gin.Context, v any) error {
	dec := json.NewDecoder(c.Request.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return &apiError{http.StatusRequestEntityTooLarge, "request body too large"}
	}
	if err != nil || dec.More() {
		return badRequest("bad body")
	}
	return nil
}

// checkReason trims r; required says whether it may be empty. 400 bad
// reason when missing (if required), over 500 bytes or not UTF-8.
func checkReason(r string, required bool) (string, error) {
	r = strings.TrimSpace(r)
	if required && r == "" || len(r) > maxReasonBytes || !utf8.ValidString(r) {
		return "", badRequest("bad reason")
	}
	return r, nil
}

// putReason reads a PUT body {reason} (reason required).
func putReason(c *gin.Context) (string, error) {
	var b struct {
		Reason string `json:"reason"`
	}
	if err := readJSON(c, &b); err != nil {
		return "", err
	}
	return checkReason(b.Reason, true)
}

// audit is the audit row of the request's write.
func (s *server) audit(c *gin.Context, action, target, reason, detail string) funbackend.Audit {
	return funbackend.Audit{At: s.Now().Unix(), Action: action, Target: target, Reason: reason, Detail: detail,
		Credential: c.GetString(credentialKey), IP: c.ClientIP()}
}

// moderated drops what the server holds in memory about token after an
// operator write: cached bodies (the board), its metadata and share card.
func (s *server) moderated(token string) {
	s.cacheMu.Lock()
	s.cache = map[string]cached{}
	s.cacheMu.Unlock()
	s.metas.mu.Lock()
	delete(s.metas.m, token)
	s.metas.mu.Unlock()
	cardCacheMu.Lock()
	delete(cardCache, token)
	cardCacheMu.Unlock()
}

// dtos maps stored rows to their JSON objects.
func dtos[T any](rows []T, dto func(T) gin.H) []gin.H {
	out := make([]gin.H, len(rows))
	for i, r := range rows {
		out[i] = dto(r)
	}
	return out
}

// adminBans: GET /admin/bans → {bans: [{address, reason, createdAt}]}, newest first.
func (s *server) adminBans(c *gin.Context) (any, error) {
	bans, err := s.DB.Bans(c.Request.Context())
	if err != nil {
		return nil, err
	}
	out := dtos(bans, banDTO)
	return gin.H{"bans": out}, nil
}

// adminPutBan: PUT /admin/bans/{address} {reason} → the ban.
func (s *server) adminPutBan(c *gin.Context) (any, error) {
	a, err := adminTarget(c)
	if err != nil {
		return nil, err
	}
	reason, err := putReason(c)
	if err != nil {
		return nil, err
	}
	b := funbackend.Ban{Address: a, Reason: reason, CreatedAt: s.Now().Unix()}
	if err := s.DB.PutBan(c.Request.Context(), b, s.audit(c, "ban", a, reason, "")); err != nil {
		return nil, err
	}
	return banDTO(b), nil
}

// adminDeleteBan: DELETE /admin/bans/{address}?reason= → the lifted ban;
// 404 when not banned.
func (s *server) adminDeleteBan(c *gin.Context) (any, error) {
	b, _, err := adminDelete(s, c, "unban", s.DB.DeleteBan)
	if err != nil {
		return nil, err
	}
	return banDTO(b), nil
}

// adminTakedowns: GET /admin/takedowns → {takedowns: [{token, reason,
// createdAt, coinExists}]}, newest first.
func (s *server) adminTakedowns(c *gin.Context) (any, error) {
	ts, err := s.DB.Takedowns(c.Request.Context())
	if err != nil {
		return nil, err
	}
	out := dtos(ts, takedownDTO)
	return gin.H{"takedowns": out}, nil
}

// adminPutTakedown: PUT /admin/takedowns/{address} {reason} → the
// takedown. The address may be a coin's or a predicted one.
func (s *server) adminPutTakedown(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	a, err := adminTarget(c)
	if err != nil {
		return nil, err
	}
	reason, err := putReason(c)
	if err != nil {
		return nil, err
	}
	t := funbackend.Takedown{Token: a, Reason: reason, CreatedAt: s.Now().Unix()}
	if err := s.DB.PutTakedown(ctx, t, s.audit(c, "takedown", a, reason, "")); err != nil {
		return nil, err
	}
	s.moderated(a)
	if t.CoinExists, err = s.DB.CoinExists(ctx, a); err != nil {
		return nil, err
	}
	return takedownDTO(t), nil
}

// adminDeleteTakedown: DELETE /admin/takedowns/{address}?reason= → the
// lifted takedown; 404 when not taken down.
func (s *server) adminDeleteTakedown(c *gin.Context) (any, error) {
	t, a, err := adminDelete(s, c, "restore", s.DB.DeleteTakedown)
	if err != nil {
		return nil, err
	}
	s.moderated(a)
	if t.CoinExists, err = s.DB.CoinExists(c.Request.Context(), a); err != nil {
		return nil, err
	}
	return takedownDTO(t), nil
}

// adminMetadata: GET /admin/metadata/{address} → the coin's override; 404
// when it has none.
func (s *server) adminMetadata(c *gin.Context) (any, error) {
	a, err := adminTarget(c)
	if err != nil {
		return nil, err
	}
	o, err := s.DB.MetadataOverride(c.Request.Context(), a)
	if errors.Is(err, funbackend.ErrNotFound) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, err
	}
	return overrideDTO(o), nil
}

// adminPutMetadata: PUT /admin/metadata/{address} {description?, image?,
// reason} → the override. 404 when no coin exists at address; 400 bad
// metadata when neither field is sent, bad description (over 2000 bytes),
// bad image (neither "" nor a data URL the image route would serve).
func (s *server) adminPutMetadata(c *gin.Context) (any, error) {
	ctx := c.Request.Context()
	a, err := adminTarget(c)
	if err != nil {
		return nil, err
	}
	var b struct {
		Description *string `json:"description"`
		Image       *string `json:"image"`
		Reason      string  `json:"reason"`
	}
	if err := readJSON(c, &b); err != nil {
		return nil, err
	}
	reason, err := checkReason(b.Reason, true)
	if err != nil {
		return nil, err
	}
	if b.Description == nil && b.Image == nil {
		return nil, badRequest("bad metadata")
	}
	if d := b.Description; d != nil && (len(*d) > maxDescription || !utf8.ValidString(*d)) {
		return nil, badRequest("bad description")
	}
	o := funbackend.MetadataOverride{Token: a, Description: b.Description, Image: b.Image, Reason: reason, CreatedAt: s.Now().Unix()}
	if img := b.Image; img != nil && *img != "" {
		if _, _, err := metadata.DecodeImage(*img); err != nil {
			return nil, badRequest("bad image")
		}
		o.HasImage = true
	}
	if ok, err := s.DB.CoinExists(ctx, a); err != nil {
		return nil, err
	} else if !ok {
		return nil, errNotFound
	}
	var fields []string
	if b.Description != nil {
		fields = append(fields, "description")
	}
	if b.Image != nil {
		fields = append(fields, "image")
	}
	if err := s.DB.PutMetadataOverride(ctx, o, s.audit(c, "metadata.override", a, reason, strings.Join(fields, ","))); err != nil {
		return nil, err
	}
	s.moderated(a)
	return overrideDTO(o), nil
}

// adminDeleteMetadata: DELETE /admin/metadata/{address}?reason= → the
// removed override; 404 when none.
func (s *server) adminDeleteMetadata(c *gin.Context) (any, error) {
	o, a, err := adminDelete(s, c, "metadata.clear", s.DB.DeleteMetadataOverride)
	if err != nil {
		return nil, err
	}
	s.moderated(a)
	return overrideDTO(o), nil
}

// adminDelete is the shared shape of the DELETE routes: the target
// address, the optional ?reason=, then del, which removes the row and
// appends the audit row in one transaction; 404 when there was nothing to
// remove. It returns the removed row and the target.
func adminDelete[T any](s *server, c *gin.Context, action string,
	del func(ctx context.Context, target string, a funbackend.Audit) (T, error)) (T, string, error) {
	var zero T
	a, err := adminTarget(c)
	if err != nil {
		return zero, "", err
	}
	reason, err := checkReason(c.Query("reason"), false)
	if err != nil {
		return zero, "", err
	}
	row, err := del(c.Request.Context(), a, s.audit(c, action, a, reason, ""))
	if errors.Is(err, funbackend.ErrNotFound) {
		return zero, "", errNotFound
	}
	if err != nil {
		return zero, "", err
	}
	return row, a, nil
}

type auditCursor struct {
	ID int64 `json:"i"`
}

// adminAudit: GET /admin/audit?limit&cursor → {entries, nextCursor},
// newest first. limit: default 50, at least 1, clamped to 200 (a
// non-number: 400 bad limit); cursor: the previous nextCursor (400 bad
// cursor otherwise).
func (s *server) adminAudit(c *gin.Context) (any, error) {
	limit := auditPageDefault
	if v, ok := c.GetQuery("limit"); ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, badRequest("bad limit")
		}
		limit = min(max(n, 1), auditPageMax)
	}
	var before int64
	if v, ok := c.GetQuery("cursor"); ok {
		var cur auditCursor
		if !s.cursors.verify(auditCursorScope, "", v, &cur) || cur.ID <= 0 {
			return nil, badRequest("bad cursor")
		}
		before = cur.ID
	}
	rows, err := s.DB.AuditLog(c.Request.Context(), before, limit)
	if err != nil {
		return nil, err
	}
	out := dtos(rows, auditDTO)
	var next any
	if len(rows) == limit {
		next = s.cursors.sign(auditCursorScope, "", auditCursor{ID: rows[len(rows)-1].ID})
	}
	return gin.H{"entries": out, "nextCursor": next}, nil
}
