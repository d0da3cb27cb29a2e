import { describe, expect, it } from 'vitest';
import { SubscriptionIconType } from '../account/subscriptionIconType.ts';
import { product } from '../testing/fixtures.ts';
import { subscriptionDisplayName, subscriptionIconType, subscriptionList } from './rules.ts';

describe('subscription icon type and display name (spec §3)', () => {
  it('has the API numbers', () => {
    expect(SubscriptionIconType).toEqual({
      PrePaid: 0,
      PostPaid: 1,
      Fixed1p: 10,
      Fixed2pVoip: 11,
      Fixed2pTv: 12,
      Fixed3p: 13,
    });
  });

  it.each([
    [true, true, 13, 'Internet + TV + Vast bellen'],
    [true, false, 12, 'Internet + TV'],
    [false, true, 11, 'Internet + Vast bellen'],
    [false, false, 10, 'Internet'],
  ])('TV %s, primary voip %s → %i, %s', (tv, voip, iconType, name) => {
    const type = subscriptionIconType({
      currentTv: tv ? product('TV') : null,
      currentPrimaryVoipProduct: voip ? product('Bellen') : null,
    });
    expect(type).toBe(iconType);
    expect(subscriptionDisplayName(type, 'Vonk')).toBe(name);
  });

  it.each([0, 1] as const)('icon type %i shows the provider name', (type) => {
    expect(subscriptionDisplayName(type, 'Vonk')).toBe('Vonk');
  });
});

describe('subscriptionList (spec §4)', () => {
  it('merges the fixed subscription and sorts case-insensitively by alias', () => {
    const list = subscriptionList(
      [
        { alias: 'zakelijk', iconType: 1, vkfe: 'M2' },
        { alias: 'Anna', iconType: 0, vkfe: 'M1' },
      ],
      { alias: 'Internet + TV', iconType: 12, vkfe: 'F1' },
    );
    expect(list.map((item) => [item.alias, item.isFixed])).toEqual([
      ['Anna', false],
      ['Internet + TV', true],
      ['zakelijk', false],
    ]);
  });

  it('works without a fixed subscription', () => {
    expect(
      subscriptionList(
        [
          { alias: 'b', iconType: 0, vkfe: '1' },
          { alias: 'A', iconType: 0, vkfe: '2' },
        ],
        null,
      ).map((item) => item.alias),
    ).toEqual(['A', 'b']);
  });
});
