import { z } from 'zod';
import { InterestSchema } from './interests.js';
import { LIMITS } from './limits.js';
import { eventRef, isoDateTime, requiredLine, text, V } from './validation.js';

export const GROUP_LIMITS = {
  nameMax: 60,
  descriptionMax: 500,
  labelsMax: 8,
  labelMax: 24,
  messageMax: 2000,
  targetSizeMin: 3,
  targetSizeMax: 200,
  targetSizeDefault: 12,
  suggestions: 3,
  messagesPageSize: 30,
} as const;

const emoji = text(V.required)
  .trim()
  .min(1, { error: V.required, abort: true })
  .max(16, { error: V.invalidValue })
  .regex(/^\p{Extended_Pictographic}/u, { error: V.invalidValue });

const groupFields = {
  name: requiredLine(GROUP_LIMITS.nameMax),
  description: text().trim().max(GROUP_LIMITS.descriptionMax, { error: V.tooLong }).nullish(),
  labels: z.array(requiredLine(GROUP_LIMITS.labelMax)).max(GROUP_LIMITS.labelsMax, { error: V.tooLong }),
  icon: emoji,
};
export const CreateGroupInput = z.object({ ...groupFields, labels: groupFields.labels.default([]) });
export type CreateGroupInput = z.input<typeof CreateGroupInput>;
export const UpdateGroupInput = z.object(groupFields).partial();
export type UpdateGroupInput = z.input<typeof UpdateGroupInput>;

export const GroupSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  labels: z.array(z.string()),
  icon: z.string(),
  memberCount: z.number().int(),
  aiCreated: z.boolean(),
  interests: z.array(InterestSchema),
  targetSize: z.number().int().nullable(),
  /** Seats the matcher holds for people placed here who have not joined yet. */
  reservedCount: z.number().int(),
  deactivated: z.boolean(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;

/**
 * At capacity: members and seats held for matched people fill an auto-formed group's size (only
 * those have one). The server refuses a join then (groupFull), except to a seat holder.
 */
export const isGroupFull = (g: Pick<Group, 'aiCreated' | 'targetSize' | 'memberCount' | 'reservedCount'>) => g.aiCreated && !!g.targetSize && g.memberCount + g.reservedCount >= g.targetSize;

/** An attendee's view of a group (GET /events/{event}/attendee/groups/{groupId}/me). */
export const AttendeeGroupSchema = GroupSchema.extend({
  isMember: z.boolean(),
  aiMatched: z.boolean(),
  /** The matcher keeps a seat here for me: I can join even when it shows Full to others. */
  seatHeld: z.boolean(),
  canPost: z.boolean(),
  canModerate: z.boolean(),
});
export type AttendeeGroup = z.infer<typeof AttendeeGroupSchema>;

export const GroupMemberSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  aiMatched: z.boolean(),
  joinedAt: z.string(),
});

export const GroupDetailsSchema = GroupSchema.extend({ members: z.array(GroupMemberSchema) });

export const GroupsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSize),
  q: text().trim().max(80).optional(),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** The organisers' group list: search, automatic or manual, active or deactivated (deactivated last). */
export const CompanyGroupsQuery = GroupsQuery.omit({ mine: true }).extend({
  kind: z.enum(['auto', 'manual'], { error: V.invalidValue }).optional(),
  status: z.enum(['active', 'deactivated'], { error: V.invalidValue }).optional(),
});
export type CompanyGroupsFilter = Pick<z.output<typeof CompanyGroupsQuery>, 'q' | 'kind' | 'status'>;

/** Optional body: a plain join sends none. */
export const JoinGroupInput = z.object({ fromSuggestion: z.boolean().default(false) }).nullish();

export const AutoGroupsInput = z.object({
  targetSize: z.number({ error: V.required }).int({ error: V.invalidValue }).min(GROUP_LIMITS.targetSizeMin, { error: V.invalidValue }).max(GROUP_LIMITS.targetSizeMax, { error: V.invalidValue }),
});
export const AutoGroupsResponse = z.object({ created: z.number().int(), reused: z.number().int(), groups: z.array(GroupSchema) });

