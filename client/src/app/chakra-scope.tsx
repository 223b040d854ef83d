import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { system } from './theme';

/**
 * `ChakraProvider` renders the system's layer order, preflight, global and token CSS as
 * Emotion globals in every page. The build ships them as one hashed stylesheet instead
 * (build/chakra-css-plugin.ts), so the provider gets the same system without them. (Chakra
 * does not export its context provider alone; a render-only view of the system is the way.)
 */
const systemWithoutGlobalCss: typeof system = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
};

/**
 * Chakra's runtime (the provider, Emotion, the system) for what still renders Chakra
 * components: route modules, the account layout and the shell's live popovers. It is loaded
 * with them, never by the entry: the shell itself is static markup (theme/shell-css.ts).
 * Scopes nest freely; each is the same provider of the same system.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemWithoutGlobalCss}>{children}</ChakraProvider>;
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
