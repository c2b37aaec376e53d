import type { Page } from 'playwright-core';

/** Accessibility checks the browser tests share: spoken names, WCAG text contrast. */

/** Controls without a name a screen reader could speak. */
export async function unnamed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], select, input')) {
      if (el.closest('[aria-hidden="true"]')) continue;
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
      const byLabel = el.id ? document.querySelector(`label[for="${el.id}"]`) : el.closest('label');
      if (!label && !byLabel?.textContent?.trim()) out.push(el.outerHTML.slice(0, 80));
    }
    return out;
  });
}

/** WCAG contrast of each visible element's text against its (composited) background. */
export async function contrasts(page: Page, selectors: readonly string[]): Promise<{ selector: string; ratio: number }[]> {
  return page.evaluate((sels) => {
    const parse = (c: string): number[] => (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number).concat(1).slice(0, 4);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    // The lightest tone of the felt gradient: the worst case for light text on the table.
    const felt = [0x24, 0x58, 0x3f, 1];
    const background = (el: Element | null): number[] => {
      const layers: number[][] = [];
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c[3]! > 0) layers.push(c);
        if (c[3] === 1) break;
      }
      let bg = layers.length && layers[layers.length - 1]![3] === 1 ? layers.pop()! : felt;
      for (const c of layers.reverse()) bg = bg.map((v, i) => (i < 3 ? c[i]! * c[3]! + v * (1 - c[3]!) : 1));
      return bg;
    };
    const out: { selector: string; ratio: number }[] = [];
    for (const selector of sels) {
      for (const el of document.querySelectorAll(selector)) {
        if (!(el as HTMLElement).offsetParent) continue;
        const fg = parse(getComputedStyle(el).color);
        const [a, b] = [lum(fg), lum(background(el))].sort((x, y) => y - x);
        out.push({ selector, ratio: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100 });
      }
    }
    return out;
  }, selectors);
}
