import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHRASES } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../cards/locale.ts';

const dir = join(import.meta.dirname, '../../messages');
const source = readFileSync(join(import.meta.dirname, 'phrases.ts'), 'utf8');

describe('quick chat phrases', () => {
  const ids = [...new Set(Object.values(PHRASES).flatMap((list) => list.map((p) => p.id)))];
  it('every phrase id of every game is translated in every language', () => {
    for (const l of LOCALES) {
      const messages = JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8')) as Record<string, unknown>;
      for (const id of ids) expect(typeof messages[`phrase_${id.replace(/-/g, '_')}`], `${l}: ${id}`).toBe('string');
    }
  });
  it('every phrase id maps to its own message', () => {
    for (const id of ids) {
      const key = /^[a-z]+$/.test(id) ? id : `'${id}'`;
      expect(source, id).toContain(`${key}: m.phrase_${id.replace(/-/g, '_')},`);
    }
  });
});
