import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, startTestServer, type TestServer } from '../testing/harness.ts';
import type { MyTable } from './mine.ts';

describe('GET /api/me/tables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.cleanup());

  it('lists the unfinished tables the player sits at, and nobody else’s', async () => {
    const anna = await guest(server.url, 'Anna');
    const bert = await guest(server.url, 'Bert');
    const mine = await createTable(server.url, anna, { game: 'schraem', options: { mode: 'anfaenger' }, visibility: 'private' });
    await createTable(server.url, bert, { game: 'sedma' });
    const r = await api<{ tables: MyTable[] }>(server.url, '/api/me/tables', { token: anna.token });
    expect(r.status).toBe(200);
    expect(r.body.tables).toEqual([expect.objectContaining({ id: mine.id, game: 'schraem', status: 'waiting', seat: 0, players: ['Anna'] })]);
    expect((await api(server.url, '/api/me/tables')).status).toBe(401);
  });
});
