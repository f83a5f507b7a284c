import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import '../../../components/ui/event-widgets.css';

/** Event cards in a responsive grid. */
export function EventGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders while events load. */
export function EventGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true" data-testid="events-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={260} radius="md" />
      ))}
    </SimpleGrid>
  );
}
