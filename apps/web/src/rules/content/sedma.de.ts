import type { RuleBook } from '../book.ts';

export const book: RuleBook = {
  title: 'Sedma – Regeln',
  intro: [
    'Sedma ist ein tschechisches Stichspiel mit dem Mariáš-Blatt. Die Farben spielen keine Rolle: Es zählt der Wert, und die Sieben sticht alles. Punkte bringen nur Asse und Zehner.',
    'Jede Regel hat eine feste Nummer (D-1 …); der Tisch verweist bei einem unerlaubten Zug darauf.',
  ],
  sections: [
    {
      heading: 'Karten, Plätze, Parteien',
      rules: [
        { id: 'D-1', text: '32 Karten im deutschen (Mariáš-)Blatt: Herz (Srdce), Schellen (Kule), Grün (Zelené), Eichel (Žaludy); Werte 7, 8, 9, 10, Unter (Spodek), Ober (Svršek), König (Král), Ass (Eso). Die Farben haben keine Bedeutung – außer dem roten König (D-4).' },
        { id: 'D-2', text: 'Zwei, drei oder vier Spieler, im Uhrzeigersinn. Zu viert spielen zwei Paare, Partner gegenüber; zu zweit jeder für sich. Einen Platz, den es nicht gibt, gibt es nicht.' },
        { id: 'D-3', text: 'Zu dritt werden vor dem Geben eine 8 und eine 9 herausgenommen (30 Karten). **Festlegung:** Eichel-Acht und Eichel-Neun.' },
        { id: 'D-4', text: 'Zu dritt spielt, wer den roten König (Herz-König) bekommt, allein gegen die beiden anderen, die gemeinsam zählen. Zu dritt gilt der rote König außerdem wie eine Sieben (D-8). **Festlegung:** Hat nach dem Geben niemand den roten König, spielt der Ausspieler allein.' },
      ],
    },
    {
      heading: 'Geben und Tauschen',
      rules: [
        { id: 'D-5', text: 'Jeder bekommt 4 Karten; der Rest ist der verdeckte Stapel. Ausspielen kann man nur Karten, die man auf der Hand hat.' },
        { id: 'D-6', text: 'Zu viert darf der Ausspieler zu Beginn jedes Spiels außer dem ersten seine Karten dem Partner geben, der ihm dafür seine gibt (tauschen oder behalten).' },
      ],
    },
    {
      heading: 'Stiche',
      rules: [
        { id: 'D-7', text: 'Der Ausspieler spielt eine beliebige Karte. Es gibt keinen Farb- oder Bedienzwang. Gespielt wird reihum, wer am Zug ist.' },
        { id: 'D-8', text: 'Eine Karte **sticht**, wenn sie denselben Wert wie die erste Karte des Stichs hat oder eine Sieben ist (zu dritt auch der rote König). Vorne liegt, wer zuletzt gestochen hat; hat niemand gestochen, der Ausspieler.' },
        { id: 'D-9', text: 'Hat jeder einmal gespielt und ist der Ausspieler wieder dran: Liegt ein anderer vorne, darf der Ausspieler den Stich fortsetzen, indem er eine stechende Karte spielt (gleicher Wert wie die erste Karte oder eine Sieben); dann spielt jeder andere noch eine Karte, und so weiter. Setzt er nicht fort (oder kann er nicht), geht der Stich an den, der vorne liegt. **Festlegung:** die übliche Lesart von „es geht noch einmal herum“. **Festlegung (geändert):** Ein geschlagener Ausspieler wird immer gefragt, mit derselben Bedenkzeit, ob er fortsetzt – auch ohne stechende Karte; dann ist „Aufhören“ die einzige Wahl. So verrät schon die Frage dem Tisch nicht, was er hält. (Mit leerer Hand, in der letzten Runde eines Spiels, gibt es nichts zu fragen.)' },
        { id: 'D-10', text: 'Zugzwang: Haben die zwei Spieler direkt vor dir in dieser Runde des Stichs Karten gleichen Werts gespielt, musst du diesen Wert spielen, wenn du ihn hast (der rote König passt hier nur zu Königen). Das bindet nicht den Ausspieler und nicht den Spieler direkt nach ihm. (Am echten Tisch nicht nachprüfbar; die App achtet darauf.)' },
        { id: 'D-11', text: 'Nach einem Stich ziehen die Spieler einzeln vom Stapel, beginnend mit dem Gewinner des Stichs und reihum, bis jeder wieder 4 Karten hat; reicht der Stapel nicht, so ziehen alle gleich viele. Der Gewinner des Stichs spielt zum nächsten aus.' },
      ],
    },
    {
      heading: 'Zählen und Ende',
      rules: [
        { id: 'D-12', text: 'Asse und Zehner zählen je 10, der letzte Stich 10 dazu: **90 insgesamt**. Sind alle Karten gespielt, gewinnt die Partei mit mehr Punkten (alles ist ein Vielfaches von 10, also gibt es kein Unentschieden).' },
        { id: 'D-13', text: '**Spálená hra** (verbranntes Spiel): Wer nach dem Geben oder nach dem Ziehen alle vier Karten eines Werts hält, gewinnt sofort (mit Partner). Nur zu viert: Das Spiel verbrennt auch, wenn auf die erste Karte eines Stichs direkt die drei anderen Karten dieses Werts von den drei nächsten Spielern folgen; wer die vierte spielt, gewinnt (mit Partner).' },
        { id: 'D-14', text: 'Wer ein Spiel verliert, gibt das nächste; der Gewinner des letzten Spiels spielt aus. **Festlegung:** Bei Paaren spielt der Spieler der Gewinnerpartei aus, der im Uhrzeigersinn zuerst nach dem bisherigen Ausspieler kommt. Ein beendetes Spiel bleibt stehen, bis der Spieler vor dem nächsten Ausspieler mit **Geben** das nächste Spiel beginnt. Am Tisch wird eine Folge von Spielen gespielt; angezeigt werden die gewonnenen Spiele je Partei.' },
      ],
    },
  ],
  notes: [
    {
      heading: 'Online-Ergebnisse',
      paragraphs: [
        'Online-Spiele zählen so, wie sie gespielt wurden. Nur wer seinen Platz bis zum Ende von einem Bot vertreten ließ, bekommt aus diesem Spiel keinen Sieg.',
      ],
    },
    {
      heading: 'Faires Geben und Spielprotokolle',
      paragraphs: [
        'Jedes Online-Spiel wird aus einem zufälligen Startwert (Seed) gegeben, den der Server vor der ersten Karte festlegt; ab der ersten Ansicht zeigt der Tisch seinen Fingerabdruck (einen SHA-256-Hash). Solange das Spiel läuft, sieht niemand eine Karte, die er nicht sehen darf – nicht die Mitspieler, nicht die Zuschauer, keine Wiederholung.',
        'Dazu gibt der Browser jedes Spielers am Tisch einen eigenen Zufallswert bei, den er vorher verbindlich zusagt und erst nach der Zusage des Servers aufdeckt: So kann weder der Server noch ein Spieler das Blatt wählen (wer nicht rechtzeitig antwortet, und jeder Bot, bekommt einen Wert aus dem Startwert des Servers).',
        'Ist das Spiel vorbei, wird der Startwert aufgedeckt: Jeder kann ihn mit dem Fingerabdruck vergleichen und das ganze Spiel nachspielen („Prüfen“). Damit ist das Blatt eines beendeten Spiels öffentlich – jede Hand und die Reihenfolge des Stapels –, so wie Bridge-Seiten die Verteilungen nach dem Board veröffentlichen. Die Wiederholung eines beendeten Spiels darf darum die Karten jedes Platzes zeigen.',
      ],
    },
  ],
};
