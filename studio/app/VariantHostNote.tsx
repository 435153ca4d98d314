import type { SiteHost } from '#studio/shared/apiTypes';
import { Help, WarningText } from './ui';

/**
 * Whether the site's host shows an A/B test's variants to the visitors (studio/server/siteHost.ts): only nginx
 * splits them; on a CDN host every visitor sees the edition's own copy, and the test measures nothing.
 */

const HOST_NAMES: Record<string, string> = { nginx: 'nginx', netlify: 'Netlify', cloudflare: 'Cloudflare Pages', vercel: 'Vercel' };

export function VariantHostNote({ siteHost }: { siteHost: SiteHost }) {
  if (siteHost.splitsVariants) return <Help>Die Website läuft mit nginx: Jede Besucherin sieht ihre Variante, nach den Anteilen der Varianten.</Help>;
  if (siteHost.host)
    return (
      <WarningText>
        Die Website läuft auf {HOST_NAMES[siteHost.host] ?? siteHost.host}: Dort sehen alle Besucher die eigene Fassung der Edition; der Test läuft nur, wenn
        nginx die Website ausliefert.
      </WarningText>
    );
  return (
    <WarningText>
      Wo die Website läuft, weiß das Studio nicht (es ist nicht fürs Veröffentlichen eingerichtet). Der Test läuft nur mit nginx; auf Netlify, Cloudflare Pages
      und Vercel sehen alle Besucher die eigene Fassung.
    </WarningText>
  );
}
