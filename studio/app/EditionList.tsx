import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import PencilLine from 'lucide-react/icons/pencil-line';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDateLong } from '#engine/format';
import { SALES_STATE_LABELS, type SalesState } from '#kit/model/sales';
import { csrfToken, messageOf, postJson } from './api';
import type { SiteHost, StudioEditionSummary } from '../shared/apiTypes';
import { LOGOUT_PATH } from '../shared/hosted';
import { CalendarSection } from './CalendarPanel';
import { DateInput } from './form/DateInput';
import { ImageLibrarySection } from './media/ImageLibrary';
import { PublishPanel } from './publish/PublishPanel';
import { SalesPanel } from './sales/SalesPanel';
import { ApprovalPanel } from './approval/ApprovalPanel';
import { NotificationBell } from './notifications/NotificationBell';
import { mayAs, useAccountRoles } from './useAccountRoles';
import { Badge, Button, ErrorText, Help, Input, Label, Select, VisuallyHidden } from './ui';

/**
 * The start screen: every edition file with its address, start and state today (and which one the home
 * page promotes), the calendar of the coming days, publishing, and a new edition from a template.
 */

/** Selling is green, before and after the sale plain and sand: no state is an error. */
const STATE_TONE = { upcoming: 'neutral', 'early-bird': 'own', 'on-sale': 'own', closed: 'shared' } as const satisfies Record<SalesState, string>;

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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  th, td { text-align: left; padding: 0.75rem 1rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: middle; }
  th { font-size: 0.9375rem; color: ${({ theme }) => theme.color.inkMuted}; background: ${({ theme }) => theme.color.sand}; }
  tr:last-child td { border-bottom: 0; }
  td:last-child { text-align: right; white-space: nowrap; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.9375rem; overflow-wrap: anywhere; }
  /* On a phone each edition is a card: its cells one below the other, each named by its column. */
  @media (max-width: 40rem) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: grid; gap: 0.35rem; padding: 0.9rem 1rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    tr:last-child { border-bottom: 0; }
    td { display: block; padding: 0; border: 0; }
    td[data-label]::before { content: attr(data-label) ': '; font-weight: 700; color: ${({ theme }) => theme.color.inkMuted}; }
    td:last-child { text-align: left; margin-top: 0.35rem; }
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.25rem;
  align-items: start;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  > :last-child { grid-column: 1 / -1; }
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
    padding: 1rem;
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
  const [name, setName] = useState('');
  const [from, setFrom] = useState(() => (readable.find((edition) => edition.promoted) ?? readable[0])?.key ?? '');
  const [slug, setSlug] = useState('');
  // A new edition keeps none of its template's dates: it is created with these two (both required).
  const [dates, setDates] = useState<Record<NewDateField, string>>({ startDate: '', validFrom: '' });
  const [dateProblems, setDateProblems] = useState<Partial<Record<NewDateField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Bumped when an approved version went live: the live site's list of releases is read again.
  const [releasesRead, setReleasesRead] = useState(0);
  const ids = useId();
  const roles = useAccountRoles();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const { startDate, validFrom } = dates;
    if (!startDate || !validFrom || dateProblems.startDate || dateProblems.validFrom) {
      setFailure('Bitte Starttermin und ersten Verkaufstag als TT.MM.JJJJ eintragen: Die neue Edition übernimmt keine Termine der Vorlage.');
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const created = await postJson('/create', { name: name.trim(), from, slug: slug.trim() || undefined, startDate, validFrom });
      onCreated(created.key);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

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
        <Table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Adresse</th>
              <th scope="col">Start</th>
              <th scope="col">Heute</th>
              <th scope="col">
                <VisuallyHidden>Aktion</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {editions.map((edition) => (
              <tr key={edition.key}>
                <td>
                  <strong>{edition.name ?? edition.key}</strong>
                </td>
                <td data-label="Adresse">{edition.slug ? `/${edition.slug}` : '–'}</td>
                <td data-label="Start">{edition.startDate && /^\d{4}-\d{2}-\d{2}$/.test(edition.startDate) ? formatDateLong(edition.startDate) : '–'}</td>
                <td data-label="Heute" data-state={edition.state}>
                  <StateBadges edition={edition} />
                </td>
                <td>
                  <Button type="button" onClick={() => onOpen(edition.key)} disabled={!edition.readable} aria-label={`${edition.name ?? edition.key} öffnen`}>
                    <PencilLine size={18} aria-hidden="true" />
                    Öffnen
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
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
          <Form onSubmit={create} noValidate>
            <div>
              <Label htmlFor={`${ids}-name`}>Kurzname</Label>
              <Input
                id={`${ids}-name`}
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoComplete="off"
                aria-describedby={`${ids}-name-hilfe`}
                required
              />
              <Help id={`${ids}-name-hilfe`}>
                Der Name, unter dem das Studio die Edition führt, z. B. „spring“ oder „fruehling-2027“: Kleinbuchstaben, Ziffern, Bindestriche.
              </Help>
            </div>
            <div>
              <Label htmlFor={`${ids}-from`}>Vorlage</Label>
              <Select id={`${ids}-from`} value={from} onChange={(event) => setFrom(event.target.value)} aria-describedby={`${ids}-from-hilfe`}>
                {readable.map((edition) => (
                  <option key={edition.key} value={edition.key}>
                    {edition.name ?? edition.key}
                  </option>
                ))}
              </Select>
              <Help id={`${ids}-from-hilfe`}>Die neue Edition beginnt als Kopie davon. Für einen Komplettpreis ohne Gutschein die Herbst-Edition.</Help>
            </div>
            <div>
              <Label htmlFor={`${ids}-slug`}>Adresse (freiwillig)</Label>
              <Input
                id={`${ids}-slug`}
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                autoComplete="off"
                aria-describedby={`${ids}-slug-hilfe`}
              />
              <Help id={`${ids}-slug-hilfe`}>Leer lassen: aus „spring“ wird /fruehlingsedition, aus „ostern“ /ostern-edition.</Help>
            </div>
            {NEW_DATES.map(({ field, label, help }) => (
              <NewDate
                key={field}
                id={`${ids}-${field}`}
                label={label}
                help={help}
                value={dates[field]}
                problem={dateProblems[field]}
                onValue={(iso) => setDates((previous) => ({ ...previous, [field]: iso }))}
                onProblem={(problem) => setDateProblems((previous) => ({ ...previous, [field]: problem }))}
              />
            ))}
            <div>
              {failure && (
                <ErrorText role="alert" style={{ marginBottom: '0.75rem' }}>
                  {failure}
                </ErrorText>
              )}
              <Button type="submit" $variant="primary" disabled={busy || !from}>
                <FilePlus2 size={18} aria-hidden="true" />
                Edition anlegen
              </Button>
              <Help>
                Die neue Edition übernimmt Texte und Preise der Vorlage, aber keine Termine: nur die beiden, die du hier einträgst (den letzten Frühbuchertag
                und den letzten Verkaufstag stellst du danach ein, wenn du sie brauchst). Ab ihrem ersten Verkaufstag wirbt die Startseite für sie (siehe
                „Kalender“). Eine vorhandene Datei wird nie überschrieben.
              </Help>
            </div>
          </Form>
        )}
      </section>
    </Page>
  );
}

