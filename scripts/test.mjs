#!/usr/bin/env node
// `npm test`: the type check, then every Vitest suite; the last line is "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = '.vitest-results.json';
const extra = process.argv.slice(2);
let passed = 0;
let failed = 0;

const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' });
if (tsc.status === 0) passed++;
else {
  failed++;
  console.error('typecheck failed');
}

// The web app's TypeScript and Svelte components, after Paraglide compiled its messages (svelte-check).
const webTsc = spawnSync('npm', ['run', '--silent', 'typecheck', '--workspace', 'apps/web'], { stdio: 'inherit' });
if (webTsc.status === 0) passed++;
else {
  failed++;
  console.error('web typecheck failed');
}

rmSync(results, { force: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}`, ...extra],
  { stdio: 'inherit' },
);
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that failed to load has no tests to count: count it as one failure.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed++;
  }
} else {
  failed++;
  console.error('vitest wrote no results');
}
if (vitest.status !== 0 && failed === 0) failed++;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
