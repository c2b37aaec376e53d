import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CreateTableRequest, GuestRequest, parseClientMessage, PHRASES, ServerMessage } from './index.ts';

describe('client messages', () => {
  it.each([
    ['act', 'play Th'],
    ['sync', undefined],
    ['chat', { phrase: 'ich-halte' }],
    ['chat', { text: 'Servus' }],
    ['start', undefined],
    ['rematch', null],
    ['sit', { seat: 2 }],
    ['commit', { c: 'ab'.repeat(32) }],
    ['reveal', { v: '0f'.repeat(16) }],
  ])('accepts %s', (t, d) => {
    const m = parseClientMessage(t, d);
    expect('problem' in m).toBe(false);
    expect((m as { t: string }).t).toBe(t);
  });

  it.each([
    ['act', ''],
    ['act', 'x'.repeat(65)],
    ['act', 7],
    ['sync', { extra: 1 }],
    ['chat', { phrase: 'a', text: 'b' }],
    ['sit', { seat: 8 }],
    ['sit', { seat: 1.5 }],
    ['fly', 'away'],
    [42, 'play Th'],
    // docs/fairness.md: a commitment is 64, a value 32 lowercase hex digits, nothing else.
    ['commit', { c: 'AB'.repeat(32) }],
    ['commit', { c: 'ab'.repeat(31) }],
    ['commit', 'ab'.repeat(32)],
    ['reveal', { v: '0f'.repeat(17) }],
    ['reveal', { v: 'zz'.repeat(16) }],
    ['reveal', { v: '0f'.repeat(16), c: 'ab'.repeat(32) }],
  ])('rejects %s %j', (t, d) => {
    const m = parseClientMessage(t, d);
    expect('problem' in m && typeof m.problem).toBe('string');
  });
});

describe('rest bodies', () => {
  it('trims and checks nicknames', () => {
    expect(v.parse(GuestRequest, { nickname: '  Sepp ' })).toEqual({ nickname: 'Sepp' });
    expect(v.safeParse(GuestRequest, { nickname: '<script>' }).success).toBe(false);
    expect(v.safeParse(GuestRequest, { nickname: '' }).success).toBe(false);
  });

  it('fills table defaults', () => {
    const t = v.parse(CreateTableRequest, { game: 'schraem' });
    expect(t).toMatchObject({ visibility: 'public', bots: [], hostSeat: 0, options: {} });
  });
});

describe('server messages', () => {
  it('parses an error message', () => {
    const m = v.parse(ServerMessage, { t: 'error', d: { code: 'S-7', rule: 'S-7', message: 'follow suit' } });
    expect(m.t).toBe('error');
  });

  it('has unique phrase ids per game', () => {
    for (const list of Object.values(PHRASES)) expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
  });
});
