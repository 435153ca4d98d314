import path from 'node:path';
import { ContentError, formatProblem, type ContentProblem } from '#engine/errors';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import { calendarReport } from '#kit/model/timeline';
import { editionsFolderIn } from '#src/content/editionFolder';
import { inspectContent, loadContent, type Content } from '#src/content/loadContent';
import { formatSiteReport } from '#src/content/problemHints';
import { imageProblems } from '../build/imageSources';
import { CommandFailed, defineCommand } from '../cli/command';
import { todayOption } from '../cli/todayOption';
import { editionPageWarnings } from './pageWeights';

/**
 * `npm run editions:check`: validates every content file and the rules across files, exactly as the
 * build does, and renders each edition's page to warn when it outgrows the first flight (scripts/build/pageBudget.ts).
 * Prints every problem at once; ends with 1 on errors, 0 when only warnings remain.
 * Every image is decoded and its declared size compared with the file's, as the build does.
 */

/** An edition's A/B test in a line: each variant's share, and the rest for the edition's own copy. */
function abTestNote({ variants }: Content['editions'][number]): string {
  if (!variants || variants.length === 0) return '';
  const shares = variants.map((variant) => `„${variant.name}“ ${variant.weight} %`);
  const rest = 100 - variants.reduce((sum, variant) => sum + variant.weight, 0);
  return `, A/B-Test: ${shares.join(', ')}, eigene Fassung ${rest} %`;
}

export const editionsCheckCommand = defineCommand({
  spec: {
    command: 'npm run editions:check',
    summary: 'Prüft alle Inhaltsdateien in editions/ wie der Build und nennt jedes Problem mit Datei und Feld.',
    options: {
      production: { type: 'boolean', description: 'so streng wie der Build: Platzhalter sind Fehler, nicht Warnungen' },
      today: todayOption,
    },
    examples: ['npm run editions:check', 'npm run editions:check -- --production', 'npm run editions:check -- --today 2027-04-01'],
  },
  async run({ values }, { cwd: root, terminal }) {
    const options = { dir: editionsFolderIn(root), publicDir: path.join(root, 'public'), production: values.production === true, today: values.today };
    let content: Content | undefined;
    let problems: ContentProblem[] = [];
    try {
      content = loadContent(options);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    // The build's image check, with or without --production: every image decodes and has the size its fields
    // declare (of the editions that validated). A check that passes must not leave a build that refuses.
    const images = await imageProblems(root, content ?? inspectContent(options));

    if (!content || images.length > 0) {
      terminal.err(formatSiteReport([...(content?.warnings ?? problems), ...images]));
      throw new CommandFailed(1);
    }
    // Each edition's page rendered as the build would: one that outgrows the first flight is a warning, as in the build.
    const warnings = [...content.warnings, ...(await editionPageWarnings(root, content))];
    for (const warning of warnings) terminal.err(formatProblem(warning));
    const count = warnings.length;
    const note = count === 0 ? '' : ` (${count} ${count === 1 ? 'Warnung' : 'Warnungen'})`;
    const names = content.editions.map((edition) => `${edition.file} → /${edition.slug} (${SALES_STATE_LABELS[edition.sales.state]})${abTestNote(edition)}`);
    terminal.out(`Inhalte in Ordnung${note}: site.json und ${content.editions.length} Editionen\n  ${names.join('\n  ')}`);
    terminal.out(calendarReport(content.editions, content.today).join('\n'));
  },
});
