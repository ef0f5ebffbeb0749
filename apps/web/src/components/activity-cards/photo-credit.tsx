import type { Activity } from '@app/shared/activity';
import { Link, Typography } from '@mui/material';
import type { SyntheticEvent } from 'react';

type PhotoCreditProps = {
  credit: Activity['photo_credit'];
  /** Inside a clickable card: a click on a link opens the link, not the card. */
  inCard?: boolean;
};

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** Who took a place's photo and its licence, each linked, shown under the photo. */
export function PhotoCredit({ credit, inCard = false }: PhotoCreditProps) {
  if (!credit) return null;
  const linkProps = {
    target: '_blank',
    rel: 'noopener noreferrer',
    color: 'inherit',
    onClick: inCard ? stop : undefined,
    onKeyDown: inCard ? stop : undefined,
  } as const;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      data-testid="photo-credit"
      sx={{ pt: 0.5, overflowWrap: 'anywhere' }}
    >
      Photo:{' '}
      <Link href={credit.source_url} {...linkProps}>
        {credit.author}
      </Link>
      ,{' '}
      {credit.licence_url ? (
        <Link href={credit.licence_url} {...linkProps}>
          {credit.licence}
        </Link>
      ) : (
        credit.licence
      )}
    </Typography>
  );
}
