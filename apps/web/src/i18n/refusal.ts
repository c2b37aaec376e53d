import type { GameId } from '@stammtisch/engine/game';
import type { Refusal } from '../offline/protocol.ts';
import { m } from '../paraglide/messages.js';

/**
 * An engine refusal in the player's language, from its `code`, `rule` and `params` (the English
 * `message` is for logs). Unknown codes get a general sentence; the rule link says the rest.
 */
export function refusalText(game: GameId, r: Refusal, cardName: (code: string) => string, suitName: (code: string) => string): string {
  const p = r.params;
  const str = (k: string): string => String(p[k] ?? '');
  switch (r.code) {
    case 'not-your-turn':
      return m.err_not_your_turn();
    case 'game-over':
      return m.err_game_over();
    case 'eliminated':
      return m.err_eliminated();
    case 'not-in-mode':
      return m.err_not_in_mode();
    case 'not-in-hand':
      return r.rule === 'S-13' ? m.err_left_hand() : m.err_card_not_in_hand({ card: cardName(str('card')) });
    case 'must-follow':
      return game === 'schraem' ? m.err_must_follow({ suit: suitName(str('led')) }) : m.err_must_follow_generic();
    case 'must-answer':
      return m.err_must_answer();
    case 'must-choose-blind':
      return m.err_must_choose_blind();
    case 'nothing-to-answer':
      return m.err_nothing_to_answer();
    case 'not-before-play':
      return m.err_not_before_play();
    case 'value-max':
      return m.err_value_max();
    case 'knocked-last':
      return m.err_knocked_last();
    case 'above-lives':
      return m.err_above_lives({ value: str('value'), lives: str('lives') });
    case 'knocker-must-play':
      return m.err_knocker_must_play();
    default:
      return m.err_generic();
  }
}
