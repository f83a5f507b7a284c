import { Group, Image, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RequestOutput } from '@stagepass/contract/registry';
import { CHOOSE_TEMPLATE, TEMPLATE_CHOSEN, type TemplateId } from '@stagepass/domain/creator-website';

type Template = RequestOutput<'get_tmpl_types'>['templates'][number];

/** The template catalogue (get_tmpl_types) as a group of radio cards: each with its thumbnail, name and description. */
export function TemplatePicker({
  templates,
  value,
  onChange,
}: {
  templates: readonly Template[];
  value: TemplateId;
  onChange: (id: TemplateId) => void;
}) {
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as TemplateId)} label={CHOOSE_TEMPLATE}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xs">
        {templates.map((t) => (
          <Radio.Card key={t.template_id} value={t.template_id} radius="md" p="sm" aria-label={t.name}>
            <Stack gap={6}>
              <Image src={t.preview} alt="" radius="sm" />
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{t.name}</Text>
                <Radio.Indicator aria-hidden />
              </Group>
              <Text size="sm" c="dimmed">
                {t.description}
              </Text>
              {t.template_id === value && (
                <Text size="xs" c="teal" fw={600}>
                  {TEMPLATE_CHOSEN}
                </Text>
              )}
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
