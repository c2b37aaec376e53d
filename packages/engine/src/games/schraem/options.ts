import { OptionsError } from '../../errors.ts';
import { asRecord, bool, firstError, intIn, oneOf, unknownKeys } from '../../options.ts';

export const MODES = ['anfaenger', 'fortgeschritten', 'profi'] as const;
export type Mode = (typeof MODES)[number];
export const RULESETS = ['app', 'rheinland', 'wipperfuerth', 'marienheide', 'eifel', 'sebbe', 'dedenbach', 'tuppen'] as const;
export type Ruleset = (typeof RULESETS)[number];
export const KNOCK_CAPS = ['none', 'lives', 'livesPlusOne'] as const;
export type KnockCap = (typeof KNOCK_CAPS)[number];
export const FOUR_COURTS = ['off', 'honest', 'turn', 'challenge'] as const;
export type FourCourts = (typeof FOUR_COURTS)[number];
export const LEAD_AFTER_LEAVE = ['next', 'highestInTrick'] as const;
export const FIRST_DEALER = ['rotate', 'loser'] as const;
export const SLATES = ['strokes', 'countUp', 'xii'] as const;
export const RAISING = ['anyone', 'leaderOnly'] as const;

export interface SchraemOptions {
  readonly players: number;
  readonly mode: Mode;
  readonly ruleset: Ruleset;
  /** S-11..S-17: knocking, holding, passing. */
  readonly knocking: boolean;
  /** S-18: nobody knocks above their own lives (2 lives may knock to 3); true when knockCap is not `none`. */
  readonly capByLives: boolean;
  /** V-1: S-18's cap, or at most one above the knocker's lives. */
  readonly knockCap: KnockCap;
  /** V-2 / S-32: "Vier Hohe", the exchange of a hand of four courts. */
  readonly fourCourts: FourCourts;
  /** V-3: "Sollen wir hübschen?" — a new deal when everyone left has 1 life. */
  readonly huebschen: boolean;
  /** V-4: who leads after the trick's leader left it. */
  readonly leadAfterLeave: (typeof LEAD_AFTER_LEAVE)[number];
  /** V-5: who leads the table's next game. */
  readonly firstDealer: (typeof FIRST_DEALER)[number];
  /** V-6: how the lives are chalked (display only). */
  readonly slate: (typeof SLATES)[number];
  /** V-7: who may knock. */
  readonly raising: (typeof RAISING)[number];
  /** V-8: once anyone has been at 1 life, every later hand starts at 2. */
  readonly hammerRaisesAll: boolean;
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
  /**
   * V-5: the seat that leads this game's first hand — the previous game's `nextLeader`, given by
   * the table (server, offline runner); null: drawn at random (S-5).
   */
  readonly firstLeader: number | null;
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
  'knockCap',
  'fourCourts',
  'huebschen',
  'leadAfterLeave',
  'firstDealer',
  'slate',
  'raising',
  'hammerRaisesAll',
  'firstLeader',
] as const;

interface Preset {
  readonly rule: string;
  readonly players: readonly [number, number];
  readonly values: Readonly<Record<string, unknown>>;
}

