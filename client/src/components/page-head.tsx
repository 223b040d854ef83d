import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePublicConfig } from '../config/public-config';
import { escapeHtml, serializeForScript } from '../lib/serialize';
import { formatTitle } from '../lib/title';
import { isHydratingRoot } from '../lib/use-hydrated';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHeadProps {
  /** The page's own title; the brand template is applied (`{title} - MyValue`). */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
  /** Absolute URL of the preview image (`og:image`). */
  image?: string;
  /** Site path of the canonical page; the current path (without query) by default. */
  canonicalPath?: string;
  /** `og:type`: `website` by default, `article` for articles. */
  type?: 'website' | 'article';
  /** Structured data (schema.org objects), each written as one JSON-LD script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** `<meta name="robots">`, e.g. 'noindex' for search results; absent by default. */
  robots?: string;
}

/** The head of a page once the brand template and the canonical path are applied. */
export interface ResolvedHead {
  title: string;
  description?: string;
  image?: string;
  canonicalPath: string;
  type: 'website' | 'article';
  jsonLd: ReadonlyArray<Record<string, unknown>>;
  robots?: string;
  /** The first screen's largest picture, fetched before the stylesheet and scripts finish. */
  imagePreloads?: ReadonlyArray<ImagePreload>;
}

/** `<link rel="preload" as="image">` of a responsive picture. */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** For one cut of a `<picture>`: the media query its `<source>` has. */
  media?: string;
}

/** On the server, the rendered page reports its head here so the gateway can write it. */
export interface HeadSink {
  report(head: ResolvedHead): void;
  /** A priority image asks to be preloaded; the page's first one wins. */
  preloadImage?(preloads: ReadonlyArray<ImagePreload>): void;
}

/** A sink that keeps the last head reported during a server render, and the LCP preload. */
export function createHeadSink(): HeadSink & { readonly head: ResolvedHead | undefined } {
  let last: ResolvedHead | undefined;
  let preloads: ReadonlyArray<ImagePreload> | undefined;
  return {
    report: (head) => {
      last = head;
    },
    preloadImage: (links) => {
      // The first priority image in document order is the one above the fold.
      preloads ??= links;
    },
    get head() {
      return last && preloads ? { ...last, imagePreloads: preloads } : last;
    },
  };
}

export const HeadSinkContext = createContext<HeadSink | null>(null);

/** Marks the head elements a page owns, so client navigation can replace them. */
const HEAD_ATTRIBUTE = 'data-page-head';

/**
 * The head as HTML (title, description, Open Graph, canonical, JSON-LD), for the server and,
 * through `applyHead`, the browser. `origin` makes the canonical and `og:url` absolute.
 */
function headElements(head: ResolvedHead, origin: string) {
  const url = `${origin}${head.canonicalPath}`;
  const meta: Array<[attribute: 'name' | 'property', key: string, content: string | undefined]> = [
    ['name', 'description', head.description],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:image', head.image],
    ['property', 'og:url', url],
    ['property', 'og:type', head.type],
    ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['name', 'robots', head.robots],
  ];
  return {
    title: head.title,
    meta: meta.filter((entry): entry is [(typeof entry)[0], string, string] => Boolean(entry[2])),
    canonical: url,
    jsonLd: head.jsonLd.map((value) => JSON.stringify(value)),
  };
}

/** The head as the server writes it into the page template. */
export function renderHeadHtml(head: ResolvedHead, origin: string): string {
  const elements = headElements(head, origin);
  const mark = HEAD_ATTRIBUTE;
  return [
    `<title>${escapeHtml(elements.title)}</title>`,
    ...elements.meta.map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${mark}>`,
    ),
    `<link rel="canonical" href="${escapeHtml(elements.canonical)}" ${mark}>`,
    ...head.jsonLd.map(
      (value) => `<script type="application/ld+json" ${mark}>${serializeForScript(value)}</script>`,
    ),
    ...(head.imagePreloads ?? []).map(preloadLinkHtml),
  ].join('');
}

function preloadLinkHtml(preload: ImagePreload): string {
  const attributes: Array<[string, string | undefined]> = [
    ['href', preload.href],
    ['imagesrcset', preload.imageSrcSet],
    ['imagesizes', preload.imageSizes],
    ['media', preload.media],
  ];
  const written = attributes
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<link rel="preload" as="image" fetchpriority="high"${written}>`;
}

/**
 * Reports a priority image's preload to the server render's head (nothing in the browser, where
 * the image is already in the page). `undefined`: this image is not a priority one.
 */
export function usePreloadImage(preloads: ReadonlyArray<ImagePreload> | undefined): void {
  const sink = useContext(HeadSinkContext);
  if (preloads) sink?.preloadImage?.(preloads);
}

function applyHead(head: ResolvedHead) {
  const elements = headElements(head, window.location.origin);
  document.title = elements.title;
  document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  const add = (tag: string, attributes: Record<string, string>, text?: string) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    if (text) element.textContent = text;
    document.head.append(element);
  };
  for (const [attribute, key, content] of elements.meta) add('meta', { [attribute]: key, content });
  add('link', { rel: 'canonical', href: elements.canonical });
  for (const json of elements.jsonLd) add('script', { type: 'application/ld+json' }, json);
}

/**
 * Sets the page's head by the SPEC title template: during server rendering it reports to the
 * sink (the gateway writes the tags), in the browser it replaces the tags on navigation.
 */
export function PageHead(props: PageHeadProps) {
  const { brandName } = usePublicConfig();
  const { pathname } = useLocation();
  const head: ResolvedHead = {
    title: formatTitle(props.title, brandName),
    description: props.description,
    image: props.image,
    canonicalPath: props.canonicalPath ?? pathname,
    type: props.type ?? 'website',
    jsonLd: props.jsonLd ?? [],
    robots: props.robots,
  };
  useContext(HeadSinkContext)?.report(head);

  const key = JSON.stringify(head);
  // Hydrating, the server's head is this one already: rewriting it was main-thread work on a slow
  // phone's first load for nothing.
  const headIsTheServers = useRef(isHydratingRoot());
  useEffect(() => {
    if (headIsTheServers.current) headIsTheServers.current = false;
    else applyHead(JSON.parse(key) as ResolvedHead);
  }, [key]);

  return null;
}

/** The site's origin: the gateway's (PUBLIC_URL) during server rendering, the window's after. */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
