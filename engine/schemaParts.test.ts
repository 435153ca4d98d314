import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { germanIssueMessages } from './errors';
import { euros, httpsUrl, image, longText, siteOrigin, text } from './schemaParts';

const germanIssueMessage = germanIssueMessages({ report: 'Hinweis: siehe Feldbeschreibungen', fields: 'Erlaubte Felder stehen in der Anleitung' });

/** The messages a marketer would read for `value`, with a loader's error map. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: germanIssueMessage });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const title = text('Überschrift', 80);
const answer = longText('Antwort');
const picture = (alt: string) => ({ src: '/images/titelbild.svg', width: 800, height: 600, alt });

describe('text fields: characters that do not belong in a text', () => {
  it.each([
    ['\u200B', 'U+200B (Leerzeichen ohne Breite)'],
    ['\u00AD\u00AD', 'U+00AD (weiches Trennzeichen)'],
    ['\u200C \u200D', 'U+200C (Bindungsverhinderer ohne Breite)'],
    ['\u2060', 'U+2060 (Wortverbinder)'],
    [' \u200B\uFEFF\u200B ', 'U+200B (Leerzeichen ohne Breite)'],
  ])('refuses a text of only invisible characters (%j)', (value, named) => {
    expect(messages(title, value)).toEqual([`enthält nur unsichtbare Zeichen, zuerst ${named} – bitte sichtbaren Text eingeben`]);
  });

  it('refuses a NUL, saying which character and where', () => {
    expect(messages(title, 'Jetzt \u0000anmelden')).toEqual([
      'enthält das Steuerzeichen U+0000 (Nullzeichen) an Stelle 7, direkt nach „Jetzt “ – bitte entfernen',
    ]);
  });

  it('counts the place in characters as seen (an emoji is one) and names the start', () => {
    expect(messages(title, '😀\u0007')[0]).toContain('U+0007 (Klingelzeichen, BEL) an Stelle 2, direkt nach „😀“');
    expect(messages(title, '\u001BHallo')[0]).toContain('U+001B (Escape, ESC) an Stelle 1, ganz am Anfang');
  });

  it('shortens a long lead-in and counts further forbidden characters', () => {
    expect(messages(answer, `${'a'.repeat(30)}\u0001b\u0002c\u0003`)).toEqual([
      `enthält das Steuerzeichen U+0001 (Anfang der Kopfzeile, SOH) an Stelle 31, direkt nach „…${'a'.repeat(20)}“ – bitte entfernen (insgesamt 3 unerlaubte Zeichen im Text)`,
    ]);
  });

  it('refuses C1 controls and DEL', () => {
    expect(messages(title, 'Gr\u0096e')).toEqual([
      'enthält das Steuerzeichen U+0096 (C1-Steuerzeichen, meist Rest einer falschen Zeichenkodierung) an Stelle 3, direkt nach „Gr“ – bitte entfernen',
    ]);
    expect(messages(title, 'a\u007Fb')[0]).toContain('U+007F (Löschzeichen, DEL) an Stelle 2');
  });

  it.each([
    ['\u202E', 'Rechts-nach-links-Überschreibung'],
    ['\u202A', 'Links-nach-rechts-Einbettung'],
    ['\u2066', 'Links-nach-rechts-Isolierung'],
    ['\u2069', 'Ende der Richtungsisolierung'],
    ['\u200E', 'Links-nach-rechts-Marke'],
    ['\u200F', 'Rechts-nach-links-Marke'],
    ['\u061C', 'arabische Richtungsmarke'],
  ])('refuses the direction control %j in short and long texts', (character, name) => {
    const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    const expected = `enthält das Richtungszeichen ${code} (${name}) an Stelle 6, direkt nach „Preis“ – es kann die Anzeige des Textes verdrehen; bitte entfernen`;
    expect(messages(title, `Preis${character}399`)).toEqual([expected]);
    expect(messages(answer, `Preis${character}399`)).toEqual([expected]);
  });

  it('allows line breaks and tabs only in long texts', () => {
    expect(messages(title, 'Zeile eins\nZeile zwei')).toEqual([
      'enthält das Steuerzeichen U+000A (Zeilenumbruch) an Stelle 11, direkt nach „Zeile eins“ – in diesem Feld ist nur eine Zeile möglich; bitte durch ein Leerzeichen ersetzen',
    ]);
    expect(messages(title, 'a\tb')[0]).toContain('U+0009 (Tabulator) an Stelle 2');
    expect(messages(answer, 'Absatz eins\n\nAbsatz\tzwei')).toEqual([]);
    expect(messages(answer, 'Absatz eins\r\nAbsatz zwei')[0]).toContain('U+000D (Wagenrücklauf) an Stelle 12, direkt nach „Absatz eins“');
  });

  it('keeps ordinary texts, emoji sequences, soft hyphens inside words and whitespace trimmed at the ends', () => {
    for (const value of ['Gewichts\u00ADcoaching', 'Team 👩‍💻 und 👨‍👩‍👧', 'Preis\u00A0399\u00A0€', '  Hallo\n', 'a\u200Bb']) {
      expect(messages(title, value), JSON.stringify(value)).toEqual([]);
    }
    expect(title.parse('  Hallo\n')).toBe('Hallo');
  });

  it('keeps the messages for empty and too long texts', () => {
    expect(messages(title, '   ')).toEqual(['darf nicht leer sein']);
    expect(messages(title, '\uFEFF')).toEqual(['darf nicht leer sein']);
    expect(messages(title, 'x'.repeat(81))).toEqual(['höchstens 80 Zeichen erwartet']);
  });

  it('checks the alt text of an image, which may stay empty', () => {
    expect(messages(image, picture(''))).toEqual([]);
    expect(messages(image, picture('Trainerin am Strand'))).toEqual([]);
    expect(messages(image, picture('\u200B'))).toEqual([
      'enthält nur unsichtbare Zeichen, zuerst U+200B (Leerzeichen ohne Breite) – bitte sichtbaren Text eingeben oder das Feld ganz leer lassen',
    ]);
    expect(messages(image, picture('Trainerin\u0000'))[0]).toContain('U+0000 (Nullzeichen) an Stelle 10');
  });

  it('refuses control and direction characters inside a link, which would reach the href as typed', () => {
    const link = httpsUrl('Adresse');
    expect(messages(link, 'https://www.beispiel.de/impressum')).toEqual([]);
    expect(messages(link, 'https://www.beispiel.de/im\u0000pressum')).toEqual([
      'enthält das Steuerzeichen U+0000 (Nullzeichen) an Stelle 27, direkt nach „…//www.beispiel.de/im“ – bitte entfernen',
    ]);
    expect(messages(link, 'https://www.beispiel.de/\u202Eimpressum')[0]).toContain('das Richtungszeichen U+202E');
    expect(messages(link, 'https://www.beispiel.de/\u200Fimpressum')[0]).toContain('das Richtungszeichen U+200F');
  });

  it('refuses half of a UTF-16 pair (shown as „�“) in any text', () => {
    expect(messages(title, 'Winter\ud800-Edition')).toEqual([
      'enthält das unvollständige Zeichen U+D800 (halbes Zeichen ohne seine zweite Hälfte, meist Rest eines zerschnittenen Emojis) an Stelle 7, direkt nach „Winter“ – auf der Seite erschiene „�“; bitte entfernen und das Zeichen, falls gewollt, vollständig neu eingeben',
    ]);
    expect(messages(answer, 'Erster Absatz\n\udfff')[0]).toContain('das unvollständige Zeichen U+DFFF');
    // A whole pair is one character, an emoji, and fine.
    expect(messages(title, 'Winter \ud83c\udf32 Edition')).toEqual([]);
  });

  it('refuses Unicode line and paragraph separators: in one-line texts, and in long texts, where browsers show no break', () => {
    expect(messages(title, 'Winter\u2028Edition')).toEqual([
      'enthält den Trenner U+2028 (Zeilentrenner) an Stelle 7, direkt nach „Winter“ – in diesem Feld ist nur eine Zeile möglich; bitte durch ein Leerzeichen ersetzen',
    ]);
    expect(messages(answer, 'Erster Absatz\u2029Zweiter Absatz')).toEqual([
      'enthält den Trenner U+2029 (Absatztrenner) an Stelle 14, direkt nach „Erster Absatz“ – Browser zeigen ihn nicht als Umbruch; bitte durch einen gewöhnlichen Zeilenumbruch ersetzen',
    ]);
  });

  it('refuses a user name or password in a link, without repeating them', () => {
    const link = httpsUrl('Adresse');
    const refused = ['Adresse ohne Benutzername und Passwort erwartet; den Teil zwischen „https://“ und „@“ (einschließlich „@“) bitte entfernen'];
    expect(messages(link, 'https://user:pw@attacker.io/impressum')).toEqual(refused);
    expect(messages(link, 'https://www.beispiel.de@attacker.io/')).toEqual(refused);
    expect(messages(link, 'https://www.beispiel.de/impressum?an=info@beispiel.de')).toEqual([]);
  });

  it.each([
    ['https:/www.beispiel.de/impressum', 'https://www.beispiel.de/impressum'],
    ['https:www.beispiel.de/datenschutz', 'https://www.beispiel.de/datenschutz'],
    ['https:///www.beispiel.de/impressum', 'https://www.beispiel.de/impressum'],
    ['https:\\\\www.beispiel.de/impressum', 'https://www.beispiel.de/impressum'],
    ['HTTPS://www.beispiel.de/impressum', 'https://www.beispiel.de/impressum'],
  ])('refuses the link %j, which a browser reads differently than it was checked, and names the address meant', (typed, meant) => {
    expect(messages(httpsUrl('Adresse'), typed)).toEqual([
      `Adresse muss genau mit „https://“ beginnen, "${typed.replaceAll('\\', '\\\\')}" erhalten; gemeint ist wohl „${meant}“ (so eingetragen öffnet ein Browser womöglich eine Seite dieser Website statt dieser Adresse)`,
    ]);
  });
});

describe('amounts in euros and pixel sizes show the value typed', () => {
  const price = euros('Preis');

  it.each([
    [-1, 'ein Betrag über 0 € erwartet, -1 erhalten'],
    [0, 'ein Betrag über 0 € erwartet, 0 erhalten'],
    [399.5, 'ganze Euro erwartet, 399.5 erhalten'],
    [-0.5, 'ganze Euro erwartet, -0.5 erhalten'],
    [250_000, 'höchstens 100.000 € erwartet, 250000 erhalten'],
  ])('a price of %d', (value, message) => {
    expect(messages(price, value)).toEqual([message]);
  });

  it('keeps accepting whole amounts and naming the wrong type', () => {
    expect(messages(price, 399)).toEqual([]);
    expect(messages(price, 100_000)).toEqual([]);
    expect(messages(price, '399€')).toEqual(['Zahl erwartet, "399€" erhalten']);
  });

  it('an image size of 0 or with a fraction', () => {
    expect(messages(image, { ...picture(''), width: 0, height: 600.5 })).toEqual([
      'eine Pixelzahl über 0 erwartet, 0 erhalten',
      'ganze Pixelzahl erwartet, 600.5 erhalten',
    ]);
  });
});

describe('siteOrigin', () => {
  const origin = siteOrigin('Adresse der Website');

  it.each(['https://kurs.inselcoaching40plus.de', 'https://www.beispiel.de', 'https://beispiel.de:8443', 'https://localhost', 'https://xn--mller-kva.de'])(
    'accepts %s',
    (value) => {
      expect(messages(origin, value)).toEqual([]);
    },
  );

  it.each([
    ['https://www.beispiel.de/', 'Adresse ohne Schrägstrich am Ende erwartet'],
    [
      'https://www.beispiel.de/kurs/winter?x=1',
      'Adresse ohne Pfad erwartet, nur https:// und der Name der Website (z. B. https://www.beispiel.de); „/kurs/winter“ bitte entfernen',
    ],
    ['https://www.beispiel.de?ref=newsletter', 'Adresse ohne Abfrageteil erwartet; „?ref=newsletter“ bitte entfernen'],
    ['https://www.beispiel.de#preise', 'Adresse ohne Sprungmarke erwartet; „#preise“ bitte entfernen'],
    ['https://admin:geheim@www.beispiel.de', 'Adresse ohne Benutzername und Passwort erwartet; den Teil bis einschließlich „@“ bitte entfernen'],
    ['http://www.beispiel.de', 'https-Adresse erwartet, "http://www.beispiel.de" erhalten (beginnt mit „http://“)'],
    ['www.beispiel.de', 'Adresse mit „https://“ am Anfang erwartet, "www.beispiel.de" erhalten (z. B. https://www.beispiel.de)'],
    ['', 'Adresse mit „https://“ am Anfang erwartet, "" erhalten (z. B. https://www.beispiel.de)'],
    [
      'https://www.beispiel.de&x',
      'Zeichen „&“ an Stelle 24 ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, z. B. https://www.beispiel.de',
    ],
    [
      'https://www.bei"spiel.de',
      'Zeichen „"“ an Stelle 16 ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, z. B. https://www.beispiel.de',
    ],
    [
      'https://<b>.de',
      'Zeichen „<“ an Stelle 9 ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, z. B. https://www.beispiel.de',
    ],
    [
      "https://bei'spiel.de",
      "Zeichen „'“ an Stelle 12 ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, z. B. https://www.beispiel.de",
    ],
    [
      'https://www.beispiel.de ',
      'Leerzeichen an Stelle 24 ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, z. B. https://www.beispiel.de',
    ],
    ['https://www.Beispiel.de', 'Adresse in Kleinbuchstaben erwartet, "https://www.Beispiel.de" erhalten'],
    [
      'https://www.müller.de',
      'Name der Website mit Umlauten oder anderen Sonderzeichen bitte in der Punycode-Form schreiben (z. B. https://www.xn--mller-kva.de für müller.de)',
    ],
    ['https://', 'Name der Website fehlt nach „https://“ (z. B. https://www.beispiel.de)'],
    ['https://www..de', 'kein gültiger Name der Website, "www..de" erhalten (z. B. https://www.beispiel.de)'],
    ['https://beispiel.de:99999', 'Port nach dem Doppelpunkt als Zahl von 1 bis 65535 erwartet, "99999" erhalten'],
    ['https://beispiel.de:443', 'keine gültige Website-Adresse, "https://beispiel.de:443" erhalten; gemeint ist wohl https://beispiel.de'],
    [
      'https://www.beispiel.de\u00A0',
      'Zeichen U+00A0 (geschütztes Leerzeichen) an Stelle 24 ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, z. B. https://www.beispiel.de',
    ],
    ['https://beispiel.de\u0000', 'Steuerzeichen U+0000 (Nullzeichen) in der Adresse; bitte entfernen'],
  ])('refuses %j', (value, message) => {
    expect(messages(origin, value)).toEqual([message]);
  });

  it('names the wrong type like every other field', () => {
    expect(messages(origin, 42)).toEqual(['Text erwartet, 42 erhalten']);
  });
});
