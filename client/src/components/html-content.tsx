import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML from the content API, rendered as it is: the gateway sanitised it (an allowlist of tags
 * and attributes), so the client ships no sanitiser.
 */
export function HtmlContent({ html, ...box }: { html: string } & Omit<BoxProps, 'children'>) {
  return (
    <Box
      className="html-content"
      lineHeight="1.7"
      css={{
        '& p, & ul, & ol, & blockquote, & table': { marginBottom: '3' },
        '& ul': { paddingInlineStart: '5', listStyleType: 'disc' },
        '& ol': { paddingInlineStart: '5', listStyleType: 'decimal' },
        '& h2, & h3, & h4': { fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
        '& h2': { fontSize: 'xl' },
        '& h3': { fontSize: 'lg' },
        '& a': { color: 'brand.600', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
        '& blockquote': {
          borderInlineStartWidth: '3px',
          paddingInlineStart: '3',
          color: 'fg.muted',
        },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
      {...box}
    />
  );
}
