import { createInterface } from 'node:readline/promises';
import { formatProblem } from '../engine/errors';
import { calendarWarningText, siteCalendarLines } from '../src/content/siteCalendar';
import { BUILD_STEPS } from './build/buildSteps';
import { readCommandLine } from './cli/commandLine';
import { todayOption } from './cli/todayOption';
import { createPublisher } from './publish/publisher';
import { PublishError } from './publish/publishError';
import { recordPublish, rollBackRecorded } from './versions/releaseVersions';
import { nothingChanges } from './publish/snapshot';
import type { PublishChanges, ReleaseSummary } from './publish/types';
import type { VersionNote } from './versions/types';

/**
 * `npm run publish`: checks the content, builds the site for today, shows what changes on the live site,
 * asks, and puts it live on the target of publish.config.json (a folder nginx serves, or git). Also lists
 * the releases and rolls back to one. The studio's „Veröffentlichen“ does the same (scripts/publish/), and
 * as there, a publish and a rollback are versions in the studio's Verlauf, by the repository's git user.
 */

const { values } = readCommandLine({
  command: 'npm run publish',
  summary: 'Prüft, baut die Website für heute, zeigt die Änderungen gegenüber der Live-Seite und veröffentlicht nach Rückfrage (Ziel: publish.config.json).',
  options: {
    yes: { type: 'boolean', description: 'veröffentlicht ohne Rückfrage (für Skripte)' },
    list: { type: 'boolean', description: 'listet die Veröffentlichungen, die neueste zuerst' },
    rollback: { type: 'string', value: '<Release>', description: 'macht eine frühere Veröffentlichung wieder live (Name aus --list)' },
    today: { ...todayOption, description: 'baut die Website für diesen Tag statt für heute (zum Ausprobieren; Standard: heute in Deutschland)' },
  },
  examples: ['npm run publish', 'npm run publish -- --list', 'npm run publish -- --rollback 2026-11-20T09-15-00Z'],
});

const root = process.cwd();
const publisher = createPublisher({ root, today: values.today });
const time = (iso: string) => new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
const releaseLine = (release: ReleaseSummary) => `${release.live ? '● live ' : '       '}${release.id}  ${time(release.time)}  ${release.summary}`;

function printChanges(changes: PublishChanges) {
  const { added, changed, removed } = changes.pages;
  if (changes.firstPublish) console.log('Erste Veröffentlichung auf diesem Ziel.');
  for (const [label, pages] of [
    ['Neue Seiten', added],
    ['Geänderte Seiten', changed],
    ['Entfernte Seiten', removed],
  ] as const) {
    if (pages.length > 0) console.log(`${label}: ${pages.join(', ')}`);
  }
  const files = changes.publicFiles;
  for (const [label, list] of [
    ['Neue Dateien', files.added],
    ['Geänderte Dateien', files.changed],
    ['Entfernte Dateien', files.removed],
  ] as const) {
    if (list.length > 0) console.log(`${label}: ${list.join(', ')}`);
  }
  for (const file of changes.files) {
    console.log(`\n${file.name} (${file.file}, ${file.status})`);
    file.differences.forEach((difference, index) => {
      console.log(`  ${file.labels[index]}: ${JSON.stringify(difference.a) ?? '–'} → ${JSON.stringify(difference.b) ?? '–'}`);
    });
  }
}

async function confirmed(): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY) {
    console.error('Ohne Terminal kann nicht nachgefragt werden: mit --yes bestätigen.');
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('\nJetzt veröffentlichen? (j/n) ');
  prompt.close();
  return /^j(a)?$/i.test(answer.trim());
}

/** Says when the Verlauf could not record it (no git repository, git failed); the publish itself stands. */
function reportVersion(version: VersionNote) {
  if (!version.recorded) console.warn(version.message);
}

async function main() {
  if (values.list) {
    const { releases, skipped } = await publisher.releases();
    console.log(`Ziel: ${publisher.target().description}`);
    console.log(releases.length === 0 ? 'Noch nichts veröffentlicht.' : releases.map(releaseLine).join('\n'));
    for (const line of skipped) console.error(line);
    return;
  }
  if (values.rollback) {
    const id = values.rollback;
    const { release, version } = await rollBackRecorded(root, () => publisher.rollback(id));
    console.log(`Wieder live: ${releaseLine(release)}`);
    if (release.note) console.error(release.note);
    reportVersion(version);
    return;
  }
  console.log(`Ziel: ${publisher.target().description}`);
  const plan = await publisher.plan((index) => console.log(`[${index + 1}/${BUILD_STEPS.length}] ${BUILD_STEPS[index]} …`));
  if (nothingChanges(plan.changes)) {
    // A timer can run this every hour: an unchanged site makes no new release.
    publisher.discard(plan);
    console.log(`\nGebaut für den ${plan.today}: keine Änderung gegenüber der Live-Seite, nichts veröffentlicht.`);
    if (plan.calendar.warning) console.warn(`Achtung: ${calendarWarningText(plan.calendar.warning)}`);
    return;
  }
  console.log(`\nGebaut für den ${plan.today}. Das ändert sich auf der Live-Seite:`);
  printChanges(plan.changes);
  // What the site then shows and when it changes by itself, with the warning when it will soon sell nothing.
  console.log(siteCalendarLines(plan.calendar).join('\n'));
  if (!(await confirmed())) {
    publisher.discard(plan);
    console.log('Nicht veröffentlicht.');
    return;
  }
  const release = await publisher.deploy(plan);
  console.log(`Veröffentlicht: ${releaseLine(release)}`);
  reportVersion(await recordPublish(root, release, plan.snapshot.files));
}

main().catch((error: unknown) => {
  if (!(error instanceof PublishError)) throw error;
  console.error(error.message);
  for (const problem of error.problems) console.error(formatProblem(problem));
  process.exit(1);
});
