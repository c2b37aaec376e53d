import type { Refusal } from '../offline/protocol.ts';
import type { Controller } from './controller.ts';
import type { Frame } from './director.ts';
import type { Geometry } from '../table/layout.ts';
import { initialGeometry } from './place.ts';

/** The table's frame as the screens place their parts by it. */
export type Geo = Geometry;

/**
 * The reactive state every table screen shares: the frame on show, a refusal to explain, the
 * table geometry and what the screen reader last said. Screens call `connect()` in an $effect.
 */
export class TableModel<V> {
  frame = $state<Frame<V> | null>(null);
  notice = $state<{ text: string; rule: string | null } | null>(null);
  failed = $state<string | null>(null);
  announcement = $state('');
  geo = $state<Geo>(initialGeometry());

  constructor(
    readonly controller: Controller<V>,
    private readonly onFrame: (f: Frame<V>) => void,
    private readonly explain: (r: Refusal) => string,
  ) {}

  get view(): V | null {
    return this.frame?.update.view ?? null;
  }

  get legal(): readonly string[] {
    return this.frame?.update.legal ?? [];
  }

  get stage(): Frame<V>['stage'] {
    return this.frame?.stage ?? 'normal';
  }

  connect(): () => void {
    const offs = [
      this.controller.subscribe((f) => {
        const first = f.stage !== 'normal' || !this.frame || this.frame.update.seq !== f.update.seq;
        this.frame = f;
        if (first) {
          if (f.update.last?.seat === this.controller.session.seat) this.notice = null;
          this.onFrame(f);
        }
      }),
      this.controller.onRefused((_a, r) => (this.notice = { text: this.explain(r), rule: r.rule })),
      this.controller.onFailed((r) => (this.failed = r.message)),
    ];
    return () => offs.forEach((off) => off());
  }
}
