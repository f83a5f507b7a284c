import { describe, expect, it } from 'vitest';
import { requests } from '@stagepass/contract/registry';
import { WEBHOOK_EVENT_TYPES } from '@stagepass/domain/webhooks';
import { buildOpenApi } from './openapi';

// The OpenAPI document at /api/openapi.json (DESIGN.md §2, issue 15): every request of the registry, and every
// webhook event with its body and signature headers.

interface Doc {
  info: { description: string };
  components: { schemas: Record<string, { properties?: Record<string, { const?: string; properties?: object }> }> };
  paths: { '/api': { post: { description: string; requestBody: { content: Record<string, { schema: unknown }> } } } };
  webhooks: Record<string, { post: { parameters: { name: string; in: string }[]; requestBody: unknown } }>;
}

const doc = buildOpenApi('http://127.0.0.1:3000') as unknown as Doc;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every request of the registry, input and output', () => {
    const names = Object.keys(requests);
    expect(names.length).toBeGreaterThan(190);
    const body = doc.paths['/api'].post.requestBody.content['application/json']!.schema as {
      oneOf: { $ref: string }[];
    };
    expect(body.oneOf.map((r) => r.$ref).sort()).toEqual(names.map((n) => `#/components/schemas/${n}_input`).sort());
    for (const name of names) {
      const input = doc.components.schemas[`${name}_input`];
      expect(input?.properties?.request?.const, name).toBe(name);
      expect(doc.components.schemas[`${name}_output`], name).toBeDefined();
      expect(doc.paths['/api'].post.description, name).toContain(`\`${name}\``);
    }
  });

  it('documents every webhook event: its body under the envelope, and the signature headers', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { post } = doc.webhooks[type]!;
      expect(post.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
        'header:Stagepass-Signature',
        'header:Stagepass-Event',
        'header:Stagepass-Delivery',
      ]);
      const ref = `#/components/schemas/webhook_${type.replace('.', '_')}`;
      expect(post.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: { $ref: ref } } },
      });
      const schema = doc.components.schemas[ref.split('/').pop()!]!;
      expect(Object.keys(schema.properties ?? {})).toEqual(['id', 'type', 'created', 'data']);
      expect(schema.properties!.type!.const).toBe(type);
      expect(Object.keys(schema.properties!.data!.properties ?? {}).length).toBeGreaterThan(3);
    }
    expect(doc.info.description).toContain('HMAC-SHA256');
  });

  it('tells ticket.purchased apart from the payout: each event has its own data', () => {
    const data = (type: string) =>
      Object.keys(doc.components.schemas[`webhook_${type.replace('.', '_')}`]!.properties!.data!.properties!);
    expect(data('ticket.purchased')).toEqual(expect.arrayContaining(['purchase_id', 'total_cents', 'buyer']));
    expect(data('ticket.refunded')).toContain('refunded_at');
    expect(data('payout.paid')).toEqual(expect.arrayContaining(['kind', 'amount_cents', 'transfer_id']));
  });
});
