import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconNames } from '#kit/model/iconNames';
import { EARLY, FIXTURE_TODAY, fixtureSectionPath, fixtureSectionTypes, FULL, publicDir, rawSection } from '#tests/helpers/content';
import { addSpringEdition, copyEditions, editJson, locatedProblems, problemLines, problemsOf, readJson } from '#tests/helpers/tempContent';
import { loadContent } from '../loadContent';

/**
 * The rules across fields, files and the disk (src/content/rules/), on scratch copies of the fixtures.
 * Each test asserts the rule's code and the file and field it names; the wording lives in messages.ts
 * and is asserted only where it is the point. Per-field schema messages: src/content/schema.test.ts.
 */
const early = `editions/${EARLY}.json`;
const full = `editions/${FULL}.json`;
const spring = 'editions/spring.json';
const site = 'editions/site.json';
const error = (code: string, file: string, at: string) => ({ severity: 'error', code, file, path: at });
const warning = (code: string, file: string, at: string) => ({ severity: 'warning', code, file, path: at });

const withSpring = (change?: (data: Record<string, any>) => void) => addSpringEdition(copyEditions(), change);
/** Only the errors, where a test's change also makes a copy warning (tested on its own below). */
const errorsOf = (dir: string) => locatedProblems(dir).filter((problem) => problem.severity === 'error');

describe('the fixtures', () => {
  it('break no rule, not even in a production build, and neither does their spring copy', () => {
    expect(problemsOf(copyEditions(), { production: true })).toEqual([]);
    expect(problemsOf(withSpring(), { production: true })).toEqual([]);
  });
});

describe('addresses', () => {
  it('a slug that takes the QA pages (too short for a slug anyway) or another fixed path', () => {
    expect(locatedProblems(withSpring((data) => (data.slug = 'qa')))).toEqual([error('schema.too_small', spring, 'slug')]);
    expect(locatedProblems(withSpring((data) => (data.slug = 'data')))).toEqual([error('slug.reserved', spring, 'slug')]);
    expect(problemLines(withSpring((data) => (data.slug = 'danke')))).toEqual([
      `${spring} → slug: „danke“ ist eine feste Seite der Website; bitte eine andere Adresse wählen`,
    ]);
  });

  it('a third edition with the address of another: both files are named, so the new one is too', () => {
    const dir = withSpring((data) => (data.slug = 'ostseeedition'));
    expect(errorsOf(dir)).toEqual([error('slug.taken', full, 'slug'), error('slug.taken', spring, 'slug')]);
    const [inFull, inSpring] = problemsOf(dir).filter((problem) => problem.code === 'slug.taken');
    expect(inFull.message).toContain(spring);
    expect(inSpring.message).toContain(full);
  });

  it("an imprint, privacy or social link on the site's own address that is no page of the site", () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      data.legal.imprintUrl = `${data.origin}/impressum`;
      data.social[0].url = `${data.origin}/ostseeedition/`;
    });
    expect(locatedProblems(dir)).toEqual([error('link.no-such-page', site, 'legal.imprintUrl')]);
  });
});

