import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: '7-Schräm – pravidla',
  intro: [
    '7-Schräm (Siebenschräm) je štychová hra z pohoří Eifel pro dva až osm hráčů, obvykle pro čtyři. Každý má sedm životů; kdo přijde o všechny, vypadává. Vyhrává ten, kdo zůstane poslední.',
    'Každé pravidlo má pevné číslo (S-1 …). Když ti stůl řekne, že tah není povolený, odkáže přesně na tento odstavec.',
  ],
  sections: [
    {
      heading: 'Karty a místa',
      rules: [
        { id: 'S-1', text: 'Hraje se s 32 francouzskými kartami (skatový balíček): ♣ kříže, ♠ piky, ♥ srdce, ♦ káry. V každé barvě platí od nejvyšší po nejnižší: **10, 9, 8, 7, eso, král, dáma, kluk**. Trumfy nejsou.' },
        { id: 'S-2', text: 'U stolu v aplikaci sedí dva až čtyři hráči (obvykle čtyři); místa jsou číslovaná po směru hodinových ručiček. Regionální varianty dovolují až osm.' },
        { id: 'S-3', text: 'Každý začíná se 7 životy (0 Schräm). Schräm je ztracený život; na tabulce se za něj přeškrtne jedna čárka. Kdo nemá žádný život, vypadává ze hry. Někde se hraje s 5 životy.' },
      ],
    },
    {
      heading: 'Jedno kolo',
      rules: [
        { id: 'S-4', text: 'Každý hráč, který je ještě ve hře, dostane 4 karty z čerstvě zamíchaného balíčku. Ostatní karty zůstanou lícem dolů a v tomto kole se nepoužijí.' },
        { id: 'S-5', text: 'Kdo vynáší v prvním kole, se losuje. Potom vynášení přechází po směru hodinových ručiček k dalšímu hráči, který má ještě životy. Varianta Porýní: vítěz kola rozdává další, takže vynáší hráč po něm.' },
        { id: 'S-6', text: 'Vynášející zahraje libovolnou kartu. Pak po směru hodinových ručiček zahraje kartu každý, kdo je v kole ještě ve hře.' },
        { id: 'S-7', text: '**Přiznávání barvy:** kdo má vynesenou barvu, musí ji zahrát. Kdo ji nemá, smí zahrát cokoli. Chybné přiznání v aplikaci nastat nemůže: špatná karta je odmítnuta s odkazem na toto pravidlo a nic se nezmění.' },
        { id: 'S-8', text: 'Štych bere nejvyšší karta vynesené barvy. Jiné barvy nikdy neberou.' },
        { id: 'S-9', text: 'Hrají se čtyři štychy; kdo štych vezme, vynáší do dalšího. **Kdo vezme poslední (čtvrtý) štych, vyhrává kolo.** Dřívější štychy rozhodují jen o tom, kdo vynáší.' },
        { id: 'S-10', text: 'Všichni ostatní, kdo jsou v kole ještě ve hře, ztrácejí tolik životů, kolik je hodnota kola; vítěz neztrácí nic. Hodnota začíná na 1.' },
      ],
    },
    {
      heading: 'Klepání, držení, pasování (Pokročilý a Profík)',
      rules: [
        { id: 'S-11', text: 'Hráč, který je na tahu s kartou, může místo toho **klepnout**. Klepnutí zvýší hodnotu o 1. Nad 7 to nejde: při hodnotě 7 už nikdo klepnout nemůže.' },
        { id: 'S-12', text: 'Nikdo neklepe dvakrát po sobě: kdo klepl (i naslepo nebo automaticky), smí znovu klepnout až poté, co klepl někdo jiný. Klepání z dřívějších kol se nepočítá.' },
        { id: 'S-13', text: 'Po klepnutí odpoví postupně po směru hodinových ručiček každý další hráč v kole: **držet** (zůstat; prohra teď stojí novou hodnotu), nebo **pasovat** (hned z kola odejít). Kdo klepl, drží automaticky. Každou odpověď vidí všichni, jakmile zazní.' },
        { id: 'S-14', text: 'Kdo pasuje, ztrácí sázku, kterou už přijal: **1**, pokud v tomto kole ještě nedržel, jinak hodnotu, při které naposledy držel (tedy hodnotu před tímto klepnutím). Jeho karty odcházejí ze hry lícem dolů a nikdo je neuvidí.' },
        { id: 'S-15', text: 'Zůstane-li v kole jen jeden hráč – všichni ostatní pasovali nebo odložili kartu lícem dolů –, vyhrává kolo okamžitě.' },
        { id: 'S-16', text: 'Jinak ten, kdo klepl a je stále na tahu, teď zahraje kartu lícem nahoru; nesmí znovu klepnout ani odložit kartu lícem dolů. Platí to pro klepnutí místo karty, ne pro klepání naslepo a automatické klepání před první kartou.' },
        { id: 'S-17', text: '**Rozhodnutí:** odejde-li hráč z kola během štychu, jeho už zahraná karta zůstává na stole, ale nesoutěží. Přiznává se dál barva první karty štychu. Štych se rozhoduje mezi kartami hráčů, kteří jsou ještě ve hře; nepřiznal-li nikdo z nich, počítá se za vynesenou první z jejich karet. Odešel-li ten, kdo má vynášet, vynáší další hráč ve hře.' },
        { id: 'S-18', text: '**Rozhodnutí:** domácí pravidlo „klepání podle životů“ (mistrovství Porýní): nikdo neklepe na hodnotu vyšší než jeho počet životů, jen hráč se 2 životy smí na 3. Ve standardních pravidlech vypnuto. Kde platí, váže každé klepnutí, i naslepo a automatické; takové klepnutí se ani nenabídne. **Rozhodnutí (změněno):** jedinou výjimkou je povinné klepnutí hráče s právě 1 životem – automatické +2 chudáka (S-20) a porýnské „2 naslepo“ (S-31): proběhne vždy (nejvýš na 7). Jinak by hranice umlčela kladivo.' },
      ],
    },
    {
      heading: 'Profík',
      rules: [
        { id: 'S-19', text: '**Zähn** (právě 2 životy = 5 Schräm): než se podívá do karet, hráč vybere **3 naslepo** (klepnutí naslepo, hodnota +3, nejvýš 7; klepnutí jako v S-12 až S-15), nebo **podívat se** (prohlédnout karty a hrát normálně; v tomto kole už neklepe naslepo). Při hodnotě 7 nejde 3 naslepo: hráč se prostě podívá. Do rozhodnutí leží jeho karty lícem dolů.' },
        { id: 'S-20', text: '**Chudák** (Arm, právě 1 život = 6 Schräm, „Hammer“): automaticky klepe o 2 (nejvýš na 7; při 7 ne). Všichni ostatní v kole odpovídají jako v S-13, i hráči Zähn a chudáci. Chudák drží automaticky.' },
        { id: 'S-21', text: '**Odložit lícem dolů:** hráč na tahu s kartou může místo toho odložit jednu kartu lícem dolů a odejít z kola. Tu kartu nikdo nikdy neuvidí. Stojí to stejně jako pasování (S-14). **Rozhodnutí:** v režimu Profík to smí každý v kterémkoli svém tahu a s kteroukoli kartou (kartu lícem dolů nikdo nezkontroluje).' },
      ],
    },
    {
      heading: 'Režimy',
      rules: [
        { id: 'S-22', text: '**Začátečník:** jen S-1 až S-10; hodnota zůstává 1. **Pokročilý:** navíc S-11 až S-17. **Profík:** navíc S-19 až S-21. Co režim nemá, je odmítnuto s odkazem na toto pravidlo.' },
      ],
    },
    {
      heading: 'Konec hry',
      rules: [
        { id: 'S-23', text: 'Když má životy už jen jeden hráč, hra končí. Ten vyhrává a získá své zbývající životy plus 7 bodů; ostatní 0. (Vítěz kola nikdy neztrácí životy, takže zůstane vždy právě jeden.)' },
      ],
    },
    {
      heading: 'Body do žebříčku (online)',
      rules: [
        { id: 'S-24', text: 'Výhra online: 10 (Začátečník), 20 (Pokročilý) nebo 30 (Profík) bodů.' },
        { id: 'S-25', text: 'Prohra online: 1 bod za účast.' },
        { id: 'S-26', text: 'Nejlepší série: 2 body za každou výhru v tvé nejdelší řadě výher online po sobě, nejvýš 20 bodů.' },
        { id: 'S-27', text: 'Výhry offline proti botům: po 1 bodu, celkem nejvýš 50.' },
        { id: 'S-28', text: 'Do žebříčku se dostaneš po nejméně 10 dohraných hrách online.' },
        { id: 'S-29', text: 'Body počítá server jen ze zaznamenaných her – nikdy z čísla, které pošle zařízení.' },
      ],
    },
    {
      heading: 'Hra offline',
      rules: [{ id: 'S-30', text: 'Offline hraješ proti třem botům síly Lehká, Střední nebo Těžká, v jakémkoli režimu. Hra běží celá v tvém zařízení, i bez sítě.' }],
    },
    {
      heading: 'Regionální pravidla',
      rules: [
        { id: 'S-31', text: '**Porýní** (pravidla mistrovství): platí „klepání podle životů“ (S-18); než se podívá do karet, smí každý klepnout naslepo, nejvýš třikrát v kole (hodnota 4), další klepnutí až po prohlédnutí; hráč s 1 životem musí před hrou klepnout 2 naslepo; vítěz kola rozdává další. Turnaj: 5 sérií po 5 hrách, vyhrává nejvyšší součet bodů ze her (S-23).' },
        { id: 'S-32', text: 'Další domácí pravidla vhodná jako přepínače: počáteční životy (5 nebo 7), 2 až 8 hráčů, „Čtyři vysoké“ (kdo má jen esa, krále, dámy a kluky, smí jednou před prvním štychem vyměnit za čtyři nové karty).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Regionální varianty (V-1 … V-22)',
      paragraphs: [
        "Každý stůl hraje podle svých domácích pravidel. Vedle standardních a porýnských pravidel jsou k výběru čtyři regionální; každá vycházejí z pravidel Porýní (V-0) a potřebují úroveň Pokročilý nebo Profi. Počítají se jen do hodnocení vlastních pravidel, nikdy do bodů S-24 až S-28.",
        "**Přepínače:** V-1 hranice klepání – žádná, podle životů (S-18), nebo nejvýš o jeden víc než vlastní životy. V-2 „Čtyři vysoké“ (S-32) – ruku ze čtyř figur (A, K, Q, J) smíš odložit lícem dolů za čtyři nové karty: „poctivě“ (jen se čtyřmi figurami), „otočit“ (zkusit to smí kdokoli; další hráč zdarma otočí tři odložené karty – číselná karta stojí vyměňujícího 1 život; po třech figurách smí otočit čtvrtou: číselná stojí vyměňujícího 1, figura otáčejícího 1) nebo „vyzvat“ (ostatní smějí vyzvat; kdo se mýlí, odchází ze hry a ztrácí 2 životy). V-3 „Sollen wir hübschen?“ – když mají všichni jen 1 život, smí kdokoli navrhnout nové rozdání; všichni musí souhlasit. V-4 vynášení po odchodu – odešel-li vynášející štychu, vynáší nejvyšší karta ve štychu (♣ > ♠ > ♥ > ♦, pak hodnota). V-5 kdo začíná další hru (dokola, nebo rozdává ten, kdo vypadl první). V-6 tabule: čárky, počítání do 7, nebo římská XII (6 životů). V-7 klepe jen vynášející, na 2; kdo držel, smí na 3; vyhraje-li držící, stojí to posledního klepajícího o život méně. V-8 jakmile měl někdo 1 život, každé kolo začíná hodnotou 2.",
        "Před první kartou se tam, kde platí V-2 nebo V-3, postupně ptá každého ve hře: ponechat, vyměnit, nebo navrhnout nové rozdání – každého, aby otázka nic neprozradila. Odložené karty se nikdy neukazují, kromě otočených nebo vyzvaných.",
        "**Pravidla:** V-10 Wipperfürth (Schröm: 2–8 hráčů, hranice životy + 1, čtyři vysoké s otáčením, hübschen; „Seht ihr meinen Hammer?“ – „Jo, ich seh deinen Hammer!“). V-11 Marienheide (2–5 hráčů, 5 životů, hranice životy + 1, kdo vypadne první, rozdává další hru, po odchodu vynáší nejvyšší karta ve štychu). V-12 Eifel (Siwwe Ströom: tabule počítá nahoru, čtyři vysoké s vyzváním, chudák klepe +2 v každé úrovni). V-13 Sebbe Schröhm (6 životů, tabule XII, zvyšuje jen vynášející, čtyři vysoké poctivě, od prvního kladiva začíná každé kolo hodnotou 2). V-20 Dedenbach (hra pro začátečníky, 2–5 hráčů, bez životů a bez klepání): každý 8 karet, 6, dokud je v ruce pět hráčů; kdo vezme poslední štych, vystupuje a rozdává další ruku; z posledních dvou prohrává polovinu ten, kdo poslední štych nevezme. Dvě poloviny; oba poražení z polovin sehrají jednu ruku po 8 kartách a kdo ji prohraje, prohrává hru (bez rozstřelu, pokud jeden prohrál obě poloviny); všichni ostatní vyhrávají. V-21 Tuppen (pravidla Porýní, kromě: když dva nebo více hráčů klesnou ve stejné ruce na 1 život, hrají „krátkou dlouhou hru“ — ruce po 4 kartách mezi sebou, vítěz opouští kolo — a poslední dva „dlouhou hru“ po 8 kartách rozdaných 3–2–3, kdo prohraje, prohrává; v těchto rukách se jen hraje, neklepe se). V-22: vedle formátu Porýní (5 sérií po 5 hrách, S-31) nabízejí turnaje formát Eifel — stoly po 3 nebo 4, každý 10 her s 5 životy, stoly se losují ještě dvakrát; vyhrává součet skóre ze tří stolů (S-23). Každý přepínač lze nastavit i samostatně v „Domácích pravidlech“ při zakládání stolu.",
      ],
    },
    {
      heading: 'Standardní, nebo Porýní?',
      paragraphs: [
        'Standardní pravidla se řídí textem aplikace: vynášení jde dokola, klepat smí každý až do 7 a v režimu Profík si hráč Zähn vybírá 3 naslepo, nebo podívat se.',
        'Pravidla Porýní se řídí mistrovstvím: klepání omezují vlastní životy (S-18), před prohlédnutím smí naslepo klepat každý (místo Zähn), chudák klepe 2 naslepo a vítěz kola rozdává další (S-31). Pravidla si vybereš před hrou na úvodní stránce.',
      ],
    },
    {
      heading: 'Výsledky online',
      paragraphs: [
        'Hry online platí tak, jak se odehrály. Jediná výjimka: hráč, za kterého až do konce hry hrál bot (po ztrátě spojení nebo vypršení času), z té hry výhru nedostane.',
        '**Co se počítá jako hra online:** pro body podle S-24 až S-26 a pro 10 her podle S-28 se hra u stolu počítá jen tehdy, když u stolu seděli aspoň dva různí lidé. Hra jednoho člověka jen proti botům (stůl jen s boty, rychlá hra doplněná boty) je hra proti botům: výhra se počítá jako výhra offline (S-27: 1 bod, celkem nejvýš 50), prohra se nepočítá vůbec.',
        '**Výhry offline (S-27)** se počítají jen tehdy, když hra běžela na počátečním čísle (seedu), které vydal server (při startu musíš být online a mít jméno), a server celou hru se stejnými boty přehrál. Bez sítě hraješ úplně stejně – hra se jen nezapočítá.',
      ],
    },
    {
      heading: 'Férové rozdávání a záznamy her',
      paragraphs: [
        'Každá online hra se rozdává z náhodného počátečního čísla (seedu), které server určí před první kartou; od prvního pohledu ukazuje stůl jeho otisk (hash SHA-256). Dokud hra běží, nikdo neuvidí kartu, kterou vidět nemá – ani spoluhráči, ani diváci, ani záznam.',
        'Prohlížeč každého hráče u stolu k tomu přidá vlastní náhodnou hodnotu, ke které se předem zaváže a kterou odkryje až poté, co se server zaváže ke svému seedu: karty tak nemůže vybrat ani server, ani žádný hráč (hráč, který neodpoví včas, a každý bot dostane hodnotu ze seedu serveru).',
        'Po skončení hry se počáteční číslo odkryje: každý ho může porovnat s otiskem a celou hru přehrát („Ověřit“). Rozdání skončené hry je tedy veřejné – každá ruka i každá karta po pasu nebo odložená rubem –, stejně jako bridžové servery zveřejňují rozdání po dohrání. Záznam skončené hry proto smí ukázat karty kteréhokoli místa.',
      ],
    },
  ],
};
