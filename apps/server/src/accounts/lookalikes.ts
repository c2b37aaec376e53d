import { nameKey } from '@stammtisch/protocol';
import unhomoglyph from 'unhomoglyph';

/**
 * Names that look alike (Unicode UTS #39, "Confusable Detection"): the skeleton of a name is
 * NFD, each character replaced by its prototype from Unicode's confusables.txt (the `unhomoglyph`
 * package keeps that table), NFD again — two names look alike when their skeletons are equal.
 * Folded further like the username key (case, accents, the key's own lookalikes), so that
 * "Sepp", "Ѕерр", "S℮pp" and "Ꮪepp" are one name. Server-side only: the table is ~100 KB, too
 * much for the web client, which keeps `nameKey`'s short list.
 */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

export function lookalikeKey(name: string): string {
  return nameKey(skeleton(name));
}
