import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Generated operation types are masked: a component sees only the fields its own fragment names,
// and reads them with lib/fragment-data.ts (the masking is in the types, not at run time).
declare module '@apollo/client' {
  // Declaration merging needs an interface, even an empty one.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
