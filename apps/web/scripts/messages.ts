// Paraglide's compiled messages (src/paraglide, not in git), which the app's code imports.
// Compiling empties the folder and writes it again, so it must not happen while tests import it:
// `npm test` and Vitest compile once before anything starts and set MESSAGES_COMPILED, and then the
// type check and the browser tests' Vite build leave the folder alone.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE } from '../paraglide.options.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Set once the messages are compiled for this run: the Vite plugin and the type check skip it then. */
export const MESSAGES_COMPILED = 'STAMMTISCH_MESSAGES_COMPILED';

export async function compileMessages(): Promise<void> {
  await compile({ ...PARAGLIDE, project: join(web, PARAGLIDE.project), outdir: join(web, PARAGLIDE.outdir), strategy: [...PARAGLIDE.strategy] });
  process.env[MESSAGES_COMPILED] = '1';
}

/**
 * Vitest's global setup (vitest.config.ts): before any test file runs. In a child process, since
 * the compiler leaves handles open that would keep Vitest from exiting.
 */
export function setup(): void {
  if (process.env[MESSAGES_COMPILED]) return;
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('compiling the web messages failed');
  process.env[MESSAGES_COMPILED] = '1';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await compileMessages();
