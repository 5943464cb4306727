package indexer

// AheadUsed is how many batches took their decode ahead (batch_ahead.go).
func (ix *Indexer) AheadUsed() int { return ix.aheadUsed }
