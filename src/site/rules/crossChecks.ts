import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatPath, type ContentProblem, type Severity } from '../../../engine/errors';
import type { LoadedEdition, LoadOptions } from '../loadContent';
import { bonusValue, savings, totalValue } from '../offer';
import { QA_PATH, THANK_YOU_PATH } from '../paths';
import type { SiteConfig } from '../schema';
import { editionVariables, siteVariables, startVariables, variablesIn } from '../textVariables';

/** Paths the site uses itself; an edition slug may not take them. */
export const RESERVED_SLUGS = [THANK_YOU_PATH, QA_PATH, 'data', 'images', 'assets', 'fonts', '404', 'index', 'sitemap', 'robots'];

/** Plain amounts for messages a terminal shows: "1.200 €". */
const euro = (amount: number) => `${amount.toLocaleString('de-DE')} €`;

/** Rules that a single file's schema cannot see: across fields, across files, and against the disk. */
export function checkAcrossFiles(site: SiteConfig, editions: LoadedEdition[], options: LoadOptions): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const error = (file: string, at: string, message: string) => problems.push({ file, path: at, message, severity: 'error' });
  const siteFile = `${path.basename(options.dir)}/site.json`;
  const allEditions = siteFile.replace('site.json', '*.json');

  const bySlug = new Map<string, LoadedEdition>();
  for (const edition of editions) {
    const taken = bySlug.get(edition.slug);
    if (taken) error(edition.file, 'slug', `„${edition.slug}“ ist schon die Adresse von ${taken.file}; jede Edition braucht eine eigene`);
    else bySlug.set(edition.slug, edition);
    if (RESERVED_SLUGS.includes(edition.slug)) {
      error(edition.file, 'slug', `„${edition.slug}“ ist eine feste Seite der Website; bitte eine andere Adresse wählen`);
    }
    if (edition.offer.mode === 'early-bird' && edition.offer.price >= edition.offer.regularPrice) {
      error(
        edition.file,
        'offer.price',
        `Frühbucherpreis (${euro(edition.offer.price)}) muss unter dem regulären Preis (${euro(edition.offer.regularPrice)}) liegen`,
      );
    }
    const heroAt = edition.sections.findIndex((section) => section.type === 'hero');
    if (heroAt !== 0) error(edition.file, 'sections[0].type', 'der erste Abschnitt muss „hero“ sein (er trägt die Hauptüberschrift)');
    const seen = new Set<string>();
    edition.sections.forEach((section, index) => {
      if (seen.has(section.type)) error(edition.file, `sections[${index}].type`, `Abschnitt „${section.type}“ kommt doppelt vor; jeder Typ darf einmal pro Seite stehen`);
      seen.add(section.type);
    });
    edition.sections.forEach((section, index) => {
      if (section.type === 'hero') checkImage(section.cover.src, edition.file, `sections[${index}].cover.src`);
    });
  }
  checkImage(site.sections.trainer.portrait.src, siteFile, 'sections.trainer.portrait.src');
  problems.push(...amountProblems(site, siteFile, editions));
  problems.push(...variableProblems(site, siteFile, editions));
  problems.push(...copiedTextWarnings(editions));

  const current = editions.filter((edition) => edition.current);
  // Only meaningful when every edition file could be read: a broken file may be the current one.
  if (options.allEditionsParsed !== false && editions.length > 0 && current.length !== 1) {
    const files = current.map((edition) => edition.file).join(', ') || 'keine';
    error(allEditions, 'current', `genau eine Edition muss "current": true haben, gefunden: ${files}`);
  }
  if (editions.length === 0) error(allEditions, '', 'keine Edition gefunden');
  // The edition slugs are only all known when every file could be read.
  if (options.allEditionsParsed !== false) problems.push(...ownPageLinkProblems(site, siteFile, editions));

  const today = options.today ?? new Date().toISOString().slice(0, 10);
  for (const edition of current) {
    if (edition.startDate < today) {
      problems.push({
        file: edition.file,
        path: 'startDate',
        message: `der Start (${edition.startDate}) der aktuellen Edition liegt in der Vergangenheit`,
        severity: 'warning',
      });
    }
  }

  problems.push(...placeholderProblems(site, siteFile, editions, options.production ? 'error' : 'warning'));
  return problems;

  function checkImage(src: string, file: string, at: string) {
    if (!existsSync(path.join(options.publicDir, src))) error(file, at, `Bilddatei public${src} nicht gefunden`);
  }
}

/**
 * A link to this site's own address must lead to a page the build writes: the static host answers
 * any other path with the 404 page, and the imprint and privacy policy must be reachable.
 */
