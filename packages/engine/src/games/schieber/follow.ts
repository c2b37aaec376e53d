import { type PackedTrick, trickCard, trickSize } from './trick.ts';
import { ABOVE_TRUMP, cardText, RANK_U, rankOf, STRENGTH, suitOf, TRUMP_STRENGTH, trumpOf } from './cards.ts';

/**
 * J-8 … J-10: which cards a hand may add to a trick. A hand is four suit masks; the result is
 * written into `out` (four suit masks) so that the hot path allocates nothing.
 */
export function playableInto(hand: readonly number[], at: number, contract: number, trick: PackedTrick, out: number[]): void {
  out[0] = hand[at]!;
  out[1] = hand[at + 1]!;
  out[2] = hand[at + 2]!;
  out[3] = hand[at + 3]!;
  if (trickSize(trick) === 0) return;
  const led = suitOf(trickCard(trick, 0));
  const trump = trumpOf(contract);
  const follow = hand[at + led]!;
  if (trump < 0) {
    if (follow !== 0) keepOnly(out, led, follow);
    return;
  }
  const trumps = hand[at + trump]!;
  if (led === trump) {
    // J-10: trump must follow trump, unless the Buur is the only trump.
    if (trumps !== 0 && trumps !== 1 << RANK_U) keepOnly(out, trump, trumps);
    return;
  }
  const over = trumps & ABOVE_TRUMP[highestTrump(trick, trump) + 1]!;
  if (follow !== 0) {
    // J-8: follow suit, or trump in above every trump already in the trick.
    keepOnly(out, led, follow);
    out[trump] = over;
    return;
  }
  // J-9: any card, but no undertrumping unless the hand holds nothing but trumps.
  let others = 0;
  for (let suit = 0; suit < 4; suit++) if (suit !== trump) others |= out[suit]!;
  if (others !== 0) out[trump] = over;
}

function keepOnly(out: number[], suit: number, mask: number): void {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  out[suit] = mask;
}

/** The trump strength (J-6) of the highest trump in the trick, -1 if none. */
export function highestTrump(trick: PackedTrick, trump: number): number {
  let best = -1;
  for (let i = 0; i < trickSize(trick); i++) {
    const c = trickCard(trick, i);
    if (suitOf(c) === trump) {
      const s = TRUMP_STRENGTH[rankOf(c)]!;
      if (s > best) best = s;
    }
  }
  return best;
}

/**
 * Why a card may not be played, for the RuleError: the rule id and a message. Only called for a
 * card in hand that `playableInto` excluded.
 */
export function whyNot(hand: readonly number[], at: number, contract: number, trick: PackedTrick, card: number): { rule: string; code: string; message: string } {
  const led = suitOf(trickCard(trick, 0));
  const ledText = cardText(trickCard(trick, 0));
  const trump = trumpOf(contract);
  const text = cardText(card);
  if (led === trump) {
    return { rule: 'J-10', code: 'must-follow-trump', message: `trump was led (${ledText}): play a trump (only a lone Buur may be held back)` };
  }
  const holdsLed = hand[at + led]! !== 0;
  if (suitOf(card) === trump) {
    return holdsLed
      ? { rule: 'J-8', code: 'trump-in-too-low', message: `you hold the led suit of ${ledText}: ${text} may only trump in above the highest trump in the trick` }
      : { rule: 'J-9', code: 'undertrump', message: `${text} would undertrump: allowed only when you hold nothing but trumps` };
  }
  return { rule: 'J-8', code: 'must-follow', message: `you hold the led suit of ${ledText}: follow it` };
}

/** J-11: the position (0…3 from the leader) of the card that wins a trick. */
export function winningPosition(trick: PackedTrick, contract: number): number {
  const strength = STRENGTH[contract]!;
  const led = suitOf(trickCard(trick, 0));
  let best = 0;
  let bestKey = strength[trickCard(trick, 0)]!;
  for (let i = 1; i < trickSize(trick); i++) {
    const c = trickCard(trick, i);
    const key = strength[c]!;
    // A card off the led suit counts only when it is a trump (strength ≥ 100).
    if ((suitOf(c) === led || key >= 100) && key > bestKey) {
      best = i;
      bestKey = key;
    }
  }
  return best;
}
