import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { formatDiffValue } from '#engine/editionDiff';
import { isPlainObject } from '#engine/resolve';
import { Badge, Button, Help } from '../ui';
import type { FieldProps } from './fieldProps';
import { describedBy, FieldProblems } from './FieldProblems';
import { useForm } from './FormContext';
import { LabelLine, Row, SharedBox, SourceLine } from './formStyles';
import { clone, fieldId, removeAt, setAt, type Path } from './paths';
import { entryTitle, fieldText } from './schemaText';
import { useProblems } from './useProblems';
import { FieldReference } from './FieldReference';

/**
 * Own or shared: a section's value either comes from site.json (shown as it is, with the way to give the
 * edition its own) or is the edition's own (with the way back to the shared one).
 */

/** Shown under a value that replaces a shared default: the way back to it. */
export function OwnValueLine({ path, label }: { path: Path; label: string }) {
  const { update, focusLater } = useForm();
  return (
    <SourceLine>
      <Badge $tone="own">Eigener Text dieser Edition</Badge>
      <Button
        type="button"
        $variant="quiet"
        aria-label={`Gemeinsamen Text verwenden für „${label}“`}
        onClick={() => {
          update((draft) => removeAt(draft, path), `„${label}“ zeigt wieder den gemeinsamen Text aus site.json.`);
          focusLater(fieldId(path));
        }}
      >
        <RotateCcw size={16} aria-hidden="true" />
        Gemeinsamen Text verwenden
      </Button>
    </SourceLine>
  );
}

/** A value the edition takes from site.json: shown as it is, with the way to give the edition its own. */
export function SharedField({ path, node, name, label: givenLabel, shared }: FieldProps & { shared: unknown }) {
  const { update, focusLater } = useForm();
  const { label, help } = fieldText(node, name);
  const shownLabel = givenLabel ?? label;
  const problems = useProblems(path);
  const id = fieldId(path);
  const helpId = `${id}-hilfe`;
  const problemsId = `${id}-fehler`;
  const items = Array.isArray(shared) ? shared : undefined;
  return (
    <Row role="group" aria-labelledby={`${id}-name`} aria-describedby={describedBy(help && helpId, problems.length > 0 && problemsId)}>
      <LabelLine>
        <strong id={`${id}-name`}>{shownLabel}</strong>
        <Badge $tone="shared">Gemeinsamer Text</Badge>
      </LabelLine>
      <SharedBox>
        {items ? (
          <ul>
            {items.map((item, index) => (
              <li key={index}>{entryTitle(item) ?? formatDiffValue(item)}</li>
            ))}
          </ul>
        ) : isPlainObject(shared) && typeof shared.src === 'string' ? (
          `${shared.src} (${String(shared.width)} × ${String(shared.height)} px)`
        ) : (
          formatDiffValue(shared)
        )}
      </SharedBox>
      {help && <Help id={helpId}>{help}</Help>}
      <FieldReference path={path} />
      <SourceLine>
        <span>Aus site.json, gilt für alle Editionen ohne eigenen Text.</span>
        <Button
          type="button"
          $variant="secondary"
          id={id}
          aria-label={`Für diese Edition ändern: ${shownLabel}`}
          onClick={() => {
            update((draft) => setAt(draft, path, clone(shared)), `„${shownLabel}“ gehört jetzt zu dieser Edition und kann geändert werden.`);
            focusLater(`${id}-eigen`);
          }}
        >
          <Pencil size={16} aria-hidden="true" />
          Für diese Edition ändern
        </Button>
      </SourceLine>
      <FieldProblems id={problemsId} problems={problems} />
    </Row>
  );
}
