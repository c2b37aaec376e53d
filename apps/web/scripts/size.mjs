#!/usr/bin/env node
// `npm run size [-- --json]`: the gzipped JavaScript a phone loads before the first table is shown
// — the entry chunk and its imports, the service-worker registration, and the 7-Schräm table's
// chunks — from the build manifest. The offline worker (engine and bots) loads in the background
// and is reported apart, as are the other tables and the rules pages. Budget: 120 KB.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const json = process.argv.includes('--json');
const BUDGET_KB = 120;

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: web,
    stdio: json ? 'ignore' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) {
    console.error('size: vite build failed');
    process.exit(1);
  }
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The chunk of `key` and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, seen);
  return seen;
}
const files = (keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
const sum = (list) => list.reduce((a, f) => a + gz(f), 0);
const dynamicKey = (pattern) => Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && pattern.test(k));

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initialKeys = closure(entry);
const pwa = dynamicKey(/pwa-register/);
if (pwa) {
  closure(pwa, initialKeys);
  // Registering the service worker loads workbox-window straight away.
  for (const k of manifest[pwa].dynamicImports ?? []) closure(k, initialKeys);
}
const entryKeys = closure(entry);
const schraem = dynamicKey(/games\/schraem\/index\.ts$/);
if (schraem) closure(schraem, initialKeys);
const initial = files(initialKeys);

const tables = {};
for (const game of ['schraem', 'schieber', 'sedma']) {
  const key = dynamicKey(new RegExp(`games/${game}/index\\.ts$`));
  if (!key) continue;
  const entryFiles = files(entryKeys);
  const own = files(closure(key)).filter((f) => !entryFiles.includes(f));
  tables[game] = kb(sum(own));
}
const assets = readdirSync(join(dist, 'assets'));
const worker = assets.filter((f) => /^worker-.*\.js$/.test(f)).map((f) => `assets/${f}`);
const allJs = assets.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);

const report = {
  initialKbGzip: kb(sum(initial)),
  budgetKb: BUDGET_KB,
  withinBudget: kb(sum(initial)) <= BUDGET_KB,
  initialFiles: initial.map((f) => ({ file: f, kbGzip: kb(gz(f)) })),
  tablesKbGzip: tables,
  workerKbGzip: kb(sum(worker)),
  allJsKbGzip: kb(sum(allJs)),
};

if (json) console.log(JSON.stringify(report, null, 2));
else {
  for (const f of report.initialFiles) console.log(`${String(f.kbGzip).padStart(7)} KB  ${f.file}`);
  console.log(`${String(report.initialKbGzip).padStart(7)} KB  before the first table (budget ${BUDGET_KB} KB)`);
  console.log(`${String(report.workerKbGzip).padStart(7)} KB  offline worker (engine and bots, loaded in the background)`);
  console.log(`${String(report.allJsKbGzip).padStart(7)} KB  all JavaScript`);
}
process.exit(report.withinBudget ? 0 : 1);
