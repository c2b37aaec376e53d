import type { Refusal } from '../offline/protocol.ts';
import { m } from '../paraglide/messages.js';

/**
 * An engine refusal in the player's language, from its `code`, `rule` and `params` (the English
 * `message` is for logs). Unknown codes get a general sentence; the rule link says the rest.
 */
export interface Wording {
  readonly cardName: (code: string) => string;
  readonly suitName: (code: string) => string;
  /** A rank letter as a word ("T" → "Zehner"); the letter itself by default. */
  readonly rankName?: (rank: string) => string;
  /** The trick's first card, when the engine's params do not name it (Schieber). */
  readonly led?: string | null;
}

export function refusalText(r: Refusal, w: Wording): string {
  const { cardName, suitName } = w;
  const led = w.led ?? null;
  const p = r.params;
  const str = (k: string): string => String(p[k] ?? '');
  switch (r.code) {
    case 'not-your-turn':
      return m.err_not_your_turn();
    case 'game-over':
      return r.rule === 'D-14' ? m.err_sedma_deal_next() : m.err_game_over();
    case 'match-over':
      return m.err_game_over();
    case 'eliminated':
      return m.err_eliminated();
    case 'not-in-mode':
      return m.err_not_in_mode();
    case 'not-in-hand':
      return r.rule === 'S-13' ? m.err_left_hand() : m.err_card_not_in_hand({ card: cardName(str('card')) });
    case 'must-follow': {
      const suitOf = str('led') || led;
      return suitOf ? m.err_must_follow({ suit: suitName(suitOf) }) : m.err_must_follow_generic();
    }
    case 'must-follow-trump':
      return m.err_must_follow_trump();
    case 'trump-in-too-low':
      return led ? m.err_trump_in_too_low({ suit: suitName(led) }) : m.err_generic();
    case 'undertrump':
      return m.err_undertrump();
    case 'contract-first':
      return m.err_contract_first();
    case 'contract-chosen':
      return m.err_contract_chosen();
    case 'no-push-back':
      return m.err_no_push_back();
    case 'weis-before-contract':
    case 'weis-too-late':
      return m.err_weis_too_late();
    case 'weis-once':
      return m.err_weis_once();
    case 'no-weis':
      return m.err_no_weis();
    case 'must-match':
      return m.err_must_match({ rank: (w.rankName ?? ((x: string) => x))(str('rank')) });
    case 'game-not-over':
      return m.err_game_not_over();
    case 'must-exchange':
      return m.err_must_exchange();
    case 'no-exchange':
      return m.err_no_exchange();
    case 'must-play':
      return m.err_must_play();
    case 'must-beat':
      return m.err_must_beat();
    case 'nothing-to-stop':
      return m.err_nothing_to_stop();
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
    // Online: the table's own reasons (docs/server.md), not the engine's.
    case 'offline':
      return m.err_offline();
    case 'covered':
      return m.err_covered();
    case 'not-seated':
      return m.err_spectator();
    case 'rate-limited':
      return m.err_slow_down();
    case 'no-game':
      return m.err_game_over();
    default:
      return m.err_generic();
  }
}
