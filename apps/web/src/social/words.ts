import type { NotificationMessage, Presence, TournamentFormat, TournamentStatus } from '@stammtisch/protocol';
import { i18n } from '../i18n/locale.svelte.ts';
import { NUMBER_LOCALE } from '../i18n/format.ts';
import { GAME_TITLE, optionsLine } from '../online/labels.ts';
import { m } from '../paraglide/messages.js';
import { briefName } from './notify.ts';

/** The social screens' words: notifications, refusals by code, formats, answers, dates. */

const s = (d: Readonly<Record<string, unknown>>, k: string): string => (typeof d[k] === 'string' ? (d[k] as string) : '');
const gameTitle = (g: string): string => GAME_TITLE[g] ?? g;

export function dateTime(at: number): string {
  return new Date(at).toLocaleString(NUMBER_LOCALE[i18n.locale], { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
}

export function notificationText(n: NotificationMessage): string {
  const d = n.data;
  switch (n.kind) {
    case 'friend-request':
      return m.social_n_friend_request({ from: briefName(d, 'from') });
    case 'friend-accepted':
      return m.social_n_friend_accepted({ from: briefName(d, 'from') });
    case 'table-invite':
      return m.social_n_table_invite({ from: briefName(d, 'from'), game: gameTitle(s(d, 'game')) });
    case 'group-invite':
      return m.social_n_group_invite({ from: briefName(d, 'from'), group: s(d, 'groupName') });
    case 'group-joined':
      return m.social_n_group_joined({ player: briefName(d, 'player'), group: s(d, 'groupName') });
    case 'group-role':
      return d.role === 'admin' ? m.social_n_group_admin({ group: s(d, 'groupName') }) : m.social_n_group_member({ group: s(d, 'groupName') });
    case 'group-removed':
      return m.social_n_group_removed({ group: s(d, 'groupName') });
    case 'group-report':
      return m.social_n_group_report({ from: briefName(d, 'from'), author: briefName(d, 'author'), group: s(d, 'groupName') });
    case 'night-scheduled':
      return m.social_n_night_scheduled({ group: s(d, 'groupName'), game: gameTitle(s(d, 'game')), when: dateTime(Number(d.startsAt)) });
    case 'night-open':
      return d.tableId ? m.social_n_night_open_seated({ group: s(d, 'groupName') }) : m.social_n_night_open({ group: s(d, 'groupName') });
    case 'night-cancelled':
      return m.social_n_night_cancelled({ group: s(d, 'groupName'), when: dateTime(Number(d.startsAt)) });
    case 'tournament-started':
      return m.social_n_tournament_started({ tournament: s(d, 'name') });
    case 'tournament-finished':
      return m.social_n_tournament_finished({ tournament: s(d, 'name'), rank: String(d.rank ?? '–'), entries: String(d.entries ?? '–') });
    case 'tournament-cancelled':
      return m.social_n_tournament_cancelled({ tournament: s(d, 'name') });
    case 'tournament-withdrawn':
      return d.paused ? m.social_n_tournament_paused({ tournament: s(d, 'name') }) : m.social_n_tournament_withdrawn({ tournament: s(d, 'name') });
    case 'team-invite':
      return m.social_n_team_invite({ from: briefName(d, 'from'), tournament: s(d, 'name') });
  }
}

/** A refusal of a social route, by its code (the server's English `message` is for logs). */
export function socialError(code: string): string {
  switch (code) {
    case 'offline':
      return m.no_connection();
    case 'no-identity':
    case 'register-first':
      return m.social_err_register_first();
    case 'no-player':
      return m.social_err_no_player();
    case 'no-group':
      return m.social_err_no_group();
    case 'not-member':
      return m.social_err_not_member();
    case 'not-admin':
      return m.social_err_not_admin();
    case 'already-member':
      return m.social_err_already_member();
    case 'bad-code':
      return m.social_err_bad_code();
    case 'last-admin':
      return m.social_err_last_admin();
    case 'is-admin':
      return m.social_err_is_admin();
    case 'no-night':
      return m.social_err_no_night();
    case 'night-started':
      return m.social_err_night_started();
    case 'no-message':
      return m.social_err_no_message();
    case 'muted':
      return m.social_err_muted();
    case 'group-only':
      return m.social_err_group_only();
    case 'blocked':
      return m.social_err_blocked();
    case 'not-friends':
      return m.social_err_not_friends();
    case 'self':
      return m.social_err_self();
    case 'no-table':
      return m.social_err_no_table();
    case 'not-at-table':
      return m.social_err_not_at_table();
    case 'no-tournament':
      return m.social_err_no_tournament();
    case 'tournament-started':
      return m.social_err_tournament_started();
    case 'tournament-full':
      return m.social_err_tournament_full();
    case 'not-registered':
      return m.social_err_not_registered();
    case 'bad-partner':
      return m.social_err_bad_partner();
    case 'bad-rules':
      return m.social_err_bad_rules();
    case 'bad-time':
      return m.social_err_bad_time();
    case 'bad-request':
      return m.social_err_bad_request();
    case 'chat-empty':
      return m.social_err_chat_empty();
    case 'rate-limited':
      return m.err_slow_down();
    default:
      return m.social_err_generic();
  }
}

export function formatName(f: TournamentFormat): string {
  return f === 'rheinland' ? m.social_format_rheinland() : f === 'eifel' ? m.social_format_eifel() : f === 'swiss' ? m.social_format_swiss() : m.social_format_arena();
}

export function formatHelp(f: TournamentFormat): string {
  return f === 'rheinland' ? m.social_format_rheinland_help() : f === 'eifel' ? m.social_format_eifel_help() : f === 'swiss' ? m.social_format_swiss_help() : m.social_format_arena_help();
}

export function statusName(st: TournamentStatus): string {
  return st === 'registering' ? m.social_status_registering() : st === 'running' ? m.social_status_running() : st === 'finished' ? m.social_status_finished() : m.social_status_cancelled();
}

export function presenceText(p: Presence): string {
  if (p.table) return m.social_at_table({ game: gameTitle(p.table.game) });
  return p.online ? m.social_online() : m.social_offline();
}

export { gameTitle };

/** House rules in a few words: "Profi · Rheinland · 4 Spieler · 5 Leben · 30 s". */
export function rulesLine(game: string, p: { options?: Readonly<Record<string, unknown>>; seats?: number; timer?: { cardMs: number } } | undefined): string {
  const o = p?.options ?? {};
  const parts = [optionsLine(game, o, p?.seats)].filter(Boolean);
  if (typeof o.startLives === 'number' && o.startLives !== 7) parts.push(m.social_lives_n({ count: o.startLives }));
  if (typeof o.target === 'number') parts.push(m.social_to_points({ target: String(o.target) }));
  if (p?.timer) parts.push(m.seconds_n({ count: Math.round(p.timer.cardMs / 1000) }));
  return parts.join(' · ') || m.social_defaults();
}

export function entryStatusName(st: string): string {
  return st === 'pending' ? m.social_pending() : st === 'withdrawn' ? m.social_withdrawn() : st === 'paused' ? m.social_paused() : m.social_registered();
}
