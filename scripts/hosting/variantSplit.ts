import { variantPagePath } from '#kit/model/paths';
import type { Content } from '#src/content/loadContent';

/**
 * The A/B tests of the editions' copy in nginx's configuration (deployTargets.ts includes them): a split of the
 * visitors per tested edition, the variable naming the variant served, and the edition's address serving it.
 */

/** Quoted for nginx. */
const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The variable naming the A/B variant nginx served on an edition's page: the variant's name, or empty for the
 * edition's own copy and for every other request. An access log format can write it (`$edition_variant`).
 */
export const EDITION_VARIANT_VARIABLE = '$edition_variant';

/** The editions that run an A/B test, each with its variants' names and shares. */
export const testedEditions = (content: Pick<Content, 'editions'>) =>
  content.editions.flatMap(({ slug, variants }) => (variants && variants.length > 0 ? [{ slug, variants }] : []));

/** nginx variable names take letters, digits and `_`; no slug has an `_`, so the name stays one per edition. */
const splitVariable = (slug: string) => `${EDITION_VARIANT_VARIABLE}_${slug.replace(/-/g, '_')}`;

/**
 * One split per tested edition, on the visitor's address and browser: the same visitor gets the same variant on
 * every visit, without a cookie, and nothing is stored. The edition's address is part of the hashed text, so two
 * tests at once split the visitors independently. The edition's own copy keeps the remaining share (`*`).
 */
export function variantSplits(content: Pick<Content, 'editions'>): string {
  return testedEditions(content)
    .map(({ slug, variants }) => {
      const shares = variants.map((variant) => `  ${variant.weight}% ${quote(variant.name)};`).join('\n');
      return `split_clients "\${remote_addr}\${http_user_agent}${slug}" ${splitVariable(slug)} {\n${shares}\n  * "";\n}\n`;
    })
    .join('');
}

/**
 * The variant a request's address is served: its edition's split on a tested edition's address, else empty. A map,
 * so the variable is defined for every request, also one nginx refuses before reading its address (a log line
 * never finds it unset). nginx keeps a map's value for the rest of the request: it is taken once, on the edition's
 * address, before try_files moves the request to the variant's file.
 */
export function variantMap(content: Pick<Content, 'editions'>): string {
  const addresses = testedEditions(content).map(({ slug }) => `  /${slug} ${splitVariable(slug)};\n`);
  return `map $uri ${EDITION_VARIANT_VARIABLE} {\n${addresses.join('')}  default "";\n}\n`;
}

/**
 * The tested editions' addresses: each serves the variant its split chose from the variants' folder, at the
 * edition's own address (no redirect, the canonical stays), or the edition's own page.
 */
export function variantLocations(content: Pick<Content, 'editions'>): string {
  return testedEditions(content)
    .map(
      ({ slug }) => `
  location = /${slug} {
    try_files /${variantPagePath(slug, EDITION_VARIANT_VARIABLE)} /${slug}/index.html =404;
  }
`,
    )
    .join('');
}
