import type { LogEntry } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';
import { jan } from './jan.ts';
import { kees } from './kees.ts';
import { lotte } from './lotte.ts';
import { nieuw } from './nieuw.ts';
import { piet } from './piet.ts';
import { sanne } from './sanne.ts';
import { storing } from './storing.ts';
import { kleineAchterstand, regeling, regelingElders, uitstelGebruikt } from './billingStates.ts';
import { bezorging } from './bezorging.ts';
import { overstap } from './overstap.ts';
import { opzeggingLoopt } from './opzeggingLoopt.ts';
import { opzegger } from './opzegger.ts';
import { wachtend } from './wachtend.ts';
import { versterker } from './versterker.ts';
import { veiligDubbel } from './veiligDubbel.ts';
import { verhuizer } from './moveStates.ts';
import { opgezegd, overstapKlaar, overstapVerstuurd } from './klantvoordeelStates.ts';
import { geenRegeling, incasso } from './arrangementStates.ts';

// Imported one by one rather than from index.ts, which re-exports this module.
const fixtures: readonly CustomerPersona[] = [
  jan,
  sanne,
  nieuw,
  piet,
  storing,
  regeling,
  uitstelGebruikt,
  kleineAchterstand,
  regelingElders,
  kees,
  lotte,
  bezorging,
  overstap,
  opzeggingLoopt,
  opzegger,
  wachtend,
  verhuizer,
  opgezegd,
  overstapVerstuurd,
  overstapKlaar,
  incasso,
  geenRegeling,
  versterker,
  veiligDubbel,
];

/** Log entries older than the last 200 are dropped: enough for a test, bounded for a long dev run. */
const MAX_LOG_ENTRIES = 200;

export interface ReceivedLogEntry extends LogEntry {
  /** True when posted anonymously to the external log endpoint. */
  external: boolean;
  /** Customer code of the session that posted it, when logged in. */
  customerCode: string | null;
  receivedAt: string;
}

/** Mutable copy of the personas: writes change it, `reset()` puts the fixtures back. */
export interface SandboxStore {
  byLogin(login: string): CustomerPersona | undefined;
  byCustomerCode(code: string): CustomerPersona | undefined;
  all(): CustomerPersona[];
  reset(): void;
  logs: {
    add(entry: ReceivedLogEntry): void;
    list(): ReceivedLogEntry[];
    clear(): void;
  };
}

export function createStore(): SandboxStore {
  let customers: CustomerPersona[] = [];
  let logEntries: ReceivedLogEntry[] = [];
  const reset = () => {
    customers = fixtures.map((persona) => structuredClone(persona));
  };
  reset();
  return {
    byLogin: (login) => customers.find((persona) => persona.login === login),
    byCustomerCode: (code) => customers.find((persona) => persona.account.customerId === code),
    all: () => customers,
    reset,
    logs: {
      add(entry) {
        logEntries = [...logEntries, entry].slice(-MAX_LOG_ENTRIES);
      },
      list: () => logEntries,
      clear() {
        logEntries = [];
      },
    },
  };
}
