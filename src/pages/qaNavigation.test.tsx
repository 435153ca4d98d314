// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QA_COMPARISON_PATH } from '#kit/model/paths';
import { fixtureContent } from '#tests/helpers/content';
import { renderApp } from '#tests/helpers/routerPage';

/**
 * The QA comparison is the one page that runs as an app; every other page is a document. Its links load
 * the next document instead of rendering another page in the browser.
 */
describe('the QA page', () => {
  it('leaves the app for the home page’s document instead of rendering it in the browser', async () => {
    const content = fixtureContent();
    const { router } = renderApp(content, `/${QA_COMPARISON_PATH}`);
    const home = await screen.findByRole('link', { name: `${content.site.brand} – zur Startseite` });
    // Not handled by the router: the browser loads the address itself (jsdom does not, so the app stays).
    expect(fireEvent.click(home)).toBe(true);
    expect(router.state.location.pathname).toBe(`/${QA_COMPARISON_PATH}`);
  });
});
