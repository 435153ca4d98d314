import ExternalLink from 'lucide-react/icons/external-link';
import type { StudioEditionSummary } from '#studio/shared/apiTypes';
import { ButtonLink, Label, Select, VisuallyHidden } from '../ui';

/** Beside the preview: another edition to compare this one with on /qa/vergleich (the saved state of both). */
export function CompareWith({
  others,
  editionKey,
  value,
  onChange,
}: {
  others: StudioEditionSummary[];
  editionKey: string;
  value: string;
  onChange: (key: string) => void;
}) {
  const compareWith = value;
  return (
    <div className="compare">
      <Label htmlFor="vergleich-mit">Vergleichen mit</Label>
      <Select id="vergleich-mit" value={compareWith} onChange={(event) => onChange(event.target.value)}>
        {others.map((candidate) => (
          <option key={candidate.key} value={candidate.key}>
            {candidate.name ?? candidate.key}
          </option>
        ))}
      </Select>
      <ButtonLink
        href={`/qa/vergleich?a=${encodeURIComponent(compareWith)}&b=${encodeURIComponent(editionKey)}&breite=desktop`}
        target="_blank"
        rel="noopener"
        aria-describedby="vergleich-hinweis"
      >
        <ExternalLink size={18} aria-hidden="true" /> Vergleich öffnen
      </ButtonLink>
      <VisuallyHidden id="vergleich-hinweis">öffnet /qa/vergleich in einem neuen Tab; verglichen wird der gespeicherte Stand</VisuallyHidden>
    </div>
  );
}
