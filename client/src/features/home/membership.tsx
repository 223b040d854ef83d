import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/external-link';
import { usePublicConfig } from '../../config/public-config';
import { formatPoints } from '../../lib/format';
import { CheckCircleIcon } from './home-icons';
import { MembershipTiersQuery, membershipTiersOptions } from './membership-query';
import * as pageCss from '../../components/page.css';
import * as membershipCss from './membership.css';

interface Tier {
  code: string;
  name: string;
  minPoint: number;
  benefits: ReadonlyArray<string>;
}

/** A tier's colours: its card's head and its name (grey for Silver and any unknown tier). */
const TIER_CLASSES: Record<string, { head?: string; name: string }> = {
  SILVER: { name: membershipCss.tierNameSilver },
  GOLD: { head: membershipCss.tierHeadGold, name: membershipCss.tierNameGold },
  PLATINUM: { head: membershipCss.tierHeadPlatinum, name: membershipCss.tierNamePlatinum },
};

function TierCard({ tier }: { tier: Tier }) {
  const colours = TIER_CLASSES[tier.code];
  return (
    <li className={membershipCss.tier} data-testid="tier-card">
      <div
        className={
          colours?.head ? `${membershipCss.tierHead} ${colours.head}` : membershipCss.tierHead
        }
      >
        <h3
          className={colours ? `${membershipCss.tierName} ${colours.name}` : membershipCss.tierName}
        >
          {tier.name}
        </h3>
        <p className={membershipCss.tierThreshold}>
          {tier.minPoint > 0
            ? `Mulai ${formatPoints(tier.minPoint)} tier`
            : 'Tier awal setiap member baru'}
        </p>
      </div>
      {tier.benefits.length > 0 ? (
        <ul className={membershipCss.tierBenefits}>
          {tier.benefits.map((benefit) => (
            <li key={benefit} className={membershipCss.tierBenefit}>
              <CheckCircleIcon className={membershipCss.tierBenefitIcon} />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The tiers side by side with their thresholds and benefits, from `membershipTiers`; when that
 * answer is missing, a description in words (the pages never go blank for it).
 */
function TierList(props: { tiers: ReadonlyArray<Tier> | undefined }) {
  if (!props.tiers || props.tiers.length === 0) {
    return (
      <p className={membershipCss.infoSectionLead}>
        Ada tiga tingkatan member: Silver untuk setiap member baru, lalu Gold dan Platinum. Tier
        naik otomatis saat poin tier-mu bertambah, dan makin tinggi tier-mu makin banyak keuntungan
        yang bisa kamu nikmati.
      </p>
    );
  }
  return (
    <ul className={`${membershipCss.panels} ${membershipCss.panelsThree}`}>
      {props.tiers.map((tier) => (
        <TierCard key={tier.code} tier={tier} />
      ))}
    </ul>
  );
}

/** A numbered step of "how it works": number beside the text on phones, above it from `md`. */
function Step(props: { number: number; title: string; children: ReactNode }) {
  return (
    <li className={membershipCss.step}>
      <div className={membershipCss.stepNumber} aria-hidden="true">
        {props.number}
      </div>
      <div>
        <h3 className={membershipCss.stepTitle}>{props.title}</h3>
        <p className={membershipCss.infoSectionText}>{props.children}</p>
      </div>
    </li>
  );
}

/** Earn at partners, collect, spend: the programme in three steps. */
export function EarnAndUseSteps(props: { brandName: string }) {
  return (
    <ol className={`${membershipCss.panels} ${membershipCss.panelsThree}`}>
      <Step number={1} title="Belanja di merchant partner">
        Tunjukkan Value ID atau kartu member {props.brandName} saat bertransaksi di toko, restoran,
        dan layanan partner kami.
      </Step>
      <Step number={2} title="Kumpulkan poin">
        Poin masuk otomatis ke akunmu setelah transaksi. Cek saldo dan riwayatnya kapan saja di menu
        Poin Saya.
      </Step>
      <Step number={3} title="Tukar dengan hadiah">
        Pakai poin untuk voucher belanja, promo kuliner, dan tiket event. Banyak juga yang gratis!
      </Step>
    </ol>
  );
}

/** The rules members ask about most: how points are earned, how long they last, tier points. */
export function PointFacts() {
  const facts = [
    {
      title: 'Dapat poin di setiap transaksi',
      text: 'Besarnya poin tergantung merchant dan nilai belanjamu. Promo tertentu memberi bonus poin.',
    },
    {
      title: 'Berlaku sampai 12 bulan',
      text: 'Poin berlaku sampai akhir bulan ke-12 setelah bulan kamu mendapatkannya. Poin yang hampir hangus selalu terpakai lebih dulu.',
    },
    {
      title: 'Poin tier menentukan tingkatanmu',
      text: 'Semua poin yang kamu peroleh dan belum kedaluwarsa dihitung sebagai poin tier, termasuk yang sudah ditukar.',
    },
    {
      title: 'Tukar tanpa ribet',
      text: 'Pilih voucher, klaim dengan poin, lalu tunjukkan kode atau QR-nya di merchant. Selesai!',
    },
  ];
  return (
    <ul className={membershipCss.panels}>
      {facts.map((fact) => (
        <li key={fact.title} className={membershipCss.fact}>
          <CheckCircleIcon className={membershipCss.factIcon} />
          <div>
            <p className={membershipCss.factTitle}>{fact.title}</p>
            <p className={membershipCss.infoSectionText}>{fact.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A titled block of the information pages (about, learn-more, gramedia-troops). */
export function InfoSection(props: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={membershipCss.infoSection}>
      <span className={membershipCss.eyebrow}>{props.eyebrow}</span>
      <h2 id={props.id} className={`${pageCss.title} ${membershipCss.infoSectionTitle}`}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The line under a tier list that leads to the tiers' terms (on the sign-on host). */
function TierTermsNote(props: { lead: string }) {
  const { ssoUrl } = usePublicConfig();
  return (
    <p className={membershipCss.infoSectionNote}>
      {props.lead}{' '}
      <ExternalLink href={`${ssoUrl}/tnc_tiers`} newTab className={membershipCss.infoSectionLink}>
        syarat dan ketentuan tier
      </ExternalLink>
      .
    </p>
  );
}

/**
 * The tiers' section of the information pages: its lead (the children), the tiers (the page's
 * loader fetched `MembershipTiersQuery`) and the line to their terms.
 */
export function TiersSection(props: {
  id: string;
  title: string;
  termsLead: string;
  children: ReactNode;
}) {
  const tiers = useQuery(MembershipTiersQuery, membershipTiersOptions).data?.membershipTiers;
  return (
    <InfoSection id={props.id} eyebrow="Tier member" title={props.title}>
      <p className={`${membershipCss.infoSectionLead} ${membershipCss.infoSectionLeadSpaced}`}>
        {props.children}
      </p>
      <TierList tiers={tiers} />
      <TierTermsNote lead={props.termsLead} />
    </InfoSection>
  );
}
