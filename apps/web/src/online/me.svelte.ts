import type { Me } from '@stammtisch/protocol';
import { type Answer, api } from './api.ts';

/**
 * Who this device is to the server: a guest (a nickname), a logged-in user, or nobody yet. The
 * tokens live in HttpOnly cookies the page never sees; this only mirrors `GET /api/me`.
 * `state`: 'unknown' until asked, 'offline' when the server cannot be reached.
 */
class Identity {
  me = $state<Me | null>(null);
  state = $state<'unknown' | 'loading' | 'known' | 'offline'>('unknown');
  private pending: Promise<Me | null> | null = null;

  /** Asks the server once (again with `force`). */
  load(force = false): Promise<Me | null> {
    if (this.pending && !force) return this.pending;
    if (this.state === 'unknown') this.state = 'loading';
    this.pending = api.me().then((r) => {
      if (r.ok) this.set(r.body && typeof r.body.id === 'string' ? r.body : null);
      else if (r.status === 401) this.set(null);
      else {
        this.state = 'offline';
        this.pending = null;
      }
      return this.me;
    });
    return this.pending;
  }

  private set(me: Me | null): void {
    this.me = me;
    this.state = 'known';
  }

  private async adopt(r: Answer<Me>): Promise<Answer<Me>> {
    if (r.ok) {
      this.set(r.body);
      this.pending = Promise.resolve(r.body);
    }
    return r;
  }

  /** Starts as a guest with this nickname (or renames the guest). */
  guest(nickname: string): Promise<Answer<Me>> {
    return api.guest(nickname).then((r) => this.adopt(r));
  }

  /** Registers; a guest on this device becomes the account and keeps its games. */
  register(username: string, password: string): Promise<Answer<Me>> {
    return api.register(username, password).then((r) => this.adopt(r));
  }

  login(username: string, password: string): Promise<Answer<Me>> {
    return api.login(username, password).then((r) => this.adopt(r));
  }

  /** Ends the session; the device is its guest again, if it had one. */
  async logout(): Promise<void> {
    await api.logout();
    this.pending = null;
    await this.load(true);
  }
}

export const identity = new Identity();
