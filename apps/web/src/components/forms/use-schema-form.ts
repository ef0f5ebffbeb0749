import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type FormState,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type Options<In extends FieldValues> = { defaultValues: DefaultValues<In> };

/**
 * A form validated by one shared schema. Errors appear on submit and a field's
 * error goes away as soon as that field is edited (see FormTextField), so
 * re-validation waits for the next submit. `raw` hands the values over as
 * typed, for calls whose payload is the user's own text.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  options: Options<In> & { raw: true },
): UseFormReturn<In, unknown, In>;
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  options: Options<In> & { raw?: false },
): UseFormReturn<In, unknown, Out>;
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  { defaultValues, raw = false }: Options<In> & { raw?: boolean },
) {
  return useForm<In, unknown, Out>({
    // The overloads above tie `raw` to the values' type, which one call cannot.
    resolver: zodResolver<In, unknown, Out>(schema, undefined, {
      raw: raw as false,
    }),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
}

/**
 * Runs `action` with the validated values; a failure becomes the form's
 * `root.server` error, read back with `serverError`.
 */
export function submitWith<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  action: (values: Out) => Promise<unknown>,
  describeError: (error: unknown) => string,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      form.setError('root.server', { message: describeError(error) });
    }
  });
}

export function serverError<T extends FieldValues>({
  formState,
}: {
  formState: FormState<T>;
}) {
  return formState.errors.root?.server?.message;
}
