import { diff, type Shown } from './diff.ts';
import { type Geometry, geometry, layout, poseOf, viewerHandSize } from './layout.ts';
import { handOverlaps, liftActive, tap } from './lift.ts';
import type { CardSpec, Pose, TableConfig } from './types.ts';

/**
 * The card table as a framework-free widget, in the manner of chessground: the host calls
 * `set(config)` with the complete description of the table; the widget keeps one element per
 * card key, lays the cards out and moves them with CSS transform transitions, animating only
 * what changed (`diff`). It knows nothing about any game.
 */

export interface TableApi {
  set(config: Partial<TableConfig>): void;
  /** The current geometry (px), for overlays. */
  geometry(): Geometry;
  /** Moves keyboard focus to the first interactive card. */
  focusHand(): void;
  destroy(): void;
}

interface Entry {
  readonly el: HTMLElement;
  shown: Shown;
  leaving: boolean;
}

const transform = (g: Geometry, p: Pose): string =>
  `translate(${(p.x - g.cw / 2).toFixed(1)}px,${(p.y - g.ch / 2).toFixed(1)}px) rotate(${p.rot.toFixed(1)}deg) scale(${p.scale.toFixed(3)})`;

export function createTable(root: HTMLElement, initial: TableConfig): TableApi {
  let config = initial;
  let g: Geometry = geometry({ w: root.clientWidth || 360, h: root.clientHeight || 640 }, 4, initial);
  const entries = new Map<string, Entry>();
  root.classList.add('st-table');

  // The card lifted by a first tap (tap to lift, tap again to play).
  let lifted: string | null = null;
  const setLifted = (key: string | null) => {
    lifted = key;
    for (const [k, e] of entries) e.el.classList.toggle('lifted', k === key && !e.leaving);
  };
  const handOverlapsNow = (): boolean => {
    const hand = [...entries.values()].filter((e) => !e.leaving && e.shown.spec.place.zone === 'hand' && e.shown.spec.place.seat === config.viewer);
    return handOverlaps(hand.map((e) => e.shown.pose.x), g.cw * (hand[0]?.shown.pose.scale ?? 1));
  };
  const onClick = (e: MouseEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('.st-card');
    if (!el || el.dataset.interactive !== '1') return;
    const key = el.dataset.key!;
    // detail 0: a click without a pointer (a screen reader's activation) plays at once.
    const active = e.detail > 0 && liftActive(config.liftToPlay ?? 'off', handOverlapsNow());
    const t = tap(lifted, key, { active, dim: el.classList.contains('dim') });
    setLifted(t.lifted);
    if (t.play) config.onActivate?.(key);
  };
  const onKey = (e: KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('.st-card');
    if (!el || el.dataset.interactive !== '1') return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setLifted(null);
      config.onActivate?.(el.dataset.key!);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      const list = interactive();
      const i = list.indexOf(el);
      list[(i + (e.key === 'ArrowRight' ? 1 : -1) + list.length) % list.length]?.focus();
    }
  };
  // Keyboard play: while the player works inside the table, a new turn puts the focus on the hand.
  let focusInTable = false;
  const onFocus = (e: FocusEvent) => {
    focusInTable = root.contains(e.target as Node);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  document.addEventListener('focusin', onFocus);

  const interactive = (): HTMLElement[] =>
    [...entries.values()]
      .filter((e) => !e.leaving && e.shown.spec.interactive)
      .sort((a, b) => a.shown.pose.x - b.shown.pose.x)
      .map((e) => e.el);

  function paint(el: HTMLElement, spec: CardSpec): void {
    el.innerHTML = config.render(spec.face, spec.label);
    decorate(el, spec);
  }

  function decorate(el: HTMLElement, spec: CardSpec): void {
    el.dataset.key = spec.key;
    el.dataset.face = spec.face ?? '';
    el.dataset.zone = spec.place.zone;
    el.dataset.interactive = spec.interactive ? '1' : '0';
    el.classList.toggle('dim', !!spec.dim);
    el.classList.toggle('raised', !!spec.raised);
    el.classList.toggle('won', !!spec.won);
    if (spec.won) el.dataset.won = '1';
    else delete el.dataset.won;
    el.classList.toggle('interactive', !!spec.interactive);
    if (spec.interactive) {
      el.setAttribute('role', 'button');
      el.tabIndex = 0;
      el.setAttribute('aria-disabled', spec.dim ? 'true' : 'false');
    } else {
      el.setAttribute('role', 'img');
      el.removeAttribute('tabindex');
      el.removeAttribute('aria-disabled');
    }
    el.setAttribute('aria-label', spec.hint ? `${spec.label}, ${spec.hint}` : spec.label);
    if (spec.decorative) el.setAttribute('aria-hidden', 'true');
    else el.removeAttribute('aria-hidden');
  }

  function place(el: HTMLElement, pose: Pose, ms: number, delay: number): void {
    el.style.transition = ms > 0 ? `transform ${ms}ms cubic-bezier(.2,.7,.3,1) ${delay}ms, opacity ${ms}ms` : 'none';
    el.style.transform = transform(g, pose);
    el.style.zIndex = String(pose.z);
  }

  function render(animate: boolean): void {
    const cards = config.cards;
    const ms = animate ? config.duration : 0;
    g = geometry({ w: root.clientWidth || 360, h: root.clientHeight || 640 }, Math.max(4, viewerHandSize(config, cards)), config);
    root.style.setProperty('--cw', `${g.cw}px`);
    root.style.setProperty('--ch', `${g.ch}px`);
    config.onGeometry?.(g);
    const poses = layout(g, config, cards);
    const next = new Map<string, Shown>();
    for (const spec of cards) next.set(spec.key, { pose: poses.get(spec.key)!, spec });
    const prev = new Map<string, Shown>();
    for (const [k, e] of entries) if (!e.leaving) prev.set(k, e.shown);
    const patch = diff(prev, next);
    const hadFocus = root.contains(document.activeElement) && document.activeElement !== root;

    for (const key of patch.exit) {
      const e = entries.get(key)!;
      e.leaving = true;
      if (ms === 0) {
        e.el.remove();
        entries.delete(key);
        continue;
      }
      e.el.style.transition = `opacity ${ms}ms`;
      e.el.style.opacity = '0';
      e.el.dataset.interactive = '0';
      e.el.removeAttribute('tabindex');
      setTimeout(() => {
        if (entries.get(key) === e) {
          e.el.remove();
          entries.delete(key);
        }
      }, ms);
    }

    const entering: [HTMLElement, Shown][] = [];
    for (const key of patch.enter) {
      const shown = next.get(key)!;
      const old = entries.get(key);
      if (old) old.el.remove(); // a card that was leaving comes back
      const el = document.createElement('div');
      el.className = 'st-card';
      paint(el, shown.spec);
      const from = shown.spec.from ? poseOf(g, config, key, shown.spec.from) : null;
      if (ms > 0 && from) {
        place(el, { ...from, z: shown.pose.z }, 0, 0);
        entering.push([el, shown]);
      } else {
        place(el, shown.pose, 0, 0);
        if (ms > 0) {
          el.style.opacity = '0';
          entering.push([el, shown]);
        }
      }
      root.append(el);
      entries.set(key, { el, shown, leaving: false });
    }
    for (const key of patch.update) {
      const e = entries.get(key)!;
      if (e.shown.spec.face !== next.get(key)!.spec.face || e.shown.spec.label !== next.get(key)!.spec.label) paint(e.el, next.get(key)!.spec);
      else decorate(e.el, next.get(key)!.spec);
      e.shown = next.get(key)!;
    }
    for (const key of patch.move) {
      const e = entries.get(key)!;
      const shown = next.get(key)!;
      place(e.el, shown.pose, ms, 0);
      e.shown = shown;
    }
    if (entering.length > 0) {
      void root.offsetWidth; // one reflow so the entering cards start from their origin
      for (const [el, shown] of entering) {
        place(el, shown.pose, ms, shown.spec.delay ?? 0);
        el.style.opacity = '1';
      }
    }
    if (lifted !== null && !next.get(lifted)?.spec.interactive) setLifted(null);
    else setLifted(lifted);
    const active = document.activeElement;
    const lost = !active || active === document.body || (active instanceof HTMLElement && active.dataset.interactive === '0');
    if ((hadFocus || focusInTable) && lost) interactive()[0]?.focus();
  }

  const resize = new ResizeObserver(() => render(false));
  resize.observe(root);
  render(false);

  return {
    set(partial) {
      config = { ...config, ...partial };
      render(true);
    },
    geometry: () => g,
    focusHand() {
      interactive()[0]?.focus();
    },
    destroy() {
      resize.disconnect();
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      for (const e of entries.values()) e.el.remove();
      entries.clear();
      root.classList.remove('st-table');
    },
  };
}
