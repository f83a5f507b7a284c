import { Button, Group, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { PRINT } from '../ticket-texts';
import '../styles/print.css';

/** The class on <body> while a print page is open: the print rules hide the app's chrome only then. */
export const PRINTING_CLASS = 'printing-tickets';

/**
 * A page of things to print one per sheet (passes, private-ticket codes): a Print button that calls the browser's
 * print, the toolbar left off the paper, and each child a `.print-ticket` page.
 */
export function PrintSheet({ toolbar, children }: { toolbar?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, []);
  return (
    <Stack gap="md">
      <Group className="no-print" justify="space-between">
        <Group gap="sm">{toolbar}</Group>
        <Button onClick={() => window.print()}>{PRINT}</Button>
      </Group>
      <Stack gap="md" className="print-tickets">
        {children}
      </Stack>
    </Stack>
  );
}
