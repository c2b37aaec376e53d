import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ArenaAdapter, Entrant } from './types.ts';

/**
 * `cmd:COMMAND` seats (Node only — the arena CLI and tests import this, never the web app). The
 * command is started once per seat and spoken to in JSON lines (docs/bots.md): for each decision
 * `{"game","seat","view","legal"}` goes to its stdin, `{"action": "..."}` is read from its stdout.
 * A malformed, illegal or missing answer (5 s) counts as an error; the arena then plays a random
 * legal action. An answer that comes after its deadline is skipped.
 */
export const ANSWER_TIMEOUT_MS = 5000;

export function externalEntrant<State, Action, View>(
  adapter: ArenaAdapter<State, Action, View>,
  name: string,
  command: string,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Entrant<State> {
  const game = adapter.game;
  let child: ChildProcess | null = null;
  let errors = 0;
  let skip = 0;
  let waiting: ((line: string | null) => void) | null = null;
  let dead = false;

  const start = (): ChildProcess => {
    // Its own process group, so that closing ends the shell and the program it started.
    const c = spawn(command, { shell: true, detached: true, stdio: ['pipe', 'pipe', 'inherit'] });
    c.on('error', () => {
      dead = true;
      waiting?.(null);
    });
    c.on('exit', () => {
      dead = true;
      waiting?.(null);
    });
    c.stdin!.on('error', () => {
      dead = true;
    });
    createInterface({ input: c.stdout! }).on('line', (line) => {
      if (skip > 0) {
        skip--;
        return;
      }
      const w = waiting;
      waiting = null;
      w?.(line);
    });
    return c;
  };

  const ask = (message: string): Promise<string | null> =>
    new Promise((resolve) => {
      if (dead) return resolve(null);
      const timer = setTimeout(() => {
        if (waiting === done) {
          waiting = null;
          skip++;
          resolve(null);
        }
      }, timeoutMs);
      const done = (line: string | null): void => {
        clearTimeout(timer);
        resolve(line);
      };
      waiting = done;
      child!.stdin!.write(`${message}\n`);
    });

  return {
    name,
    async decide({ state, seat }) {
      child ??= start();
      const legal = game.legalActions(state, seat).map((a) => game.formatAction(a));
      const line = await ask(JSON.stringify({ game: game.id, seat, view: game.viewFor(state, seat), legal }));
      const action = parseAnswer(line);
      if (action === null || !legal.includes(action)) {
        errors++;
        return '';
      }
      return action;
    },
    errors: () => errors,
    close() {
      if (!child) return;
      child.stdin?.end();
      if (!dead && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          child.kill();
        }
      }
      child = null;
    },
  };
}

function parseAnswer(line: string | null): string | null {
  if (line === null) return null;
  try {
    const v: unknown = JSON.parse(line);
    if (typeof v === 'object' && v !== null && typeof (v as { action?: unknown }).action === 'string') {
      return (v as { action: string }).action.trim();
    }
  } catch {
    // malformed: counted by the caller
  }
  return null;
}
