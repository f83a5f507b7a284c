import { describe, expect, it } from 'vitest';
import { BID_WHOLE_DOLLARS } from '@stagepass/domain/auction';
import { bidAmountError } from './business-bid-rules';

describe('bidAmountError (spec 001 §5: whole USD, no decimals, no $)', () => {
  it.each(['12.50', '$300', '300$', '1e3', '-5', '0', '', '3 00', '1,000', '1234567'])('refuses %j', (text) => {
    expect(bidAmountError(text, 100)).toBe(BID_WHOLE_DOLLARS);
  });

  it('takes whole dollars at or above the rate, spaces around them allowed', () => {
    expect(bidAmountError('200', 200_00)).toBeNull();
    expect(bidAmountError(' 250 ', 200_00)).toBeNull();
  });

  it('refuses less than the rate with the server’s message', () => {
    expect(bidAmountError('199', 200_00)).toBe(
      "Your bid must be at least $200, the talent's rate for this time block.",
    );
  });
});
