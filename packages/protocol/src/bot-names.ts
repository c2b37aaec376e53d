/**
 * Bots sit at a table under a name of the game's home (the Eifel, Switzerland, a Czech pub), the
 * same offline and online; their strength travels apart (`SeatInfo.level`) and shows as a badge.
 * A module of its own: the web app's first table needs these names and nothing else of the protocol.
 */
export const BOT_NAMES: Readonly<Record<'schraem' | 'schieber' | 'sedma', readonly string[]>> = {
  schraem: ['Hein', 'Resi', 'Jupp', 'Trude', 'Pitter', 'Finchen', 'Matthes'],
  schieber: ['Ueli', 'Vreni', 'Sepp', 'Heidi', 'Beat'],
  sedma: ['Pepa', 'Máňa', 'Jarda', 'Věra', 'Franta'],
};
