import { z } from 'zod';
import { MembershipSchema } from './auth.js';
import { pageOf, PageQuery } from './paging.js';
import { email, text, V } from './validation.js';

/** owner: everything, the team and the company too; organiser: runs the events (decision 033). */
export const TEAM_ROLES = ['owner', 'organiser'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
const role = z.enum(TEAM_ROLES, { error: V.invalidValue });

export const TeamMemberSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamMembersPage = pageOf(TeamMemberSchema);

export const InvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Who sent it; null once their account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationsPage = pageOf(InvitationSchema);

export const TeamQuery = PageQuery;
export const TeamMemberParams = z.object({ slug: text().min(1), userId: z.uuid({ error: V.invalidValue }) });
export const InvitationParams = z.object({ slug: text().min(1), id: z.uuid({ error: V.invalidValue }) });
/** The token of the mailed link (43 characters of base64url). */
export const InvitationTokenParams = z.object({ token: text(V.required).min(1, { error: V.required }).max(100, { error: V.tooLong }) });

export const UpdateTeamMemberInput = z.object({ role });
export type UpdateTeamMemberInput = z.infer<typeof UpdateTeamMemberInput>;

export const InviteInput = z.object({ email, role });
export type InviteInput = z.infer<typeof InviteInput>;

/** The company the invitation opened, as sign-in carries it: the console opens there. */
export const AcceptInvitationResponse = z.object({ membership: MembershipSchema });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;
