/** A speed measurement: random legal play through the public engine API, counted in `unit`s. */
export interface BenchCase {
  readonly name: string;
  readonly unit: string;
  /** Plays until at least `units` units are done; returns how many were done. */
  run(units: number, seed: number): number;
  /**
   * The game's bare reference (same unit): the least such play costs with bit masks and no
   * rules beyond the trick, measured in the same run so that the ratio survives a busy machine.
   */
  reference?(): BenchCase;
  /**
   * The game's fair deals alone (docs/fairness.md: SHA-256 streams), one per unit as the game
   * deals them: what the engine must spend before any rule, beside the reference's cheap shuffle.
   */
  fairDeals?(): BenchCase;
}
