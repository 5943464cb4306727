package indexer

import (
	"context"
	"sync"
	"sync/atomic"
)

// parallel calls fn(i) for every i in [0, n), at most workers calls at a
// time, and returns their errors by i. Once ctx is done no call starts
// (those not made leave a nil error: the caller checks ctx).
func parallel(ctx context.Context, n, workers int, fn func(i int) error) []error {
	errs := make([]error, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				errs[i] = fn(i)
			}
		})
	}
	wg.Wait()
	return errs
}
