package deploy

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/bindings"
)

// StakingBoostBps are NeoStaking's boosts of lock options 0..3 (3, 6, 12
// and 24 months) at deployment: multipliers 1x, 2x, 4x and 8x (spec 8).
var StakingBoostBps = [4]int64{0, 10_000, 30_000, 70_000}

// deployStaking puts NeoStaking behind NeoProxy (notifier: the Collector;
// vest anchor: now, so locks run from each stake; reward tokens: the four
// quote assets the Collector receives) and points the Collector's staking
// bucket at it with notify on, through replaceBucket as production does.
func deployStaking(s *sender, d *Deployment) error {
	var err error
	if d.NeoStakingImpl, err = s.deploy("NeoStaking implementation", bindings.NeoStakingMetaData.Bin, nil); err != nil {
		return err
	}
	if err := s.flush(); err != nil { // the proxy's constructor calls its implementation
		return err
	}
	head, err := s.backend.HeaderByNumber(s.ctx, nil)
	if err != nil {
		return err
	}
	var boosts [4]*big.Int
	for i, b := range StakingBoostBps {
		boosts[i] = big.NewInt(b)
	}
	if d.NeoStaking, err = s.deploy("NeoStaking proxy", bindings.NeoProxyMetaData.Bin,
		bindings.NewNeoProxy().PackConstructor(d.NeoStakingImpl,
			bindings.NewNeoStaking().PackInitialize(d.Deployer, d.NeoToken, d.Collector, d.FeeRouter, d.Treasury,
				head.Time, boosts, []common.Address{d.WETH, d.USDT, d.USDC, d.NeoToken}))); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return err
	}
	return s.transact("collector.replaceBucket staking", d.Collector,
		bindings.NewCollector().PackReplaceBucket(big.NewInt(BucketStaking), d.NeoStaking, true), nil)
}
