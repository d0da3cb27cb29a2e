import type { AgentPersona } from './types.ts';

/** Agents log in through /agentlogin/{customerCode}; the code becomes the token's `customer_code`. */
export const agents = {
  agent: {
    login: 'agent',
    name: 'Agent Smit',
    locked: false,
    purpose: 'Customer-service agent acting for a customer.',
  },
  'agent-geblokkeerd': {
    login: 'agent-geblokkeerd',
    name: 'Agent Geblokkeerd',
    locked: true,
    purpose: 'Locked agent (agent_locked=true): cannot log out, sees the close-tab message.',
  },
} as const satisfies Record<string, AgentPersona>;
