import type { Page } from 'playwright-core';

/**
 * The layout check every screen and table state goes through in the browser tests, measured in
 * the page: nothing scrolls sideways; every plate, badge, clock, prompt, dialog and card is inside
 * the viewport; plates, badges, clocks and prompts do not lie on one another; no card in the
 * trick has its corner index covered; the top bar's title is whole; and `coverProblems`. Each
 * problem is one line naming the elements (an empty list is a pass).
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The four table sizes of issue 17: phone, phone held sideways, tablet, laptop. */
export const TABLE_SIZES: readonly Size[] = [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** Widths the other screens are checked at (height: a phone's, a tablet's, a laptop's). */
export const SCREEN_SIZES: readonly Size[] = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

export const sizeName = (s: Size): string => `${s.width}x${s.height}`;

export async function layoutProblems(page: Page): Promise<string[]> {
  return [...(await frameProblems(page)), ...(await coverProblems(page))];
}

async function frameProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const TOL = 1.5;

    const shown = (el: Element): boolean => {
      const h = el as HTMLElement;
      if (h.closest('[aria-hidden="true"]') && !h.classList.contains('st-card')) return false;
      const cs = getComputedStyle(h);
      if (cs.visibility === 'hidden' || cs.display === 'none' || Number(cs.opacity) < 0.5) return false;
      const r = h.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const describe = (el: Element): string => {
      const h = el as HTMLElement;
      const id = h.dataset.testid ?? h.dataset.key ?? '';
      const text = (h.getAttribute('aria-label') ?? h.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${h.tagName.toLowerCase()}.${[...h.classList].join('.')}${id ? `[${id}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const all = (sel: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(sel)].filter(shown);
    interface Box {
      readonly l: number;
      readonly t: number;
      readonly r: number;
      readonly b: number;
    }
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { l: r.left, t: r.top, r: r.right, b: r.bottom };
    };
    const overlap = (a: Box, b: Box): number => Math.max(0, Math.min(a.r, b.r) - Math.max(a.l, b.l)) * Math.max(0, Math.min(a.b, b.b) - Math.max(a.t, b.t));
    const fmt = (b: Box): string => `[${Math.round(b.l)},${Math.round(b.t)} ${Math.round(b.r - b.l)}×${Math.round(b.b - b.t)}]`;

    // 1. No sideways scrolling.
    const sw = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (sw > vw + 0.5) problems.push(`scrolls sideways: content ${sw}px wide in a ${vw}px viewport`);
    for (const el of all('.page, .game-card, main, section, form, fieldset, table')) {
      const b = box(el);
      if (b.r > vw + TOL || b.l < -TOL) problems.push(`wider than the screen: ${describe(el)} ${fmt(b)}`);
    }

    // 2. Inside the viewport.
    const PLATES = '.plate';
    const BADGES = '.value-badge, .contract-badge, .score-corner, .slate-corner, .stock-count, .watching-chip';
    const CLOCKS = '.turn-clock';
    const PROMPTS = '.prompt, .actions, .hint-line';
    const DIALOGS = '.dialog';
    const inView = [PLATES, BADGES, CLOCKS, PROMPTS, DIALOGS, '.st-card', '.topbar h1', '.topbar .icon'].join(', ');
    for (const el of all(inView)) {
      const b = box(el);
      if (b.l < -TOL || b.t < -TOL || b.r > vw + TOL || b.b > vh + TOL) problems.push(`outside the viewport ${vw}×${vh}: ${describe(el)} ${fmt(b)}`);
    }

    // 3. Plates, badges, clocks and prompts do not lie on one another.
    const solid = all([PLATES, BADGES, CLOCKS, PROMPTS].join(', '));
    for (let i = 0; i < solid.length; i++) {
      for (let j = i + 1; j < solid.length; j++) {
        const a = solid[i]!;
        const b = solid[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const o = overlap(box(a), box(b));
        if (o > 4) problems.push(`overlap (${Math.round(o)} px²): ${describe(a)} ${fmt(box(a))} and ${describe(b)} ${fmt(box(b))}`);
      }
    }
    // A clock is never under a dialog.
    for (const c of all(CLOCKS)) for (const d of all(DIALOGS)) if (!d.contains(c) && overlap(box(c), box(d)) > 4) problems.push(`clock under a dialog: ${describe(c)} ${describe(d)}`);

    // 4. The corner index of every card in the trick is in the open (top left of the face).
    const covers = all([PLATES, BADGES, CLOCKS, PROMPTS, DIALOGS, '.notice'].join(', '));
    for (const card of all('.st-card[data-zone="trick"]')) {
      if (!card.dataset.face) continue;
      const m = new DOMMatrix(getComputedStyle(card).transform);
      const w = card.offsetWidth;
      const h = card.offsetHeight;
      // The index and its suit sign: x 2…26, y 2…46 of the 100 × 140 face, mapped through the card's transform.
      // CSS applies the transform about the card's centre (transform-origin 50% 50%).
      const pts = [
        [0.02, 0.015],
        [0.26, 0.015],
        [0.02, 0.33],
        [0.26, 0.33],
      ].map(([x, y]) => {
        const p = m.transformPoint(new DOMPoint(x! * w - w / 2, y! * h - h / 2));
        return { x: p.x + w / 2, y: p.y + h / 2 };
      });
      const root = card.offsetParent?.getBoundingClientRect() ?? { left: 0, top: 0 };
      const idx: Box = {
        l: root.left + Math.min(...pts.map((p) => p.x)),
        t: root.top + Math.min(...pts.map((p) => p.y)),
        r: root.left + Math.max(...pts.map((p) => p.x)),
        b: root.top + Math.max(...pts.map((p) => p.y)),
      };
      const area = (idx.r - idx.l) * (idx.b - idx.t);
      for (const c of covers) {
        const o = overlap(idx, box(c));
        if (o > area * 0.08) problems.push(`corner index of ${card.dataset.face} covered (${Math.round((o / area) * 100)} %) by ${describe(c)}`);
      }
      if (idx.l < -TOL || idx.t < -TOL || idx.r > vw + TOL || idx.b > vh + TOL) problems.push(`corner index of ${card.dataset.face} off screen ${fmt(idx)}`);
    }

    // 5. Buttons of prompts and dialogs are in sight (not scrolled away) and show their whole label.
    for (const b of all('.prompt .btn, .dialog .btn')) {
      const holder = b.closest('.prompt, .dialog')!;
      const o = box(holder);
      const r = box(b);
      if (r.t < o.t - TOL || r.b > o.b + TOL || r.l < o.l - TOL || r.r > o.r + TOL) problems.push(`button out of sight in its ${holder.classList.contains('prompt') ? 'prompt' : 'dialog'}: ${describe(b)} ${fmt(r)} in ${fmt(o)}`);
    }
    for (const b of all('.prompt .btn, .actions .btn, .dialog .btn, .segmented span')) {
      if (b.scrollWidth > b.clientWidth + 1) problems.push(`label cut: ${describe(b)} (${b.scrollWidth}px in ${b.clientWidth}px)`);
      for (const part of b.querySelectorAll<HTMLElement>('span')) if (part.scrollWidth > part.clientWidth + 1) problems.push(`label cut: "${part.textContent}" in ${describe(b)}`);
    }

    // 6. The top bar's title is whole (or says it whole on demand: a title attribute with all of it).
    for (const h1 of all('.topbar h1')) {
      const cut = h1.scrollWidth > h1.clientWidth + 1 || h1.scrollHeight > h1.clientHeight + 1;
      for (const part of h1.querySelectorAll<HTMLElement>('*')) if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflow !== 'visible') problems.push(`title part cut: "${part.textContent}"`);
      if (cut) problems.push(`title cut: "${h1.textContent?.trim()}" (${h1.scrollWidth}px in ${h1.clientWidth}px)`);
    }
    return problems;
  });
}

/**
 * Issue 16: every tap target is at least `min` px (44, the common guideline) in both directions.
 * Buttons, links outside running text, selects, and the labels of radio and check boxes; the
 * cards of a hand are left out (overlapping hands have "tap to lift, tap again to play").
 */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const TOL = 0.5;
    const seen = new Set<Element>();
    const problems: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('button, a[href], select, [role="button"]:not(.st-card), input[type="radio"], input[type="checkbox"], input[type="range"]');
    for (const el of targets) {
      const t = el instanceof HTMLInputElement && el.type !== 'range' ? (el.closest('label') ?? el) : el;
      if (seen.has(t)) continue;
      seen.add(t);
      if (t.tagName === 'A' && t.closest('p, li, dd')) continue; // a link in running text
      if (t.closest('[aria-hidden="true"], [inert]')) continue;
      const cs = getComputedStyle(t);
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      const r = t.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < min - TOL || r.height < min - TOL) {
        const id = t.dataset.testid ?? '';
        const text = (t.getAttribute('aria-label') ?? t.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        problems.push(`tap target under ${min} px: ${t.tagName.toLowerCase()}.${[...t.classList].join('.')}${id ? `[${id}]` : ''} "${text}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return problems;
  }, min);
}

/**
 * Issue 16: the game-over dialog at this size — inside the viewport, not on the viewer's own plate,
 * every standings row in sight (scrolled to inside the dialog if it must) and no button on a row.
 */
export async function endingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[data-testid="game-over"]');
    if (!dialog) return ['no game-over dialog'];
    const info = dialog.querySelector<HTMLElement>('[data-testid="ending-info"]') ?? dialog;
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const TOL = 1.5;
    const fmt = (r: DOMRect): string => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;
    const overlap = (a: DOMRect, b: DOMRect): number => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const d = dialog.getBoundingClientRect();
    if (d.left < -TOL || d.top < -TOL || d.right > vw + TOL || d.bottom > vh + TOL) problems.push(`game-over outside the viewport ${vw}×${vh}: ${fmt(d)}`);
    const own = document.querySelector<HTMLElement>('[data-testid="plate-me"]');
    if (own && overlap(own.getBoundingClientRect(), d) > 4) problems.push(`game-over on the own plate: ${fmt(d)} over ${fmt(own.getBoundingClientRect())}`);
    const buttons = [...dialog.querySelectorAll<HTMLElement>('.btn')].filter((b) => b.offsetParent !== null);
    const rows = [...dialog.querySelectorAll<HTMLElement>('[data-testid="standings"] tbody tr')];
    if (rows.length === 0) problems.push('no standings rows');
    for (const row of rows) {
      const seen = (): boolean => {
        const r = row.getBoundingClientRect();
        const i = info.getBoundingClientRect();
        return r.top >= i.top - TOL && r.bottom <= i.bottom + TOL && r.top >= d.top - TOL && r.bottom <= d.bottom + TOL;
      };
      if (!seen()) row.scrollIntoView({ block: 'nearest' });
      const r = row.getBoundingClientRect();
      if (!seen()) problems.push(`standings row ${row.dataset.seat} out of sight: ${fmt(r)} in ${fmt(info.getBoundingClientRect())}`);
      for (const b of buttons) if (overlap(b.getBoundingClientRect(), r) > 0) problems.push(`button "${b.textContent?.trim()}" on standings row ${row.dataset.seat}`);
      if (r.height < 12) problems.push(`standings row ${row.dataset.seat} squeezed: ${fmt(r)}`);
    }
    return problems;
  });
}

