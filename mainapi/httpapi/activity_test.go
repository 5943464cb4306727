package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	ethcommon "github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/mainapi/httpapi"
)

type activityPage struct {
	Items      []json.RawMessage `json:"items"`
	NextCursor *string           `json:"nextCursor"`
	HasMore    bool              `json:"hasMore"`
}

// walkActivity follows nextCursor from the first page of query and returns
// every item's "block:logIndex" in order.
func walkActivity(t *testing.T, h *harness, query string) []string {
	t.Helper()
	var got []string
	path := "/activity?" + query
	for {
		var page activityPage
		rec := h.get(path)
		decode(t, rec, &page)
		if cc := rec.Header().Get("Cache-Control"); cc != block {
			t.Errorf("Cache-Control = %q", cc)
		}
		if page.HasMore != (page.NextCursor != nil) || (page.HasMore && len(page.Items) != 25) {
			t.Fatalf("%s: %d items, hasMore %v, nextCursor %v", path, len(page.Items), page.HasMore, page.NextCursor)
		}
		for _, it := range page.Items {
			if k := keysOf(t, it); k != "blockNumber,data,kind,logIndex,status,timestamp,transactionId,user" {
				t.Fatalf("item keys %s", k)
			}
			var row struct {
				BlockNumber int64 `json:"blockNumber"`
				LogIndex    int64 `json:"logIndex"`
			}
			_ = json.Unmarshal(it, &row)
			got = append(got, fmt.Sprintf("%d:%d", row.BlockNumber, row.LogIndex))
		}
		if !page.HasMore {
			return got
		}
		path = "/activity?" + query + "&cursor=" + url.QueryEscape(*page.NextCursor)
	}
}

