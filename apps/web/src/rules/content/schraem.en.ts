import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: '7-Schräm – rules',
  intro: [
    '7-Schräm (Siebenschräm) is a trick-taking game from the Eifel for two to eight players, usually four. Everyone has seven lives; whoever loses them all is out. The last one left wins.',
    'Every rule has a fixed number (S-1 …). When the table tells you a move is not allowed, it links to exactly that paragraph.',
  ],
  sections: [
    {
      heading: 'Cards and seats',
      rules: [
        { id: 'S-1', text: 'The deck has 32 French-suited cards (a Skat deck): ♣ clubs, ♠ spades, ♥ hearts, ♦ diamonds. In every suit, from high to low: **10, 9, 8, 7, Ace, King, Queen, Jack**. There are no trumps.' },
        { id: 'S-2', text: 'An app table seats two to four players (usually four), numbered clockwise. Regional variants allow up to eight.' },
        { id: 'S-3', text: 'Everyone starts with 7 lives (0 Schräm). A Schräm is a lost life; on the tally one stroke is crossed out for it. A player with no lives left is out of the game. Some tables play with 5 lives.' },
      ],
    },
    {
      heading: 'A hand',
      rules: [
        { id: 'S-4', text: 'Every player still in the game gets 4 cards from a freshly shuffled deck. The other cards stay face down and are not used in this hand.' },
        { id: 'S-5', text: 'The leader of the first hand is drawn at random. After each hand the lead moves clockwise to the next player who still has lives. Rhineland variant: the winner of a hand deals the next, so the player after the winner leads.' },
        { id: 'S-6', text: 'The leader plays any card. Then, clockwise, everyone still in the hand plays one card.' },
        { id: 'S-7', text: '**Follow suit:** a player holding the suit led must play it; a player without it may play any card. A revoke cannot happen in the app: a wrong card is refused, citing this rule, and nothing changes.' },
        { id: 'S-8', text: 'The trick goes to the highest card of the suit led. Other suits never win.' },
        { id: 'S-9', text: 'Four tricks are played; the winner of a trick leads the next. **Whoever wins the last (fourth) trick wins the hand.** The earlier tricks only decide who leads.' },
        { id: 'S-10', text: 'Everyone else still in the hand loses the hand value in lives; the winner loses nothing. The value starts at 1.' },
      ],
    },
    {
      heading: 'Knocking, holding, passing (Advanced and Pro)',
      rules: [
        { id: 'S-11', text: 'A player whose turn it is to play a card may **knock** instead. Knocking raises the value by 1. It never goes above 7: at 7 nobody can knock.' },
        { id: 'S-12', text: 'Nobody knocks twice in a row: after knocking (blind or automatic knocks included) a player may knock again only after someone else has knocked. Knocks from earlier hands do not count.' },
        { id: 'S-13', text: 'After a knock, every other player still in the hand answers in turn, clockwise: **hold** (stay in; losing now costs the new value) or **pass** (leave the hand at once). The knocker counts as holding. Every answer is seen by all as soon as it is given.' },
        { id: 'S-14', text: 'A player who passes loses the stake they had already accepted: **1** if they have not held in this hand, otherwise the value at which they last held (the value before this knock). Their cards leave the game face down, unseen.' },
        { id: 'S-15', text: 'When only one player is left in the hand — everyone else passed or laid a card face down — that player wins the hand at once.' },
        { id: 'S-16', text: 'Otherwise the knocker, still on turn, now plays a card face up; they may not knock again nor lay a card face down. This applies to a knock made instead of a card, not to the blind and automatic knocks before the first card.' },
        { id: 'S-17', text: '**Decision:** if a player leaves the hand during a trick, their card already played stays on the table but no longer competes. Players still follow the suit of the trick’s first card. The trick is decided among the cards of players still in the hand; if none of them followed, the first of their cards counts as the lead. If the player due to lead has left, the next player still in the hand leads.' },
        { id: 'S-18', text: '**Decision:** house rule “knock by lives” (Rhineland championship): nobody knocks to a value above their own lives, except that a player with 2 lives may knock to 3. Off in the standard rules. Where it is on, it binds every knock, blind and automatic ones too; such a knock is not offered. **Decision (amended):** the one exception is the forced knock of a player with exactly 1 life — the poor man’s automatic +2 (S-20) and the Rhineland “2 blind” (S-31): it always happens (at most to 7). Otherwise the cap would silence the hammer.' },
      ],
    },
    {
      heading: 'Pro',
      rules: [
        { id: 'S-19', text: '**Zähn** (exactly 2 lives = 5 Schräm): before looking at their cards the player chooses **3 blind** (a blind knock, value +3, at most 7; a knock as in S-12 to S-15) or **look** (see the cards and play normally; no blind knock in this hand afterwards). At value 7, 3 blind is impossible: the player simply looks. Until the choice their cards lie face down.' },
        { id: 'S-20', text: '**Arm** (exactly 1 life = 6 Schräm, the “poor man”, “Hammer”): knocks +2 automatically (at most to 7; not at 7). Everyone else in the hand answers as in S-13, Zähn and Arm players too. The poor man counts as holding.' },
        { id: 'S-21', text: '**Lay face down:** on their turn to play a card, a player may instead lay one card face down and leave the hand. Nobody ever sees it. It costs as much as passing (S-14). **Decision:** in Pro mode everyone may do this on any of their turns, with any card of the hand (nobody can check a face-down card against the suit led).' },
      ],
    },
    {
      heading: 'Modes',
      rules: [
        { id: 'S-22', text: '**Beginner:** only S-1 to S-10; the value stays 1. **Advanced:** adds S-11 to S-17. **Pro:** adds S-19 to S-21. What a mode does not have is refused, citing this rule.' },
      ],
    },
    {
      heading: 'End of the game',
      rules: [
        { id: 'S-23', text: 'When only one player has lives left, the game ends. That player wins and scores their remaining lives + 7 points; everyone else scores 0. (A hand’s winner never loses lives, so there is always exactly one survivor.)' },
      ],
    },
    {
      heading: 'Ranking points (online)',
      rules: [
        { id: 'S-24', text: 'An online win scores 10 (Beginner), 20 (Advanced) or 30 (Pro) points.' },
        { id: 'S-25', text: 'An online loss scores 1 point for taking part.' },
        { id: 'S-26', text: 'Best streak: 2 points for every win in your longest run of consecutive online wins, at most 20 points.' },
        { id: 'S-27', text: 'Offline wins against bots: 1 point each, at most 50 in total.' },
        { id: 'S-28', text: 'You appear on the leaderboard after at least 10 finished online games.' },
        { id: 'S-29', text: 'The server computes points from recorded games only — never from a number a device sends.' },
      ],
    },
    {
      heading: 'Playing offline',
      rules: [{ id: 'S-30', text: 'Offline you play against three bots at Easy, Medium or Hard, in any mode. The game runs entirely on your device, with no network.' }],
    },
    {
      heading: 'Regional rulesets',
      rules: [
        { id: 'S-31', text: '**Rhineland** (championship rules): “knock by lives” (S-18) is on; before looking at their cards anyone may knock blind, at most three blind knocks in a hand (value 4), later knocks only after looking; a player with 1 life must knock 2 blind before play; the winner of a hand deals the next. Tournament format: 5 series of 5 games, the highest total of game scores (S-23) wins.' },
        { id: 'S-32', text: 'Further house rules worth offering as switches: start lives (5 or 7), 2 to 8 players, “Four high” (a hand of only Aces, Kings, Queens and Jacks may be exchanged once for four new cards before the first trick).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Regional variants (V-1 … V-22)',
      paragraphs: [
        "Each club plays its own house rules. Besides Standard and Rhineland you can choose four regional rulesets; each builds on the Rhineland rules (V-0) and needs Advanced or Pro. They count for ratings of their own ruleset only, never for the points of S-24 to S-28.",
        "**Switches:** V-1 knock cap — none, by lives (S-18) or at most one more than your lives. V-2 “Four high” (S-32) — a hand of four courts (A, K, Q, J) may be laid face down for four new cards: “honest” (only with four courts), “turn” (anyone may try; the next player turns three laid cards for free — a number card costs the exchanger 1 life; after three courts the fourth may be turned: a number card costs the exchanger 1, a court the turner 1) or “challenge” (the others may challenge; the one who was wrong leaves the hand and loses 2 lives). V-3 “Sollen wir hübschen?” — when everyone left has 1 life, anyone may propose a new deal; all must agree. V-4 lead after a leave — if the trick’s leader left during it, the highest card in the trick leads next (♣ > ♠ > ♥ > ♦, then rank). V-5 who leads the next game (round the table, or the first player out deals). V-6 the slate: strokes, counted up to 7, or a Roman XII (6 lives). V-7 only the leader knocks, to 2; a player who held may knock to 3; a holder who wins costs the last knocker one life less. V-8 once anyone has been at 1 life, every hand starts at 2.",
        "Before the first card, where V-2 or V-3 apply, everyone still in the hand is asked in turn: keep, exchange or propose — everyone, so the question tells nothing. Laid cards are never shown except those turned or challenged.",
        "**Presets:** V-10 Wipperfürth (Schröm: 2–8 players, knock cap lives + 1, four high with turn, hübschen; “Seht ihr meinen Hammer?” — “Jo, ich seh deinen Hammer!”). V-11 Marienheide (2–5 players, 5 lives, cap lives + 1, the first player out deals the next game, the highest card in the trick leads after a leave). V-12 Eifel (Siwwe Ströom: the slate counts up, four high with challenge, the poor man knocks +2 in any mode). V-13 Sebbe Schröhm (6 lives, the XII slate, only the leader raises, four high honest, from the first hammer every hand starts at 2). V-20 Dedenbach (the beginners’ game, 2–5 players, no lives and no knocking): 8 cards each, 6 while five are in the hand; the winner of the last trick drops out and deals the next hand; of the last two, the one who fails to take the last trick loses the half. Two halves; the two losers of the halves play off one 8-card hand, whose loser loses the game (no play-off if one player lost both halves); everyone else wins. V-21 Tuppen (the Rhineland rules, except: when two or more players reach 1 life in the same hand, they play the “short long game” — 4-card hands among them, whose winner leaves the round — and the last two play the “long game”, 8 cards each dealt 3–2–3, whose loser loses; only cards are played in these hands, no knocking). V-22: beside the Rhineland format (5 series of 5 games, S-31), the Eifel tournament format — tables of 3 or 4, 10 games each at 5 lives, new tables drawn twice more; the total of the three tables’ scores (S-23) wins — is offered for tournaments. Every switch can also be set on its own under “House rules” where a table is set up.",
      ],
    },
    {
      heading: 'Standard or Rhineland?',
      paragraphs: [
        'The standard rules follow the app’s rule text: the lead moves round, anyone may knock up to 7, and in Pro mode a Zähn player chooses 3 blind or look.',
        'The Rhineland rules follow the championship: knocking is limited by your own lives (S-18), anyone may knock blind before looking (instead of Zähn’s blind), the poor man knocks 2 blind, and the winner of a hand deals the next (S-31). Choose the ruleset on the home screen before the game.',
      ],
    },
    {
      heading: 'Online results',
      paragraphs: [
        'Online games count as played. The one exception: a player whose seat a bot covered to the end of the game (after a lost connection or a timeout) gets no win from that game.',
        '**What counts as an online game:** for the points of S-24 to S-26 and for the 10 games of S-28, a table game counts only if at least two different people sat at the table. A game of one person against bots only (a table of bots, a quick match that bots filled) is a game against bots: its win counts like an offline win (S-27: 1 point, 50 at most in all), its loss counts nothing.',
        '**Offline wins (S-27)** count only when the game was played on a seed the server issued (you need to be online with a name when it starts) and the server has replayed the whole game with the same bots. Without a network you play just the same – the game simply does not count.',
      ],
    },
    {
      heading: 'Fair dealing and hand records',
      paragraphs: [
        'Every online game is dealt from a random seed that the server fixes before the first card; from the first view on, the table shows its fingerprint (a SHA-256 hash). While the game runs nobody sees a card that is not theirs to see – not the other players, not the spectators, not a replay.',
        'Each player\'s browser at the table adds a random value of its own, committed to beforehand and revealed only after the server has committed to its seed: so neither the server nor any player can choose the cards (a player who does not answer in time, and every bot, gets a value from the server\'s seed).',
        'When the game is over the seed is revealed: anyone can check it against the fingerprint and replay the whole game (“Verify”). So the deal of a finished game is public – every hand, also every card passed or laid face down – just as bridge sites publish the hand records after a board. The replay of a finished game may therefore show the cards of any seat.',
      ],
    },
  ],
};
