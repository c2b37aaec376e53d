import { Rng } from '../../cards/rng.ts';

/** The q-quantile (0..1) of a sample, by nearest rank; 0 for an empty sample. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

/**
 * A 95% percentile-bootstrap interval of a ratio Σwins / Σgames over independent units (deal
 * sequences), resampling units with replacement.
 */
export function bootstrapRatio(units: readonly { readonly wins: number; readonly games: number }[], seed: string, rounds = 2000): [number, number] {
  if (units.length === 0) return [0, 0];
  const rng = Rng.fromSeed(seed);
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let w = 0;
    let g = 0;
    for (let i = 0; i < units.length; i++) {
      const u = units[rng.int(units.length)]!;
      w += u.wins;
      g += u.games;
    }
    ratios.push(g > 0 ? w / g : 0);
  }
  return [quantile(ratios, 0.025), quantile(ratios, 0.975)];
}

export const round = (x: number, digits = 3): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
