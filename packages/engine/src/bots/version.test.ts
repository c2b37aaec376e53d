import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.ts';
import type { GameId } from '../game.ts';
import { type Level, LEVELS } from './bot.ts';
import { botFingerprint, type FingerprintPlan } from './fingerprint.ts';
import { BOT_VERSIONS, botVersion } from './version.ts';

/**
 * Offline games carry the version of the bots they were played against (version.ts): the server
 * replays only games of its own version and keeps the others unverified. A version must therefore
 * name exactly one behaviour — pinned here to the fingerprint of its decisions on fixed views.
 */
const PLANS: Record<GameId, FingerprintPlan> = {
  schraem: { options: [{ mode: 'fortgeschritten', players: 4 }, { mode: 'profi', players: 4 }], budgets: [40, 5], decisions: 24 },
  schieber: { options: [{}], budgets: [40, 5], decisions: 24 },
  sedma: { options: [{}], budgets: [40, 5], decisions: 24 },
};

/** Every version there has been, with its fingerprint: add a line when you bump, never change one. */
const PINNED: Readonly<Record<string, string>> = {
  'schraem/leicht/1': 'a61ea15b1c91ff44',
  'schraem/mittel/1': 'b4cfef6c4dea25f2',
  'schraem/schwer/1': 'd1c33be028d7a928',
  'schraem/schwer/2': '57858c72db2ff14c',
  'schieber/leicht/1': '3d7a7ddecfe8d539',
  'schieber/mittel/1': 'f9eb05619c1e19f6',
  'schieber/schwer/1': '1838465e5c450b21',
  'sedma/leicht/1': '9f6a56784c3989f5',
  'sedma/mittel/1': '50456e7c5c8adcfc',
  'sedma/schwer/1': '737bbe3c5d64455c',
};

describe('bot versions', () => {
  it('every game and level has a version', () => {
    expect(Object.keys(BOT_VERSIONS).sort()).toEqual(Object.keys(GAMES).sort());
    for (const game of Object.keys(BOT_VERSIONS) as GameId[]) expect(Object.keys(BOT_VERSIONS[game]).sort()).toEqual([...LEVELS].sort());
  });

  for (const game of Object.keys(PLANS) as GameId[]) {
    for (const level of LEVELS as readonly Level[]) {
      it(`${botVersion(game, level)} decides as when it was pinned`, () => {
        const version = botVersion(game, level);
        const now = botFingerprint(game, level, PLANS[game]);
        const pinned = PINNED[version];
        const bump = `bump BOT_VERSIONS.${game}.${level} in packages/engine/src/bots/version.ts to ${BOT_VERSIONS[game][level] + 1} and add '${game}/${level}/${BOT_VERSIONS[game][level] + 1}': '${now}' to PINNED here`;
        expect(pinned, `${version} has no pinned fingerprint: add '${version}': '${now}' to PINNED in version.test.ts`).toBeDefined();
        expect(now, `the ${level} ${game} bots decide differently from ${version} (fingerprint ${now}, pinned ${pinned}): ${bump}. Offline games played with the old bots are then kept unverified instead of refused (docs/accounts.md)`).toBe(pinned);
      });
    }
  }
});
