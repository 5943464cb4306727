package ethrpc

// ParseString is parseString, for the garbage-answer tests.
var ParseString = parseString
