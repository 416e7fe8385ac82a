/**
 * The provider API's contract (../../openapi.yaml) in code: its procedure operations by catalogue
 * key and by name, and ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) over its payloads and
 * answers. The reference provider's contract layer, the gateway's tests and `npm run provider:check`
 * all read the contract through this one module.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import YAML from 'yaml';

export const CONTRACT_FILE = path.resolve(__dirname, '..', '..', 'openapi.yaml');
const PROCEDURE_PATH = /^\/api\/factory\/execute\/\{application\}\/([^/]+)$/;

export type Method = 'GET' | 'POST';
export type Schema = Record<string, unknown>;

/** One procedure call of the contract. */
export interface ContractOperation {
  /** The catalogue key (x-catalogue-key), or null for a spec call the gateway does not make. */
  key: string | null;
  operationId: string;
  name: string;
  method: Method;
  app: 'main' | 'accounting';
  readOnly: boolean;
  /** The capability that offers it (x-extension), or null for a spec call. */
  extension: string | null;
  assumed: string | null;
  /** The spec's own name of the procedure (x-spec-name), where it differs from the default. */
  specName: string | null;
  screens: string[];
  summary: string;
  /** JSON pointer of the payload's schema (the body of a POST, the query of a GET); null: none. */
  payloadPointer: string | null;
  /** JSON pointer of a POST's query parameters as one object schema; null: the POST takes no query. */
  queryPointer: string | null;
  answerPointer: string;
}

export interface ContractIssue {
  /** `request` (what was sent), `answer` (what came back), `method`, or `unknown` (no such procedure). */
  kind: 'request' | 'answer' | 'method' | 'unknown';
  message: string;
}

const pointer = (...parts: string[]) => '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export class Contract {
  readonly document: Schema;
  readonly operations: ContractOperation[];
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: Schema) {
    this.document = document;
    this.operations = readOperations(document);
    // strict off: the contract's own keywords (x-extension, x-assumed, …) sit among JSON Schema's
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    this.ajv.addSchema(document, 'contract');
  }

  byKey(key: string): ContractOperation | undefined {
    return this.operations.find((op) => op.key === key);
  }

  /** The operations of a procedure name (case-insensitive, as the provider matches names) in an application. */
  byName(app: 'main' | 'accounting', name: string): ContractOperation[] {
    const lower = name.toLowerCase();
    return this.operations.filter((op) => op.app === app && op.name.toLowerCase() === lower);
  }

  /** The schema a JSON pointer of the contract names, its `$ref`s followed. */
  resolve(at: string | Schema | undefined): Schema | undefined {
    let node: unknown = typeof at === 'string' ? { $ref: at } : at;
    for (let hops = 0; node && typeof node === 'object' && '$ref' in node && hops < 20; hops++) {
      const target = String((node as { $ref: string }).$ref).replace(/^contract/, '');
      node = target
        .slice(2)
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((from, part) => (from as Record<string, unknown> | undefined)?.[part], this.document);
    }
    return node as Schema | undefined;
  }

  private validator(at: string): ValidateFunction {
    let validate = this.compiled.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `contract${at}` });
      this.compiled.set(at, validate);
    }
    return validate;
  }

  /** What is wrong with a payload (a POST's body, a GET's query) by the contract; empty when nothing. */
  checkPayload(op: ContractOperation, payload: unknown): ContractIssue[] {
    if (!op.payloadPointer) {
      const keys = payload && typeof payload === 'object' ? Object.keys(payload) : [];
      return keys.length ? [{ kind: 'request', message: `${op.name} takes no payload, was sent ${keys.join(', ')}` }] : [];
    }
    return issues('request', op.name, this.validator(op.payloadPointer), payload);
  }

  /** What is wrong with a POST's query string by the contract (spec 02 §7.2: update purchase has id also in the query). */
  checkQuery(op: ContractOperation, query: Record<string, unknown>): ContractIssue[] {
    if (op.queryPointer) return issues('request', op.name, this.validator(op.queryPointer), query);
    const keys = Object.keys(query);
    return keys.length ? [{ kind: 'request', message: `${op.name} takes no query, was sent ${keys.join(', ')}` }] : [];
  }

  /** What is wrong with a 200 answer by the contract; empty when nothing. */
  checkAnswer(op: ContractOperation, answer: unknown): ContractIssue[] {
    return issues('answer', op.name, this.validator(op.answerPointer), answer);
  }

  /** The payload's schema (an object schema with `properties`), or undefined for none. */
  payloadSchema(op: ContractOperation): Schema | undefined {
    return op.payloadPointer ? this.resolve(op.payloadPointer) : undefined;
  }
}

