module github.com/neoswap/neoswap/contracts

go 1.26.8

require github.com/neoswap/neoswap/common v0.0.0

replace github.com/neoswap/neoswap/common => ../common
