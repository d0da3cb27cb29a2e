import { describe, expect, it } from 'vitest';
import { agentMismatch } from './agentMismatch.ts';
import { isCustomerCode } from './customerCode.ts';

describe('isCustomerCode (ADR 057)', () => {
  it.each(['10000001', '10000002', '00000000', '99999999'])('accepts %s', (code) => {
    expect(isCustomerCode(code)).toBe(true);
  });

  it.each([
    'x',
    '',
    '1000000',
    '100000011',
    ' 10000001',
    '10000001 ',
    '1000000a',
    'C-123',
    '１０００００００', // full-width digits
    '10000001<script>',
    null,
    undefined,
    10000001,
  ])('refuses %j', (code) => {
    expect(isCustomerCode(code)).toBe(false);
  });
});

describe('agentMismatch: agent mode against the token claims (ADR 057)', () => {
  it('accepts an agent whose token carries the link code, and a customer without agent mode', () => {
    expect(agentMismatch({ role: 'agent', customerCode: '10000001' }, '10000001')).toBeNull();
    expect(agentMismatch({ role: 'customer', customerCode: null }, null)).toBeNull();
  });

  it('refuses a customer login in agent mode (a crafted agent link)', () => {
    expect(agentMismatch({ role: 'customer', customerCode: null }, '10000002')).toBe('notAnAgent');
  });

  it('refuses tokens for another customer than the link', () => {
    expect(agentMismatch({ role: 'agent', customerCode: '10000001' }, '10000002')).toBe(
      'otherCustomer',
    );
    expect(agentMismatch({ role: 'agent', customerCode: null }, '10000002')).toBe('otherCustomer');
  });

  it('refuses an agent who did not come in through an agent link', () => {
    expect(agentMismatch({ role: 'agent', customerCode: '10000001' }, null)).toBe(
      'agentWithoutLink',
    );
  });
});
