import CheckCircle2 from 'lucide-react/icons/circle-check';
import KeyRound from 'lucide-react/icons/key-round';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import ListChecks from 'lucide-react/icons/list-checks';
import ReceiptEuro from 'lucide-react/icons/receipt-euro';
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteConfig } from '../content/pageData';
import { Container } from '#kit/ui/layout';
import { mailtoHref } from '#kit/ui/mailto';
import { EmailAddress } from '#kit/ui/EmailAddress';

const Page = styled.div`
  padding-block: clamp(3rem, 2rem + 4vw, 5.5rem);
  background: linear-gradient(180deg, ${({ theme }) => theme.color.sand} 0%, ${({ theme }) => theme.color.page} 60%);
`;

const Narrow = styled(Container)`
  max-width: 50rem;
`;

const Header = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.xl};
  > svg { color: ${({ theme }) => theme.color.sea}; margin: 0 auto ${({ theme }) => theme.space.md}; display: block; }
  h1 { font-size: ${({ theme }) => theme.size.h1}; }
  p { margin-top: ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.size.lead}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Block = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  > svg { color: ${({ theme }) => theme.color.sea}; margin-top: 0.2rem; }
  h2 { font-size: ${({ theme }) => theme.size.h3}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  ol { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.35rem; }
  a { font-weight: 700; word-break: break-word; }
`;

const Back = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space.lg};
  a { font-weight: 700; }
`;

function InfoBlock({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Block aria-labelledby={id}>
      {icon}
      <div>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </Block>
  );
}

/** After the purchase. Shows no buyer data from the URL: the platform's parameters cannot be verified here. */
export function ThankYouPage() {
  const site = useRouteLoaderData('root') as SiteConfig;
  const { thankYou, contact } = site;
  return (
    <Page>
      <Narrow>
        <Header>
          <CheckCircle2 size={56} aria-hidden="true" />
          <h1>{thankYou.title}</h1>
          <p>{thankYou.intro}</p>
        </Header>
        <InfoBlock id="danke-zugang" icon={<KeyRound size={28} aria-hidden="true" />} title={thankYou.access.title}>
          <p>{thankYou.access.text}</p>
        </InfoBlock>
        <InfoBlock id="danke-abrechnung" icon={<ReceiptEuro size={28} aria-hidden="true" />} title={thankYou.billing.title}>
          <p>{thankYou.billing.text}</p>
        </InfoBlock>
        <InfoBlock id="danke-schritte" icon={<ListChecks size={28} aria-hidden="true" />} title={thankYou.nextSteps.title}>
          <ol>
            {thankYou.nextSteps.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </InfoBlock>
        <InfoBlock id="danke-support" icon={<LifeBuoy size={28} aria-hidden="true" />} title={thankYou.support.title}>
          <p>{thankYou.support.text}</p>
          <p>
            <a href={mailtoHref(contact.supportEmail, contact.supportSubject)}>
              <EmailAddress address={contact.supportEmail} />
            </a>
          </p>
        </InfoBlock>
        <Back>
          <Link to="/">{thankYou.homeLinkLabel}</Link>
        </Back>
      </Narrow>
    </Page>
  );
}