function ownPageLinkProblems(site: SiteConfig, siteFile: string, editions: LoadedEdition[]): ContentProblem[] {
  const pages = new Set(['/', `/${THANK_YOU_PATH}`, ...editions.map((edition) => `/${edition.slug}`)]);
  const links: Array<[string, string]> = [
    ['legal.imprintUrl', site.legal.imprintUrl],
    ['legal.privacyUrl', site.legal.privacyUrl],
    ...site.social.map((link, index): [string, string] => [`social[${index}].url`, link.url]),
  ];
  return links.flatMap(([at, href]): ContentProblem[] => {
    const url = new URL(href);
    const page = url.pathname.replace(/\/+$/, '') || '/';
    if (url.origin !== new URL(site.origin).origin || pages.has(page)) return [];
    const message =
      `„${href}“ liegt auf dieser Website (${site.origin}), die keine Seite ${page} hat; ` +
      'bitte die Adresse eintragen, unter der die Seite wirklich erreichbar ist (z. B. auf der Hauptwebsite)';
    return [{ file: siteFile, path: at, message, severity: 'error' }];
  });
}

/** Every text in a parsed content file with its JSON path, e.g. `["sections[3].bonus.intro", "…"]`. */
export function textsOf(value: unknown, at: PropertyKey[] = []): Array<[string, string]> {
  if (typeof value === 'string') return [[formatPath(at), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...at, key]));
  return [];
}

/** The texts of an edition file, without the fields the loader adds. */
const editionTexts = ({ key: _key, file: _file, ...data }: LoadedEdition) => textsOf(data);

/** A euro amount typed into a text: „1.200 €“, „399 Euro“, „€ 99“, „100 EUR“ (with or without cents). */
const EURO_AMOUNT = /€\s?(\d{1,3}(?:\.\d{3})+|\d+)(,\d{1,2})?|(\d{1,3}(?:\.\d{3})+|\d+)(,\d{1,2})?\s?(?:€|Euro\b|EUR\b)/g;

function amountsIn(text: string): Array<{ shown: string; value: number }> {
  return [...text.matchAll(EURO_AMOUNT)].map((match) => {
    const whole = (match[1] ?? match[3]).replace(/\./g, '');
    const cents = (match[2] ?? match[4] ?? ',0').slice(1);
    return { shown: match[0], value: Number(`${whole}.${cents}`) };
  });
}

/**
 * Every figure an edition states comes from its config: price, regular price, savings, the total
 * value (the sum of `valueBreakdown`, shown as „1.200 €+“) and the parts of it. There is no field for
 * a stated total, so it cannot disagree; an amount typed into a text must be one of these figures.
 */
function figuresOf(edition: LoadedEdition): Array<[string, number]> {
  const { offer, valueBreakdown } = edition;
  const figures: Array<[string, number]> = [[offer.mode === 'early-bird' ? 'Frühbucherpreis' : 'Preis', offer.price]];
  if (offer.mode === 'early-bird') figures.push(['regulärer Preis', offer.regularPrice], ['Ersparnis', savings(offer)]);
  figures.push(['Gesamtwert', totalValue(valueBreakdown)], ['Bonus', bonusValue(valueBreakdown)]);
  for (const item of valueBreakdown) figures.push([item.label, item.amount]);
  return figures;
}

