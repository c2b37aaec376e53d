/**
 * The app's languages, German first. Mirrors `project.inlang/settings.json`; kept here as plain
 * TypeScript so that code without the generated Paraglide runtime (card art, tests) can use it.
 */
export const LOCALES = ['de', 'en', 'gsw', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