/**
 * Issue 16: the notes that go with the trick (V-20 / V-21 stage, the variants' notes, the value) —
 * inside the viewport, on no card of the trick (not only its index) and on no plate, each whole and
 * all inside the stack's room (`notes` in the frame: 74 px high on the smallest phone).
 */
export async function notesProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const TOL = 1.5;
    const fmt = (r: DOMRect): string => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;
    const overlap = (a: DOMRect, b: DOMRect): number => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const shown = (el: HTMLElement): boolean => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const notes = [...document.querySelectorAll<HTMLElement>('[data-testid="round-stage"], [data-testid="variant-shown"], [data-testid="variant-hammer"], [data-testid="value"]')].filter(shown);
    const trick = [...document.querySelectorAll<HTMLElement>('.st-card[data-zone="trick"]')].filter((c) => shown(c) && !!c.dataset.face);
    const plates = [...document.querySelectorAll<HTMLElement>('.plate')].filter(shown);
    for (const n of notes) {
      const r = n.getBoundingClientRect();
      const name = n.dataset.testid ?? '';
      if (r.left < -TOL || r.top < -TOL || r.right > vw + TOL || r.bottom > vh + TOL) problems.push(`${name} outside the viewport ${vw}×${vh}: ${fmt(r)}`);
      for (const c of trick) if (overlap(r, c.getBoundingClientRect()) > 4) problems.push(`${name} ${fmt(r)} on the trick's ${c.dataset.face} ${fmt(c.getBoundingClientRect())}`);
      for (const p of plates) if (overlap(r, p.getBoundingClientRect()) > 4) problems.push(`${name} ${fmt(r)} on the plate ${p.dataset.testid ?? ''} ${fmt(p.getBoundingClientRect())}`);
      for (const o of notes) if (o !== n && n.compareDocumentPosition(o) & Node.DOCUMENT_POSITION_FOLLOWING && overlap(r, o.getBoundingClientRect()) > 4) problems.push(`${name} on ${o.dataset.testid ?? ''}`);
      if (n.scrollWidth > n.clientWidth + 1) problems.push(`${name} cut: ${n.scrollWidth}px in ${n.clientWidth}px`);
    }
    // The stack holds what it has: nothing sticks out of the room the frame gives it (it is bottom-anchored, so above its top).
    const stack = document.querySelector<HTMLElement>('[data-testid="trick-notes"]');
    if (stack && shown(stack)) {
      const s = stack.getBoundingClientRect();
      for (const n of notes) {
        const r = n.getBoundingClientRect();
        if (r.top < s.top - TOL || r.left < s.left - TOL || r.right > s.right + TOL) problems.push(`${n.dataset.testid ?? ''} ${fmt(r)} sticks out of the notes' stack ${fmt(s)}`);
      }
    }
    return problems;
  });
}

