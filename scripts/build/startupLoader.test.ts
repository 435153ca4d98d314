import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../hosting/securityHeaders';
import { STARTUP_LOADER } from '#src/startup/loaderScript';
import { deferStartup, startupModuleOf } from './startupLoader';

const page = '<head><title>T</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body>';

describe('the start-up after the first paint', () => {
  it('names the entry in a <meta> and leaves no module script to fetch before the paint', () => {
    const html = deferStartup(page);
    expect(html).not.toContain('<script type="module"');
    expect(startupModuleOf(html)).toBe('assets/index-abc.js');
    expect(html).toContain(`<script>${STARTUP_LOADER}</script>`);
  });

  it('refuses a page without an entry script', () => {
    expect(() => deferStartup('<head></head>')).toThrow('Die Seite hat kein Einstiegsskript');
  });

  it('is the one inline script the Content-Security-Policy allows, by its hash', () => {
    const hash = createHash('sha256').update(STARTUP_LOADER).digest('base64');
    const csp = contentSecurityPolicy({ checkout: { scriptUrl: 'https://scripts.example/x.js', productUrlBase: 'https://shop.example/p/' } } as never);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' https://scripts.example;`);
    expect(csp).not.toContain("unsafe-inline' https://scripts");
  });
});
