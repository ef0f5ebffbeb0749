import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { useSignInPath } from '../../lib/auth/use-sign-in-path';

/** A link to the sign-in view that comes back to this page after signing in. */
export function SignInButton({
  children = 'Sign In',
  ...props
}: Omit<ButtonProps<typeof RouterLink>, 'to' | 'component'>) {
  const signInPath = useSignInPath();
  return (
    <Button component={RouterLink} to={signInPath} {...props}>
      {children}
    </Button>
  );
}
