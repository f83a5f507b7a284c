import type { MarketingForwarder } from './forwarder';

export interface MauticSettings {
  /** The tool's form endpoint, e.g. https://marketing.example.com/form/submit. */
  formUrl: string;
  timeoutMs?: number;
}

/**
 * A Mautic-style form endpoint (spec 000 §3: keys 'prefixed mauticform[...] style'): one
 * application/x-www-form-urlencoded POST per submission, to `formUrl?formId=N`, with
 * mauticform[formId] and every field as mauticform[key]. The tool answers a good post with 2xx or a
 * redirect to its thank-you page; anything else is a failure.
 */
export function createMauticForwarder(settings: MauticSettings): MarketingForwarder {
  return {
    kind: 'mautic',
    async forward({ formId, fields }) {
      const url = new URL(settings.formUrl);
      url.searchParams.set('formId', String(formId));
      const body = new URLSearchParams();
      body.set('mauticform[formId]', String(formId));
      body.set('mauticform[return]', '');
      for (const [key, value] of Object.entries(fields)) body.set(`mauticform[${key}]`, value);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/json' },
        body: body.toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      await res.body?.cancel();
      if (res.status >= 400 || res.status < 200) throw new Error(`marketing tool answered ${res.status}`);
    },
  };
}
