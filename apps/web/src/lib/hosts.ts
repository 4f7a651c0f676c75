/**
 * Host rules (docs/product.md, "Two rooms, two hosts"). The company area lives on the management host, the attendee area on the
 * main host; local hosts (development, LAN) may reach both.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function normalise(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

function isIpAddress(hostname: string): boolean {
  if (IPV4.test(hostname)) return hostname.split('.').every((part) => Number(part) <= 255);
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare.includes(':') && /^[0-9a-f:.]+$/.test(bare);
}

/** localhost, an IP address, names starting 192.168. or 10., or containing 'local'. */
export function isLocalHost(hostname: string): boolean {
  const host = normalise(hostname);
  return host === 'localhost' || isIpAddress(host) || host.startsWith('192.168.') || host.startsWith('10.') || host.includes('local');
}

/** A management host's name contains 'manage'. */
export function isManagementHost(hostname: string): boolean {
  return normalise(hostname).includes('manage');
}

/** The /events area goes to /setup on a management host that is not local. */
export function eventsAreaRedirect(hostname: string): '/setup' | undefined {
  return isManagementHost(hostname) && !isLocalHost(hostname) ? '/setup' : undefined;
}

/** The /{slug} company area goes to /events/me on a host that is neither management nor local. */
export function companyAreaRedirect(hostname: string): '/events/me' | undefined {
  return !isManagementHost(hostname) && !isLocalHost(hostname) ? '/events/me' : undefined;
}

/** /setup exists only on a local or management host; elsewhere it goes to /events/me. */
export function setupRedirect(hostname: string): '/events/me' | undefined {
  return isManagementHost(hostname) || isLocalHost(hostname) ? undefined : '/events/me';
}

export function currentHostname(): string {
  return globalThis.location?.hostname ?? 'localhost';
}
