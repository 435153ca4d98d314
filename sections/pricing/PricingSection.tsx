import Check from 'lucide-react/icons/check';
import CreditCard from 'lucide-react/icons/credit-card';
import Lock from 'lucide-react/icons/lock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import styled, { css } from 'styled-components';
import { formatDateUnbroken, formatEuro } from '#engine/format';
import { bonusValue, savings, totalValue } from '#kit/model/offer';
import type { SectionHeading } from '#engine/schemaParts';
import type { SectionProps } from '#kit/model/types';
import type { PricingProps } from './schema';
import { CheckoutLink } from '#kit/ui/CheckoutLink';
import { NotSellingNoticeText, WayOnLink } from '#kit/ui/NotSellingNotice';
import { SectionHeader, SectionShell } from '#kit/ui/layout';
import { VisuallyHidden } from '#kit/ui/VisuallyHidden';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) { grid-template-columns: 1.1fr 0.9fr; }
`;

/** A closed edition's card: its name, the notice and the way to the current edition, nothing to pay. */
const closedCard = css`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  strong { color: ${({ theme }) => theme.color.ink}; font-size: ${({ theme }) => theme.size.lead}; line-height: 1.35; }
  p + p { color: ${({ theme }) => theme.color.inkMuted}; }
  > a { margin-top: ${({ theme }) => theme.space.md}; width: 100%; }
`;

// The closed variant is appended last, so the card's own class stays what it was.
const PriceCard = styled.div<{ $closed?: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: clamp(1.5rem, 1rem + 2vw, 2.75rem);
  box-shadow: ${({ theme }) => theme.shadow.raised};
${({ $closed }) => $closed && closedCard}`;

const PriceLabel = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.sea};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  font-size: ${({ theme }) => theme.size.small};
`;

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.9rem;
  margin: 0.25rem 0;

  strong { font-family: ${({ theme }) => theme.font.heading}; font-size: clamp(2.75rem, 2rem + 3vw, 3.75rem); line-height: 1.1; }
  del { color: ${({ theme }) => theme.color.inkMuted}; font-size: 1.375rem; }
`;

const Savings = styled.p`
  display: inline-block;
  padding: 0.25rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.accent.rose.background};
  color: ${({ theme }) => theme.accent.rose.foreground};
  font-weight: 700;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.size.small};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Features = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.lg} 0;
  display: grid;
  gap: 0.6rem;
  li { display: flex; gap: 0.6rem; }
  svg { flex-shrink: 0; margin-top: 0.3rem; color: ${({ theme }) => theme.color.sea}; }
`;

const Cta = styled.div`
  display: grid;
  > a { width: 100%; }
`;

const Trust = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0 0;
  display: grid;
  gap: 0.4rem;
  font-size: ${({ theme }) => theme.size.small};
  color: ${({ theme }) => theme.color.inkMuted};
  li { display: flex; gap: 0.5rem; align-items: center; }
  svg { color: ${({ theme }) => theme.color.sea}; flex-shrink: 0; }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: clamp(1.25rem, 1rem + 1.5vw, 2rem);
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.25);

  h3 { font-size: ${({ theme }) => theme.size.h3}; margin-bottom: ${({ theme }) => theme.space.sm}; display: flex; gap: 0.6rem; align-items: center; }
  p { color: ${({ theme }) => theme.color.onDarkMuted}; }
`;

const Breakdown = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.4rem 1rem;
  dt { color: ${({ theme }) => theme.color.onDarkMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; }
  .total { border-top: 1px solid rgba(255, 255, 255, 0.35); padding-top: 0.5rem; color: ${({ theme }) => theme.color.onDark}; font-weight: 700; }
`;

/** Each term with its amount, „Dein Preis“ too: HTML lets a list hold groups in divs or bare pairs, not both. */
const BreakdownRow = styled.div`
  display: contents;
`;

/**
 * The heading while the edition does not sell. The configured one („Deine Investition – Ein Preis, alles
 * inklusive – Du zahlst einmal …“) speaks of a price the card then does not show.
 */
