import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Schieber – Regle',
  intro: [
    'De Schieber isch de Schwiizer Jass z viert: zwöi feschti Paar, d Partner sitzed sich vis-à-vis. Wer aaseit, darf schiebe; gjasst wird bis 1000.',
    'Jedi Regle het e feschti Nummere (J-1 …); de Tisch verwiist bi emne unerlaubte Zug druf.',
  ],
  sections: [
    {
      heading: 'Charte, Plätz, Paar',
      rules: [
        { id: 'J-1', text: '36 Charte i vier Schwiizer Farbe: Eichle, Schilte, Schälle, Rose; Wärt 6, 7, 8, 9, 10 (Banner), Under, Ober, Chünig, Ass. D App zeigt uf Wunsch di französische Charte (♣ ♠ ♦ ♥; Buur für Under, Dame für Ober), wie mer si i de Weschtschwiiz bruucht.' },
        { id: 'J-2', text: 'Vier Spieler, zwöi feschti Paar, Partner vis-à-vis. **Gspielt wird gäge de Uhrzeigersinn.** Jede überchunnt 9 Charte, i Päckli zu drü. Wer nöd draa isch, cha nöd spiele; e Charte, wo me nöd het, au nöd.' },
        { id: 'J-3', text: 'Wer zerscht git, wird uusglost; nachher git reihum de Nächscht i Spielrichtig. Vorhand isch de Spieler nach em Gäber.' },
      ],
    },
    {
      heading: 'Aasäge (Trumpf)',
      rules: [
        { id: 'J-4', text: 'Vorhand luegt d Charte aa und seit eis vo sächs Spiel aa: Trumpf Eichle, Schilte, Schälle oder Rose; **Obenabe** (ohni Trumpf, Ass höch); **Undenufe** (ohni Trumpf, 6 höch) – oder **schiebt**: Dänn mues de Partner aasäge. Zruggschiebe gits nöd; gschobe wird höchschtens eimal pro Rundi.' },
        { id: 'J-5', text: 'Vorhand spielt immer zum erschte Stich uus, au wenn de Partner aagseit het.' },
      ],
    },
    {
      heading: 'Reihefolg und Pünkt',
      rules: [
        { id: 'J-6', text: 'Trumpffarb vo höch nach nider: Under (**Buur**), 9 (**Näll**), Ass, Chünig, Ober, 10, 8, 7, 6. Anderi Farbe und Obenabe: Ass, Chünig, Ober, Under, 10, 9, 8, 7, 6. Undenufe: 6, 7, 8, 9, 10, Under, Ober, Chünig, Ass.' },
        { id: 'J-7', text: 'Chartepünkt: Trumpf-Under 20, Trumpf-9 14, Ass 11, 10 10, Chünig 4, Ober 3, Under (nöd Trumpf) 2. Bi Obenabe zellt d 8 acht Pünkt, bi Undenufe d 8 acht und d 6 elf, s Ass nüt. Jedes Spiel het 152 Chartepünkt, de letscht Stich bringt 5 dezue: **157 pro Rundi**. Macht es Paar alli nüün Stich (Match), gits 100 dezue: 257.' },
      ],
    },
    {
      heading: 'Spiele',
      rules: [
        { id: 'J-8', text: 'Wer d usgspielti Farb het, mues aagäh – oder darf statt dem iitrumpfe, wenn de Trumpf de höchscht scho liggend Trumpf sticht.' },
        { id: 'J-9', text: 'Wer d Farb nöd het, darf jedi Charte spiele; stäche mues niemer. Undertrumpfe (en Trumpf under emne scho liggende, wenn nöd Trumpf usgspielt isch) isch verbote, usser me het nume no Trümpf.' },
        { id: 'J-10', text: 'Isch Trumpf usgspielt, mues Trumpf aagäh, wer Trumpf het – aber niemer mues je de Buur spiele: Isch de Trumpf-Under de einzig Trumpf i de Hand, darf me jedi Charte spiele.' },
        { id: 'J-11', text: 'De Stich macht de höchscht Trumpf; ohni Trumpf di höchscht Charte vo de usgspielte Farb. Wer de Stich macht, spielt zum nächschte uus.' },
      ],
    },
    {
      heading: 'Wys und Stöck',
      rules: [
        { id: 'J-12', text: 'Wys wärded vor em erschte Stich gwise (jede i Spielrichtig bi sim erschte Zug). Wärt: Folge i einere Farb (natürlichi Reihefolg 6-7-8-9-10-U-O-K-A, egal weles Spiel) vo 3 Charte 20, 4 = 50, 5 = 100, 6 = 150, 7 = 200, 8 = 250, 9 = 300; vier Gliichi: vier Under 200, vier Nüüni 150, vier Ass, Chünig, Ober, Zähni, Achti, Sibni oder Sächsi je 100.' },
        { id: 'J-13', text: 'E Charte ghört nume zu eim Wys; d Ufteilig mit de meischte Pünkt wird automatisch gno.' },
        { id: 'J-14', text: 'Nume s Paar mit em einzelne beschte Wys schriibt – dänn alli sini Wys; s ander Paar keini. Besser isch: meh Pünkt; bi Gliichstand meh Charte; dänn di höcher oberscht Charte (bi Undenufe di tüüfer); dänn de Wys i de Trumpffarb; dänn de zerscht gwiseni i Spielrichtig ab Vorhand. **Feschtlegig – was zeigt wird:** En Wys wird allne nume mit Wärt und Art aagseit („50“, „vier Nüüni“); de Vergliich isch öffentlich. Nach em erschte Stich wärded nume d Wys vom schriibende Paar Charte für Charte zeigt; d Wys-Charte vom andere Paar gseht nie öpper.' },
        { id: 'J-15', text: 'Stöck: Chünig und Ober vo de Trumpffarb i einere Hand zelled 20, immer (si wärded nöd verglichen), nume bi emne Trumpfspiel. **Feschtlegig:** Si zelled, wenn di zweit vo de beide Charte gspielt wird.' },
      ],
    },
    {
      heading: 'Schriibe und Schluss',
      rules: [
        { id: 'J-16', text: 'Jedes Paar schriibt sini Chartepünkt + 5 für de letscht Stich + Wys + Stöck (+100 Match). Alles zellt eifach (kei Multiplikatore pro Spiel).' },
        { id: 'J-17', text: 'Wer zerscht 1000 het, gwünnt d Partie. **Feschtlegig:** Pünkt wärded gutgschribe, sobald si entstönd – Stöck mit de zweite Charte, d Wys vom gwünnende Paar mit em erschte Stich, d Chartepünkt mit jedem Stich (de letscht Stich mit sine 5, dänn de Match). Wer i dere Reihefolg zerscht 1000 erreicht, gwünnt, und d Rundi hört det uf („bedanke“).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'D Jasstafle',
      paragraphs: [
        'Am Tisch zeigt e Tafle mit em klassische Z d Pünkt vo jedem Paar: Strich obe für 100, Chrüz uf de Schrägi für 50, Strich unde für 20, de Rescht als Zahl.',
      ],
    },
    {
      heading: 'Online-Resultat',
      paragraphs: [
        'Online-Partie zelled so, wie si gspielt worde sind. Nume wer sin Platz bis zum Schluss vomne Bot het la vertrete, überchunnt us dere Partie kei Sieg.',
      ],
    },
    {
      heading: 'Faris Gää und Spielprotokoll',
      paragraphs: [
        'Jedes Online-Spiel wird us emene zuefällige Startwärt (Seed) ggä, wo de Server vor de erschte Charte feschtleit; ab de erschte Aasicht zeigt de Tisch sin Fingerabdruck (en SHA-256-Hash). Solang s Spiel lauft, gseht niemer e Charte, wo er nöd gseh dörf – nöd d Mitspieler, nöd d Zueschauer, kei Widerholig.',
        'Derzue git de Browser vo jedem Spieler am Tisch en eigete Zuefallswärt bii, wo er vorher verbindlich zuesait und eerscht nach de Zuesag vom Server ufdeckt: So cha weder de Server no en Spieler s Blatt wähle (wer nöd rächtzitig antwortet, und jede Bot, überchunnt en Wärt us em Startwärt vom Server).',
        'Isch s Spiel fertig, wird de Startwärt uufdeckt: Jede chan en mit em Fingerabdruck vergliiche und s ganze Spiel nachespiele („Prüefe“). Dänn isch s Blatt vomene fertige Spiel öffentlich – jedi Hand und jede Wys –, so wie Bridge-Siite d Verteilige nach em Board veröffentlichet. D Widerholig vomene fertige Spiel dörf drum d Charte vo jedem Platz zeige.',
      ],
    },
  ],
};
