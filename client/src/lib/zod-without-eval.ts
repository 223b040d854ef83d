import { z } from 'zod';

// Zod compiles faster parsers with `new Function` when it may; the page's Content-Security-Policy
// allows no eval, and zod's probe for it is reported as a policy violation even though it is
// caught. Imported first by entry-client, before any schema is built (the choice is made then).
z.config({ jitless: true });
