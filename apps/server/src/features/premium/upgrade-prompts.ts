import type { UpgradePrompt } from '@app/shared/premium';

const COMMON_BENEFITS = [
  'Unlimited plans, favorites and bucket list',
  'Enhanced AI recommendations',
  'Group planning and premium templates',
  'Ad-free experience',
  'Priority support',
];

const TEMPLATES_PROMPT = {
  title: 'Premium Templates',
  message:
    'Bachelor and bachelorette parties, tailgates and group birthdays are planned for you with Premium.',
  benefits: [
    'Group and party templates',
    'Templates customized to your dates',
    ...COMMON_BENEFITS.slice(0, 2),
  ],
};

const PROMPTS: Record<string, Omit<UpgradePrompt, 'feature'>> = {
  plans: {
    title: 'Plan Without Limits',
    message:
      "You've reached your plans limit. Upgrade to Premium for unlimited access.",
    benefits: COMMON_BENEFITS,
  },
  favorites: {
    title: 'Keep Every Favorite',
    message:
      "You've reached your favorites limit. Upgrade to Premium for unlimited access.",
    benefits: COMMON_BENEFITS,
  },
  bucket_list: {
    title: 'Dream Bigger',
    message:
      "You've reached your bucket list limit. Upgrade to Premium for unlimited access.",
    benefits: COMMON_BENEFITS,
  },
  group_planning: {
    title: 'Plan Together',
    message:
      'Invite friends, vote on activities and build group itineraries with Premium.',
    benefits: [
      'Invite friends to a shared plan',
      'Vote on activities together',
      ...COMMON_BENEFITS.slice(0, 2),
    ],
  },
  templates: TEMPLATES_PROMPT,
  // The party templates' own gate (not lifted by the beta's templates flag).
  premium_templates: TEMPLATES_PROMPT,
  enhanced_recommendations: {
    title: 'Smarter Recommendations',
    message: 'Get personalized picks with a full score breakdown with Premium.',
    benefits: [
      'Personalized match scores',
      'Trending and collaborative picks',
      ...COMMON_BENEFITS.slice(0, 1),
    ],
  },
};

const GENERIC: Omit<UpgradePrompt, 'feature'> = {
  title: 'Upgrade to Premium',
  message: 'This feature is part of Premium.',
  benefits: COMMON_BENEFITS,
};

export function upgradePromptFor(feature: string): UpgradePrompt {
  return { feature, ...(PROMPTS[feature] ?? GENERIC) };
}
