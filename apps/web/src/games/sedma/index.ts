import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import { BOT_NAMES as NAMES } from '@stammtisch/protocol/bot-names';
import type { GameKit } from '../../play/offline.ts';
import { stageOf } from './table.ts';
export { default as Screen } from './SedmaScreen.svelte';

/** Bot names at a Sedma table (a Czech pub). */
const BOT_NAMES = NAMES.sedma;

export const kit: GameKit<SedmaView> = {
  game: 'sedma',
  stageOf,
  // A Sedma table plays game after game: an offline record is "won" when the human's side has won more games.
  won: (view, seat) => {
    const v = view as SedmaView;
    const mine = v.gamesWonBySeat[seat] ?? 0;
    return v.gamesWonBySeat.every((w, s) => s === seat || v.sides[s] === v.sides[seat] || w < mine);
  },
  players: (options) => (typeof options.players === 'number' ? options.players : 4),
  botNames: BOT_NAMES,
};
