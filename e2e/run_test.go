package e2e_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/mainapi/postgres"
	"github.com/neoswap/neoswap/mainapi/postgres/pgtest"
)

// TestMakeRun drives scripts/run.sh (what `make run` runs) with freshly built
// binaries on free ports: the devnet answers JSON-RPC with chain id 1 and
// writes a deployment with every /config key, both services answer
// /health/live, and SIGINT (Ctrl-C) stops every process it started.
func TestMakeRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the whole system")
	}
	root := repoRoot(t)
	bin := buildBinaries(t, root, "contracts/cmd/devnet", "mainapi/cmd/mainapi", "funbackend/cmd/funbackend")

	dbURL := pgtest.URL(t)
	t.Cleanup(func() { _ = postgres.DropDatabase(context.Background(), dbURL) })
	runDir := t.TempDir()
	addrs := freeAddrs(t, 3)
	devnetAddr, mainAddr, funAddr := addrs[0], addrs[1], addrs[2]

	cmd := exec.Command("bash", "scripts/run.sh")
	cmd.Dir = root
	cmd.Env = append(os.Environ(),
		"BIN_DIR="+bin, "RUN_DIR="+runDir,
		"DEVNET_ADDR="+devnetAddr, "MAINAPI_ADDR="+mainAddr, "FUNBACKEND_ADDR="+funAddr,
		"DATABASE_URL="+dbURL, "DEVNET_SIM_INTERVAL=200ms",
	)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })

	ready := make(chan string, 1)
	go func() {
		var b strings.Builder
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			b.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "Ctrl-C stops everything") {
				ready <- b.String()
			}
		}
		ready <- b.String()
	}()
	var banner string
	select {
	case banner = <-ready:
	case <-time.After(3 * time.Minute):
		t.Fatalf("run.sh printed no URLs within 3 minutes; logs in %s", runDir)
	}
	if !strings.Contains(banner, "Ctrl-C stops everything") {
		t.Fatalf("run.sh stopped before it was ready:\n%s\n%s", banner, tail(runDir))
	}
	for _, want := range []string{"http://" + devnetAddr, "http://" + mainAddr, "http://" + funAddr + "/backend-fun/ethereum", "deployment.json"} {
		if !strings.Contains(banner, want) {
			t.Errorf("banner does not print %s:\n%s", want, banner)
		}
	}

	t.Run("devnet JSON-RPC", func(t *testing.T) {
		var res struct{ Result string }
		rpc(t, "http://"+devnetAddr, "eth_chainId", &res)
		if got, want := res.Result, "0x1"; got != want {
			t.Errorf("eth_chainId = %s, want %s", got, want)
		}
	})
	t.Run("deployment file", func(t *testing.T) {
		f, err := deployment.Read(filepath.Join(runDir, "deployment.json"))
		if err != nil {
			t.Fatal(err)
		}
		if f.ChainID != 1 {
			t.Errorf("chainId = %d, want 1", f.ChainID)
		}
		raw, err := os.ReadFile(filepath.Join(runDir, "deployment.json"))
		if err != nil {
			t.Fatal(err)
		}
		var doc struct{ Addresses map[string]json.RawMessage }
		if err := json.Unmarshal(raw, &doc); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"factory", "router", "feeRouter", "collector", "weth", "neoToken", "extV2Factory", "vaults"} {
			if _, ok := doc.Addresses[key]; !ok {
				t.Errorf("addresses.%s missing", key)
			}
		}
	})
	t.Run("services live", func(t *testing.T) {
		for _, u := range []string{"http://" + mainAddr + "/health/live", "http://" + funAddr + "/backend-fun/ethereum/health/live"} {
			res, err := http.Get(u)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"ok":true`) {
				t.Errorf("GET %s = %d %s", u, res.StatusCode, body)
			}
		}
	})
	t.Run("simulated activity", func(t *testing.T) {
		var first, later struct{ Result string }
		rpc(t, "http://"+devnetAddr, "eth_blockNumber", &first)
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			rpc(t, "http://"+devnetAddr, "eth_blockNumber", &later)
			if later.Result != first.Result {
				return
			}
			time.Sleep(200 * time.Millisecond)
		}
		t.Errorf("no new block in 30s (head stays %s)", first.Result)
	})

	t.Run("indexers follow the devnet", func(t *testing.T) {
		deadline := time.Now().Add(60 * time.Second)
		for {
			var head struct{ BlockNumber uint64 }
			getJSON(t, "http://"+mainAddr+"/chain/head", &head)
			var health struct {
				Indexer struct{ LastIndexedBlock string }
			}
			getJSON(t, "http://"+funAddr+"/backend-fun/ethereum/health", &health)
			if head.BlockNumber > 1 && health.Indexer.LastIndexedBlock != "" && health.Indexer.LastIndexedBlock != "0" {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("after 60s mainapi head = %d, funbackend lastIndexedBlock = %q", head.BlockNumber, health.Indexer.LastIndexedBlock)
			}
			time.Sleep(500 * time.Millisecond)
		}
	})

	// Ctrl-C: the script's trap stops every child; the ports close.
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("run.sh did not exit within 30s of SIGINT")
	}
	for _, addr := range []string{devnetAddr, mainAddr, funAddr} {
		if conn, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
			conn.Close()
			t.Errorf("%s still accepts connections after SIGINT", addr)
		}
	}
}

func rpc(t *testing.T, url, method string, out any) {
	t.Helper()
	body := fmt.Sprintf(`{"jsonrpc":"2.0","id":1,"method":%q,"params":[]}`, method)
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		t.Fatal(err)
	}
}

// getJSON decodes the body of GET url into out, whatever the status.
func getJSON(t *testing.T, url string, out any) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}

// freeAddrs returns n distinct free loopback addresses. The listeners stay
// open until all n are taken: closed one by one, the kernel may hand the
// same port out twice (mainapi and funbackend once got one port).
func freeAddrs(t *testing.T, n int) []string {
	t.Helper()
	out := make([]string, n)
	for i := range out {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		out[i] = l.Addr().String()
	}
	return out
}

func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.work")); err != nil {
		t.Fatalf("repository root not found from %s: %v", dir, err)
	}
	return dir
}

func tail(runDir string) string {
	var b strings.Builder
	for _, name := range []string{"devnet.log", "mainapi.log", "funbackend.log"} {
		raw, _ := os.ReadFile(filepath.Join(runDir, name))
		lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
		if len(lines) > 15 {
			lines = lines[len(lines)-15:]
		}
		fmt.Fprintf(&b, "--- %s\n%s\n", name, strings.Join(lines, "\n"))
	}
	return b.String()
}
