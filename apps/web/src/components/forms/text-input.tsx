import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
  type OutlinedInputProps,
} from '@mui/material';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

type TextInputProps = Pick<
  TextFieldProps,
  | 'label'
  | 'value'
  | 'onChange'
  | 'placeholder'
  | 'helperText'
  | 'type'
  | 'size'
  | 'fullWidth'
  | 'multiline'
  | 'minRows'
  | 'sx'
> & {
  slotProps?: {
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment'>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: { shrink?: boolean };
  };
};

/**
 * An outlined TextField put together from the same parts (form control,
 * label, outlined input, helper text), for plain text. TextField itself also
 * brings Select and its menu for its `select` mode, which a page with only
 * text boxes would load for nothing.
 */
export function TextInput({
  label,
  helperText,
  size,
  fullWidth,
  sx,
  slotProps = {},
  ...input
}: TextInputProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      size={size}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={slotProps.inputLabel?.shrink}
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
        {...input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
