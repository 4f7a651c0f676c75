// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it("shows the photo with the person's name as its text", () => {
    render(<Avatar name="Ana Lima" src="http://x/media/a.webp" />);
    expect(screen.getByRole('img', { name: 'Ana Lima' })).toHaveAttribute('src', 'http://x/media/a.webp');
  });

  it('leaves the photo out of the name of a control the name already labels', () => {
    const { container } = render(
      <button type="button">
        <Avatar name="Ana Lima" src="http://x/media/a.webp" alt="" />
        Ana Lima
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Ana Lima');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows initials without a photo, hidden from screen readers (the name is written beside them)', () => {
    const { container } = render(<Avatar name="Ana Lima" src={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('AL');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to initials when the photo fails to load, and tries a new photo again', () => {
    const { container, rerender } = render(<Avatar name="Kofi Mensah" src="http://x/media/gone.webp" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('KM');
    rerender(<Avatar name="Kofi Mensah" src="http://x/media/new.webp" />);
    expect(screen.getByRole('img', { name: 'Kofi Mensah' })).toHaveAttribute('src', 'http://x/media/new.webp');
  });

  it('takes up to two initials', () => {
    expect([initials('Ana Maria Lima'), initials('mei'), initials('  ')]).toEqual(['AL', 'M', '?']);
  });
});
