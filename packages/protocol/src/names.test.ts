import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botNames, cleanText, GuestRequest, isReservedName, nameKey, RegisterRequest, usernameProblem } from './index.ts';

describe('usernames', () => {
  it.each([
    ['Sepp', null],
    ['sepp_maier-2', null],
    ['Jörg', null],
    ['Zdeněk', null],
    ['Ёжик', null],
    ['Αθηνά', null],
    ['ab', 'a username has 3 to 20 characters'],
    ['x'.repeat(21), 'a username has 3 to 20 characters'],
    ['Sepp Maier', 'a username may hold letters, digits, _ and - only'],
    ['Sepp!', 'a username may hold letters, digits, _ and - only'],
    ['李小龙', 'a username may hold letters, digits, _ and - only'],
    ['-sepp', 'a username starts with a letter or a digit'],
    ['Ѕepp', 'a username uses one alphabet, not Latin and Cyrillic mixed'],
    ['Leicht', '"Leicht" is reserved'],
    ['MITTEL', '"MITTEL" is reserved'],
    ['Bot_99', '"Bot_99" is reserved'],
    ['Stammtisch-Wirt', '"Stammtisch-Wirt" is reserved'],
    ['Admin1', '"Admin1" is reserved'],
  ])('%s → %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });

  it('counts characters, not UTF-16 units, and takes the NFC form', () => {
    expect(usernameProblem('Zdene\u030Ck')).toBeNull();
    expect(v.parse(RegisterRequest, { username: ' Zdene\u030Ck ', password: '12345678' }).username).toBe('Zdeněk');
  });

  it('keys fold case, accents and lookalikes, so a name cannot be taken twice in disguise', () => {
    const key = nameKey('Sepp');
    for (const twin of ['SEPP', 'sépp', 'Ѕерр', '5epp', 'Ｓｅｐｐ']) expect(nameKey(twin)).toBe(key);
    expect(nameKey('Wilma_1')).toBe(nameKey('VVilma-l'));
    expect(nameKey('Martin')).toBe(nameKey('rnartin'));
    expect(nameKey('Sepp')).not.toBe(nameKey('Sepl'));
  });

  it('reserves the bots and the house in any disguise', () => {
    for (const n of ['Schwer', 'schwér', 'B0T', 'bot hans', 'Stammtisch', 'ADMIN', 'Moderator']) expect(isReservedName(n)).toBe(true);
    for (const n of ['Mittelmann', 'Leichtl', 'Sepp']) expect(isReservedName(n)).toBe(false);
  });
});

describe('free text', () => {
  it('drops invisible and direction characters and collapses white space', () => {
    expect(cleanText('  Hallo\u200B \u202Ewelt\u2066 \n\t du ')).toBe('Hallo welt du');
    expect(cleanText('e\u0301')).toBe('é');
  });

  it('guest nicknames are cleaned before they are checked', () => {
    expect(v.parse(GuestRequest, { nickname: '  Anni\u200B  Maier ' }).nickname).toBe('Anni Maier');
    expect(v.safeParse(GuestRequest, { nickname: '\u200B\u200B' }).success).toBe(false);
    expect(v.safeParse(GuestRequest, { nickname: '<b>Sepp</b>' }).success).toBe(false);
  });
});

describe('bot names', () => {
  const bot = { kind: 'bot' };
  it('names the bots of a table in seat order from the game\'s list, as offline', () => {
    expect(botNames('schraem', [{ kind: 'player', nickname: 'Anna' }, bot, bot, bot])).toEqual([null, 'Hein', 'Resi', 'Jupp']);
    expect(botNames('schieber', [bot, { kind: 'open' }, { kind: 'player', nickname: 'Ida' }, bot])).toEqual(['Ueli', null, null, 'Vreni']);
    expect(botNames('sedma', [{ kind: 'player', nickname: 'Ida' }, bot])).toEqual([null, 'Pepa']);
  });

  it('passes over a name a person at the table goes by (lookalikes too)', () => {
    expect(botNames('schraem', [{ kind: 'player', nickname: 'HEIN' }, bot, bot])).toEqual([null, 'Resi', 'Jupp']);
    expect(botNames('sedma', [{ kind: 'player', nickname: 'Mana' }, bot, bot])).toEqual([null, 'Pepa', 'Jarda']);
  });

  it('has a name for every bot seat a table of the game can have, and no bot name is reserved', () => {
    for (const [game, names] of Object.entries(BOT_NAMES)) {
      expect(new Set(names.map(nameKey)).size, game).toBe(names.length);
      expect(names.length, game).toBeGreaterThanOrEqual(4);
      for (const n of names) expect(isReservedName(n), n).toBe(false);
    }
  });
});
