#!/usr/bin/env node
// `npm test`: the type checks and the lint, then every Vitest suite; the last line is
// "N passed, N failed, N skipped". Skipped tests are listed above it (each suite that skips says why
// in its own output: a missing TEST_DATABASE_URL, TEST_REDIS_URL or Chromium).
//
// The checks run beside Vitest, not before it: most of the suite waits on servers, databases and
// browsers, so the checks' CPU fits into that waiting. Their output is printed when each ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = '.vitest-results.json';
const extra = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const skippedTests = [];

/** Runs a command; its output is kept and printed in one piece when it ends. Resolves to its exit code. */
function check(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('error', (e) => {
      console.error(`${name}: ${e.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString().trim();
      console.log(`\n── ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}${text ? `\n${text}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

// Paraglide's messages first: the web type check, the Vite build and the web tests all import them,
// and compiling empties their folder (apps/web/scripts/messages.ts).
const messages = spawnSync('npx', ['tsx', 'apps/web/scripts/messages.ts'], { stdio: 'inherit' });
if (messages.status !== 0) {
  console.error('compiling the web messages failed');
  process.exit(1);
}
process.env.STAMMTISCH_MESSAGES_COMPILED = '1';

const checks = Promise.all([
  check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  // The web app's TypeScript and Svelte components, after Paraglide compiled its messages (svelte-check).
  check('web typecheck', 'npm', ['run', '--silent', 'typecheck', '--workspace', 'apps/web']),
  // Type-aware lint (eslint.config.js): floating and misused promises, over every package.
  check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
]);

rmSync(results, { force: true });
const vitestStatus = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}`, ...extra], { stdio: 'inherit' });
  child.on('error', () => resolve(1));
  child.on('close', (code) => resolve(code ?? 1));
});

for (const code of await checks) {
  if (code === 0) passed++;
  else failed++;
}

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
if (vitestStatus !== 0 && failed === 0) failed++;
if (skippedTests.length > 0) {
  console.log(`skipped (each suite printed why above):\n${skippedTests.map((t) => `  - ${t}`).join('\n')}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
