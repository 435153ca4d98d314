import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAYS, datedEditionsDir, projectRoot } from '#tests/helpers/datedEditions';
import { visibleText } from '#tests/helpers/builtSite';
import { loadContent } from '../content/loadContent';
import { memorySource } from '../content/memorySource';
import { toRouteManifest } from '../content/publicData';
import { renderPage } from '../entry-server';
import { PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE } from '../prerendered';

/**
 * The platform script is loaded only by an edition page whose markup carries its settings
 * (src/startup/platformScriptPart.ts): a page that sells carries them, a closed or upcoming one does not.
 */
const dir = datedEditionsDir();

async function winterPage(today: string) {
  const content = loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today });
  const { html } = await renderPage('/winteredition', toRouteManifest(content), memorySource(content), content.site.origin);
  return { html, text: visibleText(html), loadsScript: html.includes(`${PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE}=`) };
}

describe('the platform script and the sales state', () => {
  it('is loaded while the edition sells, also at the regular price', async () => {
    for (const day of [DAYS.earlyBird, DAYS.regular]) expect((await winterPage(day)).loadsScript, day).toBe(true);
  });

  it('is not loaded on a closed edition, whose links lead to the current edition', async () => {
    const page = await winterPage(DAYS.closed);
    expect(page.text).toContain('Zur Frühlings-Edition 2027');
    expect(page.loadsScript).toBe(false);
  });

  it('is not loaded before sales open either: an upcoming page has no checkout link', async () => {
    const page = await winterPage('2025-09-20');
    expect(page.text).toMatch(/öffnet am 1\.\s+Oktober\s+2025\./);
    expect(page.loadsScript).toBe(false);
  });
});
