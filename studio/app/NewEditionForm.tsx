import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { StudioEditionSummary } from '../shared/apiTypes';
import { answerOf, messageOf, studio } from './api';
import { DateInput } from './form/DateInput';
import { Button, ErrorText, Help, Input, Label, Select } from './ui';

/** A new edition from a template: its short name, template, address (optional) and its two dates, none taken over. */

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

interface NewEditionFormProps {
  /** The editions a new one may start from (their files are readable). */
  readable: StudioEditionSummary[];
  onCreated: (key: string) => void;
}

export function NewEditionForm({ readable, onCreated }: NewEditionFormProps) {
  const [name, setName] = useState('');
  const [from, setFrom] = useState(() => (readable.find((edition) => edition.promoted) ?? readable[0])?.key ?? '');
  const [slug, setSlug] = useState('');
  // A new edition keeps none of its template's dates: it is created with these two (both required).
  const [dates, setDates] = useState<Record<NewDateField, string>>({ startDate: '', validFrom: '' });
  const [dateProblems, setDateProblems] = useState<Partial<Record<NewDateField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ids = useId();

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
      const created = await answerOf(studio.create.$post({ json: { name: name.trim(), from, slug: slug.trim() || undefined, startDate, validFrom } }));
      onCreated(created.key);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
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
        <Input id={`${ids}-slug`} value={slug} onChange={(event) => setSlug(event.target.value)} autoComplete="off" aria-describedby={`${ids}-slug-hilfe`} />
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
          Die neue Edition übernimmt Texte und Preise der Vorlage, aber keine Termine: nur die beiden, die du hier einträgst (den letzten Frühbuchertag und den
          letzten Verkaufstag stellst du danach ein, wenn du sie brauchst). Ab ihrem ersten Verkaufstag wirbt die Startseite für sie (siehe „Kalender“). Eine
          vorhandene Datei wird nie überschrieben.
        </Help>
      </div>
    </Form>
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
