// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContent } from './loadContent';
import { toRouteManifest } from './publicData';
import { projectRoot, shippedContent } from '../../tests/helpers/content';
import { renderApp } from '../../tests/helpers/routerPage';
import { addSpringEdition, copyEditions } from '../../tests/helpers/tempContent';
import path from 'node:path';

describe('registry and routes', () => {
  it('discovers the editions from the folder and routes each by its slug', () => {
    expect(toRouteManifest(shippedContent()).editionSlugs.sort()).toEqual(['herbstedition', 'winteredition']);
  });

  it('turns a new edition file into a route with no code change', async () => {
    const dir = addSpringEdition(copyEditions(), (data) => (data.sections[0].title = 'Frühling auf der Insel'));
    const content = loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today: '2025-01-01' });
    expect(toRouteManifest(content).editionSlugs).toContain('fruehlingsedition');
    renderApp(content, '/fruehlingsedition');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Frühling auf der Insel');
    expect(screen.getByText('Start: 12.04.27')).toBeTruthy();
  });

  it('renders the sections of an edition in the order of its config', async () => {
    const content = shippedContent();
    const { container } = renderApp(content, '/herbstedition');
    await screen.findByRole('heading', { level: 1 });
    const order = [...container.querySelectorAll('[data-section]')].map((element) => element.getAttribute('data-section'));
    const autumn = content.editions.find((edition) => edition.key === 'autumn')!;
    expect(order).toEqual([...autumn.sections.map((section) => section.type), 'footer']);
  });

  it('links the home page to the current edition', async () => {
    renderApp(shippedContent(), '/');
    const link = await screen.findByRole('link', { name: /Zur aktuellen Edition/ });
    expect(link.getAttribute('href')).toBe('/winteredition');
  });

  it('shows the thank-you page with its four parts and the support address', async () => {
    const content = shippedContent();
    renderApp(content, '/danke');
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual(['Zugang', 'Abrechnung', 'Nächste Schritte', 'Support']);
    expect(screen.getByRole('link', { name: content.site.contact.supportEmail })).toBeTruthy();
  });
});
