import { Box, Flex } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Site path; the last crumb (the page itself) may leave it out. */
  href?: string;
}

/** The trail above a detail page ("Beranda / Promo / {title}"). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box as="nav" aria-label="Breadcrumb" fontSize="sm" color="fg.muted" mb="3">
      <Flex as="ol" listStyleType="none" wrap="wrap" gap="1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <li>
                {item.href && !last ? (
                  <Link to={item.href}>{item.label}</Link>
                ) : (
                  <Box as="span" aria-current={last ? 'page' : undefined} color="fg">
                    {item.label}
                  </Box>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true">
                  <span>/</span>
                </li>
              )}
            </Fragment>
          );
        })}
      </Flex>
    </Box>
  );
}

/** schema.org `BreadcrumbList` for the same trail (absolute URLs, as search engines want). */
export function breadcrumbJsonLd(items: Crumb[], origin: string, currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${item.href ?? currentPath}`,
    })),
  };
}
