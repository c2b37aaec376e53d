/**
 * Geometry for the profile chart (drawn as SVG by `Chart.svelte`, no chart library): a series of
 * values over games, scaled into a box, with a few round tick values on the y axis.
 */
export interface Box {
  readonly w: number;
  readonly h: number;
  /** Room for the axis labels. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

export interface Plotted {
  readonly points: readonly { readonly x: number; readonly y: number }[];
  /** SVG path of the line ("M x y L …"), '' for no points. */
  readonly line: string;
  /** A band (e.g. rating ± uncertainty) as a closed path, '' without one. */
  readonly band: string;
  readonly ticks: readonly { readonly y: number; readonly value: number }[];
  readonly min: number;
  readonly max: number;
}

/** 1, 2 or 5 times a power of ten: a step that gives about `count` ticks over `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

const r1 = (x: number): number => Math.round(x * 10) / 10;

export function plot(values: readonly number[], box: Box, band?: readonly { readonly lo: number; readonly hi: number }[]): Plotted {
  const all = [...values, ...(band ?? []).flatMap((b) => [b.lo, b.hi])];
  if (values.length === 0) return { points: [], line: '', band: '', ticks: [], min: 0, max: 0 };
  let min = Math.min(...all);
  let max = Math.max(...all);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const step = niceStep(max - min);
  min = Math.floor(min / step) * step;
  max = Math.ceil(max / step) * step;
  const innerW = box.w - box.left - box.right;
  const innerH = box.h - box.top - box.bottom;
  const xOf = (i: number): number => r1(box.left + (values.length === 1 ? innerW / 2 : (i / (values.length - 1)) * innerW));
  const yOf = (v: number): number => r1(box.top + innerH - ((v - min) / (max - min)) * innerH);
  const points = values.map((v, i) => ({ x: xOf(i), y: yOf(v) }));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const bandPath =
    band && band.length === values.length
      ? [...band.map((b, i) => `${i === 0 ? 'M' : 'L'}${xOf(i)} ${yOf(b.hi)}`), ...band.map((b, i) => `L${xOf(i)} ${yOf(b.lo)}`).reverse(), 'Z'].join(' ')
      : '';
  const ticks: { y: number; value: number }[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push({ y: yOf(v), value: Math.round(v * 1000) / 1000 });
  return { points, line, band: bandPath, ticks, min, max };
}
