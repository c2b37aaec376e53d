import { describe, expect, it } from 'vitest';
import { OptionsError } from '../../errors.ts';
import { parseSchraemOptions } from './options.ts';
import { setup } from './rules.ts';

describe('7-Schräm options', () => {
  it('defaults: four players, Fortgeschritten, app ruleset, 7 lives', () => {
    expect(parseSchraemOptions({})).toMatchObject({
      players: 4,
      mode: 'fortgeschritten',
      ruleset: 'app',
      knocking: true,
      capByLives: false,
      zaehn: false,
      hammer: false,
      fold: false,
      startLives: 7,
    });
  });

  it('Profi adds Zähn, Arm and Verdeckt ablegen (S-22)', () => {
    expect(parseSchraemOptions({ mode: 'profi' })).toMatchObject({ zaehn: true, hammer: true, fold: true, blindKnocks: false });
  });

  it('the rheinland preset switches on its house rules (S-31); each can be overridden', () => {
    expect(parseSchraemOptions({ ruleset: 'rheinland' })).toMatchObject({
      capByLives: true,
      blindKnocks: true,
      hammer: true,
      winnerDeals: true,
      zaehn: false,
    });
    expect(parseSchraemOptions({ ruleset: 'rheinland', capByLives: false, startLives: 5 })).toMatchObject({
      capByLives: false,
      startLives: 5,
    });
  });

  it('the presets V-10 … V-13 build on rheinland (V-0) and set their switches', () => {
    expect(parseSchraemOptions({ ruleset: 'wipperfuerth', players: 8 })).toMatchObject({
      knockCap: 'livesPlusOne', fourCourts: 'turn', huebschen: true, winnerDeals: true, blindKnocks: true, hammer: true, capByLives: true,
    });
    expect(parseSchraemOptions({ ruleset: 'marienheide' })).toMatchObject({
      startLives: 5, firstDealer: 'loser', knockCap: 'livesPlusOne', leadAfterLeave: 'highestInTrick', winnerDeals: true,
    });
    expect(parseSchraemOptions({ ruleset: 'eifel', mode: 'fortgeschritten' })).toMatchObject({ slate: 'countUp', fourCourts: 'challenge', hammer: true });
    expect(parseSchraemOptions({ ruleset: 'sebbe', mode: 'profi' })).toMatchObject({
      startLives: 6, slate: 'xii', raising: 'leaderOnly', hammerRaisesAll: true, fourCourts: 'honest', hammer: false, blindKnocks: false, zaehn: false, fold: true,
    });
    expect(parseSchraemOptions({ ruleset: 'wipperfuerth', capByLives: false })).toMatchObject({ knockCap: 'none', capByLives: false });
    expect(parseSchraemOptions({ knockCap: 'livesPlusOne' })).toMatchObject({ capByLives: true, ruleset: 'app', fourCourts: 'off' });
  });

  it.each([
    [{ players: 1 }, 'option "players" must be a whole number from 2 to 8'],
    [{ players: 9 }, 'option "players" must be a whole number from 2 to 8'],
    [{ players: 2.5 }, 'option "players" must be a whole number from 2 to 8'],
    [{ mode: 'expert' }, 'option "mode" must be one of anfaenger, fortgeschritten, profi'],
    [{ ruleset: 'koeln' }, 'option "ruleset" must be one of app, rheinland, wipperfuerth, marienheide, eifel, sebbe, dedenbach, tuppen'],
    [{ capByLives: 'yes' }, 'option "capByLives" must be true or false'],
    [{ startLives: 9 }, 'option "startLives" must be a whole number from 2 to 7'],
    [{ trumps: true }, 'unknown 7-Schräm option "trumps" (known: players, mode, ruleset, capByLives, hammer, blindKnocks, winnerDeals, startLives, knockCap, fourCourts, huebschen, leadAfterLeave, firstDealer, slate, raising, hammerRaisesAll, firstLeader)'],
    [{ mode: 'anfaenger', ruleset: 'rheinland' }, 'mode Anfänger has no knocking (S-22): the rheinland ruleset needs Fortgeschritten or Profi (V-0)'],
    [{ mode: 'anfaenger', ruleset: 'sebbe' }, 'mode Anfänger has no knocking (S-22): the sebbe ruleset needs Fortgeschritten or Profi (V-0)'],
    [{ mode: 'anfaenger', knockCap: 'livesPlusOne' }, 'mode Anfänger has no knocking (S-22): capByLives, knockCap, hammer, blindKnocks, raising and hammerRaisesAll need Fortgeschritten or Profi'],
    [{ mode: 'anfaenger', capByLives: true }, 'mode Anfänger has no knocking (S-22): capByLives, knockCap, hammer, blindKnocks, raising and hammerRaisesAll need Fortgeschritten or Profi'],
    [{ ruleset: 'marienheide', players: 6 }, 'the marienheide ruleset is for 2 to 5 players (V-11)'],
    [{ capByLives: false, knockCap: 'lives' }, 'capByLives false contradicts knockCap lives (V-1): give one of them'],
    [{ knockCap: 'all' }, 'option "knockCap" must be one of none, lives, livesPlusOne'],
    [{ fourCourts: 'bluff' }, 'option "fourCourts" must be one of off, honest, turn, challenge'],
    [{ raising: 'leaderOnly', blindKnocks: true }, 'raising leaderOnly has no blind round and no forced knock (V-7): hammer and blindKnocks must be off'],
    [{ ruleset: 'sebbe', mode: 'profi', hammer: true }, 'raising leaderOnly has no blind round and no forced knock (V-7): hammer and blindKnocks must be off'],
    [{ slate: 'xii' }, 'the xii slate is chalked for 6 lives (V-6), not 7'],
    [{ ruleset: 'sebbe', startLives: 7 }, 'the xii slate is chalked for 6 lives (V-6), not 7'],
    ['profi', '7-Schräm options must be an object'],
  ])('refuses %j with a clear message', (input, message) => {
    const r = parseSchraemOptions(input);
    expect(r).toBeInstanceOf(OptionsError);
    expect((r as OptionsError).message).toBe(message);
  });

  it.each([
    [{ start: { lives: [7, 7] } }, 'start.lives must list 4 whole numbers from 0 to 7'],
    [{ start: { lives: [7, 0, 0, 0] } }, 'start: at least two seats need lives'],
    [{ start: { lives: [0, 7, 7, 7], leader: 0 } }, 'start: leader 0 has no lives'],
    [{ start: { dealer: 1 } }, 'start: unknown keys dealer (known: lives, leader)'],
    [{ deals: [[['Th', '9h', '8h'], [], [], []]] }, 'deal 1, seat 0: a hand is 4 cards (V-20, V-21: 6 or 8; none for a seat not dealt)'],
    [{ deals: [[['Th', 'Th', '9h', '8h'], ['7h', '7c', '7s', '7d'], ['8c', '8s', '8d', '9c'], ['9s', '9d', 'Tc', 'Ts']]] }, 'deal 1: Th is dealt twice'],
    [{ deals: [[['Xq', '9h', '8h', '7h'], [], [], []]] }, 'deal 1, seat 0: "Xq" is not a card of the French deck'],
  ])('refuses a bad fixture %j', (fixture, message) => {
    const r = setup({}, 1, fixture);
    expect(r).toBeInstanceOf(OptionsError);
    expect((r as OptionsError).message).toBe(message);
  });
});

describe('7-Schräm options: V-5 firstLeader', () => {
  it('the table may name the first leader (the previous game\'s nextLeader); a seat outside the table is refused', () => {
    const s = setup({ players: 3, firstLeader: 2 }, 'any');
    expect(s instanceof OptionsError ? null : s.leader).toBe(2);
    expect((parseSchraemOptions({ players: 3, firstLeader: 3 }) as OptionsError).message).toBe('option "firstLeader" must be a whole number from 0 to 2');
    expect(parseSchraemOptions({ players: 2, ruleset: 'dedenbach', firstLeader: 1 })).toMatchObject({ firstLeader: 1 });
  });
});
