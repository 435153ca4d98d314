import { cpSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../../engine/iconNames';
import { addSpringEdition, copyEditions, editJson, problemLines } from '../../../tests/helpers/tempContent';

/**
 * The rules across fields, files and the disk (engine/crossChecks.ts), each with its exact message.
 * Per-field schema messages: engine/schema.test.ts and tests/badInput.test.tsx.
 */

const withSpring = (change?: (data: Record<string, any>) => void) => addSpringEdition(copyEditions(), change);

describe('addresses', () => {
  it('a slug that takes the QA pages (too short for a slug anyway) or another fixed path', () => {
    const dir = withSpring((data) => (data.slug = 'qa'));
    expect(problemLines(dir)).toEqual(['editions/spring.json → slug: mindestens 3 Zeichen erwartet']);
    const data = withSpring((data) => (data.slug = 'data'));
    expect(problemLines(data)).toEqual(['editions/spring.json → slug: „data“ ist eine feste Seite der Website; bitte eine andere Adresse wählen']);
  });

  it('a third edition with the address of another', () => {
    const dir = withSpring((data) => (data.slug = 'winteredition'));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → slug: „winteredition“ ist schon die Adresse von editions/spring.json; jede Edition braucht eine eigene',
    ]);
  });
});

describe('offer and value', () => {
  it('an early-bird price that is not below the regular price', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.offer.price = 499));
    expect(problemLines(dir)).toEqual(['editions/winter.json → offer.price: Frühbucherpreis (499 €) muss unter dem regulären Preis (499 €) liegen']);
  });

  it('an early-bird offer without a voucher code', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => delete data.offer.voucher);
    expect(problemLines(dir)).toEqual(['editions/winter.json → offer.voucher: Pflichtfeld fehlt (Text erwartet)']);
  });

  it('an early-bird voucher that is empty', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.offer.voucher = ''));
    expect(problemLines(dir)).toEqual(['editions/winter.json → offer.voucher: Gutscheincode aus Buchstaben, Ziffern, _ und - erwartet']);
  });

  it('a Komplettpreis offer with early-bird fields', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => (data.offer.voucher = 'HERBST25'));
    expect(problemLines(dir)).toEqual([
      'editions/autumn.json → offer.voucher: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/editionen.md',
    ]);
  });

  it('a stated total cannot be typed next to the breakdown: the total is derived', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.totalValue = 1500));
    expect(problemLines(dir)).toEqual(['editions/winter.json → totalValue: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/editionen.md']);
  });

  it('an amount in a text that disagrees with the breakdown', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.sections[3].bonus.intro = 'Zusätzlich zum Programm im Wert von über 1.500 €.'));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → sections[3].bonus.intro: Betrag „1.500 €“ passt zu keiner Zahl der Edition (Frühbucherpreis 399 €, ' +
        'regulärer Preis 499 €, Ersparnis 100 €, Gesamtwert 1.200 €, Bonus 200 €, Live-Calls mit Kerstin 660 €, ' +
        'Videomodule und Kursmaterial 340 €, Saisonaler Winter-Bonus 200 €); ' +
        'Preise und Werte stehen in „offer“ und „valueBreakdown“ und werden auf der Seite daraus berechnet',
    ]);
  });

  it('amounts in a text that agree with the config are fine, in any spelling', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => {
      data.sections[3].bonus.intro = 'Gesamtwert 1.200 € – Bonus im Wert von 200 Euro, du zahlst 399 EUR statt € 499.';
    });
    expect(problemLines(dir)).toEqual([]);
  });

  it('a shared text in site.json must fit every edition', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.sections.pricing.vatNote = 'Du sparst 100 € gegenüber dem regulären Preis.'));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → sections.pricing.vatNote: Betrag „100 €“ passt zu keiner Zahl von editions/autumn.json (Preis 499 €, ' +
        'Gesamtwert 1.200 €, Bonus 200 €, Live-Calls mit Kerstin 660 €, Videomodule und Kursmaterial 340 €, Saisonales Bonusmaterial 200 €); ' +
        'Preise und Werte stehen in „offer“ und „valueBreakdown“ und werden auf der Seite daraus berechnet',
    ]);
  });
});

describe('dates and the current edition', () => {
  it('a booking date that is not on the calendar', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.offer.validFrom = '2025-02-29'));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → offer.validFrom: Datum im Format JJJJ-MM-TT (ein echtes Kalenderdatum) erwartet, "2025-02-29" erhalten',
    ]);
  });

  it('no current edition', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.current = false));
    expect(problemLines(dir)).toEqual(['editions/*.json → current: genau eine Edition muss "current": true haben, gefunden: keine']);
  });

  it('two current editions', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => (data.current = true));
    expect(problemLines(dir)).toEqual([
      'editions/*.json → current: genau eine Edition muss "current": true haben, gefunden: editions/autumn.json, editions/winter.json',
    ]);
  });

  it('warns, without failing, when the current edition has already started', () => {
    expect(problemLines(copyEditions(), { today: '2026-01-06' })).toEqual([
      'Warnung: editions/winter.json → startDate: der Start (2026-01-05) der aktuellen Edition liegt in der Vergangenheit',
    ]);
    expect(problemLines(copyEditions(), { today: '2026-01-05' })).toEqual([]);
  });

  it('warns about fields a copied edition still shares with its original', () => {
    const dir = copyEditions();
    cpSync(path.join(dir, 'winter.json'), path.join(dir, 'spring.json'));
    editJson(dir, 'spring.json', (data) => {
      data.slug = 'fruehlingsedition';
      data.current = false;
    });
    const copied = ['name', 'seo.title', 'seo.description', 'startDate', 'offer.voucher', 'sections[0].title'];
    expect(problemLines(dir)).toEqual(
      copied.map((at) => `Warnung: editions/spring.json → ${at}: gleicher Wert wie in editions/winter.json; beim Anlegen der Edition vergessen anzupassen?`),
    );
    expect(problemLines(withSpring())).toEqual([]);
  });

  it('warns once per file and field, however many editions share the value', () => {
    const dir = copyEditions();
    for (const number of [1, 2, 3]) {
      cpSync(path.join(dir, 'autumn.json'), path.join(dir, `kopie-${number}.json`));
      editJson(dir, `kopie-${number}.json`, (data) => {
        data.slug = `kopie-edition-${number}`;
        data.name = `Kopie ${number}`;
      });
    }
    const lines = problemLines(dir);
    expect(lines.filter((line) => line.includes('editions/kopie-3.json → startDate:'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('gleicher Wert'))).toHaveLength(3 * 4); // seo.title, seo.description, startDate, hero title
  });
});

