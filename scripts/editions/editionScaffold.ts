import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '#engine/atomicWrite';
import { ownValue } from '#engine/ownValue';
import { readJsonFile } from '#engine/readJson';
import { RESERVED_SLUGS } from '#src/content/rules/index';
import { nameWords } from '#src/content/rules/copies';
import { textsOf } from '#src/content/rules/texts';
import { sectionDefinitions } from '#sections/schemas';
import { editionFileNames } from '#src/content/loadContent';
import { editionFilePath, editionKeyOfFileName } from '#src/content/editionFile';
import { editionFileIn } from '#src/content/editionFolder';
import { slugSchema } from '#src/content/schema';
import { DEVICE_NAME_NOTE, editionKeyProblem, isWindowsDeviceName } from '#src/content/fileNames';
import { setJsonValue } from './jsonText';
import { formatDateLong } from '#engine/format';
import { withoutTemplateDates, type NewEditionDates, type ScaffoldDate } from './scaffoldDates';

// biome-ignore lint/suspicious/noExplicitAny: an edition file as its JSON, which the scaffold reads and sets field by field; the new file is checked by the loader as any other.
type EditionJson = Record<string, any>;

/**
 * `npm run edition:new -- <name> [--from <edition>] [--slug <address>] [--start … --verkauf-ab …]`: a new edition file copied
 * from an existing one, with its own address but none of its dates (scaffoldDates.ts), and the list of
 * fields a marketer changes next. It never overwrites a file; everything else is left to `editions:check`.
 */

export class ScaffoldError extends Error {}

export interface ScaffoldOptions {
  /** Folder holding site.json and the edition files. */
  dir: string;
  name: string;
  from?: string;
  slug?: string;
  /** Its start and first day of sales, when given at once (else both are left empty). */
  dates?: NewEditionDates;
}

export interface Scaffolded {
  file: string;
  source: string;
  slug: string;
  data: EditionJson;
  /** The template's dates: emptied, dropped or replaced by the given ones. */
  dates: ScaffoldDate[];
}

const revisitOf = new Map<string, readonly string[]>(sectionDefinitions.map((definition) => [definition.type, definition.meta.revisit]));
const SCHEMA_REF = './edition.schema.json';

/** Season names, English or German, and the address their edition gets (as /winteredition). */
const SEASON_SLUGS: Record<string, string> = {
  spring: 'fruehlingsedition',
  fruehling: 'fruehlingsedition',
  summer: 'sommeredition',
  sommer: 'sommeredition',
  autumn: 'herbstedition',
  fall: 'herbstedition',
  herbst: 'herbstedition',
  winter: 'winteredition',
};

/** `spring` → `fruehlingsedition`, `spring-2027` → `fruehlingsedition-2027`, `ostern` → `ostern-edition`. */
export function slugFor(name: string): string {
  const [first, ...rest] = name.split('-');
  const season = ownValue(SEASON_SLUGS, first);
  return season ? [season, ...rest].join('-') : `${name}-edition`;
}

/** An edition as the loader reads it (a regular UTF-8 file, no link or pipe), or undefined. */
function readEdition(dir: string, key: string): EditionJson | undefined {
  const read = readJsonFile(editionFileIn(dir, key), editionFilePath(key));
  return read.ok && read.data && typeof read.data === 'object' ? (read.data as EditionJson) : undefined;
}

/** The edition to copy when none is named: the newest one (latest start), else winter. */
function defaultSource(dir: string, keys: string[]): string {
  const starts = keys.map((key) => ({ key, start: String(readEdition(dir, key)?.startDate ?? '') }));
  return starts.sort((a, b) => b.start.localeCompare(a.start))[0]?.key ?? 'winter';
}

