import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatCents, formatCount } from '#engine/format';
import type { SalesOverview, SiteHost } from '#studio/shared/apiTypes';
import type { EditionResults, VariantResults } from '#studio/shared/salesResults';
import { getJson, messageOf } from '../api';
import { ErrorText, Help, Panel } from '../ui';
import { VariantHostNote } from '../VariantHostNote';
import { DaysChart } from './DaysChart';
import { percent, rateWords, variantName } from './figureWords';

/**
 * The hosted studio's „Verkäufe“: per edition and variant, the visits and checkout clicks the host logged
 * (studio/server/visits/), the sales, refunds and revenue the platform reported (studio/server/sales/), the click
 * and sale rates with their 95 % interval, and while a test runs, how likely each variant sells better than the
 * edition's own copy; below, the days as a chart and a table.
 */

const Edition = styled.section`
  display: grid;
  gap: 0.75rem;
  h3 { margin: 0; overflow-wrap: anywhere; }
  & + & { border-top: 1px solid ${({ theme }) => theme.color.border}; padding-top: 1rem; }
`;

const Variants = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

const Card = styled.div`
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h4 { margin: 0 0 0.5rem; }
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.3rem 0.75rem;
  dt { color: ${({ theme }) => theme.color.inkMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/**
 * „/winteredition“, or the sales the server could not assign to a page: without a tracking key, or with one naming
 * no edition or variant of its day (studio/server/sales/saleNotification.ts; the key itself never reaches the screen).
 */
const pageName = (edition: string) => (edition ? `/${edition}` : 'Ohne Zuordnung');

/** The probability, or why there is none yet. */
const verdictWords = (chance: number | undefined, minVisits: number) =>
  chance === undefined ? `offen (ab ${formatCount(minVisits)} Besuchen)` : percent(chance);

function VariantFigures({ title, variant, counted, minVisits }: { title: string; variant: VariantResults; counted: boolean; minVisits: number }) {
  return (
    <Card>
      <h4>{title}</h4>
      <Figures>
        {counted && (
          <>
            <dt>Besuche</dt>
            <dd>{formatCount(variant.visits)}</dd>
            <dt>Klicks zum Bestellformular</dt>
            <dd>{formatCount(variant.clicks)}</dd>
            <dt>Klickrate (95-%-Intervall)</dt>
            <dd>{rateWords(variant.clickRate)}</dd>
          </>
        )}
        <dt>Verkäufe</dt>
        <dd>{formatCount(variant.sales)}</dd>
        <dt>Erstattet</dt>
        <dd>{formatCount(variant.refunds)}</dd>
        <dt>Umsatz</dt>
        <dd>{formatCents(variant.revenueCents)}</dd>
        {counted && (
          <>
            <dt>Verkaufsrate (95-%-Intervall)</dt>
            <dd>{rateWords(variant.saleRate)}</dd>
          </>
        )}
        {counted && variant.beatsDefault && (
          <>
            <dt>Wahrscheinlichkeit, dass sie besser klickt als die eigene Fassung</dt>
            <dd>{verdictWords(variant.beatsDefault.clicks, minVisits)}</dd>
            <dt>Wahrscheinlichkeit, dass sie besser verkauft als die eigene Fassung</dt>
            <dd>{verdictWords(variant.beatsDefault.sales, minVisits)}</dd>
          </>
        )}
      </Figures>
    </Card>
  );
}

function EditionFigures({ results, overview }: { results: EditionResults; overview: SalesOverview }) {
  const ids = useId();
  return (
    <Edition aria-labelledby={`${ids}-seite`}>
      <h3 id={`${ids}-seite`}>{pageName(results.edition)}</h3>
      {!results.edition && (
        <Help>
          Verkäufe, die keiner Seite gehören: ohne Tracking-Schlüssel (z. B. über den Marktplatz der Plattform) oder mit einem, der keine Edition und Variante
          nennt, die es an dem Tag gab (z. B. ein von Hand geänderter Bestell-Link). Sie stehen nur hier, bei keiner Seite und keiner Variante.
        </Help>
      )}
      <Variants>
        {results.variants.map((variant) => (
          <VariantFigures
            key={variant.variant}
            title={results.edition ? variantName(variant.variant) : 'Alle'}
            variant={variant}
            // Visits and clicks belong to pages: none to the sales of no page.
            counted={overview.visitsCounted && results.edition !== ''}
            minVisits={overview.minVisitsForVerdict}
          />
        ))}
      </Variants>
      {overview.visitsCounted && results.edition && <DaysChart edition={results.edition} variants={results.variants} />}
    </Edition>
  );
}

export function SalesPanel({ siteHost }: { siteHost: SiteHost }) {
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
        {overview && !overview.visitsCounted && (
          <Help>
            Besuche und Klicks zum Bestellformular werden hier nicht gezählt: Sie kommen aus dem Besuchsprotokoll, das nginx für die Website schreibt. Netlify,
            Cloudflare Pages und Vercel führen kein solches Protokoll – dort zeigt das Studio nur die Verkäufe.
          </Help>
        )}
        {overview?.editions.some((results) => results.variants.some((variant) => variant.variant !== '')) && <VariantHostNote siteHost={siteHost} />}
        {overview?.receiving && overview.editions.length === 0 && <p>Noch keine Verkäufe gemeldet.</p>}
        {overview?.editions.map((results) => (
          <EditionFigures key={results.edition} results={results} overview={overview} />
        ))}
      </Panel>
    </section>
  );
}
