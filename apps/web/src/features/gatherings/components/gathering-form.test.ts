import { describe, expect, it } from 'vitest';
import { gatheringPayload, gatheringResolver, type GatheringFormValues } from './gathering-form';

const values: GatheringFormValues = {
  title: 'Lunch by the river',
  startDate: '2026-06-14',
  startHour: '12:30',
  endHour: '',
  location: 'River terrace',
  description: '  ',
};

const run = (v: GatheringFormValues) => gatheringResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('gathering form', () => {
  it('sends empty optional fields as null', () => {
    expect(gatheringPayload(values)).toMatchObject({ endHour: null, description: null });
  });

  it('accepts a gathering without an end hour', async () => {
    expect((await run(values)).errors).toEqual({});
  });

  it('refuses an end hour before the start hour with the endBeforeStartHour key', async () => {
    const result = await run({ ...values, endHour: '11:00' });
    expect(result.errors.endHour?.message).toBe('endBeforeStartHour');
  });

  it('asks for the required fields', async () => {
    const result = await run({ ...values, title: '', location: '', startHour: '' });
    expect(Object.keys(result.errors).sort()).toEqual(['location', 'startHour', 'title']);
    expect(result.errors.startHour?.message).toBe('required');
  });
});
