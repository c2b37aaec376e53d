/**
 * Writes an HTML sheet of every card face of every deck (and the back) for a visual check:
 * `npx tsx apps/web/scripts/card-sheet.ts [out.html] [locale]`.
 */
import { writeFileSync } from 'node:fs';
import { backSvg, cardSvg, type FaceStyle } from '../src/cards/art.ts';
import { isLocale } from '../src/cards/locale.ts';
import { cardName, DECK_OF } from '../src/cards/names.ts';
import type { DeckId } from '@stammtisch/engine/cards/deck';

const out = process.argv[2] ?? 'test-artifacts/cards.html';
const arg = process.argv[3];
const locale = isLocale(arg) ? arg : 'de';
const rows: string[] = [];
const variants: [DeckId, Partial<FaceStyle>][] = [
  ['french32', {}],
  ['french32', { fourColour: true }],
  ['swiss36', {}],
  ['swiss36', { swissFaces: 'french' }],
  ['german32', {}],
];
for (const [deck, extra] of variants) {
  const style: FaceStyle = { locale, fourColour: false, swissFaces: 'swiss', ...extra };
  const cells = DECK_OF[deck].cards.map((c) => {
    const name = cardName(deck, c, locale, style.swissFaces);
    return `<figure><div class="c">${cardSvg(deck, c, style, name)}</div><figcaption>${name}</figcaption></figure>`;
  });
  rows.push(`<h2>${deck} ${JSON.stringify(extra)}</h2><div class="row">${cells.join('')}</div>`);
}
rows.push(`<div class="row"><figure><div class="c">${backSvg('back')}</div></figure><div class="c small">${cardSvg('french32', 'Th', { locale, fourColour: false, swissFaces: 'swiss' }, 'x')}</div><div class="c small">${cardSvg('german32', 'Ol', { locale, fourColour: false, swissFaces: 'swiss' }, 'x')}</div></div>`);
writeFileSync(
  out,
  `<!doctype html><meta charset="utf-8"><style>body{background:#1f4d3a;color:#fff;font:12px sans-serif}.row{display:flex;flex-wrap:wrap;gap:6px}figure{margin:0;width:100px}.c{width:100px}.c.small{width:60px}figcaption{font-size:10px}</style>${rows.join('')}`,
);
console.log(out);
