import type { Activity } from '@app/shared/activity';
import { Link, Typography } from '@mui/material';

type PhotoCreditProps = {
  credit: Activity['photo_credit'];
  /**
   * Inside a clickable card the credit is plain text: a link inside the
   * card's button would nest one control in another. The place's dialog and
   * page link both.
   */
  inCard?: boolean;
};

/**
 * Who took a place's photo and its licence, each linked, laid over the
 * photo's bottom right corner so no card's layout moves for it.
 */
export function PhotoCredit({ credit, inCard = false }: PhotoCreditProps) {
  if (!credit) return null;
  const linkProps = {
    target: '_blank',
    rel: 'noopener noreferrer',
    color: 'inherit',
  } as const;
  return (
    <Typography
      variant="caption"
      component="p"
      data-testid="photo-credit"
      title={`Photo: ${credit.author}, ${credit.licence}`}
      sx={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        m: 0,
        maxWidth: '55%',
        px: 0.75,
        py: 0.25,
        borderTopLeftRadius: 4,
        bgcolor: 'rgba(0, 0, 0, 0.6)',
        color: 'common.white',
        fontSize: '0.7rem',
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      Photo:{' '}
      {inCard ? (
        credit.author
      ) : (
        <Link href={credit.source_url} {...linkProps}>
          {credit.author}
        </Link>
      )}
      ,{' '}
      {!inCard && credit.licence_url ? (
        <Link href={credit.licence_url} {...linkProps}>
          {credit.licence}
        </Link>
      ) : (
        credit.licence
      )}
    </Typography>
  );
}
