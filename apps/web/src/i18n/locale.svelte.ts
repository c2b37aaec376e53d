import { isLocale, type Locale } from '../cards/locale.ts';
import { defineCustomClientStrategy, getLocale, setLocale } from '../paraglide/runtime.js';
import { fromNavigator } from './languages.ts';

/**
 * The language: the one the player chose (localStorage), else the browser's, else German.
 * Swiss browsers (de-CH, gsw) get Swiss German, Czech and Slovak ones Czech. Switching does not
 * reload the page: the app re-renders under a `{#key}` on `i18n.locale`.
 */
let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  defineCustomClientStrategy('custom-browser', {
    getLocale: () => (typeof navigator === 'undefined' ? undefined : fromNavigator(navigator.languages ?? [navigator.language])),
    setLocale: () => {},
  });
}

install();

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  gsw: 'Schwiizerdütsch',
  cs: 'Čeština',
};

/** BCP 47 tags for <html lang> (screen readers pick their voice from it). */
export const HTML_LANG: Readonly<Record<Locale, string>> = { de: 'de', en: 'en', gsw: 'gsw', cs: 'cs' };

class I18n {
  locale = $state<Locale>(current());

  set(locale: Locale): void {
    // Paraglide's setLocale returns a promise only for server-side strategies; here it settles at once.
    void setLocale(locale, { reload: false });
    this.locale = locale;
    document.documentElement.lang = HTML_LANG[locale];
  }
}

function current(): Locale {
  const l = getLocale();
  return isLocale(l) ? l : 'de';
}

export const i18n = new I18n();
