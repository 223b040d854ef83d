import type { PublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';

/**
 * What search engines read about the site on its home page: the brand (`Organization`, with
 * its social profiles) and the site with its search box (`WebSite` + `SearchAction`, the
 * sitelinks search box).
 */
export function homeJsonLd(origin: string, config: PublicConfig) {
  const url = `${origin}${paths.home()}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: config.brandName,
      url,
      logo: `${origin}/favicon.svg`,
      sameAs: [config.instagramUrl, config.facebookUrl, config.tiktokUrl].filter(Boolean),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: config.brandName,
      url,
      inLanguage: 'id-ID',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}${paths.search()}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
