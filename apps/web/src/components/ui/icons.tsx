// Small inline icons for the event widgets: no icon package for a handful of glyphs. Each is decorative
// (aria-hidden); the control that holds it carries the name.

interface IconProps {
  size?: number;
}

const base = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  }) as const;

/** The watch toggle: an eye, filled when watched. */
export function EyeIcon({ size = 18, filled = false }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base(size)}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill={filled ? 'currentColor' : 'none'} />
      <circle cx="12" cy="12" r="3" fill={filled ? 'var(--mantine-color-body)' : 'none'} />
    </svg>
  );
}

export function ShareIcon({ size = 18 }: IconProps) {
  return (
    <svg {...base(size)}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

export function MapPinIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)}>
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

export function CalendarIcon({ size = 16 }: IconProps) {
  return (
    <svg {...base(size)}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </svg>
  );
}
