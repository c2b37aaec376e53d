/** Players this device does not want to read in chat (by player id), kept in localStorage. */
const KEY = 'stammtisch.mutes';

export function loadMutes(): Set<string> {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveMutes(mutes: ReadonlySet<string>): void {
  localStorage.setItem(KEY, JSON.stringify([...mutes].slice(-200)));
}
