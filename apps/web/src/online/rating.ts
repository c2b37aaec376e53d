/**
 * The rating as one whole number people know from chess: the server's conservative estimate
 * (OpenSkill `mu − 3σ`, 0 for a newcomer) scaled like Elo — 1000 to start, 40 per point — so
 * it only rises once the games have shown the strength. Never below 0.
 */
export const RATING_START = 1000;
export const RATING_SCALE = 40;

export function ratingPoints(display: number): number {
  return Math.max(0, Math.round(RATING_START + RATING_SCALE * display));
}
