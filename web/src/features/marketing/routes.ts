import { paths } from '../../lib/paths.ts';
import { type FeatureRoute, screen } from '../../lib/routing.ts';

const picker = screen(
  () => import('./routes/audience-picker.tsx'),
  (m) => m.AudiencePickerRoute,
);
const upload = screen(
  () => import('./routes/upload-data.tsx'),
  (m) => m.UploadDataRoute,
);
const compose = screen(
  () => import('./routes/compose.tsx'),
  (m) => m.ComposeRoute,
);
const campaign = screen(
  () => import('./routes/sms-campaign.tsx'),
  (m) => m.SmsCampaignRoute,
);
const response = screen(
  () => import('./routes/sms-outcome.tsx'),
  (m) => m.SmsMarketingResponseRoute,
);
const cancel = screen(
  () => import('./routes/sms-outcome.tsx'),
  (m) => m.SmsMarketingCancelRoute,
);

const organiser = { guard: { only: 'business' }, shell: 'business' } as const;

/** SMS and email marketing, in the organiser's shell (no business: the guard sends to /login). */
export const marketingRoutes: FeatureRoute[] = [
  { path: paths.marketing, screen: picker, ...organiser },
  { path: paths.sms, screen: picker, ...organiser },
  { path: paths.uploadData, screen: upload, ...organiser },
  { path: paths.compose, screen: compose, ...organiser },
  { path: paths.smsCampaign, screen: campaign, ...organiser },
  { path: paths.smsMarketingResponse, screen: response, ...organiser },
  { path: paths.smsMarketingCancel, screen: cancel, ...organiser },
];
