/** A small label on a seat plate ("Vorhand", "Weis 50", "Arm"). */
export interface Chip {
  readonly text: string;
  readonly kind?: 'hot' | 'warm' | 'team';
}
