import { ANNOUNCEMENT_TITLE_MAX } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { announcementFormSchema, WHEN_REQUIRED, announcementPayload, type AnnouncementFormValues } from './announcement-form';

const values: AnnouncementFormValues = {
  title: 'Lunch moved',
  body: 'Lunch is at one today, in the garden.',
  audience: 'event',
  when: 'now',
  sendAt: { date: '', time: '' },
};

const run = (v: AnnouncementFormValues) => zodResolver(announcementFormSchema('Europe/Lisbon'))(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('announcement form', () => {
  it('sends now as sendAt null, whatever date and time were typed', async () => {
    expect(announcementPayload({ ...values, sendAt: { date: '2030-05-10', time: '12:00' } }, 'Europe/Lisbon').sendAt).toBeNull();
    const result = await run(values);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Lunch moved', audience: 'event', sendAt: null });
  });

  it('schedules at the date and time on the event’s clock, whatever the browser’s zone', async () => {
    const result = await run({ ...values, when: 'later', sendAt: { date: '2030-05-10', time: '12:00' } });
    expect(result.errors).toEqual({});
    // Lisbon is at +01:00 in May.
    expect(result.values).toMatchObject({ sendAt: '2030-05-10T11:00:00.000Z' });
    const tokyo = await zodResolver(announcementFormSchema('Asia/Tokyo'))({ ...values, when: 'later', sendAt: { date: '2030-05-10', time: '12:00' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(tokyo.values).toMatchObject({ sendAt: '2030-05-10T03:00:00.000Z' });
  });

  it('asks for a date and a time when scheduling, along with the other missing fields', async () => {
    const result = await run({ ...values, title: ' ', when: 'later', sendAt: { date: '2030-05-10', time: '' } });
    expect(Object.keys(result.errors).sort()).toEqual(['sendAt', 'title']);
    expect(result.errors.sendAt?.message).toBe(WHEN_REQUIRED);
    expect(result.errors.title?.message).toBe('required');
  });

  it('keeps the contract’s limits', async () => {
    const result = await run({ ...values, title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX + 1), body: '' });
    expect(result.errors.title?.message).toBe('tooLong');
    expect(result.errors.body?.message).toBe('required');
  });
});
