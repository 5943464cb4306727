package httpapi

import (
	"math/big"
	"strconv"

	"github.com/neoswap/neoswap/common/wire"
)

// The texts wallets personal_sign (EIP-191) for the signed writes: one
// definition each, used by the handlers, the tests and the published
// templates (route descriptions in docs/api.md and /openapi.json;
// docs/profiles.md). Lines are joined by "\n" with no trailing newline;
// addresses are lowercase 0x hex; numbers are decimal.

// ReferralMessage is the text the referee signs to bind itself to the
// referrer on chainID (spec 4.6): four parts separated by blank lines,
// the last one the machine line neoswap-referral:<referee>:<referrer>:<chainId>.
func ReferralMessage(referee, referrer wire.Address, chainID uint64) string {
	return referralText(referee.String(), referrer.String(), strconv.FormatUint(chainID, 10))
}

func referralText(referee, referrer, chain string) string {
	return "I am activating my NeoSwap referral link.\n" +
		"\n" +
		"This is a free signature: it sends no transaction, spends no gas and approves no funds. " +
		"It only links this wallet to the referrer below.\n" +
		"\n" +
		"Referred by: " + referrer + "\n" +
		"Your wallet: " + referee + "\n" +
		"\n" +
		"neoswap-referral:" + referee + ":" + referrer + ":" + chain
}

// ProfilePfpMessage is the text a wallet signs to set its profile picture
// to Neocat tokenID (nil: to clear it; the line then reads "none").
func ProfilePfpMessage(wallet wire.Address, tokenID *big.Int, chainID uint64, issuedAt int64) string {
	neocat := "none"
	if tokenID != nil {
		neocat = tokenID.String()
	}
	return profileMessage(pfpAction, wallet, chainID, issuedAt, "Neocat: "+neocat)
}

// XLinkMessage is the text a wallet signs to link the X account of the
// OAuth authorization whose state parameter is state.
func XLinkMessage(wallet wire.Address, state string, chainID uint64, issuedAt int64) string {
	return profileMessage(xLinkAction, wallet, chainID, issuedAt, "State: "+state)
}

// XUnlinkMessage is the text a wallet signs to unlink its X account.
func XUnlinkMessage(wallet wire.Address, chainID uint64, issuedAt int64) string {
	return profileMessage(xUnlinkAction, wallet, chainID, issuedAt, "")
}

// profileMessage lays out a profile write: the action, a line saying what
// signing does not do, the wallet, the action's own line, the chain and
// the issue time.
func profileMessage(action string, wallet wire.Address, chainID uint64, issuedAt int64, extra string) string {
	return profileText(action, wallet.String(), strconv.FormatUint(chainID, 10), strconv.FormatInt(issuedAt, 10), extra)
}

func profileText(action, wallet, chain, issuedAt, extra string) string {
	s := action + "\n" +
		"\n" +
		"This signature sends no transaction and costs no gas.\n" +
		"\n" +
		"Wallet: " + wallet + "\n"
	if extra != "" {
		s += extra + "\n"
	}
	return s + "Chain ID: " + chain + "\n" +
		"Issued at: " + issuedAt
}

// The profile writes' first lines.
const (
	pfpAction     = "Set my NeoSwap profile picture"
	xLinkAction   = "Link my X account to my NeoSwap profile"
	xUnlinkAction = "Unlink my X account from my NeoSwap profile"
)

// Templates of the texts for the route descriptions, placeholders in angle
// brackets, fenced as Markdown code.
var (
	referralTemplate = fenced(referralText("<referee>", "<referrer>", "<chainId>"))
	pfpTemplate      = fenced(profileText(pfpAction, "<address>", "<chainId>", "<issuedAt>", "Neocat: <tokenId, or none to clear>"))
	xLinkTemplate    = fenced(profileText(xLinkAction, "<address>", "<chainId>", "<issuedAt>", "State: <state>"))
	xUnlinkTemplate  = fenced(profileText(xUnlinkAction, "<address>", "<chainId>", "<issuedAt>", ""))
)

func fenced(text string) string { return "```\n" + text + "\n```" }
