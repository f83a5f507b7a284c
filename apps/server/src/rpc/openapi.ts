import { z } from 'zod';
import type { Auth } from '@stagepass/contract/define';
import { requests } from '@stagepass/contract/registry';

/**
 * OpenAPI 3.1 for `POST /api`, generated from the contracts with zod's own JSON Schema output.
 * Every request is one body shape, told apart by its `request` field.
 */
export function buildOpenApi(publicUrl: string) {
  const schemas: Record<string, unknown> = {};
  const bodies: { $ref: string }[] = [];
  const descriptions: string[] = [];
  for (const [name, contract] of Object.entries(requests)) {
    const input = (contract.input as z.ZodObject).extend({ request: z.literal(name) });
    schemas[`${name}_input`] = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' });
    schemas[`${name}_output`] = z.toJSONSchema(contract.output, { io: 'output', unrepresentable: 'any' });
    bodies.push({ $ref: `#/components/schemas/${name}_input` });
    const auth = contract.auth as Auth;
    const who = auth === 'public' ? 'anyone' : auth === 'session' ? 'any signed-in member' : auth.join(', ');
    descriptions.push(`- \`${name}\`: ${contract.summary} (${who}); returns \`{data: ${name}_output}\``);
  }
  schemas.error = {
    type: 'object',
    required: ['message', 'code'],
    properties: { message: { type: 'string' }, code: { type: 'string' }, field: { type: 'string' } },
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/error' } } },
  });
  return {
    openapi: '3.1.0',
    info: { title: 'Stagepass API', version: '1.0.0' },
    servers: [{ url: publicUrl }],
    components: {
      schemas,
      securitySchemes: { session: { type: 'http', scheme: 'bearer' } },
    },
    security: [{}, { session: [] }],
    paths: {
      '/api': {
        post: {
          summary: 'Every request, named by its `request` field',
          description: descriptions.join('\n'),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { oneOf: bodies, discriminator: { propertyName: 'request' } },
              },
            },
          },
          responses: {
            '200': {
              description: 'The request succeeded',
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['data'], properties: { data: {} } },
                },
              },
            },
            '400': error('Invalid input; `field` names it'),
            '401': error('Session missing or expired'),
            '403': error('Not allowed for this account'),
            '404': error('Unknown request or not found'),
            '429': error('Too many requests'),
            '500': error('Server error; no internals are shown'),
          },
        },
      },
    },
  };
}
