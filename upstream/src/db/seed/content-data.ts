import type { GlyphName } from '../../storage/svg/glyphs.js';

/** Fixed, hand-written parts of the content seed: names, places and copy (Indonesian). */

export interface MerchantSeed {
  name: string;
  categories: readonly number[];
  glyph: GlyphName;
  description: string;
}

export const merchantSeeds: readonly MerchantSeed[] = [
  {
    name: 'Kopi Senja',
    categories: [1],
    glyph: 'utensils',
    description: 'Kedai kopi susu gula aren dan camilan hangat untuk teman sore.',
  },
  {
    name: 'Bakmi Nusantara',
    categories: [1],
    glyph: 'utensils',
    description: 'Bakmi ayam dan pangsit racikan keluarga sejak 1985.',
  },
  {
    name: 'Sate Pak Kumis',
    categories: [1],
    glyph: 'utensils',
    description: 'Sate ayam dan kambing bakar arang dengan bumbu kacang legit.',
  },
  {
    name: 'Roti Mentega',
    categories: [1, 2],
    glyph: 'gift',
    description: 'Toko roti dan kue dengan mentega asli, dipanggang setiap pagi.',
  },
  {
    name: 'Rumah Makan Rasa Minang',
    categories: [1],
    glyph: 'utensils',
    description: 'Masakan Padang lengkap: rendang, gulai, dan sambal hijau.',
  },
  {
    name: 'Es Teler Ceria',
    categories: [1],
    glyph: 'utensils',
    description: 'Es teler, es campur dan jus buah segar untuk hari yang panas.',
  },
  {
    name: 'Toko Buku Cahaya',
    categories: [13, 8],
    glyph: 'book',
    description: 'Buku terbaru, buku anak, dan alat tulis untuk seluruh keluarga.',
  },
  {
    name: 'Pena dan Kertas',
    categories: [13],
    glyph: 'book',
    description: 'Alat tulis, kertas seni, dan perlengkapan kantor berkualitas.',
  },
  {
    name: 'Apotek Sehat Selalu',
    categories: [4],
    glyph: 'medical-cross',
    description: 'Apotek 24 jam dengan apoteker yang siap membantu.',
  },
  {
    name: 'Klinik Gigi Senyum',
    categories: [4, 3],
    glyph: 'medical-cross',
    description: 'Perawatan gigi keluarga: pembersihan karang, tambal, dan pemutihan.',
  },
  {
    name: 'Salon Ayu',
    categories: [3],
    glyph: 'sparkles',
    description: 'Potong rambut, creambath, dan perawatan wajah yang menenangkan.',
  },
  {
    name: 'Glow Beauty Bar',
    categories: [3, 14],
    glyph: 'sparkles',
    description: 'Perawatan kulit dan riasan untuk acara spesial.',
  },
  {
    name: 'Bioskop Layar Emas',
    categories: [5],
    glyph: 'ticket',
    description: 'Bioskop dengan kursi nyaman dan film terbaru setiap pekan.',
  },
  {
    name: 'Karaoke Nada Riang',
    categories: [5],
    glyph: 'ticket',
    description: 'Ruang karaoke keluarga dengan ribuan lagu Indonesia dan mancanegara.',
  },
  {
    name: 'Hotel Pelangi',
    categories: [6],
    glyph: 'house',
    description: 'Hotel bintang tiga di pusat kota, dekat pusat belanja dan kuliner.',
  },
  {
    name: 'Jalan Jalan Tour',
    categories: [6],
    glyph: 'plane',
    description: 'Paket wisata domestik dan tiket pesawat dengan harga bersahabat.',
  },
  {
    name: 'Fitness Prima',
    categories: [7],
    glyph: 'trophy',
    description: 'Pusat kebugaran dengan kelas yoga, zumba, dan angkat beban.',
  },
  {
    name: 'Sepatu Lari Kencang',
    categories: [7, 11],
    glyph: 'trophy',
    description: 'Sepatu dan perlengkapan lari untuk pemula hingga pelari maraton.',
  },
  {
    name: 'Kursus Bahasa Pintar',
    categories: [8],
    glyph: 'graduation-cap',
    description: 'Kursus bahasa Inggris, Mandarin, dan Jepang untuk segala usia.',
  },
  {
    name: 'Akademi Koding',
    categories: [8, 9],
    glyph: 'graduation-cap',
    description: 'Kelas pemrograman daring dan luring dengan mentor berpengalaman.',
  },
  {
    name: 'Gadget Mart',
    categories: [9],
    glyph: 'smartphone',
    description: 'Ponsel, tablet, dan aksesori resmi bergaransi.',
  },
  {
    name: 'Audio Juara',
    categories: [9, 5],
    glyph: 'smartphone',
    description: 'Headphone, speaker, dan perangkat audio untuk penikmat musik.',
  },
  {
    name: 'Bengkel Motor Jaya',
    categories: [10],
    glyph: 'car',
    description: 'Servis berkala, ganti oli, dan suku cadang motor asli.',
  },
  {
    name: 'Cuci Mobil Kilat',
    categories: [10],
    glyph: 'car',
    description: 'Cuci mobil, poles, dan perawatan interior dalam satu jam.',
  },
  {
    name: 'Batik Lestari',
    categories: [11, 2],
    glyph: 'shirt',
    description: 'Batik tulis dan cap dari perajin Pekalongan dan Solo.',
  },
  {
    name: 'Distro Urban',
    categories: [11],
    glyph: 'shirt',
    description: 'Kaos, jaket, dan topi karya desainer muda lokal.',
  },
  {
    name: 'Perabot Rumahku',
    categories: [12, 2],
    glyph: 'house',
    description: 'Perabot minimalis dan dekorasi untuk rumah yang nyaman.',
  },
  {
    name: 'Dapur Bunda',
    categories: [12],
    glyph: 'house',
    description: 'Peralatan masak dan perlengkapan dapur untuk keluarga.',
  },
  {
    name: 'Florist Melati',
    categories: [14],
    glyph: 'heart',
    description: 'Rangkaian bunga segar untuk ulang tahun, wisuda, dan hari spesial.',
  },
  {
    name: 'Taman Bermain Ceria',
    categories: [5, 14],
    glyph: 'ticket',
    description: 'Wahana permainan keluarga dan taman edukasi anak.',
  },
];

