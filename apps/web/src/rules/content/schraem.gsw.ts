import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: '7-Schräm – Regle',
  intro: [
    '7-Schräm (Siebeschräm) isch es Stichspiel us de Eifel für zwei bis acht Lüüt, meischtens z viert. Jede het sibe Läbe; wer alli verlüürt, isch duss. Wer als Letschte übrig bliibt, gwünnt.',
    'Jedi Regle het e feschti Nummere (S-1 …). Seit dir de Tisch, dass en Zug nöd gaht, verwiist er genau uf dä Abschnitt.',
  ],
  sections: [
    {
      heading: 'Charte und Plätz',
      rules: [
        { id: 'S-1', text: 'Gspielt wird mit 32 französische Charte (Skatblatt): ♣ Chrüz, ♠ Schufle, ♥ Härz, ♦ Egge. I jeder Farb gilt vo höch nach nider: **10, 9, 8, 7, Ass, Chünig, Dame, Buur**. Es git kei Trumpf.' },
        { id: 'S-2', text: 'Am App-Tisch sitzed zwei bis vier Spieler (meischtens vier); d Plätz sind im Uhrzeigersinn nummeriert. Regionali Variante erlaubed bis acht.' },
        { id: 'S-3', text: 'Jede fangt mit 7 Läbe aa (0 Schräm). Es Schräm isch es verlornigs Läbe; uf de Strichlischte wird defür en Strich dureggstriche. Wer kei Läbe meh het, isch usgschiede. Mängi Runde spieled mit 5 Läbe.' },
      ],
    },
    {
      heading: 'E Hand',
      rules: [
        { id: 'S-4', text: 'Jede, wo no im Spiel isch, überchunnt 4 Charte us eme frisch gmischlete Stapel. Di andere Charte bliibed verdeckt und wärded i dere Hand nöd bruucht.' },
        { id: 'S-5', text: 'Wer d erscht Hand usspielt, wird uusglost. Nachher gaht s Usspiele im Uhrzeigersinn zum nächschte Spieler, wo no Läbe het. Variante Rhiiland: De Gwünner vo de Hand git di nächscht, also spielt de Nächscht nach ihm uus.' },
        { id: 'S-6', text: 'De Usspieler spielt e beliebigi Charte uus. Dänn spielt jede, wo no i de Hand isch, im Uhrzeigersinn e Charte.' },
        { id: 'S-7', text: '**Aagäh:** Wer d usgspielti Farb het, mues si spiele. Wer si nöd het, darf jedi Charte spiele. „Falsch aagä“ chas i de App nöd gä: E falschi Charte wird abglehnt, mit Verwiis uf die Regle, und nüt änderet sich.' },
        { id: 'S-8', text: 'De Stich überchunnt di höchscht Charte vo de usgspielte Farb. Frömdi Farbe stäched nie.' },
        { id: 'S-9', text: 'Es wärded vier Stich gspielt; wer en Stich macht, spielt zum nächschte uus. **Wer de letscht (viert) Stich macht, gwünnt d Hand.** Di früehnere Stich entscheided nume, wer usspielt.' },
        { id: 'S-10', text: 'Alli andere, wo no i de Hand sind, verlüüred de Spielwärt a Läbe; de Gwünner verlüürt nüt. De Spielwärt fangt bi 1 aa.' },
      ],
    },
    {
      heading: 'Chlopfe, Halte, Passe (Fortgschritte und Profi)',
      rules: [
        { id: 'S-11', text: 'Wer e Charte sött spiele, darf statt dem **chlopfe**. Chlopfe macht de Spielwärt um 1 höcher. Über 7 gaht nöd: Bi 7 cha niemer meh chlopfe.' },
        { id: 'S-12', text: 'Niemer chlopft zweimal hinderenand: Wer gchlopft het (au blind oder automatisch), darf erscht wieder chlopfe, wenn en andere gchlopft het. Chlopfe us früehnere Händ zellt nöd.' },
        { id: 'S-13', text: 'Nach emne Chlopfe antwortet jede anderi, wo no i de Hand isch, reihum im Uhrzeigersinn: **Halte** (bliibe; verlüürt me jetzt, choschtets de neu Wärt) oder **Passe** (sofort ussteige). Wer chlopft, haltet dermit sälber. Jedi Antwort gsehnd alli, sobald si gäh isch.' },
        { id: 'S-14', text: 'Wer passt, verlüürt de Iisatz, won er scho aagno het: **1**, wenn er i dere Hand no nöd ghalte het, susch de Wärt, bi dem er zletscht ghalte het (also de Wärt vor dem Chlopfe). Sini Charte gönd verdeckt us em Spiel; niemer gseht si.' },
        { id: 'S-15', text: 'Isch nume no eine i de Hand – alli andere händ passt oder verdeckt abgleit –, gwünnt er d Hand sofort.' },
        { id: 'S-16', text: 'Susch spielt de Chlopfer, wo ja no am Zug isch, jetzt e Charte offe uus. Er darf nöd nomal chlopfe und nöd verdeckt ablege. Das gilt für es Chlopfe statt ere Charte, nöd für blindi und automatischi Chlopfer vor de erschte Charte.' },
        { id: 'S-17', text: '**Feschtlegig:** Stiigt öpper während emne Stich us, bliibt sini scho gspielti Charte ligge, zellt aber nüme. Aagäh mues me wiiter d Farb vo de erschte Charte. De Stich wird under de Charte vo dene entschiede, wo no debii sind; het keine vo ihne d usgspielti Farb, gilt di erscht vo ihrne Charte als usgspielt. Isch de Usspieler usgstige, spielt de Nächscht im Uhrzeigersinn uus, wo no debii isch.' },
        { id: 'S-18', text: '**Feschtlegig:** Husregle „Chlopfe nach Läbe“ (Rhiiland-Meisterschaft): Niemer chlopft uf en Wärt über sine eigne Läbe – nume wer 2 Läbe het, darf uf 3. Im Standard-Regelwerk us. Wo si gilt, bindet si jedes Chlopfe, au blindi und automatischi; so es Chlopfe wird gar nöd aabote. **Feschtlegig (gänderet):** Di einzig Usnahm isch s Pflichtchlopfe vo eim mit genau 1 Läbe – s automatische +2 vom Arme (S-20) und s „2 blind“ im Rhiiland (S-31): Das git’s immer (höchschtens uf 7). Suscht würd d Grenze de Hammer stumm mache.' },
      ],
    },
    {
      heading: 'Profi',
      rules: [
        { id: 'S-19', text: '**Zähn** (genau 2 Läbe = 5 Schräm): Vor em Aaluege vo de Charte wählt de Spieler **3 Blind** (blind chlopfe, Wärt +3, höchschtens 7; es Chlopfe wie i S-12 bis S-15) oder **Ufdecke** (Charte aaluege und normal spiele; kei blinds Chlopfe meh i dere Hand). Bi Wärt 7 gaht 3 Blind nöd: Dänn luegt er eifach sini Charte aa. Bis zur Wahl liged sini Charte verdeckt.' },
        { id: 'S-20', text: '**Arm** (genau 1 Läbe = 6 Schräm, „arme Maa“, „Hammer“): chlopft automatisch um 2 (höchschtens uf 7; bi 7 nöd). Alli andere i de Hand antworted wie i S-13, au Zähn- und Arm-Spieler. De Arm haltet dermit sälber.' },
        { id: 'S-21', text: '**Verdeckt ablege:** Wer e Charte sött spiele, darf statt dem e Charte verdeckt ablege und us de Hand ussteige. Niemer gseht die Charte. Es choschtet gliich vill wie Passe (S-14). **Feschtlegig:** Das darf im Profi-Modus jede bi jedem vo sine Züg, mit jeder Charte vo de Hand (e verdeckti Charte cha niemer uf s Aagäh prüefe).' },
      ],
    },
    {
      heading: 'Modi',
      rules: [
        { id: 'S-22', text: '**Aafänger:** nume S-1 bis S-10; de Wärt bliibt 1. **Fortgschritte:** dezue S-11 bis S-17. **Profi:** dezue S-19 bis S-21. Was en Modus nöd het, wird mit Verwiis uf die Regle abglehnt.' },
      ],
    },
    {
      heading: 'S Änd vom Spiel',
      rules: [
        { id: 'S-23', text: 'Het nume no eine Läbe, isch s Spiel verbii. Er gwünnt und überchunnt sini übrige Läbe plus 7 Pünkt; alli andere überchömed 0. (De Gwünner vo ere Hand verlüürt nie Läbe, also bliibt immer genau eine übrig.)' },
      ],
    },
    {
      heading: 'Ranglischte-Pünkt (online)',
      rules: [
        { id: 'S-24', text: 'En Online-Sieg bringt 10 (Aafänger), 20 (Fortgschritte) oder 30 (Profi) Pünkt.' },
        { id: 'S-25', text: 'E Online-Niederlag bringt 1 Punkt fürs Mitspiele.' },
        { id: 'S-26', text: 'Beschti Serie: 2 Pünkt für jede Sieg i dinere längschte Folg vo Online-Siege hinderenand, höchschtens 20 Pünkt.' },
        { id: 'S-27', text: 'Offline-Siege gäge Bots: je 1 Punkt, zäme höchschtens 50.' },
        { id: 'S-28', text: 'I de Ranglischte erschiint, wer mindeschtens 10 Online-Spiel fertig gspielt het.' },
        { id: 'S-29', text: 'D Pünkt rächnet de Server us de ufzeichnete Spiel uus – nie us ere Zahl, wo es Grät schickt.' },
      ],
    },
    {
      heading: 'Offline spiele',
      rules: [{ id: 'S-30', text: 'Offline spielsch gäge drei Bots vo de Stärchi Liecht, Mittel oder Schwär, i jedem Modus. S Spiel lauft ganz uf dim Grät, au ohni Netz.' }],
    },
    {
      heading: 'Regionali Regelwerk',
      rules: [
        { id: 'S-31', text: '**Rhiiland** (Meisterschaftsregle): „Chlopfe nach Läbe“ (S-18) gilt; vor em Aaluege vo de Charte darf jede blind chlopfe, höchschtens drüümal i ere Hand (Wärt 4), spöteri Chlopfer erscht nach em Aaluege; wer 1 Läbe het, mues vor em Spiel 2 blind chlopfe; de Gwünner vo ere Hand git di nächscht. Turnierform: 5 Serie zu 5 Spiel, di höchscht Summe vo de Spielpünkt (S-23) gwünnt.' },
        { id: 'S-32', text: 'Wiiteri Husregle, wo sich als Schalter aabüüted: Startläbe (5 oder 7), 2 bis 8 Spieler, „Vier Höchi“ (wer nume Ass, Chünig, Dame und Buur het, darf eimal vor em erschte Stich vier neui Charte näh).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Regionali Variante (V-1 … V-22)',
      paragraphs: [
        "Jede Stammtisch spielt sini Huusregle. Näbed Standard und Rhiiland gits vier regionali Regelwerk; jedes baut uf de Rhiiland-Regle uf (V-0) und bruucht Fortgschritte oder Profi. Si zelled nur für d'Wertig vo ihrem eigete Regelwerk, nie für d'Pünkt vo S-24 bis S-28.",
        "**Schalter:** V-1 Chlopfgränze – kei, nach Läbe (S-18) oder höchstens eis Läbe meh als die eigete. V-2 „Vier Hohi“ (S-32) – e Hand us vier Hohe (A, K, D, B) dörf verdeckt gäge vier neui Charte tuuscht wärde: „ehrlich“ (nur mit vier Hohe), „umdrähe“ (jede dörfs probiere; de Nächscht drät drü abgleiti Charte gratis um – e Zahlcharte choscht de Tuuscher 1 Läbe; nach drü Hohe dörf di vierti umdrät wärde: Zahlcharte choscht de Tuuscher 1, Hohi de Umdräher 1) oder „usfordere“ (di andere dörfed usfordere; wer falsch lit, isch us em Spiel und verlürt 2 Läbe). V-3 „Sollen wir hübschen?“ – händ alli nur no 1 Läbe, dörf jede neu gä la; alli müend zuestimme. V-4 Ufspiel nach em Usstiege – isch de Ufspieler vom Stich usgstiege, spielt di höchscht Charte im Stich uf (♣ > ♠ > ♥ > ♦, denn Rang). V-5 wer s'nächscht Spiel aafangt (reihum, oder wer zerscht usgschide isch, git). V-6 d'Tafele: Strich, ufezellt bis 7 oder e römischi XII (6 Läbe). V-7 nur de Ufspieler chlopft, uf 2; wer ghalte het, dörf uf 3; gwünnt en Halter, choschts de letscht Chlopfer eis Läbe weniger. V-8 sobald öpper bi 1 Läbe gsi isch, fangt jedi Hand mit Wert 2 aa.",
        "Vor de erschte Charte wird, wo V-2 oder V-3 gilt, jede im Spiel der Reihe nach gfröget: bhalte, tuusche oder hübsche – jede, damit d'Frag nüt verratet. Abgleiti Charte wärded nie zeigt, usser di umdrähte oder usgforderte.",
        "**Regelwerk:** V-10 Wipperfürth (Schröm: 2–8 Spieler, Chlopfgränze Läbe + 1, Vier Hohi mit Umdrähe, Hübsche; „Seht ihr meinen Hammer?“ – „Jo, ich seh deinen Hammer!“). V-11 Marienheide (2–5 Spieler, 5 Läbe, Gränze Läbe + 1, wer zerscht usschiidet, git s'nächscht Spiel, nach em Usstiege spielt di höchscht Charte im Stich uf). V-12 Eifel (Siwwe Ströom: d'Tafele zellt ufe, Vier Hohi mit Usfordere, de Arm chlopft i jedem Modus +2). V-13 Sebbe Schröhm (6 Läbe, d'XII-Tafele, nur de Ufspieler erhöht, Vier Hohi ehrlich, ab em erschte Hammer fangt jedi Hand mit 2 aa). V-20 Dedenbach (s Aafängerspiil, 2–5 Spiler, ohni Läbe und ohni Chlopfe): 8 Charte pro Spiler, 6 solang füüf i de Hand sind; wär dr letscht Stich macht, stiigt us und git di nächsti Hand; vo de letschte zwei verlüürt d Hälfti, wär dr letscht Stich nöd macht. Zwei Hälfte; di beide Verlüürer vo de Hälfte spiled e Hand mit 8 Charte us, wär si verlüürt, verlüürt s Spiil (kei Stäche, wänn eine beidi Hälfte verlore hät); alli andere gwünned. V-21 Tuppen (d Rhiinland-Regle, usser: Chömed zwee oder meh Spiler i de gliiche Hand uf 1 Läbe, spiled si s „churze langi Spiil“ — Händ mit 4 Charte under sich, wär gwünnt, verlaat d Rundi — und di letschte zwee s „langi Spiil“ mit 8 Charte, ggä 3–2–3, wär verlüürt, verlüürt; i dene Händ wird nur gspilt, nöd gchlopft). V-22: Näbe de Rhiinland-Form (5 Serie zu 5 Spiil, S-31) gits bi de Turnier d Eifel-Form — Tisch zu 3 oder 4, je 10 Spiil mit 5 Läbe, zwöimal neu uusgloost; d Summe vo de Spiilwertige vo de drei Tisch (S-23) gwünnt. Jede Schalter cha mer au einzeln under „Huusregle“ iistelle, wo en Tisch iigrichtet wird.",
      ],
    },
    {
      heading: 'Standard oder Rhiiland?',
      paragraphs: [
        'S Standard-Regelwerk folgt em Regeltext vo de App: S Usspiele gaht reihum, jede darf bis 7 chlopfe, und im Profi-Modus wählt de Zähn-Spieler 3 Blind oder Ufdecke.',
        'S Rhiiland-Regelwerk folgt de Meisterschaftsregle: Chlopfe isch dur di eigne Läbe begränzt (S-18), vor em Ufdecke darf jede blind chlopfe (statt em Zähn-Blind), de Arm chlopft 2 blind, und wer d Hand gwünnt, git di nächscht (S-31). S Regelwerk wählsch vor em Spiel uf de Startsiite.',
      ],
    },
    {
      heading: 'Online-Resultat',
      paragraphs: [
        'Online-Spiel zelled so, wie si gspielt worde sind. Nume wer sis Spiel bis zum Schluss vomne Bot het la vertrete (will d Verbindig weg gsi isch oder d Ziit abglaufe isch), überchunnt us dem Spiel kei Sieg.',
        '**Was als Online-Spiel zellt:** Für d Pünkt vo S-24 bis S-26 und für d 10 Spiel vo S-28 zellt es Tischspiel nume, wenn mindestens zwei verschideni Mönsche am Tisch gsässe sind. Es Spiel vo einere Person ellei gäge Bots (en Tisch nume mit Bots, es Schnells Spiel, wo Bots ufgfüllt händ) isch es Spiel gäge Bots: En Sieg zellt wie en Offline-Sieg (S-27: 1 Punkt, zäme höchstens 50), e Niderlag zellt nüt.',
        '**Offline-Sieg (S-27)** zelled nume, wenn s Spiel uf emne Startwert gloffe isch, wo de Server usgee het (drum muesch bim Start online si und en Name ha), und de Server s ganze Spiel mit de glyche Bots nochegspielt het. Ohni Netz spielsch gliich – s Spiel wird denn eifach nöd gwertet.',
      ],
    },
    {
      heading: 'Faris Gää und Spielprotokoll',
      paragraphs: [
        'Jedes Online-Spiel wird us emene zuefällige Startwärt (Seed) ggä, wo de Server vor de erschte Charte feschtleit; ab de erschte Aasicht zeigt de Tisch sin Fingerabdruck (en SHA-256-Hash). Solang s Spiel lauft, gseht niemer e Charte, wo er nöd gseh dörf – nöd d Mitspieler, nöd d Zueschauer, kei Widerholig.',
        'Derzue git de Browser vo jedem Spieler am Tisch en eigete Zuefallswärt bii, wo er vorher verbindlich zuesait und eerscht nach de Zuesag vom Server ufdeckt: So cha weder de Server no en Spieler s Blatt wähle (wer nöd rächtzitig antwortet, und jede Bot, überchunnt en Wärt us em Startwärt vom Server).',
        'Isch s Spiel fertig, wird de Startwärt uufdeckt: Jede chan en mit em Fingerabdruck vergliiche und s ganze Spiel nachespiele („Prüefe“). Dänn isch s Blatt vomene fertige Spiel öffentlich – jedi Hand, au jedi passti oder verdeckt abgleiti Charte –, so wie Bridge-Siite d Verteilige nach em Board veröffentlichet. D Widerholig vomene fertige Spiel dörf drum d Charte vo jedem Platz zeige.',
      ],
    },
  ],
};
