package httpapi

import (
	"context"
	"math/big"

	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
	"github.com/neoswap/neoswap/mainapi"
)

// GET /neocats/{address} (spec 4.4; docs/portfolio.md, "Neocats"): the
// Neocat ids a wallet holds and stakes, from the indexed NeocatNft
// Transfers and NeocatStaking stake events (the derived neocats rows).

// neocatStore is what the Neocat route reads.
type neocatStore interface {
	// Neocats returns the wallet's Neocats held and staked.
	Neocats(ctx context.Context, wallet wire.Address) (mainapi.Neocats, error)
}

type neocatsBody struct {
	Address wire.Address `json:"address"`
	Held    []string     `json:"held" doc:"ids (decimal strings, ascending) the wallet holds: NeocatNft.ownerOf(id) is the wallet; staked ones are not here"`
	Staked  []string     `json:"staked" doc:"ids (decimal strings, ascending) the wallet has staked in NeocatStaking (stakerOf(id)), seeded ones included"`
}

func (s *server) neocatRoute() *Route {
	return &Route{
		Path: "/neocats/:address", Summary: "the Neocat ids a wallet holds and stakes; empty lists when none",
		Tier: TierBlock, ETag: ETagWallet("address"), Response: neocatsBody{}, Errors: []int{400},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: holderExample, Doc: "wallet address"}},
		Handle: s.neocats, Reads: reads[neocatStore]("Neocats"),
	}
}

func (s *server) neocats(c *gin.Context) (any, error) {
	wallet, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	n, err := s.store.Neocats(c.Request.Context(), wallet)
	if err != nil {
		return nil, err
	}
	return neocatsBody{Address: wallet, Held: decimals(n.Held), Staked: decimals(n.Staked)}, nil
}

// decimals are ids as decimal strings (never nil: an empty list is []).
func decimals(ids []*big.Int) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id.String()
	}
	return out
}
