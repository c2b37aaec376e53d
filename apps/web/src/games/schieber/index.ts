import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import { BOT_NAMES as NAMES } from '@stammtisch/protocol/bot-names';
import type { GameKit } from '../../play/offline.ts';
import { stageOf } from './table.ts';
export { default as Screen } from './SchieberScreen.svelte';

/** Bot names at a Schieber table: seat 2 is your partner. */
const BOT_NAMES = NAMES.schieber;

export const kit: GameKit<SchieberView> = {
  game: 'schieber',
  stageOf,
  won: (view, seat) => (view as SchieberView).matchWinner === (seat & 1),
  players: () => 4,
  botNames: BOT_NAMES,
};
