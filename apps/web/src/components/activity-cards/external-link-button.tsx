import { Button, type ButtonProps } from '@mui/material';

/** A button opening `href` in a new tab. */
export function ExternalLinkButton(props: ButtonProps<'a'> & { href: string }) {
  return <Button target="_blank" rel="noopener noreferrer" {...props} />;
}