export interface City {
  name: string;
  latitude: number;
  longitude: number;
}

export const cities: readonly City[] = [
  { name: 'Jakarta Selatan', latitude: -6.2615, longitude: 106.8106 },
  { name: 'Jakarta Pusat', latitude: -6.1862, longitude: 106.8341 },
  { name: 'Bandung', latitude: -6.9175, longitude: 107.6191 },
  { name: 'Surabaya', latitude: -7.2575, longitude: 112.7521 },
  { name: 'Yogyakarta', latitude: -7.7956, longitude: 110.3695 },
  { name: 'Semarang', latitude: -6.9667, longitude: 110.4167 },
  { name: 'Medan', latitude: 3.5952, longitude: 98.6722 },
  { name: 'Denpasar', latitude: -8.6705, longitude: 115.2126 },
  { name: 'Makassar', latitude: -5.1477, longitude: 119.4327 },
  { name: 'Tangerang', latitude: -6.1783, longitude: 106.6319 },
];

export const streets: readonly string[] = [
  'Jl. Sudirman',
  'Jl. Gatot Subroto',
  'Jl. Merdeka',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Pemuda',
  'Jl. Gajah Mada',
  'Jl. Thamrin',
  'Jl. Asia Afrika',
  'Jl. Malioboro',
];

/** Offers: `{merchant}` is replaced by the merchant's name. */
export const offerTemplates: readonly string[] = [
  'Diskon 20% di {merchant}',
  'Beli 1 Gratis 1 di {merchant}',
  'Potongan Rp25.000 di {merchant}',
  'Cashback 15% di {merchant}',
  'Voucher Rp50.000 {merchant}',
  'Hemat 30% Akhir Pekan di {merchant}',
  'Paket Hemat Berdua di {merchant}',
  'Gratis Ongkir Belanja di {merchant}',
];

export interface EventSeed {
  title: string;
  glyph: GlyphName;
  venue: string;
  /** Days from the seeding day; negative is past. */
  startDay: number;
  hours: number;
  quota: number;
  seatsTaken: number;
  pointCost: number;
  favorite: boolean;
}

