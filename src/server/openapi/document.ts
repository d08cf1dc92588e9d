/**
 * GET /api/openapi.json: hono-openapi's document of the registered routes (route.ts), finished once for every route
 * here: top-level tags with their descriptions, the server's absolute address, a description for every parameter, the
 * unit of every money field, and ids for the webhook operations. Built on the first request and kept.
 */
import type { Context, Hono } from 'hono';
import { generateSpecs, resolver } from 'hono-openapi';
import { MINOR_UNITS_NOTE } from '../../shared/money';
import type { AppEnv } from '../context';
import { ApiErrorReply, AuthErrorReply } from './error-reply';
import { queryParameterDescription } from './parameters';
import { operationId } from './route';
import { TAG_DESCRIPTIONS } from './tags';

/** The parts of an OpenAPI document finished here; everything else passes through untouched. */
interface Schema {
  type?: unknown;
  description?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  propertyNames?: { enum?: unknown[] };
  additionalProperties?: Schema | boolean;
}
interface Parameter {
  in?: string;
  name: string;
  description?: string;
  schema?: Schema;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  operationId?: string;
}
type Operations = Record<string, Operation>;
interface Document {
  components: { schemas?: Record<string, unknown> };
  paths: Record<string, Operations>;
  webhooks?: Record<string, Operations>;
  tags?: { name: string; description?: string }[];
}
type Options = NonNullable<Parameters<typeof generateSpecs>[1]>;

export function documentHandler(api: Hono<AppEnv>, options: Options) {
  let built: Promise<Document> | undefined;
  return async (c: Context<AppEnv>) => {
    built ??= generateSpecs(api, options, c).then((document) => finish(document as Document));
    // A failure is not kept: the next request builds it again.
    const document = await built.catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return c.json(document);
  };
}

export async function finish(document: Document): Promise<Document> {
  const schemas = (document.components.schemas ??= {});
  // The error bodies better-auth's routes refer to by name (route.ts).
  for (const reply of [ApiErrorReply, AuthErrorReply])
    Object.assign(schemas, (await resolver(reply).toOpenAPISchema()).components?.schemas);
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const op of Object.values(item)) {
      for (const tag of op.tags ?? []) used.add(tag);
      for (const parameter of op.parameters ?? []) {
        if (parameter.in === 'query' && !parameter.description) {
          const description = parameter.schema?.description ?? queryParameterDescription(path, parameter.name);
          if (description) parameter.description = description;
        }
      }
    }
  }
  for (const [event, item] of Object.entries(document.webhooks ?? {})) {
    for (const [method, op] of Object.entries(item))
      op.operationId ??= operationId({ method: method as 'post', path: `/webhook/${event}` });
  }
  const known = Object.keys(TAG_DESCRIPTIONS);
  document.tags = [
    ...known.filter((name) => used.has(name) || name === 'Webhooks'),
    ...[...used].filter((name) => !known.includes(name)),
  ].map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }) }));
  walkSchemas(document, (schema) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (name.endsWith('Minor') && !property.description && !property.$ref) property.description = MINOR_UNITS_NOTE;
    }
    // A record keyed by an enum (a count per status) has every key: name them, so the required keys are defined.
    const values = schema.additionalProperties;
    if (Array.isArray(schema.required) && schema.propertyNames?.enum && typeof values === 'object' && !schema.properties) {
      schema.properties = Object.fromEntries(schema.required.map((key) => [key, values]));
    }
  });
  return document;
}

/** Calls `visit` on every schema object of the document (components, parameters, bodies, answers, webhooks). */
function walkSchemas(node: unknown, visit: (schema: Schema) => void, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) walkSchemas(item, visit, seen);
    return;
  }
  const object = node as Schema;
  if (object.type === 'object' || object.properties) visit(object);
  for (const value of Object.values(node)) walkSchemas(value, visit, seen);
}
