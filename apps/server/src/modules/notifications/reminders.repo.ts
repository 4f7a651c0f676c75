import type { Db } from '../../db/index.js';
import { claimDueReminders, type DueReminder } from '../gatherings/gatherings.queries.js';

export type { DueReminder };

export const remindersRepo = {
  /** Claims the reminders due within `leadMinutes`, once across processes (the gatherings module's claim). */
  claimDue: (db: Db, leadMinutes: number): Promise<DueReminder[]> => claimDueReminders(db, leadMinutes),
};
