import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hostedContentSecurityPolicy, inlineScriptHashes } from './securityHeaders';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hosted studio’s CSP', () => {
  it('allows the inline scripts of a page by their hashes, and no other', () => {
    const html = '<script type="module">import "/a";</script><script src="/b.js"></script><SCRIPT>x()</SCRIPT><script></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('import "/a";'), sha('x()')]);
  });

  it('never allows inline scripts wholesale, eval or other origins', () => {
    const csp = hostedContentSecurityPolicy([sha('x()')]);
    const script = csp.split('; ').find((part) => part.startsWith('script-src '))!;
    expect(script).toBe(`script-src 'self' ${sha('x()')}`);
    expect(csp).not.toMatch(/unsafe-eval|\*|https?:/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
