// zod/mini for the client's smallest forms (the same checks at a fraction of the bytes), set up
// jitless as zod.js says why.
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
