import { warmWorker } from '../offline/client.ts';
import { PLAYABLE } from './available.ts';
import { GAME_LOADERS } from './loaders.ts';

/**
 * First play (docs/web.md#phone-figures): fetch the first game's table code and start the offline
 * worker ahead of the tap on "start", so that it waits for neither. Both are loaded once.
 */
export function warmFirstGame(): void {
  warmWorker();
  void GAME_LOADERS[PLAYABLE[0] ?? 'schraem']().catch(() => undefined);
}
