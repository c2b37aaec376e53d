import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_IDS } from '@stammtisch/engine/game';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../cards/locale.ts';
import { inline, loadBook } from './book.ts';

const PREFIX = { schraem: 'S', schieber: 'J', sedma: 'D' } as const;
const COUNT = { schraem: 32, schieber: 17, sedma: 14 } as const;
const ENGINE = join(import.meta.dirname, '../../../../packages/engine/src/games');

/** Every rule id the engine's sources name for a game (in errors, comments and docs). */
function engineRuleIds(game: string, prefix: string): Set<string> {
  const ids = new Set<string>();
  for (const f of readdirSync(join(ENGINE, game))) {
    if (!f.endsWith('.ts')) continue;
    for (const m of readFileSync(join(ENGINE, game, f), 'utf8').matchAll(new RegExp(`'(${prefix}-\\d+)'`, 'g'))) ids.add(m[1]!);
  }
  return ids;
}

describe('rules pages', () => {
  for (const game of GAME_IDS) {
    const expected = Array.from({ length: COUNT[game] }, (_, i) => `${PREFIX[game]}-${i + 1}`);
    for (const locale of LOCALES) {
      it(`${game} in ${locale}: a paragraph for every rule id, in order`, async () => {
        const book = await loadBook(game, locale);
        expect(book).not.toBeNull();
        const ids = book!.sections.flatMap((s) => s.rules.map((r) => r.id));
        expect(ids).toEqual(expected);
        for (const s of book!.sections) for (const r of s.rules) expect(r.text.length, r.id).toBeGreaterThan(20);
        // Online results: a seat a bot covered to the end gets no win (issue 8).
        expect(book!.notes.length).toBeGreaterThan(0);
        // Issue 15: the seed's fingerprint, and a finished game's deal made public (as bridge hand records).
        expect(book!.notes.flatMap((n) => n.paragraphs).join('\n')).toMatch(/SHA-256[\s\S]*Bridge|SHA-256[\s\S]*bridž/i);
        if (game === 'schraem') {
          // What counts as an online game (two people at the table) and as a verified offline win.
          const notes = book!.notes.flatMap((n) => n.paragraphs).join('\n');
          expect(notes).toMatch(/S-24/);
          expect(notes).toMatch(/S-28/);
          expect(notes).toMatch(/S-27/);
        }
      });
    }
    it(`${game}: every rule id the engine cites has a paragraph`, () => {
      const cited = engineRuleIds(game, PREFIX[game]);
      expect(cited.size).toBeGreaterThan(0);
      for (const id of cited) expect(expected).toContain(id);
    });
  }

  it('escapes HTML and keeps only **bold**', () => {
    expect(inline('a <b> & **c**')).toBe('a &lt;b&gt; &amp; <strong>c</strong>');
  });
});
