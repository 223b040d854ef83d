import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import * as breadcrumbsCss from './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Site path; the last crumb (the page itself) may leave it out. */
  href?: string;
}

/**
 * The trail above a detail page ("Beranda / Promo / {title}"). Static classes
 * (breadcrumbs.css.ts): detail pages render without Chakra.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={breadcrumbsCss.root}>
      <ol className={breadcrumbsCss.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <li>
                {item.href && !last ? (
                  <Link to={item.href}>{item.label}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={breadcrumbsCss.here}>
                    {item.label}
                  </span>
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
      </ol>
    </nav>
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
