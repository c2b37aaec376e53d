/**
 * Suit signs as SVG fragments, drawn in a 100 × 100 box and placed with `sign(kind, x, y, size)`.
 * No ids and no <defs>: many cards share one document, and ids would collide.
 */

export const SIGNS = [
  // French
  'club',
  'spade',
  'heart',
  'diamond',
  // Swiss
  'eichel',
  'schilte',
  'schelle',
  'rose',
  // German (mariáš)
  'srdce',
  'kule',
  'zelene',
  'zaludy',
] as const;
export type Sign = (typeof SIGNS)[number];

export interface Palette {
  readonly club: string;
  readonly spade: string;
  readonly heart: string;
  readonly diamond: string;
}

export const TWO_COLOUR: Palette = { club: '#1b1b1b', spade: '#1b1b1b', heart: '#c0152f', diamond: '#c0152f' };
/** ♣ green and ♦ blue, so that no two suits share a colour on a small screen. */
export const FOUR_COLOUR: Palette = { club: '#12723a', spade: '#1b1b1b', heart: '#c0152f', diamond: '#1456b8' };

const n = (x: number): string => String(Math.round(x * 100) / 100);

/** The sign `kind` centred at (x, y), `size` wide, optionally upside down. */
export function sign(kind: Sign, x: number, y: number, size: number, palette: Palette, flip = false): string {
  const t = `translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(size / 100)})${flip ? ' rotate(180 50 50)' : ''}`;
  return `<g transform="${t}">${draw(kind, palette)}</g>`;
}

const HEART = 'M50 90C22 66 5 50 8 30C11 12 36 6 50 27C64 6 89 12 92 30C95 50 78 66 50 90Z';

function draw(kind: Sign, p: Palette): string {
  switch (kind) {
    case 'heart':
      return `<path d="${HEART}" fill="${p.heart}"/>`;
    case 'diamond':
      return `<path d="M50 4Q66 30 88 50Q66 70 50 96Q34 70 12 50Q34 30 50 4Z" fill="${p.diamond}"/>`;
    case 'spade':
      return `<path d="M50 6C62 28 93 42 91 64C89 80 68 84 56 71C57 82 62 90 70 95H30C38 90 43 82 44 71C32 84 11 80 9 64C7 42 38 28 50 6Z" fill="${p.spade}"/>`;
    case 'club':
      return (
        `<g fill="${p.club}"><circle cx="50" cy="28" r="18"/><circle cx="28" cy="58" r="18"/><circle cx="72" cy="58" r="18"/>` +
        `<circle cx="50" cy="52" r="10"/><path d="M46 55C46 75 40 87 30 95H70C60 87 54 75 54 55Z"/></g>`
      );
    case 'eichel':
      return acorn('#e3a82b', '#6b4518', '#2f7d32');
    case 'zaludy':
      return acorn('#b8682a', '#4a2c12', '#4a2c12');
    case 'schilte':
      return (
        `<path d="M18 12H82V48C82 72 66 87 50 95C34 87 18 72 18 48Z" fill="#f2c419" stroke="#1b1b1b" stroke-width="5" stroke-linejoin="round"/>` +
        `<path d="M20.5 38H79.5V56H20.5Z" fill="#c62828"/><path d="M18 12H82V24H18Z" fill="#1b1b1b"/>`
      );
    case 'schelle':
      return bell('#e9b21c', '#c62828', '#6b4a0f');
    case 'kule':
      return bell('#f39a10', '#b71c1c', '#6b3a00');
    case 'rose':
      return rose();
    case 'srdce':
      return `<path d="${HEART}" fill="#cc1f1f"/><path d="M26 22C18 24 15 34 20 42" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>`;
    case 'zelene':
      return (
        `<path d="M50 4C78 22 86 56 52 90C18 58 22 22 50 4Z" fill="#2e8b3a" stroke="#175c22" stroke-width="3"/>` +
        `<path d="M51 12V96M51 36L36 26M51 36L66 26M51 54L32 42M51 54L70 42M51 72L38 62M51 72L64 62" stroke="#bfe3b4" stroke-width="3" fill="none" stroke-linecap="round"/>`
      );
  }
}

function acorn(nut: string, cup: string, leaf: string): string {
  return (
    `<path d="M50 14C40 4 26 6 20 14C30 14 40 18 46 24Z" fill="${leaf}"/>` +
    `<path d="M50 14C60 4 74 6 80 14C70 14 60 18 54 24Z" fill="${leaf}"/>` +
    `<ellipse cx="50" cy="62" rx="23" ry="31" fill="${nut}" stroke="${cup}" stroke-width="3"/>` +
    `<path d="M24 46C24 28 76 28 76 46C76 52 24 52 24 46Z" fill="${cup}"/>` +
    `<path d="M30 40L38 48M40 36L48 48M52 36L60 48M62 38L70 48M46 14V30" stroke="#f6e3b4" stroke-opacity=".5" stroke-width="2.5" fill="none"/>` +
    `<path d="M42 62C42 74 46 82 52 86" stroke="#fff" stroke-opacity=".45" stroke-width="4" fill="none" stroke-linecap="round"/>`
  );
}

function bell(body: string, band: string, line: string): string {
  return (
    `<circle cx="50" cy="12" r="6" fill="none" stroke="${line}" stroke-width="4"/>` +
    `<circle cx="50" cy="56" r="36" fill="${body}" stroke="${line}" stroke-width="3.5"/>` +
    `<path d="M15 48Q50 62 85 48L86 58Q50 72 14 58Z" fill="${band}"/>` +
    `<path d="M50 74V90" stroke="${line}" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="74" r="5" fill="${line}"/>` +
    `<path d="M30 34Q38 26 48 25" stroke="#fff" stroke-opacity=".6" stroke-width="4" fill="none" stroke-linecap="round"/>`
  );
}

function rose(): string {
  let petals = '';
  let sepals = '';
  for (let k = 0; k < 5; k++) {
    const a = (k * 72 - 90) * (Math.PI / 180);
    const b = a + (36 * Math.PI) / 180;
    petals += `<circle cx="${n(50 + 24 * Math.cos(a))}" cy="${n(50 + 24 * Math.sin(a))}" r="21"/>`;
    const tip = `${n(50 + 47 * Math.cos(b))} ${n(50 + 47 * Math.sin(b))}`;
    const l = `${n(50 + 30 * Math.cos(b - 0.28))} ${n(50 + 30 * Math.sin(b - 0.28))}`;
    const r = `${n(50 + 30 * Math.cos(b + 0.28))} ${n(50 + 30 * Math.sin(b + 0.28))}`;
    sepals += `M${l}L${tip}L${r}Z`;
  }
  return (
    `<path d="${sepals}" fill="#2e7d32"/>` +
    `<g fill="#d32f2f" stroke="#8e1414" stroke-width="2.5">${petals}</g>` +
    `<circle cx="50" cy="50" r="17" fill="#e53935" stroke="#8e1414" stroke-width="2.5"/>` +
    `<circle cx="50" cy="50" r="8" fill="#f4c430"/>`
  );
}
