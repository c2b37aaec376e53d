import type { Presence } from '@colyseus/core';
import type { LiveMessage } from '@stammtisch/protocol';

/**
 * Pushes to open apps, across processes: every live room subscribes, for each of its clients, to
 * the player's channel (and to the tournaments and groups the client watches). Publishing goes
 * through Colyseus' presence — local in one process, Redis pub/sub with several — so a message
 * reaches the player wherever their live connection is. Nothing here is stored: what must survive
 * a reload is a notification (`notifications/store.ts`).
 */
export const channels = {
  player: (id: string) => `live:p:${id}`,
  tournament: (id: string) => `live:t:${id}`,
  group: (id: string) => `live:g:${id}`,
  online: (id: string) => `online:${id}`,
};

export class Live {
  constructor(
    private readonly presence: () => Presence,
    private readonly log: (line: string) => void,
    readonly ttlS: number,
  ) {}

  private publish(topic: string, msg: LiveMessage): void {
    try {
      const done = this.presence().publish(topic, msg) as unknown;
      if (done instanceof Promise) done.catch((e: unknown) => this.log(`live ${topic}: ${String(e)}`));
    } catch (e) {
      this.log(`live ${topic}: ${String(e)}`);
    }
  }

  toPlayer(id: string, msg: LiveMessage): void {
    this.publish(channels.player(id), msg);
  }

  toPlayers(ids: Iterable<string>, msg: LiveMessage): void {
    for (const id of new Set(ids)) this.toPlayer(id, msg);
  }

  toTournament(id: string, msg: LiveMessage): void {
    this.publish(channels.tournament(id), msg);
  }

  toGroup(id: string, msg: LiveMessage): void {
    this.publish(channels.group(id), msg);
  }

  /** The player has the app open (renewed by the live room while connected). */
  async touch(id: string): Promise<void> {
    await this.presence().setex(channels.online(id), '1', this.ttlS);
  }

  async away(id: string): Promise<void> {
    await this.presence().del(channels.online(id));
  }

  async online(ids: readonly string[]): Promise<Set<string>> {
    const p = this.presence();
    const here = await Promise.all(ids.map((id) => p.exists(channels.online(id))));
    return new Set(ids.filter((_, i) => here[i]));
  }
}
