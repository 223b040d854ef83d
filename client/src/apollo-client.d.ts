import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Generated operation types are masked; Apollo Client's dataMasking enforces it at run time.
declare module '@apollo/client' {
  // Declaration merging needs an interface, even an empty one.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
