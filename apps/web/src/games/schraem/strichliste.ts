import { jitter } from '../../table/layout.ts';

/**
 * A player's Strichliste as at a pub table: a small slate with one slanted chalk stroke per life
 * at the start, one of them crossed out for every Schräm (life lost).
 */
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
