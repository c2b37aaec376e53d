// `npm run typecheck -w apps/web`: the web app's TypeScript and Svelte components (svelte-check over
// src, e2e, scripts), after Paraglide has compiled the messages the code imports.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessages, MESSAGES_COMPILED } from './messages.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(web);
if (!process.env[MESSAGES_COMPILED]) await compileMessages();
const r = spawnSync('npx', ['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings', '--output', 'human'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
