import { OptionsError } from './errors.ts';

/**
 * Small validators for option objects that arrive as JSON. Each returns the value or an
 * OptionsError with a message that names the field.
 */
export type Raw = Readonly<Record<string, unknown>>;

export function asRecord(raw: unknown, what: string): Raw | OptionsError {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return new OptionsError('not-an-object', `${what} must be an object`, { what });
  }
  return raw as Raw;
}

export function unknownKeys(raw: Raw, known: readonly string[], what: string): OptionsError | null {
  const extra = Object.keys(raw).filter((k) => !known.includes(k));
  if (extra.length === 0) return null;
  return new OptionsError(
    'unknown-option',
    `unknown ${what} ${extra.map((k) => `"${k}"`).join(', ')} (known: ${known.join(', ')})`,
    { keys: extra.join(',') },
  );
}

export function intIn(raw: Raw, key: string, min: number, max: number, fallback: number): number | OptionsError {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    return new OptionsError('bad-option', `option "${key}" must be a whole number from ${min} to ${max}`, {
      key,
      min,
      max,
    });
  }
  return v;
}

export function oneOf<T extends string>(
  raw: Raw,
  key: string,
  values: readonly T[],
  fallback: T,
): T | OptionsError {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
    return new OptionsError('bad-option', `option "${key}" must be one of ${values.join(', ')}`, {
      key,
      values: values.join(','),
    });
  }
  return v as T;
}

export function bool(raw: Raw, key: string, fallback: boolean): boolean | OptionsError {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') {
    return new OptionsError('bad-option', `option "${key}" must be true or false`, { key });
  }
  return v;
}

/** Runs validators in order and returns the first error, or null. */
export function firstError(...values: unknown[]): OptionsError | null {
  for (const v of values) if (v instanceof OptionsError) return v;
  return null;
}