/**
 * Issue 16: the whole game-over dialog at a glance — no scrolling inside it, and the standings, the
 * points and rating lines and every button inside the dialog and the viewport.
 */
export async function endingFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('[data-testid="game-over"]');
    if (!dialog) return ['no game-over dialog'];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const TOL = 1.5;
    const fmt = (r: DOMRect): string => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;
    for (const el of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
      const cs = getComputedStyle(el);
      if (/(auto|scroll)/.test(cs.overflowY) && el.scrollHeight > el.clientHeight + 1) problems.push(`scrolls inside the dialog: ${el.className || el.tagName} (${el.scrollHeight}px in ${el.clientHeight}px)`);
    }
    const d = dialog.getBoundingClientRect();
    const parts = [
      ...dialog.querySelectorAll<HTMLElement>('[data-testid="standings"] tbody tr'),
      ...dialog.querySelectorAll<HTMLElement>('[data-testid="result-points"], [data-testid="result-rating"], [data-testid="result-not-rated"]'),
      ...[...dialog.querySelectorAll<HTMLElement>('.btn')].filter((b) => b.offsetParent !== null),
    ];
    for (const p of parts) {
      const r = p.getBoundingClientRect();
      const name = `${p.dataset.testid ?? p.tagName.toLowerCase()}${p.dataset.seat ? ` ${p.dataset.seat}` : ''}`;
      if (r.top < d.top - TOL || r.bottom > d.bottom + TOL || r.left < d.left - TOL || r.right > d.right + TOL) problems.push(`${name} ${fmt(r)} not in the dialog ${fmt(d)}`);
      if (r.top < -TOL || r.bottom > vh + TOL || r.left < -TOL || r.right > vw + TOL) problems.push(`${name} ${fmt(r)} outside the viewport ${vw}×${vh}`);
    }
    return problems;
  });
}

