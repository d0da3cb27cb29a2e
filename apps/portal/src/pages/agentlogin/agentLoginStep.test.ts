import { describe, expect, it } from 'vitest';
import { agentLoginStep } from './agentLoginStep.ts';

const agentOn = (customerCode: string) => ({ role: 'agent' as const, customerCode });

describe('agentLoginStep (ADR 056)', () => {
  it('logs in when nobody is signed in', () => {
    expect(agentLoginStep(null, null, '10000002')).toBe('login');
  });

  it("goes home for the agent already on this customer and for a customer's own tab", () => {
    expect(agentLoginStep(agentOn('10000002'), '10000002', '10000002')).toBe('home');
    expect(agentLoginStep({ role: 'customer', customerCode: null }, null, '10000002')).toBe('home');
  });

  it('ends the session of an agent on another customer', () => {
    expect(agentLoginStep(agentOn('10000001'), '10000001', '10000002')).toBe('switchCustomer');
    // Stored code and token claim must both be the link's: either differing is enough.
    expect(agentLoginStep(agentOn('10000002'), '10000001', '10000002')).toBe('switchCustomer');
    expect(agentLoginStep(agentOn('10000001'), '10000002', '10000002')).toBe('switchCustomer');
  });
});
