import { z } from 'zod/mini';
import { WriteResult } from '../endpoint/common.ts';

/** Which calls a line refuses (spec §7.2 number blocking). */
const numberBlocking = {
  anonymousCallsBlocked: z.boolean(),
  premiumNumbersBlocked: z.boolean(),
  internationalCallsBlocked: z.boolean(),
};
export const NumberBlocking = z.strictObject(numberBlocking);
export type NumberBlocking = z.infer<typeof NumberBlocking>;

export const ForwardingMode = z.enum(['Always', 'Busy', 'NoAnswer']);
export type ForwardingMode = z.infer<typeof ForwardingMode>;

const voicemailForwarding = {
  voicemailEnabled: z.boolean(),
  forwardingEnabled: z.boolean(),
  forwardingMode: ForwardingMode,
  /** Number calls are forwarded to; null when forwarding is off. */
  forwardingDestination: z.nullable(z.string()),
};
export const VoicemailForwarding = z.strictObject(voicemailForwarding);
export type VoicemailForwarding = z.infer<typeof VoicemailForwarding>;

export const NumberPortingStatus = z.enum(['None', 'Requested', 'Completed', 'Rejected']);
export type NumberPortingStatus = z.infer<typeof NumberPortingStatus>;

/** One fixed line (spec §3: phone number details have a productCode). */
export const VoipLine = z.strictObject({
  phoneNumber: z.string(),
  productCode: z.string(),
  sipUsername: z.string(),
  numberBlocking: NumberBlocking,
  voicemailForwarding: VoicemailForwarding,
  numberPorting: z.strictObject({
    status: NumberPortingStatus,
    donorNumber: z.nullable(z.string()),
    donorProvider: z.nullable(z.string()),
  }),
});
export type VoipLine = z.infer<typeof VoipLine>;

/** GET /api/voipsettings; each write below is followed by a refetch of it (spec §7.2). */
export const VoipSettings = z.strictObject({ lines: z.array(VoipLine) });
export type VoipSettings = z.infer<typeof VoipSettings>;

/** GET /api/voipsettings/checknetcode?phoneNumber&postalCode (or /{phoneNumber}/{postalCode}). */
export const NetCodeCheck = z.strictObject({
  /** True when the number's area code (netnummer) belongs to the postcode's region. */
  valid: z.boolean(),
  /** The area code of the postcode's region; null for an unknown postcode. */
  expectedNetCode: z.nullable(z.string()),
});
export type NetCodeCheck = z.infer<typeof NetCodeCheck>;

/** POST /api/voipsettings/numberblocking. */
export const NumberBlockingRequest = z.strictObject({ phoneNumber: z.string(), ...numberBlocking });
export type NumberBlockingRequest = z.infer<typeof NumberBlockingRequest>;

/** POST /api/voipsettings/voicemailforwarding. */
export const VoicemailForwardingRequest = z.strictObject({
  phoneNumber: z.string(),
  ...voicemailForwarding,
});
export type VoicemailForwardingRequest = z.infer<typeof VoicemailForwardingRequest>;

/** POST /api/voipsettings/numberporting: bring a number from another provider to this line. */
export const NumberPortingRequest = z.strictObject({
  phoneNumber: z.string(),
  donorNumber: z.string(),
  donorProvider: z.string(),
});
export type NumberPortingRequest = z.infer<typeof NumberPortingRequest>;

/** POST /api/voipsettings/sippassword body. */
export const SipPasswordRequest = z.strictObject({ phoneNumber: z.string() });
export type SipPasswordRequest = z.infer<typeof SipPasswordRequest>;

/** POST /api/voipsettings/sippassword answer: a new SIP password, shown once. */
export const SipPasswordResult = z.strictObject({
  success: z.boolean(),
  sipPassword: z.nullable(z.string()),
  message: z.optional(z.string()),
});
export type SipPasswordResult = z.infer<typeof SipPasswordResult>;

export const voipSchemas = {
  reads: {
    voipSettings: VoipSettings,
    netCodeCheck: NetCodeCheck,
    netCodeCheckByPath: NetCodeCheck,
  },
  writes: {
    saveNumberBlocking: { body: NumberBlockingRequest, result: WriteResult },
    saveVoicemailForwarding: { body: VoicemailForwardingRequest, result: WriteResult },
    requestNumberPorting: { body: NumberPortingRequest, result: WriteResult },
    resetSipPassword: { body: SipPasswordRequest, result: SipPasswordResult },
  },
};
