package ethrpc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// scanner walks one JSON text (RFC 8259) in place, without building a tree
// of it: the reader asks for the values it wants (each handed over as a
// slice of the text) and skips the others, which are checked all the same,
// so a text that is not JSON is refused whatever part of it is malformed.
// valyala/fastjson's tree and buger/jsonparser's lenient walk were both
// tried first (logs_json.go says why neither stayed).
type scanner struct {
	b     []byte
	i     int
	depth int
}

// maxJSONDepth bounds the nesting of arrays and objects (a node's answer
// nests four deep), so a hostile answer cannot exhaust the stack.
const maxJSONDepth = 64

var errJSONSyntax = errors.New("malformed JSON")

func (s *scanner) syntax(what string) error {
	return fmt.Errorf("%w: %s at byte %d", errJSONSyntax, what, s.i)
}

// ws skips white space and returns the next byte (0 at the end, and for
// a NUL byte, which no rule here takes).
func (s *scanner) ws() byte {
	for s.i < len(s.b) {
		switch c := s.b[s.i]; c {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return c
		}
	}
	return 0
}

// end checks that nothing but white space follows.
func (s *scanner) end() error {
	if s.ws(); s.i < len(s.b) {
		return s.syntax("text after the value")
	}
	return nil
}

// null consumes a null if one is next.
func (s *scanner) null() bool { return s.literal("null") }

// str scans the string that is next and returns its contents, escapes not
// undone (esc says whether it has any: unescape then undoes them).
func (s *scanner) str() (raw []byte, esc bool, err error) {
	return s.scanString(true)
}

// digitString is str for a string whose every byte the caller checks
// against a smaller alphabet (hex digits): control characters need no
// look of their own, and the common string, without escapes, costs two
// vectorised searches.
func (s *scanner) digitString() (raw []byte, esc bool, err error) {
	return s.scanString(false)
}

func (s *scanner) scanString(controls bool) (raw []byte, esc bool, err error) {
	if s.ws() != '"' {
		return nil, false, s.syntax("want a string")
	}
	start := s.i + 1
	if n := bytes.IndexByte(s.b[start:], '"'); n >= 0 && bytes.IndexByte(s.b[start:start+n], '\\') < 0 {
		raw = s.b[start : start+n]
		if controls {
			for _, c := range raw {
				if c < 0x20 {
					return nil, false, s.syntax("control character in a string")
				}
			}
		}
		s.i = start + n + 1
		return raw, false, nil
	}
	for j := start; j < len(s.b); j++ {
		switch c := s.b[j]; {
		case c == '"':
			s.i = j + 1
			return s.b[start:j], esc, nil
		case c == '\\':
			esc = true
			j++
			if j >= len(s.b) {
				break
			}
			switch s.b[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if j+4 >= len(s.b) {
					s.i = j
					return nil, false, s.syntax("short \\u escape")
				}
				for _, h := range s.b[j+1 : j+5] {
					if !isHex(h) {
						s.i = j
						return nil, false, s.syntax("bad \\u escape")
					}
				}
				j += 4
			default:
				s.i = j
				return nil, false, s.syntax("bad escape")
			}
		case c < 0x20:
			s.i = j
			return nil, false, s.syntax("control character in a string")
		}
	}
	s.i = len(s.b)
	return nil, false, s.syntax("unterminated string")
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unescape returns the contents of a string whose raw contents have
// escapes (rare in a node's answer: encoding/json undoes them).
func unescape(raw []byte) ([]byte, error) {
	var out string
	if err := json.Unmarshal(append(append([]byte{'"'}, raw...), '"'), &out); err != nil {
		return nil, err
	}
	return []byte(out), nil
}

// number scans the number that is next and returns its text.
func (s *scanner) number() ([]byte, error) {
	start := s.i
	b := s.b
	i := s.i
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && '1' <= b[i] && b[i] <= '9':
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
	default:
		s.i = i
		return nil, s.syntax("want a value")
	}
	digits := func() bool {
		n := i
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
		return i > n
	}
	if i < len(b) && b[i] == '.' {
		i++
		if !digits() {
			s.i = i
			return nil, s.syntax("want digits after '.'")
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if !digits() {
			s.i = i
			return nil, s.syntax("want exponent digits")
		}
	}
	s.i = i
	return b[start:i], nil
}

// integer scans the number that is next as an int.
func (s *scanner) integer() (int, error) {
	n, err := s.number()
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(string(n))
	if err != nil {
		return 0, fmt.Errorf("%s: not an int", n)
	}
	return v, nil
}

// literal consumes lit if it is next.
func (s *scanner) literal(lit string) bool {
	if s.ws() == lit[0] && len(s.b)-s.i >= len(lit) && string(s.b[s.i:s.i+len(lit)]) == lit {
		s.i += len(lit)
		return true
	}
	return false
}

// boolean scans the value that is next as a boolean.
func (s *scanner) boolean() (bool, error) {
	switch {
	case s.literal("true"):
		return true, nil
	case s.literal("false"):
		return false, nil
	}
	if err := s.skip(); err != nil {
		return false, err
	}
	return false, errors.New("not a boolean")
}

// skip scans over the value that is next.
func (s *scanner) skip() error {
	switch c := s.ws(); c {
	case '{':
		return s.object(func([]byte) error { return s.skip() })
	case '[':
		return s.array(s.skip)
	case '"':
		_, _, err := s.str()
		return err
	case 't', 'f', 'n':
		if s.literal("true") || s.literal("false") || s.literal("null") {
			return nil
		}
		return s.syntax("want a value")
	default:
		_, err := s.number()
		return err
	}
}

// object scans the object that is next, calling member for each member
// with its name (escapes undone) and the scanner at its value, which
// member must consume.
func (s *scanner) object(member func(name []byte) error) error {
	return s.container('{', '}', func() error {
		name, esc, err := s.str()
		if err != nil {
			return err
		}
		if esc {
			if name, err = unescape(name); err != nil {
				return err
			}
		}
		if s.ws() != ':' {
			return s.syntax("want ':'")
		}
		s.i++
		return member(name)
	})
}

// array scans the array that is next, calling elem with the scanner at
// each element, which elem must consume.
func (s *scanner) array(elem func() error) error {
	return s.container('[', ']', elem)
}

// container scans the open ... close that is next, calling item for each
// of its comma-separated items.
func (s *scanner) container(open, close byte, item func() error) error {
	if s.ws() != open {
		return s.syntax("want '" + string(open) + "'")
	}
	if s.depth++; s.depth > maxJSONDepth {
		return s.syntax("nested too deep")
	}
	s.i++
	if s.ws() == close {
		s.i++
		s.depth--
		return nil
	}
	for {
		if err := item(); err != nil {
			return err
		}
		switch s.ws() {
		case ',':
			s.i++
		case close:
			s.i++
			s.depth--
			return nil
		default:
			return s.syntax("want ',' or '" + string(close) + "'")
		}
	}
}
