import { describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '#studio/shared/approvals';
import { givenBack, mailHtml, mailText, noticeBody, oneLine, requestWaiting } from './messages';
import { smtpConfigSchema, smtpPassword } from './smtpConfig';

/** The notifications' words: one line where a header takes them, comments quoted, the link in text and HTML; the SMTP settings' checks. */

const request: ApprovalRequest = {
  id: 'r1',
  commit: 'a'.repeat(40),
  requester: { account: 'anna', name: 'Anna\r\nBcc: boese@example.org', email: 'anna@example.de' },
  requested: '2026-02-15T09:00:00.000Z',
  note: 'Erste Zeile\nTo: alle@example.org',
  title: 'Nordsee-Edition: Preis',
  status: 'offen',
  comments: [{ author: 'Fritz', time: '2026-02-15T10:00:00.000Z', text: 'Bitte\r\nändern.' }],
  closedBy: 'Fritz\u2028Freigabe',
};

describe('the notifications’ words', () => {
  it('puts what people typed on one line in a subject and quotes comments line by line', () => {
    expect(oneLine('a\r\nb\u2028c\td\u0000e')).toBe('a b c d e');
    expect(oneLine('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    const waiting = requestWaiting(request);
    expect(waiting.subject).toBe('Freigabe erbeten von Anna Bcc: boese@example.org: Nordsee-Edition: Preis');
    expect(waiting.text).toContain('  > Erste Zeile\n  > To: alle@example.org');
    const back = givenBack(request);
    expect(back.text).toMatch(/^Fritz Freigabe hat deine Anfrage zurückgegeben:/);
    expect(back.text).toContain('  > Bitte\n  > ändern.');
    expect(noticeBody('Clara\nX', back)).toMatch(/^Hallo Clara X,\n\n/);
  });

  it('writes the link into the text and, escaped, into the HTML', () => {
    const url = 'https://studio.example.de/studio?anfrage=r1#freigaben';
    expect(mailText('Hallo <du>,', url)).toContain(`Zum Studio: ${url}`);
    const html = mailHtml('Hallo <du>,\n\nZeile', url);
    expect(html).toContain('<p>Hallo &lt;du&gt;,</p><p>Zeile</p>');
    expect(html).toContain(`<a href="${url}">Im Studio öffnen</a>`);
  });
});

describe('the smtp settings', () => {
  it('refuse a sender with a line break and take the password from the environment', () => {
    expect(smtpConfigSchema.safeParse({ host: 'mail.example.de', from: 'studio@example.de\r\nBcc: x@example.org' }).success).toBe(false);
    const smtp = smtpConfigSchema.parse({ host: 'mail.example.de', from: 'studio@example.de', user: 'studio' });
    expect(smtp).toMatchObject({ port: 587, security: 'starttls', retrySeconds: 60 });
    expect(smtpPassword(smtp, { STUDIO_SMTP_PASSWORD: 'geheim' })).toBe('geheim');
    expect(() => smtpPassword(smtp, {})).toThrow(/fehlt das Passwort: .*STUDIO_SMTP_PASSWORD/);
    expect(smtpPassword({ ...smtp, user: undefined }, {})).toBeUndefined();
  });
});
