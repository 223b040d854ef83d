import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import {
  EarnAndUseSteps,
  InfoSection,
  PointFacts,
  TiersSection,
} from '../../features/home/membership';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StandaloneTop } from '../../features/home/standalone-top';
import { StoreBadges } from '../../components/store-badges';
import * as containerCss from '../../components/container.css';
import * as containerSizeCss from '../../components/container-size.css';
import * as pageCss from '../../components/page.css';
import * as textCss from '../../components/text.css';
import * as landingCss from '../../features/home/landing.css';
import * as learnMoreCss from './learn-more.css';

/**
 * The membership explainer, without the site's shell (SPEC 2: no layout): campaigns and ads
 * land visitors here, so it stands on its own with a simple top and one call to join.
 */
export function Component() {
  const { brandName } = usePublicConfig();

  return (
    <div className={`${landingCss.root} ${landingCss.full}`}>
      <PageHead
        title="Tentang Membership"
        description={`Kenali membership ${brandName}: cara mengumpulkan dan memakai poin, tingkatan tier beserta keuntungannya, dan cara bergabung gratis.`}
      />
      <StandaloneTop action={<SignUpLink size="sm" />} />

      <div className={landingCss.hero}>
        <div
          className={`${containerCss.root} ${containerSizeCss.max4xl} ${landingCss.heroBody} ${landingCss.heroBodyCentred}`}
        >
          <div className={`${landingCss.heroStack} ${landingCss.heroStackCentred}`}>
            <h1 className={landingCss.heroTitle}>{`Kenali Membership ${brandName}`}</h1>
            <p className={landingCss.heroLead}>
              Satu akun untuk mengumpulkan poin di merchant partner, naik ke tier yang lebih tinggi,
              dan menukar poin dengan voucher serta tiket event. Gratis, tanpa iuran.
            </p>
            <SignUpLink label="Daftar Gratis" size="lg" className={landingCss.heroButton} />
          </div>
        </div>
      </div>

      <div className={containerCss.root}>
        <InfoSection id="learn-how" eyebrow="Cara kerja" title="Tiga langkah untuk mulai untung">
          <EarnAndUseSteps brandName={brandName} />
        </InfoSection>

        <TiersSection
          id="learn-tiers"
          title="Tingkatan member dan keuntungannya"
          termsLead="Baca juga"
        >
          Setiap member baru mulai dari Silver. Tier naik otomatis saat poin tier-mu mencapai
          batasnya: semua poin yang kamu peroleh dan belum kedaluwarsa ikut dihitung, termasuk yang
          sudah kamu tukar.
        </TiersSection>

        <InfoSection id="learn-points" eyebrow="Poin" title="Mengumpulkan dan memakai poin">
          <PointFacts />
        </InfoSection>

        <section aria-labelledby="learn-join" className={`${landingCss.join} ${learnMoreCss.join}`}>
          <div className={learnMoreCss.joinStack}>
            <h2 id="learn-join" className={pageCss.title}>
              Siap mulai kumpulkan poin?
            </h2>
            <p className={`${textCss.muted} ${learnMoreCss.joinText}`}>
              Daftar dengan e-mail atau nomor HP dalam satu menit, lalu unduh aplikasinya untuk
              kartu member digital di genggamanmu.
            </p>
            <SignUpLink label="Daftar Gratis" size="lg" />
            <StoreBadges />
          </div>
        </section>
      </div>
    </div>
  );
}
