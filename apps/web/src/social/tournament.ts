import type { GameName, TournamentFormat } from '@stammtisch/protocol';

/** Which formats a game offers: Rheinland (S-31) and Eifel (V-22) are 7-Schräm's; Swiss and Arena any game's. */
export function formatsFor(game: GameName): readonly TournamentFormat[] {
  return game === 'schraem' ? ['rheinland', 'eifel', 'swiss', 'arena'] : ['swiss', 'arena'];
}

export interface TournamentForm {
  series: number;
  gamesPerSeries: number;
  rounds: number;
  minutes: number;
  tableSize: number;
  entry: 'individual' | 'team';
}

/** The form's defaults per format: what docs/social.md gives (5 × 5 for Rheinland, 3 × 10 Eifel, 5 rounds, 60 minutes). */
export function defaultTournamentForm(game: GameName, format: TournamentFormat): TournamentForm {
  return {
    series: format === 'eifel' ? 3 : 5,
    gamesPerSeries: format === 'eifel' ? 10 : 5,
    rounds: 5,
    minutes: 60,
    tableSize: game === 'sedma' && format === 'swiss' ? 2 : 4,
    entry: 'individual',
  };
}

/** The request's `rules` for a format: only the fields the format reads; table options come from the house-rules form. */
export function tournamentRules(game: GameName, format: TournamentFormat, f: TournamentForm, options: Record<string, unknown>): Record<string, unknown> {
  const rules: Record<string, unknown> = { options };
  if (format === 'rheinland' || format === 'eifel') Object.assign(rules, { series: f.series, gamesPerSeries: f.gamesPerSeries });
  if (format === 'swiss') rules.rounds = f.rounds;
  if (format === 'arena') rules.minutes = f.minutes;
  if (game !== 'schieber') rules.tableSize = f.tableSize;
  if (game === 'schieber' && format === 'swiss') rules.entry = f.entry;
  return rules;
}

/** Table sizes a game's tournament may have (Schieber 4; Rheinland and Eifel 3–4 drawn by the server, so 4). */
export function tableSizes(game: GameName, format: TournamentFormat): readonly number[] {
  if (game === 'schieber' || format === 'rheinland' || format === 'eifel') return [4];
  return game === 'sedma' ? [2, 3, 4] : [4, 3];
}
