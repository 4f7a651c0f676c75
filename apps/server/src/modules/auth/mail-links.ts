/**
 * Links in the mails: they open on the host the person signed up on, so an organiser who started
 * on the management host verifies there. Only our own hosts count, never whatever a request claims.
 */
export function mailLinks(appUrl: string, manageUrl: string) {
  const base = (origin?: string) => (origin && origin === new URL(manageUrl).origin ? manageUrl : appUrl);
  return {
    base,
    verify: (email: string, code: string, origin?: string, join?: string, redirect?: string) =>
      `${base(origin)}/auth/callback?${new URLSearchParams({ email, code, ...(join ? { join } : {}), ...(redirect ? { redirect } : {}) }).toString()}`,
  };
}
export type MailLinks = ReturnType<typeof mailLinks>;
