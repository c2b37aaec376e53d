import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Schieber – pravidla',
  intro: [
    'Schieber je švýcarský jass ve čtyřech: dvě pevné dvojice, spoluhráči sedí naproti sobě. Kdo vyhlašuje trumfy, může volbu přistrčit partnerovi; hraje se do 1000.',
    'Každé pravidlo má pevné číslo (J-1 …); stůl na ně odkazuje, když tah odmítne.',
  ],
  sections: [
    {
      heading: 'Karty, místa, dvojice',
      rules: [
        { id: 'J-1', text: '36 karet ve čtyřech švýcarských barvách: žaludy (Eichel), štíty (Schilte), kule (Schelle), růže (Rose); hodnoty 6, 7, 8, 9, 10 (praporec), spodek (Under), svršek (Ober), král, eso. Aplikace umí ukázat i francouzské karty (♣ ♠ ♦ ♥; kluk místo spodka, dáma místo svrška), jak se hraje v západním Švýcarsku.' },
        { id: 'J-2', text: 'Čtyři hráči, dvě pevné dvojice, spoluhráči naproti. **Hraje se proti směru hodinových ručiček.** Každý dostane 9 karet po třech. Nikdo nesmí hrát, když není na tahu, ani kartu, kterou nemá.' },
        { id: 'J-3', text: 'Kdo rozdává první, se losuje; pak rozdává další ve směru hry. Forhont (Vorhand) je hráč po rozdávajícím.' },
      ],
    },
    {
      heading: 'Hra (trumfy)',
      rules: [
        { id: 'J-4', text: 'Forhont se podívá do karet a vyhlásí jednu ze šesti her: trumfy žaludy, štíty, kule nebo růže; **Obenabe** (bez trumfů, eso nejvyšší); **Undenufe** (bez trumfů, šestka nejvyšší) – nebo **přistrčí** (schiebt): pak musí hru vyhlásit spoluhráč. Vracet nelze; přistrčit se smí jednou za kolo.' },
        { id: 'J-5', text: 'Do prvního štychu vynáší vždy forhont, i když hru vyhlásil spoluhráč.' },
      ],
    },
    {
      heading: 'Pořadí a body',
      rules: [
        { id: 'J-6', text: 'Trumfová barva od nejvyšší: spodek (**Buur**), devítka (**Nell**), eso, král, svršek, 10, 8, 7, 6. Ostatní barvy a Obenabe: eso, král, svršek, spodek, 10, 9, 8, 7, 6. Undenufe: 6, 7, 8, 9, 10, spodek, svršek, král, eso.' },
        { id: 'J-7', text: 'Body karet: trumfový spodek 20, trumfová devítka 14, eso 11, desítka 10, král 4, svršek 3, netrumfový spodek 2. V Obenabe má osmička 8 bodů; v Undenufe osmička 8 a šestka 11, eso nic. Každá hra má 152 bodů v kartách, poslední štych přidá 5: **157 za kolo**. Vezme-li dvojice všech devět štychů (Matsch), přidá se 100: 257.' },
      ],
    },
    {
      heading: 'Hraní',
      rules: [
        { id: 'J-8', text: 'Kdo má vynesenou barvu, musí ji přiznat – nebo smí místo toho trumfovat, pokud jeho trumf přebije nejvyšší trumf ve štychu.' },
        { id: 'J-9', text: 'Kdo barvu nemá, smí hrát cokoli; přebíjet nikdo nemusí. Podtrumfovat (zahrát nižší trumf, než už leží, když nebyl vynesen trumf) je zakázáno, ledaže má hráč v ruce už jen trumfy.' },
        { id: 'J-10', text: 'Je-li vynesen trumf, kdo trumf má, musí ho přiznat – ale Buura nikdo hrát nemusí: je-li trumfový spodek jediný trumf v ruce, smí se zahrát cokoli.' },
        { id: 'J-11', text: 'Štych bere nejvyšší trumf; bez trumfu nejvyšší karta vynesené barvy. Kdo štych vezme, vynáší do dalšího.' },
      ],
    },
    {
      heading: 'Hlášky (Weis) a Stöck',
      rules: [
        { id: 'J-12', text: 'Hlášky se hlásí před prvním štychem (každý ve směru hry při svém prvním tahu). Hodnoty: postupky v jedné barvě (přirozené pořadí 6-7-8-9-10-S-Sv-K-E, v každé hře stejně) ze 3 karet 20, 4 = 50, 5 = 100, 6 = 150, 7 = 200, 8 = 250, 9 = 300; čtyři stejné: čtyři spodci 200, čtyři devítky 150, čtyři esa, králové, svršci, desítky, osmičky, sedmičky nebo šestky po 100.' },
        { id: 'J-13', text: 'Karta patří jen k jedné hlášce; automaticky se vezme rozdělení s nejvíce body.' },
        { id: 'J-14', text: 'Boduje jen dvojice s jedinou nejlepší hláškou – pak všechny své hlášky; druhá žádné. Lepší je: víc bodů; při rovnosti víc karet; pak vyšší nejvyšší karta (v Undenufe nižší); pak hláška v trumfové barvě; pak ta ohlášená dřív ve směru hry od forhontu. **Rozhodnutí – co se ukazuje:** hláška se všem oznámí jen hodnotou a druhem („50“, „čtyři devítky“); porovnání je veřejné. Po prvním štychu se karta po kartě ukážou jen hlášky bodující dvojice; karty hlášek druhé dvojice nikdo nikdy neuvidí.' },
        { id: 'J-15', text: 'Stöck: král a svršek trumfové barvy v jedné ruce mají 20 bodů, vždy (neporovnávají se), jen ve hře s trumfy. **Rozhodnutí:** počítají se, když se zahraje druhá z obou karet.' },
      ],
    },
    {
      heading: 'Zápis a konec',
      rules: [
        { id: 'J-16', text: 'Každá dvojice si píše body za karty + 5 za poslední štych + hlášky + Stöck (+100 za Matsch). Vše se počítá jednoduše (bez násobků podle hry).' },
        { id: 'J-17', text: 'Kdo první dosáhne 1000, vyhrává partii. **Rozhodnutí:** body se připisují, jakmile vzniknou – Stöck s druhou kartou, hlášky vítězné dvojice po prvním štychu, body za karty s každým štychem (poslední s jeho 5, pak Matsch). Kdo v tomto pořadí první dosáhne 1000, vyhrává a kolo tím končí („bedanken“).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Jassová tabulka',
      paragraphs: [
        'Stůl ukazuje body každé dvojice na tabulce s klasickým Z: čárky nahoře po 100, křížky na šikmé čáře po 50, čárky dole po 20, zbytek číslem.',
      ],
    },
    {
      heading: 'Výsledky online',
      paragraphs: [
        'Partie online platí tak, jak se odehrály. Jediná výjimka: hráč, za kterého až do konce hrál bot, z té partie výhru nedostane.',
      ],
    },
    {
      heading: 'Férové rozdávání a záznamy her',
      paragraphs: [
        'Každá online hra se rozdává z náhodného počátečního čísla (seedu), které server určí před první kartou; od prvního pohledu ukazuje stůl jeho otisk (hash SHA-256). Dokud hra běží, nikdo neuvidí kartu, kterou vidět nemá – ani spoluhráči, ani diváci, ani záznam.',
        'Prohlížeč každého hráče u stolu k tomu přidá vlastní náhodnou hodnotu, ke které se předem zaváže a kterou odkryje až poté, co se server zaváže ke svému seedu: karty tak nemůže vybrat ani server, ani žádný hráč (hráč, který neodpoví včas, a každý bot dostane hodnotu ze seedu serveru).',
        'Po skončení hry se počáteční číslo odkryje: každý ho může porovnat s otiskem a celou hru přehrát („Ověřit“). Rozdání skončené hry je tedy veřejné – každá ruka a každá hláška –, stejně jako bridžové servery zveřejňují rozdání po dohrání. Záznam skončené hry proto smí ukázat karty kteréhokoli místa.',
      ],
    },
  ],
};
