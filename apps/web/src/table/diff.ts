import type { CardSpec, Pose } from './types.ts';

/**
 * What changed between two layouts: cards that arrive, move, change face or state, or leave.
 * The widget applies exactly these operations, so only changed cards are touched or animated.
 */
export interface Patch {
  readonly enter: readonly string[];
  readonly move: readonly string[];
  /** Face or state (dim, raised, interactive, label) changed: update the element. */
  readonly update: readonly string[];
  readonly exit: readonly string[];
}

export interface Shown {
  readonly pose: Pose;
  readonly spec: CardSpec;
}

const EPS = 0.5;

export function samePose(a: Pose, b: Pose): boolean {
  return (
    Math.abs(a.x - b.x) < EPS &&
    Math.abs(a.y - b.y) < EPS &&
    Math.abs(a.rot - b.rot) < 0.5 &&
    Math.abs(a.scale - b.scale) < 0.005 &&
    a.z === b.z
  );
}

export function sameLook(a: CardSpec, b: CardSpec): boolean {
  return (
    a.face === b.face &&
    !!a.dim === !!b.dim &&
    !!a.raised === !!b.raised &&
    !!a.won === !!b.won &&
    !!a.interactive === !!b.interactive &&
    a.label === b.label &&
    a.hint === b.hint &&
    !!a.decorative === !!b.decorative
  );
}

export function diff(prev: ReadonlyMap<string, Shown>, next: ReadonlyMap<string, Shown>): Patch {
  const enter: string[] = [];
  const move: string[] = [];
  const update: string[] = [];
  const exit: string[] = [];
  for (const [key, now] of next) {
    const before = prev.get(key);
    if (!before) {
      enter.push(key);
      continue;
    }
    if (!samePose(before.pose, now.pose)) move.push(key);
    if (!sameLook(before.spec, now.spec)) update.push(key);
  }
  for (const key of prev.keys()) if (!next.has(key)) exit.push(key);
  return { enter, move, update, exit };
}
