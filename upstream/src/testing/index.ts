// The upstream's test tools that other packages' tests use too (through
// `@myvalue/upstream/testing`, from source: it is not part of the build).
export { madeBeforeAll } from './made-before-all.js';