func TestActivity(t *testing.T) {
	h, _ := newIndexedHarness(t, 10, nil)
	if h.deps.Deployment.Addresses.LaunchpadCurve == (ethcommon.Address{}) {
		t.Fatal("the devnet deployment has no launch venue")
	}
	user := h.queryStrings(`SELECT hex_addr(user_address) FROM activity GROUP BY user_address ORDER BY count(*) DESC, user_address LIMIT 1`)[0]
	sqlOrder := func(where string, args ...any) []string {
		return h.queryStrings(`SELECT block_number || ':' || log_index FROM activity `+where+` ORDER BY block_number DESC, log_index DESC`, args...)
	}
	all := sqlOrder("")
	if len(all) <= 50 {
		t.Fatalf("only %d activity rows: the walk would not span three pages", len(all))
	}

	t.Run("walk with filters", func(t *testing.T) {
		for _, tc := range []struct {
			query string
			want  []string
		}{
			{"", all},
			{"venue=all", all},
			{"venue=neoswap&status=completed", all},
			{"venue=neofun", nil},
			{"status=pending", nil},
			{"type=swap", sqlOrder(`WHERE kind = 'swap'`)},
			{"type=add_liquidity", sqlOrder(`WHERE kind = 'add_liquidity'`)},
			{"type=farm_stake", sqlOrder(`WHERE kind = 'farm_stake'`)},
			{"user=" + user, sqlOrder(`WHERE user_address = decode($1, 'hex')`, user[2:])},
			{"user=0x" + strings.ToUpper(user[2:]) + "&type=swap", sqlOrder(`WHERE user_address = decode($1, 'hex') AND kind = 'swap'`, user[2:])},
		} {
			t.Run(tc.query, func(t *testing.T) {
				got := walkActivity(t, h, tc.query)
				if !slices.Equal(got, tc.want) {
					t.Errorf("got %d items, want %d in keyset order", len(got), len(tc.want))
				}
			})
		}
	})

	t.Run("item", func(t *testing.T) {
		var page activityPage
		decode(t, h.get("/activity?type=swap"), &page)
		want := h.queryStrings(`SELECT json_build_object('transactionId', hex_addr(tx_hash), 'logIndex', log_index,
				'user', hex_addr(user_address), 'kind', kind, 'status', status, 'timestamp', timestamp,
				'blockNumber', block_number, 'data', data)::text
			FROM activity WHERE kind = 'swap' ORDER BY block_number DESC, log_index DESC LIMIT 1`)[0]
		var got, exp map[string]any
		_ = json.Unmarshal(page.Items[0], &got)
		_ = json.Unmarshal([]byte(want), &exp)
		if fmt.Sprint(got) != fmt.Sprint(exp) {
			t.Errorf("item = %s\nwant   %s", page.Items[0], want)
		}
		data, _ := got["data"].(map[string]any)
		if legs, _ := data["legs"].([]any); len(legs) != 2 || data["ctx"] == nil || data["usdValue"] == nil {
			t.Errorf("swap data = %v", data)
		}
	})

	t.Run("cursor", func(t *testing.T) {
		var page activityPage
		decode(t, h.get("/activity?type=swap"), &page)
		cur := url.QueryEscape(*page.NextCursor)
		bad := want{status: 403, body: `{"error":"invalid cursor"}`, headers: errorHeaders()}
		for _, q := range []string{"", "type=add_liquidity&", "type=swap&status=completed&", "type=swap&user=" + user + "&", "type=swap&venue=neoswap&"} {
			check(t, h.get("/activity?"+q+"cursor="+cur), bad)
		}
		check(t, h.get("/activity?type=swap&cursor="+cur[:len(cur)-3]+"AAA"), bad)
		check(t, h.get("/activity?type=swap&cursor=eyJiIjo5OTk5OTksImwiOjB9.AAAAAAAAAAAAAAAAAAAAAA"), bad)
		if rec := h.get("/activity?type=swap&venue=all&cursor=" + cur); rec.Code != 200 {
			t.Errorf("venue=all is the default scope: %d", rec.Code)
		}
		// The user filter's case does not change the scope.
		decode(t, h.get("/activity?user="+user), &page)
		if page.NextCursor != nil {
			if rec := h.get("/activity?user=0x" + strings.ToUpper(user[2:]) + "&cursor=" + url.QueryEscape(*page.NextCursor)); rec.Code != 200 {
				t.Errorf("cursor under the upper-case user: %d", rec.Code)
			}
		}
	})

	t.Run("400", func(t *testing.T) {
		for q, msg := range map[string]string{
			"type=trade": "invalid type", "type=": "invalid type", "status=done": "invalid status",
			"user=0x12": "invalid user", "venue=other": "invalid venue",
		} {
			check(t, h.get("/activity?"+q), want{status: 400, body: `{"error":"` + msg + `"}`, headers: errorHeaders()})
		}
	})

	t.Run("ETag and 304", func(t *testing.T) {
		rec := h.get("/activity")
		etag := rec.Header().Get("ETag")
		if !strings.HasPrefix(etag, `W/"`) {
			t.Fatalf("ETag = %q", etag)
		}
		check(t, h.get("/activity?type=swap", "If-None-Match: "+etag), want{status: 304, headers: map[string]string{"ETag": etag, "Cache-Control": block}})
	})

	t.Run("launch venue off", func(t *testing.T) {
		d := h.deps
		dep := *d.Deployment
		dep.Addresses.LaunchpadCurve = ethcommon.Address{}
		d.Deployment = &dep
		off := &harness{t: t, db: h.db, clock: h.clock, deps: d, h: httpapi.NewRouter(d)}
		if got := walkActivity(t, off, "venue=neofun"); !slices.Equal(got, all) {
			t.Errorf("venue=neofun with the venue off: %d items, want the %d neoswap ones", len(got), len(all))
		}
		check(t, off.get("/activity?type=neofun_trade"), want{status: 200, body: `{"items":[],"nextCursor":null,"hasMore":false}`})
		// The forced venue is the scope: a cursor of venue=all is one of venue=neoswap.
		var page activityPage
		decode(t, off.get("/activity"), &page)
		if rec := off.get("/activity?venue=neoswap&cursor=" + url.QueryEscape(*page.NextCursor)); rec.Code != 200 {
			t.Errorf("cursor across the forced venue: %d", rec.Code)
		}
	})
}

func TestMeta(t *testing.T) {
	h, _ := newIndexedHarness(t, 3, nil)
	row := strings.Fields(h.queryStrings(`SELECT hex_addr(address) || ' ' || last_activity_block FROM wallets
		ORDER BY last_activity_block DESC, address LIMIT 1`)[0])
	addr, n := row[0], row[1]
	etag := `W/"w` + n + `"`
	check(t, h.get("/0x"+strings.ToUpper(addr[2:])+"/meta"), want{status: 200,
		body:    `{"address":"` + addr + `","lastActivityBlock":` + n + `}`,
		headers: map[string]string{"ETag": etag, "Cache-Control": block}})
	check(t, h.get("/"+addr+"/meta", "If-None-Match: "+etag), want{status: 304, headers: map[string]string{"ETag": etag, "Cache-Control": block}})
	check(t, h.get("/"+wallet1+"/meta"), want{status: 200,
		body: `{"address":"` + wallet1 + `","lastActivityBlock":0}`, headers: map[string]string{"ETag": `W/"w0"`, "Cache-Control": block}})
	check(t, h.get("/0x12/meta"), want{status: 400, body: `{"error":"invalid address"}`, headers: errorHeaders()})
	// Static neighbours still win over the wallet pattern.
	if rec := h.get("/chain/head"); rec.Code != 200 {
		t.Errorf("/chain/head: %d", rec.Code)
	}
}
