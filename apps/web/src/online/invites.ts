/**
 * Invite codes a player came with, per table (sessionStorage): the code opens a private table;
 * once seated, the server knows the player and the code is not needed again.
 */
const KEY = 'stammtisch.invites';

function read(): Record<string, string> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberCode(tableId: string, code: string): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [tableId]: code }));
}

export function codeFor(tableId: string): string | undefined {
  return read()[tableId];
}

/** A typed code, cleaned: upper case, no spaces or dashes (people read codes in pairs). */
export function cleanCode(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The link people open or scan: the server serves the app at `/join/CODE`. */
export const inviteLink = (origin: string, code: string): string => `${origin}/join/${code}`;
