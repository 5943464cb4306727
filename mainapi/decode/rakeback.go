package decode

import (
	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// rakebackContract is RakebackV2's binding name in the events registry.
const rakebackContract = "RakebackV2"

func init() {
	abis[rakebackContract] = bindings.NewRakebackV2().GetABI()
}

// rakeback decodes a log of RakebackV2: roots (RootPosted, RootCancelled),
// the slice lifecycle (SlicePosted, Activated, Expired,
// PendingSliceExpired), claims (Claimed, ClaimedAsNeo) and Swept into their
// rows; every other event (PosterSet, NotifierSet, FeeRouterSet,
// TreasurySet, ActivationDelaySet, the proxy's) as an admin event.
func (d *decoder) rakeback(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(rakebackContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := pos(d.block, l)
	r := &d.ev.Rakeback
	switch e := v.(type) {
	case *bindings.RakebackV2RootPosted:
		r.Roots = append(r.Roots, mainapi.RakebackRoot{Pos: p, Kind: mainapi.RakebackRootPosted, Epoch: e.Epoch, Root: e.Root,
			PostedAt: e.PostedAt})
	case *bindings.RakebackV2RootCancelled:
		r.Roots = append(r.Roots, mainapi.RakebackRoot{Pos: p, Kind: mainapi.RakebackRootCancelled, Epoch: e.Epoch})
	case *bindings.RakebackV2SlicePosted:
		r.Slices = append(r.Slices, mainapi.RakebackSlice{Pos: p, Kind: mainapi.RakebackSlicePosted, Epoch: e.Epoch, Token: e.Token,
			Amount: e.DeclaredTotal})
	case *bindings.RakebackV2Activated:
		r.Slices = append(r.Slices, mainapi.RakebackSlice{Pos: p, Kind: mainapi.RakebackActivated, Epoch: e.Epoch, Token: e.Token,
			ActivatedAt: e.ActivatedAt})
	case *bindings.RakebackV2Expired:
		r.Slices = append(r.Slices, mainapi.RakebackSlice{Pos: p, Kind: mainapi.RakebackExpired, Epoch: e.Epoch, Token: e.Token,
			Amount: e.Remainder})
	case *bindings.RakebackV2PendingSliceExpired:
		r.Slices = append(r.Slices, mainapi.RakebackSlice{Pos: p, Kind: mainapi.RakebackPendingSliceExpired, Epoch: e.Epoch,
			Token: e.Token, Amount: e.Remainder})
	case *bindings.RakebackV2Claimed:
		r.Claims = append(r.Claims, mainapi.RakebackClaim{Pos: p, Kind: mainapi.RakebackClaimed, Epoch: e.Epoch, Token: e.Token,
			Account: e.Account, Index: e.Index, Amount: e.Amount})
	case *bindings.RakebackV2ClaimedAsNeo:
		r.Claims = append(r.Claims, mainapi.RakebackClaim{Pos: p, Kind: mainapi.RakebackClaimedAsNeo, Epoch: e.Epoch, Token: e.Token,
			Account: e.User, Amount: e.AmountIn, NeoOut: e.NeoOut})
	case *bindings.RakebackV2Swept:
		r.Sweeps = append(r.Sweeps, mainapi.RakebackSweep{Pos: p, Token: e.Token, To: e.To, Amount: e.Amount})
	default:
		return d.admin(rakebackContract, l)
	}
	return 1, nil
}