export const GroupSuggestionSchema = z.object({
  group: GroupSchema,
  /** The group the matcher placed me in ("Matched for you"), with a seat held for me. */
  matched: z.boolean(),
  sharedInterests: z.array(InterestSchema),
  /** True as written: "You share Hiking and Camping with 5 of the 7 people in it". */
  reason: z.string(),
});
export type GroupSuggestion = z.infer<typeof GroupSuggestionSchema>;
export const SuggestionsResponse = z.array(GroupSuggestionSchema);

export const GroupParams = z.object({ event: eventRef(), groupId: z.uuid({ error: V.invalidValue }) });
export const CompanyGroupParams = z.object({ event: eventRef(), id: z.uuid({ error: V.invalidValue }) });

/** Board messages. */
export const MessageInput = z.object({
  body: text(V.required).trim().min(1, { error: V.required, abort: true }).max(GROUP_LIMITS.messageMax, { error: V.tooLong }),
  parentId: z.uuid({ error: V.invalidValue }).nullish(),
});
export const EditMessageInput = MessageInput.pick({ body: true });

export const MessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  /** Null when the author deleted their account or their profile at this event ("Deleted user"). */
  authorId: z.uuid().nullable(),
  /** The author's full name on their profile at this event; their username while they have none (organisers). */
  authorName: z.string(),
  /** Shown beside the name, "@ana". */
  authorUsername: z.string(),
  /** The author's profile photo at this event, if any (screens show initials otherwise). */
  authorPhotoUrl: z.string().nullable().optional(),
  body: z.string(),
  /** The message replied to; its author named like `authorName`. */
  parent: z.object({ id: z.uuid(), authorName: z.string(), body: z.string(), deleted: z.boolean(), authorId: z.uuid().optional() }).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** A deleted message keeps its place but no text; `removedByModerator` says who removed it. */
  deleted: z.boolean(),
  removedByModerator: z.boolean(),
  /** Written by one of the event's organisers (boards only; always false in chats). */
  byOrganiser: z.boolean(),
  /** Pinned to the top of the board by the organisers (boards only; always false in chats). */
  pinned: z.boolean(),
  updatedAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesQuery = z.object({
  before: z.uuid().optional(),
  /** Resync after a dropped connection: everything created, edited or deleted after this time. */
  changedSince: isoDateTime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(GROUP_LIMITS.messagesPageSize),
});
export const MessagesResponse = z.object({
  items: z.array(MessageSchema),
  hasMore: z.boolean(),
  /** Boards, on the newest page: the pinned message wherever it is in the history (null: none). */
  pinned: MessageSchema.nullable().optional(),
  /**
   * A resync (`changedSince`) that found more changes than one answer holds: this is the newest page
   * instead, to replace what the screen has. A phone back after an hour asks once, not once a page.
   */
  restart: z.boolean().optional(),
});
/** Organisers pin a message to the top of the board (the one pinned before is unpinned), or unpin it. */
export const PinMessageInput = z.object({ pinned: z.boolean({ error: V.invalidValue }) });
export const MessageParams = GroupParams.extend({ messageId: z.uuid({ error: V.invalidValue }) });

export const GroupInsightsSchema = z.object({
  memberCount: z.number().int(),
  membersOverTime: z.array(z.object({ date: z.string(), count: z.number().int() })),
  messagesPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  gatherings: z.array(z.object({ id: z.uuid(), title: z.string(), startDate: z.string(), startHour: z.string(), goingCount: z.number().int(), interestedCount: z.number().int() })),
  messageCount: z.number().int(),
  activePosters: z.number().int(),
  upcomingGatherings: z.number().int(),
  topInterests: z.array(z.object({ interest: InterestSchema, members: z.number().int() })),
});
