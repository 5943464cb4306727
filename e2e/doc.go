// Package e2e holds end-to-end tests across the devnet and both services,
// run the way a developer or an integrator meets them: real binaries, real
// ports, real HTTP and JSON-RPC.
package e2e
