package decode

import (
	"github.com/neoswap/neoswap/common/bindings"
	"github.com/neoswap/neoswap/mainapi"
)

// Binding names in the events registry.
const (
	registryContract = "CreatorFeeRegistry"
	pveVaultContract = "PveVault"
)

func init() {
	abis[registryContract] = bindings.NewCreatorFeeRegistry().GetABI()
	abis[pveVaultContract] = bindings.NewPveVault().GetABI()
}

// registry decodes a log of CreatorFeeRegistry: the per-token events
// (TokenRegistered, CreatorUpdated, DisabledSet, FeeBpsUpdated) into their
// rows; every other event (RegistrarSet, OwnershipTransferred) as an admin
// event.
func (d *decoder) registry(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(registryContract, l)
	if !ok || err != nil {
		return 0, err
	}
	r := mainapi.RegistryEvent{Pos: pos(d.block, l)}
	switch e := v.(type) {
	case *bindings.CreatorFeeRegistryTokenRegistered:
		r.Kind, r.Token, r.Creator, r.FeeBps, r.Registrar = mainapi.RegistryTokenRegistered, e.Token, e.Creator, e.FeeBps, e.Registrar
	case *bindings.CreatorFeeRegistryCreatorUpdated:
		r.Kind, r.Token, r.Creator, r.Previous = mainapi.RegistryCreatorUpdated, e.Token, e.NewCreator, e.PreviousCreator
	case *bindings.CreatorFeeRegistryDisabledSet:
		r.Kind, r.Token, r.Disabled = mainapi.RegistryDisabledSet, e.Token, e.Disabled
	case *bindings.CreatorFeeRegistryFeeBpsUpdated:
		r.Kind, r.Token, r.FeeBps = mainapi.RegistryFeeBpsUpdated, e.Token, e.FeeBps
	default:
		return d.admin(registryContract, l)
	}
	d.ev.Registry = append(d.ev.Registry, r)
	return 1, nil
}

// pveVault decodes a log of either PveVault instance: every PvE event
// (PveReceived, PveCredited, PveHeld, PveClaimed, Forwarded, SuccessorSet)
// into its row; OwnershipTransferred as an admin event.
func (d *decoder) pveVault(l *mainapi.Log) (int, error) {
	v, ok, err := unpack(pveVaultContract, l)
	if !ok || err != nil {
		return 0, err
	}
	p := mainapi.PveEvent{Pos: pos(d.block, l)}
	switch e := v.(type) {
	case *bindings.PveVaultPveReceived:
		p.Kind, p.Token, p.Account, p.Amount, p.EthSpent, p.Launch = mainapi.PveReceived, e.Token, e.From, e.Amount, e.EthSpent, e.Launch
	case *bindings.PveVaultPveCredited:
		p.Kind, p.Token, p.Amount, p.TotalStaked, p.CreditBlock = mainapi.PveCredited, e.Token, e.Amount, e.TotalStaked, e.CreditBlock
	case *bindings.PveVaultPveHeld:
		p.Kind, p.Token, p.Amount, p.CreditBlock = mainapi.PveHeld, e.Token, e.Amount, e.CreditBlock
	case *bindings.PveVaultPveClaimed:
		p.Kind, p.Token, p.Account, p.Amount = mainapi.PveClaimed, e.Token, e.Account, e.Amount
	case *bindings.PveVaultForwarded:
		p.Kind, p.Token, p.Account, p.Amount = mainapi.PveForwarded, e.Token, e.To, e.Amount
	case *bindings.PveVaultSuccessorSet:
		p.Kind, p.Account = mainapi.PveSuccessor, e.Successor
	default:
		return d.admin(pveVaultContract, l)
	}
	d.ev.Pve = append(d.ev.Pve, p)
	return 1, nil
}
