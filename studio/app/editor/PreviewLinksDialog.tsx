import Copy from 'lucide-react/icons/copy';
import Link from 'lucide-react/icons/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import { DEFAULT_LINK_DAYS, linkTime, MAX_LINK_DAYS, type PreviewLinkSummary } from '#studio/shared/previewLinks';
import { Modal } from '../Dialogs';
import { Badge, Button, ErrorText, Help, Input, Label, Select, WarningText } from '../ui';

/**
 * Preview links of the edition being edited: „Vorschau-Link erstellen“ freezes the saved content and gives a
 * signed address that opens the edition's pages without an account until it expires or is revoked; the list
 * shows who made each, when, until when (in German time, as the link's page says it), and revokes one.
 */

const DAY_CHOICES = [1, 3, DEFAULT_LINK_DAYS, 14, MAX_LINK_DAYS];
const TONE = { gültig: 'own', abgelaufen: 'neutral', widerrufen: 'error' } as const;

const Links = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  max-height: 40vh;
  overflow: auto;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem 1rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  .what { flex: 1 1 16rem; min-width: 0; overflow-wrap: anywhere; }
  .meta { font-size: 0.875rem; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 0.75rem;
  > div { display: grid; gap: 0.25rem; }
  input { min-width: min(100%, 22rem); }
`;

interface PreviewLinksDialogProps {
  open: boolean;
  editionKey: string;
  /** The edition's name, as the editor's heading shows it. */
  name: string;
  /** Unsaved edits are not part of a link: it shows the saved file. */
  dirty: boolean;
  onClose: () => void;
}

export function PreviewLinksDialog({ open, editionKey, name, dirty, onClose }: PreviewLinksDialogProps) {
  const ids = useId();
  const [links, setLinks] = useState<PreviewLinkSummary[]>();
  const [days, setDays] = useState(DEFAULT_LINK_DAYS);
  const [made, setMade] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const madeRef = useRef<HTMLInputElement>(null);

  const load = useCallback(
    () => answerOf(studio['preview-links'].$get({ query: { key: editionKey } })).then(setLinks, (error: unknown) => setFailure(messageOf(error))),
    [editionKey],
  );
  useEffect(() => {
    if (!open) return;
    setLinks(undefined);
    setMade(undefined);
    setFailure(undefined);
    setNotice(undefined);
    load();
  }, [open, load]);
  useEffect(() => {
    if (made) madeRef.current?.select();
  }, [made]);

  const create = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const link = await answerOf(studio['preview-links'].create.$post({ json: { key: editionKey, days } }));
      setMade(`${window.location.origin}${link.path}`);
      setNotice(`Vorschau-Link erstellt, gültig bis ${linkTime(link.expires)}.`);
      await load();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: PreviewLinkSummary) => {
    setFailure(undefined);
    try {
      await answerOf(studio['preview-links'].revoke.$post({ json: { id: link.id } }));
      setNotice(`Der Link vom ${linkTime(link.created)} ist widerrufen und öffnet nichts mehr.`);
      await load();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      setNotice('Link kopiert.');
    } catch {
      madeRef.current?.select();
      setNotice('Kopieren ging nicht; der Link ist markiert, kopiere ihn mit Strg+C.');
    }
  };

  return (
    <Modal
      open={open}
      title={`Vorschau-Links für „${name}“`}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Schließen
        </Button>
      }
    >
      <Help>
        Ein Vorschau-Link zeigt die Editionsseite und die Startseite im gespeicherten Stand von jetzt, an einem Tag, den man auf der Seite wählt – ohne
        Anmeldung, für Kolleginnen oder die Trainerin. Spätere Änderungen ändern den Link nicht. Suchmaschinen nehmen die Seiten nicht auf.
      </Help>
      {dirty && <WarningText>Du hast ungespeicherte Änderungen. Sie sind nicht im Link: Er zeigt den gespeicherten Stand der Datei.</WarningText>}
      <Row>
        <div>
          <Label htmlFor={`${ids}-tage`}>Gültig für</Label>
          <Select id={`${ids}-tage`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 1 ? '1 Tag' : `${choice} Tage`}
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" $variant="primary" onClick={create} disabled={busy}>
          <Link size={18} aria-hidden="true" /> {busy ? 'Wird erstellt …' : 'Vorschau-Link erstellen'}
        </Button>
      </Row>
      {made && (
        <Row>
          <div>
            <Label htmlFor={`${ids}-neu`}>Neuer Link</Label>
            <Input id={`${ids}-neu`} ref={madeRef} value={made} readOnly />
          </div>
          <Button type="button" onClick={copy}>
            <Copy size={18} aria-hidden="true" /> Kopieren
          </Button>
        </Row>
      )}
      <p role="status">{notice}</p>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <h3>Links dieser Edition</h3>
      {!links && !failure && <p>Wird geladen …</p>}
      {links?.length === 0 && <p>Für diese Edition gibt es noch keinen Vorschau-Link.</p>}
      {links && links.length > 0 && (
        <Links aria-label="Vorschau-Links">
          {links.map((link) => (
            <li key={link.id}>
              <div className="what">
                <strong>{linkTime(link.created)}</strong> <Badge $tone={TONE[link.state]}>{link.state}</Badge>
                <div className="meta">
                  von {link.creator} · {link.state === 'widerrufen' ? `widerrufen am ${linkTime(link.revoked!)}` : `gilt bis ${linkTime(link.expires)}`}
                </div>
                {link.state === 'gültig' && (
                  <a href={link.path} target="_blank" rel="noreferrer">
                    Link öffnen<span className="meta"> (neuer Tab)</span>
                  </a>
                )}
              </div>
              {link.state === 'gültig' && (
                <Button type="button" $variant="danger" onClick={() => revoke(link)} aria-label={`Link vom ${linkTime(link.created)} widerrufen`}>
                  Widerrufen
                </Button>
              )}
            </li>
          ))}
        </Links>
      )}
    </Modal>
  );
}
