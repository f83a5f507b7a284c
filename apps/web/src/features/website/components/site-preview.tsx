import { useMemo } from 'react';
import type { RequestOutput } from '@stagepass/contract/registry';
import { renderCreatorSite } from '@stagepass/domain/creator-website-html';
import { WEBSITE_PREVIEW, type WebsiteSettings } from '@stagepass/domain/creator-website';

type Content = RequestOutput<'get_user_tmpl'>['content'];

/**
 * The website as visitors will see it: the same document the server sends at /c/{username} (domain
 * creator-website-html.ts), drawn in a sandboxed frame that runs no script; its links open in a new tab.
 */
export function SitePreview({
  templateId,
  settings,
  content,
  path,
}: {
  templateId: string;
  settings: WebsiteSettings;
  content: Content;
  path: string | null;
}) {
  const html = useMemo(
    () =>
      renderCreatorSite({
        template_id: templateId,
        settings,
        content,
        origin: window.location.origin,
        path,
        preview: true,
      }),
    [templateId, settings, content, path],
  );
  return (
    <iframe
      title={WEBSITE_PREVIEW}
      srcDoc={html}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    />
  );
}
