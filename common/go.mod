module github.com/neoswap/neoswap/common

go 1.26.8
