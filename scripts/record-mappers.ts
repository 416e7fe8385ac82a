/**
 * Codegen's `mappers` by convention: `<Type>Record` in gateway/src/provider/records backs `<Type>`, and a
 * `@mapper A, B` doc tag binds the types it names; a type bound twice, or an unknown one, is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';

const RECORDS_DIR = 'gateway/src/provider/records';
const SOURCE_DIR = 'gateway/src';
/** Where codegen writes the resolver types: mapper paths are relative to it. */
const GENERATED_DIR = 'gateway/src/generated';

/** The object types the SDL files define (`type X`, not inputs, enums or extensions of Query/Mutation). */
export function objectTypes(schemaDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.graphql'))) {
    for (const def of parse(fs.readFileSync(path.join(schemaDir, file), 'utf8')).definitions) {
      if (def.kind === Kind.OBJECT_TYPE_DEFINITION) names.add(def.name.value);
    }
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** `'../provider/records/salesOrders#SalesOrderRecord'`: the module relative to the generated file, `/index` left out. */
function mapperPath(root: string, file: string, name: string): string {
  const relative = path.relative(path.join(root, GENERATED_DIR), file).split(path.sep).join('/');
  return `${relative.replace(/\.tsx?$/, '').replace(/\/index$/, '')}#${name}`;
}

const EXPORTED_TYPE = /^export\s+(?:interface|type)\s+(\w+)/gm;
/** A doc comment right before an exported type: `/** … @mapper A, B … *\/ export interface X`. */
const DOCUMENTED_TYPE = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export\s+(?:interface|type)\s+(\w+)/g;
/** `@mapper A, B` on one line of that comment. */
const MAPPER_TAG = /@mapper\s+([\w, ]+)/;

/** Every GraphQL type → its mapper, sorted by type name. */
export function recordMappers(root: string): Record<string, string> {
  const types = objectTypes(path.join(root, 'schema'));
  const found = new Map<string, { mapper: string; by: string }>();
  const bind = (type: string, mapper: string, by: string) => {
    const earlier = found.get(type);
    if (earlier && earlier.mapper !== mapper)
      throw new Error(`GraphQL type ${type} is bound twice: to ${earlier.mapper} (${earlier.by}) and to ${mapper} (${by})`);
    found.set(type, { mapper, by });
  };

  for (const file of sourceFiles(path.join(root, RECORDS_DIR))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name = ''] of source.matchAll(EXPORTED_TYPE)) {
      const type = name.endsWith('Record') ? name.slice(0, -'Record'.length) : '';
      if (type && types.has(type)) bind(type, mapperPath(root, file, name), `the name ${name}`);
    }
  }
  for (const file of sourceFiles(path.join(root, SOURCE_DIR))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, comment = '', name = ''] of source.matchAll(DOCUMENTED_TYPE)) {
      const listed = (MAPPER_TAG.exec(comment)?.[1] ?? '').split(/[\s,]+/).filter(Boolean);
      for (const type of listed) {
        if (!types.has(type)) throw new Error(`@mapper on ${name} (${path.relative(root, file)}) names ${type}, which is no object type of the schema`);
        bind(type, mapperPath(root, file, name), `@mapper on ${name}`);
      }
    }
  }
  return Object.fromEntries([...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([type, { mapper }]) => [type, mapper]));
}