export function scaffoldEdition({ dir, name, from, slug: wantedSlug, dates: given }: ScaffoldOptions): Scaffolded {
  if (isWindowsDeviceName(name)) {
    throw new ScaffoldError(
      `Der Name „${name}“ geht nicht: Er ist ${DEVICE_NAME_NOTE}; eine Datei ${editionFilePath(name)} ließe sich dort weder öffnen noch löschen. ` +
        'Wähle einen anderen Namen, z. B. „spring“ oder „fruehling-2027“.',
    );
  }
  if (editionKeyProblem(name) !== undefined) {
    throw new ScaffoldError(
      `Der Name „${name}“ geht nicht: Er wird zum Dateinamen editions/<name>.json und darf nur Kleinbuchstaben, Ziffern und ` +
        'Bindestriche enthalten (höchstens 40 Zeichen, nicht „site“), z. B. „spring“ oder „fruehling-2027“.',
    );
  }
  if (given && given.validFrom >= given.startDate) {
    throw new ScaffoldError(
      `Der erste Verkaufstag (${formatDateLong(given.validFrom)}) muss vor dem Start (${formatDateLong(given.startDate)}) liegen: ` +
        'Verkauft wird bis zum Tag vor dem Start, sonst an keinem Tag.',
    );
  }
  const file = editionFileIn(dir, name);
  // lstat, not exists: a symbolic link whose target is gone still takes the name, and writing through it is refused.
  const taken = lstatSync(file, { throwIfNoEntry: false });
  if (taken?.isSymbolicLink()) {
    throw new ScaffoldError(
      `${editionFilePath(name)} gibt es schon als Verweis (symbolischer Link) auf eine andere Datei; er wird nicht überschrieben. ` +
        'Entferne den Verweis oder wähle einen anderen Namen.',
    );
  }
  if (taken) throw new ScaffoldError(`${editionFilePath(name)} gibt es schon; eine bestehende Edition wird nie überschrieben. Wähle einen anderen Namen.`);
  const keys = editionFileNames(dir).map(editionKeyOfFileName);
  const source = from ?? defaultSource(dir, keys);
  const original = keys.includes(source) ? readEdition(dir, source) : undefined;
  if (!original) {
    throw new ScaffoldError(`Vorlage „${source}“ nicht gefunden oder kein gültiges JSON; vorhanden: ${keys.join(', ') || 'keine'} (Angabe mit --from).`);
  }

  const slug = wantedSlug ?? slugFor(name);
  const slugCheck = slugSchema.safeParse(slug);
  if (!slugCheck.success) throw new ScaffoldError(`Die Adresse „${slug}“ geht nicht: ${slugCheck.error.issues[0].message}. Gib mit --slug eine andere an.`);
  if (RESERVED_SLUGS.includes(slug)) throw new ScaffoldError(`/${slug} ist eine feste Seite der Website. Gib mit --slug eine andere Adresse an.`);
  const owner = keys.find((key) => readEdition(dir, key)?.slug === slug);
  if (owner) throw new ScaffoldError(`Die Adresse /${slug} hat schon ${editionFilePath(owner)}. Gib mit --slug eine andere an, z. B. --slug ${slug}-2.`);

  // Field order and formatting stay as in the original, so the new file reads like its sibling: only the
  // address, the schema reference (first) and the dates (scaffoldDates.ts) are set in the text.
  const copied = readFileSync(editionFileIn(dir, source), 'utf8').replace(/^\uFEFF/, '');
  const { text, dates } = withoutTemplateDates(setJsonValue(setJsonValue(copied, ['slug'], slug), ['$schema'], SCHEMA_REF, 0), given);
  const data = JSON.parse(text) as EditionJson;
  try {
    // Whole or not at all: a full disk leaves no empty file that would then count as an edition.
    writeFileAtomically(file, text, { exclusive: true });
  } catch (error) {
    throw new ScaffoldError(writeFailure(error, name));
  }
  return { file: editionFilePath(name), source: editionFilePath(source), slug, data, dates };
}

/** Why the new file could not be written, in German: it appeared meanwhile, or the folder refuses it. */
function writeFailure(error: unknown, name: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST') return `${editionFilePath(name)} ist eben entstanden; eine bestehende Edition wird nie überschrieben. Wähle einen anderen Namen.`;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return `${editionFilePath(name)} konnte nicht angelegt werden: Auf dem Speicher des Servers ist kein Platz mehr. Es wurde nichts angelegt; bitte die Verwaltung, Platz zu schaffen, und versuche es dann noch einmal.`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return `${editionFilePath(name)} kann nicht angelegt werden: Der Ordner editions/ darf nicht beschrieben werden (Dateirechte prüfen).`;
  return `${editionFilePath(name)} konnte nicht angelegt werden (${code ?? (error as Error).message}).`;
}

