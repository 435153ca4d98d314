import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './errors';
import type { LoadedEdition, LoadOptions } from './load';
import { QA_PATH, THANK_YOU_PATH } from './paths';
import type { SiteConfig } from './schema';

/** Paths the site uses itself; an edition slug may not take them. */
export const RESERVED_SLUGS = [THANK_YOU_PATH, QA_PATH, 'data', 'images', 'assets', 'fonts', '404', 'index', 'sitemap', 'robots'];

/** Rules that a single file's schema cannot see: across fields, across files, and against the disk. */
export function checkAcrossFiles(site: SiteConfig, editions: LoadedEdition[], options: LoadOptions): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const error = (file: string, at: string, message: string) => problems.push({ file, path: at, message, severity: 'error' });
  const siteFile = `${path.basename(options.dir)}/site.json`;

  const bySlug = new Map<string, LoadedEdition>();
  for (const edition of editions) {
    const taken = bySlug.get(edition.slug);
    if (taken) error(edition.file, 'slug', `„${edition.slug}“ ist schon die Adresse von ${taken.file}; jede Edition braucht eine eigene`);
    else bySlug.set(edition.slug, edition);
    if (RESERVED_SLUGS.includes(edition.slug)) {
      error(edition.file, 'slug', `„${edition.slug}“ ist eine feste Seite der Website; bitte eine andere Adresse wählen`);
    }
    if (edition.offer.mode === 'early-bird' && edition.offer.price >= edition.offer.regularPrice) {
      error(edition.file, 'offer.price', `Frühbucherpreis (${edition.offer.price}) muss unter dem regulären Preis (${edition.offer.regularPrice}) liegen`);
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

  const current = editions.filter((edition) => edition.current);
  // Only meaningful when every edition file could be read: a broken file may be the current one.
  if (options.allEditionsParsed !== false && editions.length > 0 && current.length !== 1) {
    const files = current.map((edition) => edition.file).join(', ') || 'keine';
    error(siteFile.replace('site.json', '*.json'), 'current', `genau eine Edition muss „current": true haben, gefunden: ${files}`);
  }
  if (editions.length === 0) error(siteFile.replace('site.json', '*.json'), '', 'keine Edition gefunden');

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

  if (options.production) problems.push(...placeholderProblems(site, siteFile));
  return problems;

  function checkImage(src: string, file: string, at: string) {
    if (!existsSync(path.join(options.publicDir, src))) error(file, at, `Bilddatei public${src} nicht gefunden`);
  }
}

/** A production build must not publish placeholder contact or legal targets. */
function placeholderProblems(site: SiteConfig, siteFile: string): ContentProblem[] {
  const placeholder = /(^|[@./])example\.(com|org|net|de)\b/i;
  const fields: Array<[string, string]> = [
    ['origin', site.origin],
    ['contact.email', site.contact.email],
    ['contact.supportEmail', site.contact.supportEmail],
    ['legal.imprintUrl', site.legal.imprintUrl],
    ['legal.privacyUrl', site.legal.privacyUrl],
  ];
  return fields
    .filter(([, value]) => placeholder.test(value))
    .map(([at, value]) => ({
      file: siteFile,
      path: at,
      message: `Platzhalter „${value}“ darf nicht veröffentlicht werden; bitte die echte Angabe eintragen`,
      severity: 'error' as const,
    }));
}
