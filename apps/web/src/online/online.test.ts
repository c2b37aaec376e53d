import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { inviteLink, isLoopback, shareBase } from './invites.ts';
import { storedNames } from './labels.ts';
import { judgeView } from './versions.ts';

describe('reconnection backoff', () => {
  it('doubles up to the cap, with jitter between half and all of the ceiling', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(10, () => 1)).toBe(15_000);
    expect(backoffDelay(1000, () => 0.5)).toBe(11_250);
  });
  it('never waits less than half the ceiling (no thundering herd at zero)', () => {
    for (let a = 0; a < 12; a++) for (const r of [0, 0.3, 0.99]) expect(backoffDelay(a, () => r)).toBeGreaterThanOrEqual(Math.min(15_000, 500 * 2 ** a) / 2);
  });
});

describe('views and their version numbers', () => {
  it.each([
    [null, { gameId: 'G1', v: 0 }, 'next'],
    [null, { gameId: 'G1', v: 17 }, 'next'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 5 }, 'next'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 4 }, 'same'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 2 }, 'stale'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 7 }, 'gap'],
    [{ gameId: 'G1', v: 40 }, { gameId: 'G2', v: 0 }, 'new-game'],
  ] as const)('%j then %j → %s', (last, next, want) => {
    expect(judgeView(last, next)).toBe(want);
  });
});

describe('invite links', () => {
  it('use the server\'s PUBLIC_URL when it has one, else the address this page was opened at', () => {
    expect(shareBase('https://karten.example.org', 'http://localhost:3000')).toBe('https://karten.example.org');
    expect(shareBase(undefined, 'http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(inviteLink(shareBase('https://karten.example.org/', 'x'), 'K7P2QX')).toBe('https://karten.example.org/join/K7P2QX');
  });
  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:5173', true],
    ['http://[::1]:3000', true],
    ['http://0.0.0.0:3000', true],
    ['http://app.localhost', true],
    ['http://192.168.1.20:3000', false],
    ['https://karten.example.org', false],
  ] as const)('%s reaches only this device: %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});

describe('stored names', () => {
  it('gives the bots of older records (stored as "Bot (mittel)") the names a table gives them now', () => {
    const seats = [
      { seat: 0, name: 'Anna', bot: null },
      { seat: 1, name: 'Bot (leicht)', bot: 'leicht' },
      { seat: 2, name: 'Resi', bot: 'mittel' },
    ];
    expect(storedNames('schraem', seats)).toEqual(['Anna', 'Hein', 'Resi']);
  });
});
