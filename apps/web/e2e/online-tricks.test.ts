import { cardText, trickWinner } from '@stammtisch/engine/games/schraem/cards';
import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import type { ReplayAnswer } from '@stammtisch/protocol';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seenTricks, watchTricks } from './drive.ts';
import { artifact, ensureBuild, launch, skipReason } from './harness.ts';
import { nameSelf, pause, person, startOnlineServer, step } from './online.ts';

/**
 * Issue 16 online: the trick-winner feedback of the offline table (explain.test.ts) at a server
 * table — after each trick of the first hand the marked card, the taker's plate and the live region
 * name the winner the engine computes from the seat's own views in the server's replay.
 */
const skip = skipReason();
if (skip) console.warn(skip);

const FRENCH = (text: string): number => {
  for (let c = 0; c < 32; c++) if (cardText(c) === text) return c;
  throw new Error(`no card ${text}`);
};
const mask = (seats: readonly number[]): number => seats.reduce((m, s) => m | (1 << s), 0);

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

  it('7-Schräm with three bots: each trick of the first hand — marked card, plate, live region — as the engine decides from the replay', { timeout: 240_000 }, async () => {
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
    for (let i = 0; i < 6000; i++) {
      const r = await step(ulla.page);
      if (r === 'over') break;
      if (r === 'idle') await pause(20);
    }
    await ulla.page.locator('[data-testid="game-over"]').waitFor();
    const mySeat = Number(await table.getAttribute('data-seat'));
    const gameId = (await ulla.page.locator('[data-testid="to-replay"]').getAttribute('href'))!.split('/')[2]!;
    const replay = (await (await fetch(`${url}/api/games/${gameId}/replay?seat=${mySeat}`)).json()) as ReplayAnswer;
    const views = replay.replay.map((s) => s.view as SchraemView);
    const engine = tricksFromViews(views, 1);
    expect(engine.length, 'tricks of hand 1').toBe(4);

    // Hand 1 up to its result (online the result may come with the next hand's view).
    const all = await seenTricks(ulla.page);
    const seen = all.slice(0, all.findIndex((s) => s.stage === 'hand') + 1);
    expect(seen.map((s) => s.stage)).toEqual(['trick', 'trick', 'trick', 'hand']);
    const nameOf = (seat: number): string => replay.seats.find((s) => s.seat === seat)!.name;
    seen.forEach((s, i) => {
      const e = engine[i]!;
      expect(s.won, `trick ${i + 1}: the marked card`).toEqual([e.card]);
      const said = e.seat === mySeat ? 'Du stichst' : `${nameOf(e.seat)} sticht`;
      expect(s.announce, `trick ${i + 1}: the live region`).toContain(said);
      if (s.stage === 'trick') expect(s.took, `trick ${i + 1}: the taker's plate`).toEqual([expect.stringContaining(said)]);
    });
    await ulla.page.screenshot({ path: artifact('online-tricks-over.png') });
    expect(ulla.errors).toEqual([]);
    await ulla.context.close();
  });
});
