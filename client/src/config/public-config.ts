import { createContext, useContext } from 'react';

/**
 * Settings the browser may know, chosen by the gateway at run time and inlined in the page.
 * Never put a secret here: this object is public.
 */
export interface PublicConfig {
  brandName: string;
  env: 'development' | 'staging' | 'production';
}

export const PublicConfigContext = createContext<PublicConfig>({
  brandName: 'MyValue',
  env: 'development',
});

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
