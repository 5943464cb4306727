module github.com/neoswap/neoswap/migrations

go 1.26.8
