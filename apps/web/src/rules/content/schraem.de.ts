import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: '7-Schräm – Regeln',
  intro: [
    '7-Schräm (Siebenschräm) ist ein Stichspiel aus der Eifel für zwei bis acht Personen, meist zu viert. Jeder hat sieben Leben; wer alle verliert, ist raus. Wer als Letzter übrig bleibt, gewinnt.',
    'Jede Regel hat eine feste Nummer (S-1 …). Sagt dir der Tisch, dass ein Zug nicht geht, verweist er auf genau diesen Absatz.',
  ],
  sections: [
    {
      heading: 'Karten und Plätze',
      rules: [
        { id: 'S-1', text: 'Gespielt wird mit 32 französischen Karten (Skatblatt): ♣ Kreuz, ♠ Pik, ♥ Herz, ♦ Karo. In jeder Farbe gilt von hoch nach niedrig: **10, 9, 8, 7, Ass, König, Dame, Bube**. Es gibt keinen Trumpf.' },
        { id: 'S-2', text: 'Am Tisch der App sitzen zwei bis vier Spieler (meist vier); die Plätze sind im Uhrzeigersinn nummeriert. Regionale Varianten erlauben bis zu acht.' },
        { id: 'S-3', text: 'Jeder beginnt mit 7 Leben (0 Schräm). Ein Schräm ist ein verlorenes Leben; auf der Strichliste wird dafür ein Strich durchgestrichen. Wer kein Leben mehr hat, scheidet aus. Manche Runden spielen mit 5 Leben.' },
      ],
    },
    {
      heading: 'Eine Hand',
      rules: [
        { id: 'S-4', text: 'Jeder Spieler, der noch im Spiel ist, bekommt 4 Karten aus einem frisch gemischten Stapel. Die übrigen Karten bleiben verdeckt und werden in dieser Hand nicht gebraucht.' },
        { id: 'S-5', text: 'Wer die erste Hand ausspielt (Aufspieler), wird ausgelost. Danach wandert das Ausspielen im Uhrzeigersinn zum nächsten Spieler, der noch Leben hat. Variante Rheinland: Der Gewinner einer Hand gibt die nächste, also spielt der Nächste nach ihm aus.' },
        { id: 'S-6', text: 'Der Aufspieler spielt eine beliebige Karte aus. Dann spielt jeder, der noch in der Hand ist, im Uhrzeigersinn eine Karte.' },
        { id: 'S-7', text: '**Bedienpflicht:** Wer die ausgespielte Farbe hat, muss sie spielen. Wer sie nicht hat, darf jede Karte spielen. „Falsch bedient“ kann es in der App nicht geben: Eine falsche Karte wird abgelehnt, mit Verweis auf diese Regel, und nichts ändert sich.' },
        { id: 'S-8', text: 'Den Stich bekommt die höchste Karte der ausgespielten Farbe. Fremde Farben stechen nie.' },
        { id: 'S-9', text: 'Es werden vier Stiche gespielt; wer einen Stich macht, spielt zum nächsten aus. **Wer den letzten (vierten) Stich macht, gewinnt die Hand.** Die früheren Stiche entscheiden nur, wer ausspielt.' },
        { id: 'S-10', text: 'Alle anderen, die noch in der Hand sind, verlieren den Spielwert an Leben; der Gewinner verliert nichts. Der Spielwert beginnt bei 1.' },
      ],
    },
    {
      heading: 'Klopfen, Halten, Passen (Fortgeschritten und Profi)',
      rules: [
        { id: 'S-11', text: 'Wer eine Karte spielen müsste, darf stattdessen **klopfen**. Klopfen erhöht den Spielwert um 1. Mehr als 7 geht nicht: Bei 7 kann niemand mehr klopfen.' },
        { id: 'S-12', text: 'Niemand klopft zweimal hintereinander: Wer geklopft hat (auch blind oder automatisch), darf erst wieder klopfen, nachdem ein anderer geklopft hat. Klopfen aus früheren Händen zählt nicht.' },
        { id: 'S-13', text: 'Nach einem Klopfen antwortet jeder andere, der noch in der Hand ist, reihum im Uhrzeigersinn: **Halten** (bleiben; verliert man jetzt, kostet es den neuen Wert) oder **Passen** (sofort aussteigen). Wer klopft, hält damit selbst. Jede Antwort sehen alle, sobald sie gegeben ist.' },
        { id: 'S-14', text: 'Wer passt, verliert den Einsatz, den er schon angenommen hatte: **1**, wenn er in dieser Hand noch nicht gehalten hat, sonst den Wert, bei dem er zuletzt gehalten hat (also den Wert vor diesem Klopfen). Seine Karten gehen verdeckt aus dem Spiel; niemand sieht sie.' },
        { id: 'S-15', text: 'Ist nur noch einer in der Hand – alle anderen haben gepasst oder verdeckt abgelegt –, gewinnt er die Hand sofort.' },
        { id: 'S-16', text: 'Sonst spielt der Klopfer, der ja noch am Zug ist, jetzt eine Karte offen aus. Er darf nicht noch einmal klopfen und nicht verdeckt ablegen. Das gilt für ein Klopfen statt einer Karte, nicht für blinde und automatische Klopfer vor der ersten Karte.' },
        { id: 'S-17', text: '**Festlegung:** Steigt jemand während eines Stichs aus, bleibt seine schon gespielte Karte liegen, zählt aber nicht mehr mit. Bedient werden muss weiter die Farbe der ersten Karte. Der Stich wird unter den Karten der Spieler entschieden, die noch dabei sind; hat keiner von ihnen die ausgespielte Farbe, gilt die erste ihrer Karten als ausgespielt. Ist der Ausspieler ausgestiegen, spielt der Nächste im Uhrzeigersinn aus, der noch dabei ist.' },
        { id: 'S-18', text: '**Festlegung:** Hausregel „Klopfen nach Leben“ (Rheinland-Meisterschaft): Niemand klopft auf einen Wert über seinen eigenen Leben – nur wer 2 Leben hat, darf auf 3. Im Standard-Regelwerk aus. Wo sie gilt, bindet sie jedes Klopfen, auch blinde und automatische; ein solches Klopfen wird gar nicht angeboten. **Festlegung (geändert):** Die einzige Ausnahme ist das Pflichtklopfen eines Spielers mit genau 1 Leben – das automatische +2 des Armen (S-20) und das „2 blind“ im Rheinland (S-31): Es findet immer statt (höchstens auf 7). Sonst würde die Grenze den Hammer stumm machen.' },
      ],
    },
    {
      heading: 'Profi',
      rules: [
        { id: 'S-19', text: '**Zähn** (genau 2 Leben = 5 Schräm): Vor dem Ansehen der Karten wählt der Spieler **3 Blind** (blind klopfen, Wert +3, höchstens 7; ein Klopfen wie in S-12 bis S-15) oder **Aufdecken** (Karten ansehen und normal spielen; kein blindes Klopfen mehr in dieser Hand). Bei Wert 7 geht 3 Blind nicht: Dann sieht er einfach seine Karten an. Bis zur Wahl liegen seine Karten verdeckt.' },
        { id: 'S-20', text: '**Arm** (genau 1 Leben = 6 Schräm, „armer Mann“, „Hammer“): klopft automatisch um 2 (höchstens auf 7; bei 7 nicht). Alle anderen in der Hand antworten wie in S-13, auch Zähn- und Arm-Spieler. Der Arme hält damit selbst.' },
        { id: 'S-21', text: '**Verdeckt ablegen:** Wer eine Karte spielen müsste, darf stattdessen eine Karte verdeckt ablegen und aus der Hand aussteigen. Niemand sieht diese Karte. Es kostet so viel wie Passen (S-14). **Festlegung:** Das darf im Profi-Modus jeder bei jedem seiner Züge, mit jeder Karte der Hand (eine verdeckte Karte kann niemand auf Bedienen prüfen).' },
      ],
    },
    {
      heading: 'Modi',
      rules: [
        { id: 'S-22', text: '**Anfänger:** nur S-1 bis S-10; der Wert bleibt 1. **Fortgeschritten:** dazu S-11 bis S-17. **Profi:** dazu S-19 bis S-21. Was ein Modus nicht hat, wird mit Verweis auf diese Regel abgelehnt.' },
      ],
    },
    {
      heading: 'Ende des Spiels',
      rules: [
        { id: 'S-23', text: 'Hat nur noch einer Leben, ist das Spiel aus. Er gewinnt und bekommt seine übrigen Leben plus 7 Punkte; alle anderen bekommen 0. (Der Gewinner einer Hand verliert nie Leben, also bleibt immer genau einer übrig.)' },
      ],
    },
    {
      heading: 'Ranglistenpunkte (online)',
      rules: [
        { id: 'S-24', text: 'Ein Online-Sieg bringt 10 (Anfänger), 20 (Fortgeschritten) oder 30 (Profi) Punkte.' },
        { id: 'S-25', text: 'Eine Online-Niederlage bringt 1 Punkt fürs Mitspielen.' },
        { id: 'S-26', text: 'Beste Serie: 2 Punkte für jeden Sieg in deiner längsten Folge von Online-Siegen hintereinander, höchstens 20 Punkte.' },
        { id: 'S-27', text: 'Offline-Siege gegen Bots: je 1 Punkt, zusammen höchstens 50.' },
        { id: 'S-28', text: 'In der Rangliste erscheint, wer mindestens 10 Online-Spiele beendet hat.' },
        { id: 'S-29', text: 'Die Punkte rechnet der Server aus den aufgezeichneten Spielen aus – nie aus einer Zahl, die ein Gerät schickt.' },
      ],
    },
    {
      heading: 'Offline spielen',
      rules: [{ id: 'S-30', text: 'Offline spielst du gegen drei Bots der Stärke Leicht, Mittel oder Schwer, in jedem Modus. Das Spiel läuft ganz auf deinem Gerät, auch ohne Netz.' }],
    },
    {
      heading: 'Regionale Regelwerke',
      rules: [
        { id: 'S-31', text: '**Rheinland** (Meisterschaftsregeln): „Klopfen nach Leben“ (S-18) gilt; vor dem Ansehen der Karten darf jeder blind klopfen, höchstens dreimal in einer Hand (Wert 4), spätere Klopfer erst nach dem Ansehen; wer 1 Leben hat, muss vor dem Spiel 2 blind klopfen; der Gewinner einer Hand gibt die nächste. Turnierform: 5 Serien zu 5 Spielen, die höchste Summe der Spielpunkte (S-23) gewinnt.' },
        { id: 'S-32', text: 'Weitere Hausregeln, die sich als Schalter anbieten: Startleben (5 oder 7), 2 bis 8 Spieler, „Vier Hohe“ (wer nur Ass, König, Dame und Bube hat, darf einmal vor dem ersten Stich vier neue Karten nehmen).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Regionale Varianten (V-1 … V-22)',
      paragraphs: [
        "Jeder Stammtisch spielt seine Hausregeln. Neben Standard und Rheinland gibt es vier regionale Regelwerke; jedes baut auf den Rheinland-Regeln auf (V-0) und braucht Fortgeschritten oder Profi. Sie zählen nur für die Wertung ihres eigenen Regelwerks, nie für die Punkte von S-24 bis S-28.",
        "**Schalter:** V-1 Klopfgrenze – keine, nach Leben (S-18) oder höchstens ein Leben mehr als die eigenen. V-2 „Vier Hohe“ (S-32) – eine Hand aus vier Hohen (A, K, D, B) darf verdeckt gegen vier neue Karten getauscht werden: „ehrlich“ (nur mit vier Hohen), „umdrehen“ (jeder darf es versuchen; der Nächste dreht drei abgelegte Karten kostenlos um – eine Zahlkarte kostet den Tauschenden 1 Leben; nach drei Hohen darf die vierte umgedreht werden: Zahlkarte kostet den Tauschenden 1, Hohe den Umdrehenden 1) oder „herausfordern“ (die anderen dürfen herausfordern; wer falsch liegt, scheidet aus dem Spiel aus und verliert 2 Leben). V-3 „Sollen wir hübschen?“ – haben alle nur noch 1 Leben, darf jeder neu geben lassen; alle müssen zustimmen. V-4 Aufspiel nach dem Aussteigen – ist der Aufspieler des Stichs ausgestiegen, spielt die höchste Karte im Stich auf (♣ > ♠ > ♥ > ♦, dann Rang). V-5 wer das nächste Spiel beginnt (reihum, oder wer zuerst ausschied, gibt). V-6 die Tafel: Striche, hochgezählt bis 7 oder eine römische XII (6 Leben). V-7 nur der Aufspieler klopft, auf 2; wer gehalten hat, darf auf 3; gewinnt ein Halter, kostet es den letzten Klopfer ein Leben weniger. V-8 sobald jemand bei 1 Leben war, beginnt jede Hand mit Wert 2.",
        "Vor der ersten Karte wird, wo V-2 oder V-3 gilt, jeder im Spiel der Reihe nach gefragt: behalten, tauschen oder hübschen – jeder, damit die Frage nichts verrät. Abgelegte Karten werden nie gezeigt, außer den umgedrehten oder herausgeforderten.",
        "**Regelwerke:** V-10 Wipperfürth (Schröm: 2–8 Spieler, Klopfgrenze Leben + 1, Vier Hohe mit Umdrehen, Hübschen; „Seht ihr meinen Hammer?“ – „Jo, ich seh deinen Hammer!“). V-11 Marienheide (2–5 Spieler, 5 Leben, Grenze Leben + 1, wer zuerst ausscheidet, gibt das nächste Spiel, nach dem Aussteigen spielt die höchste Karte im Stich auf). V-12 Eifel (Siwwe Ströom: die Tafel zählt hoch, Vier Hohe mit Herausfordern, der Arme klopft in jedem Modus +2). V-13 Sebbe Schröhm (6 Leben, die XII-Tafel, nur der Aufspieler erhöht, Vier Hohe ehrlich, ab dem ersten Hammer beginnt jede Hand mit 2). V-20 Dedenbach (das Anfängerspiel, 2–5 Spieler, ohne Leben und ohne Klopfen): 8 Karten je Spieler, 6 solange fünf in der Hand sind; wer den letzten Stich macht, steigt aus und gibt die nächste Hand; von den letzten zwei verliert die Hälfte, wer den letzten Stich nicht macht. Zwei Hälften; die beiden Verlierer der Hälften spielen eine Hand mit 8 Karten aus, wer sie verliert, verliert das Spiel (kein Stechen, wenn einer beide Hälften verloren hat); alle anderen gewinnen. V-21 Tuppen (die Rheinland-Regeln, außer: Kommen zwei oder mehr Spieler in derselben Hand auf 1 Leben, spielen sie das „kurze lange Spiel“ — Hände mit 4 Karten unter sich, wer gewinnt, verlässt die Runde — und die letzten zwei das „lange Spiel“ mit 8 Karten, gegeben 3–2–3, wer verliert, verliert; in diesen Händen wird nur gespielt, nicht geklopft). V-22: Neben der Rheinland-Form (5 Serien zu 5 Spielen, S-31) gibt es bei den Turnieren die Eifel-Form — Tische zu 3 oder 4, je 10 Spiele mit 5 Leben, zweimal neu gelost; die Summe der Spielwertungen der drei Tische (S-23) gewinnt. Jeder Schalter lässt sich auch einzeln unter „Hausregeln“ einstellen, wo ein Tisch eingerichtet wird.",
      ],
    },
    {
      heading: 'Standard oder Rheinland?',
      paragraphs: [
        'Das Standard-Regelwerk folgt dem Regeltext der App: Das Ausspielen wandert reihum, jeder darf bis 7 klopfen, und im Profi-Modus wählt der Zähn-Spieler 3 Blind oder Aufdecken.',
        'Das Rheinland-Regelwerk folgt den Meisterschaftsregeln: Klopfen ist durch die eigenen Leben begrenzt (S-18), vor dem Aufdecken darf jeder blind klopfen (statt des Zähn-Blinds), der Arme klopft 2 blind, und wer die Hand gewinnt, gibt die nächste (S-31). Du wählst das Regelwerk vor dem Spiel auf der Startseite.',
      ],
    },
    {
      heading: 'Online-Ergebnisse',
      paragraphs: [
        'Online-Spiele zählen so, wie sie gespielt wurden. Nur wer sein Spiel bis zum Ende von einem Bot vertreten ließ (weil er die Verbindung verlor oder die Zeit ablief), bekommt aus diesem Spiel keinen Sieg.',
        '**Was als Online-Spiel zählt:** Für die Punkte von S-24 bis S-26 und für die 10 Spiele von S-28 zählt ein Tischspiel nur, wenn mindestens zwei verschiedene Menschen am Tisch saßen. Ein Spiel einer Person allein gegen Bots (ein Tisch nur mit Bots, ein Schnelles Spiel, das Bots aufgefüllt haben) ist ein Spiel gegen Bots: Ein Sieg zählt wie ein Offline-Sieg (S-27: 1 Punkt, zusammen höchstens 50), eine Niederlage zählt nichts.',
        '**Offline-Siege (S-27)** zählen nur, wenn das Spiel auf einem Startwert lief, den der Server ausgegeben hat (dazu musst du beim Start online sein und einen Namen haben), und der Server das ganze Spiel mit denselben Bots nachgespielt hat. Ohne Netz spielst du genauso – das Spiel wird dann nur nicht gewertet.',
      ],
    },
    {
      heading: 'Faires Geben und Spielprotokolle',
      paragraphs: [
        'Jedes Online-Spiel wird aus einem zufälligen Startwert (Seed) gegeben, den der Server vor der ersten Karte festlegt; ab der ersten Ansicht zeigt der Tisch seinen Fingerabdruck (einen SHA-256-Hash). Solange das Spiel läuft, sieht niemand eine Karte, die er nicht sehen darf – nicht die Mitspieler, nicht die Zuschauer, keine Wiederholung.',
        'Dazu gibt der Browser jedes Spielers am Tisch einen eigenen Zufallswert bei, den er vorher verbindlich zusagt und erst nach der Zusage des Servers aufdeckt: So kann weder der Server noch ein Spieler das Blatt wählen (wer nicht rechtzeitig antwortet, und jeder Bot, bekommt einen Wert aus dem Startwert des Servers).',
        'Ist das Spiel vorbei, wird der Startwert aufgedeckt: Jeder kann ihn mit dem Fingerabdruck vergleichen und das ganze Spiel nachspielen („Prüfen“). Damit ist das Blatt eines beendeten Spiels öffentlich – jede Hand, auch jede gepasste oder verdeckt abgelegte Karte –, so wie Bridge-Seiten die Verteilungen nach dem Board veröffentlichen. Die Wiederholung eines beendeten Spiels darf darum die Karten jedes Platzes zeigen.',
      ],
    },
  ],
};
