import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContent } from '../src/content/loadContent';
import { SALES_STATE_LABELS } from '../kit/model/sales';
import { securityHeaders } from '../scripts/hosting/securityHeaders';
import { startStaticServer } from '../scripts/hosting/staticServer';
import { editionNewCommand } from '#scripts/editions/editionNewCommand';
import { editionsCheckCommand } from '#scripts/editions/editionsCheckCommand';
import { linesOf, runInProcess, runScript } from './helpers/cli';
import { copyProject } from './helpers/projectCopy';
import { readJson, editJson, makeSpring } from './helpers/tempContent';

/**
 * Done when: a marketer's whole path for a new edition, in a fresh copy of the project whose content is
 * the fixtures (so an editions/spring.json of the project is not in the way), with the real commands:
 * `edition:new` → edit dates and prices → `editions:check` → build → the served page.
 */
it('a spring edition from `npm run edition:new`, with its dates and prices edited, checks clean, builds and is served prerendered', async () => {
  const project = copyProject({ content: 'fixtures' });
  const editions = path.join(project, 'editions');

  const created = await runInProcess(editionNewCommand, ['spring'], project);
  expect(created.status, created.stderr).toBe(0);
  expect(linesOf(created.stdout)[1]).toMatch(/^Adresse: \/fruehlingsedition · verkauft vom ersten Verkaufstag \(offer.validFrom\)/);
  editJson(editions, 'spring.json', makeSpring);

  const before = loadContent({ dir: editions, publicDir: path.join(project, 'public'), today: '2026-02-15' });
  const check = await runInProcess(editionsCheckCommand, ['--production', '--today', '2026-02-15'], project);
  expect(check.stderr).toBe('');
  expect(linesOf(check.stdout).slice(0, 4)).toEqual([
    'Inhalte in Ordnung: site.json und 3 Editionen',
    ...before.editions.map((edition) => `  ${edition.file} → /${edition.slug} (${SALES_STATE_LABELS[edition.sales.state]})`),
  ]);
  expect(linesOf(check.stdout)).toContain('  editions/spring.json → /fruehlingsedition (noch nicht im Verkauf)');
  expect(check.status).toBe(0);

  // Built for a day of its sale (from 15 January 2027), whatever today is.
  const build = runScript('build.ts', ['--today', '2027-02-01'], project);
  expect(build.status, build.stderr).toBe(0);

  // Served as `npm start` serves dist/ (scripts/serve.ts), on a free port.
  const { site } = before;
  const spring = readJson(editions, 'spring.json');
  const { origin, close } = await startStaticServer(path.join(project, 'dist'), { headers: securityHeaders(site) });
  try {
    const response = await fetch(`${origin}/fruehlingsedition`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Prerendered: the content is in the HTML itself, before any script runs. React separates adjacent
    // text parts with empty comments; a reader never sees them.
    const html = (await response.text()).replace(/<!-- -->/g, '');
    expect(html).toContain(`<title>${spring.seo.title}</title>`);
    expect(html).toMatch(/<h1 id="hero-title"[^>]*>Leichter in den Frühling<\/h1>/);
    expect(html).toContain('Start: 12.04.27');
    expect(html).toContain('349\u00a0€');
    expect(html).toContain('du sparst 100\u00a0€');
    expect(html).toContain('voucher=FRUEHLING27');
    expect(html).toContain(`<link rel="canonical" href="${site.origin}/fruehlingsedition"/>`);

    // Client-side navigation finds the route and its data too.
    const routes = await (await fetch(`${origin}/data/routes.json`)).json();
    expect(routes.editionSlugs).toContain('fruehlingsedition');
    const data = await (await fetch(`${origin}/data/editions/fruehlingsedition.json`)).json();
    expect([data.startDate, data.offer.price, data.offer.regularPrice]).toEqual(['2027-04-12', 349, 449]);
  } finally {
    await close();
  }
}, 240_000);
