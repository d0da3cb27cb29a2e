import { describe, expect, it } from 'vitest';
import type { Address } from '../endpoint/common.ts';
import type { HouseholdBenefit } from './schema.ts';
import { benefitWorth } from './benefitWorth.ts';
import type { HouseholdState } from './rules.ts';

const address: Address = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};
const subscriptions = [
  { alias: 'werk', vkfe: 'VK-1' },
  { alias: 'Jan mobiel', vkfe: 'VK-2' },
  { alias: 'tablet', vkfe: 'VK-3' },
];
const benefit = (...lines: HouseholdBenefit['lines']): HouseholdBenefit => ({ lines });
const member: HouseholdState = { kind: 'member', address };
const canJoin: HouseholdState = { kind: 'canJoin', address };
const pending: HouseholdState = {
  kind: 'pending',
  registration: {
    status: 'Pending',
    requestedAt: '2026-11-20T10:00:00Z',
    address,
    phoneNumbers: [],
  },
};
const cannotJoin: HouseholdState = { kind: 'cannotJoin', reason: 'notAllowed' };

describe('benefitWorth (issue #29: worth per month and the lines that take part)', () => {
  it.each<[string, HouseholdState, HouseholdBenefit, ReturnType<typeof benefitWorth>]>([
    [
      'member: only joined lines count; the rest are named as not taking part',
      member,
      benefit(
        { vkfe: 'VK-1', monthlyDiscount: 5, status: 'Joined' },
        { vkfe: 'VK-2', monthlyDiscount: 5, status: 'Eligible' },
        { vkfe: 'VK-3', monthlyDiscount: 0, status: 'NotEligible' },
      ),
      {
        kind: 'member',
        monthlyWorth: 5,
        lines: [{ vkfe: 'VK-1', alias: 'werk', monthlyDiscount: 5 }],
        others: [
          { vkfe: 'VK-2', alias: 'Jan mobiel' },
          { vkfe: 'VK-3', alias: 'tablet' },
        ],
      },
    ],
    [
      'may join: eligible lines would take part, worth summed in cents',
      canJoin,
      benefit(
        { vkfe: 'VK-1', monthlyDiscount: 5.1, status: 'Eligible' },
        { vkfe: 'VK-2', monthlyDiscount: 0.2, status: 'Eligible' },
        { vkfe: 'VK-3', monthlyDiscount: 0, status: 'NotEligible' },
      ),
      {
        kind: 'mayJoin',
        monthlyWorth: 5.3,
        lines: [
          { vkfe: 'VK-1', alias: 'werk', monthlyDiscount: 5.1 },
          { vkfe: 'VK-2', alias: 'Jan mobiel', monthlyDiscount: 0.2 },
        ],
        others: [{ vkfe: 'VK-3', alias: 'tablet' }],
      },
    ],
    [
      'a line the account does not list is named by its vkfe',
      member,
      benefit({ vkfe: 'VK-9', monthlyDiscount: 5, status: 'Joined' }),
      {
        kind: 'member',
        monthlyWorth: 5,
        lines: [{ vkfe: 'VK-9', alias: 'VK-9', monthlyDiscount: 5 }],
        others: subscriptions,
      },
    ],
    [
      'member without a joined line: nothing to say',
      member,
      benefit({ vkfe: 'VK-1', monthlyDiscount: 5, status: 'Eligible' }),
      { kind: 'none' },
    ],
    ['no lines at all', canJoin, benefit(), { kind: 'none' }],
    [
      'pending sign-up',
      pending,
      benefit({ vkfe: 'VK-1', monthlyDiscount: 5, status: 'Eligible' }),
      { kind: 'none' },
    ],
    [
      'cannot join',
      cannotJoin,
      benefit({ vkfe: 'VK-1', monthlyDiscount: 5, status: 'Eligible' }),
      { kind: 'none' },
    ],
  ])('%s', (_name, state, answer, expected) => {
    expect(benefitWorth(state, answer, subscriptions)).toEqual(expected);
  });
});
