// @vitest-environment jsdom
// (for DOMParser: the built pages are read as a browser reads them before any script runs)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, runScript, runScriptInBackground } from './helpers/cli';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';

/**
 * The clock always wins: files that were valid when they were saved build on every later day, and the
 * build applies the day. The early-bird fixture is on the home page and dated (early-bird until 2026-06-30,
 * sales until 2026-08-31); no later edition exists. Built for the day after its early-bird and the day after
 * its end of sales, from the same files.
 */

const DAYS = { regular: '2026-07-01', closed: '2026-09-01' } as const;
const CHECKOUT_HOST = 'digistore24.com/product';
let project: string;
const builds = {} as Record<keyof typeof DAYS, { status: number | null; stderr: string; page: (file: string) => Document; html: (file: string) => string }>;

beforeAll(async () => {
  project = copyProject({ content: 'fixtures' });
  editJson(path.join(project, 'editions'), 'fixture-early.json', (data) => {
    data.offer.earlyBirdUntil = '2026-06-30';
    data.salesEnd = '2026-08-31';
    data.sections[0].subtitle = 'Jetzt für {preisStatt} dabei sein.';
    rename(data);
  });
  // Each day into its own folder, side by side.
  await Promise.all(
    (Object.entries(DAYS) as Array<[keyof typeof DAYS, string]>).map(async ([name, day]) => {
      const out = path.join(project, `dist-${day}`);
      const result = await runScriptInBackground('build.ts', ['--today', day, '--out', out], project);
      const html = (file: string) => readFileSync(path.join(out, file), 'utf8');
      builds[name] = { status: result.status, stderr: result.stderr, html, page: (file) => new DOMParser().parseFromString(html(file), 'text/html') };
    }),
  );
}, 300_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The fixture's texts call it the „Frühbucher-Fixture“, which a dated edition may not keep. */
function rename(value: Record<string, any>) {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') value[key] = item.replaceAll('Frühbucher-Fixture', 'Nordsee-Fixture');
    else if (item && typeof item === 'object') rename(item);
  }
}

/** The text a visitor reads (scripts and styles removed), spaces collapsed. */
const visibleText = (document: Document) => {
  for (const element of document.querySelectorAll('script, style')) element.remove();
  return document.body.textContent!.replace(/[ \t\r\n]+/g, ' ');
};

describe('the day after the early-bird', () => {
  it('builds, and no text names the early-bird price, a saving or a comparison any more', () => {
    expect(builds.regular.status, builds.regular.stderr).toBe(0);
    const text = visibleText(builds.regular.page('nordseeedition/index.html'));
    expect(text).toContain('Jetzt für 299\u00a0€ dabei sein.');
    expect(text).not.toMatch(/249|statt|sparst|Frühbucher/);
    expect(visibleText(builds.regular.page('index.html'))).not.toMatch(/249|statt/);
  });
});

describe('the day after the end of sales, with no later edition', () => {
  it('builds from the same files', () => {
    expect(builds.closed.status, builds.closed.stderr).toBe(0);
  });

  it('the edition page says registration is closed and the next edition is being prepared, with no checkout link', () => {
    const html = builds.closed.html('nordseeedition/index.html');
    const text = visibleText(builds.closed.page('nordseeedition/index.html'));
    expect(text).toContain('Die Anmeldung zur Nordsee-Edition 2026 ist geschlossen.');
    expect(text).toContain('Die nächste Edition ist in Vorbereitung.');
    // The subtitle („Jetzt für {preisStatt} dabei sein.“) gives way to the closed notice: no price is offered any more.
    expect(text).not.toContain('dabei sein');
    expect(html).not.toContain(CHECKOUT_HOST);
    expect(builds.closed.page('nordseeedition/index.html').querySelectorAll('a[data-checkout-link], a[data-current-edition-link]')).toHaveLength(0);
  });

  it('the home page says the same and links to no edition', () => {
    const page = builds.closed.page('index.html');
    const text = visibleText(builds.closed.page('index.html'));
    expect(text).toContain('Die Anmeldung zur Nordsee-Edition 2026 ist geschlossen.');
    expect(text).toContain('Die nächste Edition ist in Vorbereitung.');
    expect(page.querySelectorAll('a[href="/nordseeedition"]')).toHaveLength(0);
    expect(builds.closed.html('index.html')).not.toContain(CHECKOUT_HOST);
  });

  it('editions:check warned two weeks before and printed the timeline of the coming changes', () => {
    const check = runScript('editions-check.ts', ['--today', '2026-08-20'], project);
    expect(check.status).toBe(0);
    expect(check.stderr).toContain(
      'salesEnd: ab 1. September 2026 verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“',
    );
    expect(linesOf(check.stdout).slice(-4)).toEqual([
      'Kalender ab 20. August 2026 (so ändern sich die Seiten von selbst):',
      '  20. August 2026    /                Startseite wirbt für /nordseeedition (Nordsee-Edition 2026)',
      '  1. September 2026  /                Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link',
      '  1. September 2026  /nordseeedition  Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist',
    ]);
  });
});
