import { EngineError, ParseError, RuleError } from './errors.ts';
import { type AnyGame, isSeat, type Seat, type Viewer } from './game.ts';
import { gameById } from './games/index.ts';

/**
 * Scenario files (DESIGN.md): a game, its options, a fixed start and deals, steps that must be
 * accepted or refused with a given rule id, legal-move checks, and a summary to match.
 */
export type Step =
  | string
  | { readonly do: string; readonly reject?: string; readonly shown?: Readonly<Record<string, string>>; readonly shows?: readonly string[] }
  | { readonly legal: number; readonly is: readonly string[] }
  | { readonly view: Viewer; readonly expect: Readonly<Record<string, unknown>> }
  | { readonly expect: Readonly<Record<string, unknown>> };

export interface Scenario {
  readonly game: string;
  readonly options?: unknown;
  readonly seed?: string | number;
  readonly start?: unknown;
  readonly deals?: readonly unknown[];
  readonly steps?: readonly Step[];
  readonly expect?: Readonly<Record<string, unknown>>;
}

export type ScenarioResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly malformed: true; readonly message: string }
  | {
      readonly ok: false;
      readonly malformed: false;
      readonly step: number | 'expect';
      readonly message: string;
      readonly expected: unknown;
      readonly actual: unknown;
    };

const malformed = (message: string): ScenarioResult => ({ ok: false, malformed: true, message });

function fail(step: number | 'expect', message: string, expected: unknown, actual: unknown): ScenarioResult {
  return { ok: false, malformed: false, step, message, expected, actual };
}

/** A viewer as a scenario names it: a seat number (a string as a JSON key) or `spectator`. */
function viewerOf(x: unknown): Viewer | null {
  if (x === 'spectator') return 'spectator';
  const n = typeof x === 'string' && /^\d$/.test(x) ? Number(x) : x;
  return isSeat(n) ? n : null;
}

/** `"2: play Th"` → seat and action text. */
export function parseStepText(text: string): { seat: Seat; action: string } | null {
  const m = /^\s*(\d+)\s*:\s*(.+?)\s*$/.exec(text);
  if (!m) return null;
  const seat = Number(m[1]);
  return isSeat(seat) ? { seat, action: m[2]! } : null;
}

/** The first place where `actual` does not contain `expected` (objects: a subset; arrays: whole). */
export function firstDifference(expected: unknown, actual: unknown, path = ''): { path: string; expected: unknown; actual: unknown } | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return { path, expected, actual };
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return { path, expected, actual };
    for (const [k, v] of Object.entries(expected)) {
      const d = firstDifference(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : { path, expected, actual };
}

const STEP_FORMS = 'a step is "SEAT: ACTION", {do, reject}, {do, shown}, {legal, is}, {view, expect} or {expect}';

function validate(raw: unknown): Scenario | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'a scenario is a JSON object';
  const s = raw as Record<string, unknown>;
  const known = ['game', 'options', 'seed', 'start', 'deals', 'steps', 'expect', 'description', 'rule', 'source'];
  const extra = Object.keys(s).filter((k) => !known.includes(k));
  if (extra.length) return `unknown keys: ${extra.join(', ')}`;
  if (typeof s.game !== 'string') return '"game" is missing';
  if (s.deals !== undefined && !Array.isArray(s.deals)) return '"deals" must be a list';
  if (s.steps !== undefined && !Array.isArray(s.steps)) return '"steps" must be a list';
  if (s.expect !== undefined && (typeof s.expect !== 'object' || s.expect === null)) return '"expect" must be an object';
  for (const [i, step] of ((s.steps as unknown[]) ?? []).entries()) {
    if (typeof step === 'string') {
      if (!parseStepText(step)) return `step ${i + 1}: "${step}" is not "SEAT: ACTION"`;
    } else if (step && typeof step === 'object') {
      const o = step as Record<string, unknown>;
      if ('do' in o) {
        if (typeof o.do !== 'string' || !parseStepText(o.do)) return `step ${i + 1}: "do" must be "SEAT: ACTION"`;
        if (o.reject !== undefined && typeof o.reject !== 'string') return `step ${i + 1}: "reject" must be a rule id`;
        if (o.shows !== undefined && (!Array.isArray(o.shows) || !o.shows.every((c) => typeof c === 'string'))) return `step ${i + 1}: "shows" must be a list of cards`;
        if (o.shown !== undefined) {
          const shown = o.shown;
          if (o.reject !== undefined || !shown || typeof shown !== 'object' || Array.isArray(shown)) {
            return `step ${i + 1}: "shown" is an object of viewer → text, for an accepted action`;
          }
          for (const [k, v] of Object.entries(shown)) {
            if (viewerOf(k) === null || typeof v !== 'string') return `step ${i + 1}: "shown" maps a seat or "spectator" to a text`;
          }
        }
      } else if ('legal' in o) {
        if (!isSeat(o.legal) || !Array.isArray(o.is)) return `step ${i + 1}: "legal" needs a seat and "is" a list of actions`;
      } else if ('view' in o) {
        if (viewerOf(o.view) === null || !o.expect || typeof o.expect !== 'object') return `step ${i + 1}: "view" needs a seat or "spectator" and "expect" an object`;
      } else if (!('expect' in o) || typeof o.expect !== 'object') {
        return `step ${i + 1}: ${STEP_FORMS}`;
      }
    } else {
      return `step ${i + 1}: ${STEP_FORMS}`;
    }
  }
  return s as unknown as Scenario;
}

