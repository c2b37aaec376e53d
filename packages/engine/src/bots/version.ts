import type { GameId } from '../game.ts';
import type { Level } from './bot.ts';

/**
 * Which bots a game was played against. An offline game is played on the device against the
 * bots bundled with the web app and replayed on the server by the server's own (docs/accounts.md):
 * when the two differ — a deploy between issue and submit, an old cached app — the replay cannot
 * tell a forged bot move from a changed bot, so the server compares these versions first and keeps
 * a game played with other bots unverified instead of refusing it.
 *
 * Bump a game and level's number whenever its decisions change (search, tables, budgets, the
 * rules' views it reads); version.test.ts pins each version to a fingerprint of the decisions
 * on fixed views (fingerprint.ts) and fails, saying to bump, when they change under the same one.
 */
export const BOT_VERSIONS: Readonly<Record<GameId, Readonly<Record<Level, number>>>> = {
  schraem: { leicht: 1, mittel: 1, schwer: 2 },
  schieber: { leicht: 1, mittel: 1, schwer: 1 },
  sedma: { leicht: 1, mittel: 1, schwer: 1 },
};

/** The version identifier recorded with an offline game, e.g. `schraem/schwer/1`. */
export function botVersion(game: GameId, level: Level): string {
  return `${game}/${level}/${BOT_VERSIONS[game][level]}`;
}
