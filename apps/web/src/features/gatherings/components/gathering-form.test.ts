import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { StartGatheringFormSchema, gatheringPayload, gatheringResolver, type GatheringFormValues } from './gathering-form';

const values: GatheringFormValues = {
  title: 'Lunch by the river',
  startDate: '2026-06-14',
  startHour: '12:30',
  endHour: '',
  location: 'River terrace',
  description: '  ',
  capacity: '',
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

describe('starting a gathering from the event (group chosen in the form)', () => {
  const start = (v: GatheringFormValues) => zodResolver(StartGatheringFormSchema)(v, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('asks for a group along with the other missing fields', async () => {
    const result = await start({ ...values, title: '', groupId: '' });
    expect(Object.keys(result.errors).sort()).toEqual(['groupId', 'title']);
    expect(result.errors.groupId?.message).toBe('required');
  });

  it('gives the screen the group with the gathering', async () => {
    const result = await start({ ...values, groupId: 'g-1' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ groupId: 'g-1', title: 'Lunch by the river', endHour: null });
  });
});

describe('places', () => {
  it('sends an empty limit as none, a number as a number, and names the field when it is not a whole number above zero', async () => {
    expect(gatheringPayload({ ...values, capacity: ' ' }).capacity).toBeNull();
    expect(gatheringPayload({ ...values, capacity: '12' }).capacity).toBe(12);
    for (const capacity of ['0', '2.5', '-3']) {
      const checked = await gatheringResolver({ ...values, capacity }, undefined, { fields: {}, shouldUseNativeValidation: false });
      expect(Object.keys(checked.errors)).toEqual(['capacity']);
    }
  });
});
