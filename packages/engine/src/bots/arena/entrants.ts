import type { GameId } from '../../game.ts';
import { type AnyBot, type BotFactory, type BotOptions, botFor, type Level } from '../index.ts';
import { randomBot } from '../bot.ts';
import { HARD_V1 as SCHIEBER_V1, schwerBot as schieberSchwer } from '../schieber/schwer.ts';
import { HARD_V1, type SchwerConfig as SchraemConfig, schwerBot as schraemSchwer } from '../schraem/schwer.ts';
import { hardV1Config, type SchwerConfig as SedmaConfig, schwerBot as sedmaSchwer } from '../sedma/schwer.ts';
import type { ArenaAdapter, Entrant } from './types.ts';

/** Schwer of every game, with one game's configuration changed. */
const schraemVariant = (cfg: Partial<SchraemConfig>): Readonly<Record<GameId, BotFactory>> => ({
  schraem: (o) => schraemSchwer(o, cfg),
  schieber: (o) => schieberSchwer(o),
  sedma: (o) => sedmaSchwer(o),
});
const sedmaVariant = (cfg: Partial<SedmaConfig>): Readonly<Record<GameId, BotFactory>> => ({
  schraem: (o) => schraemSchwer(o),
  schieber: (o) => schieberSchwer(o),
  sedma: (o) => sedmaSchwer(o, cfg),
});

/**
 * Other configurations of Schwer, to measure against (arena only, never offered to players): of
 * the current code, not copies. `hard-v1`: Schwer before issue 19 (Sedma: `hardV1Config` — no
 * reading of the others, no exact search with a stock, 40 ms by default; Schieber: the contract
 * choice before `train:schieber`); `hard-cfr`: 7-Schräm Schwer
 * betting by the self-play table (schraem/tableBets.ts); `hard-chance`: Sedma Schwer with the end
 * search that does not see the stock's order (chance.ts) from 12 cards in the hands and the stock
 * on, `hard-chance10` from 10 (the last draw only); `hard-fit`: 7-Schräm Schwer with the model of
 * the others fitted to arena games (schraem/opponents.ts; `-read`, `-ans`: for the deal weights or
 * the answers only, `-cb`: with a call bias of 0.2 on it, `-m`: knock margin 0.01), all without
 * the betting play-outs; `hard-look`: the betting play-outs with the hand-made model; `hard-v2`:
 * 7-Schräm Schwer before it took both (bot version 1); `hard-fit-look` is 7-Schräm's `hard` since
 * version 2. The other games of each entrant play as `hard`.
 */
export const VERSIONS: Readonly<Record<string, Readonly<Record<GameId, BotFactory>>>> = {
  'hard-v1': {
    schraem: (o) => schraemSchwer(o, HARD_V1),
    schieber: (o) => schieberSchwer(o, SCHIEBER_V1),
    sedma: (o) => sedmaSchwer(o, hardV1Config(o)),
  },
  'hard-v2': schraemVariant({ opponents: 'sound', lookahead: false }),
  'hard-fit': schraemVariant({ opponents: 'fitted', lookahead: false }),
  'hard-fit-read': schraemVariant({ opponents: 'fitted-reading', lookahead: false }),
  'hard-fit-ans': schraemVariant({ opponents: 'fitted-answers', lookahead: false }),
  'hard-fit-cb': schraemVariant({ opponents: 'fitted', fittedCallBias: 0.2, lookahead: false }),
  'hard-fit-m': schraemVariant({ opponents: 'fitted', knockMargin: 0.01, lookahead: false }),
  'hard-look': schraemVariant({ opponents: 'sound', lookahead: true }),
  'hard-fit-look': schraemVariant({ opponents: 'fitted', lookahead: true }),
  'hard-cfr': schraemVariant({ betting: 'table', opponents: 'sound', lookahead: false }),
  'hard-chance': sedmaVariant({ endSearch: 'chance' }),
  'hard-chance10': sedmaVariant({ endSearch: 'chance', chanceWithStock: 10 }),
};

