package deployment_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/deployment"
)

// sample is a File with every field set to a distinct value.
func sample() deployment.File {
	f := deployment.File{
		ChainID: 31337, DeployedAt: 1764108000, StartBlock: 7,
		Extra: deployment.Extra{
			Deployer:                     common.HexToAddress("0xd0"),
			Treasury:                     common.HexToAddress("0xd1"),
			ERC1271Wallet:                common.HexToAddress("0xd2"),
			LaunchpadTimelock:            common.HexToAddress("0xd3"),
			LaunchpadGraduator:           common.HexToAddress("0xd4"),
			LaunchpadTokenImplementation: common.HexToAddress("0xd5"),
			VampChef:                     common.HexToAddress("0xd6"),
			Keeper:                       common.HexToAddress("0xd7"),
			RakebackPoster:               common.HexToAddress("0xd8"),
			Implementations:              map[string]common.Address{"feeRouter": common.HexToAddress("0xe0")},
			TestTokens: map[string]deployment.Token{
				"ALPHA": {Address: common.HexToAddress("0xe1"), Symbol: "ALPHA", Decimals: 18},
				"FOT":   {Address: common.HexToAddress("0xe2"), Symbol: "FOT", Decimals: 6, FeeOnTransfer: true},
			},
			Pairs: map[string]common.Address{"WETH/USDC": common.HexToAddress("0xe3")},
		},
	}
	fillAddresses(&f.Addresses)
	return f
}

// fillAddresses sets every address of a to a distinct non-zero value.
func fillAddresses(a *deployment.Addresses) {
	v := reflect.ValueOf(a).Elem()
	n := byte(0)
	set := func(x reflect.Value) {
		n++
		x.Set(reflect.ValueOf(common.BytesToAddress([]byte{0xAB, n})))
	}
	for i := range v.NumField() {
		switch f := v.Field(i); f.Kind() {
		case reflect.Array:
			if f.Type() == reflect.TypeFor[common.Address]() {
				set(f)
				continue
			}
			for j := range f.Len() {
				set(f.Index(j))
			}
		}
	}
}

func TestWriteRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "deployment.json")
	want := sample()
	if err := want.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := deployment.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("read back:\n got %+v\nwant %+v", got, want)
	}
}

// TestWriteForm pins the written bytes: indented, lowercase hex, addresses
// in spec order with vaults last, a final newline, mode 0644.
func TestWriteForm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deployment.json")
	f := deployment.File{ChainID: 1, StartBlock: 2}
	f.Addresses.Factory = common.HexToAddress("0x00000000000000000000000000000000000000aB")
	if err := f.Write(path); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	if !bytes.Equal(got, want) {
		t.Fatalf("written:\n%s\nwant:\n%s", got, want)
	}
	for _, s := range []string{
		"{\n  \"chainId\": 1,\n  \"deployedAt\": 0,\n  \"startBlock\": 2,\n  \"addresses\": {\n    \"factory\": \"0x00000000000000000000000000000000000000ab\",\n    \"router\": ",
		"    \"extV2Factory\": \"0x0000000000000000000000000000000000000000\",\n    \"vaults\": [\n",
		"  \"extra\": {\n    \"deployer\": ",
		"\"pairs\": null\n  }\n}\n",
	} {
		if !strings.Contains(string(got), s) {
			t.Errorf("written file lacks %q:\n%s", s, got)
		}
	}
	if st, err := os.Stat(path); err != nil {
		t.Fatal(err)
	} else if st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
}

// TestWriteAtomic: a write over an existing file replaces it whole and
// leaves no temporary file beside it, and a failed write leaves the old
// file and no temporary file either.
func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "deployment.json")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	want := sample()
	if err := want.Write(path); err != nil {
		t.Fatal(err)
	}
	if got, err := deployment.Read(path); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after overwrite: %+v, %v", got, err)
	}
	assertOnly(t, dir, "deployment.json")

	// Renaming a file over a directory fails after the temporary file is written.
	blocked := filepath.Join(dir, "blocked")
	if err := os.MkdirAll(filepath.Join(blocked, "child"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := want.Write(blocked); err == nil {
		t.Fatal("write over a non-empty directory succeeded")
	}
	assertOnly(t, dir, "blocked", "deployment.json")
}

func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if !reflect.DeepEqual(got, names) {
		t.Fatalf("%s holds %v, want %v", dir, got, names)
	}
}

// TestAllOrder: All walks the keys of the `addresses` JSON object, vaults
// excepted, in its order and with its values.
func TestAllOrder(t *testing.T) {
	var a deployment.Addresses
	fillAddresses(&a)
	body, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	type entry struct {
		Key  string
		Addr common.Address
	}
	var want []entry
	dec := json.NewDecoder(bytes.NewReader(body))
	if _, err := dec.Token(); err != nil { // {
		t.Fatal(err)
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		key := tok.(string)
		if key == "vaults" {
			var vs [4]common.Address
			if err := dec.Decode(&vs); err != nil {
				t.Fatal(err)
			}
			continue
		}
		var addr common.Address
		if err := dec.Decode(&addr); err != nil {
			t.Fatal(err)
		}
		want = append(want, entry{key, addr})
	}
	var got []entry
	for k, addr := range a.All() {
		got = append(got, entry{k, addr})
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("All:\n got %v\nwant %v", got, want)
	}

	n := 0
	for range a.All() {
		if n++; n == 3 {
			break
		}
	}
	if n != 3 {
		t.Fatalf("All did not stop at break: %d", n)
	}
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.json")
	_, err := deployment.Read(missing)
	if !errors.Is(err, fs.ErrNotExist) || !strings.HasPrefix(err.Error(), "deployment: ") || !strings.Contains(err.Error(), missing) {
		t.Errorf("read a missing file: %v", err)
	}

	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"chainId": "one"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = deployment.Read(bad)
	var typeErr *json.UnmarshalTypeError
	if !errors.As(err, &typeErr) || !strings.HasPrefix(err.Error(), "deployment: ") || !strings.Contains(err.Error(), bad) {
		t.Errorf("read a malformed file: %v", err)
	}
}

// TestReadPartial: keys missing from the file read as zero.
func TestReadPartial(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deployment.json")
	if err := os.WriteFile(path, []byte(`{"chainId":5,"addresses":{"launchpadCurve":"0x00000000000000000000000000000000000000c1"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := deployment.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	want := deployment.File{ChainID: 5}
	want.Addresses.LaunchpadCurve = common.HexToAddress("0xc1")
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}
