import { describe, expect, it } from 'vitest';
import { LoginThrottle, throttleMessage } from './throttle';

const MINUTE = 60_000;

function setup() {
  let now = 0;
  const throttle = new LoginThrottle({ perAccount: 5, perAddress: 20, lockMs: 15 * MINUTE, now: () => now });
  return { throttle, pass: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('locks an account after five failures from anywhere, for 15 minutes', () => {
    const { throttle, pass } = setup();
    for (let attempt = 1; attempt <= 4; attempt++) throttle.failed('anna', `10.0.0.${attempt}`);
    expect(throttle.lockedFor('anna', '10.0.0.9')).toBe(0);
    throttle.failed('anna', '10.0.0.5');
    expect(throttle.lockedFor('anna', '10.0.0.9')).toBe(15 * MINUTE);
    expect(throttle.lockedFor('ben', '10.0.0.9')).toBe(0);
    pass(15 * MINUTE);
    expect(throttle.lockedFor('anna', '10.0.0.9')).toBe(0);
  });

  it('locks an address after twenty failures over any accounts', () => {
    const { throttle } = setup();
    for (let attempt = 0; attempt < 20; attempt++) throttle.failed(`konto${attempt}`, '203.0.113.7');
    expect(throttle.lockedFor('noch-ein-konto', '203.0.113.7')).toBe(15 * MINUTE);
    expect(throttle.lockedFor('noch-ein-konto', '203.0.113.8')).toBe(0);
  });

  it('forgets an account’s failures at a successful login, and failures older than the window', () => {
    const { throttle, pass } = setup();
    for (let attempt = 0; attempt < 4; attempt++) throttle.failed('anna', '10.0.0.1');
    throttle.succeeded('anna');
    throttle.failed('anna', '10.0.0.1');
    expect(throttle.lockedFor('anna', '10.0.0.2')).toBe(0);
    for (let attempt = 0; attempt < 3; attempt++) throttle.failed('anna', '10.0.0.1');
    pass(15 * MINUTE);
    throttle.failed('anna', '10.0.0.1');
    expect(throttle.lockedFor('anna', '10.0.0.2')).toBe(0);
  });

  it('says in German how long to wait', () => {
    expect(throttleMessage(15 * MINUTE)).toMatch(/^Zu viele Versuche\. Bitte warte 15 Minuten und versuche es dann noch einmal\./);
    expect(throttleMessage(30_000)).toMatch(/Bitte warte 1 Minute /);
  });
});
