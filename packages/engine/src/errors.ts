/**
 * Errors a caller can cause. The engine returns them instead of throwing, so a caller
 * (server, worker, scenario runner) can always answer with a clear message and keep its state.
 *
 * `code` and `params` let a client translate the message; `message` is English for logs and tests.
 */
export type ErrorParams = Readonly<Record<string, string | number>>;

export abstract class EngineError {
  abstract readonly kind: 'rule' | 'parse' | 'options';
  constructor(
    readonly code: string,
    readonly message: string,
    readonly params: ErrorParams = {},
  ) {}
  toString(): string {
    return this.message;
  }
}

/** An action the rules forbid. `rule` is the stable rule id (`S-7`, `J-9`, `D-10`). */
export class RuleError extends EngineError {
  readonly kind = 'rule' as const;
  constructor(
    readonly rule: string,
    code: string,
    message: string,
    params: ErrorParams = {},
  ) {
    super(code, `${rule}: ${message}`, params);
  }
}

/** Text that is not a card, an action or a scenario of the expected form. */
export class ParseError extends EngineError {
  readonly kind = 'parse' as const;
}

/** Game options that are out of range or contradict each other. */
export class OptionsError extends EngineError {
  readonly kind = 'options' as const;
}

export const isEngineError = (x: unknown): x is EngineError => x instanceof EngineError;

/** For tests and tools: the value, or a thrown Error carrying the engine's message. */
export function unwrap<T>(x: T): Exclude<T, EngineError> {
  if (x instanceof EngineError) throw new Error(x.message);
  return x as Exclude<T, EngineError>;
}
