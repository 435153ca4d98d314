import path from 'node:path';
import { differenceField, diffEditions, formatDiffValue } from '#engine/editionDiff';
import { ContentError } from '#engine/errors';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import { editionsFolderIn } from '#src/content/editionFolder';
import { loadContent, type LoadedEdition } from '#src/content/loadContent';
import { sharedFieldsOf } from '#src/content/publicData';
import { formatSiteReport } from '#src/content/problemHints';
import { CommandFailed, defineCommand } from '../cli/command';
import { todayOption } from '../cli/todayOption';

/**
 * `npm run editions:diff winter autumn`: every config field in which two editions differ, named by
 * file key (`winter` = editions/winter.json), as `field  A → B` lines.
 * Ends with 0 when the comparison ran (with or without differences), 1 when the content files do not
 * validate, 2 when the command is used wrongly (missing or unknown key).
 * `--today JJJJ-MM-TT` names each edition's state on that day (as `npm run build -- --today`).
 */

/** Longer paths are not padded to: one long FAQ path must not push every value to the right. */
const MAX_PATH_COLUMN = 36;

const describe = (label: string, edition: LoadedEdition) =>
  `  ${label}  ${edition.key.padEnd(12)} ${edition.file} → /${edition.slug} (${edition.name}) · ${SALES_STATE_LABELS[edition.sales.state]}`;
/** Marks a value that comes from the shared defaults in site.json. */
const shown = (value: unknown, shared?: boolean) => `${formatDiffValue(value)}${shared ? ' [Standard]' : ''}`;

export const editionsDiffCommand = defineCommand({
  spec: {
    command: 'npm run editions:diff',
    summary: 'Zeigt jedes Feld, in dem sich zwei Editionen unterscheiden (Editionen beim Dateinamen: winter = editions/winter.json).',
    positionals: {
      usage: '<Edition A> <Edition B>',
      min: 2,
      max: 2,
      missing: 'Bitte genau zwei Editionen angeben.',
      description: 'die zwei Editionen, z. B. winter autumn',
    },
    options: { today: { ...todayOption, description: 'nennt den Verkaufsstand jeder Edition an diesem Tag' } },
    examples: ['npm run editions:diff winter autumn', 'npm run editions:diff winter spring -- --today 2026-01-05'],
  },
  run({ values, positionals: keys }, { cwd: root, terminal }) {
    let editions: LoadedEdition[];
    try {
      editions = loadContent({ dir: editionsFolderIn(root), publicDir: path.join(root, 'public'), today: values.today }).editions;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      terminal.err(`${formatSiteReport(error.problems)}\n\nDie Inhalte sind fehlerhaft; ein Vergleich ist erst nach der Korrektur möglich.`);
      throw new CommandFailed(1);
    }

    const known = editions.map((edition) => edition.key).sort();
    const [a, b] = keys.map((key) => {
      const edition = editions.find((candidate) => candidate.key === key);
      if (edition) return edition;
      terminal.err(`Unbekannte Edition „${key}“. Vorhandene Editionen: ${known.join(', ')}`);
      throw new CommandFailed(2);
    });
    terminal.out(`Editionen im Vergleich\n${describe('A', a)}\n${describe('B', b)}\n`);

    const differences = diffEditions(a, b, { a: sharedFieldsOf(a), b: sharedFieldsOf(b) });
    if (differences.length === 0) {
      terminal.out('Keine Unterschiede.');
      return;
    }
    const width = Math.min(MAX_PATH_COLUMN, Math.max(...differences.map((difference) => differenceField(difference).length)));
    terminal.out(`Unterschiede: ${differences.length} ${differences.length === 1 ? 'Feld' : 'Felder'} ([Standard] = gemeinsamer Standardwert aus site.json)\n`);
    terminal.out(`${'Feld'.padEnd(width)}  A → B`);
    for (const difference of differences) {
      const { a: valueA, b: valueB, sharedA, sharedB } = difference;
      terminal.out(`${differenceField(difference).padEnd(width)}  ${shown(valueA, sharedA)} → ${shown(valueB, sharedB)}`);
    }
  },
});
