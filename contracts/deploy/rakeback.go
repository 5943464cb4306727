package deploy

import (
	"math/big"

	"github.com/neoswap/neoswap/common/bindings"
)

// RakebackActivationDelay is RakebackV2's delay from a root's post until its
// slices can be activated, at deployment: one day, so a root posted right
// after Sunday 00:00 UTC opens to claim about a day later (spec 3), and a
// wrong root can be cancelled before anyone claims.
const RakebackActivationDelay uint64 = 24 * 60 * 60

// deployRakeback puts RakebackV2 behind NeoProxy (owner: the deployer;
// poster: d.RakebackPoster; notifier: the Collector, whose Rakeback bucket
// is its only inflow) and points the Collector's Rakeback bucket at it
// with notify on, through replaceBucket as production does: notifyReward
// is how RakebackV2 measures the inflow that caps each posted slice.
func deployRakeback(s *sender, d *Deployment) error {
	var err error
	if d.RakebackImpl, err = s.deploy("RakebackV2 implementation", bindings.RakebackV2MetaData.Bin, nil); err != nil {
		return err
	}
	if err := s.flush(); err != nil { // the proxy's constructor calls its implementation
		return err
	}
	if d.Rakeback, err = s.deploy("RakebackV2 proxy", bindings.NeoProxyMetaData.Bin,
		bindings.NewNeoProxy().PackConstructor(d.RakebackImpl,
			bindings.NewRakebackV2().PackInitialize(d.Deployer, d.RakebackPoster, d.Collector, d.FeeRouter,
				d.NeoToken, d.Treasury, RakebackActivationDelay))); err != nil {
		return err
	}
	if err := s.flush(); err != nil {
		return err
	}
	return s.transact("collector.replaceBucket rakeback", d.Collector,
		bindings.NewCollector().PackReplaceBucket(big.NewInt(BucketRakeback), d.Rakeback, true), nil)
}
