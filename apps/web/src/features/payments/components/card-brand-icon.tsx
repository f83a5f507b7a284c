import type { ReactNode } from 'react';
import { cardBrand, type CardBrand } from '@stagepass/domain/tickets';

/** spec 001 §9 card brands, as a person reads them. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  paypal: 'PayPal',
  unionpay: 'UnionPay',
  visa: 'Visa',
  unknown: 'Card',
};

export function cardBrandName(brand: string | null | undefined): string {
  return CARD_BRAND_NAMES[cardBrand(brand)];
}

const text = (x: number, value: string, fill: string, size = 9) => (
  <text
    x={x}
    y="19"
    fill={fill}
    fontFamily="Arial,Helvetica,sans-serif"
    fontSize={size}
    fontWeight="700"
    textAnchor="middle"
    fontStyle="italic"
  >
    {value}
  </text>
);

// Small marks in each brand's colours, drawn inline (no icon package for nine glyphs). 38 × 24, a card's shape.
const MARKS: Record<CardBrand, { bg: string; mark: ReactNode }> = {
  visa: { bg: '#1a1f71', mark: text(19, 'VISA', '#ffffff', 10) },
  mastercard: {
    bg: '#252525',
    mark: (
      <>
        <circle cx="15" cy="12" r="7" fill="#eb001b" />
        <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  amex: { bg: '#2e77bc', mark: text(19, 'AMEX', '#ffffff', 9) },
  diners: {
    bg: '#ffffff',
    mark: (
      <>
        <circle cx="19" cy="12" r="8" fill="none" stroke="#0079be" strokeWidth="2.5" />
        <path d="M17 7v10M21 7v10" stroke="#0079be" strokeWidth="1.5" />
      </>
    ),
  },
  discover: {
    bg: '#ffffff',
    mark: (
      <>
        <circle cx="27" cy="12" r="5" fill="#f48120" />
        {text(13, 'DISC', '#231f20', 7)}
      </>
    ),
  },
  jcb: {
    bg: '#ffffff',
    mark: (
      <>
        <rect x="6" y="5" width="8" height="14" rx="2" fill="#0e4c96" />
        <rect x="15" y="5" width="8" height="14" rx="2" fill="#e21836" />
        <rect x="24" y="5" width="8" height="14" rx="2" fill="#007b40" />
      </>
    ),
  },
  paypal: { bg: '#ffffff', mark: text(19, 'PayPal', '#003087', 8) },
  unionpay: {
    bg: '#ffffff',
    mark: (
      <>
        <path d="M7 4h8l-3 16H4z" fill="#e21836" />
        <path d="M15 4h8l-3 16h-8z" fill="#00447c" />
        <path d="M23 4h8l-3 16h-8z" fill="#007b84" />
      </>
    ),
  },
  unknown: {
    bg: '#ffffff',
    mark: (
      <>
        <rect x="5" y="8" width="28" height="3" fill="#868e96" />
        <rect x="8" y="15" width="9" height="2" rx="1" fill="#868e96" />
      </>
    ),
  },
};

/** spec 001 §9: the icon of a saved card's brand, named for screen readers ('Visa'). */
export function CardBrandIcon({ brand, size = 38 }: { brand: string | null | undefined; size?: number }) {
  const b = cardBrand(brand);
  const { bg, mark } = MARKS[b];
  return (
    <svg
      role="img"
      aria-label={CARD_BRAND_NAMES[b]}
      width={size}
      height={(size * 24) / 38}
      viewBox="0 0 38 24"
      data-brand={b}
      style={{ flex: 'none' }}
    >
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill={bg} stroke="#ced4da" />
      {mark}
    </svg>
  );
}
