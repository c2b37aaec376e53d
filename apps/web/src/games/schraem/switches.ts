import { OptionsError } from '@stammtisch/engine/errors';
import { parseSchraemOptions } from '@stammtisch/engine/games/schraem/options';
import type { Mode, Ruleset } from './choices.ts';

/**
 * The house-rule switches V-1 … V-8 as a table's setup offers them: each is "as the ruleset
 * says" (not sent) or one of its values, so that a table can mix house rules with a preset.
 */
export const SWITCH_VALUES = {
  knockCap: ['none', 'lives', 'livesPlusOne'],
  fourCourts: ['off', 'honest', 'turn', 'challenge'],
  huebschen: [true, false],
  leadAfterLeave: ['next', 'highestInTrick'],
  firstDealer: ['rotate', 'loser'],
  slate: ['strokes', 'countUp', 'xii'],
  raising: ['anyone', 'leaderOnly'],
  hammerRaisesAll: [true, false],
} as const;

export type SwitchKey = keyof typeof SWITCH_VALUES;
export type Switches = { -readonly [K in SwitchKey]?: (typeof SWITCH_VALUES)[K][number] };
export const SWITCH_KEYS = Object.keys(SWITCH_VALUES) as SwitchKey[];

/** V-20: the beginners' game is Anfänger only; the other presets need knocking (V-0). */
export const rulesetsFor = (mode: Mode, all: readonly Ruleset[]): Ruleset[] =>
  all.filter((r) => (mode === 'anfaenger' ? r === 'app' || r === 'dedenbach' : r !== 'dedenbach'));

/** Only the switches that are set, and only those that are known (stored forms may hold anything). */
export function switchesFrom(raw: unknown): Switches {
  const out: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const k of SWITCH_KEYS) {
    const v = (raw as Record<string, unknown>)[k];
    if ((SWITCH_VALUES[k] as readonly unknown[]).includes(v)) out[k] = v;
  }
  return out as Switches;
}

/** The engine's options of 7-Schräm from a setup form. */
export function schraemOptions(mode: Mode, ruleset: Ruleset, switches: Switches = {}): Record<string, unknown> {
  if (ruleset === 'dedenbach') return { mode: 'anfaenger', ruleset };
  const o: Record<string, unknown> = { mode };
  if (mode !== 'anfaenger') o.ruleset = ruleset;
  return { ...o, ...switchesFrom(switches) };
}

export type SwitchProblem =
  | { readonly kind: 'knocking' | 'leaderOnly' | 'xii' | 'players' | 'dedenbach' }
  | { readonly kind: 'other'; readonly message: string };

/** Why the engine would refuse these options at setup (V-n), or null. */
export function switchProblem(options: Readonly<Record<string, unknown>>): SwitchProblem | null {
  const r = parseSchraemOptions(options);
  if (!(r instanceof OptionsError)) return null;
  switch (r.code) {
    case 'needs-knocking':
      return { kind: 'knocking' };
    case 'leader-only-no-blind':
      return { kind: 'leaderOnly' };
    case 'xii-needs-six':
      return { kind: 'xii' };
    case 'bad-players':
      return { kind: 'players' };
    case 'dedenbach-no-knocking':
    case 'dedenbach-no-switches':
      return { kind: 'dedenbach' };
    default:
      return { kind: 'other', message: r.message };
  }
}
