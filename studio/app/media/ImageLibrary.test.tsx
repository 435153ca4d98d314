// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import type { ImageLibrary } from '#studio/shared/previewLinks';
import { mayAs } from '../useAccountRoles';
import { ImageLibrarySection } from './ImageLibrary';

/** The image library offers „Löschen …“ for unused images only, and only to an account that may delete (Redaktion). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const library: ImageLibrary = {
  images: [
    { name: 'alt.jpg', src: '/images/alt.jpg', bytes: 2048, uses: [] },
    { name: 'titel.jpg', src: '/images/titel.jpg', bytes: 4096, uses: [{ where: 'editions/spring.json', field: 'sections[0].cover.src' }] },
  ],
};

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(library), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

describe('the image library', () => {
  it('offers deleting the unused image, never the one in use', async () => {
    serve();
    renderWithTheme(<ImageLibrarySection />);
    await screen.findByText('2 Bilder, davon 1 nirgends verwendet.');
    expect(screen.getAllByRole('button', { name: /löschen$/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['alt.jpg löschen']);
  });

  it('offers no delete to an account without the role Redaktion', async () => {
    serve();
    renderWithTheme(<ImageLibrarySection mayDelete={mayAs(['Freigabe'], 'Redaktion')} />);
    await screen.findByText('2 Bilder, davon 1 nirgends verwendet.');
    expect(screen.queryAllByRole('button', { name: /löschen$/ })).toEqual([]);
  });

  it('offers everything in the local studio, which has no accounts', () => {
    expect(mayAs(undefined, 'Redaktion')).toBe(true);
    expect(mayAs(['Redaktion', 'Freigabe'], 'Redaktion')).toBe(true);
  });
});
