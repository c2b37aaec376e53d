import { DECKS, type Seat, type Viewer } from '@stammtisch/engine';
import { GAMES, gameById } from '@stammtisch/engine/games/index';
import type { ViewMessage } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, guest, Player, startTestServer } from './testing/harness.ts';
import { quickOptions, replayStates } from './testing/replay.ts';

/**
 * Leak test: random tables of every registered game with bots, players and a spectator. Every
 * message every client receives is recorded; afterwards the game is replayed from the stored
 * log and each view is checked against the state of that moment: it must be exactly
 * `viewFor(state, that seat)`, and no message may hold a card of another seat's hand (or the
 * stock) that not every seat can see.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.cleanup());

const LIMIT = 160;
/** Every card code of every deck: any such token in a message is looked at. */
const deck: ReadonlySet<string> = new Set(Object.values(DECKS).flatMap((d) => [...d.cards]));
const SETUPS: { seats: number; humans: number }[] = [
  { seats: 4, humans: 2 },
  { seats: 4, humans: 4 },
  { seats: 3, humans: 1 },
  { seats: 2, humans: 2 },
  { seats: 4, humans: 1 },
];

const cardsIn = (x: unknown, deck: ReadonlySet<string>, out = new Set<string>()): Set<string> => {
  if (typeof x === 'string') {
    const last = x.split(' ').at(-1)!;
    if (deck.has(last)) out.add(last);
  } else if (Array.isArray(x)) for (const y of x) cardsIn(y, deck, out);
  else if (x && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, deck, out);
  return out;
};

interface HiddenSummary {
  readonly hands: readonly (readonly string[])[];
  readonly stockCards?: readonly string[];
}

describe.each(Object.keys(GAMES))('no view leaks a card: %s', (id) => {
  it(`${SETUPS.length} random tables, every message checked against the replayed state`, async () => {
    const game = gameById(id)!;
    let checkedViews = 0;
    let cardsSeen = 0;
    for (const [n, setup] of SETUPS.entries()) {
      const seats = id === 'schieber' ? 4 : setup.seats;
      const humans = Math.min(setup.humans, seats);
      const people = await Promise.all(Array.from({ length: humans }, (_, i) => guest(server.url, `P${n}x${i}`)));
      const bots = Array.from({ length: seats }, (_, s) => (s < humans ? null : (['leicht', 'mittel', 'schwer'] as const)[s % 3]!));
      const t = await createTable(server.url, people[0]!, { game: id, seats, bots, options: quickOptions(id) });
      const players = await Promise.all(people.map((p) => Player.join(server.url, p, t.id)));
      const spectator = await Player.join(server.url, null, t.id, { watch: true });
      players.forEach((p, i) => p.play(`${id}-${n}-${i}`));
      await players[0]!.waitFor('view', (v) => v.over || v.v >= LIMIT, 60_000);
      for (const p of players) p.autoplay = null;
      await Promise.all([...players, spectator].map((p) => p.leave()));

      const gameId = players[0]!.lastView!.gameId;
      const rec = (await server.ctx.store.game(gameId))!;
      const actions = await server.ctx.store.actions(gameId);
      const states = replayStates(game, rec.options, rec.seed, actions);

      const hiddenFrom = (state: unknown, viewer: Viewer): Set<string> => {
        const s = game.summary(state) as HiddenSummary;
        const everyone = Array.from({ length: seats }, (_, seat) => cardsIn(game.viewFor(state, seat as Seat), deck));
        const isPublic = (c: string) => everyone.every((set) => set.has(c));
        const secret = s.hands.flatMap((h, seat) => (seat === viewer ? [] : h)).concat(s.stockCards ?? []);
        return new Set(secret.filter((c) => !isPublic(c)));
      };

      for (const [i, p] of [...players, spectator].entries()) {
        const viewer: Viewer = i < players.length ? (i as Seat) : 'spectator';
        for (const m of p.messages) {
          if (m.t !== 'view') {
            // Seating, chat, the end: never a card that is not public — only the seed at the end.
            if (m.t !== 'over') expect([...cardsIn(m.d, deck)].filter((c) => hiddenFrom(states.at(-1), viewer).has(c))).toEqual([]);
            continue;
          }
          const msg = m.d as ViewMessage;
          const state = states[msg.v];
          expect(state, `view v=${msg.v} beyond the log`).toBeDefined();
          expect(msg.seat).toBe(viewer === 'spectator' ? null : viewer);
          expect(msg.view).toEqual(JSON.parse(JSON.stringify(game.viewFor(state, viewer))));
          if (msg.legal) expect(msg.legal).toEqual(game.legalActions(state, viewer as Seat).map(game.formatAction));
          const leaked = [...cardsIn(msg, deck)].filter((c) => hiddenFrom(state, viewer).has(c));
          expect(leaked, `${id} v=${msg.v} viewer ${viewer}`).toEqual([]);
          checkedViews++;
          cardsSeen += cardsIn(msg.view, deck).size;
        }
      }
    }
    expect(checkedViews).toBeGreaterThan(SETUPS.length * 20);
    // The check looks at real cards: the views did show plenty (own hands, tricks).
    expect(cardsSeen).toBeGreaterThan(checkedViews);
  });
});
