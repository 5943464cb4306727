package devnet

import (
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
)

// DevMnemonic is the standard development mnemonic of anvil and Hardhat. The
// accounts derived from it are public knowledge: never use them outside a
// development chain.
const DevMnemonic = "test test test test test test test test test test test junk"

// DevAccountCount is how many accounts of DevMnemonic a devnet funds.
const DevAccountCount = 10

// DevBalance is the genesis balance of every dev account: 10,000 ETH, as in
// anvil and Hardhat.
var DevBalance = new(big.Int).Mul(big.NewInt(10_000), big.NewInt(params.Ether))

// Account is a funded development account: its private key and address.
type Account struct {
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// devAccounts holds the derived DevMnemonic accounts; derivation costs a
// PBKDF2 run, so it is done once per process.
var devAccounts = func() []Account {
	accs, err := DeriveAccounts(DevMnemonic, "", DevAccountCount)
	if err != nil {
		panic(err) // DevMnemonic is a constant: this cannot fail
	}
	return accs
}()

// DevAccounts returns the first ten accounts of DevMnemonic (BIP-44 path
// m/44'/60'/0'/0/i); index 0 is 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266.
// The slice is a fresh copy; the keys are shared and must not be mutated.
func DevAccounts() []Account {
	return append([]Account(nil), devAccounts...)
}

// GenesisAlloc returns a genesis allocation giving balance wei to each of
// accounts. A nil balance means DevBalance.
func GenesisAlloc(accounts []Account, balance *big.Int) types.GenesisAlloc {
	if balance == nil {
		balance = DevBalance
	}
	alloc := make(types.GenesisAlloc, len(accounts))
	for _, a := range accounts {
		alloc[a.Address] = types.Account{Balance: new(big.Int).Set(balance)}
	}
	return alloc
}

// DeriveAccounts derives the first n Ethereum accounts of a BIP-39 mnemonic
// and passphrase along the BIP-44 path m/44'/60'/0'/0/i, as wallets, anvil
// and Hardhat do. The mnemonic is used as given (it must already be in NFKD
// form, which every English-wordlist mnemonic is); its checksum is not
// verified. It returns an error only when a derived key is invalid, which
// happens with negligible probability.
func DeriveAccounts(mnemonic, passphrase string, n int) ([]Account, error) {
	seed, err := pbkdf2.Key(sha512.New, mnemonic, []byte("mnemonic"+passphrase), 2048, 64)
	if err != nil {
		return nil, fmt.Errorf("devnet: mnemonic seed: %w", err)
	}
	master := newMasterKey(seed)
	const hardened = 0x80000000
	parent := master
	for _, idx := range []uint32{44 | hardened, 60 | hardened, 0 | hardened, 0} {
		if parent, err = parent.child(idx); err != nil {
			return nil, err
		}
	}
	accounts := make([]Account, 0, n)
	for i := 0; i < n; i++ {
		k, err := parent.child(uint32(i))
		if err != nil {
			return nil, err
		}
		priv, err := crypto.ToECDSA(k.key)
		if err != nil {
			return nil, fmt.Errorf("devnet: account %d: %w", i, err)
		}
		accounts = append(accounts, Account{Key: priv, Address: crypto.PubkeyToAddress(priv.PublicKey)})
	}
	return accounts, nil
}

// extKey is a BIP-32 extended private key on secp256k1.
type extKey struct {
	key       []byte // 32 bytes
	chainCode []byte // 32 bytes
}

func newMasterKey(seed []byte) extKey {
	mac := hmac.New(sha512.New, []byte("Bitcoin seed"))
	mac.Write(seed)
	sum := mac.Sum(nil)
	return extKey{key: sum[:32], chainCode: sum[32:]}
}

var errInvalidChild = errors.New("devnet: invalid BIP-32 child key")

// child implements BIP-32 CKDpriv: hardened indexes (>= 2^31) hash the parent
// private key, normal ones its compressed public key.
func (k extKey) child(index uint32) (extKey, error) {
	var data []byte
	if index >= 0x80000000 {
		data = append([]byte{0}, k.key...)
	} else {
		priv, err := crypto.ToECDSA(k.key)
		if err != nil {
			return extKey{}, fmt.Errorf("devnet: parent key: %w", err)
		}
		data = crypto.CompressPubkey(&priv.PublicKey)
	}
	data = binary.BigEndian.AppendUint32(data, index)
	mac := hmac.New(sha512.New, k.chainCode)
	mac.Write(data)
	sum := mac.Sum(nil)

	n := crypto.S256().Params().N
	il := new(big.Int).SetBytes(sum[:32])
	if il.Cmp(n) >= 0 {
		return extKey{}, errInvalidChild
	}
	il.Add(il, new(big.Int).SetBytes(k.key))
	il.Mod(il, n)
	if il.Sign() == 0 {
		return extKey{}, errInvalidChild
	}
	return extKey{key: common.LeftPadBytes(il.Bytes(), 32), chainCode: sum[32:]}, nil
}
