export * from './errors.ts';
export * from './game.ts';
export * from './cards/deck.ts';
export { Rng, seedState, randomSeed, type RngState } from './cards/rng.ts';
export { GAMES, gameById } from './games/index.ts';
export * as Schraem from './games/schraem/index.ts';
export { schraem } from './games/schraem/index.ts';
export * as Sedma from './games/sedma/index.ts';
export { sedma } from './games/sedma/index.ts';
