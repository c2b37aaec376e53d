import { jitter } from '../../table/layout.ts';

/**
 * The Jass slate: per team the classic Z in chalk — a stroke on the top bar for every 100, a
 * cross on the diagonal for every 50, a stroke on the bottom bar for every 20 — and the total.
 */
export function tally(score: number): { hundreds: number; fifties: number; twenties: number; rest: number } {
  const hundreds = Math.floor(score / 100);
  const fifties = Math.floor((score % 100) / 50);
  const twenties = Math.floor((score % 50) / 20);
  return { hundreds, fifties, twenties, rest: score - hundreds * 100 - fifties * 50 - twenties * 20 };
}

function zRow(y: number, score: number, label: string, key: string, format: (n: number) => string): string {
  const t = tally(score);
  const x0 = 40;
  const x1 = 132;
  let d = `M${x0} ${y + 4}H${x1}L${x0} ${y + 30}H${x1}`;
  const hundreds = Math.min(t.hundreds, 12);
  for (let i = 0; i < hundreds; i++) {
    const x = x0 + 6 + i * 7 + Math.floor(i / 5) * 3;
    d += `M${(x + jitter(`${key}h${i}`, 0.8)).toFixed(1)} ${y - 2}L${(x - 1.5).toFixed(1)} ${y + 10}`;
  }
  for (let i = 0; i < t.fifties; i++) {
    const cx = x0 + (x1 - x0) * 0.55;
    const cy = y + 17;
    d += `M${cx - 5} ${cy - 5}L${cx + 5} ${cy + 5}M${cx + 5} ${cy - 5}L${cx - 5} ${cy + 5}`;
  }
  for (let i = 0; i < t.twenties; i++) {
    const x = x0 + 6 + i * 7;
    d += `M${(x + jitter(`${key}t${i}`, 0.8)).toFixed(1)} ${y + 24}L${(x - 1.5).toFixed(1)} ${y + 36}`;
  }
  return (
    `<text x="4" y="${y + 21}" font-size="12" fill="#f3f0e4" font-family="sans-serif">${label}</text>` +
    `<path d="${d}" fill="none" stroke="#f3f0e4" stroke-width="1.8" stroke-linecap="round" opacity=".92"/>` +
    `<text x="176" y="${y + 22}" font-size="15" font-weight="700" text-anchor="end" fill="#f3f0e4" font-family="sans-serif">${format(score)}</text>`
  );
}

export function jasstafel(us: number, them: number, labels: readonly [string, string], aria: string, format: (n: number) => string = String): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 182 86" width="182" height="86" role="img" aria-label="${aria}">` +
    `<rect x="1.5" y="1.5" width="179" height="83" rx="5" fill="#26302b" stroke="#8a5a2b" stroke-width="3"/>` +
    zRow(8, us, labels[0], 'u', format) +
    `<path d="M6 43H176" stroke="#f3f0e4" stroke-width=".8" opacity=".5"/>` +
    zRow(48, them, labels[1], 't', format) +
    `</svg>`
  );
}
