import type { Account } from '../account/schema.ts';
import type { ConvergedStatus } from '../converged/schema.ts';
import type { PrivacyChannel, PrivacySettings } from '../privacy/schema.ts';
import type { Subscription } from '../subscription/schema.ts';
import { sha256Hex } from './sha256Hex.ts';

export interface PrivacyLevel {
  email: boolean;
  letters: boolean;
  sms: boolean;
  telemarketing: boolean;
}

export interface UserAddress {
  full_address: string;
  postcode: string;
  street: string;
  number: string;
  number_extension: string;
}

/** Spec §3 data-layer user payload; customer id, address parts, phone and email also hashed. */
export interface UserPayload {
  userId: string;
  address: UserAddress & { city: string };
  tel: string;
  email: string;
  active_products: { internet: boolean; tv: boolean; bellen: boolean };
  privacy_level_offers: PrivacyLevel;
  privacy_level_research: PrivacyLevel;
  agent_session: boolean;
  fmc_user: boolean;
  VKFE_FIXED: string;
  hashed: {
    userId: string;
    address: UserAddress & { city: string };
    tel: string;
    email: string;
  };
}

/** Spec §4: a channel is true only when its master flag is true and the channel is listed. */
export function privacyLevel(master: boolean, channels: readonly PrivacyChannel[]): PrivacyLevel {
  const on = (channel: PrivacyChannel) => master && channels.includes(channel);
  return { email: on('Email'), letters: on('Letter'), sms: on('Sms'), telemarketing: on('Phone') };
}

export interface UserPayloadInput {
  account: Account;
  subscription: Subscription | null;
  privacy: PrivacySettings | null;
  converged: ConvergedStatus | null;
  agentSession: boolean;
}

/** Builds the data-layer user payload after login (spec §3, §4). */
export async function userPayload({
  account,
  subscription,
  privacy,
  converged,
  agentSession,
}: UserPayloadInput): Promise<UserPayload> {
  const a = account.primaryAddress;
  const addition = a.houseNumberAddition ?? '';
  const address = {
    full_address: `${a.street} ${a.houseNumber}${addition ? ` ${addition}` : ''}, ${a.postalCode} ${a.city}`,
    postcode: a.postalCode,
    street: a.street,
    number: String(a.houseNumber),
    number_extension: addition,
    city: a.city,
  };
  const tel =
    account.contactInformation.find((contact) => contact.contactType === 'PhoneNumber')?.value ??
    '';
  const email = account.personInformation.primaryEmailAddress;
  const hashEntries = async <T extends Record<string, string>>(values: T): Promise<T> =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(values).map(async ([key, value]) => [key, await sha256Hex(value)]),
      ),
    ) as T;
  return {
    userId: account.customerId,
    address,
    tel,
    email,
    active_products: {
      internet: Boolean(subscription?.currentInternet),
      tv: Boolean(subscription?.currentTv),
      bellen: Boolean(subscription?.currentPrimaryVoipProduct),
    },
    privacy_level_offers: privacyLevel(
      privacy?.commercialOfferings ?? false,
      privacy?.commercialOfferingsChannels ?? [],
    ),
    privacy_level_research: privacyLevel(
      privacy?.useResearchData ?? false,
      privacy?.useResearchDataChannels ?? [],
    ),
    agent_session: agentSession,
    fmc_user: converged?.isFmcUser ?? false,
    VKFE_FIXED: account.magentaVkfe ?? '',
    hashed: {
      ...(await hashEntries({ userId: account.customerId, tel, email })),
      address: await hashEntries(address),
    },
  };
}
