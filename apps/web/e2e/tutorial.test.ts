import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { OfflineRecord } from '../src/offline/protocol.ts';
import { isRefusal, OfflineGame } from '../src/offline/runner.ts';
import type { Lesson, Step } from '../src/tutorial/lesson.ts';
import { POINTER_MAX } from '../src/tutorial/placement.ts';
import { SCHIEBER_LESSON } from '../src/tutorial/schieber.ts';
import { SCHRAEM_LESSON } from '../src/tutorial/schraem.ts';
import { SEDMA_LESSON } from '../src/tutorial/sedma.ts';
import { awaiting, tapCard } from './drive.ts';
import { coveringProblems, layoutProblems } from './geometry.ts';
import { artifact, describeApp } from './harness.ts';

/**
 * Issue 16: "Lern das Spiel" played by a scripted player at the phone size (360 × 740), from the
 * first coach mark to the end: every mark about the real element it explains (a pointer from the
 * mark's edge to the element), never on it nor on the player's own plate or the trick, inside the
 * screen, its text in the player's language; a reload in the middle comes back to the same step.
 */

interface MarkSeen {
  readonly step: string;
  readonly act: string;
  readonly text: string;
  readonly mark: { l: number; t: number; r: number; b: number };
  readonly target: { l: number; t: number; r: number; b: number } | null;
  readonly focused: string;
}

/** The mark on show and the box of what it points at (the ring's box less its 4 px margin). */
async function readMark(page: Page): Promise<MarkSeen> {
  await page.waitForFunction(() => {
    const c = document.querySelector<HTMLElement>('[data-testid="coach"]');
    const ring = document.querySelector<HTMLElement>('[data-testid="coach-ring"]');
    return !!c && getComputedStyle(c).visibility === 'visible' && !!ring && ring.dataset.step === c.dataset.step;
  });
  return page.evaluate(() => {
    const c = document.querySelector<HTMLElement>('[data-testid="coach"]')!;
    const r = c.getBoundingClientRect();
    const ring = document.querySelector<HTMLElement>('[data-testid="coach-ring"]')?.getBoundingClientRect();
    return {
      step: c.dataset.step ?? '',
      act: c.dataset.act ?? '',
      text: document.querySelector('[data-testid="coach-text"]')?.textContent ?? '',
      mark: { l: r.left, t: r.top, r: r.right, b: r.bottom },
      target: ring ? { l: ring.left + 4, t: ring.top + 4, r: ring.right - 4, b: ring.bottom - 4 } : null,
      focused: (document.activeElement as HTMLElement | null)?.dataset.testid ?? '',
    };
  });
}

/** The element a step names, measured independently of the coach (so a wrong ring is caught). */
async function elementBox(page: Page, step: Step): Promise<{ l: number; t: number; r: number; b: number }> {
  return page.evaluate((t) => {
    const els =
      t.kind === 'card'
        ? [...document.querySelectorAll(`.st-card[data-zone="hand"][data-face="${t.card}"]`)]
        : t.kind === 'hand'
          ? [...document.querySelectorAll<HTMLElement>('.st-card[data-zone="hand"]')].filter((e) => !!e.dataset.face)
          : t.kind === 'testid'
            ? [...document.querySelectorAll(`[data-testid="${t.id}"]`)].filter((e) => e.getClientRects().length > 0)
            : [[...document.querySelectorAll('.plate')][t.seat]!];
    const boxes = els.map((e) => e.getBoundingClientRect());
    return { l: Math.min(...boxes.map((b) => b.left)), t: Math.min(...boxes.map((b) => b.top)), r: Math.max(...boxes.map((b) => b.right)), b: Math.max(...boxes.map((b) => b.bottom)) };
  }, step.target);
}

const overlap = (a: MarkSeen['mark'], b: MarkSeen['mark']): number => Math.max(0, Math.min(a.r, b.r) - Math.max(a.l, b.l)) * Math.max(0, Math.min(a.b, b.b) - Math.max(a.t, b.t));

