import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { warmFirstGame } from './games/warm.ts';
import { HTML_LANG, i18n } from './i18n/locale.svelte.ts';

document.documentElement.lang = HTML_LANG[i18n.locale];

let swReady = false;
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      onOfflineReady: () => (swReady = true),
      onRegisteredSW: (_url, reg) => {
        if (reg?.active) swReady = true;
      },
    }),
  );
}

// First play (docs/web.md#phone-figures): on the home page, the first game's table and the offline
// worker are fetched while this entry still evaluates (the network is idle then), not after.
if (location.pathname === '/') warmFirstGame();

mount(App, { target: document.getElementById('app')!, props: { offlineReady: () => swReady } });
