import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './scroll-table.css';

/** The hint shown while a table has more columns to scroll to, on the side they are. */
export const SCROLL_CUE = { after: 'Scroll for more →', before: '← Scroll for more' } as const;

/** The scrolling box's name: apart from the section around it, which often has the table's name too. */
export const scrollRegionName = (label: string) => `${label}, scrolls sideways`;

/** Which sides of a scrolling box hide more of its content (a pixel of rounding is not more to see). */
export interface HiddenSides {
  before: boolean;
  after: boolean;
}

export function hiddenSides(box: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>): HiddenSides {
  // Right to left, scrollLeft runs from 0 down to minus the overflow.
  const scrolled = Math.abs(box.scrollLeft);
  return { before: scrolled > 1, after: box.scrollWidth - box.clientWidth - scrolled > 1 };
}

export interface ScrollTableProps {
  /** Names the scrolling region for keyboard and screen-reader users: usually the table's own label. */
  label: string;
  /** The width the table keeps before it scrolls rather than squeezing its columns further. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A table that scrolls sideways when it is wider than its place (a phone), and says so: while columns are hidden, a
 * shadow on the hidden side and a 'Scroll for more →' hint. When the table fits, neither is shown. The scrolling box
 * takes the keyboard's focus then, so arrow keys scroll it too.
 */
export function ScrollTable({ label, minWidth, children }: ScrollTableProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>({ before: false, after: false });

  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const measure = () =>
      setHidden((was) => {
        const now = hiddenSides(box);
        return now.before === was.before && now.after === was.after ? was : now;
      });
    // The box changes width with the window; the table with its rows and columns.
    const sizes = new ResizeObserver(measure);
    const observeChildren = () => [...box.children].forEach((child) => sizes.observe(child));
    sizes.observe(box);
    observeChildren();
    const children = new MutationObserver(() => {
      observeChildren();
      measure();
    });
    children.observe(box, { childList: true });
    box.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      sizes.disconnect();
      children.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);

  const scrolls = hidden.before || hidden.after;
  return (
    <div
      className="scroll-table"
      data-hidden-before={hidden.before || undefined}
      data-hidden-after={hidden.after || undefined}
    >
      <div
        ref={viewport}
        className="scroll-table-viewport"
        style={minWidth ? ({ '--scroll-table-min-width': `${minWidth}px` } as CSSProperties) : undefined}
        // A box that scrolls must be reachable by keyboard (WCAG 2.1.1); one that fits is no stop.
        {...(scrolls ? { role: 'region', 'aria-label': scrollRegionName(label), tabIndex: 0 } : {})}
      >
        {scrolls && (
          <div className="scroll-table-cue" data-scroll-cue aria-hidden>
            {hidden.after ? SCROLL_CUE.after : SCROLL_CUE.before}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * True below the theme's sm breakpoint (phones), where the busiest tables show each row as a card. False until the
 * window is known (and in tests, where no media query matches), so a table is the default.
 */
export function useCardLayout(): boolean {
  const { breakpoints } = useMantineTheme();
  // As Mantine's hiddenFrom="sm": below the breakpoint by a tenth of a pixel.
  return useMediaQuery(`(max-width: ${em(Number(px(breakpoints.sm)) - 0.1)})`, false);
}

/** A row shown as a card on a phone: its cells as 'label: value' lines. */
export function CardFields({ fields }: { fields: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="card-fields">
      {fields.map(([label, value]) => (
        <div key={label} className="card-fields-line">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
