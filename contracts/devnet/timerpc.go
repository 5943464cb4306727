package devnet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// The public JSON-RPC endpoint answers the time-travel methods of anvil and
// Hardhat itself, so `cast rpc evm_increaseTime 86400` and viem's
// testClient work, and reverse-proxies everything else (other methods,
// WebSocket upgrades, CORS preflights) to the node:
//
//	evm_increaseTime(seconds)        -> total seconds added (a JSON number)
//	evm_mine([timestamp | {timestamp, blocks}]) -> "0x0"
//	evm_setNextBlockTimestamp(ts)    -> null
//	anvil_mine / hardhat_mine([blocks[, interval]]) -> null (viem's testClient.mine)
//	devnet_reorg(depth)              -> the new head's hash: the last depth blocks
//	                                    replaced by depth+1 others (Reorg; ours, not anvil's)
//
// Numbers may be JSON numbers or strings (hex with 0x, or decimal). Single
// and batch requests are served; in a batch the evm_* calls run in order
// with the others, which are forwarded one by one.

// maxRPCBody caps a request body read to look for evm_* calls (geth's own
// limit is 5 MiB).
const maxRPCBody = 32 << 20

// maxMineBlocks caps evm_mine's blocks.
const maxMineBlocks = 10_000

type rpcHandler struct {
	d       *Devnet
	nodeURL string
	proxy   *httputil.ReverseProxy
	client  *http.Client
}

// newRPCHandler returns the public endpoint's handler in front of the node
// at nodeURL.
func (d *Devnet) newRPCHandler(nodeURL string) (http.Handler, error) {
	u, err := url.Parse(nodeURL)
	if err != nil {
		return nil, fmt.Errorf("devnet: node URL: %w", err)
	}
	proxy := httputil.NewSingleHostReverseProxy(u)
	proxy.ErrorLog = slog.NewLogLogger(d.log.Handler(), slog.LevelDebug)
	return &rpcHandler{d: d, nodeURL: nodeURL, proxy: proxy, client: &http.Client{Timeout: time.Minute}}, nil
}

type rpcRequest struct {
	ID     json.RawMessage   `json:"id"`
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

func (h *rpcHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.Header.Get("Upgrade") != "" {
		h.proxy.ServeHTTP(w, r)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxRPCBody+1))
	r.Body.Close()
	if err != nil || len(body) > maxRPCBody {
		http.Error(w, "request body unreadable or too large", http.StatusRequestEntityTooLarge)
		return
	}
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	var out []byte
	switch {
	case !bytes.Contains(body, []byte("evm_")) && !bytes.Contains(body, []byte("_mine")) && !bytes.Contains(body, []byte("devnet_")):
	case len(trimmed) > 0 && trimmed[0] == '[':
		out = h.batch(r, trimmed)
	default:
		var req rpcRequest
		if json.Unmarshal(trimmed, &req) == nil && h.isOurs(req.Method) {
			out = h.answer(req)
		}
	}
	if out == nil {
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		h.proxy.ServeHTTP(w, r)
		return
	}
	if r.Header.Get("Origin") != "" {
		w.Header().Set("Access-Control-Allow-Origin", "*")
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(out)
}

// isOurs reports whether the endpoint answers method itself.
func (h *rpcHandler) isOurs(method string) bool {
	switch method {
	case "evm_increaseTime", "evm_mine", "evm_setNextBlockTimestamp", "anvil_mine", "hardhat_mine", "devnet_reorg":
		return true
	}
	return false
}

// batch answers a batch request; nil when it holds no evm_* call of ours
// (the node answers it whole) or does not parse.
func (h *rpcHandler) batch(r *http.Request, body []byte) []byte {
	var items []json.RawMessage
	if json.Unmarshal(body, &items) != nil || len(items) == 0 {
		return nil
	}
	reqs := make([]rpcRequest, len(items))
	ours := false
	for i, it := range items {
		if json.Unmarshal(it, &reqs[i]) == nil && h.isOurs(reqs[i].Method) {
			ours = true
		}
	}
	if !ours {
		return nil
	}
	resps := make([]json.RawMessage, 0, len(items))
	for i, it := range items {
		var resp []byte
		if h.isOurs(reqs[i].Method) {
			if reqs[i].ID == nil { // a notification: run it, answer nothing
				h.answer(reqs[i])
				continue
			}
			resp = h.answer(reqs[i])
		} else {
			resp = h.forward(r, it, reqs[i].ID)
		}
		if len(bytes.TrimSpace(resp)) > 0 {
			resps = append(resps, resp)
		}
	}
	out, _ := json.Marshal(resps)
	return out
}

// forward sends one request of a batch to the node and returns its
// response (empty for a notification), or an error response.
func (h *rpcHandler) forward(r *http.Request, item, id json.RawMessage) []byte {
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, h.nodeURL, bytes.NewReader(item))
	if err != nil {
		return rpcErr(id, -32603, err.Error())
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := h.client.Do(req)
	if err != nil {
		return rpcErr(id, -32603, "node: "+err.Error())
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		return rpcErr(id, -32603, "node: "+err.Error())
	}
	return out
}

// answer runs one of our methods and returns its JSON-RPC response.
func (h *rpcHandler) answer(req rpcRequest) []byte {
	id := req.ID
	if id == nil {
		id = json.RawMessage("null")
	}
	result, err := h.call(req.Method, req.Params)
	if err != nil {
		code := -32000
		if errors.Is(err, errInvalidParams) {
			code = -32602
		}
		return rpcErr(id, code, err.Error())
	}
	out, _ := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  any             `json:"result"`
	}{"2.0", id, result})
	return out
}

