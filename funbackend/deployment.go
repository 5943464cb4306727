package funbackend

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"
)

// Deployment is what funbackend reads of the deployment JSON that
// contracts/deploy writes (docs/contracts.md "Deployment JSON"); parsed
// here so the service does not depend on the contracts module.
type Deployment struct {
	ChainID    uint64 `json:"chainId"`
	StartBlock uint64 `json:"startBlock"`
	Addresses  struct {
		LaunchpadCurve     common.Address `json:"launchpadCurve"`
		LaunchpadLens      common.Address `json:"launchpadLens"`
		PveVault           common.Address `json:"pveVault"`
		WETH               common.Address `json:"weth"`
		NeoToken           common.Address `json:"neoToken"`
		USDC               common.Address `json:"usdc"`
		CreatorFeeRegistry common.Address `json:"creatorFeeRegistry"`
		CreatorFeeVault    common.Address `json:"creatorFeeVault"`
	} `json:"addresses"`
	Extra struct {
		LaunchpadTokenImplementation common.Address            `json:"launchpadTokenImplementation"`
		Pairs                        map[string]common.Address `json:"pairs"`
	} `json:"extra"`
}

// ReadDeployment reads the deployment JSON at path. It returns an error
// naming the file when it cannot be read or parsed.
func ReadDeployment(path string) (Deployment, error) {
	var d Deployment
	b, err := os.ReadFile(path)
	if err != nil {
		return d, fmt.Errorf("deployment: %w", err)
	}
	if err := json.Unmarshal(b, &d); err != nil {
		return d, fmt.Errorf("deployment: %s: %w", path, err)
	}
	return d, nil
}

// HasCurve reports whether the deployment has a launch venue.
func (d Deployment) HasCurve() bool { return d.Addresses.LaunchpadCurve != (common.Address{}) }
