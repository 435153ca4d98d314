import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatCents, formatCount } from '#engine/format';
import type { SalesOverview } from '#studio/shared/apiTypes';
import { getJson, messageOf } from '../api';
import { ErrorText, Help, Panel } from '../ui';

/**
 * The hosted studio's „Verkäufe“: per edition (and variant), the sales the platform reported, refunds and
 * chargebacks, and the revenue after them (studio/server/sales/). Counted from the platform's payment
 * notifications; visits and clicks are not counted yet.
 */

const Figures = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.6rem 0.75rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th { font-size: 0.9375rem; color: ${({ theme }) => theme.color.inkMuted}; }
  td + td, th + th { text-align: right; }
  td:first-child { overflow-wrap: anywhere; }
  tr:last-child td { border-bottom: 0; }
  /* On a phone the four columns fit the screen: less space between them. */
  @media (max-width: 40rem) {
    th, td { padding: 0.5rem 0.3rem; }
    th { font-size: 0.875rem; }
  }
`;

/** „/winteredition“, with its variant while a test runs: „/winteredition (Variante b)“. */
const pageName = ({ edition, variant }: SalesOverview['rows'][number]) =>
  edition ? `/${edition}${variant ? ` (Variante ${variant})` : ''}` : 'ohne Angabe der Seite';

export function SalesPanel() {
  const ids = useId();
  const [overview, setOverview] = useState<SalesOverview>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    getJson('/sales').then(setOverview, (error: unknown) => setFailure(messageOf(error)));
  }, []);

  return (
    <section aria-labelledby={`${ids}-titel`}>
      <h2 id={`${ids}-titel`}>Verkäufe</h2>
      <Panel>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        {overview && !overview.receiving && (
          <Help>
            Das Studio empfängt noch keine Verkaufsmeldungen der Plattform. Eingerichtet wird das einmal auf dem Server (Passphrase in der Konfiguration und
            eine IPN-Verbindung bei der Plattform); bis dahin zeigen die Auswertungen der Plattform die Verkäufe je Edition (nach Tracking-Schlüssel).
          </Help>
        )}
        {overview?.receiving && overview.rows.length === 0 && <p>Noch keine Verkäufe gemeldet.</p>}
        {overview && overview.rows.length > 0 && (
          <Figures>
            <caption style={{ textAlign: 'left', paddingBottom: '0.5rem' }}>
              Von der Plattform gemeldet, je Seite (Erstattungen und Rückbuchungen abgezogen)
            </caption>
            <thead>
              <tr>
                <th scope="col">Seite</th>
                <th scope="col">Verkäufe</th>
                <th scope="col">Erstattet</th>
                <th scope="col">Umsatz</th>
              </tr>
            </thead>
            <tbody>
              {overview.rows.map((row) => (
                <tr key={`${row.edition}|${row.variant}`}>
                  <td>{pageName(row)}</td>
                  <td>{formatCount(row.sales)}</td>
                  <td>{formatCount(row.refunds)}</td>
                  <td>{formatCents(row.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </Figures>
        )}
      </Panel>
    </section>
  );
}
