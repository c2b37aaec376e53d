import type { GameId } from '@stammtisch/engine/game';
import type { Locale } from '../cards/locale.ts';

/**
 * A rules page: every rule a paragraph under its stable id (the engine's rule ids, S-n, J-n, D-n),
 * so an error message can link straight to it. `**bold**` is the only markup.
 */
export interface Rule {
  readonly id: string;
  readonly text: string;
}

export interface RuleBook {
  readonly title: string;
  readonly intro: readonly string[];
  readonly sections: readonly { readonly heading: string; readonly rules: readonly Rule[] }[];
  /** Regional rulesets, what online results mean, and the like. */
  readonly notes: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

const books = import.meta.glob<{ book: RuleBook }>('./content/*.ts');

/** The book of `game` in `locale` (German when a translation is missing). */
export async function loadBook(game: GameId, locale: Locale): Promise<RuleBook | null> {
  const load = books[`./content/${game}.${locale}.ts`] ?? books[`./content/${game}.de.ts`];
  return load ? (await load()).book : null;
}

/** Escaped HTML with `**bold**`. */
export function inline(text: string): string {
  const esc = text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return esc.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}
