import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Sessions } from './sessions';
import type { StudioUser } from './userStore';

const MINUTE = 60_000;
const anna: StudioUser = {
  name: 'anna',
  displayName: 'Anna',
  roles: ['Redaktion'],
  password: { algorithm: 'scrypt', N: 1024, r: 8, p: 1, keyLength: 64, salt: '', hash: '' },
  credential: 'erste-anmeldedaten-0001',
  created: '2026-01-05T09:00:00.000Z',
};

function setup() {
  let now = Date.UTC(2026, 0, 5, 9);
  let accounts: StudioUser[] = [anna];
  const sessions = new Sessions({ idleMs: 30 * MINUTE, absoluteMs: 10 * 60 * MINUTE, secret: randomBytes(32), now: () => now });
  const accountOf = (name: string) => accounts.find((user) => user.name === name);
  return {
    sessions,
    check: (id: string | undefined) => sessions.check(id, accountOf),
    pass: (ms: number) => (now += ms),
    setAccounts: (next: StudioUser[]) => (accounts = next),
  };
}

describe('sessions', () => {
  it('start with a new random id and a CSRF token of their own', () => {
    const { sessions, check } = setup();
    const a = sessions.start(anna);
    const b = sessions.start(anna);
    expect(a.id).not.toBe(b.id);
    expect(a.session.csrf).not.toBe(b.session.csrf);
    expect(check(a.id)).toMatchObject({ user: anna });
    expect(check('ausgedacht')).toEqual({ ended: 'none' });
    expect(check(undefined)).toEqual({ ended: 'none' });
  });

  it('end after the idle time without a request, and not while requests keep coming', () => {
    const { sessions, check, pass } = setup();
    const kept = sessions.start(anna).id;
    const left = sessions.start(anna).id;
    for (let step = 0; step < 4; step++) {
      pass(20 * MINUTE);
      expect(check(kept)).toHaveProperty('user');
    }
    expect(check(left)).toEqual({ ended: 'idle' });
    expect(check(left)).toEqual({ ended: 'none' });
  });

  it('end at the absolute limit however active', () => {
    const { sessions, check, pass } = setup();
    const { id } = sessions.start(anna);
    for (let step = 0; step < 29; step++) {
      pass(20 * MINUTE);
      expect(check(id)).toHaveProperty('user');
    }
    pass(20 * MINUTE);
    expect(check(id)).toEqual({ ended: 'absolute' });
  });

  it('end when the account is removed or gets a new credential (password reset)', () => {
    const { sessions, check, setAccounts } = setup();
    const a = sessions.start(anna).id;
    const b = sessions.start(anna).id;
    setAccounts([{ ...anna, credential: 'neue-anmeldedaten-0002' }]);
    expect(check(a)).toEqual({ ended: 'account' });
    setAccounts([]);
    expect(check(b)).toEqual({ ended: 'account' });
  });

  it('end on logout', () => {
    const { sessions, check } = setup();
    const { id } = sessions.start(anna);
    sessions.end(id);
    expect(check(id)).toEqual({ ended: 'none' });
  });

  it('keep no cookie value in their table', () => {
    const { sessions } = setup();
    const { id } = sessions.start(anna);
    expect(JSON.stringify([...(sessions as unknown as { table: Map<string, unknown> }).table.keys()])).not.toContain(id);
  });
});
