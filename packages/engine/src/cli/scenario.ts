import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeResult, runScenario, type ScenarioResult } from '../scenario.ts';

/** `npm run scenario -- FILE_OR_DIR...`: PASS/FAIL per file, a total line, exit 1 on any failure. */

export function scenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(join(p, name));
    } else if (p.endsWith('.json')) {
      out.push(p);
    }
  };
  for (const p of paths) walk(p);
  return out;
}

export function runScenarioFile(path: string): ScenarioResult {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return { ok: false, malformed: true, message: `not valid JSON: ${(e as Error).message}` };
  }
  return runScenario(raw);
}

function main(args: string[]): number {
  if (args.length === 0) {
    console.error('usage: npm run scenario -- FILE_OR_DIR...');
    return 2;
  }
  let files: string[];
  try {
    files = scenarioFiles(args);
  } catch (e) {
    console.error(`scenario: ${(e as Error).message}`);
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const f of files) {
    const r = runScenarioFile(f);
    if (r.ok) {
      passed++;
      console.log(`PASS ${f}`);
    } else {
      failed++;
      console.log(`FAIL ${f} — ${describeResult(r)}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || files.length === 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
