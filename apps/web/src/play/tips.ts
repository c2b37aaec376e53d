import { m } from '../paraglide/messages.js';

/**
 * Just-in-time tips (issue 16): the first time a player meets a mechanic, one line about it with
 * a link to its rule. Shown once per device, remembered in localStorage.
 */
export const TIPS = {
  zaehn: 'S-19',
  arm: 'S-20',
  fold: 'S-21',
  push: 'J-4',
  weis: 'J-12',
  stoeck: 'J-15',
  continue: 'D-9',
  burn: 'D-13',
} as const;
export type TipId = keyof typeof TIPS;

const KEY = 'stammtisch.tips';
/** "Don't show again" on a tip turns them all off (settings turns them back on). */
const OFF = 'stammtisch.tips.off';

export function tipsOn(): boolean {
  try {
    return localStorage.getItem(OFF) !== '1';
  } catch {
    return true;
  }
}

export function setTipsOn(on: boolean): void {
  try {
    localStorage.setItem(OFF, on ? '0' : '1');
  } catch {
    // Storage blocked: the choice holds for this page only as far as the tip on show goes.
  }
}

function seen(): Set<string> {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** True the first time `id` is asked for on this device (and from then on false). */
export function firstTime(id: TipId): boolean {
  const s = seen();
  if (s.has(id)) return false;
  s.add(id);
  try {
    localStorage.setItem(KEY, JSON.stringify([...s]));
  } catch {
    // Storage full or blocked: the tip may come again, nothing worse.
  }
  return true;
}

export function tipText(id: TipId): string {
  switch (id) {
    case 'zaehn':
      return m.explain_tip_zaehn();
    case 'arm':
      return m.explain_tip_arm();
    case 'fold':
      return m.explain_tip_fold();
    case 'push':
      return m.explain_tip_push();
    case 'weis':
      return m.explain_tip_weis();
    case 'stoeck':
      return m.explain_tip_stoeck();
    case 'continue':
      return m.explain_tip_continue();
    case 'burn':
      return m.explain_tip_burn();
  }
}

/** The first of `ids` not yet shown, marked as shown; null when all were or tips are off. */
export function nextTip(ids: readonly TipId[]): { id: TipId; text: string; rule: string } | null {
  if (!tipsOn()) return null;
  for (const id of ids) if (firstTime(id)) return { id, text: tipText(id), rule: TIPS[id] };
  return null;
}
