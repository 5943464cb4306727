package indexer

import (
	"context"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/neoswap/neoswap/mainapi"
	"github.com/neoswap/neoswap/mainapi/decode"
)

// A token's metadata is read from the node when a pair brings a token with
// none stored, inside the transaction that stores the pair. Read there one
// token after another, the 158 tokens of the 50k-swap chain's first batch
// held the writer 0.75 s: a round trip each, with the node busy serving
// the read of the next batch. The follower reads them ahead instead, with
// the batch that creates their pairs (PrefetchMetadata), into a bounded
// cache that the transaction reads from; what the cache lacks, the
// transaction reads as before, several tokens at a time.

const (
	// metadataCacheSize bounds the tokens whose metadata is kept: those
	// read ahead and not stored yet, and those already read, so that a
	// token in many new pairs (WETH) is read once.
	metadataCacheSize = 8192
	// metadataWorkers is how many tokens are read at a time.
	metadataWorkers = 4
)

// metadataReader reads tokens' metadata through a cache.
type metadataReader struct {
	src   TokenMetadata
	cache *lru.Cache[common.Address, mainapi.TokenMetadata]
}

func newMetadataReader(src TokenMetadata) *metadataReader {
	cache, err := lru.New[common.Address, mainapi.TokenMetadata](metadataCacheSize)
	if err != nil {
		panic(err) // only for a size below 1
	}
	return &metadataReader{src: src, cache: cache}
}

// read returns tok's metadata, from the cache when it holds it.
func (m *metadataReader) read(ctx context.Context, tok common.Address) (mainapi.TokenMetadata, error) {
	if md, ok := m.cache.Get(tok); ok {
		return md, nil
	}
	md, err := m.src.TokenMetadata(ctx, tok)
	if err != nil {
		return md, err
	}
	m.cache.Add(tok, md)
	return md, nil
}

// prefetch reads the tokens the cache lacks into it, metadataWorkers at a
// time. A failed read is left to read, which returns its error.
func (m *metadataReader) prefetch(ctx context.Context, tokens []common.Address) {
	tokens = slices.Clone(tokens)
	slices.SortFunc(tokens, func(a, b common.Address) int { return a.Cmp(b) })
	uncached := slices.DeleteFunc(slices.Compact(tokens), m.cache.Contains)
	parallel(ctx, len(uncached), metadataWorkers, func(i int) error {
		_, err := m.read(ctx, uncached[i])
		return err
	})
}

// PrefetchMetadata reads ahead the metadata of the tokens of the pairs bs
// create, for the transaction that will store bs. It is safe to call
// while another goroutine applies blocks, and does nothing when the
// Indexer has no Metadata reader.
func (ix *Indexer) PrefetchMetadata(ctx context.Context, bs []mainapi.Block) {
	if ix.meta == nil {
		return
	}
	var tokens []common.Address
	for i := range bs {
		for j := range bs[i].Logs {
			if _, p, ok := decode.CreatedPair(&ix.track, &bs[i].Logs[j]); ok {
				tokens = append(tokens, p.Token0, p.Token1)
			}
		}
	}
	ix.meta.prefetch(ctx, tokens)
}
