package merkle

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user plus system CPU time so far.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkTreeProofs100k is a tree of 100,000 leaves (their hashes given) and
// every proof: the tree levels hashed and all proofs produced.
func BenchmarkTreeProofs100k(b *testing.B) {
	leaves, _ := RakebackLeaves(randomValues(100_000, 42))
	b.ReportAllocs()
	start := cpuTime(b)
	for b.Loop() {
		tree, err := Build(leaves)
		if err != nil {
			b.Fatal(err)
		}
		if len(tree.Proofs()) != len(leaves) {
			b.Fatal("missing proofs")
		}
	}
	b.ReportMetric(float64(cpuTime(b)-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkBuild100k is the whole pipeline: 100,000 Rakeback leaves hashed from
// their values, the tree built and every proof produced (target ≤ 50 ms on the
// 2-core host; docs/performance.md "Rakeback tree"). cpu-ms/op is the CPU time
// of all cores per build: on a host shared with other work the wall time
// (ns/op) swings with the load, the CPU time much less, and cpu-ms/op divided
// by the core count is the wall time the build takes on an idle host.
func BenchmarkBuild100k(b *testing.B) {
	values := randomValues(100_000, 42)
	b.ReportAllocs()
	start := cpuTime(b)
	for b.Loop() {
		tree, err := BuildRakeback(values)
		if err != nil {
			b.Fatal(err)
		}
		if len(tree.Proofs()) != len(values) {
			b.Fatal("missing proofs")
		}
	}
	b.ReportMetric(float64(cpuTime(b)-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// The parts of BenchmarkBuild100k, to see where its time goes.

func BenchmarkPartLeaves100k(b *testing.B) {
	values := randomValues(100_000, 42)
	for b.Loop() {
		RakebackLeaves(values)
	}
}

func BenchmarkPartTree100k(b *testing.B) {
	leaves, _ := RakebackLeaves(randomValues(100_000, 42))
	for b.Loop() {
		Build(leaves)
	}
}

func BenchmarkPartProofs100k(b *testing.B) {
	leaves, _ := RakebackLeaves(randomValues(100_000, 42))
	t, _ := Build(leaves)
	for b.Loop() {
		t.Proofs()
	}
}
