import type { AnchorHTMLAttributes } from 'react';
import { usePublicConfig } from '../config/public-config';
import { isAllowedExternal } from '../lib/external-navigation';
import * as linkCss from './link.css';

/**
 * SPEC 2: an address whose host is not on the allowlist is not followed. The attributes of a
 * link to `href`, or null when it must stay text.
 */
function useExternalLinkAttributes(href: string, newTab: boolean) {
  const config = usePublicConfig();
  if (!isAllowedExternal(href, config)) return null;
  return { href, ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) };
}

export type ExternalLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
> & {
  href: string;
  newTab?: boolean;
  /** `block`: the link fills its box (a tile, a banner). */
  display?: 'block';
};

/**
 * A link that leaves the site, styled as Chakra's plain link by static classes (link.css.ts),
 * so the shell carries no Chakra runtime; `className` adds the caller's look. A refused
 * address keeps its text, without a link.
 */
export function ExternalLink({
  href,
  newTab = false,
  display,
  className,
  children,
  ...props
}: ExternalLinkProps) {
  const attributes = useExternalLinkAttributes(href, newTab);
  const classes = [linkCss.root, display === 'block' && linkCss.block, className]
    .filter(Boolean)
    .join(' ');
  if (!attributes) {
    return (
      <span aria-disabled="true" className={classes} {...props}>
        {children}
      </span>
    );
  }
  return (
    <a {...attributes} className={classes} {...props}>
      {children}
    </a>
  );
}
