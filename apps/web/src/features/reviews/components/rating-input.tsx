import { Input, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { RATINGS } from '@stagepass/domain/reviews';
import './rating-input.css';

const starLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/**
 * A rating of 1 to 5 as five stars: native radio buttons (arrow keys move, Space chooses, a screen reader says '4
 * stars'), each drawn as a star; the stars up to the chosen one are filled.
 */
export function RatingInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | null | undefined;
}) {
  const name = useId();
  return (
    <Input.Wrapper label={label} error={error} required>
      <div role="radiogroup" aria-label={label} className="rating-input">
        {RATINGS.map((v) => (
          <label key={v} className="rating-input-star" data-full={v <= value || undefined}>
            <VisuallyHidden>
              <input
                type="radio"
                name={name}
                value={v}
                checked={value === v}
                onChange={() => onChange(v)}
                aria-label={starLabel(v)}
              />
            </VisuallyHidden>
            <span aria-hidden="true">{v <= value ? '★' : '☆'}</span>
          </label>
        ))}
      </div>
    </Input.Wrapper>
  );
}
