import { describe, expect, it } from 'vitest';
import { AGENCY_PIN_FORMAT, clientKindLabel, isAgencyPin } from './agency';

describe('agency PIN rules', () => {
  it('takes 4 to 8 digits, leading zeros included, and nothing else', () => {
    for (const pin of ['0000', '0420', '12345678']) expect(isAgencyPin(pin), pin).toBe(true);
    for (const pin of ['', '123', '123456789', '12a4', '12 34', '-1234', '１２３４'])
      expect(isAgencyPin(pin), pin).toBe(false);
    expect(AGENCY_PIN_FORMAT).toBe('Your PIN must be 4 to 8 digits.');
  });
});

describe('clientKindLabel', () => {
  it('names talent and business clients', () => {
    expect(clientKindLabel({ is_business: false, is_specialist: true })).toBe('Talent');
    expect(clientKindLabel({ is_business: true, is_specialist: false })).toBe('Business');
    expect(clientKindLabel({ is_business: true, is_specialist: true })).toBe('Talent and business');
  });
});