describe('files and names', () => {
  it('an image file that does not exist', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.sections[0].cover.src = '/images/cover-fruehling.svg'));
    editJson(dir, 'site.json', (data) => (data.sections.trainer.portrait.src = '/images/kerstin.jpg'));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → sections[0].cover.src: Bilddatei public/images/cover-fruehling.svg nicht gefunden',
      'editions/site.json → sections.trainer.portrait.src: Bilddatei public/images/kerstin.jpg nicht gefunden',
    ]);
  });

  it('an icon name that is not on the list, and one in the wrong case', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => {
      data.sections[3].bonus.items[0].icon = 'Rocket';
      data.sections[3].bonus.items[1].icon = 'snowflake';
      delete data.sections[3].bonus.items[2].icon;
    });
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → sections[3].bonus.items[0].icon: unbekanntes Symbol "Rocket"; erlaubte Namen stehen unter „Symbole“ in docs/editionen.md',
      'editions/winter.json → sections[3].bonus.items[1].icon: unbekanntes Symbol "snowflake"; gemeint ist wohl "Snowflake" (Groß- und Kleinschreibung zählt)',
      'editions/winter.json → sections[3].bonus.items[2].icon: Pflichtfeld fehlt (Symbolname erwartet; erlaubte Namen stehen unter „Symbole“ in docs/editionen.md)',
    ]);
  });

  it('every allowed icon name exists in lucide-react', () => {
    const exported = lucide as unknown as Record<string, unknown>;
    expect(iconNames.filter((name) => exported[name] === undefined)).toEqual([]);
  });

  it('a hero that is not first, and a section type twice', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => {
      data.sections.reverse();
      data.sections.push({ type: 'pricing' });
    });
    expect(problemLines(dir)).toEqual([
      'editions/autumn.json → sections[0].type: der erste Abschnitt muss „hero“ sein (er trägt die Hauptüberschrift)',
      'editions/autumn.json → sections[9].type: Abschnitt „pricing“ kommt doppelt vor; jeder Typ darf einmal pro Seite stehen',
    ]);
  });
});

describe('links to this site', () => {
  it('an imprint, privacy or social link on the site\'s own address that is no page of the site', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      data.legal.imprintUrl = `${data.origin}/impressum`;
      data.social[3].url = `${data.origin}/winteredition/`;
    });
    expect(problemLines(dir)).toEqual([
      'editions/site.json → legal.imprintUrl: „https://kurs.inselcoaching40plus.de/impressum“ liegt auf dieser Website (https://kurs.inselcoaching40plus.de), ' +
        'die keine Seite /impressum hat; bitte die Adresse eintragen, unter der die Seite wirklich erreichbar ist (z. B. auf der Hauptwebsite)',
    ]);
  });
});

describe('placeholders', () => {
  function withPlaceholders() {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      data.contact.email = 'kontakt@example.com';
      data.legal.imprintUrl = 'https://www.example.org/impressum';
      data.legal.privacyUrl = `${data.origin}/`;
    });
    editJson(dir, 'autumn.json', (data) => (data.sections[8].entries[0].answer = 'Schreib an fragen@coaching.test.'));
    return dir;
  }

  it('are errors in a production build', () => {
    expect(problemLines(withPlaceholders(), { production: true })).toEqual([
      'editions/site.json → contact.email: Platzhalter „kontakt@example.com“ darf nicht veröffentlicht werden; bitte die echte Angabe eintragen',
      'editions/site.json → legal.imprintUrl: Platzhalter „https://www.example.org/impressum“ darf nicht veröffentlicht werden; bitte die echte Angabe eintragen',
      'editions/autumn.json → sections[8].entries[0].answer: Platzhalter „Schreib an fragen@coaching.test.“ darf nicht veröffentlicht werden; bitte die echte Angabe eintragen',
      'editions/site.json → legal.privacyUrl: Link „https://kurs.inselcoaching40plus.de/“ auf die Startseite statt auf die Rechtsseite darf nicht veröffentlicht werden; bitte die echte Angabe eintragen',
    ]);
  });

  it('are warnings otherwise, so the check shows them before the build refuses them', () => {
    expect(problemLines(withPlaceholders())).toEqual([
      'Warnung: editions/site.json → contact.email: Platzhalter „kontakt@example.com“: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)',
      'Warnung: editions/site.json → legal.imprintUrl: Platzhalter „https://www.example.org/impressum“: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)',
      'Warnung: editions/autumn.json → sections[8].entries[0].answer: Platzhalter „Schreib an fragen@coaching.test.“: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)',
      'Warnung: editions/site.json → legal.privacyUrl: Link „https://kurs.inselcoaching40plus.de/“ auf die Startseite statt auf die Rechtsseite: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)',
    ]);
  });

  it('the shipped files have none', () => {
    expect(problemLines(copyEditions(), { production: true })).toEqual([]);
  });
});
