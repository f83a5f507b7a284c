import { z } from 'zod';
import type { Auth } from '@stagepass/contract/define';
import { requests } from '@stagepass/contract/registry';
import { webhookEnvelope } from '@stagepass/contract/webhooks/events';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_TOLERANCE_S,
} from '@stagepass/domain/webhooks';

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
    info: { title: 'Stagepass API', version: '1.0.0', description: WEBHOOKS_DESCRIPTION },
    servers: [{ url: publicUrl }],
    webhooks: webhookOperations(schemas),
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

/** How deliveries are signed and sent (issue 15); the server's code is features/webhooks/webhook-signature.ts. */
const WEBHOOKS_DESCRIPTION = [
  'Webhooks: a business or talent registers HTTPS endpoints (webhook_endpoint_create) for the events under `webhooks`.',
  `Each delivery is a POST of JSON \`{ id, type, created, data }\`, signed: \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`,`,
  "where v1 is the HMAC-SHA256, keyed with the endpoint's secret, of `<t>.<raw body>`. Verify it on the raw bytes in",
  `constant time, and refuse a t more than ${WEBHOOK_SIGNATURE_TOLERANCE_S} seconds from your clock. Answer any 2xx within 10 seconds;`,
  'anything else is retried after 1 minute, 5 minutes, 30 minutes, 2 hours, 6 hours, 12 hours and then every 12 hours,',
  'and an endpoint failing for 3 days is turned off and its owner emailed. `id` stays the same on retries and',
  'redeliveries: use it to process an event once.',
].join(' ');

/** OpenAPI 3.1's `webhooks`: each event's body (schema `webhook_<type>`) and the headers that come with it. */
function webhookOperations(schemas: Record<string, unknown>) {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description,
  });
  const parameters = [
    header(WEBHOOK_SIGNATURE_HEADER, '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`'),
    header(WEBHOOK_EVENT_HEADER, 'The event type, as `type` in the body'),
    header(WEBHOOK_DELIVERY_HEADER, 'The delivery id, as in the endpoint’s log (webhook_deliveries_get)'),
  ];
  const operations: Record<string, unknown> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = `webhook_${type.replace('.', '_')}`;
    const envelope = webhookEnvelope(type);
    schemas[name] = z.toJSONSchema(envelope, { io: 'input', unrepresentable: 'any' });
    operations[type] = {
      post: {
        summary: type,
        description: envelope.description,
        parameters,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: { '2XX': { description: 'Received: the delivery succeeded' } },
      },
    };
  }
  return operations;
}
