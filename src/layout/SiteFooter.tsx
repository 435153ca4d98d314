import styled from 'styled-components';
import type { SiteConfig } from '../content/pageData';
import { Container } from '#kit/ui/layout';
import { mailtoHref } from '#kit/ui/mailto';
import { SocialIcon } from './SocialIcon';
import { PAGE_FOOTER_ID } from './landmarkIds';

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.seaDark};
  color: ${({ theme }) => theme.color.onDarkMuted};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.size.small};

  a { color: ${({ theme }) => theme.color.onDark}; }
  h2 { font-family: ${({ theme }) => theme.font.body}; font-size: 1rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.color.onDark}; margin-bottom: 0.75rem; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
`;

const Brand = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.25rem;
  color: ${({ theme }) => theme.color.onDark};
  margin-bottom: 0.5rem;
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  a { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; }
`;

const Social = styled(LinkList)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    justify-content: center;
    width: 2.75rem;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.1);
  }
`;

const Fineprint = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  display: grid;
  gap: 0.5rem;
`;

const Disclaimer = styled.p`
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
`;

/** The footer of every page: social links, legal links, contact, copyright, reseller note, disclaimer. */
export function SiteFooter({ site }: { site: SiteConfig }) {
  const { footer, legal, contact } = site;
  return (
    <Foot id={PAGE_FOOTER_ID} data-section="footer">
      <Container>
        <Columns>
          <div>
            <Brand>{site.brand}</Brand>
            <p>{footer.tagline}</p>
          </div>
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{footer.socialHeading}</h2>
            <Social>
              {site.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (öffnet in neuem Tab)`}>
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </Social>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">{footer.legalHeading}</h2>
            <LinkList>
              <li>
                <a href={legal.imprintUrl}>{footer.imprintLabel}</a>
              </li>
              <li>
                <a href={legal.privacyUrl}>{footer.privacyLabel}</a>
              </li>
            </LinkList>
          </nav>
          <nav aria-labelledby="footer-contact">
            <h2 id="footer-contact">{footer.contactHeading}</h2>
            <LinkList>
              <li>
                <a href={mailtoHref(contact.email, contact.contactSubject)}>
                  {footer.contactLabel}: {contact.email}
                </a>
              </li>
              <li>
                <a href={mailtoHref(contact.supportEmail, contact.supportSubject)}>
                  {footer.supportLabel}: {contact.supportEmail}
                </a>
              </li>
            </LinkList>
          </nav>
        </Columns>
        <Fineprint>
          <p>
            © {site.copyrightYear} {legal.copyrightHolder}
          </p>
          <p>{legal.resellerNote}</p>
          <Disclaimer data-disclaimer="">{legal.disclaimer}</Disclaimer>
        </Fineprint>
      </Container>
    </Foot>
  );
}
