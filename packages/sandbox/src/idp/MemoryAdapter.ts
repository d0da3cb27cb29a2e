import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * What a grant's revocation removes, as oidc-provider's own adapters do. Not the Interaction: a
 * second account logging in at the same browser revokes the first's grant mid-login, and the
 * login it is in must still resume (ADR 127).
 */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** Swept only past this size: a dev session creates a few entries per login. */
const SWEEP_ABOVE = 5_000;

/**
 * oidc-provider storage in memory, on purpose: a sandbox restart logs everybody out. Written out
 * instead of the built-in quick-start adapter so each provider (one per test file) has its own
 * store and the quick-start warning does not bury the sandbox's output.
 */
export function createMemoryAdapter(): AdapterConstructor {
  const entries = new Map<string, Entry>();
  const keysByGrant = new Map<string, Set<string>>();

  const put = (key: string, payload: AdapterPayload, expiresIn: number | undefined) => {
    if (entries.size > SWEEP_ABOVE) {
      for (const [stale, entry] of entries)
        if (entry.expiresAt <= Date.now()) entries.delete(stale);
    }
    entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
  };
  const get = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };

  return class MemoryAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    #key(kind: 'id' | 'uid' | 'userCode', value: string) {
      return `${this.#model}:${kind}:${value}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const key = this.#key('id', id);
      put(key, payload, expiresIn);
      if (payload.uid) put(this.#key('uid', payload.uid), { jti: id }, expiresIn);
      if (payload.userCode) put(this.#key('userCode', payload.userCode), { jti: id }, expiresIn);
      if (payload.grantId && GRANTABLE.has(this.#model)) {
        const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
        keysByGrant.set(payload.grantId, keys.add(key));
      }
    }

    async find(id: string) {
      return get(this.#key('id', id));
    }

    async findByUid(uid: string) {
      const pointer = get(this.#key('uid', uid));
      return pointer?.jti ? this.find(pointer.jti) : undefined;
    }

    async findByUserCode(userCode: string) {
      const pointer = get(this.#key('userCode', userCode));
      return pointer?.jti ? this.find(pointer.jti) : undefined;
    }

    async consume(id: string) {
      const payload = get(this.#key('id', id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.#key('id', id));
    }

    async revokeByGrantId(grantId: string) {
      for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
      keysByGrant.delete(grantId);
    }
  };
}
