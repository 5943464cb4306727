package e2e_test

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/common/deployment"
	"github.com/neoswap/neoswap/contracts/devnet"
)

// TestTwoKeeperProcesses is issue 34's case 2 across processes: two
// funbackend processes, each with its own SQLite file, curve indexer and
// keeper key (dev accounts 4 and 5), follow one devnet on which three coins
// are bought to the floor (frozen). Both keepers race for every coin.
// Each coin graduates exactly once on chain; the keepers' own counts
// (the metrics listener's keeper_graduations_total) confirm three
// graduations between them and back none off (a lost race is no failure);
// and every /health polled meanwhile tells the truth: keeper enabled, not
// stalled, not missing, no lastError, and frozenCoins emptied once the
// coins graduated.
func TestTwoKeeperProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the devnet and two funbackend processes")
	}
	root := repoRoot(t)
	bin := buildBinaries(t, root, "contracts/cmd/devnet", "funbackend/cmd/funbackend")
	runDir := t.TempDir()
	addrs := freeAddrs(t, 5)
	rpcURL := "http://" + addrs[0]
	depFile := filepath.Join(runDir, "deployment.json")
	startProcess(t, runDir, "devnet", exec.Command(filepath.Join(bin, "devnet"), "-addr", addrs[0],
		"-deploy-out", depFile, "-simulate=false", "-block-time", "1s", "-log-level", "warn"), nil)
	waitFor(t, 2*time.Minute, "the devnet deployment", func() bool {
		st, err := os.Stat(depFile)
		return err == nil && st.Size() > 0
	})
	dep, err := deployment.Read(depFile)
	if err != nil {
		t.Fatal(err)
	}
	curve := dep.Addresses.LaunchpadCurve
	client, err := ethclient.Dial(rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	accts := devnet.DevAccounts()

	// Three coins, each bought to the floor by another wallet.
	curveB := bindings.NewLaunchpadCurve()
	var coins []common.Address
	for i := range 3 {
		args := bindings.ILaunchpadCurveLaunchArgs{Name: "Race " + strconv.Itoa(i), Symbol: "RACE" + strconv.Itoa(i),
			Salt: big.NewInt(int64(100 + i)), PveEth: new(big.Int)}
		r := sendTx(t, client, accts[1].Key, curve, nil, curveB.PackLaunch(args, new(big.Int)))
		var coin common.Address
		for _, l := range r.Logs {
			if ev, err := curveB.UnpackTokenCreatedEvent(l); err == nil && l.Address == curve {
				coin = ev.Token
			}
		}
		if coin == (common.Address{}) {
			t.Fatal("launch mined without TokenCreated")
		}
		sendTx(t, client, accts[2+i%2].Key, curve, new(big.Int).Mul(big.NewInt(6), big.NewInt(1e18)), curveB.PackBuy(coin, new(big.Int)))
		coins = append(coins, coin)
	}

	type proc struct{ api, metrics string }
	procs := []proc{{addrs[1], addrs[3]}, {addrs[2], addrs[4]}}
	keepers := map[common.Address]bool{}
	for i, p := range procs {
		key := accts[4+i].Key
		keepers[crypto.PubkeyToAddress(key.PublicKey)] = true
		env := []string{"FUNBACKEND_ADDR=" + p.api, "METRICS_ADDR=" + p.metrics, "RPC_URL=" + rpcURL,
			"DEPLOYMENT_FILE=" + depFile, "CHAIN_ID=1", "FUNBACKEND_DB=" + filepath.Join(runDir, "fun"+strconv.Itoa(i)+".db"),
			"KEEPER_KEY=" + hex.EncodeToString(crypto.FromECDSA(key)), "LOG_LEVEL=warn"}
		startProcess(t, runDir, "funbackend"+strconv.Itoa(i), exec.Command(filepath.Join(bin, "funbackend"), "serve"), env)
	}

	graduations := func() map[common.Address][]types.Log {
		logs, err := client.FilterLogs(context.Background(), ethereum.FilterQuery{Addresses: []common.Address{curve}})
		if err != nil {
			t.Fatal(err)
		}
		out := map[common.Address][]types.Log{}
		for _, l := range logs {
			if ev, err := curveB.UnpackGraduatedEvent(&l); err == nil {
				out[ev.Token] = append(out[ev.Token], l)
			}
		}
		return out
	}
	base := "/backend-fun/ethereum"
	healthy := 0
	waitFor(t, 3*time.Minute, "every coin graduated and both services reporting it", func() bool {
		done := len(graduations()) == len(coins)
		for i, p := range procs {
			var h struct {
				Indexer     struct{ LagBlocks int64 }
				FrozenCoins struct{ Count int64 }
				Keeper      map[string]any
			}
			code := getJSONStatus(t, "http://"+p.api+base+"/health", &h)
			if code == 0 {
				done = false // not listening yet
				continue
			}
			k := h.Keeper
			if k["enabled"] != true || k["lastError"] != nil || k["stalled"] != false || k["missing"] != false {
				t.Fatalf("funbackend %d /health keeper = %v", i, k)
			}
			if code == http.StatusOK {
				healthy++
			}
			done = done && code == http.StatusOK && h.Indexer.LagBlocks == 0 && h.FrozenCoins.Count == 0
		}
		return done
	})
	if healthy == 0 {
		t.Error("no /health answered 200")
	}

	// On chain: one Graduated per coin, each sent by one of the keepers.
	got := graduations()
	for _, c := range coins {
		logs := got[c]
		if len(logs) != 1 {
			t.Fatalf("coin %s: %d Graduated events, want 1", c.Hex(), len(logs))
		}
		tx, _, err := client.TransactionByHash(context.Background(), logs[0].TxHash)
		if err != nil {
			t.Fatal(err)
		}
		from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		if err != nil || !keepers[from] {
			t.Errorf("coin %s graduated by %s (%v), not by a keeper", c.Hex(), from.Hex(), err)
		}
	}
	// The keepers' own counts, once each has read the receipt of every
	// graduation it sent: three confirmed between them, the others lost
	// races, none backed off.
	var confirmed, sent, lost float64
	waitFor(t, time.Minute, "the keepers' receipts", func() bool {
		confirmed, sent, lost = 0, 0, 0
		settled := true
		for i, p := range procs {
			m := scrape(t, "http://"+p.metrics+"/metrics")
			series := func(outcome string) float64 {
				v, ok := m[`neoswap_keeper_graduations_total{outcome="`+outcome+`",service="funbackend"}`]
				if !ok {
					t.Fatalf("funbackend %d exposes no keeper_graduations_total{outcome=%q}", i, outcome)
				}
				return v
			}
			if v := series("backed_off"); v != 0 {
				t.Fatalf("funbackend %d backed off %v graduations", i, v)
			}
			c, s, l := series("confirmed"), series("sent"), series("lost")
			confirmed, sent, lost = confirmed+c, sent+s, lost+l
			settled = settled && s == c+l
		}
		return settled
	})
	if confirmed != float64(len(coins)) {
		t.Errorf("keepers confirmed %v graduations (sent %v, lost %v), want %d", confirmed, sent, lost, len(coins))
	}
	t.Logf("%d coins graduated once each; the keepers sent %v graduations: %v confirmed, %v lost races", len(coins), sent, confirmed, lost)
}

