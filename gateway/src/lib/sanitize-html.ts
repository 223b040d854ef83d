import sanitize, { type IOptions } from 'sanitize-html';

/**
 * The content API sends promo, event, campaign and article bodies as HTML written in its CMS,
 * unsanitised (a seeded article even carries a script). The gateway cleans every such field
 * once, here, so the client renders what it gets and no other consumer has to remember to.
 */
export type HtmlSanitizer = (html: string) => string;

export interface HtmlSanitizerOptions {
  /**
   * Hosts that are the site itself (its public URL, the production host): absolute links to
   * them are kept like site-relative ones, without `target`/`rel`.
   */
  siteHosts: readonly string[];
}

/** What promo terms and articles need: text structure, links, images, simple tables. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Tags dropped with everything inside them (the library's default drops their tags only and
 * keeps the text, which for a script or an iframe's fallback is never prose).
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'svg',
  'math',
];

const EXTERNAL_LINK_REL = 'noopener noreferrer';

function hostOf(href: string): string | null {
  if (!/^https?:\/\//i.test(href.trim())) return null;
  try {
    return new URL(href.trim()).host.toLowerCase();
  } catch {
    return null;
  }
}

export function createHtmlSanitizer({ siteHosts }: HtmlSanitizerOptions): HtmlSanitizer {
  const ownHosts = new Set(siteHosts.map((host) => host.toLowerCase()));

  const options: IOptions = {
    allowedTags: ALLOWED_TAGS,
    // Only what the transforms below produce, plus table spans: no class, style, id or on*.
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      ol: ['start'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // An image is fetched by the browser: never from a mailto: or tel: address.
    allowedSchemesByTag: { img: ['http', 'https'] },
    // `//host/path` would open another host under the page's scheme: not a site link.
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // Attributes are rebuilt, so whatever target/rel the CMS wrote is dropped, and a link
      // to another host always opens apart without handing it `window.opener` or a referrer.
      a: (tagName, attribs) => {
        const href = attribs.href;
        const rebuilt: Record<string, string> = {};
        if (href !== undefined) rebuilt.href = href;
        if (attribs.title !== undefined) rebuilt.title = attribs.title;
        const host = href === undefined ? null : hostOf(href);
        if (host !== null && !ownHosts.has(host)) {
          rebuilt.target = '_blank';
          rebuilt.rel = EXTERNAL_LINK_REL;
        }
        return { tagName, attribs: rebuilt };
      },
      // Article images are below the fold: the browser should not fetch them up front.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  };

  return (html) => sanitize(html, options);
}

/** The site's own hosts, from the configured public URL and production host. */
export function siteHostsOf(config: {
  publicUrl: string | undefined;
  public: { productionHost: string };
}): string[] {
  const hosts = [config.public.productionHost];
  if (config.publicUrl) hosts.push(new URL(config.publicUrl).host);
  return hosts;
}
