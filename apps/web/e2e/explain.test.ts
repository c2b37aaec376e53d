import { gameById, type Seat } from '@stammtisch/engine';
import { cardText, trickWinner } from '@stammtisch/engine/games/schraem/cards';
import type { SchraemState } from '@stammtisch/engine/games/schraem/index';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { OfflineRecord } from '../src/offline/protocol.ts';
import { awaiting, continueHand, playFirstCard } from './drive.ts';
import { artifact, describeApp } from './harness.ts';

/**
 * Issue 16: a table that explains itself, at the phone size (Chromium, 360 × 740): who took each
 * trick (marked card, the taker's plate, the live region) against the engine's own trick winner.
 */

const NAMES = ['Du', 'Hein', 'Resi', 'Jupp'];

interface Seen {
  readonly stage: string;
  readonly hand: string;
  readonly won: string[];
  readonly took: string[];
  readonly announce: string;
}

/** Records, in the page, every moment the table shows a finished trick (stage 'trick' or 'hand'). */
async function watchTricks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { seen: Seen[] };
    w.seen = [];
    const t = document.querySelector('[data-testid="table-schraem"]')!;
    let last = '';
    const look = (): void => {
      const stage = t.getAttribute('data-stage') ?? '';
      const key = `${stage}:${t.getAttribute('data-seq')}`;
      if (stage === 'normal' || key === last) return;
      last = key;
      w.seen.push({
        stage,
        hand: t.getAttribute('data-hand') ?? '',
        won: [...document.querySelectorAll<HTMLElement>('.st-card[data-won="1"]')].map((e) => e.dataset.face ?? ''),
        took: [...document.querySelectorAll<HTMLElement>('.plate[data-took="1"]')].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
        announce: document.querySelector('[data-testid="announce"]')?.textContent ?? '',
      });
    };
    new MutationObserver(look).observe(t, { attributes: true, subtree: true, childList: true });
  });
}

/** The engine's own trick winners, replaying the record: per completed trick, the taking card and its seat. */
function engineTricks(record: OfflineRecord): { seat: number; card: string; hand: number }[] {
  const game = gameById('schraem')!;
  let s = game.setup(record.options, record.seed) as SchraemState;
  const out: { seat: number; card: string; hand: number }[] = [];
  for (const step of record.actions) {
    const [, seat, text] = /^(\d+):\s*(.+)$/.exec(step)!;
    const before = s;
    s = game.apply(s, Number(seat) as Seat, game.parseAction(text!) as never) as SchraemState;
    if (!text!.startsWith('play ')) continue;
    const card = text!.slice(5);
    if (s.trick.length > 0 && s.handNumber === before.handNumber) continue;
    const trick = [...before.trick, { seat: Number(seat) as Seat, card: FRENCH(card) }];
    const w = trickWinner(trick, before.inHand)!;
    out.push({ seat: w.seat, card: cardText(w.card), hand: before.handNumber });
  }
  return out;
}
const FRENCH = (text: string): number => {
  for (let c = 0; c < 32; c++) if (cardText(c) === text) return c;
  throw new Error(`no card ${text}`);
};

describeApp('a table that explains itself (issue 16)', (app) => {
  const open = async (query: string, locale = 'de-DE'): Promise<Page> => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true, locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.url}/?${query}`);
    return page;
  };

  it('7-Schräm Anfänger: every trick of a hand — the taking card marked, the taker’s plate and the live region say it, as the engine decides', { timeout: 120_000 }, async () => {
    const page = await open('fast&trickms=700&seed=explain-tricks-1');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('label:has([data-testid="mode-anfaenger"])').click();
    await page.locator('[data-testid="start-schraem"]').click();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await watchTricks(page);
    // S-1 on the table: the rank strip is on by default in Anfänger.
    await expect(page.locator('[data-testid="rank-strip"]').textContent()).resolves.toMatch(/10\s*9\s*8\s*7\s*A\s*K\s*D\s*B/);

    let checkedLast = false;
    for (let steps = 0; steps < 100; steps++) {
      const state = await awaiting(page);
      if (state === 'ack') break;
      if (state !== 'me') throw new Error(`unexpected ${state}`);
      const seen = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen.length);
      if (!checkedLast && seen > 0) {
        // The last-trick view names who took it and marks the card.
        await page.locator('[data-testid="last-trick"]').click();
        const dialog = page.locator('[data-testid="last-trick-dialog"]');
        await dialog.waitFor();
        const taker = await dialog.locator('[data-testid="last-trick-taker"]').textContent();
        const won = await dialog.locator('figure.mini[data-won="1"]').count();
        await page.screenshot({ path: artifact('explain-last-trick.png') });
        await dialog.locator('.btn').click();
        checkedLast = true;
        const first = (await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen[0]!)) as Seen;
        expect(won).toBe(1);
        expect(taker).toMatch(first.took[0]!.startsWith('Du') ? /Den Stich hast du genommen/ : /Den Stich hat (Hein|Resi|Jupp) genommen/);
      }
      await playFirstCard(page);
      if (steps === 2) await page.screenshot({ path: artifact('explain-rank-strip.png') });
    }
    await page.locator('[data-testid="hand-result"]').waitFor();
    const seen = (await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen)) as Seen[];
    const record = (await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.offline.schraem') ?? 'null') as { record: OfflineRecord } | null))!.record;
    const engine = engineTricks(record).filter((t) => t.hand === 1);
    expect(engine.length).toBe(4);
    expect(seen.map((s) => s.stage)).toEqual(['trick', 'trick', 'trick', 'hand']);
    seen.forEach((s, i) => {
      const e = engine[i]!;
      expect(s.won, `trick ${i + 1}`).toEqual([e.card]);
      const said = e.seat === 0 ? 'Du stichst' : `${NAMES[e.seat]} sticht`;
      expect(s.announce, `trick ${i + 1}`).toContain(said);
      if (s.stage === 'trick') expect(s.took, `trick ${i + 1}`).toEqual([expect.stringContaining(said)]);
    });
    await page.screenshot({ path: artifact('explain-hand-recap.png') });
    await continueHand(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
