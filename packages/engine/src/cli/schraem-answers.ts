import { isEngineError } from '../errors.ts';
import { decisionSeed } from '../bots/bot.ts';
import { logLoss } from '../bots/schraem/fit.ts';
import { type Knowledge, knowledgeOf } from '../bots/schraem/knowledge.ts';
import { mittelBot } from '../bots/schraem/mittel.ts';
import { answerChance, answerFacts, answerThresholds, fittedAnswerChance } from '../bots/schraem/model.ts';
import type { Opponents } from '../bots/schraem/opponents.ts';
import { schwerBot } from '../bots/schraem/schwer.ts';
import { schraem } from '../games/schraem/index.ts';
import type { SchraemView } from '../games/schraem/view.ts';

/**
 * `npx tsx packages/engine/src/cli/schraem-answers.ts [--games N] [--opponents sound|fitted]`:
 * Schwer (with that model) against three Mittel, Profi. For every answer to a knock of Schwer's,
 * the hold chance each model gives with the answerer's true cards, as bets.ts knockValues makes
 * it at the knock, against what the seat did: the hand-made model with Schwer's call bias 0.2,
 * the fitted model with every seat still in the hand, and the fitted model in answer order (the
 * seats in the hand and the holds when the seat answers).
 */
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const games = Number(arg('--games', '40'));
const opponents = arg('--opponents', 'fitted') as Opponents;
const hard = schwerBot({}, { opponents });
const mittel = mittelBot();
const models = ['sound', 'fittedAll', 'fittedInTurn'] as const;
const chances: Record<(typeof models)[number], number[]> = { sound: [], fittedAll: [], fittedInTurn: [] };
const held: number[] = [];
const maskOf = (seats: readonly number[]): number => seats.reduce((m, s) => m | (1 << s), 0);

for (let g = 0; g < games; g++) {
  const gameSeed = `answers/${g}`;
  const s0 = schraem.setup({ mode: 'profi', players: 4 }, gameSeed);
  if (isEngineError(s0)) throw new Error(s0.message);
  let s = s0;
  const me = g % 4;
  let knock: { view: SchraemView; k: Knowledge; value: number; answered: Set<number>; holds: number } | null = null;
  for (let step = 0; !schraem.isOver(s); step++) {
    const seat = schraem.toAct(s)!;
    const view = schraem.viewFor(s, seat);
    const action = (seat === me ? hard : mittel).decide({ view, legal: schraem.legalActions(s, seat), seed: decisionSeed(gameSeed, step) });
    if (action.type === 'knock') knock = seat === me && view.phase === 'play' ? { view, k: knowledgeOf(view), value: Math.min(7, view.value + 1), answered: new Set(), holds: 0 } : null;
    if (knock && view.phase === 'answer' && !knock.answered.has(seat)) {
      knock.answered.add(seat);
      const { view: v, k, value } = knock;
      const t = answerThresholds(v, [seat], value)[0]!;
      const facts = answerFacts(v, k, seat, value, true);
      const base = { facts, threshold: t, callBias: 0.2, fittedBias: 0 };
      chances.sound.push(answerChance(v, k, s.hands, seat, t, 0.2));
      chances.fittedAll.push(fittedAnswerChance(v, k, s.hands, seat, { ...base, stay: k.inHand, held: 0 }));
      chances.fittedInTurn.push(fittedAnswerChance(v, k, s.hands, seat, { ...base, stay: maskOf(view.inHand), held: knock.holds }));
      held.push(action.type === 'hold' ? 1 : 0);
      if (action.type === 'hold') knock.holds++;
    }
    const next = schraem.apply(s, seat, action);
    if (isEngineError(next)) throw new Error(next.message);
    s = next;
  }
}
const mean = (a: readonly number[]) => a.reduce((x, z) => x + z, 0) / Math.max(1, a.length);
console.log(`Schwer (${opponents}) vs three Mittel, ${games} games: ${held.length} answers to its knocks, held ${mean(held).toFixed(3)}`);
for (const m of models) console.log(`  ${m}: mean chance ${mean(chances[m]).toFixed(3)}, log-loss ${logLoss(chances[m], held).toFixed(4)}`);
