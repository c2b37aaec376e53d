import { BOT_NAMES } from './bot-names.ts';

/**
 * Names people see: usernames (unique, case- and lookalike-insensitive) and guest nicknames.
 * Pure functions, shared by the server (which decides) and the web client (which may warn early).
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

/** Latin (with its accented letters: ä ö ü ß č ř š ž …), Greek, Cyrillic; ASCII digits, `_`, `-`. */
const USERNAME_CHARS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}0-9_-]+$/u;
const LETTER_OR_DIGIT_FIRST = /^[\p{L}0-9]/u;
const SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
] as const;

/**
 * Cross-script and digit lookalikes, mapped to one Latin letter each (after lower-casing and
 * removing accents). Not all of Unicode TR39 — the letters of the scripts usernames may use.
 */
const LOOKALIKE: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', б: 'b', в: 'b', г: 'r', д: 'd', е: 'e', з: 'e', к: 'k', м: 'm', н: 'h', о: 'o',
  п: 'n', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ч: '4', ш: 'w', щ: 'w', ъ: 'b', ы: 'bl', ь: 'b',
  і: 'l', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y', ғ: 'f', є: 'e', ѵ: 'v',
  // Greek
  α: 'a', β: 'b', γ: 'y', δ: 'd', ε: 'e', ζ: 'z', η: 'n', θ: 'o', ι: 'l', κ: 'k', μ: 'u', ν: 'v',
  ο: 'o', π: 'n', ρ: 'p', σ: 'o', ς: 'c', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  // Latin letters and digits that pass for one another in most fonts
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ħ: 'h', ı: 'l', ł: 'l', þ: 'p',
  '0': 'o', '1': 'l', i: 'l', '|': 'l', '3': 'e', '5': 's', '-': '_',
};

/**
 * The key two names collide under: NFKC, lower case, accents removed, lookalikes folded
 * ("Sepp", "SEPP", "Sépp", "Ѕерр" with Cyrillic letters, "5epp" all give the same key), and
 * "rn" read as "m", "vv" as "w". Spaces and `. '` are dropped (nicknames have them).
 */
export function nameKey(name: string): string {
  const plain = name
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.']/gu, '');
  let out = '';
  for (const ch of plain) out += LOOKALIKE[ch] ?? ch;
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** Keys a name may not equal (bots, the house) and prefixes it may not start with. */
const RESERVED_EXACT = ['leicht', 'mittel', 'schwer', 'random', 'oracle', 'mod', 'root', 'server', 'support', 'gast', 'guest', 'host', 'null', 'undefined', 'anonymous', 'niemand', 'nobody', 'you', 'du'];
const RESERVED_PREFIX = ['bot', 'admin', 'stammtisch', 'moderator', 'system', 'official', 'offiziell', 'schiedsrichter', 'referee'];
const EXACT_KEYS = new Set(RESERVED_EXACT.map(nameKey));
const PREFIX_KEYS = RESERVED_PREFIX.map(nameKey);

/** Names of the bot strengths, "Bot…", "Stammtisch…", "admin…" and the like: nobody may take them. */
export function isReservedName(name: string): boolean {
  const key = nameKey(name);
  return EXACT_KEYS.has(key) || PREFIX_KEYS.some((p) => key.startsWith(p));
}

/** Why a username cannot be registered (its form only; uniqueness is the server's), or null. */
export function usernameProblem(raw: string): string | null {
  const name = raw.normalize('NFC');
  const length = [...name].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) {
    return `a username has ${USERNAME_MIN} to ${USERNAME_MAX} characters`;
  }
  if (!USERNAME_CHARS.test(name)) return 'a username may hold letters, digits, _ and - only';
  if (!LETTER_OR_DIGIT_FIRST.test(name)) return 'a username starts with a letter or a digit';
  const scripts = SCRIPTS.filter(([, re]) => re.test(name));
  if (scripts.length > 1) return `a username uses one alphabet, not ${scripts.map(([s]) => s).join(' and ')} mixed`;
  if (isReservedName(name)) return `"${name}" is reserved`;
  return null;
}

// Control characters, zero-width and bidi controls: invisible, and able to garble what follows.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * Free text others will see (nicknames, chat): NFC, invisible and direction-changing characters
 * removed, runs of white space as one space, trimmed. Clients still render it as text, never HTML.
 */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

export { BOT_NAMES } from './bot-names.ts';

/**
 * The names of a table's bots, by seat (null where a person sits or the seat is open): in seat
 * order from the game's list, passing over a name a person at the table goes by.
 */
export function botNames(game: string, seats: readonly { readonly kind: string; readonly nickname?: string }[]): (string | null)[] {
  const list = BOT_NAMES[game as keyof typeof BOT_NAMES] ?? BOT_NAMES.schraem;
  const taken = new Set(seats.flatMap((s) => (s.kind === 'player' && s.nickname ? [nameKey(s.nickname)] : [])));
  const free = list.filter((n) => !taken.has(nameKey(n)));
  let next = 0;
  return seats.map((s) => (s.kind === 'bot' ? (free[next++] ?? `${list[0]} ${next}`) : null));
}
