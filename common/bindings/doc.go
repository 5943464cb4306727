// Package bindings holds the abigen (v2) bindings of every contract compiled
// under contracts/src. bindings.go is generated from
// contracts/artifacts/combined.json; regenerate with `go generate ./bindings`
// from the common module after `npm run build` in contracts/.
package bindings

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --combined-json ../../contracts/artifacts/combined.json --pkg bindings --out bindings.go