export const eventSeeds: readonly EventSeed[] = [
  {
    title: 'Festival Kuliner Nusantara',
    glyph: 'utensils',
    venue: 'Lapangan Banteng',
    startDay: 14,
    hours: 10,
    quota: 200,
    seatsTaken: 37,
    pointCost: 0,
    favorite: true,
  },
  {
    title: 'Konser Akustik Senja',
    glyph: 'ticket',
    venue: 'Taman Budaya',
    startDay: 9,
    hours: 18,
    quota: 50,
    seatsTaken: 50,
    pointCost: 0,
    favorite: true,
  },
  {
    title: 'Workshop Fotografi Ponsel',
    glyph: 'smartphone',
    venue: 'Ruang Kreatif Kota',
    startDay: 21,
    hours: 13,
    quota: 30,
    seatsTaken: 12,
    pointCost: 2500,
    favorite: false,
  },
  {
    title: 'Fun Run 5K MyValue',
    glyph: 'trophy',
    venue: 'Gelora Bung Karno',
    startDay: 30,
    hours: 6,
    quota: 500,
    seatsTaken: 211,
    pointCost: 5000,
    favorite: true,
  },
  {
    title: 'Kelas Memasak Bersama Chef',
    glyph: 'utensils',
    venue: 'Dapur Bunda Studio',
    startDay: 7,
    hours: 15,
    quota: 20,
    seatsTaken: 8,
    pointCost: 0,
    favorite: false,
  },
  {
    title: 'Talkshow Literasi Keuangan',
    glyph: 'credit-card',
    venue: 'Auditorium Kota',
    startDay: 18,
    hours: 9,
    quota: 150,
    seatsTaken: 40,
    pointCost: 0,
    favorite: false,
  },
  {
    title: 'Nonton Bareng Film Keluarga',
    glyph: 'ticket',
    venue: 'Bioskop Layar Emas',
    startDay: 25,
    hours: 19,
    quota: 80,
    seatsTaken: 2,
    pointCost: 1500,
    favorite: false,
  },
  {
    title: 'Bazar Buku Murah',
    glyph: 'book',
    venue: 'Toko Buku Cahaya',
    startDay: 45,
    hours: 10,
    quota: 300,
    seatsTaken: 0,
    pointCost: 0,
    favorite: true,
  },
  {
    title: 'Yoga Pagi di Taman',
    glyph: 'heart',
    venue: 'Taman Menteng',
    startDay: -5,
    hours: 6,
    quota: 40,
    seatsTaken: 40,
    pointCost: 0,
    favorite: false,
  },
  {
    title: 'Seminar Karier Digital',
    glyph: 'graduation-cap',
    venue: 'Akademi Koding',
    startDay: -12,
    hours: 9,
    quota: 120,
    seatsTaken: 96,
    pointCost: 0,
    favorite: false,
  },
  {
    title: 'Pameran Gadget Terbaru',
    glyph: 'smartphone',
    venue: 'Balai Sidang',
    startDay: -30,
    hours: 10,
    quota: 1000,
    seatsTaken: 640,
    pointCost: 0,
    favorite: false,
  },
  {
    title: 'Kelas Melukis Anak',
    glyph: 'sparkles',
    venue: 'Galeri Seni Kota',
    startDay: -45,
    hours: 9,
    quota: 25,
    seatsTaken: 25,
    pointCost: 1000,
    favorite: false,
  },
];

export interface CampaignSeed {
  title: string;
  description: string;
  glyph: GlyphName;
  /** Promo ids, in display order. */
  promoIds: readonly number[];
}

