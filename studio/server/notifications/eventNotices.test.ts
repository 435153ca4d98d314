import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inspectContent, type LoadedEdition } from '#src/content/loadContent';
import type { ApprovalRequest } from '#studio/shared/approvals';
import type { EditionResults, VariantResults } from '#studio/shared/salesResults';
import { FIXTURE_TODAY, fixturesDir, publicDir } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import type { ApprovalStore } from '../approvals/approvalStore';
import { hostedConfigSchema, type HostedConfig } from '../auth/config';
import { usersFileIn } from '../auth/dataFolder';
import { writeUsers, type StudioUser } from '../auth/userStore';
import { openFiguresDatabase, type FiguresDatabase } from '../sales/figuresDatabase';
import { notifyingStore } from './notificationParts';
import { noticeStore } from './noticeStore';
import { createNotifier } from './notifier';
import { refusalWatch } from './refusalWatch';
import { tellScheduledRun } from './scheduledNotices';
import { salesGapOf, tellSiteState, tellVerdicts } from './siteNotices';

/**
 * Who is told of which event, in process against the notices' store (the sending is the integration tests'):
 * withdrawn and published requests, the nightly rebuild, soon no edition on sale, a test's verdict, refused
 * sales notifications; and events told twice, or again within their window, merged.
 */

const ROLES: Record<string, StudioUser['roles']> = {
  anna: ['Redaktion'],
  fritz: ['Freigabe'],
  vera: ['Verwaltung'],
  rita: ['Redaktion', 'Freigabe'],
};
const users = (): StudioUser[] =>
  Object.entries(ROLES).map(([name, roles]) => ({
    name,
    displayName: name.charAt(0).toUpperCase() + name.slice(1),
    email: `${name}@example.de`,
    roles,
    password: { algorithm: 'scrypt', N: 32768, r: 8, p: 1, keyLength: 64, salt: '', hash: '' },
    credential: 'x'.repeat(16),
    created: '2026-01-01T00:00:00.000Z',
  }));

const dirs: string[] = [];
const databases: FiguresDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(start = Date.parse('2026-03-01T10:00:00Z')) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mitteilungen-'));
  dirs.push(dir);
  const database = openFiguresDatabase(dir);
  databases.push(database);
  const clock = { time: start };
  const store = noticeStore(database, { mailing: true, now: () => clock.time });
  const notifier = createNotifier({ store, users, log: () => {} });
  /** Per account, the subjects of its notices, oldest first. */
  const told = () =>
    Object.fromEntries(
      Object.keys(ROLES)
        .map(
          (account) =>
            [
              account,
              store
                .list(account)
                .map((notice) => notice.subject)
                .reverse(),
            ] as const,
        )
        .filter(([, subjects]) => subjects.length > 0),
    );
  return { store, notifier, told, clock };
}

const request = (changes: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  id: 'r1',
  commit: 'a'.repeat(40),
  requester: { account: 'anna', name: 'Anna', email: 'anna@example.de' },
  requested: '2026-02-15T09:00:00.000Z',
  note: '',
  title: 'Nordsee-Edition: Preis',
  status: 'geplant',
  comments: [],
  approver: { account: 'fritz', name: 'Fritz', email: 'fritz@example.de' },
  approved: '2026-02-16T09:00:00.000Z',
  day: '2026-03-01',
  ...changes,
});

/** A store of one request, changed in memory as the approval store changes its file. */
function memoryStore(held: ApprovalRequest): ApprovalStore {
  return {
    file: 'freigaben.json',
    all: () => [held],
    find: (id) => (id === held.id ? held : undefined),
    add: () => {},
    update: (id, change) => {
      if (id !== held.id) return undefined;
      change(held);
      return held;
    },
    locked: (work) => work(),
  };
}

