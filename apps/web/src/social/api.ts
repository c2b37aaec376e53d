import type {
  CreateGroupRequest,
  CreateTournamentRequest,
  GameName,
  GroupChatLine,
  GroupMember,
  GroupPage,
  GroupRole,
  GroupSummary,
  NightAnswer,
  NightBrief,
  NightRequest,
  NotificationMessage,
  PlayerBrief,
  Presence,
  Season,
  StrichRow,
  TablePreset,
  TournamentAccess,
  TournamentEntryInfo,
  TournamentFormat,
  TournamentStanding,
  TournamentStatus,
} from '@stammtisch/protocol';
import { call } from '../online/api.ts';

/**
 * The social REST routes of docs/social.md: notifications, friends and blocks, groups with their
 * chat and game nights, tournaments. Same `{ ok, status, body }` answers as `online/api.ts`.
 */

const id = encodeURIComponent;
const q = (params: Record<string, string | number | undefined>): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) s.set(k, String(v));
  const t = s.toString();
  return t ? `?${t}` : '';
};

export interface FriendsPage {
  readonly friends: readonly (PlayerBrief & { readonly since: number; readonly presence: Presence })[];
  readonly incoming: readonly (PlayerBrief & { readonly since: number })[];
  readonly outgoing: readonly (PlayerBrief & { readonly since: number })[];
  readonly blocked: readonly (PlayerBrief & { readonly at: number })[];
}

export interface RecentPlayer extends PlayerBrief {
  readonly lastAt: number;
  readonly game: string;
  readonly games: number;
  readonly registered: boolean;
  readonly friend: 'friends' | 'requested' | 'incoming' | 'blocked' | null;
}

export type PlayerRef = { readonly id: string } | { readonly username: string };

export interface NightSeat {
  readonly kind: 'player' | 'bot' | 'open';
  readonly id?: string;
  readonly name?: string;
  readonly level?: string;
}

export interface NightPage {
  readonly night: NightBrief;
  readonly preset: TablePreset;
  readonly answers: readonly (PlayerBrief & { readonly answer: NightAnswer; readonly at: number })[];
  readonly tables: readonly { readonly tableId: string; readonly status: string; readonly seats: readonly NightSeat[] }[];
  readonly strichliste: readonly StrichRow[];
  readonly games: readonly { readonly gameId: string; readonly tableId: string; readonly finishedAt: number; readonly winners: readonly number[]; readonly seats: readonly { readonly seat: number; readonly playerId: string | null; readonly name: string; readonly bot: string | null }[] }[];
}

export interface BoardTable {
  readonly tableId: string;
  readonly board: number;
  readonly number: number;
  readonly status: string;
  readonly gameId: string | null;
  readonly seats: readonly ({ readonly entry: string; readonly name: string } | null)[];
}

export interface TournamentRules {
  readonly options: Readonly<Record<string, unknown>>;
  readonly tableSize: number;
  readonly series?: number;
  readonly gamesPerSeries?: number;
  readonly rounds?: number;
  readonly entry?: 'individual' | 'team';
  readonly minutes?: number;
  readonly showUpMs?: number;
  readonly missedLimit?: number;
  readonly maxEntries?: number;
}

export interface TournamentPage {
  readonly id: string;
  readonly name: string;
  readonly game: GameName;
  readonly format: TournamentFormat;
  readonly rules: TournamentRules;
  readonly access: TournamentAccess;
  readonly groupId: string | null;
  readonly code: string | null;
  readonly createdBy: PlayerBrief;
  readonly startsAt: number;
  readonly endsAt: number | null;
  readonly status: TournamentStatus;
  readonly round: number;
  readonly rounds: number;
  readonly gamesPerBoard: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly seed: string | null;
  readonly entries: readonly TournamentEntryInfo[];
  readonly standings: readonly TournamentStanding[];
  readonly games: number;
  readonly current: readonly BoardTable[];
  readonly history: readonly { readonly round: number; readonly status: string; readonly startedAt: number | null; readonly finishedAt: number | null; readonly byes: readonly string[]; readonly tables: readonly BoardTable[] }[];
  readonly me: { readonly entry: string; readonly status: string; readonly tableId: string | null } | null;
}

