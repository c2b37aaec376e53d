import type { GameName, TablePreset } from '@stammtisch/protocol';
import { VARIANT_RULESETS, type Ruleset } from '../games/schraem/choices.ts';
import { schraemOptions, type Switches, switchesFrom } from '../games/schraem/switches.ts';

/**
 * House rules as a form edits them, and as the server stores them (`TablePreset`, docs/social.md):
 * 7-Schräm's mode, ruleset (S-31, V-10 … V-21), house-rule switches (V-1 … V-8) and start lives, Sedma's player count, Schieber's target, the
 * seats, the card timer and the strength of the bots that fill short tables.
 */
export interface RulesForm {
  mode: 'anfaenger' | 'fortgeschritten' | 'profi';
  ruleset: Ruleset;
  switches: Switches;
  startLives: number;
  seats: number;
  target: number;
  cardSeconds: number;
  bots: 'leicht' | 'mittel' | 'schwer';
}

export const SEAT_CHOICES: Readonly<Record<GameName, readonly number[]>> = { schraem: [4, 3], schieber: [4], sedma: [4, 3, 2] };
export const CARD_SECONDS = [15, 30, 60, 120] as const;
export const LIVES = [7, 6, 5, 4, 3, 2] as const;
export const TARGETS = [1000, 1500, 2500] as const;

export function defaultForm(game: GameName): RulesForm {
  return { mode: 'fortgeschritten', ruleset: 'app', switches: {}, startLives: 7, seats: SEAT_CHOICES[game][0]!, target: 1000, cardSeconds: 30, bots: 'mittel' };
}

/** The engine's options for a game from the form (only what the game knows; the seat count travels as `seats`). */
export function optionsFrom(game: GameName, f: RulesForm): Record<string, unknown> {
  if (game === 'schraem') {
    // Anfänger has no knocking, so no regional ruleset but dedenbach (S-22, V-20), which has no lives.
    const o = schraemOptions(f.mode, f.ruleset, f.switches);
    if (f.startLives !== 7 && o.ruleset !== 'dedenbach') o.startLives = f.startLives;
    return o;
  }
  return f.target !== 1000 ? { target: f.target } : {};
}

export function presetFrom(game: GameName, f: RulesForm): TablePreset {
  const cardMs = f.cardSeconds * 1000;
  return { options: optionsFrom(game, f), seats: f.seats, timer: { cardMs, decisionMs: Math.min(cardMs, 15_000) }, bots: f.bots };
}

const pick = <T>(x: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(x as T) ? (x as T) : fallback);

/** A stored preset back into the form (what the server does not say keeps the form's default). */
export function formFrom(game: GameName, p: TablePreset | undefined): RulesForm {
  const d = defaultForm(game);
  if (!p) return d;
  const o = p.options ?? {};
  return {
    mode: pick(o.mode, ['anfaenger', 'fortgeschritten', 'profi'] as const, d.mode),
    ruleset: pick(o.ruleset, ['app', 'rheinland', ...VARIANT_RULESETS] as const, d.ruleset),
    switches: switchesFrom(o),
    startLives: typeof o.startLives === 'number' ? o.startLives : d.startLives,
    seats: pick(p.seats ?? o.players, SEAT_CHOICES[game], d.seats),
    target: typeof o.target === 'number' ? o.target : d.target,
    cardSeconds: p.timer ? Math.round(p.timer.cardMs / 1000) : d.cardSeconds,
    bots: pick(p.bots, ['leicht', 'mittel', 'schwer'] as const, d.bots),
  };
}