/**
 * Seat specs of `--seats`: `hard|schwer`, `medium|mittel`, `easy|leicht`, `hard-v1` (VERSIONS),
 * `random`, `oracle`, `cmd:COMMAND`. Ordinary bots get the seat's view and legal actions only — the arena computes
 * them here from the state it holds.
 */
const LEVEL_NAMES: Readonly<Record<string, Level>> = {
  hard: 'schwer',
  schwer: 'schwer',
  medium: 'mittel',
  mittel: 'mittel',
  easy: 'leicht',
  leicht: 'leicht',
};

export type SeatSpec =
  | { readonly kind: 'level'; readonly name: string; readonly level: Level }
  | { readonly kind: 'version'; readonly name: string }
  | { readonly kind: 'random'; readonly name: string }
  | { readonly kind: 'oracle'; readonly name: string }
  | { readonly kind: 'cmd'; readonly name: string; readonly command: string };

export function parseSeat(text: string): SeatSpec | string {
  const t = text.trim();
  if (t.startsWith('cmd:')) {
    const command = t.slice(4).trim();
    return command ? { kind: 'cmd', name: t, command } : 'cmd: needs a command, e.g. "cmd:python3 mybot.py"';
  }
  const low = t.toLowerCase();
  const level = Object.hasOwn(LEVEL_NAMES, low) ? LEVEL_NAMES[low] : undefined;
  if (level) return { kind: 'level', name: low, level };
  if (Object.hasOwn(VERSIONS, low)) return { kind: 'version', name: low };
  if (low === 'random') return { kind: 'random', name: low };
  if (low === 'oracle') return { kind: 'oracle', name: low };
  return `unknown seat "${t}" (hard|schwer, medium|mittel, easy|leicht, ${Object.keys(VERSIONS).join(', ')}, random, oracle, cmd:COMMAND)`;
}

/** Splits `--seats` on commas outside quotes: `"cmd:python3 a.py",medium`. */
export function splitSeats(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = '';
      else cur += ch;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** An in-process bot as an entrant: it sees `viewFor(state, seat)` and the legal actions, nothing else. */
export function botEntrant<State, Action, View>(
  adapter: ArenaAdapter<State, Action, View>,
  name: string,
  bot: AnyBot,
): Entrant<State> {
  const game = adapter.game;
  let errors = 0;
  return {
    name,
    decide: ({ state, seat, seed }) => {
      const legal = game.legalActions(state, seat);
      const action = bot.decide({ view: game.viewFor(state, seat), legal, seed }) as Action;
      if (!legal.includes(action)) {
        const text = game.formatAction(action);
        if (!legal.some((a) => game.formatAction(a) === text)) errors++;
        return text;
      }
      return game.formatAction(action);
    },
    errors: () => errors,
  };
}

export interface EntrantFactory<State> {
  /** Builds an external-program entrant (Node only: injected by the CLI). */
  cmd?(name: string, command: string, seat: number): Entrant<State>;
}

export function makeEntrant<State, Action, View>(
  adapter: ArenaAdapter<State, Action, View>,
  spec: SeatSpec,
  position: number,
  options: BotOptions,
  factory: EntrantFactory<State>,
): Entrant<State> {
  const id: GameId = adapter.game.id;
  switch (spec.kind) {
    case 'level':
      return botEntrant(adapter, spec.name, botFor(id, spec.level, options));
    case 'version':
      return botEntrant(adapter, spec.name, VERSIONS[spec.name]![id](options));
    case 'random':
      return botEntrant(adapter, spec.name, randomBot(id));
    case 'oracle': {
      if (!adapter.oracle) throw new Error(`${id} has no oracle bot`);
      const o = adapter.oracle(options.budgetMs);
      return { ...o, name: spec.name };
    }
    case 'cmd':
      if (!factory.cmd) throw new Error('external bots need the Node arena');
      return factory.cmd(spec.name, spec.command, position);
  }
}
