package mainapi_test

import (
	"strings"
	"testing"

	"github.com/neoswap/neoswap/mainapi"
)

func TestIndexerConfigBackfillRead(t *testing.T) {
	for _, tc := range []struct {
		value    string
		receipts bool
		err      string
	}{
		{"", false, ""},
		{"logs", false, ""},
		{"receipts", true, ""},
		{"blocks", false, "INDEXER_BACKFILL_READ"},
	} {
		cfg, err := mainapi.IndexerConfigFromEnv(env(map[string]string{"INDEXER_BACKFILL_READ": tc.value}))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want one naming %s", tc.value, err, tc.err)
			}
			continue
		}
		if err != nil || cfg.BackfillReceipts != tc.receipts {
			t.Errorf("%q: receipts %v, error %v; want %v", tc.value, cfg.BackfillReceipts, err, tc.receipts)
		}
	}
}
