import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { daysList, readableDay } from '@app/shared/plan-rules';
import {
  POLL_OPTIONS,
  pollInputSchema,
  type PollInput,
} from '@app/shared/plan-together';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useFavorites } from '../../favorites/api/get-favorites';

/** The places a vote may offer: the plan's own, then the caller's favorites, once each. */
function useCandidates(plan: FinalizedPlan) {
  const favorites = useFavorites().data ?? [];
  const byId = new Map<number, string>();
  for (const item of plan.selected_activities) {
    byId.set(item.activity_id, item.activity.name);
  }
  for (const f of favorites) {
    if (!byId.has(f.activity.id)) byId.set(f.activity.id, f.activity.name);
  }
  return [...byId].map(([id, name]) => ({ id, name }));
}

/** Asks the group a question with two or more places to choose from, for one slot of the plan. */
export function OpenVoteForm({
  plan,
  busy,
  error,
  onOpen,
  onCancel,
}: {
  plan: FinalizedPlan;
  busy: boolean;
  error: string | null;
  onOpen: (input: PollInput) => void;
  onCancel: () => void;
}) {
  const days = daysList(plan.start_date, plan.end_date, plan.start_date);
  const candidates = useCandidates(plan);
  const [question, setQuestion] = useState('');
  const [day, setDay] = useState(days[0] ?? plan.start_date);
  const [time, setTime] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: number) =>
    setPicked((ids) =>
      ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id],
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      question,
      planned_date: day,
      planned_time: time || null,
      activity_ids: picked,
    };
    const parsed = pollInputSchema.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the vote');
      return;
    }
    setProblem(null);
    onOpen(input);
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Open a vote"
      spacing={1.5}
      onSubmit={submit}
    >
      <TextField
        label="Question"
        placeholder="Where do we eat Saturday?"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        required
        autoFocus
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          label="Day"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {days.map((d) => (
            <MenuItem key={d} value={d}>
              {readableDay(d)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Time"
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Typography component="legend" variant="body2">
        Options (at least {POLL_OPTIONS.min})
      </Typography>
      {candidates.length < POLL_OPTIONS.min ? (
        <FormHelperText>
          Save a few favorites to offer them as options.
        </FormHelperText>
      ) : (
        <FormGroup aria-label="Options">
          {candidates.map((c) => (
            <FormControlLabel
              key={c.id}
              control={
                <Checkbox
                  checked={picked.includes(c.id)}
                  onChange={() => toggle(c.id)}
                />
              }
              label={c.name}
              sx={{ minHeight: 44 }}
            />
          ))}
        </FormGroup>
      )}
      {(problem ?? error) && <Alert severity="error">{problem ?? error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          sx={{ minHeight: 44 }}
        >
          Open vote
        </Button>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
