// Zod compiles faster parsers with `new Function` when it may; the page's Content-Security-Policy
// allows no eval, and zod's probe for it is reported as a policy violation even though it is
// caught. Imported first by entry-client, before any schema is built (the choice is made then).
// Written into the global object zod 4 keeps its settings in (what `z.config({ jitless: true })`
// does) so that the entry does not carry zod: its schemas load with the forms that use them.
// e2e/csp.spec.ts fails if a zod update moves the setting.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
