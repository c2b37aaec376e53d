import type { Page } from 'playwright-core';
import { awaiting, clickAndSettle, continueHand, playFirstCard, playOrStop } from './drive.ts';
import { layoutProblems, type Size, sizeName } from './geometry.ts';
import { artifact } from './harness.ts';

/**
 * Plays a table through its UI (offline or online: the same screens) and stops at the moments the
 * layout check looks at — the deal, a trick half played, each kind of prompt, a hand's end, the
 * game's end — checking the page at every size there (the viewport is resized in place, so one
 * game serves all sizes) and writing a screenshot of each.
 */

export type Moment = 'deal' | 'mid-trick' | 'knock' | 'answer' | 'blind' | 'fold' | 'contract' | 'weis' | 'exchange' | 'continue' | 'deal-next' | 'hand' | 'over';

export interface Checked {
  readonly moments: Moment[];
  readonly problems: string[];
  readonly shots: string[];
}

/** Checks beyond the layout check run at every moment and size (e.g. notes, tap targets). */
export type Extra = (page: Page) => Promise<string[]>;

const frames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30)))));

/** The check at every size, back at the first size after; problems are prefixed with where they were seen. */
export async function checkSizes(page: Page, sizes: readonly Size[], label: string, out: { problems: string[]; shots: string[] }, extra?: Extra): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await frames(page);
    const found = [...(await layoutProblems(page)), ...(extra ? await extra(page) : [])];
    for (const p of found) out.problems.push(`${label} @ ${sizeName(size)}: ${p}`);
    const name = `layout-${label}-${sizeName(size)}.png`;
    await page.screenshot({ path: artifact(name) });
    out.shots.push(name);
  }
  await page.setViewportSize(sizes[0]!);
  await frames(page);
}

const visible = (page: Page, testid: string): Promise<boolean> => page.locator(`[data-testid="${testid}"]`).first().isVisible();

async function trickCards(page: Page): Promise<number> {
  return page.locator('.st-card[data-zone="trick"]').count();
}

/**
 * Plays a game to its end (or `maxActions`), checking each moment the first time it comes. The
 * player's choices: hold and pass in turn, knock once, blind once, fold once (7-Schräm); push once,
 * then a trump (Schieber); keep, stop once, deal (Sedma).
 */
export async function playChecking(page: Page, label: string, sizes: readonly Size[], opts: { maxActions?: number; online?: boolean; extra?: Extra } = {}): Promise<Checked> {
  const out: Checked = { moments: [], problems: [], shots: [] };
  const seen = new Set<Moment>();
  const at = async (m: Moment): Promise<void> => {
    if (seen.has(m)) return;
    seen.add(m);
    out.moments.push(m);
    await checkSizes(page, sizes, `${label}-${m}`, out, opts.extra);
  };
  let knocked = false;
  let pushed = false;
  let stopped = false;
  let holds = 0;
  for (let n = 0; n < (opts.maxActions ?? 4000); n++) {
    const state = await awaiting(page, 60_000);
    if (state === 'over') {
      await at('over');
      break;
    }
    if (state === 'ack') {
      // The title counts the hand whose result is on show, not the one dealt next.
      const [shown, title] = await Promise.all([
        page.locator('[data-testid="hand-result"]').getAttribute('data-hand'),
        page.locator('[data-testid="title-sub"]').textContent(),
      ]);
      if (!title?.trim().endsWith(` ${shown}`)) out.problems.push(`${label}: the title says "${title}" while the result of hand ${shown} is shown`);
      await at('hand');
      await continueHand(page);
      continue;
    }
    if (!seen.has('deal')) await at('deal');
    // 7-Schräm
    if (await visible(page, 'answer')) {
      await at('answer');
      await clickAndSettle(page, holds++ % 2 === 0 ? '[data-testid="hold"]' : '[data-testid="pass"]');
      continue;
    }
    if (await visible(page, 'blind')) {
      await at('blind');
      await clickAndSettle(page, seen.has('fold') ? '[data-testid="reveal"]' : '[data-testid="blind-knock"]');
      continue;
    }
    if (!knocked && (await visible(page, 'knock')) && (await page.locator('[data-testid="knock"]').getAttribute('aria-disabled')) === 'false') {
      await at('knock');
      knocked = true;
      await clickAndSettle(page, '[data-testid="knock"]');
      continue;
    }
    if (!seen.has('fold') && knocked && (await visible(page, 'fold'))) {
      await page.locator('[data-testid="fold"]').click();
      await page.locator('[data-testid="fold-prompt"]').waitFor();
      await at('fold');
      await playFirstCard(page);
      continue;
    }
    // Schieber
    if (await visible(page, 'contract-choice')) {
      await at('contract');
      if (!pushed && (await visible(page, 'push'))) {
        pushed = true;
        await clickAndSettle(page, '[data-testid="push"]');
      } else await clickAndSettle(page, '[data-testid="trump-r"]');
      continue;
    }
    if (await visible(page, 'weis')) {
      await at('weis');
      await clickAndSettle(page, '[data-testid="weis"]');
      continue;
    }
    // Sedma
    if (await visible(page, 'exchange')) {
      await at('exchange');
      await clickAndSettle(page, '[data-testid="keep"]');
      continue;
    }
    if (await visible(page, 'continue-choice')) {
      await at('continue');
      if (!stopped) {
        stopped = true;
        await clickAndSettle(page, '[data-testid="stop"]');
        continue;
      }
    }
    if (await visible(page, 'deal')) {
      await at('deal-next');
      await clickAndSettle(page, '[data-testid="deal"]');
      continue;
    }
    if (!seen.has('mid-trick') && (await trickCards(page)) >= 2) await at('mid-trick');
    await playOrStop(page);
  }
  return out;
}
