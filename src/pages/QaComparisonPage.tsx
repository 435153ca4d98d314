import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Eyebrow } from '#kit/ui/layout';
import { QaNote } from './qa/QaNote';
import { APP_PAGE_ATTRIBUTE } from '../prerendered';

/**
 * /qa/vergleich: two editions side by side for QA. The prerendered page is only this light shell;
 * the comparison is a separate chunk that loads after hydration, so no other page's JavaScript
 * grows and server and client render the same markup.
 */
const Comparison = lazy(() => import('./qa/Comparison'));

const QaPage = styled.div`
  padding: clamp(2rem, 1.5rem + 2vw, 3.5rem) clamp(0.75rem, 0.25rem + 2vw, 2.5rem) ${({ theme }) => theme.space.xl};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.sand} 0, ${({ theme }) => theme.color.page} 22rem);
`;

const Header = styled.header`
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto ${({ theme }) => theme.space.lg};
  h1 { font-size: ${({ theme }) => theme.size.h2}; }
  p:last-child { margin-top: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.size.lead}; color: ${({ theme }) => theme.color.inkMuted}; max-width: ${({ theme }) => theme.width.text}; }
`;

/** Before the comparison has loaded: one note for browsers without JavaScript, one while it loads. */

export function QaComparisonPage() {
  // Rendered only after mount: the prerendered HTML and the first client render stay identical.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = (
    <QaNote data-loading="" role="status">
      Der Vergleich wird geladen …
    </QaNote>
  );
  return (
    <QaPage {...{ [APP_PAGE_ATTRIBUTE]: '' }}>
      <Header>
        <Eyebrow>Qualitätssicherung · intern</Eyebrow>
        <h1>Editionen vergleichen</h1>
        <p>
          Zwei Editionen nebeneinander, in derselben Breite und mit gekoppeltem Scrollen. Darüber stehen alle Felder der Konfiguration, die sich unterscheiden.
        </p>
      </Header>
      {mounted ? (
        <Suspense fallback={loading}>
          <Comparison />
        </Suspense>
      ) : (
        <>
          <QaNote data-without-js="">Der Vergleich braucht JavaScript. Bitte aktiviere JavaScript in deinem Browser und lade die Seite neu.</QaNote>
          {loading}
        </>
      )}
    </QaPage>
  );
}
