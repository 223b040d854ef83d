import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { useExternalLinkAttributes } from './external-link';

/** `ExternalLink` for pages under Chakra's provider that style it with Chakra's style props. */
export function ChakraExternalLink({
  href,
  newTab = false,
  children,
  ...props
}: Omit<LinkProps, 'href' | 'target' | 'rel'> & { href: string; newTab?: boolean }) {
  const attributes = useExternalLinkAttributes(href, newTab);
  if (!attributes) {
    return (
      <ChakraLink as="span" aria-disabled="true" {...props}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink {...attributes} {...props}>
      {children}
    </ChakraLink>
  );
}
