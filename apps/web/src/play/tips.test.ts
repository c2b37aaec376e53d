import { beforeEach, describe, expect, it } from 'vitest';
import { firstTime, nextTip, setTipsOn, TIPS, tipsOn } from './tips.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string): string | null {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.data.set(k, v);
  }
}

describe('just-in-time tips', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('a tip comes once, then never again', () => {
    expect(firstTime('zaehn')).toBe(true);
    expect(firstTime('zaehn')).toBe(false);
    expect(firstTime('arm')).toBe(true);
  });

  it('nextTip: the first unseen of the list, with its rule', () => {
    const t = nextTip(['fold', 'arm']);
    expect(t?.id).toBe('fold');
    expect(t?.rule).toBe('S-21');
    expect(nextTip(['fold'])).toBeNull();
    expect(Object.values(TIPS).every((r) => /^[SJD]-\d+$/.test(r))).toBe(true);
  });

  it('"don\'t show again" turns every tip off, unseen ones too, until turned back on', () => {
    expect(tipsOn()).toBe(true);
    setTipsOn(false);
    expect(tipsOn()).toBe(false);
    expect(nextTip(['zaehn', 'arm', 'push'])).toBeNull();
    setTipsOn(true);
    expect(nextTip(['zaehn'])?.id, 'not marked seen while tips were off').toBe('zaehn');
  });
});
