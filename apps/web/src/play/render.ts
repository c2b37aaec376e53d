import type { DeckId } from '@stammtisch/engine/cards/deck';
import { backSvg, cardSvg, type FaceStyle } from '../cards/art.ts';
import type { Locale } from '../cards/locale.ts';
import { cardName, faceDownName, type SwissFaces, suitName } from '../cards/names.ts';

/** The widget's render function and card names for one deck, language and face style. */
export interface Faces {
  readonly render: (face: string | null, label: string) => string;
  readonly name: (code: string) => string;
  readonly suit: (codeOrSuit: string) => string;
  readonly faceDown: string;
  readonly style: FaceStyle;
  readonly deck: DeckId;
}

export function faces(deck: DeckId, locale: Locale, fourColour: boolean, swissFaces: SwissFaces): Faces {
  const style: FaceStyle = { locale, fourColour, swissFaces };
  return {
    render: (face, label) => (face === null ? backSvg(label) : cardSvg(deck, face, style, label)),
    name: (code) => cardName(deck, code, locale, swissFaces),
    suit: (code) => suitName(deck, code, locale, swissFaces),
    faceDown: faceDownName(locale),
    style,
    deck,
  };
}
