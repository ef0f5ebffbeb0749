import { Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The submit button (with its busy text) and the way out, under an auth form. */
export function AuthFormFooter({
  isBusy,
  label,
  busyLabel,
  linkTo,
  linkText,
}: {
  isBusy: boolean;
  label: string;
  busyLabel: string;
  linkTo: string;
  linkText: string;
}) {
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={isBusy}>
        {isBusy ? busyLabel : label}
      </Button>
      <Link
        color="primary.dark"
        component={RouterLink}
        to={linkTo}
        sx={{ textAlign: 'center' }}
      >
        {linkText}
      </Link>
    </>
  );
}
