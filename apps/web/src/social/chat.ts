import type { GroupChatLine } from '@stammtisch/protocol';

/** Most chat lines kept on screen. */
export const LINES_KEPT = 200;

/** Lines known and new together: one per id (the later copy wins: a removal), oldest first. */
export function mergeLines(known: readonly GroupChatLine[], incoming: readonly GroupChatLine[]): GroupChatLine[] {
  const byId = new Map<string, GroupChatLine>();
  for (const l of known) byId.set(l.id, l);
  for (const l of incoming) byId.set(l.id, byId.get(l.id)?.removed ? byId.get(l.id)! : l);
  return [...byId.values()].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1)).slice(-LINES_KEPT);
}
