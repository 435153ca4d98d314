import { readdirSync } from 'node:fs';
import path from 'node:path';
import { diffEditions } from '#engine/editionDiff';
import { parsePath, formatPath, type ContentProblem } from '#engine/errors';
import { readJsonFile } from '#engine/readJson';
import { isPlainObject } from '#engine/resolve';
import { valueShapeProblem } from '#engine/valueShape';
import { sectionDefinitions } from '#sections/schemas';
import { editionFileNames, SITE_FILE, type Content, type LoadedEdition } from '#src/content/loadContent';
import { sharedFieldsOf, toEditionData, toSiteData } from '#src/content/publicData';
import { SECTION_DEFAULTS_KEY } from '#src/content/schema';
import { contentFilePath, editionFileName, editionFilePath, editionKeyOfFileName } from '#src/content/editionFile';
import { editionFileIn, editionsFolderIn } from '#src/content/editionFolder';
import { formatDateLong } from '#engine/format';
import { promotedOn } from '#kit/model/sales';
import { pageTimeline, siteCalendarOf } from '#src/content/siteCalendar';
import type {
  CheckResult,
  DiffResult,
  EditionHistory,
  EndedTestResult,
  OpenedEdition,
  SaveResult,
  StudioCalendar,
  StudioEditionSummary,
  StudioImage,
  StudioProblem,
  StudioSetup,
} from '../shared/apiTypes';
import { PREVIEW_PARAMETER, STUDIO_PREVIEW_PATH } from '../shared/apiTypes';
import { ScaffoldError, scaffoldEdition } from '#scripts/editions/editionScaffold';
import type { NewEditionDates } from '#scripts/editions/scaffoldDates';
import { BASE_GLYPHS } from '#scripts/build/fonts';
import { imageProblems } from '#scripts/build/imageSources';
import { loadFaces, socialImage } from '#scripts/build/socialImages';
import { createContentReader } from './contentReader';
import { previewContentOf } from './previewContent';
import { contentShowing } from '#src/content/variants';
import { editionVersionData } from '#scripts/versions/editionHistory';
import { keptEditionHistories } from '#scripts/versions/historyCache';
import { uploadImage } from './imageUpload';
import { imageSize } from './imageSizes';
import { formatEdition, readEditionText, studioEditionSchema, writeEditionText, type ReadEdition } from './editionFile';
import { describeConflict } from '#scripts/versions/saveConflict';
import { hashOf } from '#scripts/versions/fileHash';
import { siteHostOf } from './siteHost';
import { endVariantTest } from '#src/content/variantEnd';
import { fail, ok, type ApiAnswer, type PngReply } from './answers';
import { changedFields, saveSubject } from '#scripts/versions/changeWords';
import { settled } from '#scripts/versions/commitQueue';
import { recordVersion } from '#scripts/versions/recordVersion';
import type { Person } from '#scripts/versions/types';

/**
 * The studio's operations on a project folder, free of HTTP (studio/server/plugin.ts serves them):
 * list (with each edition's state today and the calendar), open, check, compare, create and save editions,
 * list images. Checking is `editions:check`
 * itself (src/content/loadContent.ts) with the draft's text read in place of the file; all content is
 * read through one reader (./contentReader.ts), once per check and once per save.
 */

const IMAGE_NAME = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/;
/** Files in public/images that are the site's own icons, not artwork for a section. */
const NOT_ARTWORK = /^(favicon|apple-touch-icon)/;

/** A draft's page to preview: the content for the shown day, the draft in it, and the edition's route. */
export interface StudioPreview {
  content: Content;
  route: string;
}

/** How many previews are kept (the frame loads the latest; a few more for a reload in between). */
const KEPT_PREVIEWS = 8;

export interface StudioApiOptions {
  /** The project folder (holds editions/ and public/). */
  root: string;
  /** The day the date rules compare against; default today. */
  today?: string;
}

