import type { SiteConfig } from '#src/content/pageData';
import { createHash } from 'node:crypto';
import { STARTUP_LOADER } from '#src/startup/loaderScript';

/**
 * The HTTP headers every response of the site carries, derived from the site config so the
 * checkout platform's hosts appear in exactly one place. Used by every deploy target and by tests.
 */
/** The start-up loader's CSP source expression: the one inline script a page may run. */
const STARTUP_LOADER_HASH = `'sha256-${createHash('sha256').update(STARTUP_LOADER).digest('base64')}'`;

export function contentSecurityPolicy(site: Pick<SiteConfig, 'checkout'>): string {
  const scriptHost = new URL(site.checkout.scriptUrl).origin;
  const checkoutHost = new URL(site.checkout.productUrlBase).origin;
  return [
    "default-src 'self'",
    // One inline script, allowed by its hash: the constant loader that starts the page after its first paint
    // (src/startup/loaderScript.ts). The hydration data is a JSON block, which browsers never execute.
    `script-src 'self' ${STARTUP_LOADER_HASH} ${scriptHost}`,
    // styled-components writes <style> rules at run time on client-side navigation; see docs/betrieb/hosting.md, Content-Security-Policy.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${scriptHost} ${checkoutHost}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(site: Pick<SiteConfig, 'checkout'>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build assets never change under the same name; everything else is revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/** An edition page while an A/B test runs: each visitor's own variant, which no shared cache may hand to another visitor. */
export const PRIVATE_REVALIDATE_CACHE = 'private, max-age=0, must-revalidate';
