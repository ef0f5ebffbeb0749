import { formatTime12 } from '@app/shared/calendar';
import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { canEditSchedule, canVote } from '@app/shared/group-plans';
import { readableDay } from '@app/shared/plan-rules';
import type { Poll } from '@app/shared/plan-together';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api-client';
import { usePollActions, usePolls } from '../../finalized-plans/api/plan-polls';

import { OpenVoteForm } from './open-vote-form';

const when = (poll: Poll) =>
  `${readableDay(poll.planned_date)}${poll.planned_time ? ` at ${formatTime12(poll.planned_time)}` : ''}`;

const votesText = (n: number) => `${n} vote${n === 1 ? '' : 's'}`;

function PollCard({
  poll,
  mayVote,
  mayClose,
  actions,
}: {
  poll: Poll;
  mayVote: boolean;
  mayClose: boolean;
  actions: ReturnType<typeof usePollActions>;
}) {
  const headingId = `poll-${poll.id}-question`;
  const winner = poll.options.find((o) => o.id === poll.winner_option_id);
  const anyVotes = poll.options.some((o) => o.votes > 0);
  const isOpen = poll.status === 'open';
  return (
    <Stack
      component="fieldset"
      aria-labelledby={headingId}
      spacing={0.5}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}
    >
      <Typography id={headingId} sx={{ fontWeight: 600 }}>
        {poll.question}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {when(poll)} · {isOpen ? 'Open' : 'Closed'}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        value={poll.my_option_id ?? ''}
        onChange={(_event, value) =>
          actions.cast.mutate({ pollId: poll.id, optionId: Number(value) })
        }
      >
        {poll.options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id}
            disabled={!isOpen || !mayVote || actions.cast.isPending}
            control={<Radio />}
            label={`${option.name} · ${votesText(option.votes)}`}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
      {winner && (
        <Alert severity="success">
          {winner.name} won and is on the schedule.
        </Alert>
      )}
      {isOpen && mayClose && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          disabled={!anyVotes || actions.close.isPending}
          onClick={() => actions.close.mutate(poll.id)}
        >
          Close vote and schedule the winner
        </Button>
      )}
    </Stack>
  );
}

/** The plan's votes: members pick one place each; closing one puts the winner on the schedule. */
export function PlanVotes({ plan }: { plan: FinalizedPlan }) {
  const polls = usePolls(plan.id);
  const actions = usePollActions(plan.id);
  const [asking, setAsking] = useState(false);
  const role = plan.my_role ?? 'owner';
  const status = plan.my_status ?? 'joined';
  const mayClose = canEditSchedule(role, status);
  const failed = [actions.cast, actions.close].find((m) => m.isError);
  const titleId = `plan-votes-${plan.id}`;

  let body: React.ReactNode;
  if (polls.isPending) {
    body = <CircularProgress size={24} aria-label="Loading votes" />;
  } else if (polls.isError) {
    body = <Alert severity="error">Could not load the votes.</Alert>;
  } else if (polls.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No votes yet.
        {mayClose ? ' Open one to let the group choose a place.' : ''}
      </Typography>
    );
  } else {
    body = polls.data.map((poll) => (
      <PollCard
        key={poll.id}
        poll={poll}
        mayVote={canVote(status)}
        mayClose={mayClose}
        actions={actions}
      />
    ));
  }

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography variant="subtitle1" component="h3" id={titleId}>
        Votes
      </Typography>
      {body}
      {failed && (
        <Alert severity="error">
          {errorMessage(failed.error, 'Could not save that. Try again.')}
        </Alert>
      )}
      {mayClose &&
        (asking ? (
          <OpenVoteForm
            plan={plan}
            busy={actions.open.isPending}
            error={
              actions.open.isError
                ? errorMessage(actions.open.error, 'Could not open the vote.')
                : null
            }
            onCancel={() => setAsking(false)}
            onOpen={(input) =>
              actions.open.mutate(input, { onSuccess: () => setAsking(false) })
            }
          />
        ) : (
          <Button
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
            onClick={() => setAsking(true)}
          >
            Open a vote
          </Button>
        ))}
    </Stack>
  );
}
