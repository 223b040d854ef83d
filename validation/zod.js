// The one zod every form rule is built with. Jitless: zod would otherwise compile faster
// parsers with `new Function`, and a page's Content-Security-Policy allows no eval (its probe is
// reported as a policy violation even though zod catches it). The setting is read when a
// schema is built, so it is made here, before any rule below exists; the gateway gets the same
// (it has no use for eval either). e2e/csp.spec.ts fails if a page ever tries.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
