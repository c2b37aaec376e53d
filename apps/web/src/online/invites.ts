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

/** The address links and QR codes use: the server's `PUBLIC_URL` when it has one, else the one this page was opened at. */
export const shareBase = (publicUrl: string | undefined | null, origin: string): string => (publicUrl || origin).replace(/\/+$/, '');

/** Whether an address only reaches this very device (localhost, 127.x, ::1, 0.0.0.0): useless to the others at the table. */
export function isLoopback(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]' || host === '::1' || host === '0.0.0.0';
}