var errInvalidParams = errors.New("invalid params")

func (h *rpcHandler) call(method string, params []json.RawMessage) (any, error) {
	switch method {
	case "evm_increaseTime":
		if len(params) != 1 {
			return nil, fmt.Errorf("%w: want [seconds]", errInvalidParams)
		}
		secs, err := parseQuantity(params[0])
		if err != nil {
			return nil, err
		}
		return h.d.IncreaseTime(secs)
	case "evm_setNextBlockTimestamp":
		if len(params) != 1 {
			return nil, fmt.Errorf("%w: want [timestamp]", errInvalidParams)
		}
		ts, err := parseQuantity(params[0])
		if err != nil {
			return nil, err
		}
		return nil, h.d.SetNextBlockTimestamp(ts)
	case "evm_mine":
		return "0x0", h.mine(params)
	case "anvil_mine", "hardhat_mine":
		return nil, h.mineInterval(params)
	case "devnet_reorg": // [depth]: the last depth blocks replaced by depth+1 others (Reorg)
		if len(params) != 1 {
			return nil, fmt.Errorf("%w: want [depth]", errInvalidParams)
		}
		depth, err := parseQuantity(params[0])
		if err != nil {
			return nil, err
		}
		return h.d.Reorg(depth)
	}
	return nil, fmt.Errorf("method %s not found", method)
}

// mine runs evm_mine: no params, a timestamp, or anvil's {timestamp,
// blocks} object.
func (h *rpcHandler) mine(params []json.RawMessage) error {
	var ts, blocks uint64 = 0, 1
	if len(params) > 0 && string(bytes.TrimSpace(params[0])) != "null" {
		p := bytes.TrimSpace(params[0])
		if len(p) > 0 && p[0] == '{' {
			var opts struct {
				Timestamp json.RawMessage `json:"timestamp"`
				Blocks    json.RawMessage `json:"blocks"`
			}
			if err := json.Unmarshal(p, &opts); err != nil {
				return fmt.Errorf("%w: %v", errInvalidParams, err)
			}
			var err error
			if opts.Timestamp != nil && string(opts.Timestamp) != "null" {
				if ts, err = parseQuantity(opts.Timestamp); err != nil {
					return err
				}
			}
			if opts.Blocks != nil && string(opts.Blocks) != "null" {
				if blocks, err = parseQuantity(opts.Blocks); err != nil {
					return err
				}
			}
		} else {
			var err error
			if ts, err = parseQuantity(p); err != nil {
				return err
			}
		}
	}
	if blocks > maxMineBlocks {
		return fmt.Errorf("%w: at most %d blocks", errInvalidParams, maxMineBlocks)
	}
	if ts != 0 {
		if err := h.d.SetNextBlockTimestamp(ts); err != nil {
			return err
		}
	}
	for range blocks {
		if err := h.d.Mine(); err != nil {
			return err
		}
	}
	return nil
}

// mineInterval runs anvil_mine and hardhat_mine: blocks (default 1), at
// least interval seconds (default 1) apart; an interval above one second
// adds to the clock's offset, like evm_increaseTime.
func (h *rpcHandler) mineInterval(params []json.RawMessage) error {
	var args [2]uint64
	args[0], args[1] = 1, 1
	for i := 0; i < len(params) && i < 2; i++ {
		if string(bytes.TrimSpace(params[i])) == "null" {
			continue
		}
		v, err := parseQuantity(params[i])
		if err != nil {
			return err
		}
		args[i] = v
	}
	blocks, interval := args[0], args[1]
	if blocks > maxMineBlocks {
		return fmt.Errorf("%w: at most %d blocks", errInvalidParams, maxMineBlocks)
	}
	for i := range blocks {
		var err error
		if i == 0 || interval <= 1 {
			err = h.d.Mine()
		} else {
			_, err = h.d.IncreaseTime(interval)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// parseQuantity reads a non-negative integer given as a JSON number or a
// string (0x hex or decimal).
func parseQuantity(raw json.RawMessage) (uint64, error) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return 0, fmt.Errorf("%w: %v", errInvalidParams, err)
	}
	var s string
	switch x := v.(type) {
	case json.Number:
		s = x.String()
	case string:
		s = x
	default:
		return 0, fmt.Errorf("%w: %s is not a number", errInvalidParams, raw)
	}
	var n uint64
	var err error
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		n, err = strconv.ParseUint(s[2:], 16, 64)
	} else {
		n, err = strconv.ParseUint(s, 10, 64)
	}
	if err != nil || n > math.MaxInt64 {
		return 0, fmt.Errorf("%w: %s is not a non-negative integer", errInvalidParams, raw)
	}
	return n, nil
}

func rpcErr(id json.RawMessage, code int, msg string) []byte {
	out, _ := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   any             `json:"error"`
	}{"2.0", id, map[string]any{"code": code, "message": msg}})
	return out
}
