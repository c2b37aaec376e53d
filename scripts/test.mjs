#!/usr/bin/env node
// `npm test`: the type checks and the lint, then every Vitest suite; the last line is
// "N passed, N failed, N skipped". Skipped tests are listed above it (each suite that skips says why
// in its own output: a missing TEST_DATABASE_URL, TEST_REDIS_URL or Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = '.vitest-results.json';
const extra = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const skippedTests = [];

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

// Type-aware lint (eslint.config.js): floating and misused promises, over every package.
const lint = spawnSync('npx', ['eslint', '--max-warnings', '0', '.'], { stdio: 'inherit' });
if (lint.status === 0) passed++;
else {
  failed++;
  console.error('lint failed');
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
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'pending' || t.status === 'skipped' || t.status === 'todo') {
        skippedTests.push(`${suite.name.replace(`${process.cwd()}/`, '')} > ${t.fullName ?? t.title}`);
      }
    }
  }
  // A suite that failed to load has no tests to count: count it as one failure.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed++;
  }
} else {
  failed++;
  console.error('vitest wrote no results');
}
if (vitest.status !== 0 && failed === 0) failed++;
if (skippedTests.length > 0) {
  console.log(`skipped (each suite printed why above):\n${skippedTests.map((t) => `  - ${t}`).join('\n')}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
