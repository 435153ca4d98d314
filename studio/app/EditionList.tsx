import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SiteHost, StudioEditionSummary } from '../shared/apiTypes';
import { LOGOUT_PATH } from '../shared/hosted';
import { csrfToken } from './api';
import { ApprovalPanel } from './approval/ApprovalPanel';
import { CalendarSection } from './CalendarPanel';
import { EditionTable } from './EditionTable';
import { ImageLibrarySection } from './media/ImageLibrary';
import { NewEditionForm } from './NewEditionForm';
import { NotificationBell } from './notifications/NotificationBell';
import { PublishPanel } from './publish/PublishPanel';
import { SalesPanel } from './sales/SalesPanel';
import { mayAs, useAccountRoles } from './useAccountRoles';
import { Help } from './ui';

/**
 * The start screen: every edition file with its address, start and state today (and which one the home
 * page promotes), the calendar of the coming days, publishing, and a new edition from a template.
 */

const Page = styled.main`
  max-width: 64rem;
  margin: 0 auto;
  padding: 2.5rem 1.5rem 4rem;
  display: grid;
  gap: 2.5rem;
  > header { display: grid; gap: 0.5rem; }
  h1 { font-size: 2rem; }
  h2 { font-size: 1.5rem; margin-bottom: 0.75rem; }
  > header p { font-size: 1.125rem; color: ${({ theme }) => theme.color.inkMuted}; max-width: 46rem; }
  @media (max-width: 40rem) {
    padding: 1.5rem 1rem 3rem;
    gap: 2rem;
    h1 { font-size: 1.625rem; }
  }
`;

interface EditionListProps {
  editions: StudioEditionSummary[];
  /** Where the site runs: whether its A/B tests reach the visitors. */
  siteHost: SiteHost;
  onOpen: (key: string) => void;
  onCreated: (key: string) => void;
}

export function EditionList({ editions, siteHost, onOpen, onCreated }: EditionListProps) {
  const readable = editions.filter((edition) => edition.readable);
  // Bumped when an approved version went live: the live site's list of releases is read again.
  const [releasesRead, setReleasesRead] = useState(0);
  const ids = useId();
  const roles = useAccountRoles();

  return (
    <Page>
      <header>
        <h1>Editions-Studio</h1>
        <p>
          Hier bearbeitest du die Editionen der Verkaufsseite, mit der echten Seite daneben, und veröffentlichst sie. Was du speicherst, ist eine neue Fassung
          der Edition; live geht sie erst, wenn sie veröffentlicht wird.
        </p>
        {/* Only the hosted studio has sessions (and sets their token); its logout page works without script. */}
        {csrfToken() && (
          <p>
            <a href={LOGOUT_PATH}>Abmelden</a>
          </p>
        )}
        {csrfToken() && <NotificationBell />}
      </header>

      <section aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>Editionen</h2>
        <EditionTable editions={editions} onOpen={onOpen} />
      </section>

      <CalendarSection />

      {/* The hosted studio publishes approved versions only: the approvals come before the live site. */}
      {csrfToken() && (
        <ApprovalPanel
          onPublished={() => setReleasesRead((count) => count + 1)}
          onOpen={onOpen}
          nameOf={(key) => editions.find((edition) => edition.key === key)?.name ?? key}
        />
      )}

      <PublishPanel key={releasesRead} hosted={Boolean(csrfToken())} />

      {/* Only the hosted studio receives the platform's sales. */}
      {csrfToken() && <SalesPanel siteHost={siteHost} editions={editions} mayEdit={mayAs(roles, 'Redaktion')} />}

      <ImageLibrarySection mayDelete={mayAs(roles, 'Redaktion')} />

      <section aria-labelledby={`${ids}-new`}>
        <h2 id={`${ids}-new`}>Neue Edition anlegen</h2>
        {!mayAs(roles, 'Redaktion') ? (
          <Help>Neue Editionen legt an, wer im Studio die Rolle „Redaktion“ hat.</Help>
        ) : (
          <NewEditionForm readable={readable} onCreated={onCreated} />
        )}
      </section>
    </Page>
  );
}
