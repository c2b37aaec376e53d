import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../cards/locale.ts';

/**
 * Words that read right, in every message file (issue 17): a sentence about the player is in the
 * second person ("Du spielst", never "Du spielt"), and every count has the plural forms of its
 * language (Czech three: one, few, other).
 */

const dir = join(import.meta.dirname, '../../messages');

interface Variant {
  readonly key: string;
  /** The match key ("person=you, countPlural=one"), '' for a plain message. */
  readonly match: string;
  readonly text: string;
}

interface Message {
  readonly key: string;
  readonly selectors: readonly string[];
  /** Local plural variables: selector → the input it counts. */
  readonly plurals: Readonly<Record<string, string>>;
  readonly variants: readonly Variant[];
}

function load(locale: Locale): Message[] {
  const raw = JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
  return Object.entries(raw)
    .filter(([k]) => k !== '$schema')
    .map(([key, v]) => {
      if (typeof v === 'string') return { key, selectors: [], plurals: {}, variants: [{ key, match: '', text: v }] };
      const m = (v as { declarations: string[]; selectors: string[]; match: Record<string, string> }[])[0]!;
      const plurals: Record<string, string> = {};
      for (const d of m.declarations) {
        const p = /^local (\w+) = (\w+): plural$/.exec(d);
        if (p) plurals[p[1]!] = p[2]!;
      }
      return { key, selectors: m.selectors, plurals, variants: Object.entries(m.match).map(([match, text]) => ({ key, match, text })) };
    });
}

const words = (text: string): string[] => text.split(/[^\p{L}]+/u).filter(Boolean);

/** Third-person forms of the verbs the app's sentences use, per language. */
const THIRD_PERSON: Readonly<Record<Locale, readonly string[]>> = {
  de: ['spielt', 'hält', 'klopft', 'schiebt', 'legt', 'deckt', 'gibt', 'sagt', 'behält', 'tauscht', 'hört', 'hat', 'gewinnt', 'ist', 'bekommt', 'schaut', 'verliert', 'steigt', 'nimmt'],
  en: ['plays', 'holds', 'passes', 'knocks', 'pushes', 'lays', 'looks', 'deals', 'keeps', 'swaps', 'stops', 'declares', 'names', 'has', 'wins', 'leads', 'is', 'scores', 'gets', 'loses'],
  gsw: ['spielt', 'haltet', 'chlopft', 'schiebt', 'leit', 'deckt', 'git', 'seit', 'bhaltet', 'hört', 'wyst', 'het', 'gwünnt', 'isch', 'überchunnt', 'luegt'],
  cs: ['hraje', 'drží', 'pasuje', 'klepe', 'přistrkuje', 'odkládá', 'dívá', 'rozdává', 'nechává', 'mění', 'končí', 'hlásí', 'vyhlašuje', 'má', 'vyhrává', 'vynáší', 'je'],
};
/**
 * Messages whose {name} is never the viewer's own seat: the player has a message of their own
 * (you_win_hand, clock_mine, you_deal, …) or the name is always someone else's.
 */
const NEVER_YOU = new Set([
  // Sedma D-9: the asked leader is beaten, so the trick's holder is someone else.
  'continue_cannot',
  'wins_hand', 'wins_game', 'clock_other', 'timeout_bot_plays', 'bot_plays_for', 'deals', 'knocked_by', 'player_away',
  'continue_prompt', 'pushed_to_you', 'exchange_prompt', 'team_wins', 'sedma_game_won', 'sedma_match_won',
  // Lesson coach marks name a bot's seat of the script (tutorial/*.test.ts checks who it is).
  'tutorial_schraem_ranking', 'tutorial_schraem_follow', 'tutorial_schraem_beat', 'tutorial_schraem_answer', 'tutorial_schraem_follow_again', 'tutorial_schraem_no_suit', 'tutorial_schraem_cost',
  'tutorial_schraem_zaehn', 'tutorial_schraem_ace', 'tutorial_schraem_fold',
  'tutorial_schieber_cards', 'tutorial_schieber_choose', 'tutorial_schieber_weis_won', 'tutorial_schieber_follow', 'tutorial_schieber_push', 'tutorial_schieber_pushed', 'tutorial_schieber_follow_suit', 'tutorial_schieber_buur', 'tutorial_schieber_alone', 'tutorial_sedma_continue', 'tutorial_sedma_draw', 'tutorial_sedma_stop', 'tutorial_sedma_no_beat', 'tutorial_sedma_seven', 'tutorial_sedma_points',
]);
const YOU: Readonly<Record<Locale, readonly string[]>> = { de: ['du', 'Du'], en: ['you', 'You'], gsw: ['du', 'Du'], cs: ['ty', 'Ty'] };

