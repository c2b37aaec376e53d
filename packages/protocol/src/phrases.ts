import type { GameId } from '@stammtisch/engine';

/**
 * Quick chat phrases per game. Clients send the id; the German text is the reference wording
 * (the web app translates by id). Ids are stable: stored nowhere, but shared with the web client.
 */
export interface Phrase {
  readonly id: string;
  readonly de: string;
}

const COMMON: readonly Phrase[] = [
  { id: 'hallo', de: 'Servus zusammen!' },
  { id: 'gut-gespielt', de: 'Gut gespielt' },
  { id: 'glueck', de: 'Viel Glück!' },
  { id: 'oha', de: 'Oha!' },
  { id: 'danke', de: 'Danke!' },
  { id: 'noch-eins', de: 'Noch eins?' },
  { id: 'tschuess', de: 'Tschüss!' },
];

export const PHRASES: Readonly<Record<GameId, readonly Phrase[]>> = {
  schraem: [
    { id: 'ich-halte', de: 'Ich halte!' },
    { id: 'hammer', de: 'Seht ihr meinen Hammer?' },
    { id: 'klopf', de: 'Da wird geklopft!' },
    { id: 'geh-weg', de: 'Ich geh weg.' },
    ...COMMON,
  ],
  schieber: [
    { id: 'trumpf', de: 'Trumpf!' },
    { id: 'stoeck', de: 'Stöck!' },
    { id: 'schieb', de: 'Ich schiebe.' },
    { id: 'match', de: 'Das gibt einen Match!' },
    ...COMMON,
  ],
  sedma: [
    { id: 'sedma', de: 'Sedma!' },
    { id: 'bere', de: 'Ich nehme den Stich.' },
    { id: 'pali', de: 'Das brennt!' },
    ...COMMON,
  ],
};

export function phraseById(game: GameId, id: string): Phrase | undefined {
  return PHRASES[game].find((p) => p.id === id);
}
