import type { Level } from '@stammtisch/engine/bots/bot';
import { MODES, VARIANT_RULESETS, type Mode, type Ruleset } from '../games/schraem/choices.ts';
import { switchesFrom, type Switches } from '../games/schraem/switches.ts';

/**
 * The offline setup as the player last left it (issue 16): strength per game, 7-Schräm's mode and
 * ruleset and house-rule switches (V-1 … V-8), Sedma's number of players. Kept in localStorage; whatever is unknown falls back.
 */
export interface Choices {
  readonly level: { readonly schraem: Level; readonly schieber: Level; readonly sedma: Level };
  readonly mode: Mode;
  readonly ruleset: Ruleset;
  readonly switches: Switches;
  readonly sedmaPlayers: 2 | 3 | 4;
}

export const DEFAULT_CHOICES: Choices = {
  level: { schraem: 'leicht', schieber: 'leicht', sedma: 'leicht' },
  mode: 'fortgeschritten',
  ruleset: 'app',
  switches: {},
  sedmaPlayers: 4,
};

const KEY = 'stammtisch.offline.choices';
const LEVELS: readonly Level[] = ['leicht', 'mittel', 'schwer'];
const RULESETS: readonly Ruleset[] = ['app', 'rheinland', ...VARIANT_RULESETS];

const oneOf = <T>(x: unknown, values: readonly T[], fallback: T): T => (values.includes(x as T) ? (x as T) : fallback);

/** Reads stored choices; anything broken or unknown takes the default. */
export function parseChoices(raw: string | null): Choices {
  let o: Record<string, unknown> = {};
  try {
    const v = JSON.parse(raw ?? '{}') as unknown;
    if (v && typeof v === 'object') o = v as Record<string, unknown>;
  } catch {
    /* a broken entry is as good as none */
  }
  const lv = (o.level && typeof o.level === 'object' ? o.level : {}) as Record<string, unknown>;
  const d = DEFAULT_CHOICES;
  return {
    level: { schraem: oneOf(lv.schraem, LEVELS, d.level.schraem), schieber: oneOf(lv.schieber, LEVELS, d.level.schieber), sedma: oneOf(lv.sedma, LEVELS, d.level.sedma) },
    mode: oneOf(o.mode, MODES, d.mode),
    ruleset: oneOf(o.ruleset, RULESETS, d.ruleset),
    switches: switchesFrom(o.switches),
    sedmaPlayers: oneOf(o.sedmaPlayers, [2, 3, 4] as const, d.sedmaPlayers),
  };
}

export function loadChoices(): Choices {
  try {
    return parseChoices(localStorage.getItem(KEY));
  } catch {
    return DEFAULT_CHOICES;
  }
}

export function saveChoices(c: Choices): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(c));
  } catch {
    /* storage full or refused: the choice is simply not remembered */
  }
}