type NewDateField = 'startDate' | 'validFrom';

const NEW_DATES: Array<{ field: NewDateField; label: string; help: string }> = [
  { field: 'startDate', label: 'Starttermin', help: 'Der erste Kurstag. Verkauft wird bis zum Tag davor, wenn du keinen letzten Verkaufstag einträgst.' },
  {
    field: 'validFrom',
    label: 'Erster Verkaufstag',
    help: 'Ab diesem Tag verkauft die Seite, und die Startseite wirbt für die Edition, die als letzte in den Verkauf gegangen ist.',
  },
];

/** One of the new edition's two dates, TT.MM.JJJJ like every date field of the studio, its problem below it. */
function NewDate({
  id,
  label,
  help,
  value,
  problem,
  onValue,
  onProblem,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  problem?: string;
  onValue: (iso: string) => void;
  onProblem: (problem: string | undefined) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <DateInput
        id={id}
        label={label}
        value={value || undefined}
        required
        aria-describedby={problem ? `${id}-fehler ${id}-hilfe` : `${id}-hilfe`}
        aria-invalid={problem ? true : undefined}
        $invalid={Boolean(problem)}
        onValue={onValue}
        onProblem={onProblem}
      />
      {problem && <ErrorText id={`${id}-fehler`}>{problem}</ErrorText>}
      <Help id={`${id}-hilfe`}>TT.MM.JJJJ · {help}</Help>
    </div>
  );
}

/** The state today, and whether the home page promotes the edition; a file with errors says so instead. */
function StateBadges({ edition }: { edition: StudioEditionSummary }) {
  if (!edition.readable) return <Badge $tone="error">Datei fehlerhaft</Badge>;
  if (!edition.state) return <Badge $tone="error">Hat Fehler, Stand unbekannt</Badge>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.35rem' }}>
      <Badge $tone={STATE_TONE[edition.state]}>{SALES_STATE_LABELS[edition.state]}</Badge>
      {edition.promoted && <Badge $tone="current">Startseite wirbt dafür</Badge>}
    </span>
  );
}