/** A value as the list shows it: one line, shortened. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'Eintrag' : 'Einträge'}`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The fields a new edition must not keep from its original, grouped as the marketer works through them. */
export function fieldsToEdit(data: EditionJson): Array<[string, Array<[string, unknown]>]> {
  const at = (object: EditionJson | undefined, prefix: string, keys: string[]): Array<[string, unknown]> =>
    keys.filter((key) => object?.[key] !== undefined).map((key) => [`${prefix}${key}`, object![key]]);
  const sections: Array<EditionJson> = Array.isArray(data.sections) ? data.sections : [];
  const heroAt = sections.findIndex((section) => section.type === 'hero');
  const hero = sections[heroAt];
  const groups: Array<[string, Array<[string, unknown]>]> = [
    ['Name und Suchmaschinen', at(data, '', ['name']).concat(at(data.seo, 'seo.', ['title', 'description']))],
    [
      'Preis und Gutschein',
      at(data.offer, 'offer.', ['mode', 'price', 'regularPrice', 'voucher', 'priceLabel', 'availabilityNote']).concat(at(data, '', ['checkoutCtaLabel'])),
    ],
    [
      'Wert und Bonus',
      (Array.isArray(data.valueBreakdown) ? data.valueBreakdown : []).flatMap((item: EditionJson, index: number) =>
        at(item, `valueBreakdown[${index}].`, ['label', 'amount']),
      ),
    ],
    [
      'Kopfbereich',
      hero
        ? at(hero, `sections[${heroAt}].`, ['badge', 'title', 'subtitle', 'scheduleText', 'badges'])
            .concat(at(hero.cover, `sections[${heroAt}].cover.`, ['src', 'alt']))
            .concat(at(hero.banner, `sections[${heroAt}].banner.`, ['title', 'text']))
        : [],
    ],
    [
      'Abschnitte der Edition',
      // Each section names the props a new edition should revisit (sections/<name>/schema.ts → meta.revisit).
      sections.flatMap((section, index): Array<[string, unknown]> => {
        const prefix = `sections[${index}].`;
        if (section.type === 'hero') return [];
        if (section.type === 'benefits') return at(section.bonus, `${prefix}bonus.`, ['title', 'intro', 'items']);
        if (section.type === 'faq') return at(section, prefix, ['contactSubject', 'entries']);
        // What the copied section writes itself of the props its type says a new edition revisits (sections/*/schema.ts).
        return at(section, prefix, [...(revisitOf.get(section.type) ?? [])]);
      }),
    ],
    [`Texte, die noch „${nameWords(String(data.name ?? '')).join('“ oder „') || 'die Vorlage'}“ nennen`, templateWordTexts(data)],
  ];
  return groups.filter(([, fields]) => fields.length > 0);
}

/** Every text of the copy that names its template's season or edition („Winter“ of „Winter-Edition 2026“). */
function templateWordTexts(data: EditionJson): Array<[string, unknown]> {
  const words = nameWords(String(data.name ?? ''));
  if (words.length === 0) return [];
  const { $schema: _schema, name: _name, ...rest } = data;
  // Ids are never shown, so they may keep the old word.
  return textsOf(rest).filter(([at, text]) => !at.endsWith('.id') && words.some((word) => new RegExp(`(^|[^\\p{L}])${word}`, 'iu').test(text)));
}

/** What `edition:new` prints after writing the file. */
export function scaffoldReport({ file, source, slug, data, dates }: Scaffolded, name: string): string {
  const groups = fieldsToEdit(data);
  const width = Math.max(...groups.flatMap(([, fields]) => fields.map(([field]) => field.length)), ...dates.map(({ field }) => field.length));
  const lines = [
    `Neue Edition angelegt: ${file} (Kopie von ${source})`,
    `Adresse: /${slug} · verkauft vom ersten Verkaufstag (offer.validFrom) bis zum letzten (salesEnd, sonst der Tag vor dem Start); die Startseite wirbt ab dem ersten für sie`,
    '',
    ...(dates.some(({ now }) => now === 'leer')
      ? [
          'Termine: Die neue Edition hat noch keine. Bis du Start und ersten Verkaufstag einträgst, meldet editions:check',
          'einen Fehler und der Build bricht ab; so verkauft sie nie aus Versehen an den Tagen der Vorlage.',
        ]
      : ['Termine: Die neue Edition übernimmt keine der Vorlage.']),
  ];
  const what = { leer: 'leer, bitte eintragen', entfernt: 'entfernt, bei Bedarf eintragen', gesetzt: 'gesetzt auf' } as const;
  for (const { field, label, was, now, value } of dates) {
    lines.push(`    ${field.padEnd(width)}  ${label}: ${what[now]}${value ? ` ${value}` : ''} (Vorlage: ${shown(was)})`);
  }
  lines.push('', 'Diese Felder hat die neue Datei noch von der Vorlage; passe sie jetzt an (Feld: bisheriger Wert):');
  for (const [group, fields] of groups) {
    lines.push('', `  ${group}`);
    for (const [field, value] of fields) lines.push(`    ${field.padEnd(width)}  ${shown(value)}`);
  }
  const next: Array<[string, string]> = [
    ['npm run editions:check', 'prüft alle Dateien und nennt jedes Problem mit Feld'],
    ['npm run dev', `Vorschau unter http://localhost:5173/${slug}`],
    [`npm run editions:diff ${editionKeyOfFileName(path.basename(source))} ${name}`, 'zeigt, was sich gegenüber der Vorlage geändert hat'],
  ];
  const commandWidth = Math.max(...next.map(([command]) => command.length));
  lines.push(
    '',
    'Tipp: Dein Editor zeigt zu jedem Feld eine Beschreibung („$schema“ verweist auf editions/edition.schema.json).',
    'Für einen Komplettpreis ohne Gutschein nimm --from autumn als Vorlage.',
    '',
    'Danach:',
    ...next.map(([command, what]) => `  ${command.padEnd(commandWidth)}  ${what}`),
    '',
    'Die ganze Anleitung: docs/marketing/README.md',
  );
  return lines.join('\n');
}