describe('offer and value', () => {
  it('an early-bird price that is not below the regular price', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.offer.price = data.offer.regularPrice));
    expect(locatedProblems(dir)).toEqual([error('offer.early-bird-not-below-regular', early, 'offer.price')]);
  });

  it('an offer bookable only after the start', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => (data.offer.validFrom = '2026-03-03'));
    expect(locatedProblems(dir)).toEqual([error('offer.valid-from-after-start', full, 'offer.validFrom')]);
  });

  it('two parts of the value marked as the bonus', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.valueBreakdown[0].isBonus = true));
    expect(locatedProblems(dir)).toEqual([error('value.bonus-twice', early, 'valueBreakdown[1].isBonus')]);
  });

  it('an early-bird offer without a voucher code, or with an empty one', () => {
    const missing = copyEditions();
    editJson(missing, `${EARLY}.json`, (data) => delete data.offer.voucher);
    expect(locatedProblems(missing)).toEqual([error('schema.invalid_type', early, 'offer.voucher')]);
    const empty = copyEditions();
    editJson(empty, `${EARLY}.json`, (data) => (data.offer.voucher = ''));
    expect(problemLines(empty)).toEqual([`${early} → offer.voucher: Gutscheincode aus Buchstaben, Ziffern, _ und - erwartet`]);
  });

  it('a Komplettpreis offer with early-bird fields, and a stated total next to the breakdown (the total is derived)', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => {
      data.offer.voucher = 'OSTSEE26';
      data.totalValue = 1500;
    });
    expect(locatedProblems(dir)).toEqual([error('schema.unrecognized_keys', full, 'offer.voucher'), error('schema.unrecognized_keys', full, 'totalValue')]);
  });

  it('an amount in a text that disagrees with the figures of the edition, which the message lists', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (rawSection(data, 'benefits').bonus.intro = 'Zusätzlich zum Programm im Wert von über 1.500 €.'));
    expect(locatedProblems(dir)).toEqual([error('amount.unknown', early, `${fixtureSectionPath(EARLY, 'benefits')}.bonus.intro`)]);
    expect(problemLines(dir)).toEqual([
      `${early} → ${fixtureSectionPath(EARLY, 'benefits')}.bonus.intro: Betrag „1.500 €“ passt zu keiner Zahl der Edition (Frühbucherpreis 249 €, ` +
        'regulärer Preis 299 €, Ersparnis 50 €, Gesamtwert 400 €, Bonus 100 €, Kursmaterial 300 €, Bonusmaterial 100 €); ' +
        'Preise und Werte stehen in „offer“ und „valueBreakdown“ und werden auf der Seite daraus berechnet',
    ]);
  });

  it('amounts in a text that agree with the config are fine, in any spelling', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => {
      // The hero's subtitle: shown only while the edition sells, so it may name the price (priceClaims.ts).
      data.sections[0].subtitle = 'Gesamtwert 400 € – Bonus im Wert von 100 Euro, du zahlst 249 EUR statt € 299.';
    });
    expect(problemsOf(dir)).toEqual([]);
  });

  it('a shared default is checked against every edition that shows it, and reported in site.json naming the edition it does not fit', () => {
    const dir = copyEditions();
    // 50 € is what the early-bird edition saves; the Komplettpreis edition has no such figure.
    editJson(dir, 'site.json', (data) => (data.sectionDefaults.pricing.vatNote = 'Du sparst 50 € gegenüber dem regulären Preis.'));
    expect(locatedProblems(dir)).toEqual([error('amount.unknown', site, 'sectionDefaults.pricing.vatNote')]);
    expect(problemsOf(dir)[0].message).toMatch(/^Betrag „50 €“ passt zu keiner Zahl von editions\/fixture-full\.json \(Preis 299 €, /);
  });

  it("a text of the site's own pages must fit every edition; one message per text", () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.footer.tagline = 'Schon ab 199 € dabei.'));
    expect(locatedProblems(dir)).toEqual([error('amount.unknown', site, 'footer.tagline')]);
  });
});

describe('dates', () => {
  it('a booking date that is not on the calendar', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.offer.validFrom = '2025-02-29'));
    expect(locatedProblems(dir)).toEqual([error('schema.invalid_format', early, 'offer.validFrom')]);
  });
});

describe('a new edition copied from another', () => {
  it('warns about the fields it still shares with its original, and about the original’s cover', () => {
    const dir = copyEditions();
    cpSync(path.join(dir, `${EARLY}.json`), path.join(dir, 'spring.json'));
    editJson(dir, 'spring.json', (data) => {
      data.slug = 'fruehlingsedition';
      // Not on sale yet: a draft, whose leftovers from the template are worth a warning.
      data.offer.validFrom = '2026-03-01';
    });
    const copied = ['name', 'seo.title', 'seo.description', 'startDate', 'offer.voucher', 'sections[0].title'];
    expect(locatedProblems(dir)).toEqual([
      ...copied.map((at) => warning('copy.same-value', spring, at)),
      warning('copy.template-image', spring, 'sections[0].cover.src'),
    ]);
    expect(problemLines(dir)[0]).toBe(`Warnung: ${spring} → name: gleicher Wert wie in ${early}; beim Anlegen der Edition vergessen anzupassen?`);
  });

  it('warns once per file and field, however many editions share the value', () => {
    const dir = copyEditions();
    for (const number of [1, 2, 3]) {
      cpSync(path.join(dir, `${FULL}.json`), path.join(dir, `kopie-${number}.json`));
      editJson(dir, `kopie-${number}.json`, (data) => {
        data.slug = `kopie-edition-${number}`;
        data.name = `Kopie ${number}`;
      });
    }
    const problems = locatedProblems(dir);
    expect(problems.filter((problem) => problem.file === 'editions/kopie-3.json' && problem.path === 'startDate')).toHaveLength(1);
    // Each copy: seo.title, seo.description, startDate and the hero title.
    expect(problems.filter((problem) => problem.code === 'copy.same-value')).toHaveLength(3 * 4);
  });

  it("warns about words of the original's name left in its texts, not in ids, which stay as they are", () => {
    const dir = withSpring((data) => {
      data.sections[0].subtitle = 'Wie in der Nordsee-Edition, nur im Frühling.';
      rawSection(data, 'benefits').bonus.items[0].id = 'nordsee-extra';
    });
    expect(locatedProblems(dir)).toEqual([warning('copy.template-word', spring, 'sections[0].subtitle')]);
    expect(problemsOf(dir)[0].message).toBe(`der Text nennt „Nordsee“ aus dem Namen der Vorlage ${early}; für diese Edition umschreiben?`);
  });

  it("warns about the original's cover as an image, also when its file name holds a word of the original's name", () => {
    const dir = withSpring((data) => (data.sections[0].cover.src = '/images/cover-autumn.svg'));
    editJson(dir, `${EARLY}.json`, (data) => (data.name = 'Autumn-Edition 2026'));
    expect(locatedProblems(dir)).toEqual([warning('copy.template-image', spring, 'sections[0].cover.src')]);
  });
});

