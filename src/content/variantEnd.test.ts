import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY, FIXTURE_TODAY, fixtureOrderWith, publicDir } from '#tests/helpers/content';
import { copyEditions, editJson, problemsOf, readJson } from '#tests/helpers/tempContent';
import { loadContent, type LoadedEdition } from './loadContent';
import { endVariantTest } from './variantEnd';

/** Ending an A/B test (src/content/variantEnd.ts) on a scratch copy of the early-bird fixture with a test in it. */
const FILE = `${EARLY}.json`;

/** A variant that sets every kind of copy a variant may change. */
const everything = {
  name: 'b',
  weight: 40,
  checkoutCtaLabel: 'Jetzt Platz sichern',
  sectionOrder: fixtureOrderWith(EARLY, ['hero', 'pricing']),
  sections: {
    hero: {
      badge: 'Neu im Herbst',
      title: 'Ein anderer Titel',
      subtitle: 'Ein anderer Untertitel.',
      cover: { src: '/images/cover-winter.svg', alt: 'Verschneite Dünen am Morgen' },
      badges: ['Anderes Etikett'],
      secondaryCtaLabel: 'Mehr erfahren',
    },
    solution: { heading: { title: 'Eine andere Überschrift' }, ctaLabel: 'Dabei sein' },
    painPoints: { heading: { title: 'Kennst du das?' } },
    faq: { heading: { title: 'Noch Fragen?' } },
  },
};
const small = { name: 'kurz', weight: 10, sections: { hero: { title: 'Kurz und knapp' } } };

/** A copy of the fixtures whose early-bird edition tests these variants, and its file's data. */
function tested(variants: unknown[]) {
  const dir = copyEditions();
  editJson(dir, FILE, (data) => (data.variants = variants));
  return { dir, data: readJson(dir, FILE) };
}

const load = (dir: string) => loadContent({ dir, publicDir, today: FIXTURE_TODAY }).editions.find((edition) => edition.key === EARLY)!;
/** What a visitor reads on a page: the sections with their copy, and the offer with its button label and price. */
const shown = (edition: LoadedEdition) => ({ sections: edition.sections, sales: edition.sales, offer: edition.offer, seo: edition.seo });

describe('ending an A/B test', () => {
  it('keeping the own copy drops the variants and changes nothing else', () => {
    const { data } = tested([everything, small]);
    const ended = endVariantTest(data, null);
    const { variants: _variants, ...own } = data;
    expect(ended).toEqual({ ok: true, data: own });
  });

  it('taking over a variant makes its copy the edition’s: the page shows what the variant showed, without a test', () => {
    const { dir, data } = tested([everything, small]);
    const variantPage = load(dir).variantEditions![0];
    const ended = endVariantTest(data, 'b');
    if (!ended.ok) throw new Error(ended.message);
    const adopted = ended.data as Record<string, any>;

    expect(adopted.variants).toBeUndefined();
    expect(adopted.checkoutCtaLabel).toBe('Jetzt Platz sichern');
    expect(adopted.sections.map((section: { type: string }) => section.type)).toEqual(everything.sectionOrder);
    const hero = adopted.sections[0];
    expect(hero).toMatchObject({ badge: 'Neu im Herbst', title: 'Ein anderer Titel', subtitle: 'Ein anderer Untertitel.', badges: ['Anderes Etikett'] });
    expect(hero.secondaryCtaLabel).toBe('Mehr erfahren');
    // An image in part: the new file and text, the size the edition had written.
    expect(hero.cover).toEqual({ ...data.sections[0].cover, src: '/images/cover-winter.svg', alt: 'Verschneite Dünen am Morgen' });
    // What the variant does not set stays as written: the live calls' times, the banner.
    expect(hero.scheduleText).toBe(data.sections[0].scheduleText);
    expect(hero.banner).toEqual(data.sections[0].banner);
    const solution = adopted.sections.find((section: { type: string }) => section.type === 'solution');
    // A heading in part: the title is the variant's, the line above it the edition's.
    expect(solution.heading).toEqual({
      ...data.sections.find((section: { type: string }) => section.type === 'solution').heading,
      title: 'Eine andere Überschrift',
    });
    expect(solution.ctaLabel).toBe('Dabei sein');
    // A section the file left to the shared defaults now writes only the heading's title.
    expect(adopted.sections.find((section: { type: string }) => section.type === 'painPoints')).toEqual({
      type: 'painPoints',
      heading: { title: 'Kennst du das?' },
    });

    // Price, dates, offer and search entries are the file's as they were.
    for (const field of ['offer', 'startDate', 'valueBreakdown', 'seo', 'slug', 'name']) expect(adopted[field]).toEqual(data[field]);
    const pricing = (edition: Record<string, any>) => edition.sections.find((section: { type: string }) => section.type === 'pricing');
    expect(pricing(adopted)).toEqual(pricing(data));

    // The file validates with the edition's schema and every rule, and its page is the variant's page.
    writeFileSync(path.join(dir, FILE), JSON.stringify(adopted, null, 2));
    expect(problemsOf(dir)).toEqual([]);
    const edition = load(dir);
    expect(edition.variantEditions ?? []).toEqual([]);
    expect(shown(edition)).toEqual(shown(variantPage));
  });

  it('taking over a variant that changes only the hero title changes only that', () => {
    const { data } = tested([everything, small]);
    const ended = endVariantTest(data, 'kurz');
    if (!ended.ok) throw new Error(ended.message);
    const { variants: _variants, ...own } = data;
    expect(ended.data).toEqual({ ...own, sections: [{ ...own.sections[0], title: 'Kurz und knapp' }, ...own.sections.slice(1)] });
  });

  it('refuses an edition without a test, a variant it does not have, and one with errors, naming the field', () => {
    const { data: plain } = tested([]);
    expect(endVariantTest(plain, null)).toMatchObject({ ok: false, field: 'variants', message: expect.stringMatching(/^Diese Edition hat keine Varianten/) });
    const { variants: _variants, ...none } = plain;
    expect(endVariantTest(none, 'b')).toMatchObject({ ok: false, field: 'variants' });

    const { data } = tested([everything, small]);
    expect(endVariantTest(data, 'c')).toEqual({
      ok: false,
      field: 'variant',
      message: 'Die Edition hat keine Variante „c“; ihre Varianten heißen „b“, „kurz“. Wähle eine davon oder „Eigene Fassung behalten“.',
    });
    // „constructor“ is no variant either, whatever Object.prototype holds.
    expect(endVariantTest(data, 'constructor')).toMatchObject({ ok: false, field: 'variant' });

    // A variant that would change the price for everyone once it is the edition's copy.
    const { data: priced } = tested([small, { ...everything, offer: { price: 99 } }]);
    const refused = endVariantTest(priced, 'b');
    expect(refused).toMatchObject({ ok: false, field: 'variants[1].offer' });
    expect(!refused.ok && refused.message).toMatch(
      /^eine Variante darf das Angebot mit Preis und Gutschein nicht ändern: .*Die Variante „b“ lässt sich erst übernehmen/,
    );
    // The other variant of that file is fine to take over, and keeping the own copy always is.
    expect(endVariantTest(priced, 'kurz').ok).toBe(true);
    expect(endVariantTest(priced, null).ok).toBe(true);
  });
});
