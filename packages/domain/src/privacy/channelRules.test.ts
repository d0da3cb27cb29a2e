import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRIVACY_CHANNELS,
  channelsOn,
  isChannelOn,
  normalisePrivacySettings,
  setChannel,
  setPurpose,
} from './channelRules.ts';
import type { PrivacyPurpose } from './channelRules.ts';
import type { PrivacySettings } from './schema.ts';
import { privacyLevel } from '../tracking/userPayload.ts';

const RUNS = { numRuns: 1000 };
const channel = fc.constantFrom(...PRIVACY_CHANNELS);
const purpose = fc.constantFrom<PrivacyPurpose>('commercialOfferings', 'useResearchData');
const settings: fc.Arbitrary<PrivacySettings> = fc.record({
  commercialOfferings: fc.boolean(),
  commercialOfferingsChannels: fc.array(channel, { maxLength: 6 }),
  useResearchData: fc.boolean(),
  useResearchDataChannels: fc.array(channel, { maxLength: 6 }),
});
const operation = fc.oneof(
  fc.tuple(fc.constant('purpose' as const), purpose, fc.constant(null), fc.boolean()),
  fc.tuple(fc.constant('channel' as const), purpose, channel, fc.boolean()),
);
const apply = (
  state: PrivacySettings,
  [kind, which, name, on]: [
    string,
    PrivacyPurpose,
    (typeof PRIVACY_CHANNELS)[number] | null,
    boolean,
  ],
) =>
  kind === 'purpose' || !name ? setPurpose(state, which, on) : setChannel(state, which, name, on);

const jan: PrivacySettings = {
  commercialOfferings: true,
  commercialOfferingsChannels: ['Email', 'Sms'],
  useResearchData: false,
  useResearchDataChannels: ['Email'],
};

describe('privacy channel rule (spec §4)', () => {
  it('a listed channel is off while its master is off', () => {
    expect(isChannelOn(jan, 'commercialOfferings', 'Sms')).toBe(true);
    expect(isChannelOn(jan, 'commercialOfferings', 'Letter')).toBe(false);
    expect(isChannelOn(jan, 'useResearchData', 'Email')).toBe(false);
  });

  it('turning off SMS for offers keeps e-mail', () => {
    expect(setChannel(jan, 'commercialOfferings', 'Sms', false)).toEqual({
      ...jan,
      commercialOfferingsChannels: ['Email'],
      useResearchDataChannels: [],
    });
  });

  it('turning a channel on turns its master on; the last channel off turns it off', () => {
    const research = setChannel(jan, 'useResearchData', 'Letter', true);
    expect(research.useResearchData).toBe(true);
    expect(research.useResearchDataChannels).toEqual(['Letter']);
    expect(setChannel(research, 'useResearchData', 'Letter', false).useResearchData).toBe(false);
  });

  it('a master turned on gets its listed channels back, or all of them', () => {
    expect(setPurpose(jan, 'commercialOfferings', false).commercialOfferingsChannels).toEqual([]);
    expect(setPurpose(jan, 'useResearchData', true).useResearchDataChannels).toEqual(['Email']);
    expect(
      setPurpose(setPurpose(jan, 'commercialOfferings', false), 'commercialOfferings', true)
        .commercialOfferingsChannels,
    ).toEqual(['Email', 'Letter', 'Sms', 'Phone']);
  });

  it('agrees with the data layer’s privacy level for any settings', () => {
    fc.assert(
      fc.property(settings, (value) => {
        const level = privacyLevel(value.commercialOfferings, value.commercialOfferingsChannels);
        expect(isChannelOn(value, 'commercialOfferings', 'Email')).toBe(level.email);
        expect(isChannelOn(value, 'commercialOfferings', 'Letter')).toBe(level.letters);
        expect(isChannelOn(value, 'commercialOfferings', 'Sms')).toBe(level.sms);
        expect(isChannelOn(value, 'commercialOfferings', 'Phone')).toBe(level.telemarketing);
      }),
      RUNS,
    );
  });

  it('normalising changes no channel’s state and leaves no channel without its master', () => {
    fc.assert(
      fc.property(settings, purpose, (value, which) => {
        const normal = normalisePrivacySettings(value);
        expect(channelsOn(normal, which)).toEqual(channelsOn(value, which));
        expect(normal[which]).toBe(channelsOn(value, which).length > 0);
        expect(normalisePrivacySettings(normal)).toEqual(normal);
      }),
      RUNS,
    );
  });

  it('after any sequence of changes: a channel only on with its master, nothing listed twice', () => {
    fc.assert(
      fc.property(settings, fc.array(operation, { maxLength: 12 }), (start, operations) => {
        const end = operations.reduce(apply, normalisePrivacySettings(start));
        for (const which of ['commercialOfferings', 'useResearchData'] as const) {
          const listed =
            end[
              which === 'commercialOfferings'
                ? 'commercialOfferingsChannels'
                : 'useResearchDataChannels'
            ];
          expect(new Set(listed).size).toBe(listed.length);
          expect(end[which]).toBe(listed.length > 0);
          expect(channelsOn(end, which)).toEqual(listed);
        }
      }),
      RUNS,
    );
  });

  it('a change touches only its own purpose and its own channel', () => {
    fc.assert(
      fc.property(settings, purpose, channel, fc.boolean(), (start, which, name, on) => {
        const before = normalisePrivacySettings(start);
        const after = setChannel(before, which, name, on);
        const other = which === 'commercialOfferings' ? 'useResearchData' : 'commercialOfferings';
        expect(channelsOn(after, other)).toEqual(channelsOn(before, other));
        expect(isChannelOn(after, which, name)).toBe(on);
        for (const known of PRIVACY_CHANNELS.filter((c) => c !== name))
          expect(isChannelOn(after, which, known)).toBe(isChannelOn(before, which, known));
      }),
      RUNS,
    );
  });
});
