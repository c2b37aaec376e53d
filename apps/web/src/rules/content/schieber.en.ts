import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Schieber – rules',
  intro: [
    'Schieber is the Swiss Jass for four: two fixed partnerships, partners sitting opposite. The player who names trumps may push the choice to the partner; the match is played to 1000.',
    'Every rule has a fixed number (J-1 …); the table links to it when it refuses a move.',
  ],
  sections: [
    {
      heading: 'Cards, seats, teams',
      rules: [
        { id: 'J-1', text: '36 cards in four Swiss suits: acorns (Eichel), shields (Schilte), bells (Schelle), roses (Rose); ranks 6, 7, 8, 9, 10 (the Banner), Under, Ober, King, Ace. The app can show the French equivalents instead (♣ ♠ ♦ ♥; Jack for Under, Queen for Ober), as used in western Switzerland.' },
        { id: 'J-2', text: 'Four players, two fixed teams, partners opposite. **Play goes counter-clockwise.** Everyone gets 9 cards, dealt in packets of three. Nobody may play out of turn, nor a card they do not hold.' },
        { id: 'J-3', text: 'The first dealer is drawn at random; then the deal moves one seat on in playing order each round. Vorhand is the player after the dealer.' },
      ],
    },
    {
      heading: 'The contract (trumps)',
      rules: [
        { id: 'J-4', text: 'Vorhand looks at the cards and names one of six contracts: trumps acorns, shields, bells or roses; **Obenabe** (no trumps, Ace high); **Undenufe** (no trumps, 6 high) — or **pushes** (schiebt): then the partner must name a contract. Pushing back is not allowed; only one push per round.' },
        { id: 'J-5', text: 'Vorhand always leads the first trick, also when the partner chose.' },
      ],
    },
    {
      heading: 'Card order and points',
      rules: [
        { id: 'J-6', text: 'Trump suit, high to low: Under (the **Buur**), 9 (the **Nell**), Ace, King, Ober, 10, 8, 7, 6. Other suits and Obenabe: Ace, King, Ober, Under, 10, 9, 8, 7, 6. Undenufe: 6, 7, 8, 9, 10, Under, Ober, King, Ace.' },
        { id: 'J-7', text: 'Card points: trump Under 20, trump 9 14, Ace 11, 10 10, King 4, Ober 3, a non-trump Under 2. In Obenabe the 8 scores 8; in Undenufe the 8 scores 8 and the 6 scores 11, the Ace nothing. Every contract has 152 card points and the last trick adds 5: **157 per round**. A team taking all nine tricks (Matsch) adds 100: 257.' },
      ],
    },
    {
      heading: 'Play',
      rules: [
        { id: 'J-8', text: 'A player holding the suit led must follow it — or may trump instead (Iitrumpfe), provided the trump beats the highest trump already in the trick.' },
        { id: 'J-9', text: 'A player without the suit led may play any card; nobody has to win the trick. Undertrumping (a trump lower than one already in the trick, when trumps were not led) is forbidden unless the hand holds nothing but trumps.' },
        { id: 'J-10', text: 'When trumps are led, a player holding trumps must play one — except that nobody is ever forced to play the Buur: if the trump Under is the only trump in hand, any card may be played.' },
        { id: 'J-11', text: 'The highest trump wins the trick; without trumps, the highest card of the suit led. The winner leads the next trick.' },
      ],
    },
    {
      heading: 'Weis and Stöck',
      rules: [
        { id: 'J-12', text: 'Weis (melds) are declared before the first trick (each player, in playing order, on their first turn). Values: runs in one suit (natural order 6-7-8-9-10-U-O-K-A, whatever the contract) of 3 cards 20, 4 = 50, 5 = 100, 6 = 150, 7 = 200, 8 = 250, 9 = 300; four of a kind: four Unders 200, four 9s 150, four Aces, Kings, Obers, 10s, 8s, 7s or 6s 100 each.' },
        { id: 'J-13', text: 'A card belongs to one Weis only; the split with the most points is taken automatically.' },
        { id: 'J-14', text: 'Only the team with the single best Weis scores — then all of its Weis; the other team none. Best means: more points; on a tie, more cards; then the higher top card (in Undenufe the lower); then the Weis in the trump suit; then the one declared first in playing order from Vorhand. **Decision — what is shown:** a declaration is announced to everyone by its value and kind only (“50”, “four 9s”); the comparison is public. After the first trick only the scoring team’s Weis are shown card by card; the other team’s Weis cards are never shown to anyone.' },
        { id: 'J-15', text: 'Stöck: King and Ober of trumps in one hand score 20, always (they are never compared), only in trump contracts. **Decision:** they score when the second of the two is played.' },
      ],
    },
    {
      heading: 'Scoring and the end',
      rules: [
        { id: 'J-16', text: 'Each team writes its card points + 5 for the last trick + Weis + Stöck (+100 Matsch). Everything counts single (no multipliers per contract).' },
        { id: 'J-17', text: 'The first team to reach 1000 wins the match. **Decision:** points are credited as they happen — Stöck with the second card, the winning team’s Weis when the first trick is complete, card points with every trick (the last with its 5, then Matsch). The team reaching 1000 first in that order wins and the round stops there (“bedanken”).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'The Jass slate',
      paragraphs: [
        'The table shows each team’s points on a slate with the classic Z: strokes on the top bar for 100, crosses on the diagonal for 50, strokes on the bottom bar for 20, and the rest as a number.',
      ],
    },
    {
      heading: 'Online results',
      paragraphs: [
        'Online matches count as played. The one exception: a player whose seat a bot covered to the end gets no win from that match.',
      ],
    },
    {
      heading: 'Fair dealing and hand records',
      paragraphs: [
        'Every online game is dealt from a random seed that the server fixes before the first card; from the first view on, the table shows its fingerprint (a SHA-256 hash). While the game runs nobody sees a card that is not theirs to see – not the other players, not the spectators, not a replay.',
        'Each player\'s browser at the table adds a random value of its own, committed to beforehand and revealed only after the server has committed to its seed: so neither the server nor any player can choose the cards (a player who does not answer in time, and every bot, gets a value from the server\'s seed).',
        'When the game is over the seed is revealed: anyone can check it against the fingerprint and replay the whole game (“Verify”). So the deal of a finished game is public – every hand and every Weis – just as bridge sites publish the hand records after a board. The replay of a finished game may therefore show the cards of any seat.',
      ],
    },
  ],
};
