import { cookieValue, type Credentials, type GuestIdentities, type Identities, type Identity } from '../identity/identity.ts';
import { SESSION_COOKIE, type Sessions } from './sessions.ts';

/**
 * Who is on the other end, for REST and for the WebSocket join alike: a login session (cookie,
 * or a bearer token) first, then a guest's device token. A registered user re-claims their
 * seats from any device they log in on, because seats belong to the player id.
 */
export class PlayerIdentities implements Identities {
  constructor(
    private readonly sessions: Sessions,
    private readonly guests: GuestIdentities,
  ) {}

  async resolve(creds: Credentials): Promise<Identity | null> {
    const session = cookieValue(creds.cookie, SESSION_COOKIE);
    if (session) {
      const user = await this.sessions.resolve(session);
      if (user) return user;
    }
    if (creds.bearer) {
      const user = await this.sessions.resolve(creds.bearer);
      if (user) return user;
    }
    return this.guests.resolve(creds);
  }
}
