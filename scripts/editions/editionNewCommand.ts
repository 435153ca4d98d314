import { ContentError, formatProblem } from '#engine/errors';
import { readDate } from '#kit/model/dateText';
import { editionsFolderIn } from '#src/content/editionFolder';
import { defineCommand, failWith, type Terminal } from '../cli/command';
import { ScaffoldError, scaffoldEdition, scaffoldReport } from './editionScaffold';

/**
 * `npm run edition:new -- <name> [--from <edition>] [--slug <address>] [--start <day> --verkauf-ab <day>]`:
 * writes editions/<name>.json as a copy of an edition (default: the newest one) with its own address and
 * none of its dates (the given start and first day of sales, else both empty), then lists the fields to
 * change. Ends with 1 without writing anything when the file exists, a name is unusable or a date does not read,
 * 2 when the command is called wrongly (scripts/cli/commandLine.ts).
 */
export const editionNewCommand = defineCommand({
  spec: {
    command: 'npm run edition:new',
    summary: 'Legt editions/<name>.json als Kopie einer Edition an (Standard: die neueste), mit eigener Adresse, und nennt die Felder, die zu ändern sind.',
    positionals: {
      usage: '<name>',
      min: 1,
      max: 1,
      missing: 'Bitte den Namen der neuen Edition angeben.',
      description: 'Dateiname der neuen Edition ohne .json, z. B. spring',
    },
    options: {
      from: { type: 'string', value: '<edition>', description: 'Vorlage statt der neuesten Edition, z. B. autumn' },
      slug: { type: 'string', value: '<adresse>', description: 'Adresse der Seite statt der vorgeschlagenen, z. B. osteredition' },
      start: { type: 'string', value: 'TT.MM.JJJJ', description: 'Starttermin (sonst bleibt er leer, bis du ihn einträgst)' },
      'verkauf-ab': { type: 'string', value: 'TT.MM.JJJJ', description: 'Erster Verkaufstag (sonst bleibt er leer, bis du ihn einträgst)' },
    },
    examples: [
      'npm run edition:new -- spring',
      'npm run edition:new -- spring --start 12.04.2027 --verkauf-ab 15.01.2027',
      'npm run edition:new -- ostern --from autumn --slug osteredition',
    ],
  },
  run({ values, positionals: [name] }, { cwd, terminal }) {
    const { from, slug, start, 'verkauf-ab': salesStart } = values;
    try {
      const result = scaffoldEdition({ dir: editionsFolderIn(cwd), name, from, slug, dates: givenDates(terminal, start, salesStart) });
      terminal.out(scaffoldReport(result, name));
    } catch (error) {
      if (error instanceof ScaffoldError) failWith(terminal, error.message);
      // The editions/ folder could not be listed: the loader's German line names it.
      if (error instanceof ContentError) failWith(terminal, error.problems.map(formatProblem).join('\n'));
      throw error;
    }
  },
});

/** Both dates or neither: a start alone would still leave the copy unable to sell, and is easy to miss. */
function givenDates(terminal: Terminal, start: string | undefined, salesStart: string | undefined): { startDate: string; validFrom: string } | undefined {
  if (start === undefined && salesStart === undefined) return undefined;
  if (start === undefined || salesStart === undefined)
    failWith(terminal, 'Bitte --start und --verkauf-ab zusammen angeben, z. B. --start 12.04.2027 --verkauf-ab 15.01.2027 (oder keins von beiden).');
  const read = (text: string, option: string) => {
    const reading = readDate(text);
    return reading.ok ? reading.iso : failWith(terminal, `--${option}: ${reading.message}`);
  };
  return { startDate: read(start, 'start'), validFrom: read(salesStart, 'verkauf-ab') };
}
