import { sha256 } from '../cards/sha256.ts';
import { isEngineError } from '../errors.ts';
import type { AnyGame, GameId } from '../game.ts';
import { gameById } from '../games/index.ts';
import { decisionSeed, type Level } from './bot.ts';
import { botFor } from './index.ts';

/**
 * A game and level's bots, summed up in one hash: every seat that bot, seeded games played from
 * fixed seeds, and each decision with a choice — its index, the budget and the action taken —
 * hashed, up to `decisions` per budget and table setup. Bots are pure functions of their
 * decisions (bot.ts), so the same bots give the same fingerprint anywhere; a change to what they
 * decide on these views changes it (version.ts).
 */
export interface FingerprintPlan {
  /** Engine options, one table setup each. */
  readonly options: readonly Readonly<Record<string, unknown>>[];
  /** Work budgets (BotOptions.budgetMs): the server's default and a phone's floor. */
  readonly budgets: readonly number[];
  readonly decisions: number;
}

export function botFingerprint(game: GameId, level: Level, plan: FingerprintPlan): string {
  const engine = gameById(game)!;
  const lines: string[] = [];
  for (const [o, options] of plan.options.entries()) {
    for (const budgetMs of plan.budgets) {
      const bot = botFor(game, level, { budgetMs });
      for (const line of decisionsOf(engine, bot, options, `fingerprint-${o}`, plan.decisions)) lines.push(`${budgetMs} ${line}`);
    }
  }
  return sha256(lines.join('\n')).slice(0, 16);
}

function* decisionsOf(engine: AnyGame, bot: ReturnType<typeof botFor>, options: unknown, seed: string, count: number): Generator<string> {
  let taken = 0;
  for (let g = 0; taken < count; g++) {
    const gameSeed = `${seed}-${g}`;
    let state = engine.setup(options, gameSeed);
    if (isEngineError(state)) throw new Error(state.message);
    for (let k = 0; !engine.isOver(state) && taken < count; k++) {
      const seat = engine.toAct(state)!;
      const legal = engine.legalActions(state, seat);
      const action = bot.decide({ view: engine.viewFor(state, seat), legal, seed: decisionSeed(gameSeed, k) });
      if (legal.length > 1) {
        taken++;
        yield `${gameSeed} ${k} ${engine.formatAction(action)}`;
      }
      const next = engine.apply(state, seat, action);
      if (isEngineError(next)) throw new Error(next.message);
      state = next;
    }
  }
}
