/**
 * The hosted studio's notifications, as the page and the server share them (studio/server/notifications/):
 * each event reaches the people it concerns in the studio (the bell) and, as they choose, by e-mail.
 */

/** The kinds of event a person is told of; each person chooses per kind whether an e-mail comes too. */
export const NOTICE_KINDS = [
  'freigabe-erbeten',
  'zurueckgegeben',
  'freigegeben',
  'zurueckgenommen',
  'veroeffentlicht',
  'veroeffentlichung-fehlgeschlagen',
  'verkaufsluecke',
  'testergebnis',
  'stoerung',
  'hinweis-betrieb',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What each kind is, as the choices name it. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  'freigabe-erbeten': 'Eine Fassung wartet auf deine Freigabe',
  zurueckgegeben: 'Deine Anfrage wurde zurückgegeben',
  freigegeben: 'Deine Anfrage wurde freigegeben',
  zurueckgenommen: 'Eine Freigabe wurde zurückgenommen',
  veroeffentlicht: 'Eine freigegebene Fassung ist live',
  'veroeffentlichung-fehlgeschlagen': 'Eine geplante Veröffentlichung ist fehlgeschlagen',
  verkaufsluecke: 'Bald verkauft keine Edition',
  testergebnis: 'Ein A/B-Test hat ein Ergebnis',
  stoerung: 'Störungen: nächtlicher Neubau, abgelehnte Verkaufsmeldungen',
  'hinweis-betrieb': 'Hinweise zum Betrieb des Studios',
};

export const isNoticeKind = (value: string): value is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(value);

/** One notification in the person's list. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  subject: string;
  text: string;
  /** Where in the studio it leads (a path, e.g. „/studio?anfrage=…#freigaben“). */
  link: string;
  /** ISO time it was made. */
  created: string;
  read: boolean;
}

/** The person's notifications (newest first) and their choices. */
export interface NoticeOverview {
  notices: Notice[];
  unread: number;
  /** Per kind: true when an e-mail comes too (the studio always shows it). */
  mail: Record<NoticeKind, boolean>;
  /** E-mail turned off entirely by the person. */
  mailOff: boolean;
  /** Whether the studio sends e-mail at all (an SMTP server is configured) and the person has an address. */
  mailPossible: boolean;
  hasAddress: boolean;
}

/** A change of the person's choice: one kind's e-mail, or e-mail entirely (`kind` left out). */
export interface NoticeChoice {
  kind?: NoticeKind;
  mail: boolean;
}
