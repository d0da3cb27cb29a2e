/** VoIP settings URLs of spec §7.2 (settings and net-code check 300 s). */
export const VOIP_PATHS = {
  settings: '/api/voipsettings',
  numberBlocking: '/api/voipsettings/numberblocking',
  voicemailForwarding: '/api/voipsettings/voicemailforwarding',
  numberPorting: '/api/voipsettings/numberporting',
  sipPassword: '/api/voipsettings/sippassword',
  checkNetCode: (phoneNumber: string, postalCode: string) =>
    `/api/voipsettings/checknetcode?${new URLSearchParams({ phoneNumber, postalCode }).toString()}`,
  /** The variant with two path parameters (spec §7.2). */
  checkNetCodeByPath: (phoneNumber: string, postalCode: string) =>
    `/api/voipsettings/checknetcode/${encodeURIComponent(phoneNumber)}/${encodeURIComponent(postalCode)}`,
} as const;
