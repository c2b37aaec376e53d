import type { Locale } from '../cards/locale.ts';
import { getLocale } from '../paraglide/runtime.js';

/**
 * Numbers as the player's language writes them (`Intl.NumberFormat`): "1,5" in German and Czech,
 * "1.5" in English, "1’000" in Swiss German. Every number a screen shows outside a message goes
 * through here, so "1.40" never stands beside "1,5".
 */
export const NUMBER_LOCALE: Readonly<Record<Locale, string>> = { de: 'de-DE', en: 'en-GB', gsw: 'de-CH', cs: 'cs-CZ' };

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE[locale], options);
    cache.set(key, f);
  }
  return f;
}

const here = (): Locale => getLocale() as Locale;

/**
 * A number with exactly `digits` decimals (0: a whole number). Thousands are grouped from five
 * digits on ("1330" Wertung, "12.500"), as German typesetting does — four digits read as a score.
 */
export function fmt(x: number, digits = 0, locale: Locale = here()): string {
  return formatter(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: 'min2' } as Intl.NumberFormatOptions).format(x);
}

/** A share 0…1 as a whole percentage ("67 %" in German and Czech, "67%" in English). */
export function pct(x: number, locale: Locale = here()): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits: 0 }).format(x);
}
