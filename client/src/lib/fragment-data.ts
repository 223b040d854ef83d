import type { FragmentType, TypedDocumentNode } from '@apollo/client';

/**
 * A component's fragment fields, taken from the object its parent's query already holds.
 *
 * Fragments are masked in types only (codegen's masked operation types): a card sees the
 * fields its own fragment names and nothing else. At run time the query's result carries them
 * all, and the query's one cache watch re-renders the list when any of them changes. Apollo's
 * `useFragment` would read each card from the cache again and watch it apart, which on a page
 * of sixty cards was most of hydration's cost on a phone (docs/decisions.md).
 */
export function fragmentData<TData>(
  _fragment: TypedDocumentNode<TData>,
  ref: FragmentType<TypedDocumentNode<TData>>,
): TData {
  return ref as unknown as TData;
}
