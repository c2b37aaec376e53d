import { levelName } from '../i18n/levels.ts';
import { botNames, type SeatInfo } from '@stammtisch/protocol';
import { m } from '../paraglide/messages.js';
import { PHRASE_TEXT } from './phrases.ts';

/** Words for online things that several screens share. */

export { levelName };

export const modeName = (x: string): string =>
  x === 'anfaenger' ? m.mode_anfaenger() : x === 'fortgeschritten' ? m.mode_fortgeschritten() : x === 'profi' ? m.mode_profi() : x;

export const GAME_TITLE: Readonly<Record<string, string>> = { schraem: '7-Schräm', schieber: 'Schieber', sedma: 'Sedma' };

/** A seat as the table shows it: the player's name, the bot's name ("Hein"; its level is a badge), or "frei". */
export function seatName(s: SeatInfo | undefined, seat: number): string {
  if (!s) return m.player_n({ n: seat + 1 });
  if (s.kind === 'player') return s.nickname ?? m.player_n({ n: seat + 1 });
  if (s.kind === 'bot') return s.nickname ?? m.bot_named({ level: levelName(s.level ?? 'mittel') });
  return m.seat_open();
}

/** A seat of a stored game: `name` as recorded, `bot` its bot's level (null for a person). */
export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  readonly bot: string | null;
}

/** Games recorded before bots had names keep "Bot (mittel)": they get the name the table gives a bot there now. */
const LEGACY_BOT = /^Bot \(/;

/** The names of a stored game's seats as the table would show them (bots by name, their level apart). */
export function storedNames(game: string, seats: readonly StoredSeat[]): string[] {
  const given = botNames(game, seats.map((s) => (s.bot ? { kind: 'bot' } : { kind: 'player', nickname: s.name })));
  return seats.map((s, i) => (s.bot && LEGACY_BOT.test(s.name) ? (given[i] ?? s.name) : s.name));
}

/** A stored seat in a list of names: "Anna", "Hein (Bot, Leicht)". */
export function storedLine(game: string, seats: readonly StoredSeat[]): string {
  const names = storedNames(game, seats);
  return seats.map((s, i) => (s.bot ? m.bot_with_level({ name: names[i]!, level: levelName(s.bot) }) : names[i]!)).join(', ');
}

/** A quick chat phrase in the player's language (the id is what travels). */
export function phraseText(id: string): string {
  return PHRASE_TEXT[id]?.() ?? id;
}

/** Options of a table in a few words: "Fortgeschritten · Rheinland · 4 Spieler". */
export function optionsLine(game: string, options: Readonly<Record<string, unknown>>, seats?: number): string {
  const parts: string[] = [];
  if (game === 'schraem') {
    if (typeof options.mode === 'string') parts.push(modeName(options.mode));
    if (options.ruleset === 'rheinland') parts.push(m.ruleset_rheinland());
    else if (options.ruleset === 'wipperfuerth') parts.push(m.variant_ruleset_wipperfuerth());
    else if (options.ruleset === 'marienheide') parts.push(m.variant_ruleset_marienheide());
    else if (options.ruleset === 'eifel') parts.push(m.variant_ruleset_eifel());
    else if (options.ruleset === 'sebbe') parts.push(m.variant_ruleset_sebbe());
    else if (options.ruleset === 'dedenbach') parts.push(m.variant_ruleset_dedenbach());
    else if (options.ruleset === 'tuppen') parts.push(m.variant_ruleset_tuppen());
  }
  const n = seats ?? (typeof options.players === 'number' ? options.players : undefined);
  if (n !== undefined) parts.push(m.n_players({ count: n }));
  return parts.join(' · ');
}

/** A refusal of the table itself (before or after a game) in the player's language. */
export function tableErrorText(code: string): string {
  switch (code) {
    case 'not-host':
      return m.err_not_host();
    case 'seat-taken':
      return m.err_seat_taken();
    case 'not-waiting':
      return m.err_not_waiting();
    case 'rate-limited':
      return m.err_slow_down();
    case 'not-seated':
      return m.err_spectator();
    default:
      return m.err_generic();
  }
}