type Edges = MarkSeen['mark'];
interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** What a mark must leave in sight, measured on the page: the own plate, the trick's cards and the other seats' plates; and the pointer as given and as drawn. */
async function around(page: Page): Promise<{ plate: Edges[]; trick: Edges[]; others: Edges[]; pointer: Segment | null; drawn: Segment[] }> {
  return page.evaluate(() => {
    const edges = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { l: r.left, t: r.top, r: r.right, b: r.bottom };
    };
    const shown = (sel: string) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length > 0).map(edges);
    const svg = document.querySelector<SVGElement>('[data-testid="coach-pointer"]');
    const num = (e: Element, a: string) => Number(e.getAttribute(a));
    return {
      plate: shown('[data-testid="plate-me"]'),
      trick: shown('.st-card[data-zone="trick"]'),
      others: shown('.plate:not([data-testid="plate-me"])'),
      pointer: svg ? { x1: Number(svg.dataset.x1), y1: Number(svg.dataset.y1), x2: Number(svg.dataset.x2), y2: Number(svg.dataset.y2) } : null,
      drawn: svg ? [...svg.querySelectorAll('line:not(.halo)')].map((l) => ({ x1: num(l, 'x1'), y1: num(l, 'y1'), x2: num(l, 'x2'), y2: num(l, 'y2') })) : [],
    };
  });
}

/** Whether a drawn line runs through a box's inside (sampled every pixel; its edges do not count). */
const through = (s: Segment, b: Edges): boolean => {
  const n = Math.max(1, Math.ceil(Math.hypot(s.x2 - s.x1, s.y2 - s.y1)));
  for (let i = 0; i <= n; i++) {
    const [x, y] = [s.x1 + ((s.x2 - s.x1) * i) / n, s.y1 + ((s.y2 - s.y1) * i) / n];
    if (x > b.l + 1 && x < b.r - 1 && y > b.t + 1 && y < b.b - 1) return true;
  }
  return false;
};

/**
 * The places on the screen (every 2 px, 6 px inside its edges, 12 px from the element: room for
 * the pointer) where a mark of `size` would cover none of `boxes`: the least distance from one to
 * `el` (Infinity: there is none) and that place. An oracle apart from placement.ts: what the mark
 * could have done.
 */
function nearestFree(screen: { width: number; height: number }, size: { w: number; h: number }, el: Edges, boxes: readonly Edges[]): { distance: number; at: Edges | null } {
  let best: { distance: number; at: Edges | null } = { distance: Infinity, at: null };
  const ring = { l: el.l - 11, t: el.t - 11, r: el.r + 11, b: el.b + 11 };
  for (let t = 6; t + size.h <= screen.height - 6; t += 2)
    for (let l = 6; l + size.w <= screen.width - 6; l += 2) {
      const m = { l, t, r: l + size.w, b: t + size.h };
      if (overlap(m, ring) > 0 || boxes.some((b) => overlap(m, b) > 0)) continue;
      const distance = Math.hypot(Math.max(0, el.l - m.r, m.l - el.r), Math.max(0, el.t - m.b, m.t - el.b));
      if (distance < best.distance) best = { distance, at: m };
    }
  return best;
}

