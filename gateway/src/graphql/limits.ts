import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Limits on what one operation may ask for (docs/architecture.md lists them). The header
 * query, the largest the site sends, has depth 5, no aliases, about 120 tokens and a cost
 * under 300; GraphiQL's introspection is exempt from depth and cost.
 */
export const OPERATION_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

export function createArmor() {
  return new ApolloArmor({
    maxDepth: { n: OPERATION_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxTokens: { n: OPERATION_LIMITS.maxTokens },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost, ignoreIntrospection: true },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}
