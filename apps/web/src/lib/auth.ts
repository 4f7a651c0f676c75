import type { Membership, User } from '@mingle/contracts';
import { createStore, useStore, type Store } from './store';
import { browserStorage, clearStorage, isRecord, readJson, USER_TOKEN_KEY, writeJson } from './storage';

/** The signed-in user, kept in local storage under USER_TOKEN_KEY. */
export interface SignedInUser {
  accessToken?: string;
  /** Who is signed in (id, email, username); shown in the app. */
  user?: User;
  /** Company membership; requests then carry x-company-id. */
  membership?: Membership;
  authenticated: boolean;
}

export type SignedInFields = Omit<SignedInUser, 'authenticated'>;

export interface AuthStore extends Pick<Store<SignedInUser>, 'get' | 'subscribe'> {
  /** Merges the fields into the user, stores it and sets authenticated. */
  login(fields: SignedInFields): void;
  /** Merges the fields and stores them; the authenticated flag stays as it is. */
  update(fields: SignedInFields): void;
  /** Clears all local storage and sets unauthenticated. */
  logout(): void;
}

/** Starts authenticated if a non-empty stored user exists. */
function restore(storage: Storage | undefined): SignedInUser {
  const stored = readJson(storage, USER_TOKEN_KEY);
  if (!isRecord(stored) || Object.keys(stored).length === 0) return { authenticated: false };
  return { ...(stored as Partial<SignedInUser>), authenticated: true };
}

export function createAuthStore(storage: Storage | undefined = browserStorage()): AuthStore {
  const store = createStore<SignedInUser>(restore(storage));
  const save = (next: SignedInUser) => {
    writeJson(storage, USER_TOKEN_KEY, next);
    store.set(next);
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    login: (fields) => save({ ...store.get(), ...fields, authenticated: true }),
    update: (fields) => save({ ...store.get(), ...fields, authenticated: store.get().authenticated }),
    logout() {
      clearStorage(storage);
      store.set({ authenticated: false });
    },
  };
}

export function useAuth(auth: AuthStore): SignedInUser {
  return useStore(auth);
}
