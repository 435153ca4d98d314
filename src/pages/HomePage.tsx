import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount, formatDateLong, formatEuro, formatRating } from '#engine/format';
import { featuredEditionCta, featuredEditionHeading } from '../content/homeEditionBox';
import type { HomeData, SiteConfig } from '../content/pageData';
import { buttonStyle } from '#kit/ui/CheckoutLink';
import { NotSellingNoticeText } from '#kit/ui/NotSellingNotice';
import { IconCardItem } from '#kit/ui/IconCardItem';
import { CardGrid, Container, Eyebrow } from '#kit/ui/layout';
import { Stars } from '#kit/ui/Rating';
import { ResponsiveImage } from '#kit/ui/ResponsiveImage';

const Hero = styled.section`
  background: linear-gradient(180deg, ${({ theme }) => theme.color.sand} 0%, ${({ theme }) => theme.color.page} 100%);
  padding-block: clamp(3rem, 2rem + 4vw, 6rem);
  h1 { font-size: ${({ theme }) => theme.size.h1}; max-width: 20ch; }
`;

const IntroColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  > * { min-width: 0; }
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) { grid-template-columns: 1.2fr 0.8fr; }
  img { width: 100%; border-radius: ${({ theme }) => theme.radius.lg}; box-shadow: ${({ theme }) => theme.shadow.raised}; }
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.size.lead};
  color: ${({ theme }) => theme.color.inkMuted};
  max-width: ${({ theme }) => theme.width.text};
`;

const Proof = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const Facts = styled.section`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.section};
  h2 { font-size: ${({ theme }) => theme.size.h2}; margin-bottom: ${({ theme }) => theme.space.lg}; }
`;

const EditionCard = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.seaDark};
  color: ${({ theme }) => theme.color.onDark};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) { grid-template-columns: 1fr auto; align-items: center; }

  h2 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.size.h2}; margin: 0.25rem 0 0.5rem; }
  p { color: ${({ theme }) => theme.color.onDarkMuted}; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
  strong { color: ${({ theme }) => theme.color.onDark}; }
`;

const EditionLink = styled(Link)<{ $variant: 'light' }>`
  ${buttonStyle}
`;

/** The programme overview, leading to the edition the calendar features on the build day. */
export function HomePage() {
  const site = useRouteLoaderData('root') as SiteConfig;
  const { featured } = useLoaderData() as HomeData;
  const { home, claims } = site;
  return (
    <>
      <Hero aria-labelledby="home-title">
        <Container>
          <IntroColumns>
            <div>
              <Eyebrow>{home.eyebrow}</Eyebrow>
              <h1 id="home-title">{home.title}</h1>
              <Intro>{home.intro}</Intro>
              <Proof>
                <Stars rating={claims.rating} scale={claims.ratingScale} />
                <span>
                  <strong>
                    {formatRating(claims.rating)}/{claims.ratingScale}
                  </strong>{' '}
                  bei {claims.ratingSource} · über {formatCount(claims.participants)} Teilnehmende
                </span>
              </Proof>
            </div>
            <ResponsiveImage image={featured.cover} sizes="(min-width: 64rem) 28rem, 100vw" priority />
          </IntroColumns>
          <EditionCard>
            <div>
              <Eyebrow as="p" data-tone="dark">
                {featuredEditionHeading(home, featured.state)}
              </Eyebrow>
              <h2>{featured.name}</h2>
              {featured.notSelling ? (
                // Nothing sells on the build day: no price, only when sales open or that the next edition is coming.
                <div data-closed-notice="">
                  <NotSellingNoticeText notice={featured.notSelling} />
                </div>
              ) : (
                <p>
                  <CalendarDays size={20} aria-hidden="true" />
                  Start am {formatDateLong(featured.startDate)} · <strong>{formatEuro(featured.offer.price)}</strong>
                  {featured.offer.mode === 'early-bird' && <> statt {formatEuro(featured.offer.regularPrice)}</>}
                </p>
              )}
            </div>
            {/* Its page, also while its sales have not opened; never a closed edition's. */}
            {featured.state !== 'closed' && (
              <EditionLink to={`/${featured.slug}`} $variant="light">
                {featuredEditionCta(home, featured.state)}
                <ArrowRight size={20} aria-hidden="true" />
              </EditionLink>
            )}
          </EditionCard>
        </Container>
      </Hero>
      <Facts aria-labelledby="home-facts-title">
        <Container>
          <h2 id="home-facts-title">{home.factsHeading}</h2>
          <CardGrid $min="15rem">
            {home.facts.map((fact) => (
              <IconCardItem key={fact.id} icon={fact.icon} accent="sea" title={fact.title} text={fact.text} />
            ))}
          </CardGrid>
        </Container>
      </Facts>
    </>
  );
}
