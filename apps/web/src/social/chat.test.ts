import type { GroupChatLine } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { LINES_KEPT, mergeLines } from './chat.ts';

const line = (id: string, at: number, extra: Partial<GroupChatLine> = {}): GroupChatLine => ({ id, from: { id: 'p', name: 'Anna' }, text: id, at, ...extra });

describe('group chat lines', () => {
  it('one per id, oldest first; a pushed line that was fetched already is not doubled', () => {
    const merged = mergeLines([line('b', 2), line('a', 1)], [line('c', 3), line('b', 2)]);
    expect(merged.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });
  it('a removed line stays removed when an older copy arrives', () => {
    const removed = line('a', 1, { removed: true, text: undefined });
    expect(mergeLines([removed], [line('a', 1)])[0]!.removed).toBe(true);
  });
  it(`keeps the last ${LINES_KEPT}`, () => {
    const many = Array.from({ length: LINES_KEPT + 5 }, (_, i) => line(`l${i}`, i));
    const merged = mergeLines([], many);
    expect(merged).toHaveLength(LINES_KEPT);
    expect(merged[0]!.id).toBe('l5');
  });
});
