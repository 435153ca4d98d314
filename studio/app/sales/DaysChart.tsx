import { useId } from 'react';
import styled from 'styled-components';
import { formatCents, formatCount, formatDateNumeric } from '#engine/format';
import type { VariantResults } from '#studio/shared/salesResults';
import { VisuallyHidden } from '../ui';
import { variantName } from './figureWords';

/**
 * The days of an edition's figures: visits per day, one line per variant, in plain SVG that scales to the panel's
 * width. The SVG names itself (title) and says what it shows (desc); the same figures, and clicks and sales besides,
 * are in a table below it for anyone who does not see the lines.
 */

/** Drawn for a phone's width; on a wider screen it grows to at most 32rem, so its labels stay the size of text. */
const WIDTH = 360;
const HEIGHT = 180;
const PAD = { left: 40, right: 8, top: 36, bottom: 26 };
/** One colour and one dash pattern per variant: told apart without colour too. */
const STROKES = [
  { color: '#0D4B50', dash: '' },
  { color: '#8E3525', dash: '8 5' },
  { color: '#5E3A6B', dash: '2 4' },
  { color: '#574005', dash: '12 4 2 4' },
];

const Figure = styled.figure`
  margin: 0;
  > svg { width: 100%; max-width: 32rem; height: auto; display: block; }
  figcaption { font-size: 0.9375rem; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.9375rem;
  li { display: flex; align-items: center; gap: 0.4rem; }
`;

const DayTable = styled.table`
  width: 100%;
  max-width: 40rem;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th, td { text-align: right; padding: 0.35rem 0.4rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th:first-child, td:first-child { text-align: left; }
`;

/** The days named under the chart: the first, the last, and the middle one when there are three or more. */
function dayLabels(days: string[]): Array<{ index: number; anchor: 'start' | 'middle' | 'end' }> {
  if (days.length === 1) return [{ index: 0, anchor: 'middle' }];
  const labels: Array<{ index: number; anchor: 'start' | 'middle' | 'end' }> = [{ index: 0, anchor: 'start' }];
  if (days.length >= 3) labels.push({ index: Math.floor((days.length - 1) / 2), anchor: 'middle' });
  labels.push({ index: days.length - 1, anchor: 'end' });
  return labels;
}

/** A single day: one bar per copy, in the copy's colour, with its visits written above it. */
function OneDayBars({ variants, y }: { variants: VariantResults[]; y: (visits: number) => number }) {
  const slot = (WIDTH - PAD.left - PAD.right) / variants.length;
  const barWidth = Math.min(48, slot * 0.6);
  return variants.map((variant, index) => {
    const visits = variant.days[0]?.visits ?? 0;
    const left = PAD.left + slot * index + (slot - barWidth) / 2;
    return (
      <g key={variant.variant}>
        <rect x={left} y={y(visits)} width={barWidth} height={y(0) - y(visits)} fill={STROKES[index % STROKES.length].color} />
        <text x={left + barWidth / 2} y={y(visits) - 4} textAnchor="middle">
          {formatCount(visits)}
        </text>
      </g>
    );
  });
}

export function DaysChart({ name, variants }: { name: string; variants: VariantResults[] }) {
  const ids = useId();
  const days = [...new Set(variants.flatMap((variant) => variant.days.map((day) => day.day)))].sort();
  if (days.length === 0) return null;
  const most = Math.max(1, ...variants.flatMap((variant) => variant.days.map((day) => day.visits)));
  const y = (visits: number) => HEIGHT - PAD.bottom - (visits * (HEIGHT - PAD.top - PAD.bottom)) / most;
  const visitsOn = (variant: VariantResults, day: string) => variant.days.find((figures) => figures.day === day)?.visits ?? 0;
  // One day has no line to draw: one bar per copy, so a single day reads as clearly as ninety.
  const x = (index: number) =>
    PAD.left + (days.length === 1 ? (WIDTH - PAD.left - PAD.right) / 2 : (index * (WIDTH - PAD.left - PAD.right)) / (days.length - 1));
  const first = formatDateNumeric(days[0]);
  const last = formatDateNumeric(days[days.length - 1]);
  const summary = variants.map((variant) => `${variantName(variant.variant)}: ${formatCount(variant.visits)} Besuche`).join('; ');

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${ids}-title ${ids}-desc`}>
        <title id={`${ids}-title`}>Besuche je Tag: {name}</title>
        <desc id={`${ids}-desc`}>
          {`${days.length === 1 ? `Am ${first}` : `Vom ${first} bis ${last}`}, höchstens ${formatCount(most)} an einem Tag. ${summary}. Die Zahlen stehen in der Tabelle darunter.`}
        </desc>
        <g fontSize="13" fill="#3A474C">
          <text x={PAD.left} y={13}>
            Besuche je Tag
          </text>
          {[0, most / 2, most].map((visits) => (
            <g key={visits}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(visits)} y2={y(visits)} stroke="#DCD3C4" strokeDasharray={visits ? '3 3' : ''} />
              <text x={PAD.left - 6} y={y(visits) + 5} textAnchor="end">
                {formatCount(Math.round(visits))}
              </text>
            </g>
          ))}
          {dayLabels(days).map(({ index, anchor }) => (
            <text key={index} x={x(index)} y={HEIGHT - 6} textAnchor={anchor}>
              {formatDateNumeric(days[index])}
            </text>
          ))}
          {days.length === 1 ? (
            <OneDayBars variants={variants} y={y} />
          ) : (
            variants.map((variant, index) => {
              const stroke = STROKES[index % STROKES.length];
              const points = days.map((day, dayIndex) => `${x(dayIndex)},${y(visitsOn(variant, day))}`).join(' ');
              return (
                <g key={variant.variant}>
                  <polyline points={points} fill="none" stroke={stroke.color} strokeWidth="2.5" strokeDasharray={stroke.dash} strokeLinejoin="round" />
                  {days.length <= 31 &&
                    days.map((day, dayIndex) => <circle key={day} cx={x(dayIndex)} cy={y(visitsOn(variant, day))} r="3" fill={stroke.color} />)}
                </g>
              );
            })
          )}
        </g>
      </svg>
      <Legend aria-hidden="true">
        {variants.map((variant, index) => {
          const stroke = STROKES[index % STROKES.length];
          return (
            <li key={variant.variant}>
              <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
                <line x1="0" x2="28" y1="5" y2="5" stroke={stroke.color} strokeWidth="3" strokeDasharray={stroke.dash} />
              </svg>
              {variantName(variant.variant)}
            </li>
          );
        })}
      </Legend>
      <details>
        <summary>Die Tage als Tabelle</summary>
        <DayTable>
          <caption>
            <VisuallyHidden>Besuche, Klicks zum Bestellformular, Verkäufe und Umsatz je Tag: {name}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Besuche</th>
              <th scope="col">Klicks</th>
              <th scope="col">Verkäufe</th>
              <th scope="col">Umsatz</th>
            </tr>
          </thead>
          {variants.map((variant) => (
            <tbody key={variant.variant}>
              {variants.length > 1 && (
                <tr>
                  <th scope="rowgroup" colSpan={5}>
                    {variantName(variant.variant)}
                  </th>
                </tr>
              )}
              {variant.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDateNumeric(day.day)}</th>
                  <td>{formatCount(day.visits)}</td>
                  <td>{formatCount(day.clicks)}</td>
                  <td>{formatCount(day.sales)}</td>
                  <td>{formatCents(day.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </DayTable>
      </details>
    </Figure>
  );
}
