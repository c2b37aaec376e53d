import type { GameId } from '@stammtisch/engine/game';

/** Games whose engine and table have landed (the others show their rules and "soon"). */
export const PLAYABLE: readonly GameId[] = ['schraem', 'schieber', 'sedma'];
