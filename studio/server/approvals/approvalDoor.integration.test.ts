import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, FULL, projectRoot, publicDir } from '#tests/helpers/content';
import { copyContentRoot, editJson } from '#tests/helpers/tempContent';
import { commitContent, gitIn, initRepository } from '#studio/tests/helpers/gitProject';
import type { LinkApi } from '../previewLinks/linkApi';
import { createApprovalApi } from './approvalApi';
import { createApprovalStore } from './approvalStore';

/**
 * At the door of approval, on a real git repository: a fresh checkout's first request lists content only (no
 * schema file, no commit message of the program's own history), and a version whose content has errors (an
 * edition edited by hand, kept as a version) is neither asked for nor approved, in German naming the field.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const anna = { account: 'anna', name: 'Anna Muster', email: 'anna@example.de', roles: ['Redaktion'] };
const fritz = { account: 'fritz', name: 'Fritz Freigabe', email: 'fritz@example.de', roles: ['Freigabe'] };

/** A checkout as a developer leaves it: content, the generated schema files, and the program's own commits. */
function freshCheckout() {
  const root = copyContentRoot();
  dirs.push(root);
  rmSync(path.join(root, 'public'));
  cpSync(publicDir, path.join(root, 'public'), { recursive: true });
  for (const schema of ['edition.schema.json', 'site.schema.json'])
    copyFileSync(path.join(projectRoot, 'editions', schema), path.join(root, 'editions', schema));
  initRepository(root);
  writeFileSync(path.join(root, 'editions', 'edition.schema.json'), '{}\n');
  commitContent(root, 'Merge main into studio: regenerate the edition schema');
  editJson(root, `editions/${FULL}.json`, (data) => (data.name = 'Ostsee-Edition 2026 (neu)'));
  commitContent(root, 'Fix the Ostsee edition name for the new layout');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'freigaben-'));
  dirs.push(dataDir);
  const store = createApprovalStore(dataDir);
  const api = createApprovalApi({ root, store, selfApproval: false, today: FIXTURE_TODAY, links: {} as LinkApi });
  return { root, store, api };
}

describe('the first approval of a fresh checkout', () => {
  it('lists content in content’s words: no schema file, no address for the site settings, no commit message of the program', async () => {
    const { api } = freshCheckout();
    const asked = await api.request('', anna);
    expect(asked.status).toBe(200);
    const request = asked.body as Extract<typeof asked.body, { commit: string }>;
    expect(request.title).not.toMatch(/schema/i);
    expect(request.title).toContain('Website-Einstellungen');
    expect(request.title).not.toMatch(/Website-Einstellungen \(neu, Adresse/);
    expect(request.title).toContain('Ostsee-Edition 2026 (neu) (neu, Adresse /ostseeedition)');
    // The program's commits are counted, not listed: no English message among the changes awaiting review.
    expect(request.authors).toEqual([]);
    // „Erste Fassung“ and the fix of the name; the schema-only merge is no content change at all.
    expect(request.outsideStudio).toBe(2);
    expect(JSON.stringify(request)).not.toMatch(/Merge main|Fix the Ostsee|Erste Fassung|regenerate/);
  });
});

describe('a hand-broken edition kept as a version', () => {
  async function brokenVersion() {
    const checkout = freshCheckout();
    editJson(checkout.root, `editions/${FULL}.json`, (data) => (data.offer.price = '449,-'));
    const kept = await checkout.api.keepUncommitted([`editions/${FULL}.json`], anna);
    return { ...checkout, kept };
  }

  it('is kept, and keeping it says which field has an error', async () => {
    const { kept } = await brokenVersion();
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      kept: [`editions/${FULL}.json`],
      errors: [
        {
          file: `editions/${FULL}.json`,
          path: 'offer.price',
          place: 'Ostsee-Edition 2026 (neu), Preisangebot der Edition › Komplettpreis inkl. MwSt.',
          severity: 'error',
        },
      ],
    });
  });

  it('cannot be asked for approval: the refusal is German, names the field and says what to do', async () => {
    const { api, store } = await brokenVersion();
    const asked = await api.request('Bitte prüfen.', anna);
    expect(asked.status).toBe(422);
    expect(asked.body).toMatchObject({
      problems: [{ path: 'offer.price', place: 'Ostsee-Edition 2026 (neu), Preisangebot der Edition › Komplettpreis inkl. MwSt.' }],
    });
    expect((asked.body as { message: string }).message).toMatch(
      /^Nicht zur Freigabe gegeben: Die gespeicherte Fassung hat 1 Fehler – Ostsee-Edition 2026 \(neu\), Preisangebot der Edition › Komplettpreis inkl\. MwSt\.: .+\. So ginge sie nicht live\. Öffne die Edition, behebe den Fehler am genannten Feld und speichere; dann noch einmal „Zur Freigabe geben“\.$/,
    );
    expect(store.all()).toEqual([]);
  });

  it('cannot be approved, for „sofort“ nor for a day', async () => {
    const { root, api, store } = await brokenVersion();
    // Asked for before the check existed (or by another way in): the approval checks again.
    store.add({
      id: 'alt',
      commit: gitIn(root, 'rev-parse', 'HEAD').trim(),
      requester: anna,
      requested: '2026-02-15T09:00:00.000Z',
      note: '',
      status: 'offen',
      comments: [],
    });
    for (const day of [undefined, '2026-02-20']) {
      const approved = await api.approve('alt', day, fritz);
      expect(approved.status).toBe(422);
      expect((approved.body as { message: string }).message).toMatch(
        /^Nicht freigegeben: Diese Fassung hat 1 Fehler – Ostsee-Edition 2026 \(neu\), Preisangebot der Edition › Komplettpreis inkl\. MwSt\.: .+ Gib sie mit einem Kommentar zurück \(„Zurückgeben“\)/,
      );
    }
    expect(store.find('alt')?.status).toBe('offen');
  });
});
