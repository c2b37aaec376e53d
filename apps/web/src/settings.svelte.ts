import type { SwissFaces } from './cards/names.ts';
import type { LiftSetting } from './table/lift.ts';

/** Player settings, kept in localStorage. */
export interface Settings {
  muted: boolean;
  fourColour: boolean;
  swissFaces: SwissFaces;
  /** 'system' follows prefers-reduced-motion. */
  motion: 'system' | 'full' | 'reduced';
  /** 7-Schräm's rank strip on the table: 'auto' shows it in Anfänger only. */
  rankStrip: 'auto' | 'on' | 'off';
  /** Offline: how long a bot thinks, and how long a finished trick stays. */
  botSpeed: 'slow' | 'normal' | 'fast';
  trickStay: 'short' | 'normal' | 'long';
  /** 0 … 1, beside mute. */
  volume: number;
  /** A short vibration on your turn and on a knock, where the device can. */
  vibrate: boolean;
  /** Tap to lift, tap again to play: 'auto' where the hand's cards overlap (issue 16). */
  tapLift: LiftSetting;
}

const KEY = 'stammtisch.settings';
const DEFAULTS: Settings = { muted: false, fourColour: false, swissFaces: 'swiss', motion: 'system', rankStrip: 'auto', botSpeed: 'normal', trickStay: 'normal', volume: 0.8, vibrate: true, tapLift: 'auto' };

const oneOf = <T extends string>(x: unknown, values: readonly T[], fallback: T): T => (values.includes(x as T) ? (x as T) : fallback);

function load(): Settings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    return {
      muted: typeof raw.muted === 'boolean' ? raw.muted : DEFAULTS.muted,
      fourColour: typeof raw.fourColour === 'boolean' ? raw.fourColour : DEFAULTS.fourColour,
      swissFaces: raw.swissFaces === 'french' ? 'french' : 'swiss',
      motion: raw.motion === 'full' || raw.motion === 'reduced' ? raw.motion : 'system',
      rankStrip: oneOf(raw.rankStrip, ['auto', 'on', 'off'], DEFAULTS.rankStrip),
      botSpeed: oneOf(raw.botSpeed, ['slow', 'normal', 'fast'], DEFAULTS.botSpeed),
      trickStay: oneOf(raw.trickStay, ['short', 'normal', 'long'], DEFAULTS.trickStay),
      volume: typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : DEFAULTS.volume,
      vibrate: typeof raw.vibrate === 'boolean' ? raw.vibrate : DEFAULTS.vibrate,
      tapLift: oneOf(raw.tapLift, ['auto', 'on', 'off'], DEFAULTS.tapLift),
    };
  } catch {
    return { ...DEFAULTS };
  }
}

class SettingsStore {
  value = $state<Settings>(load());
  systemReduced = $state(false);

  constructor() {
    if (typeof matchMedia === 'function') {
      const q = matchMedia('(prefers-reduced-motion: reduce)');
      this.systemReduced = q.matches;
      q.addEventListener('change', (e) => (this.systemReduced = e.matches));
    }
  }

  update(patch: Partial<Settings>): void {
    this.value = { ...this.value, ...patch };
    localStorage.setItem(KEY, JSON.stringify(this.value));
  }

  get reducedMotion(): boolean {
    return this.value.motion === 'reduced' || (this.value.motion === 'system' && this.systemReduced);
  }
}

export const settings = new SettingsStore();

/**
 * Test hook: `?fast` in the address (or localStorage `stammtisch.fast`) makes bots answer at once
 * and turns animation off, so browser tests run quickly. Players never see it.
 */
export const fast: boolean =
  typeof location !== 'undefined' &&
  (new URLSearchParams(location.search).has('fast') || (typeof localStorage !== 'undefined' && localStorage.getItem('stammtisch.fast') === '1'));

/** Test hook beside `fast`: `?trickms=700` keeps a finished trick on show that long (bots still answer at once). */
export const testTrickMs = (): number => Math.max(0, Number(new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('trickms') ?? 0) || 0);
