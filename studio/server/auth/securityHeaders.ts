import { createHash } from 'node:crypto';

/**
 * The hosted studio's response headers: the site's set (scripts/hosting/securityHeaders.ts) with a CSP
 * for the studio. Scripts come from the studio's own origin; the few inline scripts the dev server and
 * the studio's pages carry are allowed by their hashes, read from the pages themselves at start
 * (`inlineScriptHashes`), never by 'unsafe-inline'. Styles allow inline rules as the site's do
 * (styled-components writes them at run time). Only the studio frames its own preview.
 */

/** The CSP hash sources of every inline `<script>` in an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]) || match[2].length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function hostedContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${[...scriptHashes].sort().join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function hostedSecurityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': hostedContentSecurityPolicy(scriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: with it a browser sends `Origin: null` on a form post, and the login form's origin check needs the real one.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
