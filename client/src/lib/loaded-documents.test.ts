import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { loadedQuery, registerDocument } from './loaded-documents';

describe('loaded documents', () => {
  it('finds a registered query by its operation name', () => {
    const query = registerDocument(gql`
      query LoadedDocumentsList {
        promos {
          id
        }
      }
    `);
    expect(loadedQuery('LoadedDocumentsList')).toBe(query);
  });

  it('keeps no mutation, fragment or query that was never registered', () => {
    registerDocument(gql`
      mutation LoadedDocumentsClaim {
        claim {
          ok
        }
      }
    `);
    registerDocument(gql`
      fragment LoadedDocumentsCard on Promo {
        id
      }
    `);
    expect(loadedQuery('LoadedDocumentsClaim')).toBeUndefined();
    expect(loadedQuery('LoadedDocumentsCard')).toBeUndefined();
    expect(loadedQuery('LoadedDocumentsNever')).toBeUndefined();
  });
});
