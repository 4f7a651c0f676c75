// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useSlugAutofill } from './use-slug-autofill';

function SlugForm({ slug = '', chosen = false }: { slug?: string; chosen?: boolean }) {
  const form = useForm({ defaultValues: { name: '', slug } });
  const autofill = useSlugAutofill(form, { slugField: 'slug', max: 20, chosen });
  return (
    <form>
      <input aria-label="Name" {...form.register('name', { onChange: autofill.onNameChange })} />
      <input aria-label="Slug" {...form.register('slug', { onChange: autofill.onSlugChange })} />
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('useSlugAutofill', () => {
  it('fills the slug from the name', () => {
    render(<SlugForm />);
    type('Name', 'Summer Makers Meetup!');
    expect(screen.getByLabelText('Slug')).toHaveValue('summer-makers-meetup');
    type('Name', 'Café Crème 2026');
    expect(screen.getByLabelText('Slug')).toHaveValue('cafe-creme-2026');
  });

  it('keeps to the maximum length without a trailing dash', () => {
    render(<SlugForm />);
    type('Name', 'A very long event name that goes on');
    expect(screen.getByLabelText('Slug')).toHaveValue('a-very-long-event-na');
  });

  it('stops once the slug is typed by hand, and resumes when it is cleared', () => {
    render(<SlugForm />);
    type('Name', 'Makers');
    type('Slug', 'my-own');
    type('Name', 'Makers Weekend');
    expect(screen.getByLabelText('Slug')).toHaveValue('my-own');
    type('Slug', '');
    type('Name', 'Makers Weekend Two');
    expect(screen.getByLabelText('Slug')).toHaveValue('makers-weekend-two');
  });

  it('never overwrites a slug that was already chosen (edit forms)', () => {
    render(<SlugForm slug="kept" chosen />);
    type('Name', 'New name');
    expect(screen.getByLabelText('Slug')).toHaveValue('kept');
  });
});