export const campaignSeeds: readonly CampaignSeed[] = [
  {
    title: 'Serba Hemat Akhir Bulan',
    description: 'Promo pilihan untuk dompet tetap aman sampai gajian.',
    glyph: 'credit-card',
    promoIds: [1, 2, 6, 11, 16, 21, 26, 31],
  },
  {
    title: 'Kuliner Favorit Keluarga',
    description: 'Makan enak bersama keluarga dengan harga istimewa.',
    glyph: 'utensils',
    promoIds: [31, 32, 33, 34, 35, 36, 61, 62],
  },
  {
    title: 'Cantik dan Sehat',
    description: 'Rawat diri dengan perawatan kecantikan dan kesehatan pilihan.',
    glyph: 'sparkles',
    promoIds: [9, 10, 11, 12, 39, 40, 41, 42],
  },
  {
    title: 'Liburan Seru',
    description: 'Hotel, tur, dan hiburan untuk liburan tanpa pusing.',
    glyph: 'plane',
    promoIds: [13, 14, 15, 16, 43, 44, 45, 46],
  },
  {
    title: 'Gaya Hidup Aktif',
    description: 'Olahraga, fashion, dan perlengkapan untuk hari yang produktif.',
    glyph: 'trophy',
    promoIds: [17, 18, 25, 26, 47, 48, 55, 56],
  },
  {
    title: 'Belajar Tanpa Batas',
    description: 'Kursus, buku, dan gawai untuk terus berkembang.',
    glyph: 'graduation-cap',
    promoIds: [7, 8, 19, 20, 21, 37, 38, 49],
  },
];

export interface EventCampaignSeed {
  title: string;
  description: string;
  glyph: GlyphName;
  eventIds: readonly number[];
}

export const eventCampaignSeeds: readonly EventCampaignSeed[] = [
  {
    title: 'Akhir Pekan Seru',
    description: 'Acara santai untuk mengisi akhir pekan bersama keluarga.',
    glyph: 'ticket',
    eventIds: [1, 2, 7, 8],
  },
  {
    title: 'Belajar Bareng Komunitas',
    description: 'Kelas dan seminar untuk menambah keterampilan.',
    glyph: 'graduation-cap',
    eventIds: [3, 5, 6, 10],
  },
  {
    title: 'Sehat Bersama',
    description: 'Olahraga dan kegiatan sehat yang menyenangkan.',
    glyph: 'heart',
    eventIds: [4, 9],
  },
  {
    title: 'Kreatif Sejak Dini',
    description: 'Kegiatan kreatif untuk anak dan remaja.',
    glyph: 'sparkles',
    eventIds: [12, 3, 5],
  },
];

export const articleCategorySeeds: readonly { id: number; slug: string; title: string }[] = [
  { id: 1, slug: 'tips-hemat', title: 'Tips Hemat' },
  { id: 2, slug: 'gaya-hidup', title: 'Gaya Hidup' },
  { id: 3, slug: 'kuliner', title: 'Kuliner' },
  { id: 4, slug: 'wisata', title: 'Wisata' },
  { id: 5, slug: 'teknologi', title: 'Teknologi' },
  { id: 6, slug: 'info-member', title: 'Info Member' },
];

export interface ArticleSeed {
  title: string;
  categoryId: number;
  tags: readonly string[];
  glyph: GlyphName;
}