/**
 * Issue 16, the smallest phone: every word on a seat plate whole (a name may end in "…": the plate
 * says it whole to a screen reader); a tip lies on no plate, trick card or button of a prompt,
 * the actions or a dialog, and its own buttons are in sight; the action and prompt buttons keep
 * 4 px from every card in the trick (a dimmed one too).
 */
export async function coverProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const TOL = 1.5;
    const GAP = 4;
    const shown = (el: HTMLElement): boolean => {
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return cs.visibility !== 'hidden' && cs.display !== 'none' && r.width > 0 && r.height > 0;
    };
    const all = (sel: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(sel)].filter(shown);
    const fmt = (r: DOMRect): string => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;
    const overlap = (a: DOMRect, b: DOMRect, grow = 0): number =>
      Math.max(0, Math.min(a.right + grow, b.right) - Math.max(a.left - grow, b.left)) * Math.max(0, Math.min(a.bottom + grow, b.bottom) - Math.max(a.top - grow, b.top));
    const say = (el: HTMLElement): string => `${el.dataset.testid ?? el.className} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;

    // 1. Every word on a plate whole: nothing wider than its box (the plate clips what sticks out).
    for (const plate of all('.plate')) {
      if (plate.scrollWidth > plate.clientWidth + 1) problems.push(`plate cut: ${say(plate)} (${plate.scrollWidth}px in ${plate.clientWidth}px)`);
      for (const el of plate.querySelectorAll<HTMLElement>('.status, .chip, .plate-head > span:not(.name)')) {
        if (shown(el) && el.scrollWidth > el.clientWidth + 1) problems.push(`plate text cut: ${say(el)} on ${plate.dataset.testid ?? 'plate'} (${el.scrollWidth}px in ${el.clientWidth}px)`);
      }
    }

    // 2. A tip on nothing that matters, its buttons in sight.
    const trick = all('.st-card[data-zone="trick"]');
    const buttons = all('.prompt .btn, .actions .btn, .dialog .btn');
    for (const tip of all('[data-testid="tip"]')) {
      const t = tip.getBoundingClientRect();
      if (t.left < -TOL || t.top < -TOL || t.right > vw + TOL || t.bottom > vh + TOL) problems.push(`tip outside the viewport ${vw}×${vh}: ${fmt(t)}`);
      for (const p of all('.plate')) if (overlap(t, p.getBoundingClientRect()) > 4) problems.push(`tip ${fmt(t)} on the plate ${say(p)} ${fmt(p.getBoundingClientRect())}`);
      for (const c of trick) if (overlap(t, c.getBoundingClientRect()) > 4) problems.push(`tip ${fmt(t)} on the trick's ${c.dataset.face ?? 'card'} ${fmt(c.getBoundingClientRect())}`);
      for (const b of buttons) if (overlap(t, b.getBoundingClientRect()) > 0) problems.push(`tip ${fmt(t)} on the button ${say(b)} ${fmt(b.getBoundingClientRect())}`);
      for (const b of tip.querySelectorAll<HTMLElement>('.btn')) {
        const r = b.getBoundingClientRect();
        if (r.top < t.top - TOL || r.bottom > t.bottom + TOL || r.left < t.left - TOL || r.right > t.right + TOL) problems.push(`tip button out of sight: ${say(b)} ${fmt(r)} in ${fmt(t)}`);
      }
    }

    // 3. Buttons clear of the trick's cards.
    for (const b of all('.prompt .btn, .actions .btn')) {
      const r = b.getBoundingClientRect();
      for (const c of trick) if (overlap(r, c.getBoundingClientRect(), GAP) > 0) problems.push(`button ${say(b)} ${fmt(r)} within ${GAP} px of the trick's ${c.dataset.face ?? 'card'} ${fmt(c.getBoundingClientRect())}`);
    }
    return problems;
  });
}

