import type { Refusal } from '../offline/protocol.ts';
import type { Controller } from './controller.ts';
import type { Frame } from './director.ts';

export interface Geo {
  w: number;
  h: number;
  cw: number;
  ch: number;
  handTop: number;
  centreY: number;
}

/**
 * The reactive state every table screen shares: the frame on show, a refusal to explain, the
 * table geometry and what the screen reader last said. Screens call `connect()` in an $effect.
 */
export class TableModel<V> {
  frame = $state<Frame<V> | null>(null);
  notice = $state<{ text: string; rule: string | null } | null>(null);
  failed = $state<string | null>(null);
  announcement = $state('');
  geo = $state<Geo>({ w: 360, h: 640, cw: 80, ch: 112, handTop: 500, centreY: 280 });

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

  /** Where a seat's plate goes: beside its cards, inside the table. */
  plateStyle(anchor: { x: number; y: number }, mine: boolean): string {
    const g = this.geo;
    if (mine) return `left:6px; bottom:${g.h - g.handTop + 6}px`;
    if (anchor.x < 0.3) return `left:4px; top:${Math.round(anchor.y * g.h + g.ch * 0.36)}px`;
    if (anchor.x > 0.7) return `right:4px; top:${Math.round(anchor.y * g.h + g.ch * 0.36)}px`;
    return `left:${Math.round(anchor.x * g.w)}px; top:${Math.round(anchor.y * g.h + g.ch * 0.28)}px; transform:translateX(-50%)`;
  }
}
