// Stands in for graphql-js's printer (`graphql/language/printer.mjs`) in the browser build.
// The browser sends only the hashes of trusted documents; Apollo Client still prints a document
// to key its in-flight deduplication, and would print it to send its text if the server ever
// answered PersistedQueryNotFound. Both need an exact, valid rendering of an executable
// document, not graphql-js's formatting of every node kind (schema definitions included).

const list = (nodes, separator = ' ') => (nodes ?? []).map(print).join(separator);
const wrap = (start, inner, end) => (inner ? start + inner + end : '');
const directives = (node) => wrap(' ', list(node.directives), '');
const block = (node) => (node.selectionSet ? ' ' + print(node.selectionSet) : '');

const printers = {
  Document: (node) => list(node.definitions, '\n\n'),
  OperationDefinition: (node) =>
    node.operation +
    (node.name ? ' ' + node.name.value : '') +
    wrap('(', list(node.variableDefinitions, ', '), ')') +
    directives(node) +
    block(node),
  VariableDefinition: (node) =>
    print(node.variable) +
    ': ' +
    print(node.type) +
    (node.defaultValue ? ' = ' + print(node.defaultValue) : '') +
    directives(node),
  SelectionSet: (node) => '{ ' + list(node.selections) + ' }',
  Field: (node) =>
    (node.alias ? node.alias.value + ': ' : '') +
    node.name.value +
    wrap('(', list(node.arguments, ', '), ')') +
    directives(node) +
    block(node),
  Argument: (node) => node.name.value + ': ' + print(node.value),
  FragmentSpread: (node) => '...' + node.name.value + directives(node),
  InlineFragment: (node) =>
    '...' +
    (node.typeCondition ? ' on ' + node.typeCondition.name.value : '') +
    directives(node) +
    block(node),
  FragmentDefinition: (node) =>
    'fragment ' +
    node.name.value +
    ' on ' +
    node.typeCondition.name.value +
    directives(node) +
    block(node),
  Directive: (node) => '@' + node.name.value + wrap('(', list(node.arguments, ', '), ')'),
  Variable: (node) => '$' + node.name.value,
  IntValue: (node) => node.value,
  FloatValue: (node) => node.value,
  StringValue: (node) => JSON.stringify(node.value),
  BooleanValue: (node) => String(node.value),
  NullValue: () => 'null',
  EnumValue: (node) => node.value,
  ListValue: (node) => '[' + list(node.values, ', ') + ']',
  ObjectValue: (node) => '{' + list(node.fields, ', ') + '}',
  ObjectField: (node) => node.name.value + ': ' + print(node.value),
  NamedType: (node) => node.name.value,
  ListType: (node) => '[' + print(node.type) + ']',
  NonNullType: (node) => print(node.type) + '!',
};

export function print(node) {
  const printer = printers[node.kind];
  if (!printer) throw new Error(`Cannot print a ${node.kind} node in the browser build`);
  return printer(node);
}

// graphql-js's type and validation modules import it under this name (for error messages).
export { print as printForError };
