// The meetings' constants without schemas, so a screen's live listener can read them without zod (decision 014).

export const MEETINGS = {
  slotMinutes: [10, 15, 20, 30, 45, 60],
  windowsMax: 10,
  spotsMax: 100,
  spotNameMax: 40,
  noteMax: 300,
  /** The most slots the hours may hold (all windows together). */
  slotsMax: 500,
  /** The in-app notice and push arrive this long before an accepted meeting. */
  reminderMinutes: 5,
  /** A scan (or both saying so) counts as the meeting held from this long before its start... */
  heldEarlyMinutes: 15,
  /** ...to this long after its end. */
  heldLateMinutes: 120,
  /** Requests one person may have waiting for an answer at once (409 tooManyMeetingRequests past it). */
  openRequestsMax: 30,
} as const;
