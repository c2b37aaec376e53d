import { schraem } from '@stammtisch/engine';
import { describe, expect, it } from 'vitest';
import { verifyOffline } from './verify.ts';

/**
 * Issue 15: in a submitted offline game a prototype name (`constructor`, …) passed 7-Schräm's
 * parser as a no-op and shifted the bots' decision seeds. Now it is an illegal action, refused
 * with the parse error, before any bot is asked.
 */
describe('verifyOffline refuses an action text that is no action', () => {
  it.each(['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'])('%s', async (text) => {
    const spec = { game: 'schraem', options: { mode: 'profi' }, seed: 'offline-parse', level: 'leicht', human: 0 } as const;
    const first = schraem.setup(spec.options, spec.seed);
    if (!('toAct' in first)) throw new Error(first.message);
    const asked: number[] = [];
    const v = await verifyOffline(spec, [{ seat: first.toAct!, action: text }], async () => {
      asked.push(1);
      return 'knock';
    });
    expect(v).toMatchObject({ ok: false, code: 'illegal-action', index: 0 });
    expect(!v.ok && v.message).toBe(`action 0 ("${text}"): "${text}" is not a 7-Schräm action (play CARD, fold CARD, knock, hold, pass, blind, reveal, keep, exchange, accept, turn, challenge, propose, agree, refuse)`);
    expect(asked).toEqual([]);
  });
});
