package httpapi

// shedder bounds the heavy handlers running at once. A heavy route whose
// answer is not a 304 or a cached body takes a slot before its handler runs;
// when none is free it sheds with 503 {error: overloaded} and Retry-After
// rather than queue behind work the server cannot finish in time.
type shedder struct {
	slots chan struct{} // nil: unbounded
}

func newShedder(maxInFlight int) *shedder {
	if maxInFlight <= 0 {
		return &shedder{}
	}
	return &shedder{slots: make(chan struct{}, maxInFlight)}
}

// acquire takes a slot without waiting; release must follow a true result.
func (sh *shedder) acquire() bool {
	if sh.slots == nil {
		return true
	}
	select {
	case sh.slots <- struct{}{}:
		return true
	default:
		return false
	}
}

func (sh *shedder) release() {
	if sh.slots != nil {
		<-sh.slots
	}
}