export function runScenario(raw: unknown): ScenarioResult {
  const sc = validate(raw);
  if (typeof sc === 'string') return malformed(sc);
  const game: AnyGame | undefined = gameById(sc.game);
  if (!game) return malformed(`unknown game "${sc.game}"`);
  let state: unknown;
  try {
    state = game.setup(sc.options ?? {}, sc.seed ?? 1, { start: sc.start, deals: sc.deals });
  } catch (e) {
    return malformed(`setup failed: ${(e as Error).message}`);
  }
  if (state instanceof EngineError) return malformed(state.message);

  const steps = sc.steps ?? [];
  for (let i = 0; i < steps.length; i++) {
    const n = i + 1;
    const step = steps[i]!;
    if (typeof step === 'object' && 'legal' in step) {
      const actual = game.legalActions(state, step.legal as Seat).map((a) => game.formatAction(a)).sort();
      const expected = step.is.map((t) => {
        const a = game.parseAction(t);
        return a instanceof ParseError ? t : game.formatAction(a);
      }).sort();
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        return fail(n, `legal actions of seat ${step.legal}`, expected, actual);
      }
      continue;
    }
    if (typeof step === 'object' && 'view' in step) {
      const viewer = viewerOf(step.view)!;
      const d = firstDifference(step.expect, JSON.parse(JSON.stringify(game.viewFor(state, viewer))));
      if (d) return fail(n, `view of ${viewer}.${d.path}`, d.expected, d.actual);
      continue;
    }
    if (typeof step === 'object' && 'expect' in step) {
      const d = firstDifference(step.expect, game.summary(state));
      if (d) return fail(n, `summary.${d.path}`, d.expected, d.actual);
      continue;
    }
    const text = typeof step === 'string' ? step : step.do;
    const reject = typeof step === 'string' ? undefined : step.reject;
    const { seat, action: actionText } = parseStepText(text)!;
    const action = game.parseAction(actionText);
    if (action instanceof ParseError) {
      if (reject === 'parse') continue;
      return reject ? fail(n, `"${text}" should be refused`, reject, action.message) : malformed(`step ${n}: ${action.message}`);
    }
    const shows = typeof step === 'string' ? undefined : step.shows;
    if (shows) {
      if (!game.withShown) return malformed(`step ${n}: ${game.id} has no hidden cards to show ("shows")`);
      const arranged = game.withShown(state, shows);
      if (arranged instanceof EngineError) return malformed(`step ${n}: ${arranged.message}`);
      state = arranged;
    }
    let next: unknown;
    try {
      next = game.apply(state, seat, action);
    } catch (e) {
      return malformed(`step ${n}: "${text}" failed: ${(e as Error).message}`);
    }
    if (reject !== undefined) {
      if (!(next instanceof RuleError)) return fail(n, `"${text}" should be refused`, reject, 'accepted');
      if (next.rule !== reject) return fail(n, `"${text}" refused with the wrong rule`, reject, next.message);
      continue;
    }
    if (next instanceof EngineError) return fail(n, `"${text}" should be accepted`, 'accepted', next.message);
    const shown = typeof step === 'string' ? undefined : step.shown;
    for (const [k, expected] of Object.entries(shown ?? {})) {
      const actual = game.publicAction(state, seat, action, viewerOf(k)!);
      if (actual !== expected) return fail(n, `"${text}" as ${k} is told of it`, expected, actual);
    }
    state = next;
  }
  if (sc.expect) {
    const d = firstDifference(sc.expect, game.summary(state));
    if (d) return fail('expect', `summary.${d.path}`, d.expected, d.actual);
  }
  return { ok: true };
}

export function describeResult(r: ScenarioResult): string {
  if (r.ok) return '';
  if (r.malformed) return `malformed scenario: ${r.message}`;
  const where = r.step === 'expect' ? 'expect' : `step ${r.step}`;
  return `${where}: ${r.message}: expected ${JSON.stringify(r.expected)}, actual ${JSON.stringify(r.actual)}`;
}
