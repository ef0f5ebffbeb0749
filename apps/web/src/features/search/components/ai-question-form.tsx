import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** Opens the AI results for a question; blank text does nothing. */
function useAskAi() {
  const navigate = useNavigate();
  return (value: string) => {
    const q = value.trim();
    if (!q) return;
    void navigate(`/ai-results?q=${encodeURIComponent(q)}`);
  };
}

/**
 * A question for the AI search: the field (`children`) holding `text`
 * beside Search; Enter or Search asks it.
 */
export function AiQuestionForm({
  text,
  ariaLabel,
  children,
}: {
  text: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const ask = useAskAi();
  return (
    <Box
      component="form"
      role="search"
      aria-label={ariaLabel}
      onSubmit={(event) => {
        event.preventDefault();
        ask(text);
      }}
      sx={{
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      {children}
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
