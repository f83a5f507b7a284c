import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Input,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  ACCENT_LABELS,
  ACCENT_NAMES,
  PUBLISH_WEBSITE,
  SAVE_WEBSITE,
  SITE_SECTIONS,
  UNPUBLISH_WEBSITE,
  VIEW_WEBSITE,
  WEBSITE_ABOUT_HINT,
  WEBSITE_ABOUT_LABEL,
  WEBSITE_ABOUT_MAX,
  WEBSITE_ACCENT_LABEL,
  WEBSITE_DRAFT,
  WEBSITE_HEADLINE_HINT,
  WEBSITE_HEADLINE_LABEL,
  WEBSITE_HEADLINE_MAX,
  WEBSITE_INTRO,
  WEBSITE_LIVE,
  WEBSITE_NEEDS_USERNAME,
  WEBSITE_PUBLISHED,
  WEBSITE_SAVED,
  WEBSITE_SECTIONS_LABEL,
  WEBSITE_SECTION_LABELS,
  WEBSITE_TITLE,
  WEBSITE_UNPUBLISHED,
  defaultWebsiteSettings,
  type AccentName,
  type SiteSection,
  type TemplateId,
  type WebsiteSettings,
} from '@stagepass/domain/creator-website';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { serverFieldError } from '../../settings/components/settings-section';
import { SitePreview } from '../components/site-preview';
import { TemplatePicker } from '../components/template-picker';

type Answer = RequestOutput<'get_user_tmpl'>;
type Templates = RequestOutput<'get_tmpl_types'>['templates'];

const SHOW: Record<SiteSection, 'show_bookings' | 'show_products' | 'show_posts'> = {
  bookings: 'show_bookings',
  products: 'show_products',
  posts: 'show_posts',
};

