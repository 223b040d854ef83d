export declare const CAPACITY_LIMITS: Record<string, string>;