/** Placeholders that stand for a count of something (not a position like "Zug {index}" or a value "auf {value}"). */
const NUMERIC = new Set(['count', 'lives', 'schraem', 'score', 'hands', 'won', 'lost', 'games', 'points', 'seconds', 'cost', 'hold', 'pass', 'min', 'max', 'waiting', 'seats', 'taken', 'players']);
/** Words after a number that are not what it counts ("3 von 4", "in 5 s"). */
const NOT_COUNTED: Readonly<Record<Locale, readonly string[]>> = {
  de: ['von', 's', 'bis', 'und'],
  en: ['of', 's', 'to', 'and'],
  gsw: ['vo', 's', 'bis', 'und'],
  cs: ['z', 'ze', 's', 'až', 'a'],
};
const CATEGORIES: Readonly<Record<Locale, readonly string[]>> = { de: ['one', '*'], en: ['one', '*'], gsw: ['one', '*'], cs: ['one', 'few', '*'] };

/** The numbers a message puts before a word it counts ("{count} Karten"), per locale. */
function counted(msg: Message, locale: Locale): Set<string> {
  const out = new Set<string>();
  for (const v of msg.variants) {
    for (const m of v.text.matchAll(/\{(\w+)\}\s+([\p{L}]+)/gu)) {
      if (NUMERIC.has(m[1]!) && !NOT_COUNTED[locale].includes(m[2]!.toLowerCase())) out.add(m[1]!);
    }
  }
  return out;
}

describe('wording', () => {
  for (const locale of LOCALES) {
    const messages = load(locale);

    it(`${locale}: a sentence about the player is in the second person`, () => {
      const third = new Set(THIRD_PERSON[locale]);
      const bad: string[] = [];
      for (const msg of messages) {
        for (const v of msg.variants) {
          const w = words(v.text);
          // "Du spielt", "You passes", "Ty pasuje" anywhere.
          for (let i = 0; i + 1 < w.length; i++) if (YOU[locale].includes(w[i]!) && third.has(w[i + 1]!)) bad.push(`${v.key} [${v.match}]: "${v.text}"`);
          // "{name} spielt": the name may be the viewer's "Du", so the message has a variant for the viewer.
          const named = v.text.match(/\{name\}\s+(?:se\s+|si\s+)?([\p{L}]+)/u);
          if (named && third.has(named[1]!) && !NEVER_YOU.has(msg.key) && !msg.selectors.includes('person')) bad.push(`${v.key}: "{name} ${named[1]}" has no variant for the viewer`);
          // The variant for the viewer uses no third-person form and no name in its place.
          if (/\bperson=you\b/.test(v.match)) {
            if (v.text.includes('{name}')) bad.push(`${v.key} [${v.match}] names the player: "${v.text}"`);
            for (const x of w) if (third.has(x)) bad.push(`${v.key} [${v.match}] "${x}": "${v.text}"`);
          }
        }
      }
      expect(bad).toEqual([]);
    });

    it(`${locale}: every message with a count has its plural forms (${CATEGORIES[locale].join(', ')})`, () => {
      const bad: string[] = [];
      for (const msg of messages) {
        for (const input of counted(msg, locale)) {
          const selector = Object.entries(msg.plurals).find(([, of]) => of === input)?.[0];
          if (!selector || !msg.selectors.includes(selector)) {
            bad.push(`${msg.key}: {${input}} counts something but has no plural variants`);
            continue;
          }
          const have = new Set(msg.variants.map((v) => new RegExp(`\\b${selector}=([\\w*]+)`).exec(v.match)?.[1]));
          for (const c of CATEGORIES[locale]) if (!have.has(c)) bad.push(`${msg.key}: no "${c}" form for {${input}}`);
        }
        // A plural selector always offers every category of the language.
        for (const selector of Object.keys(msg.plurals)) {
          if (!msg.selectors.includes(selector)) continue;
          const have = new Set(msg.variants.map((v) => new RegExp(`\\b${selector}=([\\w*]+)`).exec(v.match)?.[1]));
          for (const c of CATEGORIES[locale]) if (!have.has(c)) bad.push(`${msg.key}: ${selector} lacks "${c}"`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('finds the slips it is there for', () => {
    const fake = (text: string, match = ''): Message => ({ key: 'x', selectors: match ? ['person'] : [], plurals: {}, variants: [{ key: 'x', match, text }] });
    expect(counted(fake('{count} Karten'), 'de')).toEqual(new Set(['count']));
    expect(counted(fake('{won} von {hands} Händen'), 'de')).toEqual(new Set(['hands']));
    expect(counted(fake('in {seconds} s'), 'de')).toEqual(new Set());
    const w = words('Ty pasuje');
    expect(YOU.cs.includes(w[0]!) && THIRD_PERSON.cs.includes(w[1]!)).toBe(true);
  });
});
