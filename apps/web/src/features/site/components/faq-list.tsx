import { Accordion, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions and answers as an accordion; each question is a button that reveals its answer. */
export function FaqList({ items, label }: { items: readonly FaqItem[]; label: string }) {
  return (
    <Accordion variant="separated" radius="md" aria-label={label}>
      {/* Values become element ids; the question text has spaces, which break aria-labelledby. */}
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`q${i + 1}`}>
          <Accordion.Control>
            <Text fw={600}>{item.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed">{item.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
