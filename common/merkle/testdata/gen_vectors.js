// Writes oz_vectors.json: roots, tree nodes and per-value proofs built by the real
// @openzeppelin/merkle-tree package (StandardMerkleTree, default options, so sortLeaves
// is true), over the Rakeback leaf types of RakebackV2.leafOf. The Go tests of
// common/merkle must reproduce every root, node and proof exactly.
//
// Rerun (needs node and network for npm):
//   d=$(mktemp -d) && cd "$d" && npm init -y >/dev/null && npm i @openzeppelin/merkle-tree@1.0.8 \
//     && node /path/to/common/merkle/testdata/gen_vectors.js > /path/to/common/merkle/testdata/oz_vectors.json
// (run from that temp dir so require finds its node_modules). The values are
// derived from a fixed seed, so a rerun with the same package version is byte-identical.
"use strict";
const path = require("path");
const { StandardMerkleTree } = require(path.join(process.cwd(), "node_modules/@openzeppelin/merkle-tree"));

const TYPES = ["uint256", "address", "uint256", "address", "uint256"];

// xorshift64*, fixed seed: deterministic values without a dependency.
let state = 0x2545f4914f6cdd1dn;
const MASK = (1n << 64n) - 1n;
function next64() {
  state ^= state >> 12n;
  state ^= (state << 25n) & MASK;
  state ^= state >> 27n;
  return (state * 0x2545f4914f6cdd1dn) & MASK;
}
function randBits(bits) {
  let v = 0n;
  for (let i = 0; i < bits; i += 64) v = (v << 64n) | next64();
  return v & ((1n << BigInt(bits)) - 1n);
}
function addr(v) {
  return "0x" + v.toString(16).padStart(40, "0");
}

// Amounts span the range a slice can carry and the edges of uint256: 0 and 1 wei,
// 2^255 - 1, 2^255, 2^255 + 1 and 2^256 - 1, and plain 18-decimals figures.
const EDGE = [0n, 1n, (1n << 255n) - 1n, 1n << 255n, (1n << 255n) + 1n, (1n << 256n) - 1n];
function amount(i) {
  if (i < EDGE.length) return EDGE[i];
  return i % 3 === 0 ? randBits(256) : randBits(80);
}

// A set of n leaves of one epoch: indexes 0..n-1 (index 0 always present), a few
// tokens, accounts random (one repeated so a wallet holds two leaves).
function valueSet(n, epoch) {
  const tokens = [addr(randBits(160)), addr(randBits(160)), addr(1n)];
  const values = [];
  for (let i = 0; i < n; i++) {
    const account = i > 0 && i % 5 === 0 ? values[i - 1][3] : addr(randBits(160));
    values.push([epoch.toString(), tokens[i % tokens.length], i.toString(), account, amount((i * 7) % (n + 6)).toString()]);
  }
  return values;
}

const sets = [
  { name: "one", values: valueSet(1, 0n) },
  { name: "two", values: valueSet(2, 2901n) },
  { name: "three", values: valueSet(3, 2902n) },
  { name: "seven", values: valueSet(7, (1n << 255n) + 3n) },
  { name: "hundred", values: valueSet(100, 2903n) },
];

const out = sets.map(({ name, values }) => {
  const tree = StandardMerkleTree.of(values, TYPES);
  const dump = tree.dump();
  return {
    name,
    root: tree.root,
    values,
    treeIndex: dump.values.map(v => v.treeIndex),
    tree: dump.tree,
    proofs: values.map((_, i) => tree.getProof(i)),
  };
});
process.stdout.write(JSON.stringify({ generator: "@openzeppelin/merkle-tree@1.0.8 StandardMerkleTree.of", leafEncoding: TYPES, sets: out }, null, 1) + "\n");
