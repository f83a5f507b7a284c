import { Table } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../features/events/testing';
import { ScrollTable } from './scroll-table';

// jsdom lays nothing out: the scrolling box's sizes are set here, and its size changes reported by hand.
const box = { scrollWidth: 0, clientWidth: 0 };
let resized: (() => void)[] = [];

beforeEach(() => {
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const size = (key: keyof typeof box) =>
    function (this: HTMLElement) {
      return this.classList.contains('scroll-table-viewport') ? box[key] : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(size('scrollWidth'));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size('clientWidth'));
});

function show(sizes: typeof box) {
  Object.assign(box, sizes);
  renderWithProviders(
    <ScrollTable label="Tickets" minWidth={640}>
      <Table aria-label="Tickets">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Early Bird</Table.Td>
            <Table.Td>$10.00</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollTable>,
  );
}

const cue = () => document.querySelector('[data-scroll-cue]');

describe('a table that scrolls sideways on a narrow screen', () => {
  it('shows the scroll cue while the table is wider than its place, and the box takes the focus', () => {
    show({ scrollWidth: 640, clientWidth: 358 });
    expect(cue()).toHaveTextContent('Scroll for more →');
    const region = screen.getByRole('region', { name: 'Tickets, scrolls sideways' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Tickets' }));
  });

  it('shows no cue, and is no stop for the keyboard, when the table fits', () => {
    show({ scrollWidth: 1100, clientWidth: 1100 });
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    expect(cue()).toBeNull();
    expect(screen.queryByRole('region', { name: /Tickets/ })).toBeNull();
  });

  it('hides the cue when the window grows until the table fits, and shows it again when it narrows', () => {
    show({ scrollWidth: 640, clientWidth: 358 });
    expect(cue()).toBeInTheDocument();
    Object.assign(box, { scrollWidth: 900, clientWidth: 900 });
    act(() => resized.forEach((report) => report()));
    expect(cue()).toBeNull();
    Object.assign(box, { scrollWidth: 640, clientWidth: 500 });
    act(() => resized.forEach((report) => report()));
    expect(cue()).toHaveTextContent('Scroll for more →');
  });

  it('points back once scrolled to the far end', () => {
    show({ scrollWidth: 640, clientWidth: 358 });
    const region = screen.getByRole('region', { name: 'Tickets, scrolls sideways' });
    region.scrollLeft = 282;
    fireEvent.scroll(region);
    expect(cue()).toHaveTextContent('← Scroll for more');
    region.scrollLeft = 100;
    fireEvent.scroll(region);
    expect(cue()).toHaveTextContent('Scroll for more →');
  });
});