describe('notifications of requests', () => {
  it('tell the requester and the approver of a withdrawn approval, once', () => {
    const { notifier, told } = setup();
    notifier.withdrawn(request({ status: 'abgesagt', closedBy: 'Fritz' }));
    notifier.withdrawn(request({ status: 'abgesagt', closedBy: 'Fritz' }));
    const subject = 'Freigabe zurückgenommen: Nordsee-Edition: Preis';
    expect(told()).toEqual({ anna: [subject], fritz: [subject] });
  });

  it('tell both of a go-live by „Veröffentlichen“ or the timer as the store records it, and of a failed one Verwaltung too', () => {
    const { notifier, told, store } = setup();
    const held = request({ status: 'freigegeben', day: undefined });
    const approvals = notifyingStore(memoryStore(held), notifier);
    approvals.update('r1', (changed) => Object.assign(changed, { failedGoLive: { time: '2026-03-01T10:00:00.000Z', reason: 'Der Server antwortet nicht.' } }));
    approvals.update('r1', (changed) => Object.assign(changed, { goingLive: '2026-03-01T10:05:00.000Z' }));
    approvals.update('r1', (changed) =>
      Object.assign(changed, { status: 'veröffentlicht', published: '2026-03-01T10:06:00.000Z', summary: 'Nordsee-Edition: Preis' }),
    );
    // Recorded again (a second write of the same state): nobody is told twice.
    approvals.update('r1', (changed) => Object.assign(changed, { summary: 'Nordsee-Edition: Preis' }));
    const failed = 'Nicht veröffentlicht: Nordsee-Edition: Preis';
    const live = 'Live: Nordsee-Edition: Preis';
    expect(told()).toEqual({ anna: [failed, live], fritz: [failed, live], vera: [failed] });
    const [notice] = store.list('anna');
    expect(notice.text).toContain('Die freigegebene Fassung ist live');
    expect(notice.text).toContain('1. März 2026 um 11:06 Uhr');
    expect(notice.link).toBe('/studio?anfrage=r1#freigaben');
  });
});

