import type { GameId, Seat } from '@stammtisch/engine/game';
import type { ReplayAnswer } from '@stammtisch/protocol';
import { finishedGames } from '../offline/store.ts';

/**
 * An offline game finished on this device, as the replay screen takes the server's answer: the
 * human's seat's view after each of its record's actions (`"SEAT: ACTION"`), made by the engine's
 * `replaySteps` (`viewFor` only). Null when the device no longer keeps that game or its record
 * does not replay.
 */
export async function localReplay(game: GameId, seed: string, names: { you: string; bots: readonly string[] }): Promise<ReplayAnswer | null> {
  const found = finishedGames().findLast((g) => g.record.game === game && g.record.seed === seed);
  if (!found) return null;
  const r = found.record;
  const actions = r.actions.map((step, idx) => {
    const at = step.indexOf(':');
    const seat = Number(step.slice(0, at));
    return { idx, seat, action: step.slice(at + 1).trim(), by: seat === r.human ? 'player' : 'bot' };
  });
  const { replaySteps } = await import('@stammtisch/engine/replay');
  const steps = replaySteps(game, r.options, r.seed, actions, r.human as Seat);
  if ('error' in steps) return null;
  const count = Math.max(r.human + 1, seatsOf(steps[0]?.view), ...actions.map((a) => a.seat + 1));
  const seats = Array.from({ length: count }, (_, seat) =>
    seat === r.human ? { seat, name: names.you, playerId: null, bot: null } : { seat, name: names.bots[seat - 1] ?? '', playerId: null, bot: r.level },
  );
  return { gameId: r.seed, game, options: r.options, seats, viewer: r.human, steps: steps.length - 1, seed: r.seed, replay: steps };
}

/** How many seats a view shows (every game's view has a hand size per seat). */
const seatsOf = (view: unknown): number => ((view as { handSizes?: readonly number[] } | undefined)?.handSizes?.length ?? 0);
