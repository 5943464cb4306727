#!/usr/bin/env node
// Compiles every contract under src/ with the pinned solc-js and writes
// artifacts/<Name>.abi, artifacts/<Name>.bin and artifacts/combined.json (the
// input of abigen in common/bindings). With --check it compiles into memory and
// exits 1 when the committed artifacts differ, so CI catches stale artifacts.
'use strict';
const fs = require('fs');
const path = require('path');
const solc = require('solc');

const root = path.resolve(__dirname, '..');
const srcDir = path.join(root, 'src');
const outDir = path.join(root, 'artifacts');
const check = process.argv.includes('--check');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return e.name.endsWith('.sol') ? [p] : [];
  }).sort();
}

const sources = {};
for (const file of walk(srcDir)) {
  sources[path.relative(root, file).split(path.sep).join('/')] = { content: fs.readFileSync(file, 'utf8') };
}

const input = {
  language: 'Solidity',
  sources,
  settings: {
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    metadata: { bytecodeHash: 'none' },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
  },
};

function findImports(importPath) {
  for (const base of [path.join(root, 'node_modules'), root]) {
    const p = path.join(base, importPath);
    if (fs.existsSync(p)) return { contents: fs.readFileSync(p, 'utf8') };
  }
  return { error: 'not found: ' + importPath };
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
const errors = (output.errors || []).filter((e) => e.severity === 'error');
for (const e of output.errors || []) {
  if (e.severity === 'error' || !/^@openzeppelin/.test(e.sourceLocation && e.sourceLocation.file || '')) {
    process.stderr.write(e.formattedMessage + '\n');
  }
}
if (errors.length) process.exit(1);

// One artifact per deployable contract of our own sources (interfaces, abstract
// contracts and libraries without bytecode are skipped).
const files = {};
const combined = { contracts: {}, version: solc.version() };
const seen = new Map();
for (const [unit, contracts] of Object.entries(output.contracts)) {
  if (!unit.startsWith('src/')) continue;
  for (const [name, c] of Object.entries(contracts)) {
    const bin = c.evm.bytecode.object;
    if (!bin) continue;
    if (seen.has(name)) {
      process.stderr.write(`duplicate contract name ${name} in ${unit} and ${seen.get(name)}\n`);
      process.exit(1);
    }
    seen.set(name, unit);
    const runtime = c.evm.deployedBytecode.object.length / 2;
    if (runtime > 24576) {
      process.stderr.write(`${name}: runtime code is ${runtime} bytes, above the EIP-170 limit of 24576\n`);
      process.exit(1);
    }
    files[`${name}.abi`] = JSON.stringify(c.abi, null, 1) + '\n';
    files[`${name}.bin`] = bin + '\n';
    combined.contracts[`${unit}:${name}`] = { abi: c.abi, bin };
  }
}
files['combined.json'] = JSON.stringify(combined, null, 1) + '\n';

if (check) {
  const committed = fs.existsSync(outDir) ? fs.readdirSync(outDir).sort() : [];
  const wanted = Object.keys(files).sort();
  let stale = JSON.stringify(committed) !== JSON.stringify(wanted);
  for (const f of wanted) {
    const p = path.join(outDir, f);
    if (!fs.existsSync(p) || fs.readFileSync(p, 'utf8') !== files[f]) {
      process.stderr.write(`stale artifact: ${f}\n`);
      stale = true;
    }
  }
  if (stale) {
    process.stderr.write('artifacts differ from sources: run `npm run build` in contracts/ and commit\n');
    process.exit(1);
  }
  console.log(`artifacts fresh (${Object.keys(combined.contracts).length} contracts, solc ${solc.version()})`);
  process.exit(0);
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const [f, body] of Object.entries(files)) fs.writeFileSync(path.join(outDir, f), body);
console.log(`wrote artifacts of ${Object.keys(combined.contracts).length} contracts (solc ${solc.version()})`);
