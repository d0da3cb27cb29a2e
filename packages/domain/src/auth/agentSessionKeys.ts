/** Spec §6, §9: session storage keys CustomerCode and IsAgent, prefixed with the host name. */
export function agentSessionKeys(host: string): { customerCode: string; isAgent: string } {
  return { customerCode: `${host}CustomerCode`, isAgent: `${host}IsAgent` };
}
