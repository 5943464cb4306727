package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/neoswap/neoswap/common/wire"
)

// GET /{address}/meta (spec 4.6): the wallet's last activity block, the
// version every per-user route's ETag derives from.

type metaBody struct {
	Address           wire.Address `json:"address"`
	LastActivityBlock uint64       `json:"lastActivityBlock" doc:"0 when the wallet was never party to an indexed event"`
}

func (s *server) metaRoute() *Route {
	return &Route{
		Path: "/:address/meta", Summary: "the last block in which the wallet was party to an indexed event (0: none)",
		Tier: TierBlock, ETag: ETagWallet("address"), Response: metaBody{}, Errors: []int{400},
		Params: []Param{{Name: "address", InPath: true, Kind: KindAddress, Example: "0x00000000000000000000000000000000000000a1"}},
		Handle: s.meta,
		Reads:  reads[Store]("WalletLastActivityBlock"),
	}
}

func (s *server) meta(c *gin.Context) (any, error) {
	a, err := addressParam(c, "address")
	if err != nil {
		return nil, err
	}
	n, err := s.store.WalletLastActivityBlock(c.Request.Context(), a)
	if err != nil {
		return nil, err
	}
	return metaBody{Address: a, LastActivityBlock: n}, nil
}
