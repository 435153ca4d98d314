import { formatPath } from '#engine/errors';
import { isPlainObject, mergeOver, type PlainObject } from '#engine/mergeOver';
import { ownValue } from '#engine/ownValue';
import { VARIANT_OWN_FIELDS, VARIANTS_KEY, variantNames, variantOrder } from '#engine/variants';
import { germanIssueMessage } from './problemHints';
import { editionSchema } from './schema';

/**
 * Ending an edition's A/B test (src/content/variantSchema.ts): the edition file as it is written, either without
 * its variants (its own copy stays) or with one variant's copy made its own. The copy goes into the file as the
 * variant's page shows it (engine/variants.ts `applyVariant`, here over the file's own section descriptors, which
 * the shared defaults are merged under as before): hero texts and image, badges, button labels, headings, the
 * sections' order. Everything else — price, dates, offer — is the file's as it was.
 */

/** Which copy the edition keeps: its own (null), or the variant of this name. */
export type TestEnding = string | null;

export type EndedTest = { ok: true; data: PlainObject } | { ok: false; field: string; message: string };

const quoted = (names: readonly string[]) => names.map((name) => `„${name}“`).join(', ');

/** The edition file's data with the test ended as chosen; a refusal names the field and what to do. */
export function endVariantTest(data: PlainObject, ending: TestEnding): EndedTest {
  const variants = ownValue(data, VARIANTS_KEY);
  if (!Array.isArray(variants) || variants.length === 0)
    return {
      ok: false,
      field: VARIANTS_KEY,
      message:
        'Diese Edition hat keine Varianten, es läuft also kein A/B-Test, den du beenden könntest. Lade die Edition neu: Vielleicht hat ihn schon jemand beendet.',
    };
  const { [VARIANTS_KEY]: _ended, ...own } = data;
  if (ending === null) return { ok: true, data: own };

  const index = variants.findIndex((variant) => isPlainObject(variant) && variant.name === ending);
  if (index < 0)
    return {
      ok: false,
      field: 'variant',
      message: `Die Edition hat keine Variante „${ending}“; ihre Varianten heißen ${quoted(variantNames(variants))}. Wähle eine davon oder „Eigene Fassung behalten“.`,
    };
  // Only a variant the checks let stand is taken over: one that changed the price would change it for everyone.
  const checked = editionSchema.shape.variants.safeParse(variants, { error: germanIssueMessage });
  const issue = checked.success ? undefined : checked.error.issues.find((candidate) => candidate.path.length === 0 || candidate.path[0] === index);
  if (issue)
    return {
      ok: false,
      field: formatPath([VARIANTS_KEY, ...issue.path]),
      message: `${issue.message}. Die Variante „${ending}“ lässt sich erst übernehmen, wenn sie keine Fehler mehr hat; bearbeite sie im Formular oder behalte die eigene Fassung.`,
    };
  const variant = variants[index] as PlainObject;
  const sections = Array.isArray(own.sections) ? own.sections : [];
  const order = variantOrder(sections, variant);
  if (!order)
    return {
      ok: false,
      field: formatPath([VARIANTS_KEY, index, 'sectionOrder']),
      message: `Die Reihenfolge der Variante „${ending}“ passt nicht zu den Abschnitten der Edition. Bearbeite sie im Formular oder behalte die eigene Fassung.`,
    };
  const overrides = isPlainObject(variant.sections) ? variant.sections : {};
  const adopted: PlainObject = { ...own };
  for (const [key, value] of Object.entries(variant)) {
    if (!VARIANT_OWN_FIELDS.includes(key)) adopted[key] = mergeOver(own[key], value);
  }
  adopted.sections = order.map((position) => {
    const section = sections[position];
    const copy = isPlainObject(section) && typeof section.type === 'string' ? ownValue(overrides, section.type) : undefined;
    return isPlainObject(section) && isPlainObject(copy) ? mergeOver(section, copy) : section;
  });
  return { ok: true, data: adopted };
}
