import { OFFLINE_META } from '../../lib/offline-contract';

function readMeta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/** What the server (and, for a cached copy, the service worker) wrote into this document. */
export function pageMeta() {
  return {
    /** The document came from the service worker's cache, not from the server just now. */
    offlineCopy: readMeta(OFFLINE_META.offlineCopy) !== null,
    /** When the server rendered the document's data (ISO), if it said. */
    renderedAt: readMeta(OFFLINE_META.renderedAt),
    /** Whose document it is: a member's key, 'anonymous', or null when the server could not tell. */
    memberKey: readMeta(OFFLINE_META.memberKey),
  };
}
