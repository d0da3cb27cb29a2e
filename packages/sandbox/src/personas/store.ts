import type { LogEntry } from '@vonk/domain/contract';
import { emailAddressAscii } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';
import { createOutbox } from './outbox.ts';
import { DEMO_EMAIL_LINKS } from './emailLinks.ts';
import type { Outbox } from './outbox.ts';
import { splitLogin } from './namespaces.ts';
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
import { ingepakt } from './ingepakt.ts';
import { kortingscode } from './kortingscode.ts';
import { facturenElders } from './facturenElders.ts';
import { verhuizer } from './moveStates.ts';
import { opgezegd, overstapKlaar, overstapVerstuurd } from './klantvoordeelStates.ts';
import { geenRegeling, incasso } from './arrangementStates.ts';
import { contractEindigt, contractMidden, contractVoorbij } from './contractStates.ts';
import { groteLetters } from './displayStates.ts';

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
  ingepakt,
  kortingscode,
  facturenElders,
  contractMidden,
  contractEindigt,
  contractVoorbij,
  groteLetters,
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
  /** A fixture's login, or a namespaced one (`jan@w1`, ADR 086) whose copy is made on first use. */
  byLogin(login: string): CustomerPersona | undefined;
  /** The fixtures only: an agent acts for the customer, never for a worker's copy. */
  byCustomerCode(code: string): CustomerPersona | undefined;
  /** The fixtures only, so a public link's reference finds one record. */
  all(): CustomerPersona[];
  /** The fixtures, then every namespaced copy made so far. */
  everyone(): CustomerPersona[];
  /**
   * The fixture whose primary e-mail address (the login name, ADR 128) this is, in any case or IDN
   * spelling. Copies (`jan@w1`) start with their fixture's address, so they log in by their own
   * login only.
   */
  loginByEmail(address: string): string | undefined;
  /** Mails the sandbox "sent" (ADR 128): tests read them at /__sandbox/outbox. */
  outbox: Outbox;
  /** Verification tokens already opened: a second opening says "used", not "invalid". */
  usedEmailTokens: Set<string>;
  /**
   * The fixtures back. Namespaced copies stay: each belongs to one e2e worker, which resets its
   * own, so a read-only journey's reset never wipes a write in flight on another worker.
   */
  reset(): void;
  /** Drops one namespace's copies (all of them without one); a next login starts from the fixture. */
  resetNamespace(namespace?: string): void;
  logs: {
    add(entry: ReceivedLogEntry): void;
    list(): ReceivedLogEntry[];
    clear(): void;
  };
}

export function createStore(): SandboxStore {
  let customers: CustomerPersona[] = [];
  const copies = new Map<string, CustomerPersona>();
  let logEntries: ReceivedLogEntry[] = [];
  const outbox = createOutbox();
  const usedEmailTokens = new Set<string>();
  const reset = () => {
    customers = fixtures.map((persona) => structuredClone(persona));
    outbox.clear((login) => splitLogin(login).namespace === null);
    usedEmailTokens.clear();
    usedEmailTokens.add(DEMO_EMAIL_LINKS.used);
  };
  const everyone = () => [...customers, ...copies.values()];
  const copyOf = (login: string): CustomerPersona | undefined => {
    const { base, namespace } = splitLogin(login);
    const fixture = namespace && fixtures.find((persona) => persona.login === base);
    if (!fixture) return undefined;
    let copy = copies.get(login);
    if (!copy) {
      copy = { ...structuredClone(fixture), login };
      copies.set(login, copy);
    }
    return copy;
  };
  reset();
  return {
    byLogin: (login) => customers.find((persona) => persona.login === login) ?? copyOf(login),
    byCustomerCode: (code) => customers.find((persona) => persona.account.customerId === code),
    all: () => customers,
    everyone,
    loginByEmail(address) {
      const wanted = emailAddressAscii(address)?.toLowerCase();
      if (!wanted) return undefined;
      return customers.find(
        (persona) =>
          emailAddressAscii(
            persona.account.personInformation.primaryEmailAddress,
          )?.toLowerCase() === wanted,
      )?.login;
    },
    outbox,
    usedEmailTokens,
    reset,
    resetNamespace(namespace) {
      outbox.clear((login) => {
        const own = splitLogin(login).namespace;
        return own !== null && (namespace === undefined || own === namespace);
      });
      for (const login of copies.keys()) {
        if (namespace === undefined || splitLogin(login).namespace === namespace) {
          copies.delete(login);
        }
      }
    },
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
