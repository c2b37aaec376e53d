import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Sedma – pravidla',
  intro: [
    'Sedma je česká štychová hra s mariášovými kartami. Na barvě nezáleží: rozhoduje hodnota a sedma bere všechno. Body mají jen esa a desítky.',
    'Každé pravidlo má pevné číslo (D-1 …); stůl na ně odkazuje, když tah odmítne.',
  ],
  sections: [
    {
      heading: 'Karty, místa, strany',
      rules: [
        { id: 'D-1', text: '32 mariášových karet: srdce, kule, zelené, žaludy; hodnoty 7, 8, 9, 10, spodek, svršek, král, eso. Na barvách nezáleží – kromě červeného krále (D-4).' },
        { id: 'D-2', text: 'Hrají dva, tři nebo čtyři hráči, po směru hodinových ručiček. Ve čtyřech dvě dvojice, spoluhráči naproti sobě; ve dvou každý sám za sebe.' },
        { id: 'D-3', text: 'Ve třech se před rozdáním vyřadí jedna osma a jedna devítka (30 karet). **Rozhodnutí:** žaludská osma a žaludská devítka.' },
        { id: 'D-4', text: 'Ve třech hraje ten, kdo dostane červeného krále, sám proti dvěma ostatním, kteří počítají společně. Ve třech platí červený král navíc jako sedma (D-8). **Rozhodnutí:** nemá-li po rozdání červeného krále nikdo, hraje sám vynášející.' },
      ],
    },
    {
      heading: 'Rozdání a výměna',
      rules: [
        { id: 'D-5', text: 'Každý dostane 4 karty; zbytek je talon lícem dolů. Zahrát lze jen kartu, kterou máš v ruce.' },
        { id: 'D-6', text: 'Ve čtyřech smí vynášející na začátku každé hry kromě první dát své karty spoluhráči, který mu dá na oplátku své (vyměnit, nebo ponechat).' },
      ],
    },
    {
      heading: 'Štychy',
      rules: [
        { id: 'D-7', text: 'Vynášející zahraje libovolnou kartu. Přiznávat barvu ani hodnotu se nemusí. Hraje ten, kdo je na tahu.' },
        { id: 'D-8', text: 'Karta **bere**, má-li stejnou hodnotu jako první karta štychu, nebo je-li to sedma (ve třech i červený král). Štych drží ten, kdo naposledy bral; nebral-li nikdo, vynášející.' },
        { id: 'D-9', text: 'Když každý zahrál jednou a je znovu na řadě vynášející: drží-li štych někdo jiný, smí vynášející štych prodloužit kartou, která bere (stejná hodnota jako první karta, nebo sedma); pak každý další zahraje ještě jednu kartu, a tak dál. Nepokračuje-li (nebo nemůže), bere štych ten, kdo ho drží. **Rozhodnutí:** běžné čtení „jde se ještě jednou dokola“. **Rozhodnutí (změněno):** poraženého vynášejícího se hra vždy zeptá, se stejným časem na rozmyšlenou, zda pokračuje – i když nemá kartu, která bere; pak je jedinou volbou „Skončit“. Samotná otázka tak stolu neprozradí, co drží. (S prázdnou rukou, v posledním kole hry, se není na co ptát.)' },
        { id: 'D-10', text: 'Povinné přiznání: zahráli-li dva hráči přímo před tebou v tomto kole štychu karty stejné hodnoty, musíš tu hodnotu zahrát, máš-li ji (červený král tu pasuje jen ke králům). Neplatí pro vynášejícího ani pro hráče hned po něm. (U skutečného stolu se to nedá zkontrolovat; aplikace to hlídá.)' },
        { id: 'D-11', text: 'Po štychu si hráči po jedné berou z talonu, počínaje tím, kdo štych vzal, a dokola, dokud nemá každý zase 4 karty; nestačí-li talon, berou si všichni stejně. Kdo štych vzal, vynáší do dalšího.' },
      ],
    },
    {
      heading: 'Počítání a konec',
      rules: [
        { id: 'D-12', text: 'Esa a desítky mají po 10 bodech, poslední štych 10 navíc: **celkem 90**. Po odehrání všech karet vyhrává strana s více body (vše je násobek 10, takže remíza není).' },
        { id: 'D-13', text: '**Spálená hra:** kdo po rozdání nebo po dobrání drží všechny čtyři karty jedné hodnoty, vyhrává okamžitě (se spoluhráčem). Jen ve čtyřech: hra shoří i tehdy, když po první kartě štychu hned následují tři zbylé karty stejné hodnoty od tří dalších hráčů; vyhrává ten, kdo zahrál čtvrtou (se spoluhráčem).' },
        { id: 'D-14', text: 'Kdo hru prohraje, rozdává další; vítěz poslední hry vynáší. **Rozhodnutí:** ve dvojicích vynáší hráč vítězné strany, který je po směru hodinových ručiček první po dosavadním vynášejícím. Skončená hra zůstane na stole, dokud hráč před dalším vynášejícím nezačne další hru tlačítkem **Rozdat**. U stolu se hraje řada her; ukazují se vyhrané hry každé strany.' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Výsledky online',
      paragraphs: [
        'Hry online platí tak, jak se odehrály. Jediná výjimka: hráč, za kterého až do konce hrál bot, z té hry výhru nedostane.',
      ],
    },
    {
      heading: 'Férové rozdávání a záznamy her',
      paragraphs: [
        'Každá online hra se rozdává z náhodného počátečního čísla (seedu), které server určí před první kartou; od prvního pohledu ukazuje stůl jeho otisk (hash SHA-256). Dokud hra běží, nikdo neuvidí kartu, kterou vidět nemá – ani spoluhráči, ani diváci, ani záznam.',
        'Prohlížeč každého hráče u stolu k tomu přidá vlastní náhodnou hodnotu, ke které se předem zaváže a kterou odkryje až poté, co se server zaváže ke svému seedu: karty tak nemůže vybrat ani server, ani žádný hráč (hráč, který neodpoví včas, a každý bot dostane hodnotu ze seedu serveru).',
        'Po skončení hry se počáteční číslo odkryje: každý ho může porovnat s otiskem a celou hru přehrát („Ověřit“). Rozdání skončené hry je tedy veřejné – každá ruka i pořadí talonu –, stejně jako bridžové servery zveřejňují rozdání po dohrání. Záznam skončené hry proto smí ukázat karty kteréhokoli místa.',
      ],
    },
  ],
};
