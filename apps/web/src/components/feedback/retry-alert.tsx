import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** A failed load's error message with a "Try Again" action beside it. */
export function RetryAlert({
  children,
  onRetry,
  size,
  retrying = false,
}: {
  children: ReactNode;
  onRetry: () => void;
  size?: 'small' | 'medium';
  retrying?: boolean;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button
          color="inherit"
          size={size}
          onClick={onRetry}
          disabled={retrying}
        >
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
