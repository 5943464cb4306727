package httpapi_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/httpapi"
	"github.com/neoswap/neoswap/funbackend/ratelimit"
	"github.com/neoswap/neoswap/funbackend/sqlite"
)

// killDBEnv names the database of the writer process TestKill9AfterAck
// starts (this test binary again, running TestKill9Writer).
const killDBEnv = "FUNBACKEND_TEST_KILL9_DB"

// TestKill9AfterAck (docs/reliability.md case 3): a funbackend process
// writing through its HTTP routes (admin bans, each audited) and writing
// its limiter buckets behind is killed with SIGKILL mid-stream; every write
// it acknowledged (a 200 for a ban, a returned Flush for buckets) is in the
// database when it is opened again.
func TestKill9AfterAck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "funbackend.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestKill9Writer$")
	cmd.Env = append(os.Environ(), killDBEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var bans, buckets []string
	sc := bufio.NewScanner(out)
	for sc.Scan() && len(bans) < 300 {
		kind, v, _ := strings.Cut(sc.Text(), " ")
		switch kind {
		case "ban":
			bans = append(bans, v)
		case "bucket":
			buckets = append(buckets, v)
		}
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no shutdown, no Close
		t.Fatal(err)
	}
	cmd.Wait()
	if len(bans) < 300 || len(buckets) == 0 {
		t.Fatalf("writer acknowledged %d bans and %d buckets before it was killed", len(bans), len(buckets))
	}

	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	list := admin(httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db, AdminToken: adminToken}), "GET", "/admin/bans", "").Body.String()
	audit, err := db.AuditLog(context.Background(), 0, 100_000)
	if err != nil {
		t.Fatal(err)
	}
	audited := map[string]bool{}
	for _, e := range audit {
		audited[e.Target] = true
	}
	for _, a := range bans {
		if !strings.Contains(list, a) || !audited[a] {
			t.Errorf("acknowledged ban %s lost (listed %v, audited %v)", a, strings.Contains(list, a), audited[a])
		}
	}
	for _, ip := range buckets {
		if _, err := db.LoadBucket(context.Background(), ratelimit.Board, ip); err != nil {
			t.Errorf("flushed bucket of %s lost: %v", ip, err)
		}
	}
	t.Logf("killed after %d acknowledged bans and %d flushed buckets: all present", len(bans), len(buckets))
}

// TestKill9Writer is the process TestKill9AfterAck kills; it does nothing
// unless that test started it.
func TestKill9Writer(t *testing.T) {
	path := os.Getenv(killDBEnv)
	if path == "" {
		t.Skip("run by TestKill9AfterAck")
	}
	db, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	l := ratelimit.New(funbackend.Limits{Board: 1_000_000}, db, nil, nil)
	r := httpapi.NewRouter(httpapi.Deps{BasePath: base, DB: db, AdminToken: adminToken, Limiter: l,
		TrustedProxies: []string{"192.0.2.1"}}) // the recorder's peer: X-Forwarded-For names the client
	for i := 0; ; i++ {
		a := fmt.Sprintf("0x%040x", 0x1000+i)
		if rec := admin(r, "PUT", "/admin/bans/"+a, `{"reason":"kill"}`); rec.Code == 200 {
			fmt.Fprintln(os.Stdout, "ban", a) // os.Stdout is unbuffered: the line is the acknowledgement
		}
		ip := fmt.Sprintf("198.51.%d.%d", i/256%256, i%256)
		do(r, "/tokens", "X-Forwarded-For", ip)
		if err := l.Flush(context.Background()); err == nil {
			fmt.Fprintln(os.Stdout, "bucket", ip)
		}
	}
}
