module github.com/neoswap/neoswap/e2e

go 1.26.8

require (
	github.com/neoswap/neoswap/common v0.0.0
	github.com/neoswap/neoswap/contracts v0.0.0
	github.com/neoswap/neoswap/funbackend v0.0.0
	github.com/neoswap/neoswap/mainapi v0.0.0
	github.com/neoswap/neoswap/migrations v0.0.0
)

replace (
	github.com/neoswap/neoswap/common => ../common
	github.com/neoswap/neoswap/contracts => ../contracts
	github.com/neoswap/neoswap/funbackend => ../funbackend
	github.com/neoswap/neoswap/mainapi => ../mainapi
	github.com/neoswap/neoswap/migrations => ../migrations
)
