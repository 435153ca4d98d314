import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatCents, formatCount } from '#engine/format';
import { todayInGermany } from '#kit/model/calendarDay';
import type { SalesOverview, SiteHost, StudioEditionSummary } from '#studio/shared/apiTypes';
import type { EditionResults, VariantResults } from '#studio/shared/salesResults';
import { answerOf, messageOf, studio } from '../api';
import { Button, ErrorText, Help, Panel } from '../ui';
import { VariantHostNote } from '../VariantHostNote';
import { DaysChart } from './DaysChart';
import { EndTestDialog } from './EndTestDialog';
import { type DayRange, type DayRangeChoice as DayRangeChoiceName, figuresWithin, rangeOf } from './dayRange';
import { DayRangeChoice } from './DayRangeChoice';
import { figuresCsv } from './figuresCsv';
import { rateWords, variantName } from './figureWords';
import { goalSentence, nextStep } from './testVerdict';

/**
 * The hosted studio's „Verkäufe“: per edition and variant, the visits and checkout clicks the host logged
 * (studio/server/visits/), the sales, refunds, chargebacks and revenue the platform reported (studio/server/sales/), the click
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
 * How the figures name an edition: its name from the list of editions and its address, or the sales the server
 * could not assign to a page: without a tracking key, or with one naming no edition or variant of its day
 * (studio/server/sales/saleNotification.ts; the key itself never reaches the screen).
 */
const editionNamer = (editions: StudioEditionSummary[]) => (edition: string) => {
  if (!edition) return 'Ohne Zuordnung';
  const named = editions.find((summary) => summary.slug === edition)?.name;
  return named ? `${named} (/${edition})` : `/${edition}`;
};

/** A variant's verdict against the edition's own copy: per goal a sentence, then the next step. */
const Verdict = styled.div`
  margin-top: 0.75rem;
  p { margin: 0 0 0.4rem; }
  p:last-child { margin-bottom: 0; font-weight: 600; }
`;

function TestVerdict({ variant, own, minVisits }: { variant: VariantResults; own: VariantResults; minVisits: number }) {
  return (
    <Verdict>
      <p>{goalSentence('clicks', variant, own, minVisits)}</p>
      <p>{goalSentence('sales', variant, own, minVisits)}</p>
      <p>{nextStep(variant, own, minVisits)}</p>
    </Verdict>
  );
}

interface VariantFiguresProps {
  title: string;
  variant: VariantResults;
  /** The edition's own copy, which a variant is measured against. */
  own: VariantResults | undefined;
  counted: boolean;
  minVisits: number;
}

function VariantFigures({ title, variant, own, counted, minVisits }: VariantFiguresProps) {
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
        <dt>Erstattungen</dt>
        <dd>{formatCount(variant.refunds)}</dd>
        <dt>Rückbuchungen</dt>
        <dd>{formatCount(variant.chargebacks)}</dd>
        <dt>Umsatz</dt>
        <dd>{formatCents(variant.revenueCents)}</dd>
        {counted && (
          <>
            <dt>Verkaufsrate (95-%-Intervall)</dt>
            <dd>{rateWords(variant.saleRate)}</dd>
          </>
        )}
      </Figures>
      {counted && own && variant.variant !== '' && <TestVerdict variant={variant} own={own} minVisits={minVisits} />}
    </Card>
  );
}

interface EditionFiguresProps {
  results: EditionResults;
  overview: SalesOverview;
  name: string;
  /** The edition's file name, when a test of it can be ended here (it exists, and the account may edit). */
  endable?: string;
}

function EditionFigures({ results, overview, name, endable }: EditionFiguresProps) {
  const ids = useId();
  return (
    <Edition aria-labelledby={`${ids}-seite`}>
      <h3 id={`${ids}-seite`}>{name}</h3>
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
            own={results.edition ? results.variants.find((copy) => copy.variant === '') : undefined}
            // Visits and clicks belong to pages: none to the sales of no page.
            counted={overview.visitsCounted && results.edition !== ''}
            minVisits={overview.minVisitsForVerdict}
          />
        ))}
      </Variants>
      {endable && results.variants.some((variant) => variant.variant !== '') && <EndTestDialog editionKey={endable} editionName={name} />}
      {overview.visitsCounted && results.edition && <DaysChart name={name} variants={results.variants} />}
    </Edition>
  );
}

/** The shown figures as a file the browser downloads (figuresCsv.ts: a German spreadsheet opens it right). */
function downloadCsv(editions: EditionResults[], nameOf: (edition: string) => string) {
  const file = new Blob([figuresCsv(editions, nameOf)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = 'verkaeufe.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

export interface SalesPanelProps {
  siteHost: SiteHost;
  /** The list of editions, for their names. */
  editions: StudioEditionSummary[];
  /** The account may edit (Redaktion): it may end a test from here. */
  mayEdit: boolean;
}

export function SalesPanel({ siteHost, editions, mayEdit }: SalesPanelProps) {
  const ids = useId();
  const [overview, setOverview] = useState<SalesOverview>();
  const [failure, setFailure] = useState<string>();
  const [choice, setChoice] = useState<DayRangeChoiceName>('all');
  const [chosen, setChosen] = useState<DayRange>({});
  useEffect(() => {
    answerOf(studio.sales.$get()).then(setOverview, (error: unknown) => setFailure(messageOf(error)));
  }, []);
  const nameOf = editionNamer(editions);
  const shown = overview ? figuresWithin(overview.editions, rangeOf(choice, todayInGermany(), chosen)) : [];

  return (
    <section id="verkaeufe" aria-labelledby={`${ids}-titel`}>
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
        {overview && overview.editions.length > 0 && <DayRangeChoice choice={choice} chosen={chosen} onChoice={setChoice} onChosen={setChosen} />}
        {overview && overview.editions.length > 0 && shown.length === 0 && <p>An den gewählten Tagen gab es weder Besuche noch Verkäufe.</p>}
        {overview &&
          shown.map((results) => (
            <EditionFigures
              key={results.edition}
              results={results}
              overview={overview}
              name={nameOf(results.edition)}
              endable={mayEdit ? editions.find((summary) => summary.slug === results.edition)?.key : undefined}
            />
          ))}
        {shown.length > 0 && (
          <p>
            <Button type="button" $variant="secondary" onClick={() => downloadCsv(shown, nameOf)}>
              Zahlen als CSV herunterladen
            </Button>
          </p>
        )}
      </Panel>
    </section>
  );
}
