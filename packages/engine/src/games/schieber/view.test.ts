import { describe, expect, it } from 'vitest';
import { isEngineError, unwrap } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schieber } from './index.ts';
import type { SchieberState } from './state.ts';

const BLOCK = [
  ['Ae', 'Ke', 'Oe', 'Ue', 'Te', '9e', '8e', '7e', '6t'],
  ['6e', 'At', 'Kt', 'Ot', 'Ut', 'Tt', '9t', '8t', '7t'],
  ['6s', '7s', '8s', '9s', 'Ts', 'Us', 'Os', 'Ks', 'As'],
  ['6r', '7r', '8r', '9r', 'Tr', 'Ur', 'Or', 'Kr', 'Ar'],
];

function run(lines: readonly string[], start: object = { dealer: 3 }): SchieberState {
  let s = schieber.setup({}, 1, { start, deals: [BLOCK] }) as SchieberState;
  for (const line of lines) {
    const [seat, text] = line.split(': ') as [string, string];
    const next = schieber.apply(s, Number(seat) as Seat, schieber.parseAction(text) as never);
    if (isEngineError(next)) throw new Error(next.message);
    s = next;
  }
  return s;
}

describe('Schieber views', () => {
  it('J-12: before the first trick is complete a declaration shows its points only, except to the declarer', () => {
    const s = run(['0: trump e', '0: weis', '0: play Ae', '1: play 6e', '2: weis', '2: play 6s']);
    const forSeat1 = schieber.viewFor(s, 1);
    expect(forSeat1.weis).toEqual([
      { seat: 0, points: 250, announced: [{ kind: 'sequence', points: 250 }], weis: null },
      { seat: 2, points: 300, announced: [{ kind: 'sequence', points: 300 }], weis: null },
    ]);
    expect(forSeat1.weisWinner).toBeNull();
    expect(schieber.viewFor(s, 0).weis[0]).toEqual({
      seat: 0,
      points: 250,
      announced: [{ kind: 'sequence', points: 250 }],
      weis: [{ kind: 'sequence', cards: ['7e', '8e', '9e', 'Te', 'Ue', 'Oe', 'Ke', 'Ae'], points: 250 }],
    });
    expect(schieber.viewFor(s, 0).weis[1]!.weis).toBeNull();
  });

  it('J-12, J-14: once the first trick is complete the scoring team\'s Weis are shown with their cards', () => {
    const s = run(['0: trump e', '0: weis', '0: play Ae', '1: play 6e', '2: weis', '2: play 6s', '3: play 6r']);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const v = schieber.viewFor(s, viewer);
      expect(v.weis.map((d) => d.weis?.[0]?.cards.length)).toEqual([8, 9]);
      expect(v.weisWinner).toBe(0);
      expect(v.weisPoints).toEqual([550, 0]);
    }
  });

  describe('J-14 amended: both teams declare, the other team\'s Weis cards are never shown', () => {
    // Seat 0: a sequence of three (20) in acorns; seat 1: a sequence of four (50) in roses, which scores.
    const RIVALS = [
      ['Oe', 'Ke', 'Ae', '6t', '8t', 'Tt', '6s', '8s', 'Ts'],
      ['6r', '7r', '8r', '9r', '7t', '9t', 'Ut', '7s', '9s'],
      ['6e', '8e', 'Te', 'Tr', 'Or', 'Ar', 'Us', 'Ks', 'Kt'],
      ['7e', '9e', 'Ue', 'Ur', 'Kr', 'Os', 'As', 'Ot', 'At'],
    ];
    const play = (lines: readonly string[], start: object = { dealer: 3 }): SchieberState => {
      let s = schieber.setup({}, 1, { start, deals: [RIVALS] }) as SchieberState;
      for (const line of lines) s = unwrap(schieber.apply(s, Number(line[0]) as Seat, unwrap(schieber.parseAction(line.slice(3)))));
      return s;
    };
    const declared = ['0: trump e', '0: weis', '0: play Ae', '1: weis', '1: play 7s', '2: play 6e'];
    const viewers = [0, 1, 2, 3, 'spectator'] as const;

    it('before the first trick is complete: value and kind to all, the cards only to the declarer', () => {
      const s = play(declared);
      for (const viewer of viewers) {
        const v = schieber.viewFor(s, viewer);
        expect(v.weis.map((d) => [d.seat, d.points, d.announced])).toEqual([
          [0, 20, [{ kind: 'sequence', points: 20 }]],
          [1, 50, [{ kind: 'sequence', points: 50 }]],
        ]);
        expect(v.weis.map((d) => d.weis !== null)).toEqual([viewer === 0, viewer === 1]);
      }
    });

    it('after the first trick: the scoring team\'s cards to all, the other team\'s to nobody but the declarer', () => {
      const s = play([...declared, '3: play 7e']);
      for (const viewer of viewers) {
        const v = schieber.viewFor(s, viewer);
        expect(v.weisWinner).toBe(1);
        expect(v.weisPoints).toEqual([0, 50]);
        expect(v.weis[1]!.weis).toEqual([{ kind: 'sequence', cards: ['6r', '7r', '8r', '9r'], points: 50 }]);
        expect(v.weis[0]!.weis !== null).toBe(viewer === 0);
        // Oe and Ke of seat 0's Weis are still in its hand: no other viewer's view names them.
        if (viewer !== 0) for (const c of ['Oe', 'Ke']) expect(JSON.stringify(v)).not.toContain(`"${c}"`);
      }
    });

    it('the same on the score sheet of a round the Weis ended (J-17: 960 + 50 reaches 1000)', () => {
      const s = play([...declared, '3: play 7e'], { dealer: 3, scores: [0, 960] });
      for (const viewer of viewers) {
        const v = schieber.viewFor(s, viewer);
        expect(v.matchWinner).toBe(1);
        const sheet = v.lastRound!.weis;
        expect(sheet.map((d) => d.announced)).toEqual([[{ kind: 'sequence', points: 20 }], [{ kind: 'sequence', points: 50 }]]);
        expect(sheet[1]!.weis?.[0]?.cards).toEqual(['6r', '7r', '8r', '9r']);
        expect(sheet[0]!.weis !== null).toBe(viewer === 0);
        if (viewer !== 0) for (const c of ['Oe', 'Ke']) expect(JSON.stringify(v)).not.toContain(`"${c}"`);
      }
    });
  });

  it('shows the contract, who chose it and who pushed, the tricks with seats, and nothing of other hands', () => {
    const s = run(['1: push', '3: trump t', '1: play 6e', '2: play 6s', '3: play 6r', '0: play Ae', '0: play Ke'], { dealer: 0 });
    const v = schieber.viewFor(s, 2);
    expect(v).toMatchObject({
      game: 'schieber',
      viewer: 2,
      dealer: 0,
      vorhand: 1,
      contract: 'trump t',
      trump: 't',
      declarer: 3,
      pushed: true,
      phase: 'play',
      toAct: 1,
      hand: ['7s', '8s', '9s', 'Ts', 'Us', 'Os', 'Ks', 'As'],
      handSizes: [7, 8, 8, 8],
      trickLeader: 0,
      trick: [{ seat: 0, card: 'Ke' }],
      tricks: [{ leader: 1, cards: [{ seat: 1, card: '6e' }, { seat: 2, card: '6s' }, { seat: 3, card: '6r' }, { seat: 0, card: 'Ae' }], winner: 0, points: 11 }],
      tricksWon: [1, 0],
      roundPoints: [11, 0],
      scores: [11, 0],
      lastRound: null,
      matchWinner: null,
    });
    expect(schieber.viewFor(s, 'spectator').hand).toBeNull();
  });

  it('keeps the finished round for the score sheet, with its last trick', () => {
    const plays = [
      '0 Ae, 1 6e, 2 6s, 3 6r', '0 Ke, 1 7t, 2 7s, 3 7r', '0 Oe, 1 8t, 2 8s, 3 8r', '0 Ue, 1 9t, 2 9s, 3 9r',
      '0 Te, 1 Tt, 2 Ts, 3 Tr', '0 9e, 1 Ut, 2 Us, 3 Ur', '0 8e, 1 Ot, 2 Os, 3 Or', '0 7e, 1 Kt, 2 Ks, 3 Kr', '0 6t, 1 At, 2 As, 3 Ar',
    ].flatMap((t) => t.split(', ').map((p) => `${p[0]}: play ${p.slice(2)}`));
    const s = run(['0: obenabe', ...plays]);
    const v = schieber.viewFor(s, 3);
    expect(v.roundNumber).toBe(2);
    expect(v.tricks).toEqual([]);
    expect(v.lastRound).toMatchObject({
      roundNumber: 1,
      contract: 'obenabe',
      declarer: 0,
      completed: true,
      cardPoints: [119, 33],
      points: [119, 38],
      lastTrick: 1,
      matsch: null,
      finalTrick: { leader: 0, winner: 1, points: 33 },
    });
  });
});
