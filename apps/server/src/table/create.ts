import { randomInt } from 'node:crypto';
import { type GameId, isEngineError } from '@stammtisch/engine';
import { gameById } from '@stammtisch/engine/games/index';
import type { CreateTableInput, ErrorMessage } from '@stammtisch/protocol';
import type { Config } from '../config.ts';
import { type Identity, newId } from '../identity/identity.ts';
import type { SeatPlan, TableRecord } from '../store/store.ts';
import { CATALOG, optionsWithSeats } from './catalog.ts';
import { refusal } from './seats.ts';

/** Invite codes: no 0/O, 1/I/L — read aloud across a pub table without doubt. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31⁸ ≈ 8.5 · 10¹¹ codes; wrong guesses are limited per IP and per table (table/invites.ts). */
export const CODE_LENGTH = 8;

export function inviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Table ids are room ids: letters and digits only (what Colyseus accepts in its URLs). */
export const tableId = (): string => newId('T', 9);

/**
 * A new table's record from a validated request, or a clear refusal. The game's own
 * `parseOptions` checks the options, the catalog the seat count.
 */
export function tableRecord(
  input: CreateTableInput,
  host: Identity | null,
  config: Config,
  now: number,
  origin: 'created' | 'quickmatch' = 'created',
): TableRecord | ErrorMessage {
  const game = gameById(input.game);
  if (!game) return refusal('unknown-game', `the game "${input.game}" is not available on this server yet`);
  const cat = CATALOG[input.game as GameId];
  const seats = input.seats ?? cat.defaultSeats;
  if (seats < cat.minSeats || seats > cat.maxSeats) {
    const range = cat.minSeats === cat.maxSeats ? `${cat.minSeats}` : `${cat.minSeats} to ${cat.maxSeats}`;
    return refusal('bad-seats', `${input.game} is played by ${range} players, not ${seats}`);
  }
  const options = optionsWithSeats(input.game as GameId, input.options, seats);
  const parsed = game.parseOptions(options);
  if (isEngineError(parsed)) return refusal(parsed.code, parsed.message);
  if (input.bots.length > seats) return refusal('bad-seats', `bots are given for ${input.bots.length} seats, the table has ${seats}`);
  const hostSeat = host ? input.hostSeat : null;
  if (hostSeat !== null && (hostSeat >= seats || input.bots[hostSeat])) {
    return refusal('bad-seats', `seat ${hostSeat} cannot be the host's seat`);
  }
  const seating: SeatPlan[] = Array.from({ length: seats }, (_, s) => {
    const level = input.bots[s];
    if (level) return { kind: 'bot', level };
    if (host && s === hostSeat) return { kind: 'player', playerId: host.id, nickname: host.nickname };
    return { kind: 'open' };
  });
  if (!seating.some((p) => p.kind !== 'bot')) return refusal('bad-seats', 'at least one seat must be for a person');
  return {
    id: tableId(),
    game: input.game,
    options,
    seats,
    visibility: input.visibility,
    code: input.visibility === 'private' ? inviteCode() : null,
    hostId: host?.id ?? null,
    settings: {
      cardMs: input.timer?.cardMs ?? config.cardMs,
      decisionMs: input.timer?.decisionMs ?? config.decisionMs,
      origin,
    },
    seating,
    status: 'waiting',
    createdAt: now,
    updatedAt: now,
  };
}
