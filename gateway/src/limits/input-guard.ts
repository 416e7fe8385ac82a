import { Kind, visit, type DocumentNode, type OperationDefinitionNode, type ValueNode } from 'graphql';
import { TEXT_LIMIT } from '@backoffice/shared/rules/core';
import { gatewayError } from '../errors/errors';

/** The longest text any input field takes (notes included; the shared rules' TEXT_LIMIT, which the forms use too); names and codes are far shorter. */
export const MAX_STRING_LENGTH = TEXT_LIMIT;

/** Control characters other than tab, line feed and carriage return, NUL included. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function check(value: string, field: string): void {
  if (CONTROL.test(value)) {
    throw gatewayError('BAD_USER_INPUT', `${field} contains a control character (such as NUL), which is not allowed.`, { field, http: { status: 400 } });
  }
  if (value.length > MAX_STRING_LENGTH) {
    throw gatewayError('BAD_USER_INPUT', `${field} is longer than ${MAX_STRING_LENGTH} characters.`, { field, reason: 'TOO_LONG', http: { status: 400 } });
  }
}

function walkJson(value: unknown, field: string, depth = 0): void {
  if (depth > 32) throw gatewayError('BAD_USER_INPUT', `${field} is nested too deeply.`, { field, http: { status: 400 } });
  if (typeof value === 'string') return check(value, field);
  if (Array.isArray(value)) return value.forEach((v, i) => walkJson(v, `${field}[${i}]`, depth + 1));
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkJson(v, `${field}.${k}`, depth + 1);
}

function walkLiteral(node: ValueNode, field: string): void {
  if (node.kind === Kind.STRING) return check(node.value, field);
  if (node.kind === Kind.LIST) return node.values.forEach((v, i) => walkLiteral(v, `${field}[${i}]`));
  if (node.kind === Kind.OBJECT) for (const f of node.fields) walkLiteral(f.value, `${field}.${f.name.value}`);
}

/**
 * One check for every String an operation carries, in variables and in the document's literals,
 * before any resolver runs: no NUL or other control characters, at most MAX_STRING_LENGTH
 * characters. The refusal is BAD_USER_INPUT naming the field (`input.name`, `filter.search`).
 */
export function assertCleanInput(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): void {
  for (const [name, value] of Object.entries(variables ?? {})) walkJson(value, name);
  visit(document, {
    Argument(node) {
      walkLiteral(node.value, node.name.value);
    },
  });
  void operation;
}
