package launch_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/neoswap/neoswap/common/launch"
)

var (
	testCurve = common.HexToAddress("0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC")
	testImpl  = common.HexToAddress("0x1111111111111111111111111111111111111111")
	// testKey is dev account 0 of the test mnemonic (0xf39F…2266).
	testKey, _ = crypto.HexToECDSA("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

func vectorIntent() launch.Intent {
	return launch.Intent{
		Creator:      common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"),
		Name:         "Neo Cat",
		Symbol:       "NCAT",
		MetadataHash: launch.MetadataHash([]byte(`{"description":"a cat"}`)),
		Salt:         big.NewInt(42),
		Nonce:        big.NewInt(0),
		Deadline:     big.NewInt(1_800_000_000),
		FeeRecipient: common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"),
	}
}

// TestKnownVector pins the type hash, domain separator, digest and coin
// address of one intent. The type hash is the curve's LAUNCH_INTENT_TYPEHASH;
// contracts/systemtest checks the digest and address against a live curve.
func TestKnownVector(t *testing.T) {
	d := launch.NewDomain(big.NewInt(1), testCurve)
	in := vectorIntent()
	sep, err := d.Separator()
	if err != nil {
		t.Fatal(err)
	}
	digest, err := in.Hash(d)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, got, want string }{
		{"type hash", launch.IntentTypeHash.Hex(), "0xb2ba4fc7ca1cb8bb847933c4c058bf72624053a694091346973531aa9f5f381c"},
		{"domain separator", sep.Hex(), "0x4ee9e138efd59b40002e531d3f2c4c4670cbb3e3674dba765a4f0eae0e57285c"},
		{"digest", digest.Hex(), "0xc4537306fb44bc42e408dd254a165b758e5ba8497480c67e569a5f254f1221df"},
		{"token address", launch.PredictTokenAddress(testCurve, testImpl, in.Creator, in.Salt).Hex(), "0x643DebE5A2611ba98caF60567872B2D06a21D4aA"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %s, want %s", tt.name, tt.got, tt.want)
		}
	}
}

// TestHashMatchesAPITypes checks the hand-rolled digest against
// go-ethereum's EIP-712 implementation, directly and after a JSON round
// trip of the typed data (what a wallet receives for eth_signTypedData_v4).
func TestHashMatchesAPITypes(t *testing.T) {
	base := vectorIntent()
	tests := map[string]func(*launch.Intent){
		"vector":        func(*launch.Intent) {},
		"nil numbers":   func(in *launch.Intent) { in.Salt, in.Nonce, in.Deadline = nil, nil, nil },
		"max uint256":   func(in *launch.Intent) { in.Salt, in.Nonce, in.Deadline = maxUint256, maxUint256, maxUint256 },
		"unicode":       func(in *launch.Intent) { in.Name, in.Symbol = "猫 Coin 🐱", "ÑÉÖ" },
		"empty strings": func(in *launch.Intent) { in.Name, in.Symbol = "", "" },
		"submitter": func(in *launch.Intent) {
			in.Submitter = common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC")
		},
	}
	domains := map[string]launch.Domain{
		"chain 1":     launch.NewDomain(big.NewInt(1), testCurve),
		"chain 31337": launch.NewDomain(big.NewInt(31337), testCurve),
	}
	for name, mod := range tests {
		for dname, d := range domains {
			t.Run(name+"/"+dname, func(t *testing.T) {
				in := base
				mod(&in)
				got, err := in.Hash(d)
				if err != nil {
					t.Fatal(err)
				}
				want, _, err := apitypes.TypedDataAndHash(in.TypedData(d))
				if err != nil {
					t.Fatal(err)
				}
				if got != common.BytesToHash(want) {
					t.Errorf("Hash = %s, apitypes %x", got.Hex(), want)
				}
				raw, err := json.Marshal(in.TypedData(d))
				if err != nil {
					t.Fatal(err)
				}
				var td apitypes.TypedData
				if err := json.Unmarshal(raw, &td); err != nil {
					t.Fatal(err)
				}
				again, _, err := apitypes.TypedDataAndHash(td)
				if err != nil {
					t.Fatalf("hash after JSON round trip: %v\n%s", err, raw)
				}
				if got != common.BytesToHash(again) {
					t.Errorf("Hash = %s, after JSON round trip %x", got.Hex(), again)
				}
			})
		}
	}
}

func TestTypedDataTypeString(t *testing.T) {
	td := vectorIntent().TypedData(launch.NewDomain(big.NewInt(1), testCurve))
	if got := string(td.EncodeType(launch.PrimaryType)); got != launch.IntentType {
		t.Errorf("EncodeType = %s, want %s", got, launch.IntentType)
	}
	if got := string(td.EncodeType("EIP712Domain")); got != launch.DomainType {
		t.Errorf("domain EncodeType = %s, want %s", got, launch.DomainType)
	}
}

func TestDomainSeparatesSignatures(t *testing.T) {
	in := vectorIntent()
	ref, _ := in.Hash(launch.NewDomain(big.NewInt(1), testCurve))
	for name, d := range map[string]launch.Domain{
		"chain id":  launch.NewDomain(big.NewInt(5), testCurve),
		"contract":  launch.NewDomain(big.NewInt(1), testImpl),
		"name":      {Name: "NeoswapLaunchpad2", Version: "1", ChainID: big.NewInt(1), VerifyingContract: testCurve},
		"version":   {Name: launch.DomainName, Version: "2", ChainID: big.NewInt(1), VerifyingContract: testCurve},
		"nil chain": {Name: launch.DomainName, Version: "1", VerifyingContract: testCurve},
	} {
		h, err := in.Hash(d)
		if err != nil {
			t.Fatal(err)
		}
		if h == ref {
			t.Errorf("%s: same digest as the curve's domain", name)
		}
	}
}

func TestSignAndRecover(t *testing.T) {
	d := launch.NewDomain(big.NewInt(1), testCurve)
	in := vectorIntent()
	signer := crypto.PubkeyToAddress(testKey.PublicKey)
	sig, err := in.Sign(d, testKey)
	if err != nil {
		t.Fatal(err)
	}
	if v := sig[64]; v != 27 && v != 28 {
		t.Fatalf("v = %d, want 27 or 28", v)
	}

	t.Run("recovers the signer", func(t *testing.T) {
		got, err := in.RecoverSigner(d, sig)
		if err != nil || got != signer {
			t.Errorf("RecoverSigner = %s, %v; want %s", got.Hex(), err, signer.Hex())
		}
	})
	t.Run("v 0/1", func(t *testing.T) {
		raw := append([]byte(nil), sig...)
		raw[64] -= 27
		got, err := in.RecoverSigner(d, raw)
		if err != nil || got != signer {
			t.Errorf("RecoverSigner = %s, %v; want %s", got.Hex(), err, signer.Hex())
		}
	})
	t.Run("other intent or domain", func(t *testing.T) {
		other := in
		other.Nonce = big.NewInt(1)
		if got, err := other.RecoverSigner(d, sig); err == nil && got == signer {
			t.Error("a signature over nonce 0 recovers the signer for nonce 1")
		}
		if got, err := in.RecoverSigner(launch.NewDomain(big.NewInt(5), testCurve), sig); err == nil && got == signer {
			t.Error("a signature for chain 1 recovers the signer on chain 5")
		}
	})
	t.Run("matches apitypes digest", func(t *testing.T) {
		digest, _, err := apitypes.TypedDataAndHash(in.TypedData(d))
		if err != nil {
			t.Fatal(err)
		}
		raw := append([]byte(nil), sig...)
		raw[64] -= 27
		pub, err := crypto.SigToPub(digest, raw)
		if err != nil || crypto.PubkeyToAddress(*pub) != signer {
			t.Errorf("signature does not verify against the apitypes digest: %v", err)
		}
	})

	bad := map[string][]byte{
		"short":  sig[:64],
		"long":   append(append([]byte(nil), sig...), 0),
		"v = 29": append(append([]byte(nil), sig[:64]...), 29),
		"high s": highS(sig),
	}
	for name, b := range bad {
		t.Run("rejects "+name, func(t *testing.T) {
			if _, err := in.RecoverSigner(d, b); !errors.Is(err, launch.ErrBadSignature) {
				t.Errorf("err = %v, want ErrBadSignature", err)
			}
		})
	}
}

// highS returns the malleable twin of sig: s' = n - s with the other v.
// It recovers the same key, and OpenZeppelin's ECDSA (so the curve) refuses it.
func highS(sig []byte) []byte {
	out := append([]byte(nil), sig...)
	s := new(big.Int).SetBytes(sig[32:64])
	copy(out[32:64], common.LeftPadBytes(new(big.Int).Sub(crypto.S256().Params().N, s).Bytes(), 32))
	out[64] ^= 1 // 27 <-> 28
	return out
}

func TestOutOfRange(t *testing.T) {
	d := launch.NewDomain(big.NewInt(1), testCurve)
	for name, mod := range map[string]func(*launch.Intent){
		"negative salt":  func(in *launch.Intent) { in.Salt = big.NewInt(-1) },
		"nonce 2^256":    func(in *launch.Intent) { in.Nonce = new(big.Int).Lsh(big.NewInt(1), 256) },
		"deadline 2^300": func(in *launch.Intent) { in.Deadline = new(big.Int).Lsh(big.NewInt(1), 300) },
	} {
		t.Run(name, func(t *testing.T) {
			in := vectorIntent()
			mod(&in)
			if _, err := in.Hash(d); !errors.Is(err, launch.ErrOutOfRange) {
				t.Errorf("Hash err = %v, want ErrOutOfRange", err)
			}
			if _, err := in.Sign(d, testKey); !errors.Is(err, launch.ErrOutOfRange) {
				t.Errorf("Sign err = %v, want ErrOutOfRange", err)
			}
		})
	}
	if _, err := vectorIntent().Hash(launch.NewDomain(big.NewInt(-1), testCurve)); !errors.Is(err, launch.ErrOutOfRange) {
		t.Errorf("negative chain id: err = %v, want ErrOutOfRange", err)
	}
}

func TestMetadataHash(t *testing.T) {
	// keccak256 of the exact bytes: no re-encoding, so whitespace matters.
	if got, want := launch.MetadataHash([]byte("{}")).Hex(), "0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d"; got != want {
		t.Errorf(`MetadataHash("{}") = %s, want %s`, got, want)
	}
	if launch.MetadataHash([]byte(`{"a":1}`)) == launch.MetadataHash([]byte(`{"a": 1}`)) {
		t.Error("MetadataHash ignores whitespace; it must hash the exact bytes")
	}
}

func TestPredictTokenAddress(t *testing.T) {
	creator := vectorIntent().Creator
	a := launch.PredictTokenAddress(testCurve, testImpl, creator, big.NewInt(1))
	if b := launch.PredictTokenAddress(testCurve, testImpl, creator, big.NewInt(2)); a == b {
		t.Error("two salts give one address")
	}
	if b := launch.PredictTokenAddress(testCurve, testImpl, testImpl, big.NewInt(1)); a == b {
		t.Error("two creators give one address")
	}
	if b := launch.PredictTokenAddress(testImpl, testImpl, creator, big.NewInt(1)); a == b {
		t.Error("two curves give one address")
	}
	if a, b := launch.PredictTokenAddress(testCurve, testImpl, creator, nil), launch.PredictTokenAddress(testCurve, testImpl, creator, new(big.Int)); a != b {
		t.Error("nil salt differs from zero")
	}
}

func TestStatusString(t *testing.T) {
	for s, want := range map[launch.Status]string{0: "none", 1: "trading", 2: "frozen", 3: "graduated", 9: "status(9)"} {
		if got := s.String(); got != want {
			t.Errorf("Status(%d) = %q, want %q", uint8(s), got, want)
		}
	}
}