// buildBinaries builds the commands (paths under root) into a temporary
// folder and returns it.
func buildBinaries(t *testing.T, root string, cmds ...string) string {
	t.Helper()
	bin := t.TempDir()
	for _, cmd := range cmds {
		build := exec.Command("go", "build", "-o", bin, "./"+cmd)
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", cmd, err, out)
		}
	}
	return bin
}

// startProcess starts cmd in its own process group with env added to the
// test's, its output in runDir/name.log, and kills the group when the test
// ends.
func startProcess(t *testing.T, runDir, name string, cmd *exec.Cmd, env []string) {
	t.Helper()
	f, err := os.Create(filepath.Join(runDir, name+".log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = f, f
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
		f.Close()
		if t.Failed() {
			raw, _ := os.ReadFile(f.Name())
			lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
			t.Logf("--- %s.log (last lines)\n%s", name, strings.Join(lines[max(0, len(lines)-20):], "\n"))
		}
	})
}

// waitFor polls cond every 250 ms until it holds, failing t after limit.
func waitFor(t *testing.T, limit time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", limit, what)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// sendTx signs a dynamic-fee transaction from key to `to` with data and
// value (nil: none), sends it and waits for its successful receipt.
func sendTx(t *testing.T, c *ethclient.Client, key *ecdsa.PrivateKey, to common.Address, value *big.Int, data []byte) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	from := crypto.PubkeyToAddress(key.PublicKey)
	if value == nil {
		value = new(big.Int)
	}
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	gas, err := c.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Value: value, Data: data})
	if err != nil {
		t.Fatalf("estimate: %v", err)
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tip := big.NewInt(1e9)
	chainID, err := c.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{ChainID: chainID, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))), Gas: gas + gas/4,
		To: &to, Value: value, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	for {
		r, err := c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("transaction %s reverted", tx.Hash().Hex())
			}
			return r
		}
		select {
		case <-ctx.Done():
			t.Fatalf("transaction %s not mined: %v", tx.Hash().Hex(), err)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// getJSONStatus decodes the body of GET url into out and returns the
// status; 0 when nothing listens yet.
func getJSONStatus(t *testing.T, url string, out any) int {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		return 0
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		t.Fatalf("GET %s: %d, %v", url, res.StatusCode, err)
	}
	return res.StatusCode
}

// scrape reads a Prometheus text exposition into series name (with its
// labels, as written) → value.
func scrape(t *testing.T, url string) map[string]float64 {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if v, err := strconv.ParseFloat(line[i+1:], 64); err == nil {
			out[line[:i]] = v
		}
	}
	return out
}
