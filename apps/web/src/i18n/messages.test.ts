import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../cards/locale.ts';
import { fromNavigator } from './languages.ts';

const dir = join(import.meta.dirname, '../../messages');
const load = (l: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8'));

/** The {placeholders} a message uses, whatever its shape (plain or plural variants). */
function placeholders(v: unknown): string[] {
  const text = JSON.stringify(v);
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

describe('messages', () => {
  const de = load('de');
  for (const l of LOCALES) {
    it(`${l} has every message German has, with the same placeholders`, () => {
      const other = load(l);
      const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => k !== '$schema').sort();
      expect(keys(other)).toEqual(keys(de));
      for (const k of keys(de)) expect(placeholders(other[k]), k).toEqual(placeholders(de[k]));
    });
  }
});

describe('language from the browser', () => {
  it.each([
    [['de-CH', 'de'], 'gsw'],
    [['gsw'], 'gsw'],
    [['de-AT'], 'de'],
    [['cs-CZ'], 'cs'],
    [['sk'], 'cs'],
    [['en-GB'], 'en'],
    [['fr-FR', 'en-US'], 'en'],
    [['fr-FR'], undefined],
  ] as const)('%j → %s', (langs, want) => {
    expect(fromNavigator(langs)).toBe(want);
  });
});
