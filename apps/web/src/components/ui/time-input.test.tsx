// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { TimeInput } from './time-input';

afterEach(cleanup);

/** The field in a react-hook-form form, with what the form holds shown beside it. */
function Form() {
  const form = useForm({ defaultValues: { startHour: '' } });
  const held = useWatch({ control: form.control, name: 'startHour' });
  return (
    <>
      <FormField label="Starts at" description="24-hour clock, like 18:30">
        <TimeInput {...form.register('startHour')} />
      </FormField>
      <output data-testid="held">{held}</output>
    </>
  );
}
const held = () => screen.getByTestId('held').textContent;

describe('TimeInput', () => {
  it('is a labelled 24-hour text field, not the device-clock time picker', () => {
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Starts at' });
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription('24-hour clock, like 18:30');
  });

  it('tidies what was typed when the field is left, and the form gets the tidied time', () => {
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Starts at' });
    fireEvent.change(field, { target: { value: '6:30 pm' } });
    expect(held()).toBe('6:30 pm');
    fireEvent.blur(field);
    expect(field).toHaveValue('18:30');
    expect(held()).toBe('18:30');
  });

  it('leaves what is no time alone, for the form to call invalid', () => {
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Starts at' });
    fireEvent.change(field, { target: { value: '25:00' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('25:00');
    expect(held()).toBe('25:00');
  });
});
