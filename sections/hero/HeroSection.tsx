import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Users from 'lucide-react/icons/users';
import styled, { css } from 'styled-components';
import { formatCount, formatDateShort, formatDateUnbroken, formatDateWithWeekday, formatEuro, formatRating } from '#engine/format';
import { savings } from '#kit/model/offer';
import type { SectionProps } from '#kit/model/types';
import type { HeroProps } from './schema';
import { CheckoutLink } from '#kit/ui/CheckoutLink';
import { NotSellingNoticeText, WayOnLink } from '#kit/ui/NotSellingNotice';
import { Container } from '#kit/ui/layout';
import { Stars } from '#kit/ui/Rating';
import { ResponsiveImage } from '#kit/ui/ResponsiveImage';

const Band = styled.section`
  background: linear-gradient(180deg, ${({ theme }) => theme.color.sand} 0%, ${({ theme }) => theme.color.page} 100%);
  padding-block: clamp(2.5rem, 2rem + 3vw, 5rem) clamp(3rem, 2rem + 4vw, 6rem);
`;

const Layout = styled.div`
  display: grid;
  gap: clamp(2rem, 1rem + 3vw, 4rem);
  align-items: start;
  > * { min-width: 0; }
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: 1.05fr 0.95fr;
    /* Beside a tall text column (the winter banner) the cover sits in the middle, not above a gap. */
    align-items: center;
  }
`;

const Pill = styled.p`
  display: inline-block;
  padding: 0.3rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sea};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
  font-size: ${({ theme }) => theme.size.small};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.size.h1};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.size.lead};
  color: ${({ theme }) => theme.color.inkMuted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  li { display: flex; gap: 0.75rem; align-items: flex-start; }
  li > span { min-width: 0; }
  li > svg { color: ${({ theme }) => theme.color.sea}; flex-shrink: 0; margin-top: 0.2rem; }
  strong { font-weight: 700; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > a { flex: 1 1 16rem; }
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) { > a { flex: 0 1 auto; } }
`;

/** A closed edition's notice in place of the buttons: the banner's box in the site's calm colour. */
const closedBanner = css`
  margin-top: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border-left-color: ${({ theme }) => theme.color.sea};
  strong { color: ${({ theme }) => theme.color.ink}; font-size: ${({ theme }) => theme.size.lead}; line-height: 1.35; }
  p + p { color: ${({ theme }) => theme.color.inkMuted}; }
  > a { margin-top: ${({ theme }) => theme.space.xs}; }
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) { > a { justify-self: start; } }
`;

// The closed variant is appended last, so the banner's own class stays what it was.
const Banner = styled.p<{ $closed?: boolean }>`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 5px solid ${({ theme }) => theme.color.cta};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  strong { color: ${({ theme }) => theme.color.cta}; }
${({ $closed }) => $closed && closedBanner}`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

const CoverBadges = styled.ul`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: 0.35rem 0.9rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
    font-size: ${({ theme }) => theme.size.small};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  li:first-child { background: ${({ theme }) => theme.color.cta}; color: ${({ theme }) => theme.color.ctaText}; }
`;

export function HeroSection({ section, context }: SectionProps<HeroProps>) {
  const { site, edition } = context;
  const { sales } = edition;
  const { offer } = sales;
  const { claims } = site;
  // Badges and banner are the edition's sales copy: written for the early-bird, they go when it is over.
  const coverBadges = [...(sales.campaignCopy ? section.badges : []), `Start: ${formatDateShort(edition.startDate)}`];
  const earlyBirdUntil = offer.mode === 'early-bird' ? offer.earlyBirdUntil : undefined;

  return (
    <Band data-section="hero" aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <Pill>{section.badge}</Pill>
            <Title id="hero-title">{section.title}</Title>
            {/* Outside the sale window the notice below is the hero's message: the subtitle (often an offer) gives way. */}
            {!sales.notSelling && <Subtitle>{section.subtitle}</Subtitle>}
            <Facts>
              <li>
                <CalendarDays size={24} aria-hidden="true" />
                <span>
                  Start: <strong>{formatDateWithWeekday(edition.startDate)}</strong>
                </span>
              </li>
              <li>
                <Clock size={24} aria-hidden="true" />
                <span>{section.scheduleText}</span>
              </li>
              {section.showRating && (
                <li>
                  <Stars rating={claims.rating} scale={claims.ratingScale} />
                  <span>
                    <strong>
                      {formatRating(claims.rating)}/{claims.ratingScale}
                    </strong>{' '}
                    bei {claims.ratingSource}
                  </span>
                </li>
              )}
              <li>
                <Users size={24} aria-hidden="true" />
                <span>Über {formatCount(claims.participants)} Teilnehmende</span>
              </li>
            </Facts>
            {sales.notSelling ? (
              <Banner as="div" $closed>
                <NotSellingNoticeText notice={sales.notSelling} />
                <WayOnLink notice={sales.notSelling} />
              </Banner>
            ) : (
              <>
                <Actions>
                  <CheckoutLink context={context}>{sales.checkoutCtaLabel}</CheckoutLink>
                  <CheckoutLink context={context} variant="secondary" accessibleName={section.secondaryCtaAccessibleName}>
                    {section.secondaryCtaLabel}
                  </CheckoutLink>
                </Actions>
                {section.banner && sales.campaignCopy && (
                  <Banner>
                    <strong>{section.banner.title}</strong> {section.banner.text}
                    {offer.mode === 'early-bird' && (
                      <>
                        {' '}
                        {earlyBirdUntil ? `Nur bis ${formatDateUnbroken(earlyBirdUntil)}: ` : 'Nur '}
                        {formatEuro(offer.price)} statt {formatEuro(offer.regularPrice)} – du sparst {formatEuro(savings(offer))}.
                      </>
                    )}
                  </Banner>
                )}
              </>
            )}
          </div>
          <Figure>
            <ResponsiveImage image={section.cover} sizes="(min-width: 64rem) 34rem, 100vw" priority />
            <CoverBadges aria-label="Hinweise zur Edition">
              {coverBadges.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </CoverBadges>
          </Figure>
        </Layout>
      </Container>
    </Band>
  );
}
