import * as v from 'valibot';
import { ClientMessage } from './client.ts';

export * from './client.ts';
export * from './server.ts';
export * from './rest.ts';
export * from './phrases.ts';
export * from './names.ts';
export * from './accounts.ts';
export * from './social.ts';

/** Bumped on any incompatible change of the messages below. */
export const PROTOCOL_VERSION = 1;

/** Room names clients join: a table by id (`joinById`), the quick-match queue (`joinOrCreate`). */
export const ROOM_TABLE = 'table';
export const ROOM_QUEUE = 'queue';

/** Validates one incoming (type, payload) pair; a readable problem when it is not a message. */
export function parseClientMessage(t: unknown, d: unknown): ClientMessage | { readonly problem: string } {
  const r = v.safeParse(ClientMessage, { t, d });
  if (r.success) return r.output;
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  return { problem: `${path ? `${path}: ` : ''}${issue.message}` };
}
