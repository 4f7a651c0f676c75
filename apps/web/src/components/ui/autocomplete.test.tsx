// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Autocomplete, type AutocompleteOption } from './autocomplete';
import { FormField } from './form-field';

const places: AutocompleteOption[] = [
  { value: 'city:lisbon', label: 'Lisbon', description: 'Portugal' },
  { value: 'city:lisburn', label: 'Lisburn', description: 'United Kingdom', disabled: true },
  { value: 'country:LI', label: 'Liechtenstein' },
];

function Harness({ onPick, loading = false, options = places }: { onPick: (o: AutocompleteOption) => void; loading?: boolean; options?: AutocompleteOption[] }) {
  const [text, setText] = useState('');
  return (
    <FormField label="Hometown" error={undefined}>
      <Autocomplete
        value={text}
        onValueChange={setText}
        options={text ? options : []}
        onSelectOption={onPick}
        loading={loading}
        loadingText="Searching…"
        emptyText="No places found"
        listLabel="Places"
      />
    </FormField>
  );
}

afterEach(cleanup);

describe('Autocomplete (type-ahead combobox)', () => {
  it('is a labelled combobox that opens its suggestions as you type', () => {
    render(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Hometown' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Li' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    // The first choosable suggestion is active, named for screen readers by aria-activedescendant.
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Lisbon/ }).id);
  });

  it('moves with the arrows past disabled suggestions and chooses with Enter', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Hometown' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Li' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Liechtenstein/ }).id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Lisbon/ }).id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ value: 'country:LI' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not choose a stale suggestion while new ones load', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} loading />);
    const box = screen.getByRole('combobox', { name: 'Hometown' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Lis' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes with Escape, then clears the text with a second Escape', () => {
    render(<Harness onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Hometown' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Li' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('says when nothing matches', () => {
    render(<Harness onPick={vi.fn()} options={[]} />);
    const box = screen.getByRole('combobox', { name: 'Hometown' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('No places found');
  });
});
