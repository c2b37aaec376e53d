import { describe, expect, it } from 'vitest';
import { checkUrl, DEFAULTS, isLoopbackHost, parseArgs } from './options.ts';
import { planTables, shares } from './plan.ts';

describe('the load test targets loopback addresses only', () => {
  it.each([
    ['ws://127.0.0.1:3000', true],
    ['ws://127.3.2.1:3000', true],
    ['http://localhost:3000', true],
    ['ws://[::1]:3000', true],
    ['ws://10.0.0.5:3000', false],
    ['ws://192.168.1.2:3000', false],
    ['ws://172.16.0.1:3000', false],
    ['wss://example.com', false],
    ['ws://127.0.0.1.example.com:3000', false],
    ['ws://128.0.0.1:3000', false],
    ['ws://[::ffff:10.0.0.1]:3000', false],
    ['ws://0.0.0.0:3000', false],
  ])('%s → %s', (url, ok) => {
    expect(typeof checkUrl(url) === 'string').toBe(ok);
    expect(isLoopbackHost(new URL(url).hostname)).toBe(ok);
  });

  it('refuses a non-loopback URL anywhere in the list, and other schemes', () => {
    expect(() => parseArgs(['--url', 'ws://127.0.0.1:3000,ws://10.1.1.1:3000'])).toThrow(/not a loopback address/);
    expect(() => parseArgs(['--url', 'ftp://127.0.0.1'])).toThrow(/only ws/);
    expect(() => parseArgs(['--url', 'ws://user:pw@127.0.0.1:1'])).toThrow(/credentials/);
  });
});

describe('options', () => {
  it('reads the documented flags; several --url values and comma lists add up', () => {
    const o = parseArgs(['--url', 'ws://127.0.0.1:3000', '--url=ws://127.0.0.1:3001,ws://localhost:3002', '--clients', '2000', '--duration', '60', '--json', '--think-ms', '500']);
    expect(o.urls).toEqual(['ws://127.0.0.1:3000', 'ws://127.0.0.1:3001', 'ws://localhost:3002']);
    expect(o).toMatchObject({ clients: 2000, durationS: 60, json: true, thinkMs: 500, rampS: 20 });
    expect(parseArgs([]).urls).toEqual(DEFAULTS.urls);
  });

  it('is bounded: too many clients, too long, unknown flags are refused', () => {
    expect(() => parseArgs(['--clients', '20001'])).toThrow(/--clients/);
    expect(() => parseArgs(['--duration', '3601'])).toThrow(/--duration/);
    expect(() => parseArgs(['--games', 'skat'])).toThrow(/--games/);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option/);
  });

  it('plans tables of four whose seats matchmake through the processes in turn, shared over the workers', () => {
    const o = parseArgs(['--url', 'ws://127.0.0.1:1,ws://127.0.0.1:2', '--clients', '24', '--workers', '2']);
    const tables = planTables(o);
    expect(tables).toHaveLength(6);
    expect(tables.map((t) => t.game)).toEqual(['schraem', 'schieber', 'sedma', 'schraem', 'schieber', 'sedma']);
    expect(tables[0]!.seatUrls).toEqual(['ws://127.0.0.1:1', 'ws://127.0.0.1:2', 'ws://127.0.0.1:1', 'ws://127.0.0.1:2']);
    expect(shares(tables, 2).map((s) => s.length)).toEqual([3, 3]);
    // Without four players there is no Schieber.
    expect(planTables(parseArgs(['--table-size', '3', '--clients', '9'])).map((t) => t.game)).toEqual(['schraem', 'sedma', 'schraem']);
  });
});