/** V-0, S-31, V-10 … V-13: what each ruleset switches on (every preset builds on rheinland). */
const RHEINLAND = { capByLives: true, hammer: true, blindKnocks: true, winnerDeals: true } as const;
export const PRESETS: Readonly<Record<Exclude<Ruleset, 'app'>, Preset>> = {
  rheinland: { rule: 'S-31', players: [2, 8], values: RHEINLAND },
  wipperfuerth: { rule: 'V-10', players: [2, 8], values: { ...RHEINLAND, knockCap: 'livesPlusOne', fourCourts: 'turn', huebschen: true } },
  marienheide: {
    rule: 'V-11',
    players: [2, 5],
    values: { ...RHEINLAND, startLives: 5, firstDealer: 'loser', knockCap: 'livesPlusOne', leadAfterLeave: 'highestInTrick' },
  },
  eifel: { rule: 'V-12', players: [2, 8], values: { ...RHEINLAND, slate: 'countUp', fourCourts: 'challenge' } },
  // V-7: under leaderOnly there is no blind round and no forced knock.
  // V-20: no lives and no knocking — only the ruleset, the players and the mode Anfänger (below).
  dedenbach: { rule: 'V-20', players: [2, 5], values: { startLives: 1 } },
  tuppen: { rule: 'V-21', players: [2, 8], values: RHEINLAND },
  sebbe: {
    rule: 'V-13',
    players: [2, 8],
    values: { ...RHEINLAND, hammer: false, blindKnocks: false, startLives: 6, slate: 'xii', raising: 'leaderOnly', hammerRaisesAll: true, fourCourts: 'honest' },
  },
};

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

  const ruleset = oneOf(raw, 'ruleset', RULESETS, 'app');
  if (ruleset instanceof OptionsError) return ruleset;
  const preset = ruleset === 'app' ? null : PRESETS[ruleset];
  const p = preset?.values ?? {};
  const def = <T>(key: string, fallback: T): T => (key in p ? (p[key] as T) : fallback);
  const [minPlayers, maxPlayers] = preset?.players ?? [2, 8];
  const players = intIn(raw, 'players', 2, 8, 4);
  const mode = oneOf(raw, 'mode', MODES, ruleset === 'dedenbach' ? 'anfaenger' : 'fortgeschritten');
  const err = firstError(players, mode);
  if (err) return err;
  if (preset && ((players as number) < minPlayers || (players as number) > maxPlayers)) {
    return new OptionsError('bad-players', `the ${ruleset} ruleset is for ${minPlayers} to ${maxPlayers} players (${preset.rule})`);
  }
  const m = mode as Mode;
  const firstLeader = raw.firstLeader === undefined ? null : intIn(raw, 'firstLeader', 0, (players as number) - 1, 0);
  if (firstLeader instanceof OptionsError) return firstLeader;
  if (ruleset === 'dedenbach') return dedenbachOptions(raw, players as number, m, firstLeader);
  const knocking = m !== 'anfaenger';

  const capByLives = bool(raw, 'capByLives', def('capByLives', false));
  const presetCap = def<KnockCap>('knockCap', def('capByLives', false) ? 'lives' : 'none');
  const capDefault: KnockCap = raw.capByLives === undefined ? presetCap : capByLives !== true ? 'none' : presetCap === 'none' ? 'lives' : presetCap;
  const knockCapRaw = oneOf(raw, 'knockCap', KNOCK_CAPS, capDefault);
  const fourCourts = oneOf(raw, 'fourCourts', FOUR_COURTS, def<FourCourts>('fourCourts', 'off'));
  const huebschen = bool(raw, 'huebschen', def('huebschen', false));
  const leadAfterLeave = oneOf(raw, 'leadAfterLeave', LEAD_AFTER_LEAVE, def('leadAfterLeave', 'next'));
  const firstDealer = oneOf(raw, 'firstDealer', FIRST_DEALER, def('firstDealer', 'rotate'));
  const slate = oneOf(raw, 'slate', SLATES, def('slate', 'strokes'));
  const raising = oneOf(raw, 'raising', RAISING, def('raising', 'anyone'));
  const hammerRaisesAll = bool(raw, 'hammerRaisesAll', def('hammerRaisesAll', false));
  const leaderOnly = raising === 'leaderOnly';
  const hammer = bool(raw, 'hammer', def('hammer', !leaderOnly && m === 'profi'));
  const blindKnocks = bool(raw, 'blindKnocks', def('blindKnocks', false));
  const winnerDeals = bool(raw, 'winnerDeals', def('winnerDeals', false));
  const startLives = intIn(raw, 'startLives', 2, 7, def('startLives', 7));
  const err2 = firstError(capByLives, knockCapRaw, fourCourts, huebschen, leadAfterLeave, firstDealer, slate, raising, hammerRaisesAll, hammer, blindKnocks, winnerDeals, startLives);
  if (err2) return err2;
  const knockCap = knockCapRaw as KnockCap;

  if (raw.capByLives !== undefined && raw.knockCap !== undefined && (capByLives as boolean) !== (knockCap !== 'none')) {
    return new OptionsError('bad-knock-cap', `capByLives ${String(capByLives)} contradicts knockCap ${knockCap} (V-1): give one of them`);
  }
  if (!knocking && (preset || knockCap !== 'none' || hammer === true || blindKnocks === true || leaderOnly || hammerRaisesAll === true)) {
    return new OptionsError(
      'needs-knocking',
      preset
        ? `mode Anfänger has no knocking (S-22): the ${ruleset} ruleset needs Fortgeschritten or Profi (V-0)`
        : 'mode Anfänger has no knocking (S-22): capByLives, knockCap, hammer, blindKnocks, raising and hammerRaisesAll need Fortgeschritten or Profi',
    );
  }
  if (leaderOnly && (hammer === true || blindKnocks === true)) {
    return new OptionsError('leader-only-no-blind', 'raising leaderOnly has no blind round and no forced knock (V-7): hammer and blindKnocks must be off');
  }
  if (slate === 'xii' && startLives !== 6) {
    return new OptionsError('xii-needs-six', `the xii slate is chalked for 6 lives (V-6), not ${String(startLives)}`);
  }
  return {
    players: players as number,
    mode: m,
    ruleset,
    knocking,
    capByLives: knockCap !== 'none',
    knockCap,
    fourCourts: fourCourts as FourCourts,
    huebschen: huebschen as boolean,
    leadAfterLeave: leadAfterLeave as SchraemOptions['leadAfterLeave'],
    firstDealer: firstDealer as SchraemOptions['firstDealer'],
    slate: slate as SchraemOptions['slate'],
    raising: raising as SchraemOptions['raising'],
    hammerRaisesAll: hammerRaisesAll as boolean,
    // S-31's open blind knocking takes the place of Zähn's 3 Blind; V-7 has neither.
    zaehn: m === 'profi' && !(blindKnocks as boolean) && !leaderOnly,
    hammer: hammer as boolean,
    fold: m === 'profi',
    blindKnocks: blindKnocks as boolean,
    winnerDeals: winnerDeals as boolean,
    startLives: startLives as number,
    firstLeader,
  };
}

