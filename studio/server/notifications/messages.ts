import { formatDateLong } from '#engine/format';
import type { ApprovalRequest } from '#studio/shared/approvals';
import type { NoticeKind } from '#studio/shared/notifications';
import { escapeHtml } from '../escapeHtml';

/**
 * The notifications' words: German, „du“, a subject and a plain text with the link straight to what it is about.
 * What people typed (names, an edition's name in a title, notes and comments) never splits a line of a subject
 * or an address: `oneLine` makes it one line; a comment keeps its lines, each quoted in the text.
 */

/** Every line break and control character as a space, spaces squeezed, at most `max` characters. */
export function oneLine(text: string, max = 160): string {
  const flat = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A comment in the text: each of its lines quoted, so nothing in it passes for the studio's own words. */
const quoted = (text: string) =>
  text
    .trim()
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => `  > ${line.replace(/\p{Cc}/gu, ' ')}`)
    .join('\n');

/** A notice's words before the greeting: subject and text (the link follows from the request). */
export interface NoticeWords {
  kind: NoticeKind;
  subject: string;
  /** Paragraphs after „Hallo …,“. */
  text: string;
}

/** „29. November 2026 um 00:15 Uhr“, in Germany's time. */
const berlinTime = (iso: string) =>
  `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso))} Uhr`;

const what = (request: ApprovalRequest) => oneLine(request.title ?? `Fassung ${request.commit.slice(0, 7)}`, 120);

export const requestWaiting = (request: ApprovalRequest): NoticeWords => ({
  kind: 'freigabe-erbeten',
  subject: `Freigabe erbeten von ${oneLine(request.requester.name, 60)}: ${what(request)}`,
  text: [
    `${oneLine(request.requester.name, 80)} hat eine Fassung zur Freigabe gegeben und bittet dich, sie zu prüfen:`,
    `„${what(request)}“`,
    ...(request.note.trim() ? [`Notiz dazu:\n${quoted(request.note)}`] : []),
    'Sieh dir die Änderungen im Studio an und gib die Fassung frei oder mit einem Kommentar zurück.',
  ].join('\n\n'),
});

export const givenBack = (request: ApprovalRequest): NoticeWords => {
  const comment = request.comments.at(-1)?.text ?? '';
  return {
    kind: 'zurueckgegeben',
    subject: `Zurückgegeben: ${what(request)}`,
    text: [
      `${oneLine(request.closedBy ?? 'Die Freigabe', 80)} hat deine Anfrage zurückgegeben:`,
      `„${what(request)}“`,
      ...(comment.trim() ? [`Was noch zu ändern ist:\n${quoted(comment)}`] : []),
      'Ändere die Edition im Studio, speichere und gib die neue Fassung wieder zur Freigabe.',
    ].join('\n\n'),
  };
};

export const approved = (request: ApprovalRequest): NoticeWords => ({
  kind: 'freigegeben',
  subject: `Freigegeben: ${what(request)}`,
  text: [
    `${oneLine(request.approver?.name ?? 'Die Freigabe', 80)} hat deine Anfrage freigegeben:`,
    `„${what(request)}“`,
    request.day
      ? `Sie geht am ${formatDateLong(request.day)} von selbst live.`
      : 'Sie geht live, sobald jemand mit der Rolle „Freigabe“ sie im Studio veröffentlicht.',
  ].join('\n\n'),
});

export const goLiveFailed = (request: ApprovalRequest): NoticeWords => ({
  kind: 'veroeffentlichung-fehlgeschlagen',
  subject: `Nicht veröffentlicht: ${what(request)}`,
  text: [
    request.day ? `Die für den ${formatDateLong(request.day)} geplante Veröffentlichung ist fehlgeschlagen:` : 'Die Veröffentlichung ist fehlgeschlagen:',
    `„${what(request)}“`,
    `Warum:\n${quoted(oneLine(request.failedGoLive?.reason ?? 'Der Grund steht im Protokoll des Dienstes.', 1000))}`,
    request.failedGoLive?.nextTry
      ? `Der nächste Lauf versucht es am ${berlinTime(request.failedGoLive.nextTry)} wieder. Bis dahin ist die bisherige Seite live.`
      : 'Bis jemand sie im Studio veröffentlicht, ist die bisherige Seite live.',
  ].join('\n\n'),
});

export const withdrawn = (request: ApprovalRequest): NoticeWords => ({
  kind: 'zurueckgenommen',
  subject: `Freigabe zurückgenommen: ${what(request)}`,
  text: [
    `${oneLine(request.closedBy ?? 'Jemand mit der Rolle „Freigabe“', 80)} hat die Freigabe zurückgenommen:`,
    `„${what(request)}“`,
    request.day
      ? `Sie geht am ${formatDateLong(request.day)} nicht live; live bleibt die bisherige Seite.`
      : 'Sie geht nicht live; live bleibt die bisherige Seite.',
    'Soll sie doch live gehen, gib die Fassung im Studio wieder zur Freigabe.',
  ].join('\n\n'),
});

export const published = (request: ApprovalRequest): NoticeWords => ({
  kind: 'veroeffentlicht',
  subject: `Live: ${what(request)}`,
  text: [
    `${request.day ? `Die für den ${formatDateLong(request.day)} geplante` : 'Die freigegebene'} Fassung ist live:`,
    `„${what(request)}“`,
    ...(request.published ? [`Veröffentlicht am ${berlinTime(request.published)}.`] : []),
    ...(request.summary ? [`Was live ging: ${oneLine(request.summary, 300)}`] : []),
  ].join('\n\n'),
});

/** Told once to Verwaltung when no SMTP server is configured. */
export const studioOnly = (): NoticeWords => ({
  kind: 'hinweis-betrieb',
  subject: 'Mitteilungen kommen nur im Studio an',
  text: [
    'Für das Studio ist kein Mailserver eingerichtet. Mitteilungen (etwa Freigabe erbeten, zurückgegeben, freigegeben, live, fehlgeschlagene Veröffentlichung) erscheinen deshalb nur hier unter der Glocke, nicht als E-Mail.',
    'Wer den Server betreut, richtet den Versand im Abschnitt „smtp“ der Konfiguration ein (Anleitung für den Betrieb: „Mitteilungen per E-Mail“).',
  ].join('\n\n'),
});

/** The full text of a notice for a person: greeting, the words, the link, the sign-off. */
export const noticeBody = (name: string, words: NoticeWords) => `Hallo ${oneLine(name, 80)},\n\n${words.text}`;

const SIGN_OFF =
  'Diese Nachricht hat das Editions-Studio geschickt. Welche Mitteilungen dir auch als E-Mail kommen, stellst du im Studio unter der Glocke ein.';

/** The e-mail's plain text: the notice, the link, the sign-off. */
export const mailText = (body: string, url: string) => `${body}\n\nZum Studio: ${url}\n\n-- \n${SIGN_OFF}\n`;

/** The same as simple HTML. */
export const mailHtml = (body: string, url: string) =>
  `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5">${body
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}<p><a href="${escapeHtml(url)}">Im Studio öffnen</a></p><hr><p style="font-size:90%;color:#555">${escapeHtml(SIGN_OFF)}</p></body></html>`;
