import type { GameId, Seat } from '@stammtisch/engine';
import { decisionSeed, type Level } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';
import { type OfflineBudgetSteps, offlineBudgetAt, type OfflineRefusalCode } from '@stammtisch/protocol';
import type { BotJob } from '../bots/decide.ts';
import { GameRun } from '../table/run.ts';

/** The game the server issued: everything the replay needs besides the submitted actions. */
export interface OfflineSpec {
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly level: Level;
  readonly human: number;
  /** Schwer's budget steps the device played with (OfflineSubmitRequest.budgets); absent: the default. */
  readonly budgets?: OfflineBudgetSteps;
}

export type Verification =
  | { readonly ok: true; readonly summary: unknown; readonly actions: readonly { seat: number; action: string }[] }
  | { readonly ok: false; readonly code: OfflineRefusalCode; readonly message: string; readonly index?: number; readonly rule?: string };

/**
 * Replays a submitted offline game with the same engine and the same seeded bots. Every seat
 * other than the human's is a bot of the issued level, and at action index k it must have played
 * exactly `botFor(game, level).decide({ view: viewFor(state, seat), legal, seed:
 * decisionSeed(seed, k) })` — the derivation the offline worker uses. The human's actions must be
 * legal; the log must end with the game over. Whether the human won is the caller's question
 * (`summary`): a lost game replays fine.
 *
 * `decide` null: the game was played against other bots than the server's (bots/version.ts), so
 * their moves cannot be checked; the log is checked against the rules only.
 */
export async function verifyOffline(
  spec: OfflineSpec,
  actions: readonly { readonly seat: number; readonly action: string }[],
  decide: ((job: BotJob) => Promise<string>) | null,
): Promise<Verification> {
  const game = gameById(spec.game);
  if (!game) return { ok: false, code: 'illegal-action', message: `no engine for ${spec.game}` };
  const run = GameRun.start(game, spec.options, spec.seed);
  if (!(run instanceof GameRun)) return { ok: false, code: 'illegal-action', message: run.message };
  const canonical: { seat: number; action: string }[] = [];
  for (const [index, a] of actions.entries()) {
    if (run.over) return { ok: false, code: 'after-end', index, message: `action ${index} comes after the end of the game` };
    const toAct = run.toAct;
    if (a.seat !== toAct) return { ok: false, code: 'out-of-turn', index, message: `action ${index}: seat ${a.seat} acted, seat ${toAct} was to act` };
    const checked = run.check(a.seat as Seat, a.action);
    if ('message' in checked) {
      return { ok: false, code: 'illegal-action', index, message: `action ${index} ("${a.action}"): ${checked.message}`, ...(checked.rule ? { rule: checked.rule } : {}) };
    }
    if (toAct !== spec.human && decide) {
      const expected = await decide({ game: spec.game, level: spec.level, view: run.view(toAct), legal: run.legal(toAct), seed: decisionSeed(spec.seed, index), budgetMs: offlineBudgetAt(spec.budgets, index) });
      if (expected !== checked.action) {
        return { ok: false, code: 'bot-mismatch', index, message: `action ${index}: the ${spec.level} bot at seat ${toAct} plays "${expected}", not "${checked.action}"` };
      }
    }
    run.commit(checked);
    canonical.push({ seat: a.seat, action: checked.action });
  }
  if (!run.over) return { ok: false, code: 'not-over', message: `the game is not over after ${actions.length} actions` };
  return { ok: true, summary: run.summary(), actions: canonical };
}
