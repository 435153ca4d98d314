import { describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, publicDir } from '#tests/helpers/content';
import { copyEditions, editJson } from '#tests/helpers/tempContent';
import { loadContent } from '#src/content/loadContent';
import { DEPLOY_HOSTS, hostSplitsVariants, nginxConfig } from './deployTargets';
import { EDITION_VARIANT_VARIABLE } from './variantSplit';
import { PRIVATE_REVALIDATE_CACHE } from './securityHeaders';

/** The nginx configuration of an edition's A/B test (the real nginx serves it in tests/variantPages.integration.test.ts). */
function contentWithTest() {
  const dir = copyEditions();
  editJson(dir, 'fixture-early.json', (data) => {
    data.variants = [
      { name: 'b', weight: 30, sections: { hero: { title: 'Titel B' } } },
      { name: 'kurz-und-klar', weight: 20, checkoutCtaLabel: 'Jetzt dabei sein' },
    ];
  });
  return loadContent({ dir, publicDir, today: FIXTURE_TODAY });
}

const options = { root: '/var/www/site/dist', serverName: 'beispiel.de', listen: ['443'] };

describe('an A/B test in the nginx configuration', () => {
  const content = contentWithTest();
  const tested = content.editions.find((edition) => edition.variants)!;
  const other = content.editions.find((edition) => !edition.variants)!;
  const config = nginxConfig(content, options);

  it('splits the visitors of the tested edition by address and browser into the variants’ shares, the rest to the edition’s own copy', () => {
    const variable = `${EDITION_VARIANT_VARIABLE}_${tested.slug.replace(/-/g, '_')}`;
    expect(config).toContain(
      `split_clients "\${remote_addr}\${http_user_agent}${tested.slug}" ${variable} {\n  30% "b";\n  20% "kurz-und-klar";\n  * "";\n}\n`,
    );
    expect(config).not.toContain(`http_user_agent}${other.slug}`);
    // Served at the edition's address from the variants' folder; the variable is defined for every request's log line.
    expect(config).toContain(`map $uri $edition_variant {\n  /${tested.slug} ${variable};\n  default "";\n}\n`);
    expect(config).toContain(
      `  location = /${tested.slug} {\n    try_files /_varianten/${tested.slug}/$edition_variant.html /${tested.slug}/index.html =404;\n  }\n`,
    );
    expect(config).not.toContain(`location = /${other.slug} `);
  });

  it('keeps the variants’ pages off their own addresses and out of shared caches', () => {
    expect(config).toContain('  location ^~ /_varianten/ {\n    internal;\n  }\n');
    expect(config).toContain(`  ~^/_varianten/ "${PRIVATE_REVALIDATE_CACHE}";\n  /${tested.slug}/index.html "${PRIVATE_REVALIDATE_CACHE}";\n`);
    expect(config).not.toContain(`/${other.slug}/index.html "${PRIVATE_REVALIDATE_CACHE}"`);
  });

  it('has no split, and no private pages, without a test', () => {
    const plain = nginxConfig({ ...content, editions: content.editions.map(({ variants: _variants, ...edition }) => edition) }, options);
    expect(plain).not.toContain('split_clients');
    expect(plain).toContain('map $uri $edition_variant {\n  default "";\n}\n');
    expect(plain).not.toContain(PRIVATE_REVALIDATE_CACHE);
  });

  it('is the only host that splits: the others serve every visitor the edition’s own copy', () => {
    expect(DEPLOY_HOSTS.filter(hostSplitsVariants)).toEqual(['nginx']);
  });
});
