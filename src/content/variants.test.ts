import { describe, expect, it } from 'vitest';
import { EARLY, FIXTURE_TODAY, fixtureOrderWith, fixtureSectionTypes, publicDir } from '#tests/helpers/content';
import { copyEditions, editJson, locatedProblems, problemLines, problemsOf } from '#tests/helpers/tempContent';
import { loadContent } from './loadContent';
import { toEditionData } from './publicData';

/** A/B variants of an edition's copy (src/content/variantSchema.ts, variants.ts) on scratch copies of the fixtures. */
const early = `editions/${EARLY}.json`;
const CODE = /^variant\./;
/** The problems by where they are (the schema reports nested fields first). */
const located = (dir: string) => locatedProblems(dir).sort((a, b) => a.path.localeCompare(b.path));

/** A copy of the fixtures whose early-bird edition declares `variants`. */
function withVariants(variants: unknown[]): string {
  const dir = copyEditions();
  editJson(dir, `${EARLY}.json`, (data) => (data.variants = variants));
  return dir;
}

const b = { name: 'b', weight: 50, sections: { hero: { title: 'Ein anderer Titel für die Hälfte der Besucher' } } };

describe('an edition’s A/B variants', () => {
  it('show the edition with the variant’s copy over it: hero title, checkout label, a heading in part, the sections’ order', () => {
    const dir = withVariants([
      {
        ...b,
        checkoutCtaLabel: 'Jetzt mitmachen',
        sections: { hero: { title: 'Ein anderer Titel' }, solution: { heading: { title: 'Eine andere Überschrift' } } },
        sectionOrder: fixtureOrderWith(EARLY, ['hero', 'pricing']),
      },
    ]);
    const content = loadContent({ dir, publicDir, today: FIXTURE_TODAY });
    const edition = content.editions.find((candidate) => candidate.key === EARLY)!;
    expect(content.warnings).toEqual([]);
    const [page] = edition.variantEditions!;
    expect(page.variant).toBe('b');
    expect(page.sections.map((section) => section.type)).toEqual(fixtureOrderWith(EARLY, ['hero', 'pricing']));
    expect(page.sections[0].type === 'hero' && page.sections[0].title).toBe('Ein anderer Titel');
    const solution = page.sections.find((section) => section.type === 'solution')!;
    const ownSolution = edition.sections.find((section) => section.type === 'solution')!;
    // A heading in part: the title is the variant's, the rest the edition's.
    expect(solution.heading).toEqual({ ...ownSolution.heading, title: 'Eine andere Überschrift' });
    expect(page.sales.checkoutCtaLabel).toBe('Jetzt mitmachen');
    // Price and offer are the edition's.
    expect(page.sales.offer).toEqual(edition.sales.offer);
    expect(page.offer).toEqual(edition.offer);
    // The variants stay out of the data the browser fetches.
    expect(Object.keys(toEditionData(edition))).not.toContain('variants');
    expect(Object.keys(toEditionData(edition))).not.toContain('variantEditions');
  });

  it('refuse a change of the price, the offer, a date, the guarantee or a legal note, naming the field and why', () => {
    const dir = withVariants([
      {
        ...b,
        offer: { price: 299 },
        startDate: '2026-02-01',
        sections: { hero: { scheduleText: 'Live-Calls jeden Montag' }, pricing: { guarantee: { days: 30 }, vatNote: 'inkl. MwSt.' } },
      },
    ]);
    expect(located(dir)).toEqual([
      { severity: 'error', code: 'variant.same-for-everyone', file: early, path: 'variants[0].offer' },
      { severity: 'error', code: 'variant.same-for-everyone', file: early, path: 'variants[0].sections.hero.scheduleText' },
      { severity: 'error', code: 'variant.same-for-everyone', file: early, path: 'variants[0].sections.pricing.guarantee' },
      { severity: 'error', code: 'variant.same-for-everyone', file: early, path: 'variants[0].sections.pricing.vatNote' },
      { severity: 'error', code: 'variant.same-for-everyone', file: early, path: 'variants[0].startDate' },
    ]);
    const offer = problemLines(dir).find((line) => line.includes('→ variants[0].offer:'));
    expect(offer).toBe(
      `${early} → variants[0].offer: eine Variante darf das Angebot mit Preis und Gutschein nicht ändern: ` +
        'Preis, Termine, Gutschein, Garantie, Pflichthinweise und das Angebot sind für alle Besucher gleich ' +
        '(Preisangabenverordnung und § 5 UWG: ein Preis und ein Angebot für alle, keine Angabe, die ein Teil der Besucher anders liest). ' +
        'Bitte das Feld aus der Variante nehmen; ändern lässt es sich nur in der Edition selbst, für alle',
    );
  });

  it('refuse a field a variant cannot test, a typo, and a section the site does not know or the page does not have', () => {
    const dir = withVariants([{ ...b, sections: { faq: { contactTitle: 'Fragen?' }, hero: { titel: 'x' }, kontakt: {} } }]);
    expect(located(dir)).toEqual([
      { severity: 'error', code: 'variant.not-testable', file: early, path: 'variants[0].sections.faq.contactTitle' },
      { severity: 'error', code: 'variant.unknown-field', file: early, path: 'variants[0].sections.hero.titel' },
      { severity: 'error', code: 'variant.unknown-section', file: early, path: 'variants[0].sections.kontakt' },
    ]);
    expect(problemLines(dir)).toContain(
      `${early} → variants[0].sections.hero.titel: unbekanntes Feld in einer Variante; Tippfehler für „title“? erlaubt sind „badge“, „title“, „subtitle“, „cover“, „badges“, „secondaryCtaLabel“, „secondaryCtaAccessibleName“`,
    );
    expect(problemLines(dir).join('\n')).toMatch(
      /→ variants\[0\]\.sections\.faq\.contactTitle: eine Variante testet Texte und Bilder und ändert hier nur „heading“, nicht „contactTitle“/,
    );

    const notOnPage = withVariants([b]);
    editJson(notOnPage, `${EARLY}.json`, (data) => {
      data.sections = data.sections.filter((section: { type: string }) => section.type !== 'trainer');
      data.variants[0].sections.trainer = { heading: { title: 'Deine Trainerin' } };
    });
    expect(locatedProblems(notOnPage)).toEqual([{ severity: 'error', code: 'variant.section-not-on-page', file: early, path: 'variants[0].sections.trainer' }]);
  });

  it('refuse a variant without a name, with a name twice, one that is no part of a tracking key, and shares that leave the edition nothing', () => {
    const { name: _name, ...nameless } = b;
    expect(problemLines(withVariants([nameless]))).toEqual([`${early} → variants[0].name: Jede Variante braucht einen Namen („name“), z. B. "b"`]);
    expect(locatedProblems(withVariants([b, { ...b, weight: 10 }]))).toEqual([
      { severity: 'error', code: 'variant.name-twice', file: early, path: 'variants[1].name' },
    ]);
    expect(problemLines(withVariants([{ ...b, name: 'Variante B' }]))).toEqual([
      `${early} → variants[0].name: Kleinbuchstaben, Ziffern und Bindestriche erwartet (z. B. „b“ oder „kurzer-titel“): der Name steht im Tracking-Schlüssel der Verkäufe`,
    ]);
    expect(problemLines(withVariants([{ ...b, name: 'ein-sehr-langer-variantenname' }]))).toEqual([
      `${early} → variants[0].name: höchstens 20 Zeichen erwartet: der Name steht im Tracking-Schlüssel der Verkäufe`,
    ]);
    expect(locatedProblems(withVariants([b, { ...b, name: 'c' }]))).toEqual([{ severity: 'error', code: 'variant.shares', file: early, path: 'variants' }]);
    expect(problemLines(withVariants([{ ...b, weight: 100 }]))).toEqual([
      `${early} → variants[0].weight: höchstens 99 % erwartet: die Edition selbst behält mindestens 1 %`,
    ]);
    expect(locatedProblems(withVariants([{ ...b, weight: 0 }])).map((problem) => problem.path)).toEqual(['variants[0].weight']);
  });

  it('refuse an order of the sections that leaves one out, adds one or names one twice', () => {
    const order = [...fixtureSectionTypes(EARLY).filter((type) => type !== 'pricing'), 'faq'];
    const dir = withVariants([{ ...b, sectionOrder: order }]);
    const all = fixtureSectionTypes(EARLY)
      .map((type) => `„${type}“`)
      .join(', ');
    expect(problemLines(dir)).toEqual([
      `${early} → variants[0].sectionOrder: jeder Abschnitt der Seite genau einmal erwartet (${all}): es fehlen „pricing“; doppelt: „faq“. Eine Variante ändert die Reihenfolge, nicht, welche Abschnitte die Seite hat`,
    ]);
    expect(locatedProblems(withVariants([{ ...b, sectionOrder: ['kopf'] }]))[0]).toMatchObject({ path: 'variants[0].sectionOrder[0]' });
  });

  it('go through every check of an edition, each message naming where the variant wrote the value', () => {
    // The schema's limits: a title over 160 characters.
    expect(locatedProblems(withVariants([{ ...b, sections: { hero: { title: 'x'.repeat(161) } } }]))).toEqual([
      { severity: 'error', code: 'schema.too_big', file: early, path: 'variants[0].sections.hero.title' },
    ]);
    // The rules across fields: hero first, a price the offer does not have, an image that is not there.
    const moved = withVariants([{ ...b, sectionOrder: fixtureOrderWith(EARLY, ['painPoints', 'hero']) }]);
    expect(locatedProblems(moved)).toEqual([{ severity: 'error', code: 'sections.hero-first', file: early, path: 'variants[0].sectionOrder[0]' }]);
    const priced = withVariants([{ ...b, sections: { hero: { subtitle: 'Jetzt für nur 199 € dabei sein.' } } }]);
    expect(
      locatedProblems(priced)
        .filter((problem) => problem.path === 'variants[0].sections.hero.subtitle')
        .map((problem) => problem.code),
    ).toContain('amount.unknown');
    const pictured = withVariants([{ ...b, sections: { hero: { cover: { src: '/images/gibt-es-nicht.svg' } } } }]);
    expect(locatedProblems(pictured)).toEqual([{ severity: 'error', code: 'image.missing', file: early, path: 'variants[0].sections.hero.cover.src' }]);
    // Nothing of the variant's problems comes without the variant.
    expect(problemsOf(copyEditions()).filter((problem) => CODE.test(problem.code))).toEqual([]);
  });
});
