// Local storage under the spec's keys (section 9), behind a small interface.
import { Role } from "../codecs/role.ts";
import { SessionUser } from "../codecs/session.ts";

export const StorageKey = {
  token: "token",
  tokenSetAt: "tokenSetAt",
  role: "role",
  authData: "authData",
  productData: "productData",
  fcpLogoutMS: "fcpLogoutMS",
  FCPHPAList: "FCPHPAList",
  outlets: "outlets",
  WSS: "WSS",
  articles: "articles",
  Udata: "Udata",
  lat: "lat",
  long: "long",
  userToken: "user-token",
} as const;

/** The part of `window.localStorage` we use. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export interface SessionStore {
  token(): string | null;
  /** The stored user, or null when missing or not a valid SessionUser. */
  user(): SessionUser | null;
  /** The last role chosen at sign-in, or null. */
  role(): Role | null;
  save(session: StoredSession): void;
  /** Sign-out: forgets the session data but keeps the remembered role. */
  clear(): void;
}

/** Keys removed at sign-out (the role stays remembered). */
export const SIGN_OUT_KEYS = [
  StorageKey.token,
  StorageKey.tokenSetAt,
  StorageKey.authData,
  StorageKey.fcpLogoutMS,
  StorageKey.FCPHPAList,
  StorageKey.userToken,
] as const;

function readJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function createSessionStore(kv: KeyValue, now: () => number = Date.now): SessionStore {
  return {
    token: () => kv.getItem(StorageKey.token) || null,
    user() {
      const u = readJson(kv.getItem(StorageKey.authData));
      return SessionUser.is(u) ? u : null;
    },
    role() {
      const r = kv.getItem(StorageKey.role);
      return Role.is(r) ? r : null;
    },
    save({ token, user }) {
      kv.setItem(StorageKey.token, token);
      kv.setItem(StorageKey.tokenSetAt, String(now()));
      kv.setItem(StorageKey.role, user.role);
      kv.setItem(StorageKey.authData, JSON.stringify(user));
    },
    clear() {
      for (const k of SIGN_OUT_KEYS) kv.removeItem(k);
    },
  };
}
