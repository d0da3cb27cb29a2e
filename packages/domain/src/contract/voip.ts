/** Which calls a line refuses (spec §7.2 number blocking). */
export interface NumberBlocking {
  anonymousCallsBlocked: boolean;
  premiumNumbersBlocked: boolean;
  internationalCallsBlocked: boolean;
}

export type ForwardingMode = 'Always' | 'Busy' | 'NoAnswer';

export interface VoicemailForwarding {
  voicemailEnabled: boolean;
  forwardingEnabled: boolean;
  forwardingMode: ForwardingMode;
  /** Number calls are forwarded to; null when forwarding is off. */
  forwardingDestination: string | null;
}

export type NumberPortingStatus = 'None' | 'Requested' | 'Completed' | 'Rejected';

/** One fixed line (spec §3: phone number details have a productCode). */
export interface VoipLine {
  phoneNumber: string;
  productCode: string;
  sipUsername: string;
  numberBlocking: NumberBlocking;
  voicemailForwarding: VoicemailForwarding;
  numberPorting: {
    status: NumberPortingStatus;
    donorNumber: string | null;
    donorProvider: string | null;
  };
}

/** GET /api/voipsettings; each write below is followed by a refetch of it (spec §7.2). */
export interface VoipSettings {
  lines: VoipLine[];
}

/** GET /api/voipsettings/checknetcode?phoneNumber&postalCode (or /{phoneNumber}/{postalCode}). */
export interface NetCodeCheck {
  /** True when the number's area code (netnummer) belongs to the postcode's region. */
  valid: boolean;
  /** The area code of the postcode's region; null for an unknown postcode. */
  expectedNetCode: string | null;
}

/** POST /api/voipsettings/numberblocking. */
export interface NumberBlockingRequest extends NumberBlocking {
  phoneNumber: string;
}

/** POST /api/voipsettings/voicemailforwarding. */
export interface VoicemailForwardingRequest extends VoicemailForwarding {
  phoneNumber: string;
}

/** POST /api/voipsettings/numberporting: bring a number from another provider to this line. */
export interface NumberPortingRequest {
  phoneNumber: string;
  donorNumber: string;
  donorProvider: string;
}

/** POST /api/voipsettings/sippassword { phoneNumber }: a new SIP password, shown once. */
export interface SipPasswordResult {
  success: boolean;
  sipPassword: string | null;
  message?: string;
}
