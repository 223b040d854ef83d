// npm run typecheck: every TypeScript project of the repository (scripts/lib/typecheck.mjs).
import { typecheck } from './lib/typecheck.mjs';

await typecheck().catch((code) => process.exit(typeof code === 'number' ? code : 1));
