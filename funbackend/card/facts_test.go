package card_test

import (
	"math/big"
	"regexp"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/neoswap/neoswap/funbackend"
	"github.com/neoswap/neoswap/funbackend/card"
)

func bonding() card.Input {
	return card.Input{Name: "Gradient", Symbol: "grad", Creator: "0x12AB000000000000000000000000000000C0FFEE",
		Status: funbackend.StatusTrading, PriceX18: big.NewInt(1_392_000_000), DayAgoX18: big.NewInt(1_239_500_000),
		ProgressX18: big.NewInt(429e15), EthUsd: decimal.NewFromInt(3000)}
}

func TestFactsOf(t *testing.T) {
	f := card.FactsOf(bonding())
	want := card.Facts{Name: "Gradient", Symbol: "GRAD", Status: "Bonding", McapUSD: "$4.2K", McapETH: "1.39 ETH",
		Price: "0.0000000014 ETH", Change24h: "+12.3%", ProgressPct: 42, Creator: "0x12ab…ffee", Pools: []string{}}
	if f.Name != want.Name || f.Symbol != want.Symbol || f.Status != want.Status || f.McapUSD != want.McapUSD ||
		f.McapETH != want.McapETH || f.Price != want.Price || f.Change24h != want.Change24h || f.Down ||
		f.ProgressPct != want.ProgressPct || f.Creator != want.Creator || f.Graduated || len(f.Pools) != 0 {
		t.Errorf("FactsOf = %+v\nwant     %+v", f, want)
	}

	in := bonding()
	in.DayAgoX18 = big.NewInt(1_500_000_000)
	if f := card.FactsOf(in); f.Change24h != "-7.2%" || !f.Down {
		t.Errorf("down: %q %v", f.Change24h, f.Down)
	}
	in.DayAgoX18 = nil
	if f := card.FactsOf(in); f.Change24h != "" {
		t.Errorf("no reference: %q", f.Change24h)
	}
	in.ProgressX18 = big.NewInt(2e18) // never past the bar
	if f := card.FactsOf(in); f.ProgressPct != 100 {
		t.Errorf("progress %d", f.ProgressPct)
	}
	in.Status, in.PairWeth, in.PairNeo = funbackend.StatusGraduated, "0xAAAA00000000000000000000000000000000BBBB", ""
	f = card.FactsOf(in)
	if !f.Graduated || f.Status != "Graduated" || f.ProgressPct != 100 || len(f.Pools) != 1 || f.Pools[0] != "GRAD/WETH 0xaaaa…bbbb" {
		t.Errorf("graduated: %+v", f)
	}
}

func TestDescription(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*card.Input)
		want string
	}{
		{"bonding", func(*card.Input) {}, "Gradient ($GRAD) on the neoswap launch venue: market cap $4.2K (1.39 ETH), " +
			"price 0.0000000014 ETH, +12.3% in 24h. 42% of the way to graduation. Created by 0x12ab…ffee."},
		{"frozen", func(in *card.Input) { in.Status, in.ProgressX18 = funbackend.StatusFrozen, big.NewInt(1e18) },
			"Gradient ($GRAD) on the neoswap launch venue: market cap $4.2K (1.39 ETH), " +
				"price 0.0000000014 ETH, +12.3% in 24h. Bonding complete: graduating now. Created by 0x12ab…ffee."},
		{"no reference", func(in *card.Input) { in.DayAgoX18 = nil },
			"Gradient ($GRAD) on the neoswap launch venue: market cap $4.2K (1.39 ETH), " +
				"price 0.0000000014 ETH. 42% of the way to graduation. Created by 0x12ab…ffee."},
		{"graduated", func(in *card.Input) {
			in.Status, in.PriceX18 = funbackend.StatusGraduated, big.NewInt(23_000_000_000)
			in.PairWeth, in.PairNeo = "0xaaaa00000000000000000000000000000000bbbb", "0xcccc00000000000000000000000000000000dddd"
		}, "Gradient ($GRAD) graduated from the neoswap launch venue at a market cap of $69K (23 ETH); " +
			"it trades on its pools GRAD/WETH 0xaaaa…bbbb and GRAD/NEO 0xcccc…dddd. Created by 0x12ab…ffee."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := bonding()
			tc.edit(&in)
			if got := card.FactsOf(in).Description(); got != tc.want {
				t.Errorf("Description =\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestVersion: the version follows what the card shows and nothing else.
func TestVersion(t *testing.T) {
	base := card.Version(card.FactsOf(bonding()), nil)
	if !regexp.MustCompile(`^[0-9a-f]{12}$`).MatchString(base) {
		t.Fatalf("Version = %q", base)
	}
	if again := card.Version(card.FactsOf(bonding()), nil); again != base {
		t.Errorf("same state: %s then %s", base, again)
	}
	in := bonding()
	in.PriceX18 = big.NewInt(1_392_000_001) // a wei more: the card reads the same
	if v := card.Version(card.FactsOf(in), nil); v != base {
		t.Errorf("an invisible change moved the version: %s", v)
	}
	for name, edit := range map[string]func(*card.Input){
		"price":    func(in *card.Input) { in.PriceX18 = big.NewInt(2_000_000_000) },
		"progress": func(in *card.Input) { in.ProgressX18 = big.NewInt(5e17) },
		"status":   func(in *card.Input) { in.Status = funbackend.StatusFrozen },
		"rate":     func(in *card.Input) { in.EthUsd = decimal.NewFromInt(4000) },
		"24h":      func(in *card.Input) { in.DayAgoX18 = big.NewInt(1e9) },
	} {
		in := bonding()
		edit(&in)
		if v := card.Version(card.FactsOf(in), nil); v == base {
			t.Errorf("%s changed but the version did not", name)
		}
	}
	if v := card.Version(card.FactsOf(bonding()), []byte("a logo")); v == base {
		t.Error("a logo did not change the version")
	}
}
