import {
  Accordion,
  Box,
  Button,
  Container,
  Heading,
  Icon,
  SimpleGrid,
  Span,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { CheckCircleIcon } from '../../features/home/home-icons';
import { InfoSection } from '../../features/home/membership';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StandaloneTop } from '../../features/home/standalone-top';

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

/** SPEC 2: the community programme page, in the footer-only layout (its own top and hero). */
export function Component() {
  const { brandName, whatsappNumber } = usePublicConfig();
  const joinHref = `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(
    `Halo ${brandName}, saya ingin bergabung dengan Gramedia Troops.`,
  )}`;

  return (
    <Box bg="gray.50">
      <PageHead
        title="Gramedia Troops"
        description={`Gramedia Troops: komunitas member ${brandName} yang gemar membaca dan menggerakkan literasi. Ikut kegiatan seru, kumpulkan poin, dan dapatkan voucher khusus.`}
      />
      <StandaloneTop />
      <Box bgGradient="to-br" gradientFrom="red.700" gradientTo="brand.600" color="white">
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack gap="4" maxW="2xl">
            <Text fontWeight="semibold" opacity="0.85">
              Program komunitas {brandName}
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
              Gramedia Troops
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity="0.92">
              Komunitas para pencinta buku yang ingin membaca lebih banyak, berbagi cerita, dan
              menularkan semangat literasi, sambil mengumpulkan poin di setiap langkahnya.
            </Text>
            <Box>
              <Button
                asChild
                size="lg"
                rounded="full"
                bg="white"
                color="brand.700"
                _hover={{ bg: 'brand.50' }}
              >
                <ChakraExternalLink href={joinHref} newTab _hover={{ textDecoration: 'none' }}>
                  Gabung Sekarang
                </ChakraExternalLink>
              </Button>
            </Box>
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl">
        <InfoSection id="troops-what" eyebrow="Tentang program" title="Apa itu Gramedia Troops?">
          <Text color="fg.muted" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
            Gramedia Troops adalah komunitas member {brandName} yang aktif di dunia buku: membaca
            bersama, mengulas buku favorit, membantu acara literasi di toko Gramedia, sampai
            mengajak anak-anak di sekitarnya gemar membaca. Setiap kegiatan yang kamu ikuti dihargai
            dengan poin dan keuntungan khusus.
          </Text>
        </InfoSection>

        <InfoSection id="troops-benefits" eyebrow="Keuntungan" title="Yang kamu dapatkan">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
            {BENEFITS.map((benefit) => (
              <Box as="li" key={benefit.title} bg="white" rounded="xl" borderWidth="1px" p="5">
                <Icon boxSize="6" color="brand.500" mb="2">
                  <CheckCircleIcon />
                </Icon>
                <Text fontWeight="semibold">{benefit.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {benefit.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </InfoSection>

        <InfoSection id="troops-join" eyebrow="Cara bergabung" title="Bergabung dalam tiga langkah">
          <Stack as="ol" gap="3" listStyleType="none" maxW="3xl">
            {[
              `Masuk atau daftar sebagai member ${brandName}. Gratis.`,
              'Kirim pendaftaranmu lewat WhatsApp Layanan Pelanggan dengan menyebutkan Value ID-mu.',
              'Ikuti orientasi online singkat, lalu pilih kegiatan pertamamu.',
            ].map((step, index) => (
              <Box
                as="li"
                key={step}
                display="flex"
                gap="3"
                alignItems="start"
                bg="white"
                rounded="xl"
                borderWidth="1px"
                p="4"
              >
                <Span
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  flexShrink="0"
                  w="8"
                  h="8"
                  rounded="full"
                  bg="brand.500"
                  color="white"
                  fontWeight="bold"
                  aria-hidden="true"
                >
                  {index + 1}
                </Span>
                <Text pt="1">{step}</Text>
              </Box>
            ))}
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="5">
            <SignUpLink size="lg" />
            <Button asChild size="lg" rounded="full" variant="outline" colorPalette="brand">
              <ChakraExternalLink href={joinHref} newTab _hover={{ textDecoration: 'none' }}>
                Daftar lewat WhatsApp
              </ChakraExternalLink>
            </Button>
          </Stack>
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
      </Container>
    </Box>
  );
}
