import { m } from '../paraglide/messages.js';

/** Every quick phrase of every game (`PHRASES` in the protocol), by id, in the player's language. */
export const PHRASE_TEXT: Readonly<Record<string, () => string>> = {
  'ich-halte': m.phrase_ich_halte,
  hammer: m.phrase_hammer,
  klopf: m.phrase_klopf,
  'geh-weg': m.phrase_geh_weg,
  trumpf: m.phrase_trumpf,
  stoeck: m.phrase_stoeck,
  schieb: m.phrase_schieb,
  match: m.phrase_match,
  sedma: m.phrase_sedma,
  bere: m.phrase_bere,
  pali: m.phrase_pali,
  hallo: m.phrase_hallo,
  'gut-gespielt': m.phrase_gut_gespielt,
  glueck: m.phrase_glueck,
  oha: m.phrase_oha,
  danke: m.phrase_danke,
  'noch-eins': m.phrase_noch_eins,
  tschuess: m.phrase_tschuess,
};
