/**
 * Holds a real reply to the OpenAPI document the app serves: its status must be one the operation documents, its
 * media type one of that answer's, and a JSON body must match the answer's schema, with no field the schema does not
 * name (every object of an answer is read as closed, the way a generated client's types are).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export interface Reply {
  method: string;
  /** The document's path template: '/tasks/{id}'. */
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

type Json = Record<string, any>;

/** Objects with named properties and nothing said about others take no others. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closed(value)]));
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

const mediaMatches = (documented: string, actual: string) => {
  if (documented === '*/*') return true;
  if (documented.endsWith('/*')) return actual.startsWith(documented.slice(0, -1));
  return documented === actual;
};

export function replyChecker(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: closed(document.components) } as Json);
  const validators = new Map<string, ValidateFunction>();

  const validatorFor = (key: string, schema: unknown) => {
    let validate = validators.get(key);
    if (!validate) {
      // The answer's schema refers to '#/components/schemas/...': those of the document added above.
      const pointed = JSON.parse(JSON.stringify(closed(schema)).replaceAll('"#/components/', '"openapi#/components/')) as Json;
      validate = ajv.compile(pointed);
      validators.set(key, validate);
    }
    return validate;
  };

  /** What is wrong with a reply, as sentences; none when it conforms. */
  return function problemsOf(reply: Reply): string[] {
    const where = `${reply.method.toUpperCase()} ${reply.path} -> ${reply.status}`;
    const operation = document.paths[reply.path]?.[reply.method.toLowerCase()];
    if (!operation) return [`${where}: no such operation in the document`];
    const answer = operation.responses[String(reply.status)] ?? operation.responses[`${String(reply.status)[0]}XX`];
    if (!answer) return [`${where}: status not documented (documented: ${Object.keys(operation.responses).join(', ')})`];
    const media = reply.contentType?.split(';')[0]?.trim() ?? null;
    const documented = Object.keys(answer.content ?? {});
    if (documented.length === 0) {
      return media && reply.body !== null && reply.body !== '' ? [`${where}: a body of ${media}, where none is documented`] : [];
    }
    const key = documented.find((type) => media && mediaMatches(type, media));
    if (!key) return [`${where}: media type ${media} not documented (documented: ${documented.join(', ')})`];
    if (key !== 'application/json') return [];
    const validate = validatorFor(`${reply.method} ${reply.path} ${reply.status}`, answer.content[key].schema);
    if (validate(reply.body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) =>
          `${where}: ${error.instancePath || '(body)'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` '${String(error.params.additionalProperty)}'` : ''}`,
      );
  };
}
