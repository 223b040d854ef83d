import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { usePublicConfig } from '../../config/public-config';
import { FOOTER_ID, paths } from '../../lib/paths';
import { StoreBadges } from '../../components/store-badges';
import * as containerCss from '../../components/container.css';
import * as footerCss from './footer.css';

const FIRST_YEAR = 2018;

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className={footerCss.section} aria-label={props.title}>
      <h2 className={footerCss.heading}>{props.title}</h2>
      <ul className={footerCss.links}>{props.children}</ul>
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
    <footer id={FOOTER_ID} className={footerCss.root}>
      <div className={containerCss.root}>
        <div className={footerCss.sections}>
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
              <ExternalLink
                href={`${config.apiHostUrl}/pages/tnc`}
                className={footerCss.linkInherit}
              >
                Syarat dan Ketentuan
              </ExternalLink>
            </li>
          </Section>
          <Section title="Layanan Pelanggan">
            <li>
              <ExternalLink
                href={`https://wa.me/${config.whatsappNumber}`}
                newTab
                className={footerCss.linkInherit}
              >
                Chat WhatsApp
              </ExternalLink>
            </li>
          </Section>
        </div>
        <div className={footerCss.bottom}>
          <ul aria-label="Media sosial" className={footerCss.social}>
            <li>
              <ExternalLink href={config.instagramUrl} newTab className={footerCss.linkInherit}>
                Instagram
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.facebookUrl} newTab className={footerCss.linkInherit}>
                Facebook
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.tiktokUrl} newTab className={footerCss.linkInherit}>
                TikTok
              </ExternalLink>
            </li>
          </ul>
          <StoreBadges />
        </div>
        <p className={footerCss.copyright} data-testid="copyright">
          © {FIRST_YEAR}–{year} {config.brandName}
        </p>
      </div>
    </footer>
  );
}
