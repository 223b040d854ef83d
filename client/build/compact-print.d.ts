import type { ASTNode } from 'graphql';

export function print(node: ASTNode): string;
export { print as printForError };
