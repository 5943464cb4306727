package httpapi

import (
	"encoding/json"
	"reflect"
	"strings"
	"time"

	ethcommon "github.com/ethereum/go-ethereum/common"

	"github.com/neoswap/neoswap/common/wire"
)

// Schema is the subset of an OpenAPI 3.0 schema object the API needs.
type Schema struct {
	Ref                  string             `json:"$ref,omitempty"`
	Type                 string             `json:"type,omitempty"`
	Format               string             `json:"format,omitempty"`
	Pattern              string             `json:"pattern,omitempty"`
	Enum                 []any              `json:"enum,omitempty"` // strings, and nil in a nullable enum
	Minimum              *float64           `json:"minimum,omitempty"`
	Maximum              *float64           `json:"maximum,omitempty"`
	Nullable             bool               `json:"nullable,omitempty"`
	Description          string             `json:"description,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	Required             []string           `json:"required,omitempty"`
	Items                *Schema            `json:"items,omitempty"`
	MinItems             *int               `json:"minItems,omitempty"`
	MaxItems             *int               `json:"maxItems,omitempty"`
	AdditionalProperties *Schema            `json:"additionalProperties,omitempty"`
}

// Patterns of the wire types (spec 2.1).
const (
	patternAddress = `^0x[0-9a-f]{40}$`
	patternHash    = `^0x[0-9a-f]{64}$`
	patternWei     = `^[0-9]+$`
	patternUsd     = `^-?[0-9]+(\.[0-9]{1,6})?$`
	patternDecimal = `^-?[0-9]+(\.[0-9]+)?$`
)

const wirePkg = "github.com/neoswap/neoswap/common/wire"

// wireSchemas are the schemas of types whose JSON form is not their Go
// shape.
var wireSchemas = map[reflect.Type]func() *Schema{
	reflect.TypeFor[wire.Address]():      func() *Schema { return &Schema{Type: "string", Pattern: patternAddress} },
	reflect.TypeFor[ethcommon.Address](): func() *Schema { return &Schema{Type: "string", Pattern: patternAddress} },
	reflect.TypeFor[wire.Hash]():         func() *Schema { return &Schema{Type: "string", Pattern: patternHash} },
	reflect.TypeFor[ethcommon.Hash]():    func() *Schema { return &Schema{Type: "string", Pattern: patternHash} },
	reflect.TypeFor[wire.Wei](): func() *Schema {
		return &Schema{Type: "string", Pattern: patternWei, Description: "Wei: decimal integer in base units"}
	},
	reflect.TypeFor[wire.Usd](): func() *Schema {
		return &Schema{Type: "string", Pattern: patternUsd, Description: "Usd: decimal dollars"}
	},
	reflect.TypeFor[wire.Ratio]():      func() *Schema { return &Schema{Type: "string", Pattern: patternDecimal} },
	reflect.TypeFor[wire.Seconds]():    func() *Schema { return &Schema{Type: "integer", Format: "int64", Description: "Unix seconds"} },
	reflect.TypeFor[wire.Bps]():        func() *Schema { return &Schema{Type: "integer", Format: "int64", Description: "basis points"} },
	reflect.TypeFor[wire.Percent]():    func() *Schema { return &Schema{Type: "number", Nullable: true, Description: "percent (5.2 = 5.2%)"} },
	reflect.TypeFor[time.Time]():       func() *Schema { return &Schema{Type: "string", Format: "date-time"} },
	reflect.TypeFor[json.RawMessage](): func() *Schema { return &Schema{} },
	// A required body field that may be null (profile_write.go).
	reflect.TypeFor[optionalDecimal](): func() *Schema { return &Schema{Type: "string", Pattern: patternWei, Nullable: true} },
}

// schemaOf derives the schema of a Go value's JSON form from its type:
// struct fields by their json tag (required unless omitempty; `enum`, `doc`
// and `pattern` tags add to the field's schema), slices and arrays as
// arrays, string-keyed maps as objects, pointers and wire.Null as nullable
// (an omitempty pointer field as optional and not nullable: nil is absent).
func schemaOf(t reflect.Type) *Schema {
	if f, ok := wireSchemas[t]; ok {
		return f()
	}
	if t.PkgPath() == wirePkg && strings.HasPrefix(t.Name(), "Null[") {
		s := schemaOf(t.Field(0).Type)
		s.Nullable = true
		return s
	}
	switch t.Kind() {
	case reflect.Pointer:
		s := schemaOf(t.Elem())
		s.Nullable = true
		return s
	case reflect.Bool:
		return &Schema{Type: "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return &Schema{Type: "integer", Format: "int64"}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		zero := 0.0
		return &Schema{Type: "integer", Format: "int64", Minimum: &zero}
	case reflect.Float32, reflect.Float64:
		return &Schema{Type: "number"}
	case reflect.String:
		return &Schema{Type: "string"}
	case reflect.Slice:
		return &Schema{Type: "array", Items: schemaOf(t.Elem())}
	case reflect.Array:
		n := t.Len()
		return &Schema{Type: "array", Items: schemaOf(t.Elem()), MinItems: &n, MaxItems: &n}
	case reflect.Map:
		return &Schema{Type: "object", AdditionalProperties: schemaOf(t.Elem())}
	case reflect.Struct:
		s := &Schema{Type: "object", Properties: map[string]*Schema{}}
		addFields(s, t)
		return s
	}
	return &Schema{} // interfaces: any JSON value
}

func addFields(s *Schema, t reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || (!f.IsExported() && !f.Anonymous) {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			addFields(s, f.Type)
			continue
		}
		if name == "" {
			name = f.Name
		}
		fs := schemaOf(f.Type)
		if e := f.Tag.Get("enum"); e != "" {
			fs.Enum = enumOf(strings.Split(e, ",")...)
		}
		if d := f.Tag.Get("doc"); d != "" {
			fs.Description = d
		}
		if p := f.Tag.Get("pattern"); p != "" {
			fs.Pattern = p
		}
		optional := strings.Contains(opts, "omitempty") || strings.Contains(opts, "omitzero")
		if optional && f.Type.Kind() == reflect.Pointer {
			// encoding/json leaves a nil pointer out: the field is absent,
			// never null (spec 9.2: optional keys are absent, not zeroed).
			fs.Nullable = false
		}
		if fs.Nullable && len(fs.Enum) > 0 {
			// OpenAPI 3.0.3: nullable does not widen an enum; null must
			// be one of its values, or a validator refuses the null.
			fs.Enum = append(fs.Enum, nil)
		}
		s.Properties[name] = fs
		if !optional {
			s.Required = append(s.Required, name)
		}
	}
}

// enumOf is the enum of a schema whose values are these strings.
func enumOf(values ...string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}