describe('notifications of the site’s running', () => {
  it('tell Verwaltung of a failed nightly rebuild; a second failure within 12 hours is merged, a later one told', () => {
    const { notifier, told, clock, store } = setup();
    notifier.rebuildFailed('2026-03-01', 'Schritt „Seiten bauen“ (Status 1)', new Date(clock.time).toISOString());
    clock.time += 3_600_000;
    notifier.rebuildFailed('2026-03-01', 'Schritt „Seiten bauen“ (Status 1)', new Date(clock.time).toISOString());
    expect(told()).toEqual({ vera: ['Nächtlicher Neubau fehlgeschlagen (1. März 2026)'] });
    expect(store.list('vera')[0].text).toContain('> Schritt „Seiten bauen“ (Status 1)');
    clock.time += 24 * 3_600_000;
    notifier.rebuildFailed('2026-03-02', undefined, new Date(clock.time).toISOString());
    expect(told().vera).toHaveLength(2);
    expect(store.outbox().filter((mail) => mail.recipient === 'vera@example.de')).toHaveLength(2);
  });

  it('tell Verwaltung when more than M sales notifications are refused within an hour, at most once an hour', () => {
    const { notifier, told, clock } = setup();
    const refused = refusalWatch(notifier, 3, () => clock.time);
    const times = (count: number, apart: number) => {
      for (let i = 0; i < count; i += 1) {
        refused();
        clock.time += apart;
      }
    };
    times(3, 60_000);
    expect(told()).toEqual({});
    // Spread over more than an hour: only those of the last hour count.
    clock.time += 3_600_000;
    times(3, 1_500_000);
    times(1, 1000);
    expect(told()).toEqual({});
    times(1, 1000);
    expect(told()).toEqual({ vera: ['Mehr als 3 Verkaufsmeldungen in einer Stunde abgelehnt'] });
    times(50, 1000);
    expect(told().vera).toHaveLength(1);
    // A new watch (the studio restarted) within the hour: merged by the outbox.
    const restarted = refusalWatch(notifier, 3, () => clock.time);
    for (let i = 0; i < 5; i += 1) restarted();
    expect(told().vera).toHaveLength(1);
    clock.time += 2 * 3_600_000;
    times(5, 1000);
    expect(told().vera).toHaveLength(2);
  });

  it('tell Redaktion and Freigabe that soon no edition sells: once per gap, again at each nearer stage', () => {
    const { notifier, told } = setup();
    const { editions } = inspectContent({ dir: fixturesDir, publicDir, today: FIXTURE_TODAY });
    // The fixtures' last edition sells until 6 September 2026.
    expect(salesGapOf(editions, '2026-08-23', 14)).toBeUndefined();
    const stages = ['2026-08-24', '2026-08-25', '2026-08-31', '2026-09-01', '2026-09-04', '2026-09-06', '2026-09-07', '2026-09-07'].map((today) => {
      const gap = salesGapOf(editions, today, 14)!;
      notifier.salesGap(gap.gapDay, gap.days, gap.stage);
      return [gap.days, gap.stage];
    });
    expect(stages).toEqual([
      [14, 14],
      [13, 14],
      [7, 7],
      [6, 7],
      [3, 3],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    const subjects = [
      'In 14 Tagen verkauft keine Edition (ab 7. September 2026)',
      'In 7 Tagen verkauft keine Edition (ab 7. September 2026)',
      'In 3 Tagen verkauft keine Edition (ab 7. September 2026)',
      'Morgen verkauft keine Edition (ab 7. September 2026)',
      'Heute verkauft keine Edition',
    ];
    expect(told()).toEqual({ anna: subjects, fritz: subjects, rita: subjects });
  });

  it('tell Redaktion of a running test’s clear verdict on sales, once per variant and direction', () => {
    const { notifier, told, store } = setup();
    const edition = (slug: string, variants: string[]) =>
      ({ key: slug, slug, name: `Edition ${slug}`, variantEditions: variants.map((variant) => ({ variant })) }) as unknown as LoadedEdition;
    const figures = (variant: string, sales?: number) => ({ variant, beatsDefault: sales === undefined ? undefined : { sales } }) as VariantResults;
    const results: EditionResults[] = [
      { edition: 'nord', variants: [figures(''), figures('b', 0.97), figures('c', 0.6)] },
      { edition: 'ost', variants: [figures(''), figures('b', 0.01)] },
      // A variant no longer on the page: its test has ended.
      { edition: 'west', variants: [figures(''), figures('b', 0.99)] },
    ];
    const editions = [edition('nord', ['b', 'c']), edition('ost', ['b']), edition('west', [])];
    tellVerdicts(notifier, editions, results);
    tellVerdicts(notifier, editions, results);
    const subjects = ['A/B-Test entschieden: Edition nord, Variante b verkauft besser', 'A/B-Test entschieden: Edition ost, Variante b verkauft schlechter'];
    expect(told()).toEqual({ anna: subjects, rita: subjects });
    expect(store.list('anna')[1].text).toContain('mit 97,0\u00a0% Wahrscheinlichkeit öfter gekauft');
    expect(store.list('anna')[0].text).toContain('mit 99,0\u00a0% Wahrscheinlichkeit seltener gekauft');
  });
});

describe('the timer’s run', () => {
  it('tells the go-lives of this run, the failed and the published, and that soon nothing sells, into the data folder’s outbox', () => {
    const root = copyContentRoot();
    const dataDir = path.join(root, 'daten');
    dirs.push(root);
    writeUsers(usersFileIn(dataDir), users());
    const config: HostedConfig = { ...hostedConfigSchema.parse({ origin: 'https://studio.example.de' }), dataDir, file: 'studio.hosted.json' };
    const since = '2026-09-05T22:05:00.000Z';
    tellScheduledRun(
      config,
      [
        request({ id: 'live', status: 'veröffentlicht', published: '2026-09-05T22:06:00.000Z', day: '2026-09-06' }),
        request({ id: 'alt', status: 'veröffentlicht', published: '2026-09-01T22:06:00.000Z' }),
        request({ id: 'kaputt', failedGoLive: { time: '2026-09-05T22:07:00.000Z', reason: 'Der Server antwortet nicht.', tries: 1 } }),
      ],
      since,
    );
    tellSiteState(config, root, '2026-09-06');
    const database = openFiguresDatabase(dataDir);
    databases.push(database);
    const store = noticeStore(database, { mailing: false });
    const subjects = (account: string) =>
      store
        .list(account)
        .map((notice) => notice.subject)
        .sort();
    const gap = 'Morgen verkauft keine Edition (ab 7. September 2026)';
    expect(subjects('anna')).toEqual(['Live: Nordsee-Edition: Preis', gap, 'Nicht veröffentlicht: Nordsee-Edition: Preis']);
    expect(subjects('fritz')).toEqual(['Live: Nordsee-Edition: Preis', gap, 'Nicht veröffentlicht: Nordsee-Edition: Preis']);
    expect(subjects('vera')).toEqual(['Nicht veröffentlicht: Nordsee-Edition: Preis']);
    expect(subjects('rita')).toEqual([gap]);
    expect(store.list('rita')[0].link).toBe('/studio#kalender');
  });
});
