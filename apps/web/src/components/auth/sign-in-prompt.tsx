import LoginIcon from '@mui/icons-material/Login';
import { Paper, Stack, Typography } from '@mui/material';

import { SignInButton } from './sign-in-button';

/** What a signed-out visitor sees on a page that shows their own data. */
export function SignInPrompt({
  title,
  message,
}: {
  title: string;
  message: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <SignInButton variant="contained" startIcon={<LoginIcon />} />
      </Stack>
    </Paper>
  );
}
