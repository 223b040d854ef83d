export { z } from 'zod/mini';
