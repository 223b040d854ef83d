import { Accordion, Span } from '@chakra-ui/react';
import { ExternalLink } from '../../components/external-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { CheckCircleIcon } from '../../features/home/home-icons';
import { InfoSection } from '../../features/home/membership';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StandaloneTop } from '../../features/home/standalone-top';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as landingCss from '../../features/home/landing.css';
import * as membershipCss from '../../features/home/membership.css';
import * as troopsCss from './gramedia-troops.css';

const BENEFITS = [
  {
    title: 'Poin untuk setiap kegiatan',
    text: 'Ikut kegiatan komunitas, mengulas buku, atau membantu acara literasi, dan dapatkan poin tambahan.',
  },
  {
    title: 'Undangan lebih dulu',
    text: 'Kursi untuk peluncuran buku, temu penulis, dan kelas menulis dibuka lebih dulu untuk Troops.',
  },
  {
    title: 'Voucher khusus Troops',
    text: 'Voucher buku dan alat tulis yang hanya bisa ditukar oleh anggota Troops.',
  },
  {
    title: 'Teman dan pengalaman baru',
    text: 'Bertemu sesama pencinta buku dan ikut pelatihan menulis serta berbicara di depan umum.',
  },
];

const FAQ = [
  {
    question: 'Siapa saja yang bisa bergabung?',
    answer:
      'Semua member berusia 17 tahun ke atas yang senang membaca, menulis, atau aktif di komunitas. Tidak perlu pengalaman khusus.',
  },
  {
    question: 'Apakah ada biayanya?',
    answer: 'Tidak ada. Bergabung dan ikut kegiatan Gramedia Troops sepenuhnya gratis.',
  },
  {
    question: 'Berapa banyak waktu yang dibutuhkan?',
    answer:
      'Fleksibel. Kamu bebas memilih kegiatan yang cocok dengan jadwalmu, baik di toko maupun secara online.',
  },
  {
    question: 'Kapan poin kegiatan masuk ke akunku?',
    answer:
      'Poin masuk ke akun member-mu setelah panitia mengonfirmasi kehadiranmu. Cek riwayatnya di menu Poin Saya.',
  },
  {
    question: 'Apakah harus tinggal di kota tertentu?',
    answer:
      'Tidak. Troops ada di banyak kota, dan sebagian kegiatan berlangsung online sehingga bisa diikuti dari mana saja.',
  },
];

/**
 * SPEC 2: the community programme page, in the footer-only layout (its own top and hero). Plain
 * markup but for the FAQ, Chakra's Accordion (its triggers' keys and states): the route keeps
 * Chakra's runtime for it.
 */
export function Component() {
  const { brandName, whatsappNumber } = usePublicConfig();
  const joinHref = `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(
    `Halo ${brandName}, saya ingin bergabung dengan Gramedia Troops.`,
  )}`;

  return (
    <div className={landingCss.root}>
      <PageHead
        title="Gramedia Troops"
        description={`Gramedia Troops: komunitas member ${brandName} yang gemar membaca dan menggerakkan literasi. Ikut kegiatan seru, kumpulkan poin, dan dapatkan voucher khusus.`}
      />
      <StandaloneTop />
      <div className={`${landingCss.hero} ${landingCss.heroTroops}`}>
        <div className={`${containerCss.root} ${landingCss.heroBody}`}>
          <div className={`${landingCss.heroStack} ${landingCss.heroStackNarrow}`}>
            <p className={landingCss.heroKicker}>Program komunitas {brandName}</p>
            <h1 className={landingCss.heroTitle}>Gramedia Troops</h1>
            <p className={landingCss.heroLead}>
              Komunitas para pencinta buku yang ingin membaca lebih banyak, berbagi cerita, dan
              menularkan semangat literasi, sambil mengumpulkan poin di setiap langkahnya.
            </p>
            <div>
              <ExternalLink
                href={joinHref}
                newTab
                className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.solid} ${buttonCss.pill} ${landingCss.heroButton}`}
              >
                Gabung Sekarang
              </ExternalLink>
            </div>
          </div>
        </div>
      </div>

      <div className={containerCss.root}>
        <InfoSection id="troops-what" eyebrow="Tentang program" title="Apa itu Gramedia Troops?">
          <p className={`${membershipCss.infoSectionLead} ${troopsCss.intro}`}>
            Gramedia Troops adalah komunitas member {brandName} yang aktif di dunia buku: membaca
            bersama, mengulas buku favorit, membantu acara literasi di toko Gramedia, sampai
            mengajak anak-anak di sekitarnya gemar membaca. Setiap kegiatan yang kamu ikuti dihargai
            dengan poin dan keuntungan khusus.
          </p>
        </InfoSection>

        <InfoSection id="troops-benefits" eyebrow="Keuntungan" title="Yang kamu dapatkan">
          <ul className={membershipCss.panels}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className={troopsCss.benefit}>
                <CheckCircleIcon className={troopsCss.benefitIcon} />
                <p className={membershipCss.factTitle}>{benefit.title}</p>
                <p className={membershipCss.infoSectionText}>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </InfoSection>

        <InfoSection id="troops-join" eyebrow="Cara bergabung" title="Bergabung dalam tiga langkah">
          <ol className={troopsCss.steps}>
            {[
              `Masuk atau daftar sebagai member ${brandName}. Gratis.`,
              'Kirim pendaftaranmu lewat WhatsApp Layanan Pelanggan dengan menyebutkan Value ID-mu.',
              'Ikuti orientasi online singkat, lalu pilih kegiatan pertamamu.',
            ].map((step, index) => (
              <li key={step} className={membershipCss.fact}>
                <span
                  className={`${membershipCss.stepNumber} ${membershipCss.stepNumberSm}`}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className={troopsCss.stepText}>{step}</p>
              </li>
            ))}
          </ol>
          <div className={troopsCss.actions}>
            <SignUpLink size="lg" />
            <ExternalLink
              href={joinHref}
              newTab
              className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.outline} ${buttonCss.pill}`}
            >
              Daftar lewat WhatsApp
            </ExternalLink>
          </div>
        </InfoSection>

        <InfoSection id="troops-faq" eyebrow="FAQ" title="Pertanyaan yang sering diajukan">
          <Accordion.Root collapsible multiple variant="enclosed" bg="white" maxW="3xl">
            {FAQ.map((item, index) => (
              <Accordion.Item key={item.question} value={`faq-${index}`}>
                <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold" py="4">
                  <Span flex="1">{item.question}</Span>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </InfoSection>
      </div>
    </div>
  );
}
