import { Alert, Box, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

import { serverError } from './use-schema-form';

/**
 * A schema form's frame: its fields' context, the form element, and the
 * server's refusal above the fields (after an optional notice).
 */
export function SchemaForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  notice,
  children,
}: {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: FormEventHandler;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const formError = serverError(form);
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={4}>
          {notice}
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {children}
        </Stack>
      </Box>
    </FormProvider>
  );
}