/** Everything wrong with the mark's place and its pointer now (empty: all good). */
async function markProblems(page: Page, step: Step): Promise<string[]> {
  const mark = await readMark(page);
  const el = await elementBox(page, step);
  const { plate, trick, others: allOthers, pointer, drawn } = await around(page);
  // A plate the mark explains is its target, not another seat's to keep in sight.
  const others = allOthers.filter((o) => overlap(o, el) === 0);
  const screen = page.viewportSize()!;
  const size = { w: mark.mark.r - mark.mark.l, h: mark.mark.b - mark.mark.t };
  const problems: string[] = [];
  if (overlap(mark.mark, el) > 0) problems.push('the mark covers what it explains');
  // Where a place on the screen leaves them in sight (at 320 × 568 not always: the mark is taller than the room between them).
  const clearOfTable = nearestFree(screen, size, el, [...plate, ...trick].filter((o) => overlap(o, el) === 0));
  if (clearOfTable.at) {
    for (const p of plate) if (overlap(mark.mark, p) > 0) problems.push('the mark covers the own plate');
    for (const t of trick) if (overlap(mark.mark, t) > 0) problems.push('the mark covers a card of the trick');
  }
  const clearOfAll = nearestFree(screen, size, el, [...plate, ...trick, ...others].filter((o) => overlap(o, el) === 0));
  if (clearOfAll.at) for (const o of others) if (overlap(mark.mark, o) > 0) problems.push(`the mark ${JSON.stringify(mark.mark)} covers another seat's plate ${JSON.stringify(o)}, a place clear of all exists: ${JSON.stringify(clearOfAll.at)}`);
  if (!pointer) return [...problems, 'no pointer'];
  // Short where a clear place lies near enough, else hardly longer than the nearest clear place allows.
  const length = Math.hypot(pointer.x2 - pointer.x1, pointer.y2 - pointer.y1);
  const nearest = Math.min(clearOfAll.distance, clearOfTable.distance);
  const bound = nearest + 20 <= POINTER_MAX ? POINTER_MAX : nearest + 20;
  if (length > bound) problems.push(`the pointer is ${Math.round(length)} px long, more than ${Math.round(bound)} (the nearest clear place ${Math.round(nearest)} px away)`);
  const m = mark.mark;
  const onEdge = (Math.abs(pointer.y1 - m.b) <= 1 || Math.abs(pointer.y1 - m.t) <= 1) && pointer.x1 > m.l && pointer.x1 < m.r;
  const onSide = (Math.abs(pointer.x1 - m.l) <= 1 || Math.abs(pointer.x1 - m.r) <= 1) && pointer.y1 >= m.t && pointer.y1 <= m.b;
  if (!onEdge && !onSide) problems.push(`the pointer does not leave the mark's edge (${JSON.stringify(pointer)}, mark ${JSON.stringify(m)})`);
  if (!(pointer.x2 >= el.l - 1 && pointer.x2 <= el.r + 1 && pointer.y2 >= el.t - 1 && pointer.y2 <= el.b + 1)) problems.push(`the pointer's tip is not on the element (${JSON.stringify(pointer)}, element ${JSON.stringify(el)})`);
  if (drawn.length === 0) problems.push('nothing of the pointer is drawn');
  for (const d of drawn) for (const o of [...plate, ...trick, ...others]) if (overlap(o, el) === 0 && through(d, o)) problems.push('the pointer is drawn over a plate or the trick');
  return problems;
}

interface Screen {
  readonly width: number;
  readonly height: number;
}
const PHONE: Screen = { width: 360, height: 740 };
const SMALL_PHONE: Screen = { width: 320, height: 568 };

