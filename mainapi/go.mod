module github.com/neoswap/neoswap/mainapi

go 1.26.8

require (
	github.com/neoswap/neoswap/common v0.0.0
	github.com/neoswap/neoswap/migrations v0.0.0
)

replace (
	github.com/neoswap/neoswap/common => ../common
	github.com/neoswap/neoswap/migrations => ../migrations
)
