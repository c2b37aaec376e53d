import { jitter } from '../../table/layout.ts';

/**
 * A player's Strichliste as at a pub table: a small slate with one slanted chalk stroke per life
 * at the start, one of them crossed out for every Schräm (life lost).
 */
export type Slate = 'strokes' | 'countUp' | 'xii';

/** V-6: the slate as the table's ruleset chalks it (display only). */
export function slateOf(kind: Slate, total: number, crossed: number, label: string): string {
  if (kind === 'countUp') return countUp(total, crossed, label);
  if (kind === 'xii') return xii(crossed, label);
  return strichliste(total, crossed, label);
}

const board = (w: number, h: number, label: string, chalk: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 1.3}" height="${h * 1.3}" role="img" aria-label="${label}">` +
  `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="3" fill="#26302b" stroke="#8a5a2b" stroke-width="2.5"/>` +
  `<g fill="none" stroke="#f3f0e4" stroke-width="2.3" stroke-linecap="round" opacity=".93">${chalk}</g>` +
  `</svg>`;

/** V-6 `countUp` (Eifel, Lower Rhine): a tally of the Schräm, the fifth across the four, out at `total`. */
function countUp(total: number, crossed: number, label: string): string {
  const w = 12 + total * 10;
  let chalk = '';
  for (let i = 0; i < crossed; i++) {
    const j1 = jitter(`u${i}`, 1.2);
    const j2 = jitter(`v${i}`, 1.2);
    if (i % 5 === 4) {
      const x0 = 8 + (i - 4) * 10;
      chalk += `<path d="M${(x0 - 2 + j1).toFixed(1)} 24L${(x0 + 36 + j2).toFixed(1)} 10"/>`;
    } else {
      const x = 11 + (i - Math.floor(i / 5)) * 10 + Math.floor(i / 5) * 8;
      chalk += `<path d="M${(x + j1).toFixed(1)} 7L${(x + j2).toFixed(1)} 27"/>`;
    }
  }
  return board(w, 34, label, chalk);
}

/**
 * V-6 `xii` (Sebbe Schröhm, 6 lives): a Roman XII. **Decision** (display only): the first Schräm
 * strikes through the X's middle, the next two cross out the I's, the next two the X's strokes.
 */
function xii(crossed: number, label: string): string {
  let chalk = '<path d="M8 7L24 27"/><path d="M24 7L8 27"/><path d="M34 7L34 27"/><path d="M44 7L44 27"/>';
  const marks = [
    '<path class="x" d="M4 17L28 17"/>',
    '<path class="x" d="M29 11L39 23"/>',
    '<path class="x" d="M39 11L49 23"/>',
    '<path class="x" d="M6 12L14 10"/>',
    '<path class="x" d="M18 24L26 22"/>',
  ];
  for (let i = 0; i < Math.min(crossed, marks.length); i++) chalk += marks[i];
  return board(54, 34, label, chalk);
}

export function strichliste(total: number, crossed: number, label: string): string {
  const w = 12 + total * 10;
  const h = 34;
  let chalk = '';
  for (let i = 0; i < total; i++) {
    const x = 11 + i * 10;
    const j1 = jitter(`s${i}`, 1.2);
    const j2 = jitter(`t${i}`, 1.2);
    chalk += `<path d="M${(x + 3 + j1).toFixed(1)} 7L${(x - 3 + j2).toFixed(1)} 27"/>`;
    if (i < crossed) chalk += `<path class="x" d="M${(x - 6 + j2).toFixed(1)} ${(11 + j1).toFixed(1)}L${(x + 6 + j1).toFixed(1)} ${(23 + j2).toFixed(1)}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 1.3}" height="${h * 1.3}" role="img" aria-label="${label}">` +
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="3" fill="#26302b" stroke="#8a5a2b" stroke-width="2.5"/>` +
    `<g fill="none" stroke="#f3f0e4" stroke-width="2.3" stroke-linecap="round" opacity=".93">${chalk}</g>` +
    `</svg>`
  );
}
