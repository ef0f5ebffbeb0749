import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { TextInput } from '../../../components/forms/text-input';

/** Enter or Search runs a new search; blank text is ignored. */
export function AskAnotherQuestion({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  return (
    <Box
      component="form"
      role="search"
      aria-label="Ask another question"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (!q) return;
        void navigate(`/ai-results?q=${encodeURIComponent(q)}`);
      }}
      sx={{
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <TextInput
        fullWidth
        size="small"
        label="Ask another question"
        placeholder="e.g. cheap hikes this weekend"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        sx={{ flexShrink: 0 }}
      >
        Search
      </Button>
    </Box>
  );
}
