// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsList, TabsTrigger } from './tabs';
import { overflowOf, scrollLeftToShow } from './use-tab-overflow';

afterEach(cleanup);

describe('overflowOf', () => {
  it('says where more tabs hide', () => {
    expect(overflowOf({ scrollLeft: 0, scrollWidth: 600, clientWidth: 390 })).toEqual({ before: false, after: true });
    expect(overflowOf({ scrollLeft: 100, scrollWidth: 600, clientWidth: 390 })).toEqual({ before: true, after: true });
    expect(overflowOf({ scrollLeft: 210, scrollWidth: 600, clientWidth: 390 })).toEqual({ before: true, after: false });
    expect(overflowOf({ scrollLeft: 0, scrollWidth: 390, clientWidth: 390 })).toEqual({ before: false, after: false });
  });
});

describe('scrollLeftToShow', () => {
  const list = { scrollLeft: 0, clientWidth: 390 };
  it('leaves a tab that is already in view', () => {
    expect(scrollLeftToShow(list, { offsetLeft: 100, offsetWidth: 80 }, 40)).toBeNull();
  });
  it('scrolls forward to a tab past the end, with room for the fade', () => {
    expect(scrollLeftToShow(list, { offsetLeft: 480, offsetWidth: 120 }, 40)).toBe(250);
  });
  it('scrolls back to a tab before the start, never below 0', () => {
    expect(scrollLeftToShow({ scrollLeft: 200, clientWidth: 390 }, { offsetLeft: 150, offsetWidth: 80 }, 40)).toBe(110);
    expect(scrollLeftToShow({ scrollLeft: 200, clientWidth: 390 }, { offsetLeft: 0, offsetWidth: 80 }, 40)).toBe(0);
  });
});

function sixTabs(props: { scrollable?: boolean; value?: string }) {
  return (
    <Tabs defaultValue={props.value ?? 'one'}>
      <TabsList aria-label="Event" scrollable={props.scrollable}>
        {['one', 'two', 'three', 'four', 'five', 'six'].map((value) => (
          <TabsTrigger key={value} value={value}>
            {value}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}

describe('TabsList scrollable', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    // jsdom has no layout: six 100 px tabs in a 390 px list.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return Array.from(this.parentElement?.children ?? []).indexOf(this) * 100;
    });
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  });
  afterEach(() => vi.restoreAllMocks());

  it('hints at the tabs past the edge, and only there', () => {
    render(sixTabs({ scrollable: true }));
    expect(screen.getByTestId('tabs-more-after')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('tabs-more-before')).toBeNull();
    const list = screen.getByRole('tablist', { name: 'Event' });
    vi.spyOn(list, 'scrollLeft', 'get').mockReturnValue(210);
    fireEvent.scroll(list);
    expect(screen.getByTestId('tabs-more-before')).toBeInTheDocument();
    expect(screen.queryByTestId('tabs-more-after')).toBeNull();
  });

  it('scrolls an active tab past the edge into view, on load and when it changes', async () => {
    render(sixTabs({ scrollable: true, value: 'six' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 250, behavior: 'auto' });
    scrollTo.mockReset();
    // Radix activates tabs on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'one' }), { button: 0 });
    await act(() => Promise.resolve());
    expect(screen.getByRole('tab', { name: 'one' })).toHaveAttribute('data-state', 'active');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('leaves other tab lists as they were', () => {
    const { container } = render(sixTabs({}));
    expect(container.firstElementChild?.firstElementChild?.getAttribute('role')).toBe('tablist');
    expect(screen.queryByTestId('tabs-more-after')).toBeNull();
  });
});
