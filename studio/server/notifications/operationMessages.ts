import { formatCount, formatDateLong } from '#engine/format';
import { oneLine, type NoticeWords } from './messages';

/**
 * The words of the notifications that come from the site's running rather than from a request: the nightly
 * rebuild failed, soon no edition sells, an A/B test has a verdict, the sales inbox refuses many notifications.
 * Like messages.ts: German, „du“, one line in every subject, nothing of a buyer.
 */

export const rebuildFailed = (day: string, reason: string | undefined): NoticeWords => ({
  kind: 'stoerung',
  subject: `Nächtlicher Neubau fehlgeschlagen (${formatDateLong(day)})`,
  text: [
    `Der Neubau der Seiten für den ${formatDateLong(day)} ist fehlgeschlagen. Online bleiben die bisherigen Seiten – was an diesem Tag von selbst wechseln sollte (ein Frühbucherpreis endet, der Verkauf einer Edition öffnet oder schließt), wechselt erst, wenn ein Neubau gelingt.`,
    ...(reason?.trim() ? [`Die letzte Zeile des Laufs:\n  > ${oneLine(reason, 500)}`] : []),
    'Wer den Server betreut, findet die Einzelheiten im Protokoll des Neubaus (Dienst „editionen-rebuild“) und startet ihn nach der Behebung von Hand.',
  ].join('\n\n'),
});

/** `days`: how many days from today the first day without sales is (0: today). */
export const salesGap = (gapDay: string, days: number): NoticeWords => ({
  kind: 'verkaufsluecke',
  subject:
    days === 0
      ? 'Heute verkauft keine Edition'
      : `${days === 1 ? 'Morgen' : `In ${formatCount(days)} Tagen`} verkauft keine Edition (ab ${formatDateLong(gapDay)})`,
  text: [
    `Ab dem ${formatDateLong(gapDay)} ist keine Edition im Verkauf: Die Seite hat an diesem Tag nichts anzubieten, der Kaufknopf führt nirgends hin.`,
    'Lege im Studio die nächste Edition an (mit einem Verkaufsstart bis zu diesem Tag) oder verlängere den Verkauf einer bestehenden, und gib die Fassung zur Freigabe. Der Kalender im Studio zeigt, was an welchem Tag zu sehen ist.',
  ].join('\n\n'),
});

/** A running test's sales verdict: the variant sells clearly better (`ahead`) or clearly worse than the edition's own copy. */
export const testVerdict = (edition: string, variant: string, ahead: boolean, chance: string): NoticeWords => ({
  kind: 'testergebnis',
  subject: `A/B-Test entschieden: ${oneLine(edition, 80)}, Variante ${oneLine(variant, 40)} verkauft ${ahead ? 'besser' : 'schlechter'}`,
  text: [
    `Der A/B-Test der ${oneLine(edition, 80)} hat ein Ergebnis: Variante ${oneLine(variant, 40)} wird mit ${chance} Wahrscheinlichkeit ${ahead ? 'öfter' : 'seltener'} gekauft als die eigene Fassung.`,
    ahead
      ? 'Übernimm ihre Texte in die Edition und beende den Test – dann sehen alle Besucher die bessere Fassung.'
      : 'Beende den Test – dann sehen alle Besucher wieder die eigene Fassung.',
    'Die Zahlen stehen im Studio unter „Verkäufe“.',
  ].join('\n\n'),
});

/** More than `limit` refused within an hour. */
export const salesInboxRefusing = (limit: number): NoticeWords => ({
  kind: 'stoerung',
  subject: `Mehr als ${formatCount(limit)} Verkaufsmeldungen in einer Stunde abgelehnt`,
  text: [
    `Das Studio hat in der letzten Stunde mehr als ${formatCount(limit)} Zahlungsmeldungen der Verkaufsplattform abgelehnt.`,
    'Meist heißt das eins von zweien: Jemand probiert die Adresse der Verkaufsmeldungen aus, oder die Passphrase der Verbindung wurde bei der Plattform geändert und passt nicht mehr zu der in der Konfiguration des Studios. Im zweiten Fall zählt das Studio keine Verkäufe, bis beide wieder gleich sind; die Plattform schickt abgelehnte Meldungen später noch einmal.',
    'Wer den Server betreut, findet jeden Grund im Protokoll des Studios (Zeilen „Verkaufsmeldung abgelehnt: …“).',
  ].join('\n\n'),
});
