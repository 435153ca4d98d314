import Trash2 from 'lucide-react/icons/trash-2';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import type { ImageLibrary as Library, LibraryImage } from '#studio/shared/previewLinks';
import { Modal } from '../Dialogs';
import { Badge, Button, ErrorText, Help, Panel } from '../ui';

/**
 * „Bilder“ on the start screen: every image of public/images with where it is used (the saved editions and
 * site.json, what is live, working preview links). Only one used nowhere can be deleted – an upload for a
 * draft that was thrown away, say; the server checks again and names the place when it refuses.
 */

const Images = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  > li {
    display: grid;
    grid-template-columns: 5rem minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  img { width: 5rem; height: 3.5rem; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.color.sand}; }
  .name { font-weight: 700; overflow-wrap: anywhere; }
  ul { margin: 0.25rem 0 0; padding-left: 1.1rem; font-size: 0.9375rem; overflow-wrap: anywhere; }
  @media (max-width: 40rem) {
    > li { grid-template-columns: 4rem minmax(0, 1fr); }
    img { width: 4rem; height: 3rem; }
    > li > :last-child { grid-column: 1 / -1; justify-self: start; }
  }
`;

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

/** `mayDelete`: the account has the role that deletes images (Redaktion); otherwise no delete button is offered. */
export function ImageLibrarySection({ mayDelete = true }: { mayDelete?: boolean }) {
  const ids = useId();
  const [library, setLibrary] = useState<Library>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [asking, setAsking] = useState<LibraryImage>();
  const [busy, setBusy] = useState(false);
  // After a delete the image's button is gone: the focus goes to the section's heading, before the message.
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => answerOf(studio.media.$get()).then(setLibrary, (error: unknown) => setFailure(messageOf(error))), []);
  useEffect(() => {
    load();
  }, [load]);

  const remove = async (image: LibraryImage) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { deleted } = await answerOf(studio.media.delete.$post({ json: { name: image.name } }));
      setNotice(`Das Bild „${deleted}“ ist gelöscht.`);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      setAsking(undefined);
      await load();
      heading.current?.focus();
    }
  };

  const unused = library?.images.filter((image) => image.uses.length === 0).length ?? 0;
  return (
    <section aria-labelledby={`${ids}-titel`}>
      <h2 id={`${ids}-titel`} ref={heading} tabIndex={-1}>
        Bilder
      </h2>
      <Panel>
        <Help>
          Alle Bilder der Website und wo sie verwendet werden: in den gespeicherten Editionen, auf der Live-Seite, in früheren Veröffentlichungen, zu denen sich
          zurückrollen lässt, und in gültigen Vorschau-Links. Ein Bild, das nirgends verwendet wird (etwa hochgeladen für einen verworfenen Entwurf), kannst du
          löschen; sonst würde es mit veröffentlicht.
        </Help>
        {library?.unknown && <ErrorText role="alert">{library.unknown}</ErrorText>}
        <p role="status">{notice ?? (library ? `${library.images.length} Bilder, davon ${unused} nirgends verwendet.` : 'Bilder werden gelesen …')}</p>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        {library && (
          <Images aria-label="Bilder der Website">
            {library.images.map((image) => (
              <li key={image.name}>
                <img src={image.src} alt="" loading="lazy" />
                <div>
                  <div className="name">
                    {image.name} <span>({size(image.bytes)})</span>
                  </div>
                  {image.uses.length === 0 ? (
                    <Badge $tone="neutral">nirgends verwendet</Badge>
                  ) : (
                    <ul aria-label={`Verwendet in (${image.name})`}>
                      {image.uses.map((use, index) => (
                        <li key={`${use.where}-${use.field}-${index}`}>
                          {use.where} → {use.field}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {mayDelete && image.uses.length === 0 && !library.unknown ? (
                  <Button type="button" $variant="danger" onClick={() => setAsking(image)} aria-label={`${image.name} löschen`}>
                    <Trash2 size={18} aria-hidden="true" /> Löschen …
                  </Button>
                ) : (
                  <span />
                )}
              </li>
            ))}
          </Images>
        )}
      </Panel>
      <Modal
        open={asking !== undefined}
        role="alertdialog"
        title="Bild endgültig löschen?"
        onClose={() => setAsking(undefined)}
        actions={
          <>
            <Button type="button" onClick={() => setAsking(undefined)}>
              Abbrechen
            </Button>
            <Button type="button" $variant="danger" disabled={busy} onClick={() => asking && remove(asking)}>
              <Trash2 size={18} aria-hidden="true" /> {busy ? 'Wird gelöscht …' : 'Löschen'}
            </Button>
          </>
        }
      >
        <p>„{asking?.name}“ wird nirgends verwendet und wird gelöscht. Das lässt sich im Studio nicht rückgängig machen.</p>
      </Modal>
    </section>
  );
}
