import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Sedma – rules',
  intro: [
    'Sedma is a Czech trick-taking game with the German-suited mariáš deck. Suits do not matter: ranks do, and a seven beats everything. Only aces and tens score.',
    'Every rule has a fixed number (D-1 …); the table links to it when it refuses a move.',
  ],
  sections: [
    {
      heading: 'Cards, seats, sides',
      rules: [
        { id: 'D-1', text: '32 German-suited (mariáš) cards: hearts (srdce), bells (kule), leaves (zelené), acorns (žaludy); ranks 7, 8, 9, 10, Unter (spodek), Ober (svršek), King (král), Ace (eso). Suits have no meaning — except the red king (D-4).' },
        { id: 'D-2', text: 'Two, three or four players, clockwise. Four players form two teams, partners opposite; two players play each alone.' },
        { id: 'D-3', text: 'With three players one 8 and one 9 are removed before the deal (30 cards). **Decision:** the 8 and 9 of acorns.' },
        { id: 'D-4', text: 'With three players, whoever is dealt the red king (king of hearts) plays alone against the other two, who score together. With three players the red king also counts as a seven (D-8). **Decision:** if nobody holds the red king after the deal, the leader plays alone.' },
      ],
    },
    {
      heading: 'Deal and exchange',
      rules: [
        { id: 'D-5', text: 'Everyone gets 4 cards; the rest is the stock, face down. You can only play cards in your hand.' },
        { id: 'D-6', text: 'With four players, at the start of every game but the first the leader may hand their cards to their partner, who gives theirs in exchange (swap or keep).' },
      ],
    },
    {
      heading: 'Tricks',
      rules: [
        { id: 'D-7', text: 'The leader plays any card. There is no obligation to follow suit or rank. Players play in turn.' },
        { id: 'D-8', text: 'A card **beats** the trick when it has the same rank as the trick’s first card, or is a seven (with three players: or the red king). The current winner is the last player who played a beating card; if nobody has, the leader.' },
        { id: 'D-9', text: 'When everyone has played once and the turn is back with the leader: if someone else is winning, the leader may continue the trick by playing another beating card (the first card’s rank, or a seven); then every other player plays one more card, and so on. If the leader does not or cannot continue, the trick goes to the current winner. **Decision:** the common reading of “play goes round again”. **Decision (amended):** a beaten leader is always asked, on the same clock, whether to continue — also without a beating card; then “stop” is the only choice. So the question itself never tells the table what the leader holds. (With an empty hand, in the last round of a game, there is nothing to ask.)' },
        { id: 'D-10', text: 'Forced matching: when the two players right before you have played cards of the same rank in this round of the trick, you must play that rank if you hold it (the red king matches only kings here). It does not bind the leader or the player right after the leader. (At a real table it cannot be checked; the app enforces it.)' },
        { id: 'D-11', text: 'After a trick, players draw from the stock one card at a time, starting with the trick’s winner and going round, until everyone has 4 cards again; if the stock is too small, everyone draws the same number. The trick’s winner leads the next trick.' },
      ],
    },
    {
      heading: 'Scoring and the end',
      rules: [
        { id: 'D-12', text: 'Aces and tens are worth 10 each, the last trick 10 more: **90 in all**. When all cards are played, the side with more points wins the game (everything is a multiple of 10, so there is no draw).' },
        { id: 'D-13', text: '**Spálená hra** (a burned game): a player who, after the deal or after drawing, holds all four cards of one rank wins at once (with their partner). Four players only: the game also burns when the first card of a trick is followed immediately by the three other cards of that rank from the next three players; the player of the fourth card wins (with their partner).' },
        { id: 'D-14', text: 'The loser of a game deals the next; the winner of the last game leads. **Decision:** with partners, the winning side’s player who comes first clockwise after the previous leader leads. A finished game stays on the table until the player before the next leader starts the next game with **Deal**. A table plays a series of games; it shows the games won per side.' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Online results',
      paragraphs: [
        'Online games count as played. The one exception: a player whose seat a bot covered to the end gets no win from that game.',
      ],
    },
    {
      heading: 'Fair dealing and hand records',
      paragraphs: [
        'Every online game is dealt from a random seed that the server fixes before the first card; from the first view on, the table shows its fingerprint (a SHA-256 hash). While the game runs nobody sees a card that is not theirs to see – not the other players, not the spectators, not a replay.',
        'Each player\'s browser at the table adds a random value of its own, committed to beforehand and revealed only after the server has committed to its seed: so neither the server nor any player can choose the cards (a player who does not answer in time, and every bot, gets a value from the server\'s seed).',
        'When the game is over the seed is revealed: anyone can check it against the fingerprint and replay the whole game (“Verify”). So the deal of a finished game is public – every hand and the order of the stock – just as bridge sites publish the hand records after a board. The replay of a finished game may therefore show the cards of any seat.',
      ],
    },
  ],
};
