// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContent } from './content/loadContent';
import { toRouteManifest } from './content/publicData';
import { EARLY, editionByKey, FIXTURE_TODAY, fixtureContent, FULL, publicDir } from '../tests/helpers/content';
import { renderApp } from '../tests/helpers/routerPage';
import { addSpringEdition, copyEditions } from '../tests/helpers/tempContent';

describe('registry and routes', () => {
  it('discovers the editions from the folder and routes each by its slug', () => {
    const content = fixtureContent();
    expect(toRouteManifest(content).editionSlugs).toEqual([editionByKey(content, EARLY).slug, editionByKey(content, FULL).slug]);
  });

  it('turns a new edition file into a route with no code change', async () => {
    const dir = addSpringEdition(copyEditions(), (data) => (data.sections[0].title = 'Frühling auf der Insel'));
    const content = loadContent({ dir, publicDir, today: FIXTURE_TODAY });
    expect(toRouteManifest(content).editionSlugs).toContain('fruehlingsedition');
    renderApp(content, '/fruehlingsedition');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Frühling auf der Insel');
    expect(screen.getByText('Start: 12.04.27')).toBeTruthy();
  });

  it('renders the sections of an edition in the order of its config', async () => {
    const content = fixtureContent();
    const edition = editionByKey(content, FULL);
    const { container } = renderApp(content, `/${edition.slug}`);
    await screen.findByRole('heading', { level: 1 });
    const order = [...container.querySelectorAll('[data-section]')].map((element) => element.getAttribute('data-section'));
    expect(order).toEqual([...edition.sections.map((section) => section.type), 'footer']);
  });

  it('links the home page to the current edition', async () => {
    const content = fixtureContent();
    renderApp(content, '/');
    const link = await screen.findByRole('link', { name: new RegExp(content.site.home.currentEditionCta) });
    expect(link.getAttribute('href')).toBe(`/${content.featured.slug}`);
  });

  it('shows the thank-you page with its four parts and the support address', async () => {
    const content = fixtureContent();
    const { thankYou } = content.site;
    renderApp(content, '/danke');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(thankYou.title);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual([thankYou.access.title, thankYou.billing.title, thankYou.nextSteps.title, thankYou.support.title]);
    expect(screen.getByRole('link', { name: content.site.contact.supportEmail })).toBeTruthy();
  });
});
