/**
 * Turns storage paths and API paths into the absolute URLs clients receive. The base can be
 * replaced once, after listening on an ephemeral port reveals the real address.
 */
export class PublicUrl {
  #base: string;

  constructor(base: string) {
    this.#base = stripTrailingSlash(base);
  }

  get base(): string {
    return this.#base;
  }

  rebase(base: string): void {
    this.#base = stripTrailingSlash(base);
  }

  /** `path` is absolute on the upstream, e.g. `/content/v1/categories?page=2`. */
  to(path: string): string {
    return `${this.#base}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** `objectPath` is a path inside object storage, e.g. `categories/kuliner.svg`. */
  storage(objectPath: string): string {
    return this.to(`/storage/${objectPath.replace(/^\/+/, '')}`);
  }
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
