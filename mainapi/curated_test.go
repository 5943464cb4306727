package mainapi_test

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi"
)

func TestParseCuratedTokens(t *testing.T) {
	const good = `{"name": "ops", "version": {"major": 1}, "tokens": [
	  {"chainId": 1, "address": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "symbol": "USDC", "name": "USD Coin", "decimals": 6, "logoURI": "x"},
	  {"chainId": 10, "address": "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", "symbol": "USDC", "name": "USD Coin", "decimals": 6},
	  {"chainId": 1, "address": "0x6b175474e89094c44da98b954eedeac495271d0f", "symbol": "DAI", "name": "Dai Stablecoin", "decimals": 18}]}`
	got, err := mainapi.ParseCuratedTokens([]byte(good), 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []mainapi.CuratedToken{
		{Address: common.HexToAddress("0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"), Symbol: "USDC", Name: "USD Coin", Decimals: 6},
		{Address: common.HexToAddress("0x6b175474e89094c44da98b954eedeac495271d0f"), Symbol: "DAI", Name: "Dai Stablecoin", Decimals: 18},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d tokens, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("token %d: %+v, want %+v", i, got[i], want[i])
		}
	}

	bad := []struct{ name, token, why string }{
		{"short address", `{"chainId":1,"address":"0x1234","symbol":"A","name":"A","decimals":1}`, "address"},
		{"no 0x", `{"chainId":1,"address":"a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A","name":"A","decimals":1}`, "address"},
		{"zero", `{"chainId":1,"address":"0x0000000000000000000000000000000000000000","symbol":"A","name":"A","decimals":1}`, "zero"},
		{"empty symbol", `{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"","name":"A","decimals":1}`, "symbol"},
		{"control char", `{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A\n","name":"A","decimals":1}`, "symbol"},
		{"long name", `{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A","name":"` + strings.Repeat("n", 129) + `","decimals":1}`, "name"},
		{"decimals string", `{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A","name":"A","decimals":"6"}`, "decimals"},
		{"decimals 37", `{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A","name":"A","decimals":37}`, "decimals"},
		{"decimals fraction", `{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A","name":"A","decimals":6.5}`, "decimals"},
	}
	for _, c := range bad {
		_, err := mainapi.ParseCuratedTokens([]byte(`{"tokens":[`+c.token+`]}`), 1)
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: err %v, want one naming %q", c.name, err, c.why)
		}
	}
	twice := `{"tokens":[{"chainId":1,"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"A","name":"A","decimals":1},
	  {"chainId":1,"address":"0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48","symbol":"B","name":"B","decimals":1}]}`
	if _, err := mainapi.ParseCuratedTokens([]byte(twice), 1); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("duplicate address: err %v", err)
	}
	if _, err := mainapi.ParseCuratedTokens([]byte(`[1,2]`), 1); err == nil {
		t.Error("a JSON array accepted as a token list")
	}
}
