import { Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import classes from './faq-list.module.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions and answers; each question is a button that reveals its answer (the disclosure pattern:
 * aria-expanded on the button, the answer a labelled region). Plain elements rather than Mantine's
 * Accordion, whose animated Collapse and transitions would weigh on the landing page's first load.
 */
export function FaqList({ items, label }: { items: readonly FaqItem[]; label: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const id = useId();
  const toggle = (i: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  return (
    <div className={classes.list} role="group" aria-label={label}>
      {items.map((item, i) => {
        const expanded = open.has(i);
        return (
          <div key={item.question} className={classes.item}>
            <button
              type="button"
              id={`${id}-q${i}`}
              className={classes.question}
              aria-expanded={expanded}
              aria-controls={`${id}-a${i}`}
              onClick={() => toggle(i)}
            >
              <span>{item.question}</span>
              <svg className={classes.chevron} width="16" height="16" viewBox="0 0 15 15" aria-hidden="true">
                <path
                  d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
                  fill="currentColor"
                  fillRule="evenodd"
                  clipRule="evenodd"
                />
              </svg>
            </button>
            <div
              id={`${id}-a${i}`}
              role="region"
              aria-labelledby={`${id}-q${i}`}
              className={classes.answer}
              hidden={!expanded}
            >
              <Text c="dimmed">{item.answer}</Text>
            </div>
          </div>
        );
      })}
    </div>
  );
}
