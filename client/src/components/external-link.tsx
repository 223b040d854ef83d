import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { usePublicConfig } from '../config/public-config';
import { isAllowedExternal } from '../lib/external-navigation';

/**
 * A link that leaves the site. SPEC 2: an address whose host is not on the allowlist is not
 * followed: the text stays, without a link.
 */
export function ExternalLink({
  href,
  newTab = false,
  children,
  ...props
}: Omit<LinkProps, 'href' | 'target' | 'rel'> & { href: string; newTab?: boolean }) {
  const config = usePublicConfig();
  if (!isAllowedExternal(href, config)) {
    return (
      <ChakraLink as="span" aria-disabled="true" {...props}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
    </ChakraLink>
  );
}
