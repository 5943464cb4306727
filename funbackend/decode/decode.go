// Package decode turns LaunchpadCurve logs into funbackend events with the
// stateless abigen v2 binding. It is pure: no chain, no SQL.
package decode

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/funbackend"
)

// ErrNotIndexed is returned for a curve log the backend does not keep (wiring
// events such as OwnershipTransferred, ParamsAdded, BuysPausedSet) or a log
// without topics.
var ErrNotIndexed = errors.New("decode: curve event not indexed")

var curve = bindings.NewLaunchpadCurve()

// names maps the topic0 of every indexed curve event to its name.
var names = func() map[common.Hash]string {
	m := map[common.Hash]string{}
	for _, n := range []string{"TokenCreated", "Trade", "FloorReached", "Unfrozen", "Graduated",
		"PveCredited", "PveCreditFailed", "PveRecordFailed", "CreatorFeeRerouted"} {
		ev, ok := curve.GetABI().Events[n]
		if !ok {
			panic("decode: LaunchpadCurve has no event " + n) // bindings and this list change together
		}
		m[ev.ID] = n
	}
	return m
}()

// EventName returns the name of the indexed curve event whose topic0 is
// topic0, or "" when the backend does not keep it.
func EventName(topic0 common.Hash) string { return names[topic0] }

// Log decodes l, a log of the curve, stamped with its block's timestamp. It
// returns ErrNotIndexed (wrapped) for an event the backend ignores, and an
// error naming the event when an indexed event's data does not unpack.
func Log(l *types.Log, timestamp uint64) (funbackend.Event, error) {
	if len(l.Topics) == 0 {
		return nil, fmt.Errorf("%w: log %d of tx %s has no topics", ErrNotIndexed, l.Index, l.TxHash.Hex())
	}
	name := names[l.Topics[0]]
	if name == "" {
		return nil, fmt.Errorf("%w: topic %s", ErrNotIndexed, l.Topics[0].Hex())
	}
	ref := funbackend.LogRef{BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, TxHash: l.TxHash, LogIndex: l.Index, Timestamp: timestamp}
	ev, err := decode(name, l, ref)
	if err != nil {
		return nil, fmt.Errorf("decode %s (block %d, log %d): %w", name, l.BlockNumber, l.Index, err)
	}
	return ev, nil
}

func decode(name string, l *types.Log, ref funbackend.LogRef) (funbackend.Event, error) {
	switch name {
	case "TokenCreated":
		e, err := curve.UnpackTokenCreatedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.TokenCreated{LogRef: ref, Token: e.Token, Creator: e.Creator, Submitter: e.Submitter,
			FeeRecipient: e.FeeRecipient, TokenName: e.Name, Symbol: e.Symbol, MetadataHash: e.MetadataHash,
			Salt: e.Salt, Nonce: e.Nonce, PveVault: e.PveVault, ParamsID: e.ParamsId, VirtualEth: e.VirtualEth,
			VirtualToken: e.VirtualToken, FloorToken: e.FloorToken, CreatorFeeBps: e.CreatorFeeBps.Uint64()}, nil
	case "Trade":
		e, err := curve.UnpackTradeEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.Trade{LogRef: ref, Token: e.Token, Trader: e.Trader, IsBuy: e.IsBuy, EthAmount: e.EthAmount,
			TokenAmount: e.TokenAmount, ProtocolFee: e.ProtocolFee, CreatorFee: e.CreatorFee, PriceX18: e.PriceX18,
			VirtualEth: e.VirtualEth, VirtualToken: e.VirtualToken, RealEth: e.RealEth, PveTokens: e.PveTokens}, nil
	case "FloorReached":
		e, err := curve.UnpackFloorReachedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.FloorReached{LogRef: ref, Token: e.Token, FrozenAt: e.FrozenAt, SellsOpenAt: e.SellsOpenAt,
			RealEth: e.RealEth, PriceX18: e.PriceX18}, nil
	case "Unfrozen":
		e, err := curve.UnpackUnfrozenEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.Unfrozen{LogRef: ref, Token: e.Token, PrevFrozenAt: e.PrevFrozenAt,
			PrevFrozenBlock: e.PrevFrozenBlock, UnfrozenAt: e.UnfrozenAt}, nil
	case "Graduated":
		e, err := curve.UnpackGraduatedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.Graduated{LogRef: ref, Token: e.Token, Caller: e.Caller, PairWeth: e.PairWeth,
			PairNeo: e.PairNeo, PriceX18: e.PriceX18, TokensBurned: e.TokensBurned}, nil
	case "PveCredited":
		e, err := curve.UnpackPveCreditedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.PveCredited{LogRef: ref, Token: e.Token, Vault: e.Vault, Amount: e.Amount,
			TotalStaked: e.TotalStaked, CreditBlock: e.CreditBlock}, nil
	case "PveCreditFailed":
		e, err := curve.UnpackPveCreditFailedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.PveCreditFailed{LogRef: ref, Token: e.Token, Vault: e.Vault, Amount: e.Amount}, nil
	case "PveRecordFailed":
		e, err := curve.UnpackPveRecordFailedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.PveRecordFailed{LogRef: ref, Token: e.Token, Vault: e.Vault, Amount: e.Amount}, nil
	case "CreatorFeeRerouted":
		e, err := curve.UnpackCreatorFeeReroutedEvent(l)
		if err != nil {
			return nil, err
		}
		return &funbackend.CreatorFeeRerouted{LogRef: ref, Token: e.Token, FeeRecipient: e.FeeRecipient, Amount: e.Amount}, nil
	}
	return nil, ErrNotIndexed
}

var feeVault = bindings.NewCreatorFeeVault()

var claimedID = feeVault.GetABI().Events["Claimed"].ID

// VaultLog decodes l, a log of the CreatorFeeVault: Claimed becomes a
// FeeClaimed; every other vault event is ErrNotIndexed.
func VaultLog(l *types.Log, timestamp uint64) (funbackend.Event, error) {
	if len(l.Topics) == 0 || l.Topics[0] != claimedID {
		return nil, fmt.Errorf("%w: vault log %d of tx %s", ErrNotIndexed, l.Index, l.TxHash.Hex())
	}
	e, err := feeVault.UnpackClaimedEvent(l)
	if err != nil {
		return nil, fmt.Errorf("decode Claimed (block %d, log %d): %w", l.BlockNumber, l.Index, err)
	}
	ref := funbackend.LogRef{BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, TxHash: l.TxHash, LogIndex: l.Index, Timestamp: timestamp}
	return &funbackend.FeeClaimed{LogRef: ref, Token: e.Token, Creator: e.Creator, QuoteAsset: e.QuoteAsset, Amount: e.Amount}, nil
}