export const articleSeeds: readonly ArticleSeed[] = [
  {
    title: '7 Cara Mengumpulkan Poin Lebih Cepat',
    categoryId: 6,
    tags: ['poin', 'member'],
    glyph: 'gift',
  },
  {
    title: 'Panduan Menukar Voucher di Merchant',
    categoryId: 6,
    tags: ['voucher', 'panduan'],
    glyph: 'ticket',
  },
  {
    title: 'Tips Belanja Bulanan Agar Tidak Boros',
    categoryId: 1,
    tags: ['hemat', 'belanja'],
    glyph: 'shopping-bag',
  },
  {
    title: 'Menyusun Anggaran Rumah Tangga Sederhana',
    categoryId: 1,
    tags: ['hemat', 'keuangan'],
    glyph: 'credit-card',
  },
  {
    title: 'Kuliner Malam yang Wajib Dicoba di Bandung',
    categoryId: 3,
    tags: ['kuliner', 'bandung'],
    glyph: 'utensils',
  },
  {
    title: 'Resep Nasi Goreng Kampung ala Rumahan',
    categoryId: 3,
    tags: ['kuliner', 'resep'],
    glyph: 'utensils',
  },
  {
    title: 'Liburan Hemat ke Yogyakarta',
    categoryId: 4,
    tags: ['wisata', 'hemat'],
    glyph: 'plane',
  },
  {
    title: 'Pantai Tersembunyi di Bali untuk Akhir Pekan',
    categoryId: 4,
    tags: ['wisata', 'bali'],
    glyph: 'plane',
  },
  {
    title: 'Merawat Baterai Ponsel Agar Awet',
    categoryId: 5,
    tags: ['teknologi', 'tips'],
    glyph: 'smartphone',
  },
  {
    title: 'Mengenal Dompet Digital dan Keamanannya',
    categoryId: 5,
    tags: ['teknologi', 'keuangan'],
    glyph: 'credit-card',
  },
  {
    title: 'Rutinitas Pagi untuk Hari yang Produktif',
    categoryId: 2,
    tags: ['gaya-hidup', 'kesehatan'],
    glyph: 'heart',
  },
  {
    title: 'Olahraga Ringan untuk Pekerja Kantoran',
    categoryId: 2,
    tags: ['olahraga', 'kesehatan'],
    glyph: 'trophy',
  },
  {
    title: 'Mengenal Tingkatan Member dan Keuntungannya',
    categoryId: 6,
    tags: ['member', 'tier'],
    glyph: 'trophy',
  },
  {
    title: 'Ajak Teman dan Dapatkan Poin Referral',
    categoryId: 6,
    tags: ['referral', 'poin'],
    glyph: 'gift',
  },
  {
    title: 'Memilih Buku Bacaan untuk Anak',
    categoryId: 2,
    tags: ['buku', 'keluarga'],
    glyph: 'book',
  },
  {
    title: 'Hemat Saat Nonton Bioskop Bersama Keluarga',
    categoryId: 1,
    tags: ['hemat', 'hiburan'],
    glyph: 'ticket',
  },
  {
    title: 'Kopi Susu Gula Aren: Dari Mana Asalnya?',
    categoryId: 3,
    tags: ['kuliner', 'kopi'],
    glyph: 'utensils',
  },
  {
    title: 'Perawatan Kulit Dasar untuk Pemula',
    categoryId: 2,
    tags: ['kecantikan', 'tips'],
    glyph: 'sparkles',
  },
  {
    title: 'Merawat Motor Sendiri di Rumah',
    categoryId: 5,
    tags: ['otomotif', 'tips'],
    glyph: 'car',
  },
  {
    title: 'Wisata Kota Tua Jakarta dalam Sehari',
    categoryId: 4,
    tags: ['wisata', 'jakarta'],
    glyph: 'house',
  },
  {
    title: 'Belajar Bahasa Baru di Usia Dewasa',
    categoryId: 2,
    tags: ['pendidikan', 'tips'],
    glyph: 'graduation-cap',
  },
  {
    title: 'Dekorasi Rumah Minimalis dengan Anggaran Kecil',
    categoryId: 1,
    tags: ['rumah', 'hemat'],
    glyph: 'house',
  },
  {
    title: 'Batik untuk Gaya Kerja Sehari-hari',
    categoryId: 2,
    tags: ['fashion', 'batik'],
    glyph: 'shirt',
  },
  // Carries a <script> and an onerror= attribute on purpose: clients must sanitise article HTML.
  {
    title: 'Waspada Penipuan Berkedok Hadiah Poin',
    categoryId: 6,
    tags: ['keamanan', 'member'],
    glyph: 'medical-cross',
  },
];

export const UNSAFE_ARTICLE_INDEX = articleSeeds.length - 1;

export const bannerSeeds: readonly {
  title: string;
  subtitle: string;
  link: string;
  glyph: GlyphName;
}[] = [
  {
    title: 'Tukar Poin, Nikmati Hadiahnya',
    subtitle: 'Ratusan voucher menunggumu',
    link: '/promo',
    glyph: 'gift',
  },
  {
    title: 'Festival Kuliner Nusantara',
    subtitle: 'Daftar gratis sekarang',
    link: '/event/festival-kuliner-nusantara',
    glyph: 'utensils',
  },
  {
    title: 'Ajak Teman, Dapat Poin',
    subtitle: 'Bagikan kode referral kamu',
    link: '/account/referral',
    glyph: 'heart',
  },
  {
    title: 'Serba Hemat Akhir Bulan',
    subtitle: 'Promo pilihan minggu ini',
    link: '/campaign/serba-hemat-akhir-bulan',
    glyph: 'credit-card',
  },
];
