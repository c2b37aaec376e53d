import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Sedma – Regle',
  intro: [
    'Sedma isch es tschechischs Stichspiel mit em Mariáš-Blatt. D Farbe spieled kei Rolle: Es zellt de Wärt, und d Sibni sticht alles. Pünkt gänd nume Ass und Zähni.',
    'Jedi Regle het e feschti Nummere (D-1 …); de Tisch verwiist bi emne unerlaubte Zug druf.',
  ],
  sections: [
    {
      heading: 'Charte, Plätz, Parteie',
      rules: [
        { id: 'D-1', text: '32 Charte im dütsche (Mariáš-)Blatt: Härz (Srdce), Schälle (Kule), Grüen (Zelené), Eichle (Žaludy); Wärt 7, 8, 9, 10, Under (Spodek), Ober (Svršek), Chünig (Král), Ass (Eso). D Farbe händ kei Bedütig – usser em rote Chünig (D-4).' },
        { id: 'D-2', text: 'Zwei, drü oder vier Spieler, im Uhrzeigersinn. Z viert spieled zwöi Paar, Partner vis-à-vis; z zweit jede für sich.' },
        { id: 'D-3', text: 'Z dritt wärded vor em Gäh en Achti und en Nüüni usegno (30 Charte). **Feschtlegig:** Eichle-Achti und Eichle-Nüüni.' },
        { id: 'D-4', text: 'Z dritt spielt, wer de rot Chünig (Härz-Chünig) überchunnt, elei gäge di andere zwöi, wo zäme zelled. Z dritt gilt de rot Chünig usserdem wie e Sibni (D-8). **Feschtlegig:** Het nach em Gäh niemer de rot Chünig, spielt de Usspieler elei.' },
      ],
    },
    {
      heading: 'Gäh und Tuusche',
      rules: [
        { id: 'D-5', text: 'Jede überchunnt 4 Charte; de Rescht isch de verdeckt Stapel. Spiele cha me nume Charte, wo me i de Hand het.' },
        { id: 'D-6', text: 'Z viert darf de Usspieler am Afang vo jedem Spiel usser em erschte sini Charte em Partner gäh, wo ihm defür sini git (tuusche oder bhalte).' },
      ],
    },
    {
      heading: 'Stich',
      rules: [
        { id: 'D-7', text: 'De Usspieler spielt e beliebigi Charte. Es git kei Farb- und kei Aagäbzwang. Gspielt wird reihum, wer draa isch.' },
        { id: 'D-8', text: 'E Charte **sticht**, wenn si de gliich Wärt het wie di erscht Charte vom Stich oder e Sibni isch (z dritt au de rot Chünig). Vorne isch, wer zletscht gstoche het; het niemer gstoche, de Usspieler.' },
        { id: 'D-9', text: 'Het jede eimal gspielt und isch de Usspieler wieder draa: Isch en andere vorne, darf de Usspieler de Stich wiiterfüehre mit ere Charte, wo sticht (gliiche Wärt wie di erscht Charte oder e Sibni); dänn spielt jede anderi no e Charte, und so wiiter. Füehrt er nöd wiiter (oder chan er nöd), gaht de Stich a dä, wo vorne isch. **Feschtlegig:** di üblich Läsart vo „es gaht nomal ume“. **Feschtlegig (gänderet):** En gschlagne Usspieler wird immer gfragt, mit de gliiche Bedänkziit, öb er wiiterfüehrt – au ohni Charte, wo sticht; dänn isch „Ufhöre“ di einzig Wahl. So verratet scho d Frag em Tisch nöd, was er het. (Mit lääre Hand, i de letschte Rundi vomene Spiel, git’s nüt z fröge.)' },
        { id: 'D-10', text: 'Zugzwang: Händ di zwöi Spieler diräkt vor dir i dere Rundi vom Stich Charte vom gliiche Wärt gspielt, muesch du dä Wärt spiele, wenn du ne hesch (de rot Chünig passt da nume zu Chünig). Das bindet nöd de Usspieler und nöd de Spieler diräkt nach ihm. (Am ächte Tisch nöd nachprüefbar; d App luegt druf.)' },
        { id: 'D-11', text: 'Nach emne Stich zieh d Spieler einzeln vom Stapel, aagfange mit em Gwünner vom Stich und reihum, bis jede wieder 4 Charte het; längt de Stapel nöd, zieh alli gliich vill. De Gwünner vom Stich spielt zum nächschte uus.' },
      ],
    },
    {
      heading: 'Zelle und Schluss',
      rules: [
        { id: 'D-12', text: 'Ass und Zähni zelled je 10, de letscht Stich 10 dezue: **90 total**. Sind alli Charte gspielt, gwünnt d Partei mit meh Pünkt (alles isch es Vielfachs vo 10, also gits kei Unentschiede).' },
        { id: 'D-13', text: '**Spálená hra** (verbrännts Spiel): Wer nach em Gäh oder nach em Zieh alli vier Charte vo eim Wärt het, gwünnt sofort (mit em Partner). Nume z viert: S Spiel verbrännt au, wenn uf di erscht Charte vo emne Stich diräkt di drü andere Charte vo dem Wärt vo de drü nächschte Spieler chömed; wer di viert spielt, gwünnt (mit em Partner).' },
        { id: 'D-14', text: 'Wer es Spiel verlüürt, git s nächscht; de Gwünner vom letschte Spiel spielt uus. **Feschtlegig:** Bi Paar spielt de Spieler vo de Gwünnerpartei uus, wo im Uhrzeigersinn zerscht nach em bisherige Usspieler chunnt. Es fertigs Spiel bliibt stah, bis de Spieler vor em nächschte Usspieler mit **Gäh** s nächscht Spiel aafangt. Am Tisch wird e Reihe vo Spiel gspielt; aazeigt wärded di gwunnene Spiel pro Partei.' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Online-Resultat',
      paragraphs: [
        'Online-Spiel zelled so, wie si gspielt worde sind. Nume wer sin Platz bis zum Schluss vomne Bot het la vertrete, überchunnt us dem Spiel kei Sieg.',
      ],
    },
    {
      heading: 'Faris Gää und Spielprotokoll',
      paragraphs: [
        'Jedes Online-Spiel wird us emene zuefällige Startwärt (Seed) ggä, wo de Server vor de erschte Charte feschtleit; ab de erschte Aasicht zeigt de Tisch sin Fingerabdruck (en SHA-256-Hash). Solang s Spiel lauft, gseht niemer e Charte, wo er nöd gseh dörf – nöd d Mitspieler, nöd d Zueschauer, kei Widerholig.',
        'Derzue git de Browser vo jedem Spieler am Tisch en eigete Zuefallswärt bii, wo er vorher verbindlich zuesait und eerscht nach de Zuesag vom Server ufdeckt: So cha weder de Server no en Spieler s Blatt wähle (wer nöd rächtzitig antwortet, und jede Bot, überchunnt en Wärt us em Startwärt vom Server).',
        'Isch s Spiel fertig, wird de Startwärt uufdeckt: Jede chan en mit em Fingerabdruck vergliiche und s ganze Spiel nachespiele („Prüefe“). Dänn isch s Blatt vomene fertige Spiel öffentlich – jedi Hand und d Reihefolg vom Stapel –, so wie Bridge-Siite d Verteilige nach em Board veröffentlichet. D Widerholig vomene fertige Spiel dörf drum d Charte vo jedem Platz zeige.',
      ],
    },
  ],
};
