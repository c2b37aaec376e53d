import type { Browser } from 'playwright-core';
import type { ReplayAnswer } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifact, ensureBuild, launch, skipReason } from './harness.ts';
import { faces, me, nameSelf, pause, type Person, person, startOnlineServer, step, tableState } from './online.ts';

const t0 = Date.now();
/** Progress lines with DEBUG_E2E=1 (where a slow or stuck step is). */
const log = (...a: unknown[]): void => {
  if (process.env.DEBUG_E2E) console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...a);
};

const skip = skipReason();
if (skip) console.warn(skip);

type Server = Awaited<ReturnType<typeof startOnlineServer>>;

/** Every card code that appears anywhere in a view (a spectator may see exactly these). */
const cardsIn = (view: unknown): Set<string> => new Set(JSON.stringify(view).match(/"[2-9TJQKA][cdhs]"/g)?.map((s) => s.slice(1, -1)) ?? []);

describe.skipIf(skip !== null)('online in the browser', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    ensureBuild();
    server = await startOnlineServer({ reconnectMs: 120_000, cardMs: 1500, decisionMs: 1500, quickMatchWaitMs: 400 });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it(
    'four people play a private 7-Schräm table to the end (code, link, a lost connection, a spectator), verify it, chat, replay it, and reach the leaderboard',
    { timeout: 240_000 },
    async () => {
      const url = server.url;
      // Anna hosts: a private Anfänger table for four people.
      const anna = await person(browser, url, 'Anna');
      await nameSelf(anna);
      await anna.page.locator('[data-testid="whoami"]').waitFor();
      await anna.page.locator('label:has([data-testid="create-mode-anfaenger"])').click();
      await anna.page.locator('[data-testid="create-go"]').click();
      await anna.page.locator('[data-testid="waiting-room"]').waitFor();
      const code = (await anna.page.locator('[data-testid="invite-code"]').getAttribute('data-code'))!;
      const link = (await anna.page.locator('[data-testid="invite-link"]').getAttribute('href'))!;
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      expect(link).toBe(`${url}/join/${code}`);
      await anna.page.locator('[data-testid="invite-qr"] svg').waitFor();
      await anna.page.screenshot({ path: artifact('online-invite.png') });

      log('table created', code);
      // Bernd types the code in the lobby; Clara and Dora open the link (it asks for a name first).
      const bernd = await person(browser, url, 'Bernd');
      await nameSelf(bernd);
      await bernd.page.locator('[data-testid="join-code"]').fill(code.toLowerCase());
      await bernd.page.locator('[data-testid="join-code-go"]').click();
      await bernd.page.locator('[data-testid="waiting-room"]').waitFor();
      const clara = await person(browser, url, 'Clara', `/join/${code}`);
      await nameSelf(clara);
      await clara.page.locator('[data-testid="waiting-room"]').waitFor();
      const people = [anna, bernd, clara];
      const ids = await Promise.all(people.map((p) => me(p.page)));

      log('bernd and clara seated');
      // Prior online games of these players, stored through the server's real recording path,
      // so that this game is their tenth (S-28 lists players from 10 finished online games).
      const dora = await person(browser, url, 'Dora', `/join/${code}`);
      const doraGuestId = await (async () => {
        await nameSelf(dora);
        return (await me(dora.page)).id;
      })();
      const { playRandom, recordGame } = await import('../../server/src/testing/records.ts');
      const seatIds = [...ids.map((x) => x.id), doraGuestId];
      for (let k = 0; k < 9; k++) {
        const g = playRandom('schraem', { mode: 'anfaenger', players: 4 }, `prior-${k}`);
        await recordGame(server.ctx, g, seatIds.map((player) => ({ player })), Date.now() - (20 - k) * 60_000);
      }
      people.push(dora);

      log('prior games recorded');
      for (const p of people) await p.page.locator('[data-testid="table-schraem"]').waitFor({ timeout: 20_000 });
      log('game on');
      const seatOf = async (p: Person) => Number(await p.page.locator('[data-testid="table-schraem"]').getAttribute('data-seat'));
      const seats = await Promise.all(people.map(seatOf));
      expect(new Set(seats).size).toBe(4);

      // The deal's commitment is on the table from the first view.
      await anna.page.locator('[data-testid="fair-button"]').click();
      const shownHash = (await anna.page.locator('[data-testid="seed-hash"]').textContent())!.trim();
      expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
      await anna.page.screenshot({ path: artifact('online-fair.png') });
      await anna.page.locator('[data-testid="fair-dialog"] button').click();

      // A spectator comes by the same link once the table is full: the spectator view only.
      const emil = await person(browser, url, 'Emil', `/join/${code}`);
      await nameSelf(emil);
      await emil.page.locator('[data-testid="table-schraem"][data-watching="1"]').waitFor();
      await emil.page.locator('[data-testid="spectating"]').waitFor();

      const seen: { seq: number; faces: string[]; interactive: number }[] = [];
      let plays = 0;
      let dropped = false;
      let claraSeat = -1;
      const finished = new Set<string>();
      for (let round = 0; finished.size < 4 && round < 20_000; round++) {
        let moved = false;
        for (const p of people) {
          if (finished.has(p.name)) continue;
          const r = await step(p.page);
          if (r === 'over') finished.add(p.name);
          if (r === 'played') {
            moved = true;
            plays++;
          }
        }
        seen.push(await faces(emil.page));
        if (!dropped && plays >= 25) {
          // Clara's phone loses its network mid-hand, then finds it again: same seat, same game.
          dropped = true;
          claraSeat = await seatOf(clara);
          await clara.context.setOffline(true);
          await clara.page.locator('[data-testid="connection-lost"]').waitFor({ timeout: 10_000 });
          await clara.page.screenshot({ path: artifact('online-connection-lost.png') });
          await pause(800);
          await clara.context.setOffline(false);
          await clara.page.locator('[data-testid="connection-lost"]').waitFor({ state: 'detached', timeout: 20_000 });
          expect(await seatOf(clara)).toBe(claraSeat);
        }
        if (!moved) await pause(25);
        if (round % 50 === 0) log('round', round, 'plays', plays, [...finished]);
      }
      log('game over');
      expect(finished.size).toBe(4);
      expect(dropped).toBe(true);
      await anna.page.screenshot({ path: artifact('online-game-over.png') });
      await emil.page.locator('[data-testid="game-over"]').waitFor();
      seen.push(await faces(emil.page));
      for (const p of [...people, emil]) expect(p.errors).toEqual([]);

      // Fair: the revealed seed hashes to the commitment, every move replays, the result matches.
      await anna.page.locator('[data-testid="verify"]').click();
      await anna.page.locator('[data-testid="verify-result"][data-ok="1"]').waitFor();
      const gameId = (await anna.page.locator('[data-testid="to-replay"]').getAttribute('href'))!.split('/')[2]!;
      const verified = await (await fetch(`${url}/api/games/${gameId}/verify`)).json();
      expect(verified).toMatchObject({ hashMatches: true, replayLegal: true, resultMatches: true, seedHash: shownHash });

      // The spectator never had a card on screen that was hidden from spectators at that moment.
      const replayOf = async (seat: string): Promise<ReplayAnswer> => (await fetch(`${url}/api/games/${gameId}/replay?seat=${seat}`)).json() as Promise<ReplayAnswer>;
      const spectatorReplay = await replayOf('spectator');
      const hands = await Promise.all([0, 1, 2, 3].map((s) => replayOf(String(s))));
      let checked = 0;
      for (const sample of seen) {
        expect(sample.interactive).toBe(0);
        const step = spectatorReplay.replay[sample.seq];
        if (!step) continue;
        const visible = cardsIn(step.view);
        const hidden = new Set(hands.flatMap((h) => ((h.replay[sample.seq]!.view as { hand: string[] | null }).hand ?? [])));
        for (const face of sample.faces) {
          expect(visible.has(face), `step ${sample.seq}: ${face}`).toBe(true);
          expect(hidden.has(face), `step ${sample.seq}: ${face} is in a hand`).toBe(false);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(20);

      // Chat: a quick phrase shows in each reader's language; free text stays text; mute works.
      await anna.page.locator('[data-testid="chat-button"]').click();
      await anna.page.locator('[data-testid="phrase-gut-gespielt"]').click();
      await anna.page.locator('[data-testid="chat-text"]').fill('<b>Prost</b> & <img src=x onerror=alert(1)>');
      await anna.page.locator('[data-testid="chat-send"]').click();
      await bernd.page.locator('[data-testid="chat-button"]').click();
      const lines = bernd.page.locator('[data-testid="chat-lines"]');
      await expect.poll(() => lines.textContent()).toContain('<b>Prost</b> & <img src=x onerror=alert(1)>');
      expect(await lines.textContent()).toContain('Gut gespielt');
      expect(await lines.locator('b, img').count()).toBe(0);
      await bernd.page.locator('summary').click();
      await bernd.page.locator('[data-testid="mute-Anna"]').click();
      await anna.page.locator('[data-testid="chat-text"]').fill('noch eins?');
      await anna.page.locator('[data-testid="chat-send"]').click();
      await expect.poll(() => anna.page.locator('[data-testid="chat-lines"]').textContent()).toContain('noch eins?');
      await pause(300);
      expect(await lines.textContent()).not.toContain('noch eins?');
      await bernd.page.screenshot({ path: artifact('online-chat.png') });

      // The leaderboard lists them now (this was their tenth online game), with ratings.
      await anna.page.goto(`${url}/#/leaderboard/schraem`);
      await anna.page.locator('[data-testid="points-table"]').waitFor();
      const board = (await anna.page.locator('[data-testid="points-table"]').textContent())!;
      for (const name of ['Anna', 'Bernd', 'Clara', 'Dora']) expect(board).toContain(name);
      await anna.page.locator('[data-testid="ratings-table"]').waitFor();
      await anna.page.screenshot({ path: artifact('online-leaderboard.png') });

      // Dora registers: the guest becomes the account and keeps its games.
      await dora.page.goto(`${url}/#/account`);
      await dora.page.locator('label:has([data-testid="tab-register"])').click();
      await dora.page.locator('[data-testid="username"]').fill('DoraK');
      await dora.page.locator('[data-testid="password"]').fill('kartenspiel-7');
      await dora.page.locator('[data-testid="auth-go"]').click();
      await dora.page.locator('[data-testid="account-done"]').waitFor();
      expect(await me(dora.page)).toMatchObject({ id: doraGuestId, kind: 'user', nickname: 'DoraK' });
      await dora.page.locator('[data-testid="my-profile"]').click();
      await dora.page.locator('[data-testid="history-row"]').first().waitFor();
      expect(await dora.page.locator('[data-testid="history-row"]').count()).toBe(10);
      await dora.page.locator('[data-testid="chart"]').waitFor();
      await dora.page.screenshot({ path: artifact('online-profile.png') });

      // The finished game, replayed step by step with the same table, from one seat's view.
      await bernd.page.goto(`${url}/#/replay/${gameId}/${seats[1]}`);
      await bernd.page.locator('[data-testid="replay-step"][data-step="0"]').waitFor();
      for (let k = 1; k <= 6; k++) {
        await bernd.page.locator('[data-testid="replay-next"]').click();
        await bernd.page.locator(`[data-testid="replay-step"][data-step="${k}"]`).waitFor();
      }
      expect(await bernd.page.locator('[data-testid="table-schraem"]').getAttribute('data-seq')).toBe('6');
      const own = (await faces(bernd.page)).faces;
      const bHand = (hands[seats[1]!]!.replay[6]!.view as { hand: string[] }).hand;
      for (const c of bHand) expect(own).toContain(c);
      await bernd.page.locator('[data-testid="replay-last"]').click();
      await bernd.page.locator('[data-testid="game-over"]').waitFor();
      await bernd.page.screenshot({ path: artifact('online-replay.png') });

      for (const p of [...people, emil]) await p.context.close();
    },
  );
});