/**
 * Issue 16: "a prompt never covers your own plate": what the element `selector` (a prompt, the
 * hand's result) lies on — with `trick`, any card of the trick (4 px clear, not only its index);
 * always the own plate; with `hand`, any card of the own hand the player may tap.
 */
export async function coveringProblems(page: Page, selector: string, what: { trick?: boolean; hand?: boolean } = {}): Promise<string[]> {
  return page.evaluate(
    ({ selector, what }) => {
      const problems: string[] = [];
      const el = document.querySelector<HTMLElement>(selector);
      if (!el || el.getClientRects().length === 0) return [`no ${selector} on show`];
      const e = el.getBoundingClientRect();
      const fmt = (r: DOMRect): string => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;
      const overlap = (a: DOMRect, b: DOMRect, grow = 0): number =>
        Math.max(0, Math.min(a.right + grow, b.right) - Math.max(a.left - grow, b.left)) * Math.max(0, Math.min(a.bottom + grow, b.bottom) - Math.max(a.top - grow, b.top));
      const shown = (sel: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(sel)].filter((x) => x.getClientRects().length > 0 && getComputedStyle(x).visibility !== 'hidden');
      const check = (sel: string, name: (x: HTMLElement) => string, grow: number): void => {
        for (const x of shown(sel)) {
          const r = x.getBoundingClientRect();
          if (overlap(e, r, grow) > 0) problems.push(`${selector} ${fmt(e)} on ${name(x)} ${fmt(r)}`);
        }
      };
      check('[data-testid="plate-me"]', () => 'the own plate', 0);
      if (what.trick) check('.st-card[data-zone="trick"]', (x) => `the trick's ${x.dataset.face ?? 'card'}`, 4);
      if (what.hand) check('.st-card[data-zone="hand"].interactive', (x) => `the hand's ${x.dataset.face ?? 'card'}`, 0);
      return problems;
    },
    { selector, what },
  );
}