function issues(kind: 'request' | 'answer', name: string, validate: ValidateFunction, value: unknown): ContractIssue[] {
  if (validate(value)) return [];
  return describe(validate.errors ?? []).map((message) => ({ kind, message: `${name} ${kind}: ${message}` }));
}

/** ajv's errors in words, the anyOf branches' noise left out when a closer error says it. */
function describe(errors: readonly ErrorObject[]): string[] {
  // an answer that is no refusal need not fit the Refusal branch: its errors are noise
  const words = errors
    .filter((e) => e.keyword !== 'anyOf' && !e.schemaPath.includes('/Refusal/'))
    .map((e) => {
      const where = e.instancePath || '(the whole)';
      if (e.keyword === 'additionalProperties') return `${where}: '${String(e.params.additionalProperty)}' is not in the contract`;
      if (e.keyword === 'required') return `${where}: '${String(e.params.missingProperty)}' is missing`;
      return `${where} ${e.message ?? e.keyword}`;
    });
  return [...new Set(words)].slice(0, 20);
}

function readOperations(document: Schema): ContractOperation[] {
  const out: ContractOperation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, Schema>>;
  for (const [route, item] of Object.entries(paths)) {
    const name = PROCEDURE_PATH.exec(route)?.[1];
    if (!name) continue;
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!op) continue;
      const body = op.requestBody ? pointer('paths', route, method, 'requestBody', 'content', 'application/json', 'schema') : null;
      const hasQuery = Array.isArray(op.parameters) && op.parameters.length > 0;
      out.push({
        key: (op['x-catalogue-key'] as string | undefined) ?? null,
        operationId: String(op.operationId),
        name,
        method: method.toUpperCase() as Method,
        app: op['x-application'] === 'accounting' ? 'accounting' : 'main',
        readOnly: op['x-read-only'] === true,
        extension: (op['x-extension'] as string | undefined) ?? null,
        assumed: (op['x-assumed'] as string | undefined) ?? null,
        specName: (op['x-spec-name'] as string | undefined) ?? null,
        screens: (op.tags as string[] | undefined) ?? [],
        summary: String(op.summary ?? ''),
        payloadPointer: method === 'post' ? body : hasQuery ? queryPointer(route) : null,
        queryPointer: method === 'post' && hasQuery ? postQueryPointer(route) : null,
        answerPointer: pointer('paths', route, method, 'responses', '200', 'content', 'application/json', 'schema'),
      });
    }
  }
  return out;
}

/** A GET's query parameters as one object schema, kept beside the document (`x-query` of the path). */
const queryPointer = (route: string) => pointer('x-query', route);
/** A POST's query parameters, likewise (`x-post-query`). */
const postQueryPointer = (route: string) => pointer('x-post-query', route);

type Parameter = { name: string; required?: boolean; schema?: Schema };
/** Query parameters as one object schema; a query string's values are text, so integers are taken as digits. */
const querySchema = (list: Parameter[]): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(list.map((p) => [p.name, p.schema?.type === 'integer' ? { type: 'string', pattern: '^-?\\d+$' } : (p.schema ?? {})])),
  required: list.filter((p) => p.required).map((p) => p.name),
});

/** Gathers each GET's (and POST's) query parameters into `x-query` (`x-post-query`) so that one schema validates a query. */
function withQuerySchemas(document: Schema): Schema {
  const query: Record<string, Schema> = {};
  const postQuery: Record<string, Schema> = {};
  for (const [route, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Schema>>)) {
    if (!PROCEDURE_PATH.test(route)) continue;
    if (Array.isArray(item.get?.parameters)) query[route] = querySchema(item.get.parameters as Parameter[]);
    if (Array.isArray(item.post?.parameters)) postQuery[route] = querySchema(item.post.parameters as Parameter[]);
  }
  return { ...document, 'x-query': query, 'x-post-query': postQuery };
}

let loaded: Contract | undefined;

/** The contract of openapi.yaml, read once. */
export function loadContract(file = CONTRACT_FILE): Contract {
  if (file !== CONTRACT_FILE) return new Contract(withQuerySchemas(YAML.parse(fs.readFileSync(file, 'utf8')) as Schema));
  loaded ??= new Contract(withQuerySchemas(YAML.parse(fs.readFileSync(file, 'utf8')) as Schema));
  return loaded;
}
