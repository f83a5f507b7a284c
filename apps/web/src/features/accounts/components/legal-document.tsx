import { Anchor, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { legalDocumentLoadFailed } from '@stagepass/domain/account-flows';

/**
 * The <main> of one of our own legal pages (spec 000 §9 /terms.html, /privacy.html), for showing
 * inside a modal. The pages are first-party static files; scripts and inline handlers are still
 * dropped so nothing in them can run here.
 */
export async function fetchLegalDocument(path: string): Promise<string> {
  const res = await fetch(path, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const main = doc.querySelector('main');
  if (!main) throw new Error(`${path} has no <main>`);
  for (const el of main.querySelectorAll('script, style, iframe, object, embed, form')) el.remove();
  for (const el of main.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      if (/^on/i.test(attr.name) || /^\s*javascript:/i.test(attr.value)) el.removeAttribute(attr.name);
    }
    // Links open outside the modal, so reading one never loses the pending sign-in.
    if (el instanceof HTMLAnchorElement) {
      el.target = '_blank';
      el.rel = 'noopener noreferrer';
    }
  }
  return main.innerHTML;
}

export function LegalDocument({ path, title }: { path: string; title: string }) {
  const doc = useQuery({
    queryKey: ['legal-document', path],
    queryFn: () => fetchLegalDocument(path),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

  if (doc.isPending) return <Loader size="sm" aria-label={`Loading the ${title}`} />;
  if (doc.isError)
    return (
      <Text size="sm">
        {legalDocumentLoadFailed(title)}{' '}
        <Anchor href={path} target="_blank" rel="noopener noreferrer">
          {title}
        </Anchor>
      </Text>
    );
  return <div className="legal-document" dangerouslySetInnerHTML={{ __html: doc.data }} />;
}
