/** Svelte action: focus an element when it appears (the main choice of a prompt). */
export function focusOnMount(node: HTMLElement): void {
  queueMicrotask(() => node.focus({ preventScroll: true }));
}
