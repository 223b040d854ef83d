import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import { RUNTIME_TOKEN_ROOT, system } from '../theme/system';

/**
 * `ChakraProvider` renders its system's token variables as an Emotion global style in every
 * page. The build-time stylesheet already defines them (build/static-css-plugin.ts), so this
 * Emotion plugin drops that one rule: the runtime system writes it under its own root,
 * `RUNTIME_TOKEN_ROOT`, which nothing else uses. (The system has no preflight, global CSS
 * or keyframes to render: theme/system.ts.)
 */
const withoutTokenVariables: StylisPlugin = (element) => {
  if (element.type === 'rule' && element.value.includes(RUNTIME_TOKEN_ROOT)) {
    element.children = [];
    element.return = '';
  }
};

/** Emotion's own cache with the plugin added to its default one (the vendor prefixer). */
const createEmotionCache = () =>
  createCache({ key: 'css', stylisPlugins: [prefixer as StylisPlugin, withoutTokenVariables] });

/**
 * One cache for the page in the browser. On the server, one per render, as Emotion makes
 * without a provider: a cache remembers what it has written, and each page's HTML must carry
 * all of its styles.
 */
const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();
const ScopeCache = createContext<EmotionCache | undefined>(undefined);

/**
 * Chakra's runtime (the provider, Emotion, the system) for the widgets that have behaviour
 * (form controls, accordion, alert): loaded with the route modules that render them, never by
 * the entry. Scopes nest freely; each is the same provider of the same system, with the
 * outermost scope's cache.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  const outer = useContext(ScopeCache);
  const [cache] = useState(() => outer ?? browserCache ?? createEmotionCache());
  return (
    <ScopeCache.Provider value={cache}>
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </CacheProvider>
    </ScopeCache.Provider>
  );
}

/** `Component` rendered inside a `ChakraScope` (for lazy route modules). */
export function withChakraScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <ChakraScope>
        <Component {...props} />
      </ChakraScope>
    );
  }
  Scoped.displayName = `ChakraScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
