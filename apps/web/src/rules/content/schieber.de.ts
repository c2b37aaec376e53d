import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Schieber – Regeln',
  intro: [
    'Der Schieber ist der Schweizer Jass zu viert: zwei feste Paare, die Partner sitzen sich gegenüber. Wer ansagt, darf schieben; gezählt wird bis 1000.',
    'Jede Regel hat eine feste Nummer (J-1 …); der Tisch verweist bei einem unerlaubten Zug darauf.',
  ],
  sections: [
    {
      heading: 'Karten, Plätze, Paare',
      rules: [
        { id: 'J-1', text: '36 Karten in vier Schweizer Farben: Eichel, Schilte, Schelle, Rose; Werte 6, 7, 8, 9, 10 (Banner), Under, Ober, König, Ass. Die App zeigt auf Wunsch die französischen Entsprechungen (♣ ♠ ♦ ♥; Bube für Under, Dame für Ober), wie sie in der Westschweiz üblich sind.' },
        { id: 'J-2', text: 'Vier Spieler, zwei feste Paare, Partner gegenüber. **Gespielt wird im Gegenuhrzeigersinn.** Jeder bekommt 9 Karten, in Päckchen zu drei. Wer nicht am Zug ist, kann nicht spielen; eine Karte, die man nicht hat, auch nicht.' },
        { id: 'J-3', text: 'Wer zuerst gibt, wird ausgelost; danach gibt reihum der Nächste in Spielrichtung. Vorhand ist der Spieler nach dem Geber.' },
      ],
    },
    {
      heading: 'Ansagen (Trumpf)',
      rules: [
        { id: 'J-4', text: 'Vorhand sieht die Karten an und sagt eines von sechs Spielen an: Trumpf Eichel, Schilte, Schelle oder Rose; **Obenabe** (ohne Trumpf, Ass hoch); **Undenufe** (ohne Trumpf, 6 hoch) – oder **schiebt**: Dann muss der Partner ansagen. Zurückschieben gibt es nicht; geschoben wird höchstens einmal pro Runde.' },
        { id: 'J-5', text: 'Vorhand spielt immer zum ersten Stich aus, auch wenn der Partner angesagt hat.' },
      ],
    },
    {
      heading: 'Rangfolge und Punkte',
      rules: [
        { id: 'J-6', text: 'Trumpffarbe von hoch nach niedrig: Under (**Buur**), 9 (**Nell**), Ass, König, Ober, 10, 8, 7, 6. Andere Farben und Obenabe: Ass, König, Ober, Under, 10, 9, 8, 7, 6. Undenufe: 6, 7, 8, 9, 10, Under, Ober, König, Ass.' },
        { id: 'J-7', text: 'Kartenpunkte: Trumpf-Under 20, Trumpf-9 14, Ass 11, 10 10, König 4, Ober 3, Under (nicht Trumpf) 2. Bei Obenabe zählt die 8 dafür 8 Punkte, bei Undenufe die 8 acht und die 6 elf, das Ass nichts. Jedes Spiel hat 152 Kartenpunkte, der letzte Stich bringt 5 dazu: **157 pro Runde**. Macht ein Paar alle neun Stiche (Match), gibt es 100 dazu: 257.' },
      ],
    },
    {
      heading: 'Spielen',
      rules: [
        { id: 'J-8', text: 'Wer die ausgespielte Farbe hat, muss sie angeben – oder darf stattdessen trumpfen (Iitrumpfe), wenn der Trumpf den höchsten schon liegenden Trumpf sticht.' },
        { id: 'J-9', text: 'Wer die Farbe nicht hat, darf jede Karte spielen; stechen muss niemand. Untertrumpfen (einen Trumpf unter einem schon liegenden, wenn nicht Trumpf ausgespielt ist) ist verboten, außer man hat nur noch Trümpfe.' },
        { id: 'J-10', text: 'Ist Trumpf ausgespielt, muss Trumpf angeben, wer Trumpf hat – aber niemand muss je den Buur spielen: Ist der Trumpf-Under der einzige Trumpf in der Hand, darf man jede Karte spielen.' },
        { id: 'J-11', text: 'Den Stich macht der höchste Trumpf; ohne Trumpf die höchste Karte der ausgespielten Farbe. Wer den Stich macht, spielt zum nächsten aus.' },
      ],
    },
    {
      heading: 'Weis und Stöck',
      rules: [
        { id: 'J-12', text: 'Weis werden vor dem ersten Stich gewiesen (jeder in Spielrichtung bei seinem ersten Zug). Werte: Folgen in einer Farbe (natürliche Reihenfolge 6-7-8-9-10-U-O-K-A, egal welches Spiel) von 3 Karten 20, 4 = 50, 5 = 100, 6 = 150, 7 = 200, 8 = 250, 9 = 300; vier Gleiche: vier Under 200, vier Neuner 150, vier Asse, Könige, Ober, Zehner, Achter, Siebner oder Sechser je 100.' },
        { id: 'J-13', text: 'Eine Karte gehört nur zu einem Weis; die Aufteilung mit den meisten Punkten wird automatisch genommen.' },
        { id: 'J-14', text: 'Nur das Paar mit dem einzelnen besten Weis schreibt – dann alle seine Weis; das andere Paar keine. Besser ist: mehr Punkte; bei Gleichstand mehr Karten; dann die höhere oberste Karte (bei Undenufe die tiefere); dann der Weis in der Trumpffarbe; dann der zuerst gewiesene in Spielrichtung ab Vorhand. **Festlegung – was gezeigt wird:** Ein Weis wird allen nur mit Wert und Art angesagt („50“, „vier Neuner“); der Vergleich ist öffentlich. Nach dem ersten Stich werden nur die Weis des schreibenden Paars Karte für Karte gezeigt; die Weis-Karten des anderen Paars sieht nie jemand.' },
        { id: 'J-15', text: 'Stöck: König und Ober der Trumpffarbe in einer Hand zählen 20, immer (sie werden nicht verglichen), nur bei einem Trumpfspiel. **Festlegung:** Sie zählen, wenn die zweite der beiden Karten gespielt wird.' },
      ],
    },
    {
      heading: 'Schreiben und Ende',
      rules: [
        { id: 'J-16', text: 'Jedes Paar schreibt seine Kartenpunkte + 5 für den letzten Stich + Weis + Stöck (+100 Match). Alles zählt einfach (keine Multiplikatoren je Spiel).' },
        { id: 'J-17', text: 'Wer zuerst 1000 erreicht, gewinnt die Partie. **Festlegung:** Punkte werden gutgeschrieben, sobald sie entstehen – Stöck mit der zweiten Karte, die Weis des gewinnenden Paars mit dem ersten Stich, die Kartenpunkte mit jedem Stich (der letzte Stich mit seinen 5, dann der Match). Wer in dieser Reihenfolge zuerst 1000 erreicht, gewinnt, und die Runde endet dort („bedanken“).' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Die Jasstafel',
      paragraphs: [
        'Am Tisch zeigt eine Tafel mit dem klassischen Z die Punkte jedes Paars: Striche oben für 100, Kreuze auf der Schräge für 50, Striche unten für 20, der Rest als Zahl.',
      ],
    },
    {
      heading: 'Online-Ergebnisse',
      paragraphs: [
        'Online-Partien zählen so, wie sie gespielt wurden. Nur wer seinen Platz bis zum Ende von einem Bot vertreten ließ, bekommt aus dieser Partie keinen Sieg.',
      ],
    },
    {
      heading: 'Faires Geben und Spielprotokolle',
      paragraphs: [
        'Jedes Online-Spiel wird aus einem zufälligen Startwert (Seed) gegeben, den der Server vor der ersten Karte festlegt; ab der ersten Ansicht zeigt der Tisch seinen Fingerabdruck (einen SHA-256-Hash). Solange das Spiel läuft, sieht niemand eine Karte, die er nicht sehen darf – nicht die Mitspieler, nicht die Zuschauer, keine Wiederholung.',
        'Dazu gibt der Browser jedes Spielers am Tisch einen eigenen Zufallswert bei, den er vorher verbindlich zusagt und erst nach der Zusage des Servers aufdeckt: So kann weder der Server noch ein Spieler das Blatt wählen (wer nicht rechtzeitig antwortet, und jeder Bot, bekommt einen Wert aus dem Startwert des Servers).',
        'Ist das Spiel vorbei, wird der Startwert aufgedeckt: Jeder kann ihn mit dem Fingerabdruck vergleichen und das ganze Spiel nachspielen („Prüfen“). Damit ist das Blatt eines beendeten Spiels öffentlich – jede Hand und jeder Weis –, so wie Bridge-Seiten die Verteilungen nach dem Board veröffentlichen. Die Wiederholung eines beendeten Spiels darf darum die Karten jedes Platzes zeigen.',
      ],
    },
  ],
};
