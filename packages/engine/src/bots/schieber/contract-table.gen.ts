import { Rng } from '../../cards/rng.ts';
import { RANK_K, RANK_O } from '../../games/schieber/cards.ts';
import { argmax, dot } from './contract.ts';
import { PLAIN_FEATURES, plainFeatures, PUSH_FEATURES, pushFeatures, TRUMP_FEATURES, trumpFeatures } from './features.ts';
import { ruleCard } from './policy.ts';
import { Sim } from './sim.ts';

/**
 * Fits the contract models: `npx tsx packages/engine/src/bots/schieber/contract-table.gen.ts >
 * packages/engine/src/bots/schieber/contract-table.ts`. Random deals are played out under each of
 * the six contracts by the rule-of-thumb cards (Vorhand, seat 0, leads); the result for team 0 —
 * own points minus the opponents', Stöck included — is regressed (ridge least squares) on the
 * features of Vorhand's hand ("lead" models) and of its partner's ("pushed" models). The push
 * model regresses, on Vorhand's hand, the result of the contract the partner's pushed model picks.
 * (Console output only: runs anywhere.)
 */
const DEALS = 60_000;
const rng = Rng.fromSeed('contract-table');
const deck = Array.from({ length: 36 }, (_, i) => i);

type Rows = { x: number[][]; y: number[] };
const rows = (): Rows => ({ x: [], y: [] });
const data = { trumpLead: rows(), trumpPushed: rows(), obenabeLead: rows(), obenabePushed: rows(), undenufeLead: rows(), undenufePushed: rows() };
const deals: { hands: number[]; results: number[] }[] = [];

function stoeck(hands: readonly number[], trump: number): number {
  const pair = (1 << RANK_K) | (1 << RANK_O);
  for (let s = 0; s < 4; s++) if ((hands[s * 4 + trump]! & pair) === pair) return s & 1 ? -20 : 20;
  return 0;
}

for (let d = 0; d < DEALS; d++) {
  rng.shuffle(deck);
  const hands = new Array<number>(16).fill(0);
  for (let i = 0; i < 36; i++) hands[(i % 4) * 4 + Math.floor(deck[i]! / 9)]! |= 1 << deck[i]! % 9;
  const results: number[] = [];
  for (let c = 0; c < 6; c++) {
    const sim = Sim.deal(c, hands, 0, 0);
    while (!sim.over) sim.play(ruleCard(sim, sim.toAct));
    const y = sim.points[0] - sim.points[1] + (c < 4 ? stoeck(hands, c) : 0);
    results.push(y);
    const lead = hands.slice(0, 4);
    const partner = hands.slice(8, 12);
    if (c < 4) {
      data.trumpLead.x.push(trumpFeatures(lead, c, []));
      data.trumpLead.y.push(y);
      data.trumpPushed.x.push(trumpFeatures(partner, c, []));
      data.trumpPushed.y.push(y);
    } else {
      const key = c === 4 ? 'obenabe' : 'undenufe';
      data[`${key}Lead`].x.push(plainFeatures(lead, c, []));
      data[`${key}Lead`].y.push(y);
      data[`${key}Pushed`].x.push(plainFeatures(partner, c, []));
      data[`${key}Pushed`].y.push(y);
    }
  }
  deals.push({ hands, results });
}

/** Ridge least squares by Gaussian elimination; R² on the last tenth (held out). */
function fit(r: Rows): { w: number[]; r2: number } {
  const n = r.x.length;
  const train = Math.floor(n * 0.9);
  const k = r.x[0]!.length;
  const a = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  for (let i = 0; i < train; i++) {
    const x = r.x[i]!;
    for (let p = 0; p < k; p++) {
      for (let q = 0; q < k; q++) a[p]![q]! += x[p]! * x[q]!;
      a[p]![k]! += x[p]! * r.y[i]!;
    }
  }
  for (let p = 0; p < k; p++) a[p]![p]! += 1e-3 * train;
  for (let p = 0; p < k; p++) {
    let piv = p;
    for (let q = p + 1; q < k; q++) if (Math.abs(a[q]![p]!) > Math.abs(a[piv]![p]!)) piv = q;
    [a[p], a[piv]] = [a[piv]!, a[p]!];
    for (let q = 0; q < k; q++) {
      if (q === p) continue;
      const f = a[q]![p]! / a[p]![p]!;
      for (let j = p; j <= k; j++) a[q]![j]! -= f * a[p]![j]!;
    }
  }
  const w = a.map((row, p) => row[k]! / row[p]!);
  let ss = 0;
  let tot = 0;
  let mean = 0;
  for (let i = train; i < n; i++) mean += r.y[i]! / (n - train);
  for (let i = train; i < n; i++) {
    ss += (r.y[i]! - dot(w, r.x[i]!)) ** 2;
    tot += (r.y[i]! - mean) ** 2;
  }
  return { w, r2: 1 - ss / tot };
}

const models: Record<string, { w: number[]; r2: number }> = {};
for (const [name, r] of Object.entries(data)) models[name] = fit(r);

const value = (hand: readonly number[], c: number, leads: boolean): number => {
  const suffix = leads ? 'Lead' : 'Pushed';
  if (c === 4) return dot(models[`obenabe${suffix}`]!.w, plainFeatures(hand, c, []));
  if (c === 5) return dot(models[`undenufe${suffix}`]!.w, plainFeatures(hand, c, []));
  return dot(models[`trump${suffix}`]!.w, trumpFeatures(hand, c, []));
};

const push: Rows = rows();
let chosen = 0;
let pushedBetter = 0;
for (const { hands, results } of deals) {
  const lead = hands.slice(0, 4);
  const partner = hands.slice(8, 12);
  const pick = argmax([0, 1, 2, 3, 4, 5].map((c) => value(partner, c, false)));
  const lv = [0, 1, 2, 3, 4, 5].map((c) => value(lead, c, true));
  push.x.push(pushFeatures(lead, Math.max(lv[0]!, lv[1]!, lv[2]!, lv[3]!), Math.max(lv[4]!, lv[5]!), []));
  push.y.push(results[pick]!);
  chosen += results[argmax(lv)]!;
  if (results[pick]! > results[argmax(lv)]!) pushedBetter++;
}
models.push = fit(push);

const fmt = (w: readonly number[]): string => `[${w.map((v) => Math.round(v * 100) / 100).join(', ')}]`;
console.log(`// Generated by contract-table.gen.ts (${DEALS} deals); do not edit by hand.`);
console.log('// Expected own points minus the opponents\' per feature (features.ts); R² on held-out deals:');
for (const [name, m] of Object.entries(models)) console.log(`//   ${name}: ${m.r2.toFixed(3)}`);
console.log(`// Mean result of Vorhand's own pick: ${(chosen / DEALS).toFixed(1)}; the partner's pick was better in ${((100 * pushedBetter) / DEALS).toFixed(0)}% of deals.`);
console.log("import type { ContractModel } from './features.ts';\n");
console.log(`// trump: ${TRUMP_FEATURES.join(', ')}`);
console.log(`// plain: ${PLAIN_FEATURES.join(', ')}`);
console.log(`// push: ${PUSH_FEATURES.join(', ')}`);
console.log('export const CONTRACT_TABLE: ContractModel = {');
for (const [name, m] of Object.entries(models)) console.log(`  ${name}: ${fmt(m.w)},`);
console.log('};');
