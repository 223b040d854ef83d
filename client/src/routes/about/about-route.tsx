import { Link } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import {
  EarnAndUseSteps,
  InfoSection,
  PointFacts,
  TiersSection,
} from '../../features/home/membership';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StoreBadges } from '../../components/store-badges';
import { paths } from '../../lib/paths';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as textCss from '../../components/text.css';
import * as landingCss from '../../features/home/landing.css';
import * as membershipCss from '../../features/home/membership.css';
import * as aboutCss from './about.css';

/** The programme in a page of the site: the pitch, how it works, points, tiers, joining. */
export function Component() {
  const { brandName } = usePublicConfig();

  return (
    <>
      <PageHead
        title="Tentang Kami"
        description={`${brandName} adalah program loyalitas: kumpulkan poin di merchant partner, naikkan tier, dan tukarkan poin dengan voucher serta tiket event.`}
      />
      <div className={landingCss.hero}>
        <div className={`${containerCss.root} ${landingCss.heroBody}`}>
          <div className={`${landingCss.heroStack} ${landingCss.heroStackNarrow}`}>
            <h1 className={aboutCss.heroTitle}>Tentang Kami</h1>
            <p className={aboutCss.heroClaim}>Belanja seperti biasa, hadiahnya luar biasa</p>
            <p className={landingCss.heroLead}>
              {brandName} adalah program loyalitas yang menghubungkanmu dengan beragam merchant
              partner. Setiap transaksi memberimu poin, dan poin itu bisa kamu tukar dengan voucher
              belanja, promo kuliner, sampai tiket event seru.
            </p>
            <div className={aboutCss.heroActions}>
              <SignUpLink size="lg" className={landingCss.heroButton} />
              <Link to={paths.promos()} className={aboutCss.heroLink}>
                Lihat promo
              </Link>
            </div>
          </div>
        </div>
      </div>

      <div className={containerCss.root}>
        <InfoSection id="about-how" eyebrow="Cara kerja" title="Dapat poin, tukar hadiah">
          <EarnAndUseSteps brandName={brandName} />
        </InfoSection>

        <InfoSection id="about-points" eyebrow="Poin" title="Cara kerja poin">
          <PointFacts />
        </InfoSection>

        <TiersSection
          id="about-tiers"
          title="Makin aktif, makin untung"
          termsLead="Ketentuan lengkap ada di"
        >
          Tier-mu ditentukan oleh poin tier: semua poin yang kamu peroleh dan belum kedaluwarsa.
          Tier naik otomatis begitu poin tier-mu mencapai batasnya.
        </TiersSection>

        <section aria-labelledby="about-join" className={membershipCss.infoSection}>
          <div className={`${landingCss.join} ${aboutCss.join}`}>
            <div className={aboutCss.joinHalf}>
              <h2 id="about-join" className={pageCss.title}>
                Gabung gratis sekarang
              </h2>
              <p className={textCss.muted}>
                Daftar cukup dengan e-mail atau nomor HP. Poin pertamamu menunggu di transaksi
                berikutnya.
              </p>
              <div>
                <SignUpLink size="lg" />
              </div>
            </div>
            <div className={aboutCss.joinHalf}>
              <h3 className={aboutCss.joinAppTitle}>Lebih praktis di aplikasi</h3>
              <p className={textCss.muted}>
                Simpan kartu member digital, cek poin, dan tunjukkan voucher langsung dari HP-mu.
              </p>
              <StoreBadges />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
