import type { NightAnswer } from '@stammtisch/protocol';
import { m } from '../paraglide/messages.js';

/** A night's start from the form's date (`YYYY-MM-DD`) and time (`HH:MM`), in this device's time zone; null if either is not one. */
export function nightStart(day: string, time: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])).getTime();
  return Number.isFinite(at) ? at : null;
}

export function answerName(a: NightAnswer): string {
  return a === 'yes' ? m.social_answer_yes() : a === 'no' ? m.social_answer_no() : m.social_answer_maybe();
}
