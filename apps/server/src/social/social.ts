import type { Presence } from '@colyseus/core';
import { FriendStore } from '../friends/store.ts';
import { GroupStore } from '../groups/store.ts';
import { NightScheduler } from '../groups/nights.ts';
import type { ApiContext } from '../http/routes.ts';
import type { Identity } from '../identity/identity.ts';
import { Live } from '../notifications/live.ts';
import { Notifications } from '../notifications/store.ts';
import type { TableRecord } from '../store/store.ts';
import type { Gate } from '../table/context.ts';
import { Directors } from '../tournaments/directors.ts';
import { Access } from './access.ts';
import type { SocialConfig } from './config.ts';

/**
 * Everything of issue 18 in one place: pushes and notifications, friends and blocks, groups and
 * their game nights, tournaments and their directors. One per process; the database and (with
 * several processes) Redis are what processes share.
 */
export class Social {
  readonly live: Live;
  readonly notifications: Notifications;
  readonly friends: FriendStore;
  readonly groups: GroupStore;
  readonly access: Access;
  readonly nights: NightScheduler;
  readonly tournaments: Directors;

  constructor(
    readonly ctx: ApiContext,
    readonly config: SocialConfig,
    presence: () => Presence,
  ) {
    const db = ctx.store.db;
    this.live = new Live(presence, ctx.log, config.presenceTtlS);
    this.notifications = new Notifications(db, this.live, ctx.now);
    this.friends = new FriendStore(db);
    this.groups = new GroupStore(db);
    this.access = new Access(db, this.friends);
    this.nights = new NightScheduler(this);
    this.tournaments = new Directors(this);
  }

  gate(rec: TableRecord, who: Identity | null, seated: readonly string[]): Promise<Gate> {
    return this.access.gate(rec, who, seated);
  }

  /** A game ended at a table of this process: its tournament (if any) looks at once. */
  gameFinished(tableId: string): void {
    this.tournaments.wake(tableId);
  }

  async start(): Promise<void> {
    this.nights.start();
    await this.tournaments.start();
  }

  async stop(): Promise<void> {
    await this.nights.stop();
    await this.tournaments.stop();
  }
}
