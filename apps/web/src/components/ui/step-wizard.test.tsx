import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../features/events/testing';
import { StepWizard } from './step-wizard';

const steps = (firstValid: boolean) => [
  { label: 'One', content: <p>first</p>, valid: firstValid },
  { label: 'Two', content: <p>second</p> },
  { label: 'Three', content: <p>third</p> },
];

describe('step wizard (spec 001 §2, §5)', () => {
  it('blocks Next on an invalid step and reports it; Previous goes back; Finish on the last step', async () => {
    const onBlocked = vi.fn();
    const onFinish = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <StepWizard label="Test" steps={steps(false)} onBlocked={onBlocked} onFinish={onFinish} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBlocked).toHaveBeenCalledWith(0);
    expect(screen.getByRole('region', { name: 'One' })).toHaveTextContent('first');

    rerender(<StepWizard label="Test" steps={steps(true)} onBlocked={onBlocked} onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Two' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('region', { name: 'One' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('moves on regardless when validation is off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StepWizard label="Test" steps={steps(false)} validate={false} onFinish={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Two' })).toBeInTheDocument();
  });

  it('is compact below 600 px: numbered steps and the current step named', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderWithProviders(<StepWizard label="Test" steps={steps(true)} onFinish={() => {}} />);
    expect(screen.getByText(/Step 1 of 3/)).toHaveTextContent('Step 1 of 3: One');
  });
});