const NOT_SELLING_HEADINGS: Record<'upcoming' | 'closed', SectionHeading> = {
  upcoming: { eyebrow: 'Anmeldung', title: 'Die Anmeldung ist noch nicht geöffnet' },
  closed: { eyebrow: 'Anmeldung', title: 'Die Anmeldung ist geschlossen' },
};

export function PricingSection({ section, context }: SectionProps<PricingProps>) {
  const { edition } = context;
  const { valueBreakdown, sales } = edition;
  const { offer, notSelling } = sales;
  const bonus = bonusValue(valueBreakdown);
  const features = bonus > 0 ? [...section.features, `${section.bonusFeatureLabel} im Wert von ${formatEuro(bonus)}`] : section.features;
  const earlyBirdUntil = offer.mode === 'early-bird' ? offer.earlyBirdUntil : undefined;

  return (
    <SectionShell type="pricing" tone="sea" labelledBy="pricing-title">
      <SectionHeader id="pricing-title" heading={notSelling ? NOT_SELLING_HEADINGS[sales.state === 'upcoming' ? 'upcoming' : 'closed'] : section.heading} />
      <Layout>
        {notSelling ? (
          // An edition that does not sell (not yet or no more) names no price to pay and no checkout, only where to go instead.
          <PriceCard $closed>
            <PriceLabel>{edition.name}</PriceLabel>
            <NotSellingNoticeText notice={notSelling} />
            <WayOnLink notice={notSelling} />
          </PriceCard>
        ) : (
          <PriceCard>
            <PriceLabel>{offer.priceLabel}</PriceLabel>
            <PriceLine>
              <strong>{formatEuro(offer.price)}</strong>
              {offer.mode === 'early-bird' && (
                <del>
                  <VisuallyHidden>regulär </VisuallyHidden>statt {formatEuro(offer.regularPrice)}
                </del>
              )}
            </PriceLine>
            {offer.mode === 'early-bird' && <Savings>Du sparst {formatEuro(savings(offer))}</Savings>}
            <Note>
              {section.vatNote} · {edition.name}
              {offer.mode === 'early-bird' && <> · {offer.availabilityNote}</>}
              {offer.mode === 'early-bird' && earlyBirdUntil && <> · Frühbucherpreis bis {formatDateUnbroken(earlyBirdUntil)}</>}
            </Note>
            <Features aria-label="Im Preis enthalten">
              {features.map((feature) => (
                <li key={feature}>
                  <Check size={20} aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </Features>
            <Cta>
              <CheckoutLink context={context}>{sales.checkoutCtaLabel}</CheckoutLink>
            </Cta>
            <Trust>
              <li>
                <CreditCard size={20} aria-hidden="true" />
                {section.trustPoints.payment}
              </li>
              <li>
                <Lock size={20} aria-hidden="true" />
                {section.trustPoints.ssl}
              </li>
              <li>
                <Zap size={20} aria-hidden="true" />
                {section.trustPoints.access}
              </li>
            </Trust>
          </PriceCard>
        )}
        <Side>
          <Panel>
            <h3>Gesamtwert: {formatEuro(totalValue(valueBreakdown))}</h3>
            <Breakdown>
              {valueBreakdown.map((item) => (
                <BreakdownRow key={item.id}>
                  <dt>{item.label}</dt>
                  <dd>{formatEuro(item.amount)}</dd>
                </BreakdownRow>
              ))}
              {!notSelling && (
                <BreakdownRow>
                  <dt className="total">Dein Preis</dt>
                  <dd className="total">{formatEuro(offer.price)}</dd>
                </BreakdownRow>
              )}
            </Breakdown>
          </Panel>
          <Panel>
            <h3>
              <ShieldCheck size={26} aria-hidden="true" />
              {section.guarantee.title}
            </h3>
            <p>{section.guarantee.text}</p>
          </Panel>
        </Side>
      </Layout>
    </SectionShell>
  );
}
