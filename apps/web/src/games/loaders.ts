import type { GameId } from '@stammtisch/engine/game';
import type { Component, Snippet } from 'svelte';
import type { Controller } from '../play/controller.ts';
import type { Geo } from '../play/model.svelte.ts';
import type { Seating } from '../table/types.ts';
import type { GameKit } from '../play/offline.ts';

/** What a game's table screen accepts: offline, online (with the table's extras) and in a replay. */
export interface ScreenProps<V = never> {
  controller: Controller<V>;
  onleave: () => void;
  onnew: () => void;
  /** Extra buttons in the top bar (chat, fairness). */
  tools?: Snippet;
  /** Layered over the table (connection banner, turn clock), told where things are. */
  overlay?: Snippet<[TableFrame]>;
  /** Replaces "new game / home" when the game is over (online: rematch, verify). */
  ending?: Snippet;
  /** Under the game-over standings (online: the ranking points and rating change the server recorded). */
  extra?: Snippet;
  /** Inside each seat's plate (online: the turn clock of the seat to act); not while a hand's result is up. */
  atSeat?: Snippet<[number]>;
  /** In the dialog of a hand's result (online: the player's clock, which runs on meanwhile). */
  atResult?: Snippet;
  /** In the side panel of a wide screen (online: the chat). */
  panel?: Snippet;
}

/** Where the table's parts are, for what is layered over it. */
export interface TableFrame {
  readonly geo: Geo;
  readonly seating: Seating;
}

export interface GameModule {
  Screen: Component<ScreenProps>;
  kit: GameKit<unknown>;
}

/** Each game's table loads on demand (its own chunk). */
export const GAME_LOADERS: Readonly<Record<GameId, () => Promise<GameModule>>> = {
  schraem: () => import('./schraem/index.ts') as Promise<unknown> as Promise<GameModule>,
  schieber: () => import('./schieber/index.ts') as Promise<unknown> as Promise<GameModule>,
  sedma: () => import('./sedma/index.ts') as Promise<unknown> as Promise<GameModule>,
};
