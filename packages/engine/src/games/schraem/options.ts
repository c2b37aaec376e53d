import { OptionsError } from '../../errors.ts';
import { asRecord, bool, firstError, intIn, oneOf, unknownKeys } from '../../options.ts';

export const MODES = ['anfaenger', 'fortgeschritten', 'profi'] as const;
export type Mode = (typeof MODES)[number];
export const RULESETS = ['app', 'rheinland'] as const;
export type Ruleset = (typeof RULESETS)[number];

export interface SchraemOptions {
  readonly players: number;
  readonly mode: Mode;
  readonly ruleset: Ruleset;
  /** S-11..S-17: knocking, holding, passing. */
  readonly knocking: boolean;
  /** S-18: nobody knocks above their own lives (2 lives may knock to 3). */
  readonly capByLives: boolean;
  /** S-19: Zähn — at 2 lives, 3 Blind or Aufdecken. */
  readonly zaehn: boolean;
  /** S-20 / S-31: at 1 life, an automatic blind knock of +2. */
  readonly hammer: boolean;
  /** S-21: Verdeckt ablegen. */
  readonly fold: boolean;
  /** S-31: before looking, anyone may knock blind (+1), up to value 4. */
  readonly blindKnocks: boolean;
  /** S-5 variant: the hand's winner deals the next hand. */
  readonly winnerDeals: boolean;
  /** S-3: lives at the start. */
  readonly startLives: number;
}

const KEYS = [
  'players',
  'mode',
  'ruleset',
  'capByLives',
  'hammer',
  'blindKnocks',
  'winnerDeals',
  'startLives',
] as const;

export const MAX_VALUE = 7;
/** S-31: blind knocks raise the value to 4 at most. */
export const MAX_BLIND_VALUE = 4;

/**
 * Options as JSON → validated options. The mode decides which mechanics exist (S-22); the
 * `rheinland` preset (S-31) switches on its house rules, each of which may be set explicitly.
 */
export function parseSchraemOptions(input: unknown): SchraemOptions | OptionsError {
  const raw = asRecord(input, '7-Schräm options');
  if (raw instanceof OptionsError) return raw;
  const unknown = unknownKeys(raw, KEYS, '7-Schräm option');
  if (unknown) return unknown;

  const players = intIn(raw, 'players', 2, 8, 4);
  const mode = oneOf(raw, 'mode', MODES, 'fortgeschritten');
  const ruleset = oneOf(raw, 'ruleset', RULESETS, 'app');
  const err = firstError(players, mode, ruleset);
  if (err) return err;
  const m = mode as Mode;
  const rheinland = ruleset === 'rheinland';
  const knocking = m !== 'anfaenger';

  const capByLives = bool(raw, 'capByLives', rheinland);
  const hammer = bool(raw, 'hammer', rheinland || m === 'profi');
  const blindKnocks = bool(raw, 'blindKnocks', rheinland);
  const winnerDeals = bool(raw, 'winnerDeals', rheinland);
  const startLives = intIn(raw, 'startLives', 2, 7, 7);
  const err2 = firstError(capByLives, hammer, blindKnocks, winnerDeals, startLives);
  if (err2) return err2;

  if (!knocking && (rheinland || capByLives === true || hammer === true || blindKnocks === true)) {
    return new OptionsError(
      'needs-knocking',
      'mode Anfänger has no knocking (S-22): the rheinland ruleset, capByLives, hammer and blindKnocks need Fortgeschritten or Profi',
    );
  }
  return {
    players: players as number,
    mode: m,
    ruleset: ruleset as Ruleset,
    knocking,
    capByLives: capByLives as boolean,
    // S-31's open blind knocking takes the place of Zähn's 3 Blind.
    zaehn: m === 'profi' && !(blindKnocks as boolean),
    hammer: hammer as boolean,
    fold: m === 'profi',
    blindKnocks: blindKnocks as boolean,
    winnerDeals: winnerDeals as boolean,
    startLives: startLives as number,
  };
}
