// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE } from '../shared/hosted';
import { messageOf, StudioRequestError } from './api';

/** What the studio's page says when a request fails: the server's German message, or what to check when no answer came. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the message of a failed request', () => {
  it('gives the server’s message as it is', () => {
    expect(messageOf(new StudioRequestError(403, { message: 'Dafür braucht dein Konto die Rolle „Freigabe“.' }))).toBe(
      'Dafür braucht dein Konto die Rolle „Freigabe“.',
    );
  });

  it('names the command that starts the local studio when it does not answer', () => {
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('Das Studio ist nicht erreichbar. Läuft `npm run studio` noch?');
  });

  it('gives no local-mode advice in the hosted studio (its session token is set)', () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(`${CSRF_COOKIE}=token`);
    const message = messageOf(new TypeError('Failed to fetch'));
    expect(message).not.toContain('npm run');
    expect(message).toMatch(/^Das Studio ist gerade nicht erreichbar\. Prüfe deine Internetverbindung/);
  });
});
