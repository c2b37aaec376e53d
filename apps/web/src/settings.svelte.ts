import type { SwissFaces } from './cards/names.ts';

/** Player settings, kept in localStorage. */
export interface Settings {
  muted: boolean;
  fourColour: boolean;
  swissFaces: SwissFaces;
  /** 'system' follows prefers-reduced-motion. */
  motion: 'system' | 'full' | 'reduced';
}

const KEY = 'stammtisch.settings';
const DEFAULTS: Settings = { muted: false, fourColour: false, swissFaces: 'swiss', motion: 'system' };

function load(): Settings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    return {
      muted: typeof raw.muted === 'boolean' ? raw.muted : DEFAULTS.muted,
      fourColour: typeof raw.fourColour === 'boolean' ? raw.fourColour : DEFAULTS.fourColour,
      swissFaces: raw.swissFaces === 'french' ? 'french' : 'swiss',
      motion: raw.motion === 'full' || raw.motion === 'reduced' ? raw.motion : 'system',
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
