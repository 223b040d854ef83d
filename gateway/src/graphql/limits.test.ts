import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createArmor, OPERATION_LIMITS } from './limits.js';

// A recursive schema, so that any depth can be asked for.
const schema = buildSchema(`
  type Node { id: ID! child: Node }
  type Query { node: Node }
`);
const rules = createArmor().validationRules;

function errorsOf(query: string) {
  return validate(schema, parse(query), rules).map((error) => error.message);
}

function nested(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth; level += 1) selection = `child { ${selection} }`;
  return `{ node { ${selection} } }`;
}

describe('operation limits', () => {
  it(`accepts depth ${OPERATION_LIMITS.maxDepth} and refuses one more`, () => {
    expect(errorsOf(nested(OPERATION_LIMITS.maxDepth - 1))).toEqual([]);
    expect(errorsOf(nested(OPERATION_LIMITS.maxDepth + 1)).join()).toMatch(/depth/i);
  });

  it(`refuses more than ${OPERATION_LIMITS.maxAliases} aliases`, () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(errorsOf(aliases(OPERATION_LIMITS.maxAliases))).toEqual([]);
    expect(errorsOf(aliases(OPERATION_LIMITS.maxAliases + 1)).join()).toMatch(/alias/i);
  });

  it(`refuses more than ${OPERATION_LIMITS.maxDirectives} directives`, () => {
    const directives = Array.from(
      { length: OPERATION_LIMITS.maxDirectives + 1 },
      () => '@skip(if: false)',
    );
    expect(errorsOf(`{ node { id ${directives.join(' ')} } }`).join()).toMatch(/directive/i);
  });

  it(`refuses an operation costing more than ${OPERATION_LIMITS.maxCost}`, () => {
    // Deep and repeated (same response key, so no aliases): within depth and token limits.
    const deep = nested(OPERATION_LIMITS.maxDepth - 1).slice(2, -2);
    const wide = Array.from({ length: 30 }, () => deep).join(' ');
    const errors = errorsOf(`{ ${wide} }`).join();
    expect(errors).toMatch(/cost/i);
    expect(errors).not.toMatch(/depth|token/i);
  });
});
