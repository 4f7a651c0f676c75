// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkText, ProfileAbout } from './profile-about';

describe('a profile’s about', () => {
  it('shows a link without its scheme, "www." or a bare trailing slash', () => {
    expect(linkText('https://www.linkedin.com/in/ana/')).toBe('linkedin.com/in/ana/');
    expect(linkText('http://ana.example.org/')).toBe('ana.example.org');
    expect(linkText('https://ana.example.org/work?tab=maps')).toBe('ana.example.org/work?tab=maps');
  });

  it('opens links in a new tab, giving the site no handle on the page, no referrer and no ranking', () => {
    render(<ProfileAbout intents={[{ id: 'learn', label: 'Learn' }]} bio={'Maps.\nTrains.'} links={['https://www.linkedin.com/in/ana']} />);
    const link = screen.getByRole('link', { name: /linkedin\.com\/in\/ana/ });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ana');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText('Learn')).toBeInTheDocument();
    expect(screen.getByText(/Maps\.\s+Trains\./)).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to show (none given, or kept from me)', () => {
    const { container } = render(<ProfileAbout intents={[]} bio={null} links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
