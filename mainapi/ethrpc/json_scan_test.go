package ethrpc

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestScannerStrict: an answer is taken exactly when it is JSON, whatever
// part of it (a member nobody reads included) is malformed, and an error
// reply's message has its escapes undone.
func TestScannerStrict(t *testing.T) {
	reply := func(extra string) string {
		return `[{"jsonrpc":"2.0","id":0,"result":[],"x":` + extra + "}]"
	}
	good := []string{
		reply(`{"a":[1,-0.5e+3,true,false,null,"\u00e9\n\"",{}],"b":[]}`),
		" \t\r\n[ { \"id\" : 1 , \"result\" : null } ] \n",
		`[]`,
		`[{"id":0,"error":{"code":null,"message":null}},{"id":1,"error":{"code":1.5e3,"message":"x"}}]`,
	}
	for _, g := range good {
		if _, err := fastReplies[logList]([]byte(g)); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
	bad := []string{
		reply(`01`), reply(`1.`), reply(`-`), reply(`1e`), reply(`+1`), reply(`.5`),
		reply(`tru`), reply(`nul`), reply(`"a\x"`), reply(`"a\u12"`), reply("\"a\x01\""), reply(`"abc`),
		reply(`[1,]`), reply(`{,}`), reply(`{"a" 1}`), reply(`{"a":1,}`), reply(`[1 2]`), reply(`{1:2}`),
		reply(strings.Repeat("[", 100) + strings.Repeat("]", 100)),
		`[{"id":0,"result":[]}`, `[{"id":0,"result":[]}] x`, "[]\x00", `[{"id":1.5,"result":[]}]`,
		`[{"id":0,"error":{"code":-}}]`, `[{"id":0,"error":{"code":1.}}]`,
	}
	for _, b := range bad {
		if json.Valid([]byte(b)) && !strings.Contains(b, "[[[[") && !strings.Contains(b, "1.5") {
			t.Fatalf("test case %q is valid JSON", b)
		}
		if _, err := fastReplies[logList]([]byte(b)); err == nil {
			t.Errorf("%q: taken", b)
		}
	}
	reps, err := fastReplies[logList]([]byte(`[{"id":0,"error":{"data":{"x":[1]},"message":"execution reverted: \"no\" \u00e9","code":3}}]`))
	if err != nil || reps[0].Error == nil || reps[0].Error.Message != `execution reverted: "no" é` || reps[0].Error.Code != 3 {
		t.Errorf("error reply: %+v, %v", reps, err)
	}
}
