import type { Locale } from '../cards/locale.ts';

/** The app language for a browser's language list: Swiss browsers get Swiss German, Czech and Slovak ones Czech. */
export function fromNavigator(languages: readonly string[]): Locale | undefined {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (tag.startsWith('gsw') || tag === 'de-ch' || tag === 'de-li') return 'gsw';
    if (tag.startsWith('cs') || tag.startsWith('sk')) return 'cs';
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}
