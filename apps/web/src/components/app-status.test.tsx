// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOutbox } from '@/lib/outbox';
import { AppStatus } from './app-status';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

const setBrowserOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

const renderStatus = (client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <AppStatus />
    </QueryClientProvider>,
  );

describe('AppStatus (decision 023)', () => {
  it('says nothing online, and the offline notice in a live region that is always there', () => {
    setBrowserOnline(true);
    renderStatus();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => setBrowserOnline(false));
    expect(region).toHaveTextContent('offline.banner');
    act(() => setBrowserOnline(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('counts the changes waiting in the outbox for the network', async () => {
    setBrowserOnline(false);
    onlineManager.setOnline(false);
    const box = startOutbox({ userId: () => 'me', storage: window.localStorage, isOnline: () => false });
    renderStatus();
    act(() => void box.add({ method: 'POST', path: '/events/e/attendee/groups/g/join', body: {} }).done.catch(() => undefined));
    await waitFor(() => expect(screen.getByTestId('offline-banner')).toHaveTextContent('offline.waitingChanges'));
    act(() => box.clear());
    await waitFor(() => expect(screen.getByTestId('offline-banner')).not.toHaveTextContent('offline.waitingChanges'));
  });
});
