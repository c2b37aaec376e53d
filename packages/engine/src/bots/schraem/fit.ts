/**
 * Logistic regression by Newton's method (iteratively reweighted least squares) with a small
 * ridge penalty, deterministic: the same rows give the same weights. For the fitted model of how
 * players bet (opponents.ts, `npm run train:schraem-opponents`).
 */
export interface Rows {
  readonly x: readonly (readonly number[])[];
  readonly y: readonly number[];
}

export interface FitOptions {
  /** Penalty per row on each squared weight but the intercept. */
  readonly ridge?: number;
  readonly iterations?: number;
}

export function fitLogistic(rows: Rows, options: FitOptions = {}): number[] {
  const ridge = options.ridge ?? 1e-5;
  const iterations = options.iterations ?? 30;
  const p = rows.x[0]?.length ?? 0;
  let w = new Array<number>(p).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(p).fill(0);
    const hess = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    for (let i = 0; i < rows.x.length; i++) {
      const x = rows.x[i]!;
      const q = sigmoid(dot(w, x));
      const r = q - rows.y[i]!;
      const v = Math.max(q * (1 - q), 1e-9);
      for (let a = 0; a < p; a++) {
        grad[a]! += r * x[a]!;
        const row = hess[a]!;
        for (let b = 0; b <= a; b++) row[b]! += v * x[a]! * x[b]!;
      }
    }
    for (let a = 0; a < p; a++) {
      // No penalty on the intercept.
      if (a > 0) {
        grad[a]! += ridge * rows.x.length * w[a]!;
        hess[a]![a]! += ridge * rows.x.length;
      }
      for (let b = 0; b < a; b++) hess[b]![a] = hess[a]![b]!;
    }
    const step = solve(hess, grad);
    w = w.map((wi, a) => wi - step[a]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

/** Mean log-loss of chances `q` for outcomes `y` (chances clamped away from 0 and 1). */
export function logLoss(q: readonly number[], y: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < q.length; i++) {
    const c = Math.min(1 - 1e-6, Math.max(1e-6, q[i]!));
    sum -= y[i]! > 0.5 ? Math.log(c) : Math.log(1 - c);
  }
  return q.length > 0 ? sum / q.length : 0;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: readonly number[]): number => {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += w[i]! * x[i]!;
  return s;
};

/** Solves A·s = b (A symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    const d = m[c]![c]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}
