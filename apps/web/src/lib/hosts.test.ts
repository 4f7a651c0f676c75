import { describe, expect, it } from 'vitest';
import { companyAreaRedirect, eventsAreaRedirect, isLocalHost, isManagementHost, setupRedirect } from './hosts';

describe('local hosts', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['8.8.8.8', true],
    ['[::1]', true],
    ['192.168.1.20', true],
    ['10.0.0.5', true],
    ['10.example.com', true],
    ['mingle.local', true],
    ['local-manage.example.com', true],
    ['LOCALHOST', true],
    ['mingle.app', false],
    ['manage.mingle.app', false],
    ['192.169.1.1.example.com', false],
    ['app10.example.com', false],
  ])('%s -> %s', (host, expected) => expect(isLocalHost(host)).toBe(expected));
});

describe('management host', () => {
  it.each([
    ['manage.mingle.app', true],
    ['mingle-management.example.com', true],
    ['Manage.Mingle.App', true],
    ['mingle.app', false],
    ['localhost', false],
  ])('%s -> %s', (host, expected) => expect(isManagementHost(host)).toBe(expected));
});

describe('area rules', () => {
  it('the /events area goes to /setup only on a management host that is not local', () => {
    expect(eventsAreaRedirect('manage.mingle.app')).toBe('/setup');
    expect(eventsAreaRedirect('manage.localhost')).toBeUndefined();
    expect(eventsAreaRedirect('mingle.app')).toBeUndefined();
    expect(eventsAreaRedirect('localhost')).toBeUndefined();
  });

  it('the /{slug} area goes to /events/me on a host neither management nor local', () => {
    expect(companyAreaRedirect('mingle.app')).toBe('/events/me');
    expect(companyAreaRedirect('manage.mingle.app')).toBeUndefined();
    expect(companyAreaRedirect('localhost')).toBeUndefined();
    expect(companyAreaRedirect('192.168.0.3')).toBeUndefined();
  });

  it('/setup is only reachable on a local or management host', () => {
    expect(setupRedirect('mingle.app')).toBe('/events/me');
    expect(setupRedirect('manage.mingle.app')).toBeUndefined();
    expect(setupRedirect('localhost')).toBeUndefined();
  });
});
