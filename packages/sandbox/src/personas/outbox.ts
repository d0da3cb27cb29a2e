// The sandbox's outgoing mail (ADR 128): nothing leaves the machine; a test or a developer reads
// what "was sent" at GET /__sandbox/outbox (?to= one address). A reset drops the mails of the
// logins it resets: a plain one the fixtures', a namespace reset that worker's copies' (ADR 086).

export interface SentMail {
  /** The address as a mail server gets it (IDN domains in xn-- form). */
  to: string;
  subject: string;
  text: string;
  /** The link in the mail, when it has one (the verification link). */
  link: string | null;
  /** The persona login it is about. */
  login: string;
  sentAt: string;
}

export interface Outbox {
  send(mail: Omit<SentMail, 'sentAt'>): void;
  list(to?: string): SentMail[];
  /** Drops the mails about logins `which` picks (all without it). */
  clear(which?: (login: string) => boolean): void;
}

/** The last 200 mails are kept: enough for a test, bounded for a long dev run. */
const MAX_MAILS = 200;

export function createOutbox(now: () => Date = () => new Date()): Outbox {
  let mails: SentMail[] = [];
  return {
    send(mail) {
      mails = [...mails, { ...mail, sentAt: now().toISOString() }].slice(-MAX_MAILS);
    },
    list: (to) =>
      to === undefined ? mails : mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()),
    clear(which = () => true) {
      mails = mails.filter((mail) => !which(mail.login));
    },
  };
}