export function createStudioApi({ root, today }: StudioApiOptions) {
  const editionsDir = editionsFolderIn(root);
  const publicDir = path.join(root, 'public');
  const content = createContentReader({ editionsDir, publicDir, today });
  // Read from git once, and again only after a commit or a change of site.json.
  const histories = keptEditionHistories(root, editionsDir);
  const siteFile = contentFilePath(SITE_FILE);

  /** A draft (key and data checked by its route, ./routes.ts) with the file text it would be saved as. */
  const draftOf = (key: string, data: Record<string, unknown>) => ({ key, data, text: formatEdition(data) });

  /** A draft no form makes (nested deeper than a file may be, a field „__proto__“), refused before anything walks it; undefined when it is fine. */
  function refusedShape(key: string, ...drafts: Array<Record<string, unknown> | undefined>): ApiAnswer<never> | undefined {
    const problem = drafts.map((draft) => valueShapeProblem(draft)).find(Boolean);
    if (!problem) return undefined;
    return fail(
      400,
      `${editionFilePath(key)}: ${problem.message}. So schickt das Formular des Studios nie eine Edition; lade das Studio neu und versuche es noch einmal.`,
    );
  }

  /** Where a problem shows in the form: its own field, or the field of the section whose shared default it is in. */
  function located(problem: ContentProblem, key: string, data: Record<string, unknown>): StudioProblem {
    if (problem.file === editionFilePath(key)) return problem.path ? { ...problem, field: problem.path } : problem;
    if (problem.file === siteFile && problem.path.startsWith(`${SECTION_DEFAULTS_KEY}.`)) {
      const [, type, ...inside] = parsePath(problem.path);
      const sections = Array.isArray(data.sections) ? data.sections : [];
      const index = sections.findIndex((section) => isPlainObject(section) && section.type === type);
      if (index >= 0) return { ...problem, field: formatPath(['sections', index, ...inside]), shared: true };
    }
    return problem;
  }

  const problemKey = (problem: ContentProblem) => `${problem.code}|${problem.file}|${problem.path}|${problem.message}`;

  /** The file on disk when it is no longer the one the draft was opened from (or why it cannot be read); undefined when it still is. Synchronous: a save checks and writes in one step. */
  function changedSince(key: string, baseHash: string): ReadEdition | undefined {
    const current = readEditionText(editionsDir, key);
    return current.ok && current.hash === baseHash ? undefined : current;
  }

  /** The refusal for a changed file: who saved it since and which fields (scripts/versions/saveConflict.ts), for the page to merge or reload. */
  async function refusedAsChanged(
    key: string,
    current: ReadEdition,
    request: { baseHash: string; draft: Record<string, unknown>; openedData?: Record<string, unknown>; person?: Person },
  ): Promise<ApiAnswer<never>> {
    if (!current.ok) {
      if (current.missing)
        return fail(409, `${editionFilePath(key)} gibt es nicht mehr – sie wurde inzwischen gelöscht oder umbenannt. Nichts gespeichert.`, { conflict: true });
      return fail(422, current.message);
    }
    // The other save's commit is made first, so that it names its author.
    await settled(root);
    const { message, conflict } = await describeConflict({ root, file: editionFilePath(key), current, ...request });
    return fail(409, message, { conflict: true, saveConflict: conflict });
  }

  /**
   * The image checks of the build (the file decodes, its size is the declared one) for the images this
   * draft names itself; a shared image of site.json is site.json's matter. Run on saving only: decoding
   * every image on each keystroke would slow the live check down.
   */
  async function imageProblemsOf(draft: { key: string; data: Record<string, unknown> }, edition: LoadedEdition | undefined): Promise<StudioProblem[]> {
    if (!edition) return [];
    const problems = await imageProblems(root, { editions: [edition] });
    return problems
      .filter((problem) => problem.file === editionFilePath(draft.key))
      .map((problem) => ({ ...located(problem, draft.key, draft.data), blocking: true }));
  }

  /**
   * The drafts' pages as checked, by the address the preview frame loads them from (studio/server/plugin.ts
   * renders them as the build would). Named by their content, so an unchanged page keeps its address; the
   * latest few are kept.
   */
  const previews = new Map<string, StudioPreview>();
  function keepPreview(shownContent: Content, route: string): string {
    const id = hashOf(JSON.stringify([shownContent, route])).slice(0, 16);
    previews.delete(id);
    previews.set(id, { content: shownContent, route });
    for (const old of [...previews.keys()].slice(0, -KEPT_PREVIEWS)) previews.delete(old);
    return `${STUDIO_PREVIEW_PATH}?${PREVIEW_PARAMETER}=${id}`;
  }

  /**
   * Checks the draft as `editions:check` would today. The preview shows the page as the build for `day`
   * would (default: today), in the copy of the A/B variant named `variant` (default: the edition's own); the
   * timeline lists every day on which this edition's page changes by itself, or the home page takes it up or
   * leaves it, past days included, so any of them can be shown.
   */
  function check(key: string, data: Record<string, unknown>, day?: string, variant?: string): ApiAnswer<CheckResult> {
    return refusedShape(key, data) ?? checked(key, data, day, variant).answer;
  }

  /** The check's answer and the report it was made from (saving reuses it instead of checking again). */
  function checked(key: string, data: Record<string, unknown>, day?: string, variant?: string): { answer: ApiAnswer<CheckResult>; edition?: LoadedEdition } {
    const draft = draftOf(key, data);
    const fileName = editionFileName(draft.key);
    const report = content.withDraft(fileName, draft.text);
    // An error elsewhere that the files on disk have already is not this draft's doing and does not
    // keep it from being saved (the build still reports it); one this draft causes does.
    const before = new Set(
      content
        .onDisk()
        .problems.filter((problem) => problem.severity === 'error')
        .map(problemKey),
    );
    const problems = report.problems.map((problem) => {
      const where = located(problem, draft.key, draft.data);
      const blocking = problem.severity === 'error' && (problem.file === editionFilePath(draft.key) || !before.has(problemKey(problem)));
      return blocking ? { ...where, blocking } : where;
    });
    const edition = report.editions.find((candidate) => candidate.key === draft.key);
    if (!edition) return { answer: ok({ problems, today: report.today, timeline: [] }), edition };
    const dated = {
      today: report.today,
      timeline: pageTimeline(report.editions, edition.slug),
      sales: { state: edition.sales.state, promoted: promotedOn(report.editions, report.today)?.key === edition.key },
    };
    if (!report.site) return { answer: ok({ problems, ...dated }), edition };
    // Another day, past or coming: the same loader, run for that day, as `npm run build -- --today <day>` would.
    const shownDay = day !== undefined && day !== report.today ? day : undefined;
    const dayReport = shownDay ? content.withDraft(fileName, draft.text, shownDay) : report;
    const shown = dayReport.editions.find((candidate) => candidate.key === draft.key);
    if (!shown)
      return {
        answer: ok({
          problems,
          ...dated,
          dayProblem: `Den ${formatDateLong(shownDay!)} kann die Vorschau nicht zeigen: Für diesen Tag liest der Build die Edition nicht.`,
        }),
        edition,
      };
    // A variant with an error is the edition's error (no preview above); a name it does not have is shown as nothing.
    const variantPage = variant === undefined ? undefined : shown.variantEditions?.find((candidate) => candidate.variant === variant);
    if (variant !== undefined && !variantPage)
      return {
        answer: ok({ problems, ...dated, variantProblem: `Die Edition hat keine Variante „${variant}“; wähle eine ihrer Varianten oder die eigene Fassung.` }),
        edition,
      };
    // The preview shows the page without the platform's script: nothing loads from outside while editing.
    const shownOn = shownDay ?? report.today;
    const dayContent = previewContentOf(report.site, dayReport.editions, shown, shownOn);
    const previewContent = variantPage ? contentShowing(dayContent, variantPage) : dayContent;
    const page = keepPreview(previewContent, `/${shown.slug}`);
    return {
      answer: ok({
        problems,
        ...dated,
        preview: {
          site: toSiteData(previewContent.site, previewContent.today),
          edition: toEditionData(variantPage ?? shown),
          day: shownOn,
          page,
          ...(variantPage ? { variant } : {}),
        },
      }),
      edition,
    };
  }

  /**
   * Writes the draft when the file is still the one it was opened from (`baseHash`); `openedData` is that version,
   * as the page holds it. Its version's message names the changed fields (`subjectOf`: a save's, or ending a test's).
   */
  async function save(
    key: string,
    data: Record<string, unknown>,
    baseHash: string,
    person?: Person,
    openedData?: Record<string, unknown>,
    subjectOf: (fields: string) => string = (fields) => saveSubject(data.name, key, fields),
  ): Promise<ApiAnswer<SaveResult>> {
    const misshapen = refusedShape(key, data, openedData);
    if (misshapen) return misshapen;
    const draft = draftOf(key, data);
    const refused = (current: ReadEdition) => refusedAsChanged(draft.key, current, { baseHash, draft: draft.data, openedData, person });
    const changed = changedSince(draft.key, baseHash);
    if (changed) return refused(changed);
    const { answer, edition } = checked(draft.key, draft.data);
    if (answer.status !== 200) return answer as ApiAnswer<never>;
    const blocking = [...(answer.body as CheckResult).problems.filter((problem) => problem.blocking), ...(await imageProblemsOf(draft, edition))];
    if (blocking.length > 0) {
      return fail(422, `Nicht gespeichert: ${blocking.length} ${blocking.length === 1 ? 'Fehler' : 'Fehler'} zuerst beheben.`, { problems: blocking });
    }
    // The commit of an earlier save is made first, so that it holds that save's text.
    await settled(root);
    // Compared again after the waits, and written in the same step: no other save comes in between.
    const changedMeanwhile = changedSince(draft.key, baseHash);
    if (changedMeanwhile) return refused(changedMeanwhile);
    const before = readJsonFile(editionFileIn(editionsDir, draft.key), editionFilePath(draft.key));
    writeEditionText(editionsDir, draft.key, draft.text);
    // A version in the Verlauf, committed after the answer (scripts/versions/recordVersion.ts).
    const fields = changedFields(editionFilePath(draft.key), before.ok ? before.data : undefined, draft.data);
    void recordVersion(root, {
      paths: [editionFilePath(draft.key)],
      subject: subjectOf(fields),
      action: 'gespeichert',
      person,
    });
    return ok({ hash: hashOf(draft.text), file: editionFilePath(draft.key) });
  }

  return {
    editionsDir,

    setup(): ApiAnswer<StudioSetup> {
      const site = readJsonFile(path.join(editionsDir, SITE_FILE), siteFile);
      const raw = site.ok && isPlainObject(site.data) ? site.data : {};
      const defaults = isPlainObject(raw[SECTION_DEFAULTS_KEY]) ? raw[SECTION_DEFAULTS_KEY] : {};
      return ok({
        schema: studioEditionSchema(),
        defaults: defaults as StudioSetup['defaults'],
        sections: sectionDefinitions.map(({ type, meta }) => ({ type, ...meta })),
        site: { brand: String(raw.brand ?? ''), origin: String(raw.origin ?? '') },
        siteHost: siteHostOf(root),
      });
    },

    /** Every edition file as written (a broken one too), with its state today and whether the home page promotes it. */
    list(): ApiAnswer<StudioEditionSummary[]> {
      const report = content.onDisk();
      const promoted = promotedOn(report.editions, report.today)?.key;
      return ok(
        editionFileNames(editionsDir).map((name) => {
          const key = editionKeyOfFileName(name);
          const read = readJsonFile(editionFileIn(editionsDir, key), editionFilePath(key));
          const data = read.ok && isPlainObject(read.data) ? read.data : {};
          const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
          const state = report.editions.find((edition) => edition.key === key)?.sales.state;
          return {
            key,
            file: editionFilePath(key),
            slug: text(data.slug),
            name: text(data.name),
            startDate: text(data.startDate),
            state,
            promoted: key === promoted,
            readable: read.ok,
          };
        }),
      );
    },

    /** The calendar of the files on disk as of today: what each page shows, what changes from which day, and the 14-day warning. */
    calendar(): ApiAnswer<StudioCalendar> {
      const report = content.onDisk();
      const validated = new Set(report.editions.map((edition) => edition.key));
      const leftOut = editionFileNames(editionsDir)
        .map(editionKeyOfFileName)
        .filter((key) => !validated.has(key))
        .map(editionFilePath);
      return ok({ ...siteCalendarOf(report.editions, report.today, report.problems), leftOut });
    },

    open(key: string): ApiAnswer<OpenedEdition> {
      const read = readEditionText(editionsDir, key);
      if (!read.ok) return fail(read.missing ? 404 : 422, read.message);
      const parsed = readJsonFile(editionFileIn(editionsDir, key), editionFilePath(key));
      if (!parsed.ok || !isPlainObject(parsed.data)) {
        const reason = parsed.ok ? 'enthält kein Objekt' : parsed.problem.message;
        return fail(
          422,
          `${editionFilePath(key)} lässt sich nicht im Formular öffnen: ${reason}. Bitte die Datei im Editor reparieren (npm run editions:check nennt die Stelle).`,
        );
      }
      return ok({ key: key, file: editionFilePath(key), data: parsed.data, hash: read.hash });
    },

    check,

    /** A draft's page as the last checks left it, by the id in its preview address. */
    previewPage: (id: string | null): StudioPreview | undefined => (id ? previews.get(id) : undefined),

    /** The changes the draft makes to the file on disk, as `editions:diff` names them. */
    diff(key: string, data: Record<string, unknown>): ApiAnswer<DiffResult> {
      const misshapen = refusedShape(key, data);
      if (misshapen) return misshapen;
      const draft = draftOf(key, data);
      const onDisk = content.onDisk().editions.find((edition) => edition.key === draft.key);
      const drafted = content.withDraft(editionFileName(draft.key), draft.text).editions.find((edition) => edition.key === draft.key);
      const read = readJsonFile(editionFileIn(editionsDir, draft.key), editionFilePath(draft.key));
      // When either side does not validate (a file broken by hand), both are compared as written: a resolved draft
      // against the file as written would count every field the shared defaults fill in as changed.
      if (!onDisk || !drafted) return ok({ differences: diffEditions(read.ok ? read.data : {}, draft.data) });
      return ok({ differences: diffEditions(onDisk, drafted, { a: sharedFieldsOf(onDisk), b: sharedFieldsOf(drafted) }) });
    },

    async create(name: string, from: string, slug?: string, dates?: NewEditionDates, person?: Person): Promise<ApiAnswer<StudioEditionSummary>> {
      try {
        await settled(root);
        const made = scaffoldEdition({ dir: editionsDir, name, from, slug, dates });
        // Named as the new file and its address: its name is still the template's until someone changes it.
        const template = typeof made.data.name === 'string' && made.data.name.trim() ? `${made.data.name.trim()}, ${from}` : from;
        void recordVersion(root, {
          paths: [editionFilePath(name)],
          subject: `Neue Edition ${name} angelegt, Adresse /${made.slug} (Vorlage: ${template})`,
          action: 'angelegt',
          person,
        });
        return ok({ key: name, file: made.file, slug: made.slug, name: made.data.name, startDate: made.data.startDate, promoted: false, readable: true });
      } catch (error) {
        if (!(error instanceof ScaffoldError)) throw error;
        // The same rules and words as `edition:new`; only the command-line hints become the form's.
        const message = error.message
          .replace(/ ?\(Angabe mit --from\)/, '')
          .replace(/mit --slug/g, 'im Feld „Adresse“')
          .replace(/z\. B\. --slug (\S+?)\.$/, 'z. B. „$1“.');
        return fail(409, message);
      }
    },

    save,

    /**
     * Ends the edition's A/B test as chosen (src/content/variantEnd.ts): its own copy (`variant` null) or the
     * variant's made its own, the variants gone. Saved from the file as it was opened (`baseHash`), as a version
     * like any save; it goes live as every save does, through approval and publishing.
     */
    async endTest(key: string, variant: string | null, baseHash: string, person?: Person): Promise<ApiAnswer<EndedTestResult>> {
      const current = readEditionText(editionsDir, key);
      if (!current.ok) return fail(current.missing ? 404 : 422, current.message);
      if (current.hash !== baseHash)
        return fail(
          409,
          `${editionFilePath(key)} wurde inzwischen geändert. Nichts gespeichert: Lade die Edition neu, sieh dir den Test darin an und beende ihn dann.`,
        );
      // The file as opened; a save in between is refused by the save itself.
      const read = readJsonFile(editionFileIn(editionsDir, key), editionFilePath(key));
      if (!read.ok || !isPlainObject(read.data)) return fail(422, `${editionFilePath(key)} lässt sich nicht lesen; bitte die Datei im Editor reparieren.`);
      const ended = endVariantTest(read.data, variant);
      if (!ended.ok) return fail(400, `${editionFilePath(key)} → ${ended.field}: ${ended.message}`);
      const name = typeof read.data.name === 'string' && read.data.name.trim() ? read.data.name.trim() : key;
      // What the page shows differently from now on: the variant's copy, not the variants' own fields that went.
      const { variants: _variants, ...own } = read.data;
      const copy = changedFields(editionFilePath(key), own, ended.data);
      const subject = `${name}: A/B-Test beendet, ${variant === null ? 'eigene Fassung behalten' : `Variante ${variant} übernommen`}${copy ? ` (${copy})` : ''}`;
      const saved = await save(key, ended.data, baseHash, person, undefined, () => subject);
      return saved.status === 200 ? ok({ ...(saved.body as SaveResult), data: ended.data }) : (saved as ApiAnswer<never>);
    },

    /** The edition file's versions in git, newest first, each with the fields it changed. */
    async history(key: string): Promise<ApiAnswer<EditionHistory>> {
      await settled(root);
      return ok(await histories(editionFilePath(key)));
    },

    /** The edition file's data in one version of its Verlauf, to load into the editor (only one the form can open). */
    async version(key: string, commit: string): Promise<ApiAnswer<{ data: Record<string, unknown> }>> {
      await settled(root);
      const data = await editionVersionData(root, editionsDir, editionFilePath(key), commit);
      if (!data) return fail(404, 'Diese Version der Datei gibt es im Verlauf nicht (mehr), oder sie lässt sich nicht im Formular öffnen.');
      return ok({ data });
    },

    async images(): Promise<ApiAnswer<StudioImage[]>> {
      const folder = path.join(publicDir, 'images');
      const names = readdirSync(folder)
        .filter((name) => IMAGE_NAME.test(name) && !NOT_ARTWORK.test(name))
        .sort();
      const images = await Promise.all(
        names.map(async (name) => {
          const { width, height } = await imageSize(path.join(folder, name));
          return width && height ? [{ src: `/images/${name}`, width, height }] : [];
        }),
      );
      return ok(images.flat());
    },

    /** An uploaded image, checked and re-encoded into public/images under a new name (./imageUpload.ts). */
    async uploadImage(fileName: string | undefined, bytes: Buffer, person?: Person): Promise<ApiAnswer<StudioImage>> {
      let original = 'bild';
      try {
        if (fileName !== undefined) original = decodeURIComponent(fileName);
      } catch {
        // A name that is not valid URI encoding is not needed: the image gets a plain one.
      }
      await settled(root);
      const uploaded = await uploadImage(publicDir, original, bytes);
      if (!uploaded.ok) return fail(uploaded.status, uploaded.message);
      const file = path.relative(root, path.join(publicDir, uploaded.image.src)).split(path.sep).join('/');
      void recordVersion(root, { paths: [file], subject: `Bild hochgeladen: ${uploaded.image.src.replace(/^\//, '')}`, action: 'hochgeladen', person });
      return ok(uploaded.image);
    },

    /** The link-preview image the build would draw for the draft (scripts/build/socialImages.ts). */
    async socialImage(key: string, data: Record<string, unknown>): Promise<PngReply | ApiAnswer<never>> {
      const misshapen = refusedShape(key, data);
      if (misshapen) return misshapen;
      const draft = draftOf(key, data);
      const fileName = editionFileName(draft.key);
      const report = content.withDraft(fileName, draft.text);
      const edition = report.editions.find((candidate) => candidate.key === draft.key);
      if (!edition || !report.site) return fail(422, 'Das Vorschaubild entsteht, sobald die Edition keine Fehler mehr hat.');
      const glyphs = [...new Set(BASE_GLYPHS + JSON.stringify([report.site.brand, edition.name, edition.sections[0]]))].join('');
      return { status: 200, png: await socialImage(publicDir, await facesFor(root, glyphs), report.site.brand, edition) };
    },
  };
}

/** The link-preview faces, converted once per set of characters (converting takes a moment). */
const faces = new Map<string, ReturnType<typeof loadFaces>>();
function facesFor(root: string, glyphs: string) {
  let loaded = faces.get(glyphs);
  if (!loaded) {
    if (faces.size > 20) faces.clear();
    loaded = loadFaces(root, glyphs);
    faces.set(glyphs, loaded);
  }
  return loaded;
}

export type StudioApi = ReturnType<typeof createStudioApi>;
