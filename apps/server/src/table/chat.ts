import type { GameId } from '@stammtisch/engine';
import { type ChatMessage, type ChatPayload, cleanText, MAX_CHAT_LENGTH, phraseById } from '@stammtisch/protocol';
import type { Refusal } from './run.ts';

/** Keeps the last lines for people who join later; not stored. */
export const CHAT_HISTORY = 30;

/**
 * A chat line from a validated payload, or why not. Text is cleaned (`cleanText`: NFC, invisible
 * and direction characters removed, white space collapsed) and otherwise kept as typed: clients
 * render it as text, never as HTML.
 */
export function chatLine(
  game: GameId,
  payload: ChatPayload,
  from: ChatMessage['from'],
  at: number,
): ChatMessage | Refusal {
  if ('phrase' in payload) {
    if (!phraseById(game, payload.phrase)) {
      return { code: 'chat-unknown-phrase', message: `"${payload.phrase}" is not a quick phrase of this game` };
    }
    return { from, phrase: payload.phrase, at };
  }
  const text = cleanText(payload.text);
  if (text.length === 0) return { code: 'chat-empty', message: 'the chat message is empty' };
  if (text.length > MAX_CHAT_LENGTH) {
    return { code: 'bad-message', message: `chat text is longer than ${MAX_CHAT_LENGTH} characters` };
  }
  return { from, text, at };
}
