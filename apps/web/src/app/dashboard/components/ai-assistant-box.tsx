import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { AiQuestionForm } from '../../../features/search/components/ai-question-form';

const AI_CHIPS = [
  'Something creative',
  'Best food spots',
  'Fun outdoor activities',
  'Date night ideas',
] as const;

/** Free-text AI search; blank text does nothing (spec 1 §5). */
export function AiAssistantBox() {
  const [text, setText] = useState('');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <AutoAwesomeIcon color="secondary" aria-hidden />
          <Typography variant="h6" component="h2">
            AI Assistant
          </Typography>
        </Stack>
        <AiQuestionForm text={text}>
          <TextField
            fullWidth
            size="small"
            label="Ask for ideas"
            // Short enough for a 375 px phone, where the longer question was cut off.
            placeholder="Ideas for this weekend?"
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{
              htmlInput: { maxLength: AI_SEARCH_MAX_QUERY_LENGTH },
            }}
          />
        </AiQuestionForm>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {AI_CHIPS.map((chip) => (
            <Chip
              key={chip}
              label={chip}
              onClick={() => setText(chip)}
              variant="outlined"
            />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
