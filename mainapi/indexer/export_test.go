package indexer

// AheadUsed is how many batches took their decode ahead (batch_ahead.go).
func (ix *Indexer) AheadUsed() int { return ix.aheadUsed }

// PreparedUsed is how many batches were finished in the transaction
// prepared ahead (batch_ahead.go).
func (ix *Indexer) PreparedUsed() int { return ix.preparedUsed }

// RetryWait is the follower's pause after a failed read (follower.go).
var RetryWait = retryWait
