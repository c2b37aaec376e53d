import { gameById, type Seat } from '@stammtisch/engine';
import { cardText, trickWinner } from '@stammtisch/engine/games/schraem/cards';
import type { SchraemState } from '@stammtisch/engine/games/schraem/index';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import type { OfflineRecord } from '../src/offline/protocol.ts';
import { OfflineGame } from '../src/offline/runner.ts';
import { TIPS } from '../src/play/tips.ts';
import cs from '../messages/cs.json' with { type: 'json' };
import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import gsw from '../messages/gsw.json' with { type: 'json' };
import { endingProblems, layoutProblems, sizeName, TABLE_SIZES } from './geometry.ts';
import { awaiting, clickAndSettle, continueHand, playFirstCard, seenTricks, watchTricks } from './drive.ts';
import { artifact, describeApp } from './harness.ts';

/**
 * Issue 16: a table that explains itself, at the phone size (Chromium, 360 × 740): who took each
 * trick (marked card, the taker's plate, the live region) against the engine's own trick winner.
 */

const NAMES = ['Du', 'Hein', 'Resi', 'Jupp'];

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

/**
 * A Fortgeschritten game played in Node by the engine and Leicht bots (the human always holds and
 * plays its first card) up to the moment the human, at its last life, must answer a knock.
 */
function lastLifeKnock(): OfflineRecord {
  for (let n = 1; n < 60; n++) {
    const g = OfflineGame.start({ game: 'schraem', options: { mode: 'fortgeschritten' }, seed: `explain-last-life-${n}`, level: 'leicht', human: 0 }) as OfflineGame;
    for (let i = 0; i < 6000 && !g.over; i++) {
      if (g.botToAct()) {
        g.botStep();
        continue;
      }
      const u = g.update();
      const v = u.view as SchraemView;
      // Everyone still in: a resumed table knows the order of the outs it saw itself (recap.ts standings).
      if (v.phase === 'answer' && v.lives[0] === 1 && v.lives.every((l) => l > 0)) return g.record;
      g.act(u.legal.includes('hold') ? 'hold' : (u.legal.find((a) => a.startsWith('play ')) ?? u.legal[0]!));
    }
  }
  throw new Error('no game reached a knock at the last life');
}

/** Plays on (holding every knock, revealing at Zähn) until the player may lay a card face down. */
async function untilFold(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const state = await awaiting(page);
    if (state === 'ack') await continueHand(page);
    else if (await page.locator('[data-testid="fold"]').isVisible()) return;
    else if (await page.locator('[data-testid="answer"]').isVisible()) await clickAndSettle(page, '[data-testid="hold"]');
    else if (await page.locator('[data-testid="blind"]').isVisible()) await clickAndSettle(page, '[data-testid="reveal"]');
    else if (state === 'me') await playFirstCard(page);
    else throw new Error(`no fold offered (${state})`);
  }
  throw new Error('no fold offered in 60 steps');
}

