import { ROLE_LABELS } from '@app/shared/group-plans';
import { Button, Chip, Stack, Typography } from '@mui/material';

import { useInvitations } from '../../group-plans/api/get-invitations';

import { PlanCard, PlanCardGrid } from './plan-card';

/**
 * Plans friends have invited the user to, above their own: each opens the
 * plan's details, where Join and Decline are. Nothing while none are pending
 * (or they cannot be read: the user's own plans still show).
 */
export function InvitationsList({
  onView,
}: {
  onView: (planId: number) => void;
}) {
  const { data: invitations } = useInvitations();
  if (!invitations?.length) return null;
  return (
    <Stack
      component="section"
      aria-label="Invitations"
      spacing={2}
      sx={{ mb: 4 }}
    >
      <Typography variant="h6" component="h2">
        Invitations ({invitations.length})
      </Typography>
      <PlanCardGrid>
        {invitations.map((invitation) => (
          <PlanCard
            key={invitation.plan_id}
            title={invitation.title}
            badge={<Chip size="small" color="warning" label="Invited" />}
            startDate={invitation.start_date}
            endDate={invitation.end_date}
            place={invitation.location_name}
            actions={
              <Button
                variant="contained"
                onClick={() => onView(invitation.plan_id)}
                aria-label={`View invitation to ${invitation.title}`}
              >
                View Invitation
              </Button>
            }
          >
            <Typography>
              From {invitation.owner.display_name}, as{' '}
              {ROLE_LABELS[invitation.role].toLowerCase()}
            </Typography>
          </PlanCard>
        ))}
      </PlanCardGrid>
    </Stack>
  );
}