function amountProblems(site: SiteConfig, siteFile: string, editions: LoadedEdition[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (file: string, texts: Array<[string, string]>, edition: LoadedEdition, where: string) => {
    const figures = figuresOf(edition);
    for (const [at, text] of texts) {
      for (const amount of amountsIn(text)) {
        if (figures.some(([, value]) => value === amount.value)) continue;
        const known = figures.map(([label, value]) => `${label} ${euro(value)}`).join(', ');
        problems.push({
          file,
          path: at,
          message:
            `Betrag „${amount.shown}“ passt zu keiner Zahl ${where} (${known}); ` +
            'Preise und Werte stehen in „offer“ und „valueBreakdown“ und werden auf der Seite daraus berechnet',
          severity: 'error',
        });
      }
    }
  };
  for (const edition of editions) check(edition.file, editionTexts(edition), edition, 'der Edition');
  // Shared texts appear on every edition page, so they must fit every edition; one message per text is enough.
  const { $schema: _schema, ...siteTexts } = site;
  const shared = textsOf(siteTexts);
  for (const edition of editions) {
    const reported = new Set(problems.map((problem) => `${problem.file} ${problem.path}`));
    check(siteFile, shared.filter(([at]) => !reported.has(`${siteFile} ${at}`)), edition, `von ${edition.file}`);
  }
  return problems;
}

/**
 * Text variables (engine/textVariables.ts): each one a text uses must exist where it is used, and an
 * edition's start date is written as a variable, so that a text never keeps an old date.
 */
function variableProblems(site: SiteConfig, siteFile: string, editions: LoadedEdition[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (file: string, texts: Array<[string, string]>, known: Record<string, string>) => {
    for (const [at, text] of texts) {
      for (const name of variablesIn(text)) {
        if (Object.hasOwn(known, name)) continue;
        // Any date gives the names of the start date variables.
        const where = Object.hasOwn(startVariables('2000-01-01'), name) ? ' gilt nur in Editionsdateien, nicht in site.json' : ' gibt es nicht';
        const allowed = Object.keys(known).map((variable) => `{${variable}}`).join(', ');
        problems.push({ file, path: at, message: `Textvariable „{${name}}“${where}; möglich sind ${allowed}`, severity: 'error' });
      }
    }
  };
  const { $schema: _schema, ...siteTexts } = site;
  check(siteFile, textsOf(siteTexts), siteVariables(site));
  for (const edition of editions) {
    const texts = editionTexts(edition);
    check(edition.file, texts, editionVariables(site, edition));
    // The longest form first: „Montag, 5. Januar 2026“ also holds „5. Januar 2026“.
    const startForms = Object.entries(startVariables(edition.startDate));
    for (const [at, text] of texts) {
      for (const [name, written] of startForms) {
        if (!text.includes(written)) continue;
        problems.push({
          file: edition.file,
          path: at,
          message: `Startdatum „${written}“ eingetippt; bitte „{${name}}“ schreiben, dann folgt der Text dem Feld startDate`,
          severity: 'error',
        });
        break;
      }
    }
  }
  return problems;
}

/** Fields a new edition copied from another one must change; the same value twice is probably forgotten. */
const OWN_FIELDS: Array<[string, (edition: LoadedEdition) => string | undefined]> = [
  ['name', (edition) => edition.name],
  ['seo.title', (edition) => edition.seo.title],
  ['seo.description', (edition) => edition.seo.description],
  ['startDate', (edition) => edition.startDate],
  ['offer.voucher', (edition) => (edition.offer.mode === 'early-bird' ? edition.offer.voucher : undefined)],
  ['sections[0].title', (edition) => (edition.sections[0]?.type === 'hero' ? edition.sections[0].title : undefined)],
];

/** Of two editions, the newer one (later start; else the one not current; else the later file) is the copy. */
const newer = (a: LoadedEdition, b: LoadedEdition) =>
  a.startDate !== b.startDate ? a.startDate > b.startDate : a.current !== b.current ? !a.current : a.file > b.file;

function copiedTextWarnings(editions: LoadedEdition[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // One warning per file and field, naming the first match: many copies of one edition must not
  // produce a warning for every pair of them.
  const reported = new Set<string>();
  editions.forEach((edition, index) => {
    for (const other of editions.slice(index + 1)) {
      const [copy, original] = newer(edition, other) ? [edition, other] : [other, edition];
      for (const [at, read] of OWN_FIELDS) {
        const value = read(copy);
        if (value === undefined || value !== read(original) || reported.has(`${copy.file} ${at}`)) continue;
        reported.add(`${copy.file} ${at}`);
        problems.push({
          file: copy.file,
          path: at,
          message: `gleicher Wert wie in ${original.file}; beim Anlegen der Edition vergessen anzupassen?`,
          severity: 'warning',
        });
      }
    }
  });
  return problems;
}

/** Host names reserved for examples and tests (RFC 2606), and localhost: never a real target. */
const PLACEHOLDER = /(^|[@./])(example\.(com|org|net|de)|[a-z0-9-]+\.(example|invalid|test|localhost)|localhost)\b/i;

/**
 * Placeholder contact or legal targets must not be published: errors in a production build,
 * warnings otherwise (so `npm run editions:check` shows them before the build refuses them).
 */
function placeholderProblems(site: SiteConfig, siteFile: string, editions: LoadedEdition[], severity: Severity): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, at: string, what: string) =>
    problems.push({
      file,
      path: at,
      message:
        severity === 'error'
          ? `${what} darf nicht veröffentlicht werden; bitte die echte Angabe eintragen`
          : `${what}: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)`,
      severity,
    });
  const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
  const { $schema: _schema, ...siteTexts } = site;
  for (const [at, text] of textsOf(siteTexts)) if (PLACEHOLDER.test(text)) report(siteFile, at, `Platzhalter „${shorten(text)}“`);
  for (const edition of editions) {
    for (const [at, text] of editionTexts(edition)) if (PLACEHOLDER.test(text)) report(edition.file, at, `Platzhalter „${shorten(text)}“`);
  }
  // A legal link that only leads to the home page is a placeholder too.
  for (const [at, target] of [['legal.imprintUrl', site.legal.imprintUrl], ['legal.privacyUrl', site.legal.privacyUrl]]) {
    if (target.replace(/\/$/, '') === site.origin) report(siteFile, at, `Link „${target}“ auf die Startseite statt auf die Rechtsseite`);
  }
  return problems;
}
