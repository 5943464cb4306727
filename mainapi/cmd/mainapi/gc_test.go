package main

import "testing"

func TestGCDefaults(t *testing.T) {
	for _, tt := range []struct {
		name           string
		env            map[string]string
		percent, limit int64
	}{
		{"nothing set", nil, defaultGCPercent, defaultMemoryLimit},
		{"GOGC set", map[string]string{"GOGC": "100"}, 0, defaultMemoryLimit},
		{"GOGC off", map[string]string{"GOGC": "off"}, 0, defaultMemoryLimit},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "512MiB"}, defaultGCPercent, 0},
		{"both set", map[string]string{"GOGC": "50", "GOMEMLIMIT": "1GiB"}, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, l := gcDefaults(func(k string) string { return tt.env[k] })
			if int64(p) != tt.percent || l != tt.limit {
				t.Errorf("gcDefaults = %d, %d; want %d, %d", p, l, tt.percent, tt.limit)
			}
		})
	}
}
