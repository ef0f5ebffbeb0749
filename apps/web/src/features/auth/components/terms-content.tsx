import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { visuallyHidden } from '../../../lib/visually-hidden';

export const TERMS_TITLE = 'Terms and conditions';

type Heading = 'h2' | 'h3';

function Section({
  title,
  heading,
  children,
}: {
  title: string;
  heading: Heading;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component={heading} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2 }}>{children}</Typography>;
}

/**
 * What a new account agrees to: only what the app actually does, so every
 * sentence can be kept. Inside the registration dialog its one link opens a
 * new tab, which leaves the half-filled form where it is.
 */
export function TermsContent({
  heading = 'h2',
  inDialog = false,
}: {
  /** The level of the section headings under the page's or dialog's title. */
  heading?: Heading;
  inDialog?: boolean;
}) {
  return (
    <>
      <Paragraph>
        These terms are short on purpose. By creating an account you agree to
        them.
      </Paragraph>
      <UsingTheApp heading={heading} />
      <WhatTheAppOffers heading={heading} inDialog={inDialog} />
    </>
  );
}

function UsingTheApp({ heading }: { heading: Heading }) {
  return (
    <>
      <Section title="What Weekend Planner is" heading={heading}>
        <Paragraph>
          Weekend Planner helps you find things to do around Denver and turn
          them into a plan: places and events, the forecast, favorites, a bucket
          list, and plans you can share with friends. It is free to use, it is
          offered as it is, and it may change or be unavailable at times.
        </Paragraph>
      </Section>
      <Section title="Your account" heading={heading}>
        <Paragraph>
          An account needs an email address and a password; a username and a
          full name are optional. Keep your password to yourself: what is done
          with your account is your responsibility.
        </Paragraph>
      </Section>
      <Section title="The activity feed" heading={heading}>
        <Paragraph>
          You are responsible for what you post, comment and upload. Do not post
          anything unlawful, threatening, harassing or hateful, other
          people&apos;s private details, spam, or photos you have no right to
          share. Each post is Public, Friends or Private, as you choose, and
          photos lose their location and other hidden details when uploaded.
        </Paragraph>
        <Paragraph>
          Anyone can report a post, which hides it from them, or block you,
          which ends your friendship and hides your posts from them.
        </Paragraph>
      </Section>
    </>
  );
}

function WhatTheAppOffers({
  heading,
  inDialog,
}: {
  heading: Heading;
  inDialog: boolean;
}) {
  return (
    <>
      <Section title="Places, events and weather" heading={heading}>
        <Paragraph>
          Place details come from public sources, listed on{' '}
          <AboutLink inDialog={inDialog} />. They can be out of date or wrong,
          so check opening hours, prices and tickets with the place before you
          go. Events marked &lsquo;Sample event&rsquo; are generated examples,
          and forecasts marked as an estimate come from Denver&apos;s climate
          averages. Ratings come only from reviews written by users of this app.
        </Paragraph>
      </Section>
      <Section title="Premium" heading={heading}>
        <Paragraph>
          Premium is not on sale yet, and nothing in the app takes a payment.
          &lsquo;Upgrade Now (coming soon)&rsquo; only puts you on the launch
          list, so that we can let you know when Premium is available.
        </Paragraph>
      </Section>
      <Section title="Deleting what you have added" heading={heading}>
        <Paragraph>
          You can delete your posts, comments, reviews, plans, favorites and
          bucket-list items at any time from the pages that show them; deleting
          a post deletes its photos too. Export Data, in the dashboard&apos;s
          menu, downloads a copy of everything your account holds. Closing an
          account cannot be done from the app yet.
        </Paragraph>
      </Section>
      <Section title="Changes" heading={heading}>
        <Paragraph>
          If these terms change, the new version will be on this page.
        </Paragraph>
      </Section>
    </>
  );
}

function AboutLink({ inDialog }: { inDialog: boolean }) {
  return inDialog ? (
    <Link href="/about" target="_blank" rel="noopener">
      About and Credits
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  ) : (
    <Link component={RouterLink} to="/about">
      About and Credits
    </Link>
  );
}
