import type { Database } from '@stagepass/db/client';
import { eventDateText, eventTimeText } from '@stagepass/domain/events';
import { idField } from '@stagepass/contract/ids';
import * as repo from './events-repository';

const escapeHtml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

const DESCRIPTION_MAX = 200;

/**
 * Issue 9: a shared event link previews with the event's name, date and image. Link-preview crawlers run no
 * JavaScript, so the server writes Open Graph and Twitter tags into the HTML of /dash/event/{eventId}. Only a
 * published public event is described; a draft, a private event or an unknown id gets none (its page still
 * loads and asks for what it needs).
 */
export async function eventPreviewTags(db: Database, eventIdParam: string, publicUrl: string): Promise<string | null> {
  const id = idField.safeParse(Number(eventIdParam));
  if (!id.success) return null;
  const event = await repo.findById(db, id.data);
  if (!event || event.draft || event.private) return null;
  const when = `${eventDateText(event.startTime.getTime(), event.timeZone)}, ${eventTimeText(event.startTime.getTime(), event.timeZone)}`;
  const place = event.onlineOnly ? 'Online' : event.address;
  const about = event.description.trim();
  const description = [`${when} · ${place}`, about].filter(Boolean).join(' · ').slice(0, DESCRIPTION_MAX);
  const url = new URL(`/dash/event/${event.id}`, publicUrl).href;
  const image = event.image ? new URL(event.image, publicUrl).href : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Stagepass'],
    ['property', 'og:title', event.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(image ? ([['property', 'og:image', image]] as [string, string, string][]) : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', event.name],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as [string, string, string][]) : []),
    ['name', 'description', description],
  ];
  return [
    `<title>${escapeHtml(event.name)} · Stagepass</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}