/**
 * V-20: the beginners' game has no lives, so nothing that raises or costs lives exists: only
 * `players` and the mode Anfänger (S-22) may be given with it.
 */
function dedenbachOptions(raw: Readonly<Record<string, unknown>>, players: number, mode: Mode, firstLeader: number | null): SchraemOptions | OptionsError {
  if (mode !== 'anfaenger') {
    return new OptionsError('dedenbach-no-knocking', `the dedenbach beginners' game has no lives and no knocking (V-20): mode Anfänger only, not ${mode}`);
  }
  const extra = Object.keys(raw).filter((k) => k !== 'players' && k !== 'mode' && k !== 'ruleset' && k !== 'firstLeader');
  if (extra.length > 0) {
    return new OptionsError('dedenbach-no-switches', `the dedenbach beginners' game has no lives (V-20): ${extra.join(', ')} cannot be set with it`);
  }
  return {
    players,
    mode,
    ruleset: 'dedenbach',
    knocking: false,
    capByLives: false,
    knockCap: 'none',
    fourCourts: 'off',
    huebschen: false,
    leadAfterLeave: 'next',
    firstDealer: 'rotate',
    slate: 'strokes',
    raising: 'anyone',
    hammerRaisesAll: false,
    zaehn: false,
    hammer: false,
    fold: false,
    blindKnocks: false,
    winnerDeals: true,
    startLives: 1,
    firstLeader,
  };
}
