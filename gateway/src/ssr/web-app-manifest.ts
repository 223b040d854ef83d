/** The brand's colour (PRODUCT.md): theme, splash screen and the icons' background. */
const BRAND_COLOR = '#84329B';

/**
 * The installable app's manifest. Built from the runtime brand name (BRAND_NAME) rather than
 * at build time, so one build serves every brand.
 */
export function webAppManifest(brandName: string) {
  return {
    id: '/',
    name: brandName,
    short_name: brandName,
    description: `Promo, voucher dan poin ${brandName} dalam satu aplikasi, voucher tetap bisa dibuka saat offline.`,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_COLOR,
    background_color: BRAND_COLOR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    // The wallet first: it is what a member opens at the cashier.
    shortcuts: [
      {
        name: 'Voucher Saya',
        url: '/account/voucher',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Promo',
        url: '/promo',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
