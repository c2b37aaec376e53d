import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { BOT_NAMES as NAMES } from '@stammtisch/protocol/bot-names';
import type { GameKit } from '../../play/offline.ts';
import { stageOf } from './table.ts';
export { default as Screen } from './SchraemScreen.svelte';

/** Bot names at a 7-Schräm table (the game comes from the Eifel). */
const BOT_NAMES = NAMES.schraem;

export const kit: GameKit<SchraemView> = {
  game: 'schraem',
  stageOf,
  won: (view, seat) => (view as SchraemView).gameWinner === seat,
  players: (options) => (typeof options.players === 'number' ? options.players : 4),
  botNames: BOT_NAMES,
};
