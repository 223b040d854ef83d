import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { usePublicConfig } from '../../config/public-config';
import { FOOTER_ID, paths } from '../../lib/paths';
import { StoreBadges } from '../top-bar/store-badges';

const FIRST_YEAR = 2018;

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className="mv-footer__section" aria-label={props.title}>
      <h2 className="mv-footer__heading">{props.title}</h2>
      <ul className="mv-footer__links">{props.children}</ul>
    </section>
  );
}

function InternalItem(props: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={props.to}>{props.children}</Link>
    </li>
  );
}

/** SPEC 2 footer: the help anchor (#footer), its five sections, social links, badges, ©. */
export function Footer() {
  const config = usePublicConfig();
  const year = new Date().getFullYear();

  return (
    <footer id={FOOTER_ID} className="mv-footer">
      <div className="mv-container">
        <div className="mv-footer__sections">
          <Section title={config.brandName}>
            <InternalItem to={paths.about()}>Tentang</InternalItem>
          </Section>
          <Section title="Bisnis">
            <InternalItem to={paths.business()}>Jadi Partner</InternalItem>
          </Section>
          <Section title="Jelajahi">
            <InternalItem to={paths.promos()}>Semua Voucher</InternalItem>
            <InternalItem to={paths.merchants()}>Brand Partner</InternalItem>
            <InternalItem to={paths.articles()}>Bacaan</InternalItem>
            <InternalItem to={paths.referral()}>Referral</InternalItem>
          </Section>
          <Section title="Bantuan">
            <li>
              <ExternalLink href={`${config.apiHostUrl}/pages/tnc`} className="mv-link--inherit">
                Syarat dan Ketentuan
              </ExternalLink>
            </li>
          </Section>
          <Section title="Layanan Pelanggan">
            <li>
              <ExternalLink
                href={`https://wa.me/${config.whatsappNumber}`}
                newTab
                className="mv-link--inherit"
              >
                Chat WhatsApp
              </ExternalLink>
            </li>
          </Section>
        </div>
        <div className="mv-footer__bottom">
          <ul aria-label="Media sosial" className="mv-footer__social">
            <li>
              <ExternalLink href={config.instagramUrl} newTab className="mv-link--inherit">
                Instagram
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.facebookUrl} newTab className="mv-link--inherit">
                Facebook
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.tiktokUrl} newTab className="mv-link--inherit">
                TikTok
              </ExternalLink>
            </li>
          </ul>
          <StoreBadges />
        </div>
        <p className="mv-footer__copyright" data-testid="copyright">
          © {FIRST_YEAR}–{year} {config.brandName}
        </p>
      </div>
    </footer>
  );
}