describeApp('Lern das Spiel (issue 16)', (app) => {
  const open = async (query: string, locale: string, viewport: Screen = PHONE): Promise<Page> => {
    const context = await app.browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, isMobile: true, locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.url}/?${query}`);
    return page;
  };

  /** Plays a whole lesson as the coach says (reloading the page once at step `reloadAt`); returns every mark seen. */
  async function playLesson(page: Page, shots: string, lesson: Lesson = SCHRAEM_LESSON, reloadAt?: string): Promise<MarkSeen[]> {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('[data-testid="tutorial-from-rules"]').click();
    await page.locator(`[data-testid="table-${lesson.game}"]`).waitFor();
    const seen: MarkSeen[] = [];
    const onPlates: string[] = [];
    const steps = lesson.chapters.flatMap((c) => c.steps);
    for (const step of steps) {
      const mark = await readMark(page).catch(async (e: unknown) => {
        await page.screenshot({ path: artifact(`tutorial-${shots}-stuck-${step.id}.png`) });
        throw e;
      });
      expect(mark.step, 'the coach goes through the lesson in order').toBe(step.id);
      expect(mark.target, `${step.id}: the ring is on the element`).not.toBeNull();
      // The ring follows a moving element (a new chapter's prompt settling) on its next measure.
      const edges = async (): Promise<number> => {
        const now = await readMark(page);
        const box = await elementBox(page, step);
        return Math.max(...(['l', 't', 'r', 'b'] as const).map((k) => Math.abs(now.target![k] - box[k])));
      };
      await expect.poll(edges, { message: `${step.id}: the ring's edges on the element's`, timeout: 3000 }).toBeLessThan(3);
      // Never on the element, the own plate or the trick; a pointer from its edge to the element (once the table has settled).
      await expect.poll(() => markProblems(page, step), { message: `${step.id}: the mark's place and pointer`, timeout: 3000 }).toEqual([]);
      // Allowed only where no place leaves them all in sight (markProblems): named in the log.
      const { others } = await around(page);
      const [on, el] = [(await readMark(page)).mark, await elementBox(page, step)];
      if (others.some((o) => overlap(o, on) > 0 && overlap(o, el) === 0)) onPlates.push(step.id);
      expect(mark.mark.l).toBeGreaterThanOrEqual(0);
      expect(mark.mark.t).toBeGreaterThanOrEqual(0);
      const screen = page.viewportSize()!;
      expect(mark.mark.r).toBeLessThanOrEqual(screen.width);
      expect(mark.mark.b).toBeLessThanOrEqual(screen.height);
      expect(mark.text.length, `${step.id}: the mark says something`).toBeGreaterThan(10);
      expect(await layoutProblems(page), `${step.id}: the table's layout with the mark up`).toEqual([]);
      // "A prompt never covers your own plate and lives": the hand's result (the "cost" step) neither.
      if (step.at === 'hand') expect(await coveringProblems(page, '[data-testid="hand-result"]'), `${step.id}: the result beside the own plate`).toEqual([]);
      if (!step.act) expect(mark.focused, `${step.id}: "next" has the focus`).toBe('coach-next');
      seen.push(mark);
      await page.screenshot({ path: artifact(`tutorial-${shots}-${seen.length.toString().padStart(2, '0')}-${step.id}.png`) });
      if (step.id === reloadAt) {
        // The table is rebuilt from the script: the same chapter, the same step, the same words; nothing of it stored as a game.
        const saved = (): Promise<string | null> => page.evaluate((g) => localStorage.getItem(`stammtisch.offline.${g}`), lesson.game);
        const before = await saved();
        await page.reload();
        const again = await readMark(page);
        expect(again.step, 'after a reload the lesson is back at the same step').toBe(step.id);
        expect(again.text).toBe(mark.text);
        await expect.poll(() => markProblems(page, step), { message: `${step.id} after the reload`, timeout: 3000 }).toEqual([]);
        expect(await saved(), 'the lesson leaves the saved offline game as it was').toBe(before);
        await page.screenshot({ path: artifact(`tutorial-${shots}-reloaded-${step.id}.png`) });
      }
      if (!step.act) await page.locator('[data-testid="coach-next"]').click();
      else if (step.act.startsWith('play ')) await tapCard(page.locator(`.st-card[data-zone="hand"][data-face="${step.act.slice(5)}"]`));
      else if (step.act.startsWith('fold ')) {
        await page.locator('[data-testid="fold"]').click();
        await tapCard(page.locator(`.st-card[data-zone="hand"][data-face="${step.act.slice(5)}"]`));
      }
      // Schieber's contract buttons: "trump t" is the button trump-t.
      else if (step.act.startsWith('trump ')) await page.locator(`[data-testid="trump-${step.act.slice(6)}"]`).click();
      else await page.locator(`[data-testid="${step.act}"]`).click();
      // The mark just answered may stay up a moment (on a loaded machine): read the next one only once it is gone.
      await page.waitForFunction((id) => document.querySelector<HTMLElement>('[data-testid="coach"]')?.dataset.step !== id, step.id);
    }
    await page.locator('[data-testid="tutorial-done"]').waitFor();
    if (onPlates.length > 0) console.info(`${shots}: marks on part of another seat's plate, no place leaving all in sight: ${onPlates.join(', ')}`);
    await page.screenshot({ path: artifact(`tutorial-${shots}-done.png`) });
    expect(errors).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.tutorial') ?? '{}') as { completed?: string[] });
    expect(stored.completed).toContain(lesson.game);
    const finished = await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.offline.finished') ?? '[]') as { record: OfflineRecord }[]);
    const lessonSeeds = lesson.chapters.map((c) => c.seed);
    expect(finished.filter((g) => lessonSeeds.includes(g.record.seed)), 'a lesson is not one of the player\'s finished games').toEqual([]);
    return seen;
  }

  it('German: the 7-Schräm lesson from the rules page, first mark to last, every mark pointing at its element; a reload on the way', { timeout: 180_000 }, async () => {
    const page = await open('fast#/rules/schraem', 'de-DE');
    // "cost": a later chapter, on a hand's result that the player's own last card brought up.
    const seen = await playLesson(page, 'de', SCHRAEM_LESSON, 'cost');
    expect(seen.find((s) => s.step === 'ranking')!.text).toMatch(/Resi.*10 9 8 7 A K D B/);
    expect(seen.find((s) => s.step === 'answer')!.text).toMatch(/Hein hat geklopft/);
    await page.context().close();
  });

  it('English: the same lesson, in English', { timeout: 180_000 }, async () => {
    const page = await open('fast#/rules/schraem', 'en-US');
    const seen = await playLesson(page, 'en');
    expect(seen.find((s) => s.step === 'cards')!.text).toMatch(/your four cards/);
    expect(seen.find((s) => s.step === 'answer')!.text).toMatch(/Hein knocked/);
    await page.context().close();
  });

  for (const [locale, name] of [['de-DE', 'de'], ['en-US', 'en']] as const) {
    it(`320 × 568, ${name}: the 7-Schräm lesson, every mark near its element (a short pointer) and on no plate`, { timeout: 180_000 }, async () => {
      const page = await open('fast#/rules/schraem', locale, SMALL_PHONE);
      await playLesson(page, `320-${name}`);
      await page.context().close();
    });
  }

  it('German: the Schieber lesson from the rules page – trump, Weis, Stöck, the push and the Buur', { timeout: 240_000 }, async () => {
    const page = await open('fast#/rules/schieber', 'de-DE');
    const seen = await playLesson(page, 'schieber-de', SCHIEBER_LESSON);
    expect(seen.find((s) => s.step === 'choose')!.text).toMatch(/Vorhand.*Schilte als Trumpf/);
    expect(seen.find((s) => s.step === 'buur')!.text).toMatch(/den Buur muss niemand spielen/);
    await page.context().close();
  });

  it('English: the Schieber lesson, in English', { timeout: 240_000 }, async () => {
    const page = await open('fast#/rules/schieber', 'en-US');
    const seen = await playLesson(page, 'schieber-en', SCHIEBER_LESSON);
    expect(seen.find((s) => s.step === 'weis')!.text).toMatch(/Weis worth 20/);
    await page.context().close();
  });

  it('German: the Sedma lesson from the rules page – a 7 beats, continue, draw, stop', { timeout: 180_000 }, async () => {
    const page = await open('fast#/rules/sedma', 'de-DE');
    const seen = await playLesson(page, 'sedma-de', SEDMA_LESSON);
    expect(seen.find((s) => s.step === 'continue')!.text).toMatch(/hat dich mit .+ gestochen/);
    await page.context().close();
  });

  it('English: the Sedma lesson, in English', { timeout: 180_000 }, async () => {
    const page = await open('fast#/rules/sedma', 'en-US');
    const seen = await playLesson(page, 'sedma-en', SEDMA_LESSON);
    expect(seen.find((s) => s.step === 'seven')!.text).toMatch(/A 7 beats any card/);
    await page.context().close();
  });

  it('offered on first opening Schieber and Sedma too, each with its own words', { timeout: 120_000 }, async () => {
    const page = await open('fast&offer', 'en-US');
    for (const [game, words] of [['schieber', /Schieber/], ['sedma', /Sedma/]] as const) {
      await page.goto(`${app.url}/?fast&offer#/`);
      await page.locator(`[data-testid="start-${game}"]`).click();
      await page.locator('[data-testid="tutorial-offer"]').waitFor();
      await expect(page.locator('[data-testid="tutorial-offer"]').textContent()).resolves.toMatch(words);
      await page.screenshot({ path: artifact(`tutorial-offer-${game}.png`) });
      await page.locator('[data-testid="tutorial-later"]').click();
    }
    await page.context().close();
  });

  it('offered once on first opening 7-Schräm; "not now" is remembered; "skip tutorial" hands the table back', { timeout: 120_000 }, async () => {
    const page = await open('fast&offer', 'de-DE');
    await page.locator('[data-testid="start-schraem"]').click();
    await page.locator('[data-testid="tutorial-offer"]').waitFor();
    await page.screenshot({ path: artifact('tutorial-offer.png') });
    await page.locator('[data-testid="tutorial-later"]').click();
    await expect(page.locator('[data-testid="tutorial-offer"]').count()).resolves.toBe(0);
    await page.goto(`${app.url}/?fast&offer#/`);
    await page.locator('[data-testid="start-schraem"]').click();
    await page.locator('[data-testid="comfort-replace-confirm"]').click();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await page.waitForTimeout(300);
    await expect(page.locator('[data-testid="tutorial-offer"]').count(), 'offered only once').resolves.toBe(0);
    // From the rules page at any time; "skip" ends the coaching, the game goes on.
    await page.goto(`${app.url}/?fast#/rules/schraem`);
    await page.locator('[data-testid="tutorial-from-rules"]').click();
    await readMark(page);
    await page.locator('[data-testid="coach-skip"]').click();
    await expect(page.locator('[data-testid="coach"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="table-schraem"]').getAttribute('data-await')).resolves.toBe('me');
    await page.context().close();
  });

  it('a lesson leaves the saved offline game alone: not replaced while it runs, resumed after it', { timeout: 120_000 }, async () => {
    const page = await open('fast&seed=kept-1', 'de-DE');
    await page.locator('[data-testid="start-schraem"]').click();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    const saved = (): Promise<string | null> => page.evaluate(() => (JSON.parse(localStorage.getItem('stammtisch.offline.schraem') ?? 'null') as { record: OfflineRecord } | null)?.record.seed ?? null);
    await expect.poll(saved).toBe('kept-1');
    await page.goto(`${app.url}/?fast#/rules/schraem`);
    await page.locator('[data-testid="tutorial-from-rules"]').click();
    const mark = await readMark(page);
    if (mark.act.startsWith('play ')) await tapCard(page.locator(`.st-card[data-zone="hand"][data-face="${mark.act.slice(5)}"]`));
    else await page.locator('[data-testid="coach-next"]').click();
    const second = await readMark(page);
    await expect(saved(), 'the lesson is not stored over the saved game').resolves.toBe('kept-1');
    // A reload comes back to the lesson, not to the saved game, and leaves that alone.
    await page.reload();
    await expect(readMark(page).then((m) => m.step), 'the lesson resumed at the same step').resolves.toBe(second.step);
    await expect(saved(), 'nor is it stored over the saved game on a reload').resolves.toBe('kept-1');
    await page.locator('[data-testid="coach-skip"]').click();
    await page.getByRole('button', { name: 'Tisch verlassen' }).click();
    await page.locator('[data-testid="start-schraem"]').waitFor();
    await expect(saved()).resolves.toBe('kept-1');
    await page.goto(`${app.url}/?fast#/play/schraem`);
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await expect(saved(), 'the saved game resumes').resolves.toBe('kept-1');
    await page.context().close();
  });

  it('Anfänger offline: "?" marks the card the Mittel bot would play from this view, legal, with a sentence why', { timeout: 120_000 }, async () => {
    const page = await open('fast&seed=hint-1', 'de-DE');
    await page.locator('label:has([data-testid="mode-anfaenger"])').click();
    await page.locator('[data-testid="start-schraem"]').click();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    for (let turn = 0; turn < 3; turn++) {
      expect(await awaiting(page)).toBe('me');
      await page.locator('[data-testid="hint-ask"]').click();
      const note = page.locator('[data-testid="hint"]');
      await note.waitFor();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="hint"]')!).visibility === 'visible');
      const card = (await note.getAttribute('data-card'))!;
      const text = (await note.textContent()) ?? '';
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.offline.schraem') ?? 'null') as { record: OfflineRecord });
      const g = OfflineGame.resume(stored.record);
      if (isRefusal(g)) throw new Error(g.message);
      expect(g.update().legal, 'S-7: the hint is a legal card').toContain(`play ${card}`);
      expect(`play ${card}`, "the engine's Mittel bot plays it from this view").toBe(g.hint());
      expect(text.length).toBeGreaterThan(15);
      // The note lies beside the card, not on it.
      const boxes = await page.evaluate((c) => {
        const b = (e: Element | null) => { const r = e!.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom }; };
        return { note: b(document.querySelector('[data-testid="hint"]')), card: b(document.querySelector(`.st-card[data-zone="hand"][data-face="${c}"]`)), plate: b(document.querySelector('[data-testid="plate-me"]')) };
      }, card);
      expect(overlap(boxes.note, boxes.card)).toBe(0);
      expect(overlap(boxes.note, boxes.plate), 'the note leaves the own plate in sight').toBe(0);
      expect(await layoutProblems(page)).toEqual([]);
      if (turn === 0) await page.screenshot({ path: artifact('tutorial-hint.png') });
      await tapCard(page.locator(`.st-card[data-zone="hand"][data-face="${card}"]`));
      await page.waitForFunction((s) => document.querySelector('[data-testid="table-schraem"]')?.getAttribute('data-seq') !== s, String(stored.record.actions.length));
    }
    await page.context().close();
  });
});
