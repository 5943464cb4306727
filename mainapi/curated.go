package mainapi

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
)

// CuratedToken is one row of the operator's curated token list: the
// symbol, name and decimals the API shows for the token whatever its
// contract answers, and `verified: true` in GET /tokens (spec main-api 4.2).
type CuratedToken struct {
	Address  common.Address
	Symbol   string
	Name     string
	Decimals uint8
}

// Curated list bounds: a token list is an operator's file, but a bad one
// must fail loudly rather than fill the tables with junk.
const (
	curatedMaxTokens = 10_000
	curatedMaxSymbol = 32
	curatedMaxName   = 128
	curatedMaxDec    = 36
)

// tokenList is the Uniswap token list format (tokenlists.org): the
// integrators' common format for curated tokens. Unknown keys (version,
// logoURI, tags, extensions, ...) are ignored.
type tokenList struct {
	Tokens []struct {
		ChainID  uint64          `json:"chainId"`
		Address  string          `json:"address"`
		Symbol   string          `json:"symbol"`
		Name     string          `json:"name"`
		Decimals json.RawMessage `json:"decimals"`
	} `json:"tokens"`
}

// ReadCuratedTokens reads a token list file (CURATED_TOKENS_FILE) and
// returns its tokens for chainID. Every listed token of that chain must be
// valid: a checksum-agnostic address, a non-empty symbol and name within
// bounds, integer decimals 0..36, no address twice. Tokens of other chains
// are skipped (one list can serve several deployments).
func ReadCuratedTokens(path string, chainID uint64) ([]CuratedToken, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("curated tokens: %w", err)
	}
	return ParseCuratedTokens(raw, chainID)
}

// ParseCuratedTokens is ReadCuratedTokens on the file's bytes.
func ParseCuratedTokens(raw []byte, chainID uint64) ([]CuratedToken, error) {
	var l tokenList
	if err := json.Unmarshal(raw, &l); err != nil {
		return nil, fmt.Errorf("curated tokens: not a token list: %w", err)
	}
	if len(l.Tokens) > curatedMaxTokens {
		return nil, fmt.Errorf("curated tokens: %d tokens, at most %d", len(l.Tokens), curatedMaxTokens)
	}
	seen := map[common.Address]bool{}
	out := make([]CuratedToken, 0, len(l.Tokens))
	for i, t := range l.Tokens {
		if t.ChainID != chainID {
			continue
		}
		bad := func(why string) error { return fmt.Errorf("curated tokens: token %d (%q): %s", i, t.Address, why) }
		if !common.IsHexAddress(t.Address) || !strings.HasPrefix(t.Address, "0x") {
			return nil, bad("address is not 0x + 40 hex")
		}
		a := common.HexToAddress(t.Address)
		if a == (common.Address{}) {
			return nil, bad("zero address")
		}
		if seen[a] {
			return nil, bad("listed twice")
		}
		seen[a] = true
		if !textOK(t.Symbol, curatedMaxSymbol) {
			return nil, bad(fmt.Sprintf("symbol must be 1 to %d bytes of printable UTF-8", curatedMaxSymbol))
		}
		if !textOK(t.Name, curatedMaxName) {
			return nil, bad(fmt.Sprintf("name must be 1 to %d bytes of printable UTF-8", curatedMaxName))
		}
		var d uint8
		if err := json.Unmarshal(t.Decimals, &d); err != nil || d > curatedMaxDec {
			return nil, bad(fmt.Sprintf("decimals must be an integer 0 to %d", curatedMaxDec))
		}
		out = append(out, CuratedToken{Address: a, Symbol: t.Symbol, Name: t.Name, Decimals: d})
	}
	return out, nil
}

func textOK(s string, max int) bool {
	if s == "" || len(s) > max || !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}