describe('files and names', () => {
  it('an image file that does not exist, in an edition and in a shared default (once)', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.sections[0].cover.src = '/images/cover-fruehling.svg'));
    editJson(dir, 'site.json', (data) => (data.sectionDefaults.trainer.portrait.src = '/images/tina.jpg'));
    expect(locatedProblems(dir)).toEqual([
      error('image.missing', early, 'sections[0].cover.src'),
      error('image.missing', site, 'sectionDefaults.trainer.portrait.src'),
    ]);
    expect(problemLines(dir)[0]).toBe(`${early} → sections[0].cover.src: Bilddatei public/images/cover-fruehling.svg nicht gefunden`);
  });

  it('an icon name that is not on the list, and one in the wrong case', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => {
      rawSection(data, 'solution').features[0].icon = 'Rocket';
      rawSection(data, 'solution').features[1].icon = 'calendarCheck';
      delete rawSection(data, 'solution').features[2].icon;
    });
    expect(problemLines(dir)).toEqual([
      `${early} → ${fixtureSectionPath(EARLY, 'solution')}.features[0].icon: unbekanntes Symbol "Rocket"; erlaubte Namen stehen unter „Symbole“ in docs/marketing/feldreferenz.md`,
      `${early} → ${fixtureSectionPath(EARLY, 'solution')}.features[1].icon: unbekanntes Symbol "calendarCheck"; gemeint ist wohl "CalendarCheck" (Groß- und Kleinschreibung zählt)`,
      `${early} → ${fixtureSectionPath(EARLY, 'solution')}.features[2].icon: Pflichtfeld fehlt (Symbolname erwartet; erlaubte Namen stehen unter „Symbole“ in docs/marketing/feldreferenz.md)`,
    ]);
  });

  it('every allowed icon name exists in lucide-react', () => {
    const exported = lucide as unknown as Record<string, unknown>;
    expect(iconNames.filter((name) => exported[name] === undefined)).toEqual([]);
  });

  it('a hero that is not first, and a section type twice', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => {
      data.sections.reverse();
      data.sections.push({ type: 'pricing' });
    });
    expect(locatedProblems(dir)).toEqual([
      error('sections.hero-first', full, 'sections[0].type'),
      error('sections.type-twice', full, `sections[${fixtureSectionTypes(FULL).length}].type`),
    ]);
  });

  it('an edition that sells without its price section: an error naming the file and `sections` (PAngV)', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => (data.sections = data.sections.filter((section: { type: string }) => section.type !== 'pricing')));
    expect(locatedProblems(dir)).toEqual([error('sections.price-missing', full, 'sections')]);
    expect(problemLines(dir)[0]).toMatch(
      new RegExp(`^${full} → sections: der Preis-Abschnitt \\(„pricing“\\) fehlt – eine Edition, die verkauft, muss ihren Preis zeigen \\(PAngV\\)`),
    );
  });

  it('an edition whose sale window holds no day needs no price section (its dates are the error)', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => {
      data.sections = data.sections.filter((section: { type: string }) => section.type !== 'pricing');
      data.salesEnd = '2025-11-30';
    });
    expect(errorsOf(dir)).toEqual([error('dates.sales-end-before-valid-from', full, 'salesEnd')]);
  });

  it('the same id twice in a list: in an edition, in a shared default (once) and in the site’s own lists', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => {
      rawSection(data, 'faq').entries[1].id = 'start';
      data.valueBreakdown[1].id = 'kurs';
    });
    editJson(dir, 'site.json', (data) => {
      data.sectionDefaults.painPoints.items[1].id = 'stillstand';
      data.home.facts.push({ ...data.home.facts[0] });
    });
    expect(locatedProblems(dir)).toEqual([
      error('items.duplicate-id', site, 'sectionDefaults.painPoints.items[1].id'),
      error('items.duplicate-id', early, `${fixtureSectionPath(EARLY, 'faq')}.entries[1].id`),
      error('items.duplicate-id', early, 'valueBreakdown[1].id'),
      error('items.duplicate-id', site, 'home.facts[1].id'),
    ]);
  });

  it('only files named by the rule are editions: the others are named in the check and published nowhere', () => {
    const dir = copyEditions();
    const names = ['.hidden.json', 'Spring.json', 'früh.json', '-rf.json', 'spring edition.json', 'con.json', 'spring--2027.json'];
    names.forEach((name, index) => {
      const copy = { ...readJson(dir, `${FULL}.json`), slug: `kopie-${index + 1}-edition` };
      writeFileSync(path.join(dir, name), JSON.stringify(copy, null, 2));
    });
    const problems = problemsOf(dir);
    expect(problems.map(({ file, message }) => `${file}: ${message}`)).toEqual([
      'editions/-rf.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition (nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt); bitte umbenennen, z. B. in „rf.json“',
      'editions/.hidden.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition (nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt); bitte umbenennen, z. B. in „hidden.json“',
      'editions/Spring.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition (nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt); bitte umbenennen, z. B. in „spring.json“',
      'editions/con.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition („con“ ist unter Windows ein reservierter Gerätename (wie con, prn, aux, nul, com1–com9, lpt1–lpt9)); bitte umbenennen',
      'editions/früh.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition (nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt); bitte umbenennen, z. B. in „frueh.json“',
      'editions/spring edition.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition (nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt); bitte umbenennen, z. B. in „spring-edition.json“',
      'editions/spring--2027.json: wird nicht gelesen und nicht veröffentlicht: kein gültiger Name einer Edition (nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt); bitte umbenennen, z. B. in „spring-2027.json“',
    ]);
    expect(new Set(problems.map((problem) => problem.severity))).toEqual(new Set(['warning']));
    // The generated schemas for editors are no editions, and nothing to warn about.
    writeFileSync(path.join(dir, 'edition.schema.json'), '{}');
    expect(problemsOf(dir)).toEqual(problems);
    expect(loadContent({ dir, publicDir, today: FIXTURE_TODAY }).editions.map((edition) => edition.key)).toEqual([EARLY, FULL]);
  });

  it('an edition file whose extension is not lower case is not read, with a warning', () => {
    const dir = copyEditions();
    cpSync(path.join(dir, `${FULL}.json`), path.join(dir, 'kopie.JSON'));
    expect(locatedProblems(dir)).toEqual([warning('file.extension-case', 'editions/kopie.JSON', '')]);
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
    editJson(dir, `${FULL}.json`, (data) => (rawSection(data, 'faq').entries[0].answer = 'Schreib an fragen@coaching.test.'));
    return dir;
  }
  const found = [
    ['placeholder.published', site, 'contact.email'],
    ['placeholder.published', site, 'legal.imprintUrl'],
    ['placeholder.published', full, `${fixtureSectionPath(FULL, 'faq')}.entries[0].answer`],
    ['placeholder.published', site, 'legal.privacyUrl'],
  ] as const;

  it('are errors in a production build', () => {
    expect(locatedProblems(withPlaceholders(), { production: true })).toEqual(found.map(([code, file, at]) => error(code, file, at)));
    expect(problemLines(withPlaceholders(), { production: true })[0]).toBe(
      'editions/site.json → contact.email: Platzhalter „kontakt@example.com“ darf nicht veröffentlicht werden; bitte die echte Angabe eintragen',
    );
  });

  it('are warnings otherwise, so the check shows them before the build refuses them', () => {
    expect(locatedProblems(withPlaceholders())).toEqual(found.map(([code, file, at]) => warning(code, file, at)));
    expect(problemLines(withPlaceholders())[0]).toBe(
      'Warnung: editions/site.json → contact.email: Platzhalter „kontakt@example.com“: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)',
    );
  });
});
