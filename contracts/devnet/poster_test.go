package devnet_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/neoswap/neoswap/contracts/devnet"
)

// TestPosterAccount pins the poster to DevMnemonic index 11 (anvil's and
// Hardhat's twelfth account), whose key docs/contracts.md publishes.
func TestPosterAccount(t *testing.T) {
	p, err := devnet.PosterAccount()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Address.Hex(), "0x71bE63f3384f5fb98995898A86B02Fb2426c5788"; got != want {
		t.Errorf("poster = %s, want %s", got, want)
	}
	if got, want := hexutil.Encode(crypto.FromECDSA(p.Key)), "0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82"; got != want {
		t.Errorf("poster key = %s, want %s", got, want)
	}
	for i, a := range devnet.DevAccounts() {
		if a.Address == p.Address {
			t.Errorf("poster is dev account %d", i)
		}
	}
}
