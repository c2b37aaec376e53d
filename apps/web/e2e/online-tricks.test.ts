import { cardText, trickWinner } from '@stammtisch/engine/games/schraem/cards';
import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import type { ReplayAnswer } from '@stammtisch/protocol';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seenTricks, watchTricks, type Seen } from './drive.ts';
import { coveringProblems } from './geometry.ts';
import { artifact, ensureBuild, launch, skipReason } from './harness.ts';
import { nameSelf, pause, person, startOnlineServer, step, tableState } from './online.ts';

/**
 * Issue 16 online: the trick-winner feedback of the offline table (explain.test.ts) at a server
 * table — after each trick of the first hands, and in the hand's result between them, the marked
 * card, the taker's plate and the live region name the winner the engine computes from the seat's
 * own views in the server's replay; the result leaves the own plate in sight.
 */
const skip = skipReason();
if (skip) console.warn(skip);

const FRENCH = (text: string): number => {
  for (let c = 0; c < 32; c++) if (cardText(c) === text) return c;
  throw new Error(`no card ${text}`);
};
const mask = (seats: readonly number[]): number => seats.reduce((m, s) => m | (1 << s), 0);

/** The moments of finished tricks, hand by hand: each hand's tricks up to and with its result (stage 'hand'). */
export function byHand(seen: readonly Seen[]): Seen[][] {
  const out: Seen[][] = [];
  let current: Seen[] = [];
  for (const s of seen) {
    current.push(s);
    if (s.stage === 'hand') {
      out.push(current);
      current = [];
    }
  }
  return out;
}

/** Per trick taken in hand `hand`, from consecutive views of one seat: the taking card and its seat. */
export function tricksFromViews(views: readonly SchraemView[], hand: number): { seat: number; card: string }[] {
  const out: { seat: number; card: string }[] = [];
  for (let i = 1; i < views.length; i++) {
    const [before, after] = [views[i - 1]!, views[i]!];
    if (before.handNumber !== hand || before.lastHand?.handNumber === hand) continue;
    const sameHand = after.handNumber === hand && after.lastHand?.handNumber !== hand;
    const done = sameHand ? (after.tricks.length > before.tricks.length ? after.tricks.at(-1)! : null) : (after.lastHand?.lastTrick ?? null);
    if (!done || done.length === 0) continue;
    const w = trickWinner(done.map((t) => ({ seat: t.seat, card: FRENCH(t.card) })), mask(before.inHand));
    if (w) out.push({ seat: w.seat, card: cardText(w.card) });
  }
  return out;
}

describe.skipIf(skip !== null)('who took the trick, online (issue 16)', () => {
  let server: Awaited<ReturnType<typeof startOnlineServer>>;
  let browser: Browser;

  beforeAll(async () => {
    ensureBuild();
    server = await startOnlineServer({ cardMs: 30_000, decisionMs: 30_000 });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it('7-Schräm with three bots: each trick of the first two hands and their results — marked card, plate, live region — as the engine decides from the replay', { timeout: 240_000 }, async () => {
    const url = server.url;
    // `trickms` keeps a finished trick on show, so that the page shows each trick's winner.
    const ulla = await person(browser, url, 'Ulla', '/?trickms=400#/online/schraem');
    await nameSelf(ulla);
    await ulla.page.locator('label:has([data-testid="create-mode-anfaenger"])').click();
    for (const s of [1, 2, 3]) await ulla.page.locator(`[data-testid="create-seat-${s}"]`).selectOption('leicht');
    await ulla.page.locator('[data-testid="create-go"]').click();
    const table = ulla.page.locator('[data-testid="table-schraem"]');
    await table.waitFor({ timeout: 20_000 });
    await watchTricks(ulla.page);
    // Each hand's result as it shows: which hand it is, and not on the own plate (issue 16).
    const results: { hand: string | null; covering: string[] }[] = [];
    for (let i = 0; i < 6000; i++) {
      const state = await tableState(ulla.page);
      const shown = ulla.page.locator('[data-testid="hand-result"]');
      if (state?.await === 'ack' && (await shown.count()) > 0) {
        const hand = await shown.getAttribute('data-hand').catch(() => null);
        if (hand && !results.some((r) => r.hand === hand)) {
          results.push({ hand, covering: await coveringProblems(ulla.page, '[data-testid="hand-result"]') });
          if (hand === '1') await ulla.page.screenshot({ path: artifact('online-tricks-result-1.png') });
        }
      }
      const r = await step(ulla.page);
      if (r === 'over') break;
      if (r === 'idle') await pause(20);
    }
    await ulla.page.locator('[data-testid="game-over"]').waitFor();
    const mySeat = Number(await table.getAttribute('data-seat'));
    const gameId = (await ulla.page.locator('[data-testid="to-replay"]').getAttribute('href'))!.split('/')[2]!;
    const replay = (await (await fetch(`${url}/api/games/${gameId}/replay?seat=${mySeat}`)).json()) as ReplayAnswer;
    const views = replay.replay.map((s) => s.view as SchraemView);
    const nameOf = (seat: number): string => replay.seats.find((s) => s.seat === seat)!.name;
    // Online the result may come with the next hand's view: the moments are cut at each result.
    const hands = byHand(await seenTricks(ulla.page));
    expect(hands.length, 'hands with a result on show').toBeGreaterThanOrEqual(2);
    for (const [h, seen] of hands.slice(0, 2).entries()) {
      const hand = h + 1;
      const engine = tricksFromViews(views, hand);
      expect(engine.length, `tricks of hand ${hand}`).toBe(4);
      expect(seen.map((s) => s.stage), `hand ${hand}`).toEqual(['trick', 'trick', 'trick', 'hand']);
      seen.forEach((s, i) => {
        const e = engine[i]!;
        expect(s.won, `hand ${hand}, trick ${i + 1}: the marked card`).toEqual([e.card]);
        const said = e.seat === mySeat ? 'Du stichst' : `${nameOf(e.seat)} sticht`;
        expect(s.announce, `hand ${hand}, trick ${i + 1}: the live region`).toContain(said);
        if (s.stage === 'trick') expect(s.took, `hand ${hand}, trick ${i + 1}: the taker's plate`).toEqual([expect.stringContaining(said)]);
      });
    }
    // The results between: hand 1's and hand 2's, each shown, neither on the own plate.
    expect(results.map((r) => r.hand).slice(0, 2)).toEqual(['1', '2']);
    for (const r of results) expect(r.covering, `the result of hand ${r.hand}`).toEqual([]);
    await ulla.page.screenshot({ path: artifact('online-tricks-over.png') });
    expect(ulla.errors).toEqual([]);
    await ulla.context.close();
  });
});
