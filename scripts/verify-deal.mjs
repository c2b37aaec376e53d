#!/usr/bin/env node
// A verifier of Stammtisch's deals written from docs/fairness.md alone, with node:crypto only
// (it does not import the engine). Input: a game's record as GET /api/games/:id/verify answers
// it (after the game), or any JSON with { game, options?, seed, seedHash, fair? }.
//
//   node scripts/verify-deal.mjs record.json [deals]     (or the JSON on stdin: `-`)
//
// Prints JSON: whether the server's seed opens its commitment, whether every revealed value
// opens its player's commitment, the game seed, the first seat drawn (deal 0) and, for deals
// 1…N (default 12), the shuffled deck as card texts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (bytes) => createHash('sha256').update(bytes).digest();
const sha256hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

const DECKS = {
  schraem: { suits: ['c', 's', 'h', 'd'], ranks: ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] },
  schieber: { suits: ['e', 't', 's', 'r'], ranks: ['6', '7', '8', '9', 'T', 'U', 'O', 'K', 'A'] },
  sedma: { suits: ['h', 'b', 'l', 'a'], ranks: ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'] },
};

/** §4: deal n's stream — SHA-256(K ‖ u32be(n) ‖ u32be(c)), c = 0, 1, …, eight big-endian words each. */
export function stream(key, deal) {
  let counter = 0;
  let block = null;
  let at = 8;
  return () => {
    if (at === 8) {
      const message = Buffer.alloc(40);
      key.copy(message, 0);
      message.writeUInt32BE(deal, 32);
      message.writeUInt32BE(counter++, 36);
      block = sha256(message);
      at = 0;
    }
    return block.readUInt32BE(4 * at++);
  };
}

/** §5: uniform in [0, bound) by rejection. */
export function draw(next, bound) {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  for (;;) {
    const w = next();
    if (w < limit) return w % bound;
  }
}

/** §6: Fisher–Yates from the front. */
export function shuffle(next, items) {
  const a = items.slice();
  for (let i = 0; i < a.length - 1; i++) {
    const j = i + draw(next, a.length - i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** §3: the game seed from the server's seed and the seats' values. */
export function gameSeed(serverSeed, fair) {
  if (!fair) return { seed: serverSeed, problems: [] };
  const problems = [];
  const values = fair.reveals.map((value, seat) => {
    if (value === null) return sha256hex(`absent:${serverSeed}:${seat}`).slice(0, 32);
    if (sha256hex(value) !== fair.commitments[seat]) problems.push(`seat ${seat}: the revealed value does not open its commitment`);
    return value;
  });
  return { seed: sha256hex([serverSeed, ...values].join(':')), problems };
}

/** §7: the deck's cards in index order (Sedma with three players leaves out 8a and 9a). */
export function deckOf(game, players) {
  const d = DECKS[game];
  if (!d) throw new Error(`unknown game "${game}"`);
  const cards = d.suits.flatMap((s) => d.ranks.map((r) => `${r}${s}`));
  return game === 'sedma' && players === 3 ? cards.filter((c) => c !== '8a' && c !== '9a') : cards;
}

export const PLAYERS = { schieber: () => 4, schraem: (o) => o?.players ?? 4, sedma: (o) => o?.players ?? 2 };

export function verify(record, deals = 12) {
  const serverSeed = record.seed;
  if (typeof serverSeed !== 'string') throw new Error('the record has no seed: is the game over?');
  const players = PLAYERS[record.game](record.options);
  const { seed, problems } = gameSeed(serverSeed, record.fair ?? null);
  const key = sha256(Buffer.from(seed, 'utf8'));
  const cards = deckOf(record.game, players);
  return {
    seedOpensCommitment: sha256hex(serverSeed) === record.seedHash,
    revealsOpenCommitments: problems.length === 0,
    problems,
    gameSeed: seed,
    firstSeat: draw(stream(key, 0), players),
    deals: Array.from({ length: deals }, (_, k) => shuffle(stream(key, k + 1), cards)),
  };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const [file = '-', count = '12'] = process.argv.slice(2);
  const record = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
  const out = verify(record, Number(count));
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
  process.exitCode = out.seedOpensCommitment && out.revealsOpenCommitments ? 0 : 1;
}
