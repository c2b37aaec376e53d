import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../cards/rng.ts';
import { isEngineError, ParseError } from '../errors.ts';
import type { AnyGame } from '../game.ts';
import { GAMES, gameById } from './index.ts';

/**
 * parseAction at the edge (issue 15): whatever text a client sends, it is either refused with a
 * ParseError that says what is wrong, or it is a real action — its canonical text parses back to
 * the same action, and some reachable state lists it. Nothing else gets through (no property of
 * Object's prototype, no half-parsed object that passes the rules as a no-op).
 */

const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__'];

/** Option sets under which every action of the game occurs. */
const OPTIONS: Readonly<Record<string, readonly object[]>> = {
  schraem: [{ mode: 'profi', players: 4 }, { mode: 'fortgeschritten', ruleset: 'rheinland', players: 3 }],
  schieber: [{ target: 300 }],
  sedma: [{ players: 4, gamesToWin: 3 }, { players: 2, gamesToWin: 3 }],
};

const SIZES: Readonly<Record<string, number>> = { schraem: 69, schieber: 44, sedma: 36 };

/** The canonical texts of every action some state of random games listed as legal. */
function reachable(game: AnyGame, optionSets: readonly object[]): Set<string> {
  const seen = new Set<string>();
  for (const options of optionSets) {
    for (let g = 0; g < 40; g++) {
      const rng = Rng.fromSeed(`reach/${g}`);
      let s = game.setup(options, `reach/${g}`);
      if (isEngineError(s)) throw new Error(s.message);
      for (let i = 0; i < 3000 && !game.isOver(s); i++) {
        const seat = game.toAct(s)!;
        const legal = game.legalActions(s, seat);
        for (const a of legal) seen.add(game.formatAction(a));
        const next = game.apply(s, seat, legal[rng.int(legal.length)]);
        if (isEngineError(next)) throw new Error(next.message);
        s = next;
      }
    }
  }
  return seen;
}

/** Texts near the real ones: canonical texts, their words with odd spacing, case and arguments. */
function textArb(canonical: readonly string[]): fc.Arbitrary<string> {
  const words = [...new Set(canonical.flatMap((t) => t.split(' ')))];
  const word = fc.oneof(fc.constantFrom(...words), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 6 }));
  const space = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u2003', '');
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom(...canonical, ...PROTOTYPE_NAMES),
    fc.tuple(space, word, space, word, space).map((p) => p.join('')),
    fc.tuple(fc.constantFrom(...canonical), fc.constantFrom((t: string) => t.toUpperCase(), (t: string) => `${t} x`, (t: string) => t.replace(' ', '  '), (t: string) => t.slice(0, -1))).map(([t, f]) => f(t)),
  );
}

describe.each(Object.keys(GAMES))('%s parseAction', (id) => {
  const game = gameById(id)!;
  const canonical = reachable(game, OPTIONS[id]!);

  it('the reachable actions round-trip through the notation', () => {
    // Every action of the game: 32 plays and 32 folds and 5 more; 36 plays, 4 trumps and 4 more; 32 plays and 4 more.
    expect(canonical.size).toBe(SIZES[id]);
    for (const text of canonical) {
      const a = game.parseAction(text);
      expect(isEngineError(a), text).toBe(false);
      expect(game.formatAction(a)).toBe(text);
    }
  });

  it.each(PROTOTYPE_NAMES.flatMap((n) => [n, ` ${n} `, `play ${n}`, `fold ${n}`, `trump ${n}`, `${n} Th`]))('refuses %j with a ParseError', (text) => {
    const r = game.parseAction(text);
    expect(r).toBeInstanceOf(ParseError);
    expect((r as ParseError).message).toMatch(/is not a/);
  });

  it('any text: refused with a clear ParseError, or an action whose canonical text is a real action', () => {
    const texts = [...canonical];
    fc.assert(
      fc.property(textArb(texts), (text) => {
        const r = game.parseAction(text);
        if (r instanceof ParseError) {
          expect(r.code).toMatch(/^not-a/);
          expect(r.message).toMatch(/is not a/);
          return;
        }
        expect(isEngineError(r)).toBe(false);
        const formatted = game.formatAction(r);
        expect(canonical.has(formatted), `"${text}" parsed to ${JSON.stringify(r)}`).toBe(true);
        expect(game.parseAction(formatted)).toEqual(r);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('gameById', () => {
  it.each(['schraem', 'schieber', 'sedma'])('knows %s', (id) => expect(gameById(id)?.id).toBe(id));
  it.each(PROTOTYPE_NAMES)('knows no game %j', (id) => expect(gameById(id)).toBeUndefined());
});