export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly game: GameName;
  readonly format: TournamentFormat;
  readonly access: TournamentAccess;
  readonly groupId: string | null;
  readonly startsAt: number;
  readonly endsAt: number | null;
  readonly status: TournamentStatus;
  readonly round: number;
  readonly entries: number;
}

export interface PlayerTournament {
  readonly id: string;
  readonly name: string;
  readonly game: GameName;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  readonly startsAt: number;
  readonly finishedAt: number | null;
  readonly entry: string;
  readonly entryStatus: string;
  readonly rank: number | null;
  readonly points: number | null;
  readonly entries: number;
}

export interface GroupBoard {
  readonly game: GameName;
  readonly games: number;
  readonly entries: readonly { readonly rank: number; readonly playerId: string; readonly name: string; readonly games: number; readonly wins: number; readonly winRate: number; readonly eligible: boolean; readonly points?: number }[];
}

export interface GroupGame {
  readonly gameId: string;
  readonly game: GameName;
  readonly finishedAt: number;
  readonly winners: readonly number[];
  readonly seats: readonly { readonly seat: number; readonly playerId: string | null; readonly name: string; readonly bot: string | null }[];
}

const g = (groupId: string) => `/api/groups/${id(groupId)}`;

export const social = {
  notifications: (before?: number, limit = 30) => call<{ unread: number; notifications: NotificationMessage[] }>('GET', `/api/notifications${q({ before, limit })}`),
  read: (ids: readonly string[] | 'all') => call<{ unread: number }>('POST', '/api/notifications/read', ids === 'all' ? { all: true } : { ids }),

  friends: () => call<FriendsPage>('GET', '/api/friends'),
  recent: () => call<{ players: RecentPlayer[] }>('GET', '/api/friends/recent'),
  befriend: (who: PlayerRef) => call<{ state: 'requested' | 'friends' }>('POST', '/api/friends/requests', who),
  accept: (pid: string) => call<{ state: 'friends' }>('POST', `/api/friends/${id(pid)}/accept`, {}),
  unfriend: (pid: string) => call<{ ok: true }>('DELETE', `/api/friends/${id(pid)}`),
  block: (who: PlayerRef) => call<{ ok: true }>('POST', '/api/blocks', who),
  unblock: (pid: string) => call<{ ok: true }>('DELETE', `/api/blocks/${id(pid)}`),
  inviteToTable: (pid: string, tableId: string) => call<{ notification: NotificationMessage }>('POST', `/api/friends/${id(pid)}/invite`, { tableId }),

  groups: () => call<{ groups: GroupSummary[] }>('GET', '/api/groups'),
  createGroup: (req: CreateGroupRequest) => call<GroupPage>('POST', '/api/groups', req),
  preview: (code: string) => call<GroupSummary>('GET', `/api/groups/invite/${id(code)}`),
  join: (code: string) => call<GroupPage>('POST', '/api/groups/join', { code }),
  group: (groupId: string) => call<GroupPage>('GET', g(groupId)),
  updateGroup: (groupId: string, req: Partial<CreateGroupRequest>) => call<GroupPage>('PATCH', g(groupId), req),
  deleteGroup: (groupId: string) => call<{ ok: true }>('DELETE', g(groupId)),
  renewCode: (groupId: string) => call<{ code: string; link: string }>('POST', `${g(groupId)}/code`, {}),
  inviteToGroup: (groupId: string, who: PlayerRef) => call<{ notification: NotificationMessage }>('POST', `${g(groupId)}/invite`, who),
  leave: (groupId: string) => call<{ ok: true; deleted: boolean }>('POST', `${g(groupId)}/leave`, {}),
  remove: (groupId: string, pid: string) => call<{ ok: true }>('DELETE', `${g(groupId)}/members/${id(pid)}`),
  setRole: (groupId: string, pid: string, role: GroupRole) => call<{ ok: true }>('POST', `${g(groupId)}/members/${id(pid)}/role`, { role }),
  transfer: (groupId: string, to: string) => call<{ ok: true }>('POST', `${g(groupId)}/transfer`, { to }),
  member: (groupId: string, pid: string) => call<GroupMember>('GET', `${g(groupId)}/members/${id(pid)}`),
  groupTable: (groupId: string, game?: GameName) => call<{ id: string; code: string | null; link: string | null }>('POST', `${g(groupId)}/tables`, game ? { game } : {}),

  leaderboard: (groupId: string, game: GameName, season?: string) => call<GroupBoard>('GET', `${g(groupId)}/leaderboard${q({ game, season, all: 1 })}`),
  addSeason: (groupId: string, body: { name: string; startsAt: number; endsAt: number }) => call<Season>('POST', `${g(groupId)}/seasons`, body),
  removeSeason: (groupId: string, sid: string) => call<{ ok: true }>('DELETE', `${g(groupId)}/seasons/${id(sid)}`),
  groupGames: (groupId: string, page = 1) => call<{ total: number; entries: GroupGame[] }>('GET', `${g(groupId)}/games${q({ page, size: 10 })}`),
  chat: (groupId: string, before?: number, limit = 50) => call<{ lines: GroupChatLine[]; more: boolean }>('GET', `${g(groupId)}/chat${q({ before, limit })}`),
  say: (groupId: string, body: { phrase: string } | { text: string }) => call<GroupChatLine>('POST', `${g(groupId)}/chat`, body),
  unsay: (groupId: string, mid: string) => call<{ ok: true }>('DELETE', `${g(groupId)}/chat/${id(mid)}`),
  report: (groupId: string, mid: string, reason = '') => call<{ id: string }>('POST', `${g(groupId)}/chat/${id(mid)}/report`, { reason }),
  reports: (groupId: string) => call<{ reports: { id: string; reason: string; at: number; from: PlayerBrief; message: GroupChatLine }[] }>('GET', `${g(groupId)}/reports`),
  resolve: (groupId: string, rid: string) => call<{ ok: true }>('POST', `${g(groupId)}/reports/${id(rid)}/resolve`, {}),
  mute: (groupId: string, pid: string, minutes: number | null) => call<{ ok: true; mutedUntil: number | null }>('POST', `${g(groupId)}/members/${id(pid)}/mute`, { minutes }),

  nights: (groupId: string) => call<{ nights: NightBrief[] }>('GET', `${g(groupId)}/nights`),
  night: (groupId: string, nid: string) => call<NightPage>('GET', `${g(groupId)}/nights/${id(nid)}`),
  schedule: (groupId: string, req: NightRequest) => call<NightBrief>('POST', `${g(groupId)}/nights`, req),
  answer: (groupId: string, nid: string, answer: NightAnswer) => call<NightBrief>('POST', `${g(groupId)}/nights/${id(nid)}/answer`, { answer }),
  openNight: (groupId: string, nid: string) => call<{ night: NightBrief; tables: string[] }>('POST', `${g(groupId)}/nights/${id(nid)}/open`, {}),
  cancelNight: (groupId: string, nid: string) => call<{ ok: true }>('DELETE', `${g(groupId)}/nights/${id(nid)}`),

  tournaments: (filter: { status?: string; game?: string; group?: string } = {}) => call<{ tournaments: TournamentSummary[] }>('GET', `/api/tournaments${q(filter)}`),
  tournament: (tid: string, code?: string) => call<TournamentPage>('GET', `/api/tournaments/${id(tid)}${q({ code })}`),
  createTournament: (req: CreateTournamentRequest) => call<TournamentPage>('POST', '/api/tournaments', req),
  register: (tid: string, body: { code?: string; partner?: string } = {}) => call<{ entry: string; status: string }>('POST', `/api/tournaments/${id(tid)}/register`, body),
  unregister: (tid: string) => call<{ ok: true }>('POST', `/api/tournaments/${id(tid)}/unregister`, {}),
  withdraw: (tid: string) => call<{ ok: true; status: string }>('POST', `/api/tournaments/${id(tid)}/withdraw`, {}),
  cancelTournament: (tid: string) => call<{ ok: true }>('POST', `/api/tournaments/${id(tid)}/cancel`, {}),
  playerTournaments: (pid: string) => call<{ tournaments: PlayerTournament[] }>('GET', `/api/players/${id(pid)}/tournaments`),
};
