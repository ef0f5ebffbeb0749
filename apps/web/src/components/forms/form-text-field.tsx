import { TextField, type TextFieldProps } from '@mui/material';
import type { ComponentType } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>;
  /** The field to draw, e.g. a password field with its show/hide toggle. */
  as?: ComponentType<TextFieldProps>;
};

/**
 * A MUI text field bound to the enclosing form (FormProvider). The field's
 * error replaces its helper text until the field is edited again.
 */
export function FormTextField<T extends FieldValues>({
  name,
  as: Field = TextField,
  helperText,
  ...props
}: Props<T>) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      {...props}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        clearErrors(name);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
