/** Reading the OpenAPI document the server serves at /api/docs/json, for tests of what it states. */

export type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
export interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Every named field of every request (body properties, array items, query and path parameters). */
export function requestFields(document: OpenApiDocument) {
  const fields: { route: string; name: string; schema: Schema }[] = [];
  const visit = (route: string, name: string, schema: Schema) => {
    fields.push({ route, name, schema });
    for (const [key, child] of Object.entries(schema.properties ?? {})) visit(route, key, child);
    if (schema.items) visit(route, name, schema.items);
    for (const branch of schema.anyOf ?? []) visit(route, name, branch);
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        visit(route, parameter.name, parameter.schema);
      }
      const body = operation.requestBody?.content['application/json']?.schema;
      if (body) visit(route, 'body', body);
    }
  }
  return fields;
}