describeApp('a table that explains itself (issue 16)', (app) => {
  const open = async (query: string, locale = 'de-DE', viewport = { width: 360, height: 740 }): Promise<Page> => {
    const context = await app.browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, isMobile: true, locale, serviceWorkers: 'block' });
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
      const seen = (await seenTricks(page)).length;
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
        const first = (await seenTricks(page))[0]!;
        expect(won).toBe(1);
        expect(taker).toMatch(first.took[0]!.startsWith('Du') ? /Den Stich hast du genommen/ : /Den Stich hat (Hein|Resi|Jupp) genommen/);
      }
      await playFirstCard(page);
      if (steps === 2) await page.screenshot({ path: artifact('explain-rank-strip.png') });
    }
    await page.locator('[data-testid="hand-result"]').waitFor();
    const seen = await seenTricks(page);
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

  it('7-Schräm: at the last life both hold and pass warn they put you out; the recap names the pass and its cost; the game-over screen ranks everyone', { timeout: 180_000 }, async () => {
    const record = lastLifeKnock();
    const page = await open('fast');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.evaluate((r) => localStorage.setItem('stammtisch.offline.schraem', JSON.stringify({ record: r, savedAt: Date.now() })), record);
    await page.goto(`${app.url}/?fast#/play/schraem`);
    const answer = page.locator('[data-testid="answer"]');
    await answer.waitFor();
    const text = (await answer.textContent()) ?? '';
    // S-13, S-14: each option's cost, and both put the player out.
    expect(text).toContain('Dein letztes Leben: Passen kostet es sofort, Halten nur, wenn du verlierst – beides heißt dann: raus.');
    // The prompt never covers the own plate and lives.
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact('explain-last-life.png') });

    await page.locator('[data-testid="pass"]').click();
    await page.locator('[data-testid="hand-result"]').waitFor();
    const mine = page.locator('[data-testid="recap"] li[data-seat="0"]');
    await expect(mine.getAttribute('data-how')).resolves.toBe('pass');
    await expect(mine.textContent()).resolves.toMatch(/Du: gepasst −1 · ausgeschieden/i);
    await page.screenshot({ path: artifact('explain-recap.png') });

    for (let i = 0; i < 200; i++) {
      const state = await awaiting(page, 60_000);
      if (state === 'over') break;
      if (state === 'ack') await continueHand(page);
    }
    const over = page.locator('[data-testid="game-over"]');
    await over.waitFor();
    await page.screenshot({ path: artifact('explain-game-over.png') });
    // Against the engine: replay the finished game and rank the seats by the hand each went out in.
    const finished = (await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.offline.finished') ?? '[]') as { record: OfflineRecord }[])).at(-1)!.record;
    const game = gameById('schraem')!;
    let st = game.setup(finished.options, finished.seed) as SchraemState;
    const outIn = new Map<number, number>();
    for (const step of finished.actions) {
      const [, seat, act] = /^(\d+):\s*(.+)$/.exec(step)!;
      const hand = st.handNumber;
      st = game.apply(st, Number(seat) as Seat, game.parseAction(act!) as never) as SchraemState;
      st.lives.forEach((l, s) => l === 0 && !outIn.has(s) && outIn.set(s, hand));
    }
    const end = game.viewFor(st, 0) as SchraemView;
    const lasted = (s: number): number => (s === end.gameWinner ? Infinity : outIn.get(s)!);
    const place = (s: number): number => 1 + [0, 1, 2, 3].filter((o) => lasted(o) > lasted(s)).length;
    const rows = await over.locator('[data-testid="standings"] tbody tr').evaluateAll((trs) => trs.map((tr) => ({ seat: Number(tr.getAttribute('data-seat')), place: Number(tr.getAttribute('data-place')), cells: [...tr.querySelectorAll('td')].map((td) => td.textContent) })));
    expect(rows.map((r) => r.seat).sort()).toEqual([0, 1, 2, 3]);
    for (const r of rows) {
      expect(r.place, `seat ${r.seat}`).toBe(place(r.seat));
      expect(r.cells[1]).toBe(NAMES[r.seat]);
      expect(Number(r.cells[2])).toBe(end.lives[r.seat]);
      expect(Number(r.cells[3])).toBe(end.scores[r.seat]);
    }
    await expect(over.locator('[data-testid="your-place"]').textContent()).resolves.toBe(`Dein Platz: ${place(0)}`);
    // Every row in sight, no button on one, the own plate uncovered: at the phone and every table size.
    for (const size of TABLE_SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await endingProblems(page), sizeName(size)).toEqual([]);
      expect(await layoutProblems(page), sizeName(size)).toEqual([]);
      await page.screenshot({ path: artifact(`explain-game-over-${sizeName(size)}.png`) });
    }
    // The smallest phone: three plates say "ausgeschieden" (or its kin), whole in every language — the finished game reloaded in each.
    await page.setViewportSize({ width: 320, height: 568 });
    for (const locale of ['de', 'en', 'gsw', 'cs']) {
      if (locale !== 'de') {
        await page.evaluate(({ locale, record }) => {
          localStorage.setItem('stammtisch.locale', locale);
          localStorage.setItem('stammtisch.offline.schraem', JSON.stringify({ record, savedAt: Date.now() }));
        }, { locale, record: finished });
        await page.reload();
        await over.waitFor();
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.locator('.plate .status').allTextContents(), locale).toHaveLength(3);
      expect(await layoutProblems(page), `320x568 ${locale}`).toEqual([]);
      await page.screenshot({ path: artifact(`explain-game-over-320x568-${locale}.png`) });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** A Profi game on `seed` up to the player's first chance to lay face down (S-21), where the fold tip comes. */
  async function foldInProfi(seed: string, viewport?: { width: number; height: number }): Promise<Page> {
    const page = await open(`fast&seed=${seed}`, 'de-DE', viewport);
    await page.locator('label:has([data-testid="mode-profi"])').click();
    await page.locator('[data-testid="start-schraem"]').click();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await untilFold(page);
    return page;
  }

  it('a tip comes the first time only, with a link to its rule', { timeout: 60_000 }, async () => {
    const page = await foldInProfi('explain-tip-1');
    const tip = page.locator('[data-testid="tip"]');
    await tip.waitFor();
    await expect(tip.textContent()).resolves.toContain('Verdeckt ablegen');
    await expect(tip.locator('[data-testid="tip-more"]').getAttribute('href')).resolves.toBe('#/rules/schraem/S-21');
    await page.screenshot({ path: artifact('explain-tip.png') });
    // The sheet lies over the hand but never blocks a card: where a finger taps a card, the card is hit.
    const cards = await page.evaluate(() => {
      const sheet = document.querySelector('[data-testid="tip"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('.st-card.interactive')].map((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + 10, r.top + 30);
        const under = r.left + 10 >= sheet.left && r.left + 10 <= sheet.right && r.top + 30 >= sheet.top && r.top + 30 <= sheet.bottom;
        return { under, reached: hit !== null && el.contains(hit) };
      });
    });
    expect(cards.some((c) => c.under), 'the tip lies over a card of the hand').toBe(true);
    expect(cards.map((c) => c.reached)).toEqual(cards.map(() => true));
    await tip.locator('[data-testid="tip-ok"]').click();
    await expect(page.evaluate(() => localStorage.getItem('stammtisch.tips'))).resolves.toContain('fold');
    // A new game on the same device: the fold tip does not come again.
    await page.reload();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await untilFold(page);
    expect(await page.locator('[data-testid="tip"]').filter({ hasText: 'Verdeckt ablegen' }).count()).toBe(0);
    await page.context().close();
  });

  it('"don\'t show again" on a tip: no tip at the next occasion, until the settings turn them back on', { timeout: 90_000 }, async () => {
    const page = await foldInProfi('explain-tip-never-1');
    const tip = page.locator('[data-testid="tip"]');
    await tip.waitFor();
    await expect(tip.locator('[data-testid="tip-more"]').getAttribute('href'), 'one line and "more" to the rule').resolves.toBe('#/rules/schraem/S-21');
    await page.screenshot({ path: artifact('explain-tip-never.png') });
    expect(await layoutProblems(page)).toEqual([]);
    await tip.locator('[data-testid="tip-never"]').click();
    await expect(tip.count()).resolves.toBe(0);
    // The fold tip would come again were it only "seen once": forget that, so only the switch keeps it away.
    await page.evaluate(() => localStorage.removeItem('stammtisch.tips'));
    await page.reload();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await untilFold(page);
    expect(await tip.count(), 'no tip after "don\'t show again"').toBe(0);
    await page.goto(`${app.url}/?fast#/settings`);
    const box = page.locator('[data-testid="settings-tips"]');
    await expect(box.isChecked()).resolves.toBe(false);
    await box.check();
    await page.goto(`${app.url}/?fast#/play/schraem`);
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await untilFold(page);
    await tip.waitFor();
    await page.context().close();
  });

  for (const viewport of [{ width: 740, height: 360 }, { width: 320, height: 568 }, { width: 640, height: 360 }, { width: 667, height: 375 }, { width: 360, height: 740 }]) {
    it(`${viewport.width}×${viewport.height}: every tip in every language shows whole, its "more" and "don't show again" in reach without scrolling`, { timeout: 90_000 }, async () => {
      const page = await foldInProfi(`explain-tip-fit-${viewport.width}`, viewport);
      await page.locator('[data-testid="tip"]').waitFor();
      // The fold tip's sheet, its words swapped for every tip's in every language: the sheet's room is
      // the table's, not the text's, and over four cards it is the smallest a tip gets (frame.ts's
      // `tip`: held sideways ~340 × 80; over Schieber's nine cards ~408 × 84).
      // Red before the sheet flowed its line round the buttons: at 740 × 360 the line scrolled, "mehr" below the fold.
      const problems: string[] = [];
      for (const [lang, msg] of Object.entries({ de, en, gsw, cs } as unknown as Record<string, Record<string, string>>)) {
        for (const id of Object.keys(TIPS)) {
          const seen = await page.evaluate(
            ([label, text, more, never, ok]) => {
              const sheet = document.querySelector<HTMLElement>('[data-testid="tip"]')!;
              const p = sheet.querySelector('p')!;
              p.querySelector('strong')!.textContent = label!;
              const link = sheet.querySelector<HTMLElement>('[data-testid="tip-more"]')!;
              [...p.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).forEach((n, i) => (n.textContent = i === 0 ? ` ${text} ` : ' '));
              link.textContent = more!;
              sheet.querySelector('[data-testid="tip-never"]')!.textContent = never!;
              sheet.querySelector('[data-testid="tip-ok"]')!.textContent = ok!;
              const scrolls = [sheet, ...sheet.querySelectorAll<HTMLElement>('*')].filter((e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).display !== 'inline').map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.scrollHeight} > ${e.clientHeight}`);
              const reach = (e: HTMLElement): string | null => {
                const r = e.getBoundingClientRect();
                const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
                if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return `${e.dataset.testid} outside the viewport`;
                const hit = document.elementFromPoint(x, y);
                return hit && e.contains(hit) ? null : `${e.dataset.testid} not hit at its centre (${hit?.tagName ?? 'nothing'})`;
              };
              return [...scrolls.map((x) => `scrolls: ${x}`), ...[link, sheet.querySelector<HTMLElement>('[data-testid="tip-never"]')!].map(reach).filter((x) => x !== null)];
            },
            [msg.explain_tip, msg[`explain_tip_${id}`], msg.explain_more, msg.explain_tip_never, msg.explain_got_it],
          );
          problems.push(...seen.map((x) => `${lang} ${id}: ${x}`));
          if (lang === 'de' && id === 'continue') await page.screenshot({ path: artifact(`explain-tip-longest-${viewport.width}x${viewport.height}.png`) });
        }
      }
      expect(problems).toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);
      await page.context().close();
    });
  }
});
