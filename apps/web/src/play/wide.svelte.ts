/**
 * Wide screens (laptops, tablets held sideways): the table gets a side panel for the score, the
 * last trick and the chat. The same numbers are in app.css (`.side-panel`).
 */
export const WIDE_QUERY = '(min-width: 1024px) and (min-height: 560px)';

class WideScreen {
  matches = $state(false);

  constructor() {
    if (typeof matchMedia !== 'function') return;
    const q = matchMedia(WIDE_QUERY);
    this.matches = q.matches;
    q.addEventListener('change', (e) => (this.matches = e.matches));
  }
}

export const wideScreen = new WideScreen();
