import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '#engine/errors';
import { calendarReport } from '#kit/model/timeline';
import { loadContent } from '#src/content/loadContent';
import { linksWith, visibleText } from './helpers/builtSite';
import { linesOf } from './helpers/cli';
import { renderedPage } from './helpers/renderedSite';
import { copyContentRoot, editJson } from './helpers/tempContent';

/**
 * The clock always wins: files that were valid when they were saved pass the build's content check on every later
 * day, and the pages apply the day. The early-bird fixture is on the home page and dated (early-bird until
 * 2026-06-30, sales until 2026-08-31); no later edition exists. Its pages for the day after its early-bird and the
 * day after its end of sales, from the same files, rendered in this process as the build renders them
 * (tests/helpers/renderedSite.ts, as tests/salesDays.test.ts does for every calendar day).
 */

const DAYS = { regular: '2026-07-01', closed: '2026-09-01' } as const;
const CHECKOUT_HOST = 'digistore24.com/product';

let root: string;

beforeAll(() => {
  root = copyContentRoot();
  editJson(path.join(root, 'editions'), 'fixture-early.json', (data) => {
    data.offer.earlyBirdUntil = '2026-06-30';
    data.salesEnd = '2026-08-31';
    data.sections[0].subtitle = 'Jetzt für {preisStatt} dabei sein.';
    rename(data);
  });
});

/** The fixture's texts call it the „Frühbucher-Fixture“, which a dated edition may not keep. */
function rename(value: Record<string, any>) {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') value[key] = item.replaceAll('Frühbucher-Fixture', 'Nordsee-Fixture');
    else if (item && typeof item === 'object') rename(item);
  }
}

/** The page at `route` as the build renders it for `day`, after the build's content check (production: placeholders are errors). */
async function pageOn(day: string, route: string) {
  const content = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), today: day, production: true });
  const { html, status } = await renderedPage(content, route);
  expect(status).toBe(200);
  return { html, text: visibleText(html) };
}

describe('the day after the early-bird', () => {
  it('passes the build’s check, and no text names the early-bird price, a saving or a comparison any more', async () => {
    const edition = await pageOn(DAYS.regular, '/nordseeedition');
    expect(edition.text).toContain('Jetzt für 299\u00a0€ dabei sein.');
    expect(edition.text).not.toMatch(/249|statt|sparst|Frühbucher/);
    expect((await pageOn(DAYS.regular, '/')).text).not.toMatch(/249|statt/);
  });
});

describe('the day after the end of sales, with no later edition', () => {
  it('the edition page says registration is closed and the next edition is being prepared, with no checkout link', async () => {
    const { html, text } = await pageOn(DAYS.closed, '/nordseeedition');
    expect(text).toContain('Die Anmeldung zur Nordsee-Edition 2026 ist geschlossen.');
    expect(text).toContain('Die nächste Edition ist in Vorbereitung.');
    // The subtitle („Jetzt für {preisStatt} dabei sein.“) gives way to the closed notice: no price is offered any more.
    expect(text).not.toContain('dabei sein');
    expect(html).not.toContain(CHECKOUT_HOST);
    expect([...linksWith(html, 'data-checkout-link'), ...linksWith(html, 'data-current-edition-link')]).toEqual([]);
  });

  it('the home page says the same and links to no edition', async () => {
    const { html, text } = await pageOn(DAYS.closed, '/');
    expect(text).toContain('Die Anmeldung zur Nordsee-Edition 2026 ist geschlossen.');
    expect(text).toContain('Die nächste Edition ist in Vorbereitung.');
    expect(linksWith(html, 'href="')).not.toContain('/nordseeedition');
    expect(html).not.toContain(CHECKOUT_HOST);
  });

  // What `npm run editions:check -- --today 2026-08-20` prints from the content: its warnings and its calendar
  // (tests/editionsCheckCli.test.ts runs the command itself).
  it('editions:check warns two weeks before and prints the timeline of the coming changes', () => {
    const content = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), today: '2026-08-20' });
    expect(content.warnings.map(formatProblem).join('\n')).toContain(
      'salesEnd: ab 1. September 2026 verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“',
    );
    expect(linesOf(calendarReport(content.editions, content.today).join('\n')).slice(-4)).toEqual([
      'Kalender ab 20. August 2026 (so ändern sich die Seiten von selbst):',
      '  20. August 2026    /                Startseite wirbt für /nordseeedition (Nordsee-Edition 2026)',
      '  1. September 2026  /                Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link',
      '  1. September 2026  /nordseeedition  Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist',
    ]);
  });
});
