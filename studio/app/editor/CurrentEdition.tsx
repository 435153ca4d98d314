import { useState } from 'react';
import styled from 'styled-components';
import { Modal } from '../Dialogs';
import { Badge, Button, Help } from '../ui';

/** Which edition the home page points to; switching changes this file and the one that was current, together. */
export function CurrentEdition({ name, isCurrent, currentName, dirty, onConfirm }: { name: string; isCurrent: boolean; currentName?: string; dirty: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <CurrentBox aria-labelledby="aktuell-titel">
      <h3 id="aktuell-titel">Aktuelle Edition</h3>
      {isCurrent ? (
        <p>
          <Badge $tone="current">Aktuell</Badge> Diese Edition ist die aktuelle: Der Knopf „Zur aktuellen Edition“ auf der Startseite führt hierher.
        </p>
      ) : (
        <>
          <p>
            <Badge>Nicht aktuell</Badge> Die Startseite verweist auf {currentName ? `die ${currentName}` : 'eine andere Edition'}. Die Seite dieser Edition wird trotzdem gebaut und ist
            unter ihrer Adresse erreichbar.
          </p>
          <div>
            <Button type="button" onClick={() => setAsking(true)} disabled={dirty} aria-describedby={dirty ? 'aktuell-hinweis' : undefined}>
              Zur aktuellen Edition machen
            </Button>
          </div>
          {dirty && <Help id="aktuell-hinweis">Erst speichern, dann umstellen.</Help>}
        </>
      )}
      <Modal
        open={asking}
        title={`${name} zur aktuellen Edition machen?`}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button type="button" onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
            <Button
              type="button"
              $variant="primary"
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              Jetzt umstellen
            </Button>
          </>
        }
      >
        <p>
          Die Startseite verweist dann hierher{currentName ? ` statt auf die ${currentName}` : ''}. Dafür ändert das Studio in beiden Dateien nur die Angabe „current“, sofort und
          zusammen. Live ist es erst nach „Veröffentlichen …“ in der Liste der Editionen.
        </p>
      </Modal>
    </CurrentBox>
  );
}

const CurrentBox = styled.section`
  display: grid;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: 1.0625rem; }
`;
