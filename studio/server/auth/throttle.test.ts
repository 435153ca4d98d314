import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ipv6Prefix, LoginThrottle, throttleMessage } from './throttle';

const MINUTE = 60_000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'anmeldeversuche-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setup(file?: string) {
  let now = 0;
  const throttle = new LoginThrottle({ perAccount: 5, perAddress: 20, lockMs: 15 * MINUTE, now: () => now });
  if (file) throttle.keepIn(file);
  return { throttle, pass: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('locks an account after five attempts from anywhere, for 15 minutes', () => {
    const { throttle, pass } = setup();
    for (let attempt = 1; attempt <= 5; attempt++) expect(throttle.attempt('anna', `10.0.0.${attempt}`)).toBe(0);
    expect(throttle.attempt('anna', '10.0.0.9')).toBe(15 * MINUTE);
    expect(throttle.attempt('ben', '10.0.0.9')).toBe(0);
    pass(15 * MINUTE);
    expect(throttle.attempt('anna', '10.0.0.9')).toBe(0);
  });

  it('counts an attempt the moment it starts: of many begun together, only the first five go on', () => {
    const { throttle } = setup();
    const answers = Array.from({ length: 200 }, (_, attempt) => throttle.attempt('anna', `10.0.${attempt >> 8}.${attempt & 255}`));
    expect(answers.filter((locked) => locked === 0)).toHaveLength(5);
    expect(answers.at(-1)).toBe(15 * MINUTE);
  });

  it('locks an address after twenty attempts over any accounts, an IPv6 address by its /64', () => {
    const { throttle } = setup();
    for (let attempt = 0; attempt < 20; attempt++) throttle.attempt(`konto${attempt}`, '203.0.113.7');
    expect(throttle.attempt('noch-ein-konto', '203.0.113.7')).toBe(15 * MINUTE);
    expect(throttle.attempt('noch-ein-konto', '203.0.113.8')).toBe(0);

    for (let attempt = 0; attempt < 20; attempt++) throttle.attempt(`netz${attempt}`, `2001:db8:1:2::${(attempt + 1).toString(16)}`);
    expect(throttle.attempt('noch-eins', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(15 * MINUTE);
    expect(throttle.attempt('noch-eins', '2001:db8:1:3::1')).toBe(0);
  });

  it('names the /64 of an IPv6 address, however it is written', () => {
    expect(ipv6Prefix('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipv6Prefix('2001:0db8:0001:0002:abcd:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(ipv6Prefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Prefix('::ffff:1.2.3.4')).toBe('0:0:0:0::/64');
    expect(ipv6Prefix('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipv6Prefix('203.0.113.7')).toBeUndefined();
  });

  it('forgets an account’s failures at a successful login, gives its address the try back, and forgets failures older than the window', () => {
    const { throttle, pass } = setup();
    for (let attempt = 0; attempt < 4; attempt++) throttle.attempt('anna', '10.0.0.1');
    throttle.attempt('anna', '10.0.0.1');
    throttle.succeeded('anna', '10.0.0.1');
    throttle.attempt('anna', '10.0.0.1');
    expect(throttle.attempt('anna', '10.0.0.2')).toBe(0);
    for (let attempt = 0; attempt < 2; attempt++) throttle.attempt('anna', '10.0.0.1');
    pass(15 * MINUTE);
    throttle.attempt('anna', '10.0.0.1');
    expect(throttle.attempt('anna', '10.0.0.2')).toBe(0);

    // Nineteen failures from one address, then a right password: the address is not locked by it.
    for (let attempt = 0; attempt < 19; attempt++) throttle.attempt(`konto${attempt}`, '10.0.0.3');
    expect(throttle.attempt('ben', '10.0.0.3')).toBe(0);
    throttle.succeeded('ben', '10.0.0.3');
    expect(throttle.attempt('clara', '10.0.0.3')).toBe(0);
    expect(throttle.attempt('clara', '10.0.0.3')).toBe(15 * MINUTE);
  });

  it('keeps its counts in the data folder’s file (0600): a new start keeps a lock', () => {
    const file = path.join(dir, 'anmeldeversuche.json');
    const first = setup(file);
    for (let attempt = 0; attempt < 5; attempt++) first.throttle.attempt('anna', '10.0.0.1');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('passwort');
    expect(setup(file).throttle.attempt('anna', '10.0.0.9')).toBe(15 * MINUTE);

    writeFileSync(file, '{"counts": {"account:anna": {"failures": "viele"}}}');
    expect(() => setup(file)).toThrow(`${file}: Die Zählung der Anmeldeversuche ist beschädigt. Lösche die Datei;`);
  });

  it('says in German how long to wait', () => {
    expect(throttleMessage(15 * MINUTE)).toMatch(/^Zu viele Versuche\. Bitte warte 15 Minuten und versuche es dann noch einmal\./);
    expect(throttleMessage(30_000)).toMatch(/Bitte warte 1 Minute /);
  });
});