/** The builder once the website and the templates are loaded: the form starts from what is saved. */
function WebsiteBuilder({ answer, templates }: { answer: Answer; templates: Templates }) {
  const saved = answer.website;
  const [templateId, setTemplateId] = useState<TemplateId>(saved?.template_id ?? 'spotlight');
  const [settings, setSettings] = useState<WebsiteSettings>(saved?.settings ?? defaultWebsiteSettings('spotlight'));
  const [dirty, setDirty] = useState(saved === null);
  const save = useRequestMutation('update_user_tmpl', { invalidates: ['get_user_tmpl'] });
  const publish = useRequestMutation('publish_user_tmpl', { invalidates: ['get_user_tmpl'] });
  const busy = save.isPending || publish.isPending;
  const path = saved?.path ?? null;
  const username = answer.content.profile.username;

  const change = (patch: Partial<WebsiteSettings>) => {
    setSettings((s) => ({ ...s, ...patch }));
    setDirty(true);
  };

  function chooseTemplate(id: TemplateId) {
    setTemplateId(id);
    // A new template brings its own accent until the talent picks another.
    if (templateId !== id) change({ accent: templates.find((t) => t.template_id === id)?.accent ?? settings.accent });
  }

  async function saveNow(): Promise<boolean> {
    try {
      await save.mutateAsync({ template_id: templateId, settings });
      setDirty(false);
      return true;
    } catch {
      return false; // The error notice is shown by the query client.
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (await saveNow()) notify(1, WEBSITE_SAVED);
  }

  async function setPublished(on: boolean) {
    if (busy) return;
    // Publishing publishes what is on the screen: unsaved changes are saved first.
    if (on && dirty && !(await saveNow())) return;
    try {
      await publish.mutateAsync({ publish: on });
      notify(1, on ? WEBSITE_PUBLISHED : WEBSITE_UNPUBLISHED);
    } catch {
      // The error notice is shown by the query client.
    }
  }

  const published = saved?.published ?? false;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{WEBSITE_TITLE}</Title>
            <Badge color={published ? 'teal' : 'gray'} variant="light" role="status">
              {published ? WEBSITE_LIVE : WEBSITE_DRAFT}
            </Badge>
          </Group>
          <Text c="dimmed" maw={720}>
            {WEBSITE_INTRO}
          </Text>
        </Stack>
        {published && path && (
          // A full page load: /c/{username} is written by the server, not by this app.
          <Anchor href={path} target="_blank" rel="noopener">
            {VIEW_WEBSITE}
          </Anchor>
        )}
      </Group>
      {!username && (
        <Alert color="yellow" variant="light">
          {WEBSITE_NEEDS_USERNAME}{' '}
          <Anchor component={Link} to="/dash/settings">
            Settings
          </Anchor>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Website settings">
        <Stack gap="md">
          <TemplatePicker templates={templates} value={templateId} onChange={chooseTemplate} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm">
                <TextInput
                  label={WEBSITE_HEADLINE_LABEL}
                  description={WEBSITE_HEADLINE_HINT}
                  maxLength={WEBSITE_HEADLINE_MAX}
                  value={settings.headline}
                  onChange={(e) => change({ headline: e.currentTarget.value })}
                  error={serverFieldError(save.error, 'settings.headline')}
                />
                <Textarea
                  label={WEBSITE_ABOUT_LABEL}
                  description={WEBSITE_ABOUT_HINT}
                  maxLength={WEBSITE_ABOUT_MAX}
                  autosize
                  minRows={3}
                  value={settings.about}
                  onChange={(e) => change({ about: e.currentTarget.value })}
                  error={serverFieldError(save.error, 'settings.about')}
                />
                <Input.Wrapper label={WEBSITE_ACCENT_LABEL}>
                  <SegmentedControl
                    fullWidth
                    aria-label={WEBSITE_ACCENT_LABEL}
                    value={settings.accent}
                    onChange={(v) => change({ accent: v as AccentName })}
                    data={ACCENT_NAMES.map((a) => ({ value: a, label: ACCENT_LABELS[a] }))}
                  />
                </Input.Wrapper>
                <Checkbox.Group
                  label={WEBSITE_SECTIONS_LABEL}
                  value={SITE_SECTIONS.filter((s) => settings[SHOW[s]])}
                  onChange={(on) =>
                    change({
                      show_bookings: on.includes('bookings'),
                      show_products: on.includes('products'),
                      show_posts: on.includes('posts'),
                    })
                  }
                >
                  <Stack gap={6} mt={6}>
                    {SITE_SECTIONS.map((s) => (
                      <Checkbox key={s} value={s} label={WEBSITE_SECTION_LABELS[s]} />
                    ))}
                  </Stack>
                </Checkbox.Group>
                <Group gap="sm" mt="sm">
                  <Button type="submit" loading={save.isPending} disabled={publish.isPending}>
                    {SAVE_WEBSITE}
                  </Button>
                  {published ? (
                    <Button variant="outline" color="red" onClick={() => void setPublished(false)} disabled={busy}>
                      {UNPUBLISH_WEBSITE}
                    </Button>
                  ) : (
                    <Button
                      variant="light"
                      onClick={() => void setPublished(true)}
                      disabled={busy || !username}
                      loading={publish.isPending}
                    >
                      {PUBLISH_WEBSITE}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SitePreview templateId={templateId} settings={settings} content={answer.content} path={path} />
            </Grid.Col>
          </Grid>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * /dash/website (spec 001 §2 'Creator website', for the specialist; issue 15): the talent picks a template
 * (get_tmpl_types), sets a headline, an about text, an accent and the sections shown, previews the page as visitors
 * will see it, and publishes or unpublishes it at /c/{username} (update_user_tmpl, publish_user_tmpl).
 */
export function WebsitePage() {
  const site = useRequest('get_user_tmpl', {});
  const templates = useRequest('get_tmpl_types', {}, { staleTime: Infinity });
  return (
    <Container size="xl" py="md">
      {site.data && templates.data ? (
        <WebsiteBuilder answer={site.data} templates={templates.data.templates} />
      ) : site.isError || templates.isError ? (
        <Title order={1}>{WEBSITE_TITLE}</Title>
      ) : (
        <Stack aria-busy="true" aria-label="Loading your website">
          <Skeleton height={36} width={240} />
          <Skeleton height={220} />
          <Skeleton height={400} />
        </Stack>
      )}
    </Container>
  );
}
