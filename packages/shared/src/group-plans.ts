import { z } from 'zod';

import { idSchema } from './ids';
import { publicUserSchema } from './social';

/** The owner is the plan's creator; editors change times, viewers read and vote. */
export const PLAN_ROLES = ['owner', 'editor', 'viewer'] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];
export const INVITE_ROLES = ['editor', 'viewer'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const PARTICIPANT_STATUSES = ['invited', 'joined', 'declined'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const ROLE_LABELS: Record<PlanRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};
export const STATUS_LABELS: Record<ParticipantStatus, string> = {
  invited: 'Invited',
  joined: 'Joined',
  declined: 'Declined',
};

export const inviteInputSchema = z.object({
  user_id: idSchema,
  role: z.enum(INVITE_ROLES).default('viewer'),
});

export const roleInputSchema = z.object({ role: z.enum(INVITE_ROLES) });

export const voteInputSchema = z.object({
  vote: z.union([z.literal(1), z.literal(-1)]),
});

const participantSchema = z.object({
  user: publicUserSchema,
  role: z.enum(PLAN_ROLES),
  status: z.enum(PARTICIPANT_STATUSES),
  invited_at: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

const voteTallySchema = z.object({
  plan_activity_id: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  /** The caller's own vote, 0 when none. */
  my_vote: z.number().int(),
});

/** `GET /api/group-plans/{planId}`: who takes part and how each activity is voted. */
export const groupPlanSchema = z.object({
  plan_id: z.number().int(),
  is_group_plan: z.boolean(),
  my_role: z.enum(PLAN_ROLES),
  my_status: z.enum(PARTICIPANT_STATUSES),
  /** Owner first, then invitees; declined invitations only for the owner. */
  participants: z.array(participantSchema),
  votes: z.array(voteTallySchema),
});
export type GroupPlan = z.infer<typeof groupPlanSchema>;

/** Most pending invitations `GET /api/group-plans/invitations` lists. */
export const MAX_INVITATIONS = 50;

/** A plan the caller is invited to and has not answered yet. */
const invitationSchema = z.object({
  plan_id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  location_name: z.string().nullable(),
  role: z.enum(INVITE_ROLES),
  owner: publicUserSchema,
  invited_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsSchema = z.array(invitationSchema);

/** Only joined people may vote; invited ones read to decide. */
export const canVote = (status: ParticipantStatus) => status === 'joined';
/** Owners and joined editors change the schedule's times. */
export const canEditSchedule = (role: PlanRole, status: ParticipantStatus) =>
  role === 'owner' || (role === 'editor' && status === 'joined');
