package merkle

import "testing"

// BenchmarkBuild100k is the figure: 100,000 Rakeback leaves hashed from
// their values, the tree built and every proof produced (target ≤ 50 ms on the
// 2-core host; docs/performance.md "Rakeback tree").
func BenchmarkBuild100k(b *testing.B) {
	values := randomValues(100_000, 42)
	b.ReportAllocs()
	for b.Loop() {
		tree, err := BuildRakeback(values)
		if err != nil {
			b.Fatal(err)
		}
		if len(tree.Proofs()) != len(values) {
			b.Fatal("missing proofs")
		}
	}
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
