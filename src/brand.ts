/**
 * The one place for the product's name, contact address and external destinations, each
 * overridden at build time by an environment variable (README.md) that the client bundles inline.
 */

/** Names of the environment variables that override each constant. */
export const brandEnv = {
  productName: 'PRODUCT_NAME',
  contactEmail: 'CONTACT_EMAIL',
  siteUrl: 'SITE_URL',
  waitlistUrl: 'WAITLIST_URL',
  feedbackFormUrl: 'FEEDBACK_FORM_URL',
  privacyPolicyUrl: 'PRIVACY_POLICY_URL',
  sourceUrl: 'SOURCE_URL',
} as const satisfies Record<keyof Brand, string>;

/** Defaults. The destinations are placeholders until a deployment sets real ones. */
export const defaultBrand = {
  /** Product name, e.g. "Mnemo" (used as "Mnemo Browser"). */
  productName: 'Mnemo',
  /** Public contact address used in mailto links. */
  contactEmail: 'hello@mnemo.example',
  /** Canonical origin of the site, without a trailing slash. */
  siteUrl: 'https://mnemo.example',
  /** External beta waitlist form; opened in a new tab. */
  waitlistUrl: 'https://tally.so/r/mnemo-beta-waitlist',
  /** External feedback form, embedded on /support. */
  feedbackFormUrl: 'https://tally.so/embed/mnemo-feedback',
  /** External privacy policy page. */
  privacyPolicyUrl: 'https://mnemo.example/privacy',
  /** Public repository of the open-source core; until a deployment sets it, the pages say when. */
  sourceUrl: null as string | null,
};

export type Brand = typeof defaultBrand;

/** Defaults that are stand-ins a deployment should replace: all but the name and unset ones. */
const placeholderKeys = (Object.keys(brandEnv) as (keyof Brand)[]).filter(
  (key) => key !== 'productName' && defaultBrand[key] !== null,
);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Builds the brand from environment variables, falling back to the defaults. */
export function resolveBrand(env: NodeJS.ProcessEnv): Brand {
  const brand = {...defaultBrand};
  for (const key of Object.keys(brandEnv) as (keyof Brand)[]) {
    Object.assign(brand, {[key]: env[brandEnv[key]]?.trim() || defaultBrand[key]});
  }
  brand.siteUrl = brand.siteUrl.replace(/\/+$/, '');
  // Every destination (a key ending in `Url`) is an https URL.
  for (const [key, value] of Object.entries(brand)) {
    if (key.endsWith('Url') && value !== null && !isHttpsUrl(value)) {
      throw new Error(`${brandEnv[key as keyof Brand]} must be an https URL, got "${value}"`);
    }
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(brand.contactEmail)) {
    throw new Error(
      `${brandEnv.contactEmail} must be an email address, got "${brand.contactEmail}"`,
    );
  }
  return brand;
}

/** One line naming the constants still at their placeholder default, or null when none are. */
export function placeholderWarning(value: Brand): string | null {
  const left = placeholderKeys.filter((key) => value[key] === defaultBrand[key]);
  if (left.length === 0) return null;
  return `[brand] placeholder destinations in this build: ${left
    .map((key) => brandEnv[key])
    .join(', ')} (set them in the environment before deploying)`;
}

// Each variable read by its full name, for the bundler to inline (src/plugins/brandEnv.ts).
export const brand: Brand = resolveBrand({
  PRODUCT_NAME: process.env.PRODUCT_NAME,
  CONTACT_EMAIL: process.env.CONTACT_EMAIL,
  SITE_URL: process.env.SITE_URL,
  WAITLIST_URL: process.env.WAITLIST_URL,
  FEEDBACK_FORM_URL: process.env.FEEDBACK_FORM_URL,
  PRIVACY_POLICY_URL: process.env.PRIVACY_POLICY_URL,
  SOURCE_URL: process.env.SOURCE_URL,
});

/** "Mnemo Browser": the product as the copy names it. */
export const browserName = `${brand.productName} Browser`;

/** The embed script of the feedback form's host, served from the same origin as the form. */
export function embedScriptUrlFor(formUrl: string): string {
  return new URL('/widgets/embed.js', new URL(formUrl).origin).href;
}

/** Loaded on /support only, while the page is open (see src/components/FeedbackForm). */
export const feedbackEmbedScriptUrl = embedScriptUrlFor(brand.feedbackFormUrl);
