export interface Member {
  readonly identifier: string;
  readonly password: string;
}

export declare const BUDI: Member;
export declare const SITI: Member;

export declare function hiddenFields(html: string): URLSearchParams;

export declare function loginAtSignOnHost(authorizeUrl: string, member?: Member): Promise<URL>;

export declare function registerAtSignOnHost(authorizeUrl: string): Promise<URL>;

export declare function signInAtSite(site: string, member?: Member): Promise<string[]>;
