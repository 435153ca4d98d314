import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '#engine/errors';
import { variantPagePath } from '#kit/model/paths';
import { brotliPage, FIRST_ROUND_TRIP_BYTES } from './precompress';

/**
 * The first flight, said to the marketer: an edition page whose brotli (as the host sends it, precompress.ts)
 * outgrows what a new connection's first round trip carries waits one more round trip for its first screen,
 * since the first paint waits for the page's footer (src/layout/PageHead.tsx). A warning, never an error: the
 * page works, it only shows later. `npm run build`, `npm run editions:check` and the studio's check say it.
 */

/** The page's bytes as the host sends them: the brotli the build writes beside it (precompress.ts, brotliPage; cached in the project at `root`). */
export const shippedBytes = async (html: string, root: string) => (await brotliPage(Buffer.from(html), root)).length;

/** German thousands: 14.336 */
const bytesText = (bytes: number) => bytes.toLocaleString('de-DE');

export const PAGE_BUDGET_CODE = 'page.over-first-flight';

/** The warning for an edition's page of `bytes` as shipped, or none while it fits into the first flight. */
export function pageBudgetWarning(edition: PageOfEdition, bytes: number): ContentProblem | undefined {
  const over = bytes - FIRST_ROUND_TRIP_BYTES;
  if (over <= 0) return undefined;
  const page = edition.variant === undefined ? `/${edition.slug}` : `/${edition.slug} in der Variante „${edition.variant}“`;
  return {
    code: PAGE_BUDGET_CODE,
    file: edition.file,
    path: '',
    severity: 'warning',
    message:
      `Die Seite ${page} ist gepackt ${bytesText(bytes)} Bytes groß, ${bytesText(over)} Bytes mehr, als beim ersten Aufruf in einem Zug ankommt ` +
      `(${bytesText(FIRST_ROUND_TRIP_BYTES)} Bytes). Sie funktioniert, zeigt ihren ersten Bildschirm aber eine Netzwerk-Rundreise später (am Handy oft 0,1–0,3 s). ` +
      'Was meist hilft: kürzere Antworten in den häufigen Fragen (faq) oder weniger Fragen, weniger oder kürzere Stimmen (testimonials), ' +
      'kürzere Listenpunkte im Ablauf (timeline) und bei den Leistungen (benefits), kürzere Texte im Preisblock (pricing). Bilder zählen nicht mit.',
  };
}

/** An edition's page: its own, or an A/B variant's (src/content/variants.ts). */
export interface PageOfEdition {
  file: string;
  slug: string;
  variant?: string;
}

/**
 * The warnings for the built edition pages in `siteDir` (the build's staging folder of the project at `root`) that
 * outgrow the first flight, the variants' pages too.
 */
export async function builtPageWarnings(root: string, siteDir: string, editions: ReadonlyArray<PageOfEdition>): Promise<ContentProblem[]> {
  const warnings: ContentProblem[] = [];
  for (const edition of editions) {
    const file = edition.variant === undefined ? path.join(edition.slug, 'index.html') : variantPagePath(edition.slug, edition.variant);
    const html = await readFile(path.join(siteDir, file), 'utf8');
    const warning = pageBudgetWarning(edition, await shippedBytes(html, root));
    if (warning) warnings.push(warning);
  }
  return warnings;
}
