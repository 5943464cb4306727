package devnet

import "fmt"

// PosterIndex is the DevMnemonic index of the devnet's Rakeback poster: the
// account after BuybackBurner's keeper (index DevAccountCount), so that no
// person, test, trader or other job shares its nonces.
const PosterIndex = DevAccountCount + 1

// PosterAccount returns the devnet's Rakeback poster, the account that
// signs RakebackV2.postRoot and sweep for the weekly Rakeback job:
// DevMnemonic index 11, 0x71bE63f3384f5fb98995898A86B02Fb2426c5788 (key
// 0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82, a
// public test key). Like DevAccounts, never use it outside a development
// chain.
func PosterAccount() (Account, error) {
	accs, err := DeriveAccounts(DevMnemonic, "", PosterIndex+1)
	if err != nil {
		return Account{}, fmt.Errorf("devnet: poster account: %w", err)
	}
	return accs[PosterIndex], nil
}
